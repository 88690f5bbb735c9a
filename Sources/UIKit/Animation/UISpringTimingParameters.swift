import Foundation
@_spi(Headless) import QuartzCore

/// A spring timing curve: by damping ratio, by mass, stiffness and damping, or by duration and
/// bounce.
///
/// The motion is the closed form of a damped spring that QuartzCore's `CASpringAnimation`
/// uses too (`SpringCurve`, References §33): a damping ratio below 1 overshoots the end value
/// and comes back. A spring given by its damping ratio is fitted to the animator's duration
/// (it comes to rest when the duration ends); one given by mass, stiffness and damping moves
/// at its own pace, and the animator ends at its duration wherever the spring is.
@MainActor
open class UISpringTimingParameters: NSObject, UITimingCurveProvider {
    /// The initial velocity, relative to the distance to travel (`dx` paces every property).
    open private(set) var initialVelocity: CGVector
    /// How the spring was described.
    private enum Shape {
        /// A damping ratio, fitted to the duration of the animation using it.
        case ratio(CGFloat)
        /// A spring with its own stiffness and damping.
        case fixed(SpringCurve)
    }
    private let shape: Shape

    /// The default spring: starting at rest, strongly over-damped (a damping ratio of 4.56, the
    /// value Apple documents for this initializer).
    public override init() {
        initialVelocity = .zero
        shape = .ratio(4.56)
        super.init()
    }

    /// A spring with a damping ratio and an initial velocity.
    public init(dampingRatio ratio: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        shape = .ratio(ratio)
        super.init()
    }

    /// A spring with a damping ratio, starting at rest.
    public convenience init(dampingRatio ratio: CGFloat) {
        self.init(dampingRatio: ratio, initialVelocity: .zero)
    }

    /// A spring of a mass on a spring of a stiffness, with damping.
    public init(mass: CGFloat, stiffness: CGFloat, damping: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        shape = .fixed(SpringCurve(mass: Double(mass), stiffness: Double(stiffness), damping: Double(damping),
                                   initialVelocity: Double(velocity.dx)))
        super.init()
    }

    /// A spring that comes to rest in `duration` seconds, bouncing by `bounce` (0 for none,
    /// up to 1; negative values slow it down without a bounce).
    public init(duration: TimeInterval, bounce: CGFloat, initialVelocity velocity: CGVector) {
        initialVelocity = velocity
        shape = .fixed(SpringCurve(dampingRatio: SpringCurve.dampingRatio(bounce: Double(bounce)), settlingIn: duration,
                                   initialVelocity: Double(velocity.dx)))
        super.init()
    }

    /// A spring that comes to rest in `duration` seconds, bouncing by `bounce`, starting at rest.
    public convenience init(duration: TimeInterval, bounce: CGFloat) {
        self.init(duration: duration, bounce: bounce, initialVelocity: .zero)
    }

    open var timingCurveType: UITimingCurveType { .spring }
    open var cubicTimingParameters: UICubicTimingParameters? { nil }
    open var springTimingParameters: UISpringTimingParameters? { self }

    /// The spring for an animation of `duration` seconds.
    func curve(forDuration duration: TimeInterval) -> SpringCurve {
        switch shape {
        case .ratio(let ratio):
            SpringCurve(dampingRatio: Double(ratio), settlingIn: duration, initialVelocity: Double(initialVelocity.dx))
        case .fixed(let curve):
            curve
        }
    }
}
