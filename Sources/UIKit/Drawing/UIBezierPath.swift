import Foundation
@_spi(Headless) import CoreGraphics

/// A path of lines and curves with the attributes to stroke it, drawn into the current
/// context (``UIGraphicsGetCurrentContext()``).
open class UIBezierPath: CustomStringConvertible {
    private var path = CGMutablePath()
    /// The width of stroked lines.
    open var lineWidth: CGFloat = 1
    /// How line ends are drawn.
    open var lineCapStyle: CGLineCap = .butt
    /// How joins are drawn.
    open var lineJoinStyle: CGLineJoin = .miter
    /// The mitre limit.
    open var miterLimit: CGFloat = 10
    /// The flatness (accepted, unused).
    open var flatness: CGFloat = 0.6
    /// Whether fills and clips use the even-odd rule.
    open var usesEvenOddFillRule = false

    /// An empty path.
    public init() {}

    /// A closed rectangle.
    public convenience init(rect: CGRect) {
        self.init()
        path.addRect(rect)
    }

    /// An ellipse inscribed in a rectangle.
    public convenience init(ovalIn rect: CGRect) {
        self.init()
        path.addEllipse(in: rect)
    }

    /// A rounded rectangle (the radius is clamped to half the shorter side).
    public convenience init(roundedRect rect: CGRect, cornerRadius: CGFloat) {
        self.init()
        path.addRoundedRect(in: rect, cornerWidth: cornerRadius, cornerHeight: cornerRadius)
    }

    /// A rectangle with some corners rounded.
    public convenience init(roundedRect rect: CGRect, byRoundingCorners corners: UIRectCorner, cornerRadii: CGSize) {
        self.init()
        let r = rect.standardized
        let rx = min(max(0, cornerRadii.width.isFinite ? cornerRadii.width : 0), r.width / 2)
        let ry = min(max(0, cornerRadii.height.isFinite ? cornerRadii.height : 0), r.height / 2)
        func corner(_ c: UIRectCorner, _ cx: CGFloat, _ cy: CGFloat, _ start: CGFloat, _ point: CGPoint) {
            if corners.contains(c) && rx > 0 && ry > 0 {
                let t = CGAffineTransform(scaleX: rx, y: ry).concatenating(CGAffineTransform(translationX: cx, y: cy))
                path.appendArcCurves(center: .zero, radius: 1, start: start, delta: .pi / 2, transform: t)
            } else {
                path.addLine(to: point)
            }
        }
        path.move(to: CGPoint(x: corners.contains(.topLeft) ? r.minX + rx : r.minX, y: r.minY))
        path.addLine(to: CGPoint(x: corners.contains(.topRight) ? r.maxX - rx : r.maxX, y: r.minY))
        corner(.topRight, r.maxX - rx, r.minY + ry, -.pi / 2, CGPoint(x: r.maxX, y: r.minY))
        path.addLine(to: CGPoint(x: r.maxX, y: corners.contains(.bottomRight) ? r.maxY - ry : r.maxY))
        corner(.bottomRight, r.maxX - rx, r.maxY - ry, 0, CGPoint(x: r.maxX, y: r.maxY))
        path.addLine(to: CGPoint(x: corners.contains(.bottomLeft) ? r.minX + rx : r.minX, y: r.maxY))
        corner(.bottomLeft, r.minX + rx, r.maxY - ry, .pi / 2, CGPoint(x: r.minX, y: r.maxY))
        path.addLine(to: CGPoint(x: r.minX, y: corners.contains(.topLeft) ? r.minY + ry : r.minY))
        corner(.topLeft, r.minX + rx, r.minY + ry, .pi, CGPoint(x: r.minX, y: r.minY))
        path.closeSubpath()
    }

    /// An arc of a circle. As in UIKit's flipped coordinates, `clockwise` is clockwise on
    /// screen: towards increasing angles.
    public convenience init(arcCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                            clockwise: Bool) {
        self.init()
        addArc(withCenter: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: clockwise)
    }

    /// A path from a Core Graphics path.
    public convenience init(cgPath: CGPath) {
        self.init()
        path.addPath(cgPath)
    }

    /// The path as a Core Graphics path.
    open var cgPath: CGPath {
        get { path.copy() ?? CGMutablePath() }
        set { path = newValue.mutableCopy() ?? CGMutablePath() }
    }

    /// Whether the path has no elements.
    open var isEmpty: Bool { path.isEmpty }
    /// The bounding box of the path, control points included.
    open var bounds: CGRect { path.isEmpty ? .zero : path.boundingBox }
    /// The end point of the last element.
    open var currentPoint: CGPoint { path.currentPoint }

    open func move(to point: CGPoint) { path.move(to: point) }
    open func addLine(to point: CGPoint) { path.addLine(to: point) }
    open func addCurve(to endPoint: CGPoint, controlPoint1: CGPoint, controlPoint2: CGPoint) {
        path.addCurve(to: endPoint, control1: controlPoint1, control2: controlPoint2)
    }
    open func addQuadCurve(to endPoint: CGPoint, controlPoint: CGPoint) {
        path.addQuadCurve(to: endPoint, control: controlPoint)
    }
    /// Adds an arc; `clockwise` is clockwise on screen (UIKit's flipped coordinates), which is
    /// Core Graphics' counter-clockwise.
    open func addArc(withCenter center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                     clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle, clockwise: !clockwise)
    }
    open func close() { path.closeSubpath() }
    open func removeAllPoints() { path = CGMutablePath() }
    /// Appends another path's elements.
    open func append(_ bezierPath: UIBezierPath) { path.addPath(bezierPath.path) }
    /// Transforms every point.
    open func apply(_ transform: CGAffineTransform) {
        path = path.mutableCopy(using: withUnsafePointer(to: transform) { $0 }) ?? path
    }
    /// Whether a point lies inside, under the path's fill rule.
    open func contains(_ point: CGPoint) -> Bool {
        path.contains(point, using: usesEvenOddFillRule ? .evenOdd : .winding)
    }
    /// The same path traversed backwards (lines only keep their shape; curves are kept as
    /// curves with their controls swapped).
    open func reversing() -> UIBezierPath {
        let reversed = UIBezierPath()
        reversed.copyAttributes(from: self)
        var subpath: [PathElement] = []
        var subpaths: [[PathElement]] = []
        for element in path.elements {
            if case .move = element, !subpath.isEmpty { subpaths.append(subpath); subpath = [] }
            subpath.append(element)
        }
        if !subpath.isEmpty { subpaths.append(subpath) }
        for elements in subpaths.reversed() {
            var points: [CGPoint] = []
            var closes = false
            var segments: [PathElement] = []
            var current = CGPoint.zero
            for element in elements {
                switch element {
                case .move(let p): current = p; points.append(p)
                case .line(let p): segments.append(.line(to: current)); current = p
                case .quadCurve(let p, let c): segments.append(.quadCurve(to: current, control: c)); current = p
                case .curve(let p, let c1, let c2): segments.append(.curve(to: current, control1: c2, control2: c1)); current = p
                case .closeSubpath: closes = true
                }
            }
            guard points.first != nil else { continue }
            reversed.path.move(to: current)
            for segment in segments.reversed() {
                switch segment {
                case .line(let p): reversed.path.addLine(to: p)
                case .quadCurve(let p, let c): reversed.path.addQuadCurve(to: p, control: c)
                case .curve(let p, let c1, let c2): reversed.path.addCurve(to: p, control1: c1, control2: c2)
                default: break
                }
            }
            if closes { reversed.path.closeSubpath() }
        }
        return reversed
    }

    private func copyAttributes(from other: UIBezierPath) {
        (lineWidth, lineCapStyle, lineJoinStyle, miterLimit, usesEvenOddFillRule)
            = (other.lineWidth, other.lineCapStyle, other.lineJoinStyle, other.miterLimit, other.usesEvenOddFillRule)
    }

    /// Fills the path into the current context with its fill colour; nothing without one.
    open func fill() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.addPath(path)
        context.fillPath(using: usesEvenOddFillRule ? .evenOdd : .winding)
        context.restoreGState()
    }

    /// Strokes the path into the current context with the path's line attributes.
    open func stroke() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.saveGState()
        context.setLineWidth(lineWidth)
        context.setLineCap(lineCapStyle)
        context.setLineJoin(lineJoinStyle)
        context.setMiterLimit(miterLimit)
        context.addPath(path)
        context.strokePath()
        context.restoreGState()
    }

    /// Intersects the current context's clip with the path.
    open func addClip() {
        guard let context = UIGraphicsGetCurrentContext() else { return }
        context.addPath(path)
        context.clip(using: usesEvenOddFillRule ? .evenOdd : .winding)
    }

    open var description: String { "UIBezierPath(\(path.elements.count) elements, bounds \(bounds))" }
}

/// Corners of a rectangle.
public struct UIRectCorner: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let topLeft = UIRectCorner(rawValue: 1 << 0)
    public static let topRight = UIRectCorner(rawValue: 1 << 1)
    public static let bottomLeft = UIRectCorner(rawValue: 1 << 2)
    public static let bottomRight = UIRectCorner(rawValue: 1 << 3)
    public static let allCorners: UIRectCorner = [.topLeft, .topRight, .bottomLeft, .bottomRight]
}
