import Foundation

/// A spring timing curve: by damping ratio, or by mass, stiffness and damping.
///
/// The virtual clock honours the animator's duration; the spring's own settling time and
/// overshoot are kept as given but not simulated.
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, relative to the distance to travel.
    open private(set) var initialVelocity: CGVector
    /// The damping ratio (1 is critically damped).
    let dampingRatio: CGFloat

    /// A critically damped spring.
    public override init() {
        initialVelocity = .zero
        dampingRatio = 1
        super.init()
    }

    /// A spring with a damping ratio and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        dampingRatio = ratio
        super.init()
    }

    /// A spring with a damping ratio, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring of a mass on a spring of a stiffness, with damping.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        let critical = 2 * (max(stiffness, 0) * max(mass, 0)).squareRoot()
        dampingRatio = critical > 0 ? damping / critical : 1
        super.init()
    }

    /// A spring that settles in about `duration` seconds, bouncing by `bounce` (0 for none).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        dampingRatio = 1 - max(-1, min(1, bounce))
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }
}
