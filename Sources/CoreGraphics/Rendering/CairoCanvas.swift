import Foundation
internal import CCairo

/// Paints a context's recorded operations into pixels with Cairo.
///
/// Each painting operation carries its path in device space and the graphics state it was
/// painted with (see ``CGContext/Operation``), so the canvas replays them one by one, each with
/// a fresh Cairo context on the same surface: a bad operation (a path with NaN or infinite
/// coordinates, a singular transform) is skipped and cannot spoil the ones after it.
///
/// Device space has y growing downwards in UIKit's contexts. A bitmap context made with
/// `CGContext(data:…)` has Core Graphics' own orientation (origin at the bottom left), which
/// the canvas applies as a final flip (`bottomUp`).
struct CairoCanvas {
    /// The most pixels a canvas paints (64 M, 256 MiB of RGBA); larger contexts give no image.
    static let pixelLimit = 1 << 26

    let width: Int
    let height: Int
    let bottomUp: Bool

    /// The pixels of the operations painted over transparent black: RGBA8, premultiplied,
    /// rows top to bottom. Nil for an empty or oversized canvas, or if Cairo fails.
    func render(_ operations: [CGContext.Operation]) -> [UInt8]? {
        guard width > 0, height > 0, width <= Self.pixelLimit / height else { return nil }
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(width), Int32(height)) else { return nil }
        defer { cairo_surface_destroy(surface) }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS else { return nil }
        for operation in operations {
            paint(operation, on: surface)
        }
        cairo_surface_flush(surface)
        return Self.rgbaPixels(of: surface)
    }

    // MARK: Operations

    private func paint(_ operation: CGContext.Operation, on surface: OpaquePointer) {
        switch operation {
        case .fill(let path, let rule, let state):
            draw(state, on: surface) { cr in
                guard addPath(path, to: cr) else { return false }
                cairo_set_fill_rule(cr, rule == .evenOdd ? CAIRO_FILL_RULE_EVEN_ODD : CAIRO_FILL_RULE_WINDING)
                setSource(state.fillColor, alpha: state.alpha, cr)
                cairo_fill(cr)
                return true
            }
        case .stroke(let path, let state):
            draw(state, on: surface) { cr in strokePath(path, state, cr) }
        case .clear(let rect, let state):
            draw(state, on: surface) { cr in
                guard rect.isFiniteRect else { return false }
                cairo_set_operator(cr, CAIRO_OPERATOR_CLEAR)
                cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
                cairo_fill(cr)
                return true
            }
        case .drawImage(let image, let rect, let state):
            draw(state, on: surface) { cr in drawImage(image, deviceRect: rect, state, cr) }
        case .drawLinearGradient(let gradient, let start, let end, let state):
            draw(state, on: surface) { cr in
                guard start.isFinitePoint, end.isFinitePoint,
                      let pattern = cairo_pattern_create_linear(start.x, start.y, end.x, end.y) else { return false }
                return paintGradient(gradient, pattern, state, cr)
            }
        case .drawRadialGradient(let gradient, let startCenter, let startRadius, let endCenter, let endRadius, let state):
            draw(state, on: surface) { cr in
                // The radii are in user space; the CTM's scale carries them to device space.
                let scale = state.ctm.uniformScale
                guard startCenter.isFinitePoint, endCenter.isFinitePoint, startRadius.isFinite, endRadius.isFinite,
                      let pattern = cairo_pattern_create_radial(startCenter.x, startCenter.y, max(0, startRadius) * scale,
                                                                endCenter.x, endCenter.y, max(0, endRadius) * scale)
                else { return false }
                return paintGradient(gradient, pattern, state, cr)
            }
        case .saveGState, .restoreGState, .concatenateCTM, .setFillColor, .setStrokeColor, .setLineWidth,
             .setLineCap, .setLineJoin, .setAlpha, .setBlendMode, .clip:
            // State changes: each painting operation carries the state it was painted with.
            break
        }
    }

    /// Runs `body` with a fresh Cairo context set to device space (flipped for a bottom-up
    /// context), the state's clip and blend mode applied.
    private func draw(_ state: CGContext.GraphicsState, on surface: OpaquePointer,
                      _ body: (OpaquePointer) -> Bool) {
        guard let cr = cairo_create(surface) else { return }
        defer { cairo_destroy(cr) }
        var device = deviceMatrix
        cairo_set_matrix(cr, &device)
        for clip in state.clipPaths {
            guard addPath(clip, to: cr) else { return }
            cairo_clip(cr)
        }
        cairo_set_operator(cr, Self.cairoOperator(state.blendMode))
        _ = body(cr)
    }

    /// Device space to Cairo's surface: the identity, or a flip for a bottom-up context.
    private var deviceMatrix: cairo_matrix_t {
        var matrix = cairo_matrix_t()
        if bottomUp {
            cairo_matrix_init(&matrix, 1, 0, 0, -1, 0, Double(height))
        } else {
            cairo_matrix_init_identity(&matrix)
        }
        return matrix
    }

    /// Adds a path's elements; false (and nothing added) when a coordinate is not finite.
    private func addPath(_ path: CGPath, to cr: OpaquePointer, transform: CGAffineTransform = .identity) -> Bool {
        let elements = path.elements
        for element in elements where !element.points.allSatisfy(\.isFinitePoint) { return false }
        cairo_new_path(cr)
        var current = CGPoint.zero
        for element in elements {
            switch element.applying(transform) {
            case .move(let p): cairo_move_to(cr, p.x, p.y); current = p
            case .line(let p): cairo_line_to(cr, p.x, p.y); current = p
            case .quadCurve(let p, let c):
                // A quadratic Bézier as the cubic with the same curve.
                let c1 = CGPoint(x: current.x + 2 / 3 * (c.x - current.x), y: current.y + 2 / 3 * (c.y - current.y))
                let c2 = CGPoint(x: p.x + 2 / 3 * (c.x - p.x), y: p.y + 2 / 3 * (c.y - p.y))
                cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y)
                current = p
            case .curve(let p, let c1, let c2): cairo_curve_to(cr, c1.x, c1.y, c2.x, c2.y, p.x, p.y); current = p
            case .closeSubpath: cairo_close_path(cr)
            }
        }
        return true
    }

    /// Strokes in user space (the path mapped back through the inverse CTM), so that the line
    /// width, dashes and joins scale with the CTM as in Core Graphics.
    private func strokePath(_ path: CGPath, _ state: CGContext.GraphicsState, _ cr: OpaquePointer) -> Bool {
        let ctm = state.ctm
        guard ctm.isInvertible, state.lineWidth.isFinite, state.lineWidth > 0 else { return false }
        var user = ctm.cairoMatrix
        cairo_transform(cr, &user)
        guard addPath(path, to: cr, transform: ctm.inverted()) else { return false }
        cairo_set_line_width(cr, state.lineWidth)
        cairo_set_line_cap(cr, [CAIRO_LINE_CAP_BUTT, CAIRO_LINE_CAP_ROUND, CAIRO_LINE_CAP_SQUARE][Int(state.lineCap.rawValue)])
        cairo_set_line_join(cr, [CAIRO_LINE_JOIN_MITER, CAIRO_LINE_JOIN_ROUND, CAIRO_LINE_JOIN_BEVEL][Int(state.lineJoin.rawValue)])
        cairo_set_miter_limit(cr, state.miterLimit.isFinite ? max(1, state.miterLimit) : 10)
        let dashes = state.lineDash.filter { $0.isFinite && $0 >= 0 }.map { Double($0) }
        if !dashes.isEmpty, dashes.contains(where: { $0 > 0 }) {
            cairo_set_dash(cr, dashes, Int32(dashes.count), state.lineDashPhase.isFinite ? state.lineDashPhase : 0)
        }
        setSource(state.strokeColor, alpha: state.alpha, cr)
        cairo_stroke(cr)
        return true
    }

    /// Draws an image as Core Graphics does: in user space, with the image's first row at the
    /// rectangle's maximum y. In UIKit's y-down contexts that shows the image upside down, as
    /// `CGContext.draw(_:in:)` does on iOS; `UIImage.draw(in:)` flips first.
    private func drawImage(_ image: CGImage, deviceRect: CGRect, _ state: CGContext.GraphicsState,
                           _ cr: OpaquePointer) -> Bool {
        let ctm = state.ctm
        guard ctm.isInvertible, deviceRect.isFiniteRect else { return false }
        let rect = deviceRect.applying(ctm.inverted()).standardized
        guard rect.width > 0, rect.height > 0 else { return false }
        var user = ctm.cairoMatrix
        cairo_transform(cr, &user)
        guard let source = Self.surface(of: image) else { return false }
        defer { cairo_surface_destroy(source) }
        guard let pattern = cairo_pattern_create_for_surface(source) else { return false }
        defer { cairo_pattern_destroy(pattern) }
        var matrix = cairo_matrix_t()
        let sx = Double(image.width) / rect.width, sy = Double(image.height) / rect.height
        cairo_matrix_init(&matrix, sx, 0, 0, -sy, -rect.minX * sx, rect.maxY * sy)
        cairo_pattern_set_matrix(pattern, &matrix)
        cairo_pattern_set_filter(pattern, CAIRO_FILTER_BILINEAR)
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_rectangle(cr, rect.minX, rect.minY, rect.width, rect.height)
        cairo_clip(cr)
        cairo_paint_with_alpha(cr, state.alpha.clampedUnit)
        return true
    }

    /// Paints a gradient pattern over the clip; the colours extend past the ends.
    private func paintGradient(_ gradient: CGGradient, _ pattern: OpaquePointer, _ state: CGContext.GraphicsState,
                               _ cr: OpaquePointer) -> Bool {
        defer { cairo_pattern_destroy(pattern) }
        for (color, location) in zip(gradient.colors, gradient.locations) {
            let c = color.rgbaComponents
            cairo_pattern_add_color_stop_rgba(pattern, location.clampedUnit, c.red.clampedUnit, c.green.clampedUnit,
                                              c.blue.clampedUnit, c.alpha.clampedUnit)
        }
        cairo_pattern_set_extend(pattern, CAIRO_EXTEND_PAD)
        cairo_set_source(cr, pattern)
        cairo_paint_with_alpha(cr, state.alpha.clampedUnit)
        return true
    }

    private func setSource(_ color: CGColor, alpha: CGFloat, _ cr: OpaquePointer) {
        let c = color.rgbaComponents
        cairo_set_source_rgba(cr, c.red.clampedUnit, c.green.clampedUnit, c.blue.clampedUnit,
                              (c.alpha * alpha).clampedUnit)
    }

    static func cairoOperator(_ mode: CGBlendMode) -> cairo_operator_t {
        switch mode {
        case .normal: CAIRO_OPERATOR_OVER
        case .multiply: CAIRO_OPERATOR_MULTIPLY
        case .screen: CAIRO_OPERATOR_SCREEN
        case .overlay: CAIRO_OPERATOR_OVERLAY
        case .darken, .plusDarker: CAIRO_OPERATOR_DARKEN
        case .lighten: CAIRO_OPERATOR_LIGHTEN
        case .colorDodge: CAIRO_OPERATOR_COLOR_DODGE
        case .colorBurn: CAIRO_OPERATOR_COLOR_BURN
        case .softLight: CAIRO_OPERATOR_SOFT_LIGHT
        case .hardLight: CAIRO_OPERATOR_HARD_LIGHT
        case .difference: CAIRO_OPERATOR_DIFFERENCE
        case .exclusion: CAIRO_OPERATOR_EXCLUSION
        case .hue: CAIRO_OPERATOR_HSL_HUE
        case .saturation: CAIRO_OPERATOR_HSL_SATURATION
        case .color: CAIRO_OPERATOR_HSL_COLOR
        case .luminosity: CAIRO_OPERATOR_HSL_LUMINOSITY
        case .clear: CAIRO_OPERATOR_CLEAR
        case .copy: CAIRO_OPERATOR_SOURCE
        case .sourceIn: CAIRO_OPERATOR_IN
        case .sourceOut: CAIRO_OPERATOR_OUT
        case .sourceAtop: CAIRO_OPERATOR_ATOP
        case .destinationOver: CAIRO_OPERATOR_DEST_OVER
        case .destinationIn: CAIRO_OPERATOR_DEST_IN
        case .destinationOut: CAIRO_OPERATOR_DEST_OUT
        case .destinationAtop: CAIRO_OPERATOR_DEST_ATOP
        case .xor: CAIRO_OPERATOR_XOR
        case .plusLighter: CAIRO_OPERATOR_ADD
        }
    }

    // MARK: Pixels

    /// A Cairo surface holding a copy of an image's pixels (RGBA to Cairo's native-endian ARGB).
    static func surface(of image: CGImage) -> OpaquePointer? {
        guard let surface = cairo_image_surface_create(CAIRO_FORMAT_ARGB32, Int32(image.width), Int32(image.height)) else {
            return nil
        }
        guard cairo_surface_status(surface) == CAIRO_STATUS_SUCCESS, let data = cairo_image_surface_get_data(surface) else {
            cairo_surface_destroy(surface)
            return nil
        }
        let stride = Int(cairo_image_surface_get_stride(surface))
        image.rgbaPixels.withUnsafeBufferPointer { source in
            for y in 0..<image.height {
                let row = data + y * stride
                for x in 0..<image.width {
                    let i = (y * image.width + x) * 4
                    let pixel = UInt32(source[i + 3]) << 24 | UInt32(source[i]) << 16 | UInt32(source[i + 1]) << 8 | UInt32(source[i + 2])
                    (row + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee = pixel }
                }
            }
        }
        cairo_surface_mark_dirty(surface)
        return surface
    }

    /// The pixels of an ARGB32 surface as RGBA8, premultiplied, rows top to bottom.
    static func rgbaPixels(of surface: OpaquePointer) -> [UInt8]? {
        cairo_surface_flush(surface)
        guard let data = cairo_image_surface_get_data(surface) else { return nil }
        let width = Int(cairo_image_surface_get_width(surface)), height = Int(cairo_image_surface_get_height(surface))
        let stride = Int(cairo_image_surface_get_stride(surface))
        guard width > 0, height > 0 else { return nil }
        return [UInt8](unsafeUninitializedCapacity: width * height * 4) { buffer, count in
            for y in 0..<height {
                let row = data + y * stride
                for x in 0..<width {
                    let pixel = (row + x * 4).withMemoryRebound(to: UInt32.self, capacity: 1) { $0.pointee }
                    let i = (y * width + x) * 4
                    buffer[i] = UInt8(truncatingIfNeeded: pixel >> 16)
                    buffer[i + 1] = UInt8(truncatingIfNeeded: pixel >> 8)
                    buffer[i + 2] = UInt8(truncatingIfNeeded: pixel)
                    buffer[i + 3] = UInt8(truncatingIfNeeded: pixel >> 24)
                }
            }
            count = width * height * 4
        }
    }
}

extension CGAffineTransform {
    /// The transform as a Cairo matrix (same layout: x' = a x + c y + tx, y' = b x + d y + ty).
    var cairoMatrix: cairo_matrix_t {
        var matrix = cairo_matrix_t()
        cairo_matrix_init(&matrix, a, b, c, d, tx, ty)
        return matrix
    }

    /// Whether the transform has an inverse and finite entries.
    var isInvertible: Bool {
        let determinant = a * d - b * c
        return [a, b, c, d, tx, ty].allSatisfy(\.isFinite) && determinant != 0 && determinant.isFinite
    }

    /// The scale an area is multiplied by, as a length: the square root of |determinant|.
    var uniformScale: CGFloat {
        let value = abs(a * d - b * c).squareRoot()
        return value.isFinite ? value : 1
    }
}

extension CGPoint {
    var isFinitePoint: Bool { x.isFinite && y.isFinite }
}

extension CGRect {
    var isFiniteRect: Bool { origin.isFinitePoint && size.width.isFinite && size.height.isFinite }
}

extension CGFloat {
    /// The value clamped to 0…1; NaN counts as 0.
    var clampedUnit: Double { isNaN ? 0 : Double(Swift.min(1, Swift.max(0, self))) }
}
