import Foundation

/// A drawing destination that records what is drawn into it, and paints it into pixels on
/// demand.
///
/// Every call is kept in `operations` (an SPI for tests and renderers) with the path in
/// device space and the graphics state it was painted with. ``makeImage()`` replays them with
/// Cairo into a bitmap (see `CairoCanvas`).
public final class CGContext {
    /// The width of the destination, in pixels.
    public let width: Int
    /// The height of the destination, in pixels.
    public let height: Int
    /// The calls made on the context so far.
    @_spi(Headless) public private(set) var operations: [Operation] = []
    /// The graphics state in force.
    @_spi(Headless) public private(set) var state = GraphicsState()
    private var savedStates: [GraphicsState] = []
    /// The current path, in device space.
    private var path = CGMutablePath()
    /// Whether device space has its origin at the bottom left, as Core Graphics' own bitmap
    /// contexts do; UIKit's contexts (renderers, image contexts, `draw(_:)`) run top down.
    let isBottomUp: Bool

    /// A bitmap context; nil for a size that is not positive or for a layout other than 8-bit
    /// components. Its origin is at the bottom left, as in Core Graphics. `data` is not written:
    /// read the pixels with ``makeImage()``.
    public init?(data: UnsafeMutableRawPointer?, width: Int, height: Int, bitsPerComponent: Int,
                 bytesPerRow: Int, space: CGColorSpace, bitmapInfo: UInt32) {
        guard width > 0, height > 0, bitsPerComponent == 8 else { return nil }
        self.width = width
        self.height = height
        self.isBottomUp = true
    }

    /// A context of a size in pixels (negative sizes count as zero) whose device space runs
    /// top down, as UIKit's drawing contexts do.
    @_spi(Headless) public init(recordingWidth width: Int, height: Int) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.isBottomUp = false
    }

    /// A recording context of a size in pixels with the given orientation of device space.
    init(width: Int, height: Int, bottomUp: Bool) {
        self.width = max(0, width)
        self.height = max(0, height)
        self.isBottomUp = bottomUp
    }

    /// Removes the recorded operations.
    @_spi(Headless) public func clearRecording() { operations.removeAll() }

    // MARK: Graphics state

    /// Pushes a copy of the graphics state.
    public func saveGState() {
        savedStates.append(state)
        operations.append(.saveGState)
    }

    /// Pops the graphics state; an unbalanced call does nothing.
    public func restoreGState() {
        guard let saved = savedStates.popLast() else { return }
        state = saved
        operations.append(.restoreGState)
    }

    /// The current transformation matrix.
    public var ctm: CGAffineTransform { state.ctm }

    /// The user-space-to-device-space transform (the CTM).
    public var userSpaceToDeviceSpaceTransform: CGAffineTransform { state.ctm }

    /// Prepends a transform to the CTM.
    public func concatenate(_ transform: CGAffineTransform) {
        state.ctm = transform.concatenating(state.ctm)
        operations.append(.concatenateCTM(transform))
    }

    /// Translates user space.
    public func translateBy(x tx: CGFloat, y ty: CGFloat) { concatenate(CGAffineTransform(translationX: tx, y: ty)) }
    /// Scales user space.
    public func scaleBy(x sx: CGFloat, y sy: CGFloat) { concatenate(CGAffineTransform(scaleX: sx, y: sy)) }
    /// Rotates user space.
    public func rotate(by angle: CGFloat) { concatenate(CGAffineTransform(rotationAngle: angle)) }

    public func setFillColor(_ color: CGColor) { state.fillColor = color; operations.append(.setFillColor(color)) }
    public func setStrokeColor(_ color: CGColor) { state.strokeColor = color; operations.append(.setStrokeColor(color)) }
    public func setFillColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setFillColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setStrokeColor(red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) {
        setStrokeColor(CGColor(red: red, green: green, blue: blue, alpha: alpha))
    }
    public func setFillColor(gray: CGFloat, alpha: CGFloat) { setFillColor(CGColor(gray: gray, alpha: alpha)) }
    public func setStrokeColor(gray: CGFloat, alpha: CGFloat) { setStrokeColor(CGColor(gray: gray, alpha: alpha)) }
    public func setLineWidth(_ width: CGFloat) { state.lineWidth = width; operations.append(.setLineWidth(width)) }
    public func setLineCap(_ cap: CGLineCap) { state.lineCap = cap; operations.append(.setLineCap(cap)) }
    public func setLineJoin(_ join: CGLineJoin) { state.lineJoin = join; operations.append(.setLineJoin(join)) }
    public func setMiterLimit(_ limit: CGFloat) { state.miterLimit = limit }
    public func setLineDash(phase: CGFloat, lengths: [CGFloat]) {
        state.lineDashPhase = phase
        state.lineDash = lengths
    }
    public func setAlpha(_ alpha: CGFloat) { state.alpha = alpha; operations.append(.setAlpha(alpha)) }
    public func setBlendMode(_ mode: CGBlendMode) { state.blendMode = mode; operations.append(.setBlendMode(mode)) }
    public func setShadow(offset: CGSize, blur: CGFloat, color: CGColor?) {
        state.shadowOffset = offset
        state.shadowBlur = blur
        state.shadowColor = color
    }
    public func setShadow(offset: CGSize, blur: CGFloat) {
        setShadow(offset: offset, blur: blur, color: CGColor(gray: 0, alpha: 1.0 / 3.0))
    }
    public func setShouldAntialias(_ shouldAntialias: Bool) {}
    public func setAllowsAntialiasing(_ allowsAntialiasing: Bool) {}
    public var interpolationQuality: CGInterpolationQuality = .default

    // MARK: Path construction (points are mapped by the CTM as they are added)

    public func beginPath() { path = CGMutablePath() }
    public func move(to point: CGPoint) { path.move(to: point, transform: state.ctm) }
    public func addLine(to point: CGPoint) { path.addLine(to: point, transform: state.ctm) }
    public func addLines(between points: [CGPoint]) { path.addLines(between: points, transform: state.ctm) }
    public func addRect(_ rect: CGRect) { path.addRect(rect, transform: state.ctm) }
    public func addRects(_ rects: [CGRect]) { path.addRects(rects, transform: state.ctm) }
    public func addEllipse(in rect: CGRect) { path.addEllipse(in: rect, transform: state.ctm) }
    public func addArc(center: CGPoint, radius: CGFloat, startAngle: CGFloat, endAngle: CGFloat, clockwise: Bool) {
        path.addArc(center: center, radius: radius, startAngle: startAngle, endAngle: endAngle,
                    clockwise: clockwise, transform: state.ctm)
    }
    public func addArc(tangent1End: CGPoint, tangent2End: CGPoint, radius: CGFloat) {
        path.addArc(tangent1End: tangent1End, tangent2End: tangent2End, radius: radius, transform: state.ctm)
    }
    public func addCurve(to end: CGPoint, control1: CGPoint, control2: CGPoint) {
        path.addCurve(to: end, control1: control1, control2: control2, transform: state.ctm)
    }
    public func addQuadCurve(to end: CGPoint, control: CGPoint) {
        path.addQuadCurve(to: end, control: control, transform: state.ctm)
    }
    public func addPath(_ other: CGPath) { path.addPath(other, transform: state.ctm) }
    public func closePath() { path.closeSubpath() }
    /// Whether the current path is empty.
    public var isPathEmpty: Bool { path.isEmpty }
    /// The current point, in user space.
    public var currentPointOfPath: CGPoint { path.currentPoint.applying(state.ctm.inverted()) }
    /// The bounding box of the current path, in user space.
    public var boundingBoxOfPath: CGRect { path.boundingBox.applying(state.ctm.inverted()) }

    // MARK: Painting

    /// Paints the current path and clears it.
    public func drawPath(using mode: CGPathDrawingMode) {
        let current = path
        path = CGMutablePath()
        guard !current.isEmpty else { return }
        switch mode {
        case .fill: operations.append(.fill(current, .winding, state))
        case .eoFill: operations.append(.fill(current, .evenOdd, state))
        case .stroke: operations.append(.stroke(current, state))
        case .fillStroke:
            operations.append(.fill(current, .winding, state))
            operations.append(.stroke(current, state))
        case .eoFillStroke:
            operations.append(.fill(current, .evenOdd, state))
            operations.append(.stroke(current, state))
        }
    }

    public func fillPath(using rule: CGPathFillRule = .winding) { drawPath(using: rule == .winding ? .fill : .eoFill) }
    public func strokePath() { drawPath(using: .stroke) }
    public func fill(_ rect: CGRect) { beginPath(); addRect(rect); fillPath() }
    public func fill(_ rects: [CGRect]) { beginPath(); addRects(rects); fillPath() }
    public func stroke(_ rect: CGRect) { beginPath(); addRect(rect); strokePath() }
    public func stroke(_ rect: CGRect, width: CGFloat) {
        saveGState(); setLineWidth(width); stroke(rect); restoreGState()
    }
    public func fillEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); fillPath() }
    public func strokeEllipse(in rect: CGRect) { beginPath(); addEllipse(in: rect); strokePath() }
    public func strokeLineSegments(between points: [CGPoint]) {
        beginPath()
        var index = 0
        while index + 1 < points.count {
            move(to: points[index]); addLine(to: points[index + 1])
            index += 2
        }
        strokePath()
    }
    /// Makes a rectangle transparent.
    public func clear(_ rect: CGRect) { operations.append(.clear(rect.applying(state.ctm), state)) }

    /// Draws an image into a rectangle of user space.
    public func draw(_ image: CGImage, in rect: CGRect, byTiling: Bool = false) {
        operations.append(.drawImage(image, rect.applying(state.ctm), state))
    }

    public func drawLinearGradient(_ gradient: CGGradient, start: CGPoint, end: CGPoint,
                                   options: CGGradientDrawingOptions) {
        operations.append(.drawLinearGradient(gradient, start: start.applying(state.ctm),
                                              end: end.applying(state.ctm), state))
    }

    public func drawRadialGradient(_ gradient: CGGradient, startCenter: CGPoint, startRadius: CGFloat,
                                   endCenter: CGPoint, endRadius: CGFloat, options: CGGradientDrawingOptions) {
        operations.append(.drawRadialGradient(gradient, startCenter: startCenter.applying(state.ctm),
                                              startRadius: startRadius, endCenter: endCenter.applying(state.ctm),
                                              endRadius: endRadius, state))
    }

    // MARK: Clipping

    /// Intersects the clip with the current path, and clears the path.
    public func clip(using rule: CGPathFillRule = .winding) {
        let current = path
        path = CGMutablePath()
        state.clipPaths.append(current)
        operations.append(.clip(current, rule))
    }

    public func clip(to rect: CGRect) { beginPath(); addRect(rect); clip() }
    public func clip(to rects: [CGRect]) { beginPath(); addRects(rects); clip() }

    /// The bounding box of the clip, in user space.
    public var boundingBoxOfClipPath: CGRect {
        var box = CGRect(x: 0, y: 0, width: width, height: height)
        for clip in state.clipPaths { box = box.intersection(clip.boundingBox) }
        return box.applying(state.ctm.inverted())
    }

    /// An image of what has been drawn so far, painted over transparent pixels; nil for an
    /// empty context or one larger than 64 M pixels.
    public func makeImage() -> CGImage? {
        let canvas = CairoCanvas(width: width, height: height, bottomUp: isBottomUp)
        guard let pixels = canvas.render(operations) else { return nil }
        return CGImage(width: width, height: height, rgbaPixels: pixels)
    }

    /// Flushes drawing; nothing to do for a recording.
    public func flush() {}
}
