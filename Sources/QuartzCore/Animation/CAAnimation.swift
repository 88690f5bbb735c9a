import Foundation

/// Receives the start and the end of an animation.
public protocol CAAnimationDelegate: AnyObject {
    /// The animation started (at the commit after it was added).
    func animationDidStart(_ anim: CAAnimation)
    /// The animation ended: `finished` is true when it ran to its end, false when it was
    /// removed first.
    func animationDidStop(_ anim: CAAnimation, finished flag: Bool)
}

extension CAAnimationDelegate {
    public func animationDidStart(_ anim: CAAnimation) {}
    public func animationDidStop(_ anim: CAAnimation, finished flag: Bool) {}
}

/// The base class of Core Animation animations.
open class CAAnimation: NSCopying {
    /// The delegate, retained as on iOS.
    open var delegate: (any CAAnimationDelegate)?
    /// The pacing of the animation.
    open var timingFunction: CAMediaTimingFunction?
    /// Whether the animation is removed from its layer when it ends.
    open var isRemovedOnCompletion = true
    /// The start time, in the clock's time; 0 means the commit that adds it.
    open var beginTime: CFTimeInterval = 0
    /// The length of one repetition, in seconds (0 means the transaction's duration, 0.25 s).
    open var duration: CFTimeInterval = 0
    /// How many times the animation repeats.
    open var repeatCount: Float = 0
    /// For how long the animation repeats, in seconds.
    open var repeatDuration: CFTimeInterval = 0
    /// Whether each repetition plays back after it plays forward.
    open var autoreverses = false
    /// The speed relative to the clock.
    open var speed: Float = 1
    /// An offset into the animation's local time.
    open var timeOffset: CFTimeInterval = 0
    /// What the layer shows outside the active time.
    open var fillMode: CAMediaTimingFillMode = .removed

    /// A new animation with default values.
    public required init() {}

    /// Values stored under keys of the app's own: key-value coding on an animation accepts any
    /// key, which apps use to tag animations.
    var customValues: [String: Any] = [:]

    /// The value stored under a key, or nil.
    open func value(forKey key: String) -> Any? { customValues[key] }

    /// Stores a value under a key.
    open func setValue(_ value: Any?, forKey key: String) { customValues[key] = value }

    /// A new animation.
    open class func animation() -> Self { self.init() }

    /// A copy of the animation: one of the same class with the same settings, not added to
    /// any layer (`NSCopying`, as iOS's animations are; References §57.8).
    open func copy() -> Any { copy(with: nil) }

    /// A copy of the animation (`NSCopying`).
    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = type(of: self).init()
        copy.takeSettings(of: self)
        return copy
    }

    /// Takes another animation's settings (each class adds its own).
    func takeSettings(of other: CAAnimation) {
        (delegate, timingFunction, isRemovedOnCompletion) = (other.delegate, other.timingFunction, other.isRemovedOnCompletion)
        (beginTime, duration, repeatCount, repeatDuration) = (other.beginTime, other.duration, other.repeatCount, other.repeatDuration)
        (autoreverses, speed, timeOffset, fillMode) = (other.autoreverses, other.speed, other.timeOffset, other.fillMode)
        customValues = other.customValues
    }

    /// Whether the animation should archive the given key's value.
    open func shouldArchiveValue(forKey key: String) -> Bool { true }

    /// The default duration when ``duration`` is 0.
    static let defaultDuration: CFTimeInterval = 0.25

    /// The total active time, repeats and reversals included (bounded: an infinite repeat
    /// count has no end, and the animation never stops by itself).
    @_spi(Headless) public var activeDuration: CFTimeInterval {
        let single = (duration > 0 ? duration : Self.defaultDuration) * (autoreverses ? 2 : 1)
        let pace = speed > 0 ? Double(speed) : 1
        if repeatDuration > 0 { return repeatDuration / pace }
        if repeatCount.isInfinite { return .infinity }
        return single * Double(max(1, repeatCount)) / pace
    }

    /// When the animation started, once it has; set at the commit.
    @_spi(Headless) public internal(set) var startTime: CFTimeInterval?
    /// The completion blocks of the transactions the animation was added in that wait for it,
    /// until it stops.
    var completionGroups: [CATransaction.CompletionGroup] = []
    /// The clock's token for the animation's end.
    var endToken: Int?
    var hasEnded = false
    /// What moves the animation instead of the clock (UIKit's property animators, which are
    /// paused, scrubbed and reversed by hand): when set, the presentation shows the progress it
    /// returns (0 the start, 1 the end, beyond them for a spring's overshoot), the animation
    /// applies from the moment it is added, and it never ends by itself; its driver removes it.
    @_spi(Headless) public var progressSource: (() -> Double)?
}

/// An animation of one property of a layer.
open class CAPropertyAnimation: CAAnimation {
    /// The key path of the animated property, such as `"opacity"` or `"position"`.
    open var keyPath: String?
    /// Whether the values add to the current value.
    open var isAdditive = false
    /// Whether each repetition adds to the previous end value.
    open var isCumulative = false

    /// An animation of a key path.
    public convenience init(keyPath path: String?) {
        self.init()
        keyPath = path
    }

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CAPropertyAnimation else { return }
        (keyPath, isAdditive, isCumulative) = (other.keyPath, other.isAdditive, other.isCumulative)
    }
}

/// An animation between two values.
open class CABasicAnimation: CAPropertyAnimation {
    /// The start value; nil means the current presentation value.
    open var fromValue: Any?
    /// The end value; nil means the model value.
    open var toValue: Any?
    /// A value added to the start.
    open var byValue: Any?

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CABasicAnimation else { return }
        (fromValue, toValue, byValue) = (other.fromValue, other.toValue, other.byValue)
    }
}

/// An animation through a sequence of values.
open class CAKeyframeAnimation: CAPropertyAnimation {
    /// The values, in order.
    open var values: [Any]?
    /// A path for a point-valued property to follow.
    open var path: CGPath?
    /// Where each value sits in time, from 0 to 1.
    open var keyTimes: [NSNumber]?
    /// The pacing between keyframes.
    open var timingFunctions: [CAMediaTimingFunction]?
    /// How values are interpolated.
    open var calculationMode: CAAnimationCalculationMode = .linear
    /// How objects following a path turn.
    open var rotationMode: CAAnimationRotationMode?

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CAKeyframeAnimation else { return }
        (values, path, keyTimes) = (other.values, other.path, other.keyTimes)
        (timingFunctions, calculationMode, rotationMode) = (other.timingFunctions, other.calculationMode, other.rotationMode)
    }
}

/// How a keyframe animation interpolates.
public struct CAAnimationCalculationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAAnimationCalculationMode(rawValue: "linear")
    public static let discrete = CAAnimationCalculationMode(rawValue: "discrete")
    public static let paced = CAAnimationCalculationMode(rawValue: "paced")
    public static let cubic = CAAnimationCalculationMode(rawValue: "cubic")
    public static let cubicPaced = CAAnimationCalculationMode(rawValue: "cubicPaced")
}

/// How an object following a path turns.
public struct CAAnimationRotationMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let rotateAuto = CAAnimationRotationMode(rawValue: "auto")
    public static let rotateAutoReverse = CAAnimationRotationMode(rawValue: "autoReverse")
}

/// A basic animation that follows a damped spring.
open class CASpringAnimation: CABasicAnimation {
    /// The mass on the spring.
    open var mass: CGFloat = 1
    /// The spring's stiffness.
    open var stiffness: CGFloat = 100
    /// The friction.
    open var damping: CGFloat = 10
    /// The initial velocity, in units of the whole distance per second.
    open var initialVelocity: CGFloat = 0

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CASpringAnimation else { return }
        (mass, stiffness, damping, initialVelocity) = (other.mass, other.stiffness, other.damping, other.initialVelocity)
    }

    /// The time the spring takes to come to rest: until the envelope of its motion falls
    /// below a thousandth of the distance. Bad parameters (not positive, not finite) give 0.
    open var settlingDuration: CFTimeInterval { curve.settlingDuration }

    /// A spring of unit mass paced by a perceptual duration (the period of its undamped
    /// oscillation) and bouncing by `bounce` (0 for none, up to 1; negative for over-damped).
    public convenience init(perceptualDuration: CFTimeInterval, bounce: CGFloat) {
        self.init()
        let spring = SpringCurve(perceptualDuration: perceptualDuration, bounce: Double(bounce))
        (mass, stiffness, damping) = (spring.mass, spring.stiffness, spring.damping)
    }

    /// The period of the spring's undamped oscillation, in seconds.
    open var perceptualDuration: CFTimeInterval { curve.perceptualDuration }

    /// How much the spring bounces: 0 when critically damped, towards 1 with less damping,
    /// negative when over-damped.
    open var bounce: CGFloat { CGFloat(curve.bounce) }

    /// The spring these parameters describe (the shared closed form, ``SpringCurve``).
    @_spi(Headless) public var curve: SpringCurve {
        SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                    initialVelocity: Double(initialVelocity))
    }
}

/// Several animations that run together.
open class CAAnimationGroup: CAAnimation {
    /// The animations of the group.
    open var animations: [CAAnimation]?

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        animations = (other as? CAAnimationGroup)?.animations
    }
}

/// A transition animation of a layer's content.
open class CATransition: CAAnimation {
    /// The kind of transition.
    open var type: CATransitionType = .fade
    /// The direction.
    open var subtype: CATransitionSubtype?

    override func takeSettings(of other: CAAnimation) {
        super.takeSettings(of: other)
        guard let other = other as? CATransition else { return }
        (type, subtype) = (other.type, other.subtype)
    }
}

public struct CATransitionType: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fade = CATransitionType(rawValue: "fade")
    public static let moveIn = CATransitionType(rawValue: "moveIn")
    public static let push = CATransitionType(rawValue: "push")
    public static let reveal = CATransitionType(rawValue: "reveal")
}

public struct CATransitionSubtype: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let fromRight = CATransitionSubtype(rawValue: "fromRight")
    public static let fromLeft = CATransitionSubtype(rawValue: "fromLeft")
    public static let fromTop = CATransitionSubtype(rawValue: "fromTop")
    public static let fromBottom = CATransitionSubtype(rawValue: "fromBottom")
}

extension CAAnimation {
    /// Ends the animation once: the delegate hears `animationDidStop` (also for an animation
    /// removed before the commit that would have started it, which never heard
    /// `animationDidStart`: UIKit's block animations learn so of a removal in the same turn and
    /// complete with `finished == false`, References §38), then the completion blocks of its
    /// transactions learn that one more of their animations stopped.
    func end(finished: Bool) {
        guard !hasEnded else { return }
        hasEnded = true
        delegate?.animationDidStop(self, finished: finished)
        let groups = completionGroups
        completionGroups.removeAll()
        for group in groups { group.animationEnded() }
    }
}
