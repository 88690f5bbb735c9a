import Foundation
@_spi(Headless) import CoreGraphics

/// The name of a predefined timing function.
public struct CAMediaTimingFunctionName: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let linear = CAMediaTimingFunctionName("linear")
    public static let easeIn = CAMediaTimingFunctionName("easeIn")
    public static let easeOut = CAMediaTimingFunctionName("easeOut")
    public static let easeInEaseOut = CAMediaTimingFunctionName("easeInEaseOut")
    public static let `default` = CAMediaTimingFunctionName("default")
}

/// The pace of an animation: a cubic Bézier curve from (0, 0) to (1, 1).
public final class CAMediaTimingFunction: Sendable, Equatable {
    /// The two control points.
    let c1: CGPoint, c2: CGPoint

    /// One of the predefined functions; an unknown name gives the default curve.
    public convenience init(name: CAMediaTimingFunctionName) {
        switch name {
        case .linear: self.init(controlPoints: 0, 0, 1, 1)
        case .easeIn: self.init(controlPoints: 0.42, 0, 1, 1)
        case .easeOut: self.init(controlPoints: 0, 0, 0.58, 1)
        case .easeInEaseOut: self.init(controlPoints: 0.42, 0, 0.58, 1)
        default: self.init(controlPoints: 0.25, 0.1, 0.25, 1)
        }
    }

    /// A curve with two control points.
    public init(controlPoints c1x: Float, _ c1y: Float, _ c2x: Float, _ c2y: Float) {
        c1 = CGPoint(x: CGFloat(c1x), y: CGFloat(c1y))
        c2 = CGPoint(x: CGFloat(c2x), y: CGFloat(c2y))
    }

    /// Control point `index` (0 to 3) in `values`.
    public func getControlPoint(at index: Int, values: UnsafeMutablePointer<Float>) {
        let point = [CGPoint.zero, c1, c2, CGPoint(x: 1, y: 1)][max(0, min(3, index))]
        values[0] = Float(point.x)
        values[1] = Float(point.y)
    }

    /// The eased progress at linear time `t` in 0...1, found by bisection (a fixed number of
    /// steps).
    @_spi(Headless) public func progress(at t: Double) -> Double {
        let t = max(0, min(1, t.isFinite ? t : 1))
        // A curve on the diagonal is linear: exact, without the search.
        if c1.x == c1.y && c2.x == c2.y { return t }
        func bezier(_ s: Double, _ p1: Double, _ p2: Double) -> Double {
            let u = 1 - s
            return 3 * u * u * s * p1 + 3 * u * s * s * p2 + s * s * s
        }
        var low = 0.0, high = 1.0
        for _ in 0..<40 {
            let mid = (low + high) / 2
            if bezier(mid, Double(c1.x), Double(c2.x)) < t { low = mid } else { high = mid }
        }
        return bezier((low + high) / 2, Double(c1.y), Double(c2.y))
    }

    public static func == (lhs: CAMediaTimingFunction, rhs: CAMediaTimingFunction) -> Bool {
        lhs.c1 == rhs.c1 && lhs.c2 == rhs.c2
    }
}

/// What an animation's layer shows outside its active time.
public struct CAMediaTimingFillMode: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let removed = CAMediaTimingFillMode(rawValue: "removed")
    public static let forwards = CAMediaTimingFillMode(rawValue: "forwards")
    public static let backwards = CAMediaTimingFillMode(rawValue: "backwards")
    public static let both = CAMediaTimingFillMode(rawValue: "both")
}
