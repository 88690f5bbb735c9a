import Foundation

/// A path that can be built up element by element.
///
/// Every method takes an optional transform that maps the points before they are stored.
public final class CGMutablePath: CGPath, @unchecked Sendable {
    /// An empty path.
    public init() {
        super.init(elements: [])
    }

    private var hasCurrentPoint: Bool { !storage.isEmpty }

    /// Starts a subpath at a point.
    public func move(to point: CGPoint, transform: CGAffineTransform = .identity) {
        storage.append(.move(to: point.applying(transform)))
    }

    /// A line from the current point; with no current point, a move there instead.
    public func addLine(to point: CGPoint, transform: CGAffineTransform = .identity) {
        guard hasCurrentPoint else { return move(to: point, transform: transform) }
        storage.append(.line(to: point.applying(transform)))
    }

    /// A sequence of lines through the points, starting a new subpath at the first.
    public func addLines(between points: [CGPoint], transform: CGAffineTransform = .identity) {
        guard let first = points.first else { return }
        move(to: first, transform: transform)
        for point in points.dropFirst() { addLine(to: point, transform: transform) }
    }

    /// A closed rectangular subpath, starting at the rectangle's origin.
    public func addRect(_ rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        move(to: CGPoint(x: r.minX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY), transform: transform)
        addLine(to: CGPoint(x: r.minX, y: r.maxY), transform: transform)
        closeSubpath()
    }

    /// Several closed rectangular subpaths.
    public func addRects(_ rects: [CGRect], transform: CGAffineTransform = .identity) {
        for rect in rects { addRect(rect, transform: transform) }
    }

    /// A closed elliptical subpath inscribed in a rectangle, made of four cubic curves.
    public func addEllipse(in rect: CGRect, transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let center = CGPoint(x: r.midX, y: r.midY)
        let scale = CGAffineTransform(scaleX: r.width / 2, y: r.height / 2)
            .concatenating(CGAffineTransform(translationX: center.x, y: center.y))
            .concatenating(transform)
        move(to: CGPoint(x: 1, y: 0), transform: scale)
        appendArcCurves(center: .zero, radius: 1, start: 0, delta: 2 * .pi, transform: scale)
        closeSubpath()
    }

    /// A closed rounded rectangle; corner sizes are clamped to half the sides.
    public func addRoundedRect(in rect: CGRect, cornerWidth: CGFloat, cornerHeight: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let r = rect.standardized
        let rx = min(max(0, cornerWidth.isFinite ? cornerWidth : 0), r.width / 2)
        let ry = min(max(0, cornerHeight.isFinite ? cornerHeight : 0), r.height / 2)
        guard rx > 0, ry > 0 else { return addRect(r, transform: transform) }
        let corner = { (cx: CGFloat, cy: CGFloat, start: CGFloat) in
            let t = CGAffineTransform(scaleX: rx, y: ry).concatenating(CGAffineTransform(translationX: cx, y: cy))
                .concatenating(transform)
            self.appendArcCurves(center: .zero, radius: 1, start: start, delta: .pi / 2, transform: t)
        }
        move(to: CGPoint(x: r.minX + rx, y: r.minY), transform: transform)
        addLine(to: CGPoint(x: r.maxX - rx, y: r.minY), transform: transform)
        corner(r.maxX - rx, r.minY + ry, -.pi / 2)
        addLine(to: CGPoint(x: r.maxX, y: r.maxY - ry), transform: transform)
        corner(r.maxX - rx, r.maxY - ry, 0)
        addLine(to: CGPoint(x: r.minX + rx, y: r.maxY), transform: transform)
        corner(r.minX + rx, r.maxY - ry, .pi / 2)
        addLine(to: CGPoint(x: r.minX, y: r.minY + ry), transform: transform)
        corner(r.minX + rx, r.minY + ry, .pi)
        closeSubpath()
    }

    /// An arc of a circle, from `startAngle` to `endAngle`; `clockwise` sweeps towards
    /// decreasing angles. A line joins the current point to the arc's start.
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat,
                       clockwise: Bool, transform: CGAffineTransform = .identity) {
        let twoPi = 2 * CGFloat.pi
        var delta = endAngle - startAngle
        if clockwise {
            if delta > 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) - twoPi }
            delta = max(delta, -twoPi)
        } else {
            if delta < 0 { delta = delta.truncatingRemainder(dividingBy: twoPi) + twoPi }
            delta = min(delta, twoPi)
        }
        addRelativeArc(center: center, radius: radius, startAngle: startAngle, delta: delta, transform: transform)
    }

    /// An arc of a circle sweeping `delta` radians from `startAngle`.
    public func addRelativeArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, delta: CGFloat,
                               transform: CGAffineTransform = .identity) {
        let start = CGPoint(x: center.x + radius * CGAffineTransform.exactCosine(startAngle),
                            y: center.y + radius * CGAffineTransform.exactSine(startAngle))
        if hasCurrentPoint { addLine(to: start, transform: transform) } else { move(to: start, transform: transform) }
        appendArcCurves(center: center, radius: radius, start: startAngle, delta: delta, transform: transform)
    }

    /// An arc tangent to the lines from the current point to `tangent1End` and from there to
    /// `tangent2End`; a line to `tangent1End` when the points are collinear.
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat,
                       transform: CGAffineTransform = .identity) {
        let p0 = storage.isEmpty ? tangent1End : currentPoint.applying(transform.inverted())
        let v1 = CGPoint(x: p0.x - tangent1End.x, y: p0.y - tangent1End.y)
        let v2 = CGPoint(x: tangent2End.x - tangent1End.x, y: tangent2End.y - tangent1End.y)
        let l1 = hypot(v1.x, v1.y), l2 = hypot(v2.x, v2.y)
        let cross = v1.x * v2.y - v1.y * v2.x
        guard l1 > 0, l2 > 0, abs(cross) > 1e-12, radius > 0, radius.isFinite else {
            return addLine(to: tangent1End, transform: transform)
        }
        let angle = acos(max(-1, min(1, (v1.x * v2.x + v1.y * v2.y) / (l1 * l2))))
        let distance = radius / tan(angle / 2)
        let t1 = CGPoint(x: tangent1End.x + v1.x / l1 * distance, y: tangent1End.y + v1.y / l1 * distance)
        let bisector = CGPoint(x: v1.x / l1 + v2.x / l2, y: v1.y / l1 + v2.y / l2)
        let bl = hypot(bisector.x, bisector.y)
        let centerDistance = radius / sin(angle / 2)
        let center = CGPoint(x: tangent1End.x + bisector.x / bl * centerDistance,
                             y: tangent1End.y + bisector.y / bl * centerDistance)
        let startAngle = atan2(t1.y - center.y, t1.x - center.x)
        let sweep = (CGFloat.pi - angle) * (cross > 0 ? -1 : 1)
        addLine(to: t1, transform: transform)
        appendArcCurves(center: center, radius: radius, start: startAngle, delta: sweep, transform: transform)
    }

    /// A cubic Bézier curve from the current point.
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint,
                         transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control1, transform: transform) }
        storage.append(.curve(to: end.applying(transform), control1: control1.applying(transform),
                              control2: control2.applying(transform)))
    }

    /// A quadratic Bézier curve from the current point.
    public func addQuadCurve(to end: CGPoint, control: CGPoint, transform: CGAffineTransform = .identity) {
        if !hasCurrentPoint { move(to: control, transform: transform) }
        storage.append(.quadCurve(to: end.applying(transform), control: control.applying(transform)))
    }

    /// Closes the current subpath with a line back to its start; nothing on an empty path.
    public func closeSubpath() {
        guard hasCurrentPoint, storage.last != .closeSubpath else { return }
        storage.append(.closeSubpath)
    }

    /// Appends another path's elements, transformed.
    public func addPath(_ path: CGPath, transform: CGAffineTransform = .identity) {
        storage.append(contentsOf: transform.isIdentity ? path.storage : path.storage.map { $0.applying(transform) })
    }

    /// Appends cubic curves approximating an arc, in at most four pieces per turn (the
    /// number of pieces is bounded, whatever `delta` is).
    @_spi(Headless) public func appendArcCurves(center: CGPoint, radius: CGFloat, start: CGFloat, delta: CGFloat,
                         transform: CGAffineTransform) {
        guard delta.isFinite, start.isFinite, delta != 0 else { return }
        let clamped = max(-2 * .pi, min(2 * .pi, delta))
        let pieces = max(1, Int((abs(clamped) / (.pi / 2)).rounded(.up)))
        let step = clamped / CGFloat(pieces)
        let k = 4.0 / 3.0 * tan(step / 4)
        var angle = start
        for _ in 0..<pieces {
            let next = angle + step
            let (c0, s0) = (CGAffineTransform.exactCosine(angle), CGAffineTransform.exactSine(angle))
            let (c1, s1) = (CGAffineTransform.exactCosine(next), CGAffineTransform.exactSine(next))
            let p1 = CGPoint(x: center.x + radius * (c0 - k * s0), y: center.y + radius * (s0 + k * c0))
            let p2 = CGPoint(x: center.x + radius * (c1 + k * s1), y: center.y + radius * (s1 - k * c1))
            let p3 = CGPoint(x: center.x + radius * c1, y: center.y + radius * s1)
            storage.append(.curve(to: p3.applying(transform), control1: p1.applying(transform),
                                  control2: p2.applying(transform)))
            angle = next
        }
    }
}
