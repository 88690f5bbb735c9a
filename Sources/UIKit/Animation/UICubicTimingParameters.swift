import Foundation
@_spi(Headless) import QuartzCore

/// A cubic Bézier timing curve, one of the system's or given by two control points.
@MainActor
open class UICubicTimingParameters: NSObject, UITimingCurveProvider {
    /// The system curve this was made from (`.easeInOut` for a custom curve).
    open private(set) var animationCurve: UIView.AnimationCurve
    /// The first control point.
    open private(set) var controlPoint1: CGPoint
    /// The second control point.
    open private(set) var controlPoint2: CGPoint

    /// The default curve, ease in and out.
    public override init() {
        animationCurve = .easeInOut
        (controlPoint1, controlPoint2) = Self.controlPoints(of: .easeInOut)
        super.init()
    }

    /// One of the system's curves.
    public init(animationCurve curve: UIView.AnimationCurve) {
        animationCurve = curve
        (controlPoint1, controlPoint2) = Self.controlPoints(of: curve)
        super.init()
    }

    /// A curve through two control points.
    public init(controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint) {
        animationCurve = .easeInOut
        controlPoint1 = point1
        controlPoint2 = point2
        super.init()
    }

    open var timingCurveType: UITimingCurveType { .cubic }
    open var cubicTimingParameters: UICubicTimingParameters? { self }
    open var springTimingParameters: UISpringTimingParameters? { nil }

    /// The curve as Core Animation's timing function.
    var timingFunction: CAMediaTimingFunction {
        CAMediaTimingFunction(controlPoints: Float(controlPoint1.x), Float(controlPoint1.y),
                              Float(controlPoint2.x), Float(controlPoint2.y))
    }

    /// The control points of Core Animation's named functions for each system curve.
    static func controlPoints(of curve: UIView.AnimationCurve) -> (CGPoint, CGPoint) {
        switch curve {
        case .easeInOut: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        case .easeIn: (CGPoint(x: 0.42, y: 0), CGPoint(x: 1, y: 1))
        case .easeOut: (CGPoint(x: 0, y: 0), CGPoint(x: 0.58, y: 1))
        case .linear: (CGPoint(x: 0, y: 0), CGPoint(x: 1, y: 1))
        @unknown default: (CGPoint(x: 0.42, y: 0), CGPoint(x: 0.58, y: 1))
        }
    }
}
