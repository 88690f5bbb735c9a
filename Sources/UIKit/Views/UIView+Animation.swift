import HeadlessCore
import Foundation

/// Block-based animations in virtual time.
///
/// Nothing is interpolated: the animations block runs at once, so every property holds its
/// final value as soon as the call returns, as the model layer does on iOS. What takes time
/// is the completion, which runs when the run loop's virtual clock reaches the end of the
/// animation (`delay + duration`); `runUntilIdle()` may jump the clock there. An animation of
/// zero length completes in the next turn, never inside the call, as on iOS.
extension UIView {
    /// Options for block-based animations. They are accepted for source compatibility; the
    /// virtual clock honours only the timing (delay and duration).
    public struct AnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates options from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews as part of the animation.
        public static let layoutSubviews = AnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = AnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = AnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation.
        public static let `repeat` = AnimationOptions(rawValue: 1 << 3)
        /// Plays the animation backwards after forwards.
        public static let autoreverse = AnimationOptions(rawValue: 1 << 4)
        /// Uses the original duration of a nested animation.
        public static let overrideInheritedDuration = AnimationOptions(rawValue: 1 << 5)
        /// Uses the original curve of a nested animation.
        public static let overrideInheritedCurve = AnimationOptions(rawValue: 1 << 6)
        /// Changes the values of properties dynamically and redraws the view.
        public static let allowAnimatedContent = AnimationOptions(rawValue: 1 << 7)
        /// Hides or shows views instead of removing and adding them in a transition.
        public static let showHideTransitionViews = AnimationOptions(rawValue: 1 << 8)
        /// Does not inherit the duration, curve and options of an enclosing animation.
        public static let overrideInheritedOptions = AnimationOptions(rawValue: 1 << 9)
        /// Ease in and out (the default curve).
        public static let curveEaseInOut = AnimationOptions(rawValue: 0 << 16)
        /// Ease in.
        public static let curveEaseIn = AnimationOptions(rawValue: 1 << 16)
        /// Ease out.
        public static let curveEaseOut = AnimationOptions(rawValue: 2 << 16)
        /// Linear.
        public static let curveLinear = AnimationOptions(rawValue: 3 << 16)
        /// No transition.
        public static let transitionNone = AnimationOptions(rawValue: 0 << 20)
        /// Cross-dissolve transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
    }

    static func runAnimation(duration: TimeInterval, delay: TimeInterval, animations: () -> Void,
                                     completion: ((Bool) -> Void)?) {
        let runLoop = HeadlessRuntime.current.runLoop
        animations()
        let length = max(0, delay) + max(0, duration)
        // The timer settles, so runUntilIdle() jumps the clock to it like any animation; a
        // zero-length animation finishes in the next turn.
        if length > 0 {
            runLoop.schedule(after: length, settles: true) { completion?(true) }
        } else {
            runLoop.perform { completion?(true) }
        }
    }
}
