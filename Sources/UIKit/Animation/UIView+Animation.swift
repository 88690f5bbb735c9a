import HeadlessCore
import Foundation
import QuartzCore

/// Block-based animations in virtual time.
///
/// The animations block runs at once, so every property holds its final value as soon as the
/// call returns, as the model layer does on iOS; what is on screen is the layers'
/// presentation, which the Core Animation animations the block added carry from the old values
/// to the new ones along the curve or spring (``ViewAnimationContext``, References §33). The
/// completion runs when the last of those animations stops (``BlockAnimationCompletion``,
/// References §38): at the end of the animation (`delay + duration`) on the run loop's virtual
/// clock with `finished == true` (`runUntilIdle()` may jump the clock there), or earlier with
/// `finished == false` when the animation is removed from its layer. A block that adds no
/// animation (nothing animatable changed, a zero duration, animations turned off) completes in
/// the next turn with `finished == true`, without waiting for its delay or duration, never
/// inside the call, as on iOS.
extension UIView {
    /// Options for block-based animations. The curve paces the layers' animations; the other
    /// options are accepted for source compatibility.
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
        /// Flips the view around its vertical axis, left edge first.
        public static let transitionFlipFromLeft = AnimationOptions(rawValue: 1 << 20)
        /// Flips the view around its vertical axis, right edge first.
        public static let transitionFlipFromRight = AnimationOptions(rawValue: 2 << 20)
        /// Curls the view up from the bottom.
        public static let transitionCurlUp = AnimationOptions(rawValue: 3 << 20)
        /// Curls the view down from the top.
        public static let transitionCurlDown = AnimationOptions(rawValue: 4 << 20)
        /// Cross-dissolve transition.
        public static let transitionCrossDissolve = AnimationOptions(rawValue: 5 << 20)
        /// Flips the view around its horizontal axis, top edge first.
        public static let transitionFlipFromTop = AnimationOptions(rawValue: 6 << 20)
        /// Flips the view around its horizontal axis, bottom edge first.
        public static let transitionFlipFromBottom = AnimationOptions(rawValue: 7 << 20)
        /// The display's default frame rate.
        public static let preferredFramesPerSecondDefault = AnimationOptions(rawValue: 0 << 24)
        /// 60 frames a second.
        public static let preferredFramesPerSecond60 = AnimationOptions(rawValue: 3 << 24)
        /// 30 frames a second.
        public static let preferredFramesPerSecond30 = AnimationOptions(rawValue: 7 << 24)

        /// The curve the options name (bits 16 to 19).
        var animationCurve: AnimationCurve {
            AnimationCurve(rawValue: Int((rawValue >> 16) & 0xF)) ?? .easeInOut
        }
    }

    /// The system's animation curves.
    public enum AnimationCurve: Int, Sendable {
        /// Slow at the start and the end.
        case easeInOut = 0
        /// Slow at the start.
        case easeIn = 1
        /// Slow at the end.
        case easeOut = 2
        /// An even pace.
        case linear = 3
    }

    /// Options for keyframe animations: the timing options of block animations, and how the
    /// values between keyframes are found.
    public struct KeyframeAnimationOptions: OptionSet, Sendable, Hashable {
        /// The raw bit mask.
        public let rawValue: UInt

        /// Creates options from a bit mask.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// Lays out subviews as part of the animation.
        public static let layoutSubviews = KeyframeAnimationOptions(rawValue: 1 << 0)
        /// Lets the user interact with views while they animate.
        public static let allowUserInteraction = KeyframeAnimationOptions(rawValue: 1 << 1)
        /// Starts from the current presentation state.
        public static let beginFromCurrentState = KeyframeAnimationOptions(rawValue: 1 << 2)
        /// Repeats the animation.
        public static let `repeat` = KeyframeAnimationOptions(rawValue: 1 << 3)
        /// Plays the animation backwards after forwards.
        public static let autoreverse = KeyframeAnimationOptions(rawValue: 1 << 4)
        /// Uses the original duration of a nested animation.
        public static let overrideInheritedDuration = KeyframeAnimationOptions(rawValue: 1 << 5)
        /// Does not inherit the options of an enclosing animation.
        public static let overrideInheritedOptions = KeyframeAnimationOptions(rawValue: 1 << 9)
        /// Straight lines between keyframes.
        public static let calculationModeLinear = KeyframeAnimationOptions(rawValue: 0 << 10)
        /// No interpolation: each keyframe's values at once.
        public static let calculationModeDiscrete = KeyframeAnimationOptions(rawValue: 1 << 10)
        /// An even pace, ignoring the keyframes' times.
        public static let calculationModePaced = KeyframeAnimationOptions(rawValue: 2 << 10)
        /// A smooth curve through the keyframes.
        public static let calculationModeCubic = KeyframeAnimationOptions(rawValue: 3 << 10)
        /// A smooth curve at an even pace.
        public static let calculationModeCubicPaced = KeyframeAnimationOptions(rawValue: 4 << 10)
    }

    /// The system animations ``UIView/perform(_:on:options:animations:completion:)`` runs.
    public enum SystemAnimation: UInt, Sendable {
        /// Fades and shrinks the views, then removes them from their superviews.
        case delete = 0
    }

    /// A keyframe animation: its keyframes animate linearly over their parts of the whole
    /// (the default calculation mode), and their animations are removed at its end, when the
    /// model values are what the layers show.
    static func runKeyframeAnimation(duration: TimeInterval, delay: TimeInterval, animations: () -> Void,
                                     completion: ((Bool) -> Void)?) {
        var keyframes: ViewAnimationContext?
        keyframes = runAnimation(duration: duration, delay: delay, pace: .curve(CAMediaTimingFunction(name: .linear)),
                                 animations: animations, completion: { finished in
                                     keyframes?.removeAnimations()
                                     completion?(finished)
                                 })
    }

    /// Runs an animation block: inside it, changes of the views' animatable properties add
    /// animations to their layers (``ViewAnimationContext``) paced by `pace` (the options'
    /// curve when nil); the completion runs when the last of them stops, or in the next turn
    /// when the block added none (``BlockAnimationCompletion``, References §38).
    ///
    /// Returns the animation's context (nil when it does not animate), whose animations the
    /// caller may remove at the end.
    @discardableResult
    static func runAnimation(duration: TimeInterval, delay: TimeInterval, options: AnimationOptions = [],
                             pace: ViewAnimationContext.Pace? = nil, animations: () -> Void,
                             completion: ((Bool) -> Void)?) -> ViewAnimationContext? {
        // The animation state is the process's (References §46.2).
        let runtime = HeadlessRuntime.current
        let enclosing = runtime.inheritedAnimationDuration
        runtime.inheritedAnimationDuration = max(0, duration)
        let animates = runtime.animationsEnabled && duration > 0 && duration.isFinite
        let context = animates ? ViewAnimationContext(
            duration: duration, delay: max(0, delay),
            pace: pace ?? .curve(UICubicTimingParameters(animationCurve: options.animationCurve).timingFunction)) : nil
        let ending = BlockAnimationCompletion(runtime: runtime, duration: animates ? duration : 0, completion: completion)
        context?.completion = ending
        ViewAnimationContext.run(context, in: runtime, animations)
        runtime.inheritedAnimationDuration = enclosing
        ending.close()
        return context
    }
}

// MARK: Transitions and keyframes

extension UIView {
    /// Replaces `fromView` with `toView`: hides one and shows the other with
    /// `.showHideTransitionViews`; otherwise puts `toView` where `fromView` was in its
    /// superview and removes `fromView`.
    ///
    /// With a transition option, the superview's layer gets a `CATransition` of that kind for
    /// the duration (as UIKit adds one to the transition view's layer), and the completion
    /// waits for it; without one, nothing animates and the completion runs in the next turn.
    static func runTransition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                              options: AnimationOptions, completion: ((Bool) -> Void)?) {
        let container = fromView.superview
        runAnimation(duration: duration, delay: 0, animations: {
            if let container, let context = ViewAnimationContext.current(in: container.runtime),
               let transition = CATransition(options: options) {
                context.addUnmodeledAnimation(transition, to: container.layer, forKey: "transition")
            }
            if options.contains(.showHideTransitionViews) {
                fromView.isHidden = true
                toView.isHidden = false
            } else if fromView !== toView {
                if let superview = fromView.superview, toView.superview !== superview {
                    superview.insertSubview(toView, aboveSubview: fromView)
                }
                fromView.removeFromSuperview()
            }
        }, completion: completion)
    }

    /// Runs a system animation on views; `.delete` fades the views out (an opacity animation on
    /// each view's layer, the model left as it is) and removes them from their superviews when
    /// it ends, before the completion.
    static func runSystemAnimation(_ animation: SystemAnimation, on views: [UIView],
                                   parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)?) {
        runAnimation(duration: 0.3, delay: 0, animations: {
            if animation == .delete, let context = ViewAnimationContext.current(in: HeadlessRuntime.current) {
                for view in views {
                    let fade = CABasicAnimation(keyPath: "opacity")
                    fade.fromValue = Double(view.layer.opacity)
                    fade.toValue = 0.0
                    context.addUnmodeledAnimation(fade, to: view.layer, forKey: "delete")
                }
            }
            parallelAnimations?()
        }, completion: { finished in
            if animation == .delete { for view in views { view.removeFromSuperview() } }
            completion?(finished)
        })
    }
}
