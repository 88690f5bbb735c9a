import Foundation

/// The kind of a path element.
public enum CGPathElementType: Int32, Sendable {
    /// Starts a subpath at `points[0]`.
    case moveToPoint = 0
    /// A line to `points[0]`.
    case addLineToPoint = 1
    /// A quadratic curve with control `points[0]` to `points[1]`.
    case addQuadCurveToPoint = 2
    /// A cubic curve with controls `points[0]`, `points[1]` to `points[2]`.
    case addCurveToPoint = 3
    /// Closes the current subpath.
    case closeSubpath = 4
}

/// One element of a path, as handed to ``CGPath/applyWithBlock(_:)``.
public struct CGPathElement {
    /// The kind of element.
    public var type: CGPathElementType
    /// Its points (0 to 3 of them, by ``type``); valid only during the call that passes it.
    public var points: UnsafeMutablePointer<CGPoint>

    public init(type: CGPathElementType, points: UnsafeMutablePointer<CGPoint>) {
        self.type = type
        self.points = points
    }
}

/// A path element with its points by value: the form paths store and recordings report.
@_spi(Headless) public enum PathElement: Equatable, Hashable, Sendable {
    case move(to: CGPoint)
    case line(to: CGPoint)
    case quadCurve(to: CGPoint, control: CGPoint)
    case curve(to: CGPoint, control1: CGPoint, control2: CGPoint)
    case closeSubpath

    /// The element's kind.
    public var type: CGPathElementType {
        switch self {
        case .move: .moveToPoint
        case .line: .addLineToPoint
        case .quadCurve: .addQuadCurveToPoint
        case .curve: .addCurveToPoint
        case .closeSubpath: .closeSubpath
        }
    }

    /// The points, in Core Graphics order (controls first, end point last).
    public var points: [CGPoint] {
        switch self {
        case .move(let p), .line(let p): [p]
        case .quadCurve(let p, let c): [c, p]
        case .curve(let p, let c1, let c2): [c1, c2, p]
        case .closeSubpath: []
        }
    }

    /// The element with every point mapped by a transform.
    public func applying(_ t: CGAffineTransform) -> PathElement {
        switch self {
        case .move(let p): .move(to: p.applying(t))
        case .line(let p): .line(to: p.applying(t))
        case .quadCurve(let p, let c): .quadCurve(to: p.applying(t), control: c.applying(t))
        case .curve(let p, let c1, let c2):
            .curve(to: p.applying(t), control1: c1.applying(t), control2: c2.applying(t))
        case .closeSubpath: .closeSubpath
        }
    }
}
