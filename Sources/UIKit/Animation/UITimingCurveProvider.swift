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
@preconcurrency @MainActor
public protocol UITimingCurveProvider: AnyObject {
    /// The kind of curve.
    var timingCurveType: UITimingCurveType { get }
    /// The cubic curve, for a cubic or composed provider.
    var cubicTimingParameters: UICubicTimingParameters? { get }
    /// The spring, for a spring or composed provider.
    var springTimingParameters: UISpringTimingParameters? { get }
}

extension UITimingCurveProvider {
    /// The eased progress at linear time `t` in 0...1 of an animation of `duration` seconds:
    /// the spring's (which overshoots 1 when under-damped, and is exactly 1 at the end), the
    /// cubic curve's, or a linear pace.
    func easedProgress(at t: Double, duration: TimeInterval) -> Double {
        let t = max(0, min(1, t.isFinite ? t : 1))
        if timingCurveType == .spring || timingCurveType == .composed, let spring = springTimingParameters {
            return t >= 1 ? 1 : spring.curve(forDuration: duration).progress(at: t * duration)
        }
        guard let cubic = cubicTimingParameters,
              cubic.controlPoint1 != .zero || cubic.controlPoint2 != CGPoint(x: 1, y: 1) else { return t }
        return cubic.timingFunction.progress(at: t)
    }
}
