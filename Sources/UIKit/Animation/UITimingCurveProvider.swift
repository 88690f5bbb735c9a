import Foundation
@_spi(Headless) import QuartzCore

/// The kind of timing curve a provider describes.
public enum UITimingCurveType: Int, Sendable {
    /// One of the system's curves.
    case builtin = 0
    /// A cubic Bézier curve.
    case cubic = 1
    /// A spring.
    case spring = 2
    /// A cubic curve for some properties and a spring for others.
    case composed = 3
}

/// The pace of an animation: a cubic curve, a spring, or both.
@MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for a cubic or composed provider.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for a spring or composed provider.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The eased progress at linear time `t` in 0...1: the cubic curve's, or a linear pace for
    /// a spring (a spring's overshoot is not modelled; it settles at its end value).
    func easedProgress(at t: Double) -> Double {
        let t = max(0, min(1, t))
        guard let cubic = cubicTimingParameters,
              cubic.controlPoint1 != .zero || cubic.controlPoint2 != CGPoint(x: 1, y: 1) else { return t }
        return CAMediaTimingFunction(
            controlPoints: Float(cubic.controlPoint1.x), Float(cubic.controlPoint1.y),
            Float(cubic.controlPoint2.x), Float(cubic.controlPoint2.y)).progress(at: t)
    }
}
