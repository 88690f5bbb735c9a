import Foundation

/// An immutable graphics path: subpaths of lines and Bézier curves.
///
/// Arcs and ellipses are stored as cubic Bézier curves, as Core Graphics stores them.
public class CGPath: Hashable, @unchecked Sendable, CustomStringConvertible {
    var storage: [PathElement]

    init(elements: [PathElement]) {
        storage = elements
    }

    /// A path of one rectangle.
    public convenience init(rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRect(rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storage)
    }

    /// A path of one ellipse inscribed in a rectangle.
    public convenience init(ellipseIn rect: CGRect, transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addEllipse(in: rect, transform: transform?.pointee ?? .identity)
        self.init(elements: path.storage)
    }

    /// A path of one rounded rectangle.
    public convenience init(roundedRect rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                            transform: UnsafePointer<CGAffineTransform>?) {
        let path = CGMutablePath()
        path.addRoundedRect(in: rect, cornerWidth: cornerWidth, cornerHeight: cornerHeight,
                            transform: transform?.pointee ?? .identity)
        self.init(elements: path.storage)
    }

    /// The path's elements by value, in order.
    @_spi(Headless) public var elements: [PathElement] { storage }

    /// Whether the path has no elements.
    public var isEmpty: Bool { storage.isEmpty }

    /// The end point of the last element; `.zero` for an empty path.
    public var currentPoint: CGPoint {
        var start = CGPoint.zero
        var current = CGPoint.zero
        for element in storage {
            switch element {
            case .move(let p): start = p; current = p
            case .line(let p), .quadCurve(let p, _), .curve(let p, _, _): current = p
            case .closeSubpath: current = start
            }
        }
        return current
    }

    /// The smallest rectangle containing every point of the path, control points included;
    /// null for an empty path. Points that are not finite are left out.
    public var boundingBox: CGRect {
        CGRect.boundingBox(of: storage.flatMap(\.points).filter { $0.x.isFinite && $0.y.isFinite })
    }

    /// The smallest rectangle containing the path's outline (curves flattened), without the
    /// control points that lie outside it.
    public var boundingBoxOfPath: CGRect {
        CGRect.boundingBox(of: polygons().flatMap { $0 }.filter { $0.x.isFinite && $0.y.isFinite })
    }

    /// An immutable copy.
    public func copy() -> CGPath? { CGPath(elements: storage) }

    /// An immutable copy with every point transformed.
    public func copy(using transform: UnsafePointer<CGAffineTransform>?) -> CGPath? {
        guard let t = transform?.pointee else { return copy() }
        return CGPath(elements: storage.map { $0.applying(t) })
    }

    /// A mutable copy.
    public func mutableCopy() -> CGMutablePath? {
        let path = CGMutablePath()
        path.storage = storage
        return path
    }

    /// A mutable copy with every point transformed.
    public func mutableCopy(using transform: UnsafePointer<CGAffineTransform>?) -> CGMutablePath? {
        copy(using: transform)?.mutableCopy()
    }

    /// Calls `block` with each element in order.
    public func applyWithBlock(_ block: (UnsafePointer<CGPathElement>) -> Void) {
        let points = UnsafeMutablePointer<CGPoint>.allocate(capacity: 3)
        defer { points.deallocate() }
        points.initialize(repeating: .zero, count: 3)
        for element in storage {
            for (index, point) in element.points.enumerated() { points[index] = point }
            var cgElement = CGPathElement(type: element.type, points: points)
            withUnsafePointer(to: &cgElement) { block($0) }
        }
    }

    /// Whether a point lies inside the path under a fill rule; every subpath counts as closed.
    /// A point that is not finite is never inside.
    public func contains(_ point: CGPoint, using rule: CGPathFillRule = .winding,
                         transform: CGAffineTransform = .identity) -> Bool {
        guard point.x.isFinite, point.y.isFinite else { return false }
        let p = transform.isIdentity ? point : point.applying(transform.inverted())
        var winding = 0
        for polygon in polygons() where polygon.count > 2 {
            for index in polygon.indices {
                let a = polygon[index]
                let b = polygon[(index + 1) % polygon.count]
                if a.y <= p.y {
                    if b.y > p.y && Self.cross(a, b, p) > 0 { winding += 1 }
                } else if b.y <= p.y && Self.cross(a, b, p) < 0 {
                    winding -= 1
                }
            }
        }
        return rule == .winding ? winding != 0 : winding % 2 != 0
    }

    private static func cross(_ a: CGPoint, _ b: CGPoint, _ p: CGPoint) -> CGFloat {
        (b.x - a.x) * (p.y - a.y) - (p.x - a.x) * (b.y - a.y)
    }

    /// Whether the path is exactly one axis-aligned rectangle; if so, `rect` receives it.
    public func isRect(_ rect: UnsafeMutablePointer<CGRect>?) -> Bool {
        let corners: [CGPoint]
        switch storage.count {
        case 5, 6:
            guard case .move(let p0) = storage[0], case .line(let p1) = storage[1],
                  case .line(let p2) = storage[2], case .line(let p3) = storage[3] else { return false }
            corners = [p0, p1, p2, p3]
        default:
            return false
        }
        let xs = Set(corners.map(\.x)), ys = Set(corners.map(\.y))
        guard xs.count == 2, ys.count == 2,
              corners[0].x == corners[1].x || corners[0].y == corners[1].y else { return false }
        rect?.pointee = CGRect.boundingBox(of: corners)
        return true
    }

    /// The subpaths as polygons, curves flattened into a fixed number of segments each.
    @_spi(Headless) public func polygons(segmentsPerCurve: Int = 16) -> [[CGPoint]] {
        var result: [[CGPoint]] = []
        var current: [CGPoint] = []
        var last = CGPoint.zero
        func flush() {
            if !current.isEmpty { result.append(current) }
            current = []
        }
        for element in storage {
            switch element {
            case .move(let p):
                flush(); current = [p]; last = p
            case .line(let p):
                if current.isEmpty { current = [last] }
                current.append(p); last = p
            case .quadCurve(let p, let c):
                if current.isEmpty { current = [last] }
                let start = last
                for step in 1...segmentsPerCurve {
                    let t = CGFloat(step) / CGFloat(segmentsPerCurve), u = 1 - t
                    current.append(CGPoint(x: u * u * start.x + 2 * u * t * c.x + t * t * p.x,
                                           y: u * u * start.y + 2 * u * t * c.y + t * t * p.y))
                }
                last = p
            case .curve(let p, let c1, let c2):
                if current.isEmpty { current = [last] }
                let start = last
                for step in 1...segmentsPerCurve {
                    let t = CGFloat(step) / CGFloat(segmentsPerCurve), u = 1 - t
                    let w0 = u * u * u, w1 = 3 * u * u * t, w2 = 3 * u * t * t, w3 = t * t * t
                    current.append(CGPoint(x: w0 * start.x + w1 * c1.x + w2 * c2.x + w3 * p.x,
                                           y: w0 * start.y + w1 * c1.y + w2 * c2.y + w3 * p.y))
                }
                last = p
            case .closeSubpath:
                if let first = current.first { last = first }
                flush()
            }
        }
        flush()
        return result
    }

    public static func == (lhs: CGPath, rhs: CGPath) -> Bool { lhs.storage == rhs.storage }

    public func hash(into hasher: inout Hasher) { hasher.combine(storage) }

    public var description: String { "CGPath(\(storage.count) elements, bounding box \(boundingBox))" }
}
