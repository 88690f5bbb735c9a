import Foundation
@_spi(Headless) import CoreGraphics

/// Paints a tree of layers into a context, as the render server composites them on iOS.
///
/// Each layer is painted in its own coordinate space (its position, anchor point, transform and
/// bounds origin applied), in this order: background (rounded by ``CALayer/cornerRadius`` and
/// ``CALayer/maskedCorners``), contents (a `CGImage`, stretched to the bounds), the content its
/// last ``CALayer/display()`` drew, the content a shape, gradient or text layer draws, then
/// its children, then the border, drawn inside the bounds. ``CALayer/masksToBounds`` clips the
/// content and children to the rounded bounds; ``CALayer/opacity`` multiplies the alpha of
/// everything below it (per shape, not as a flattened group); hidden layers and their children
/// are skipped.
///
/// A layer with a shadow or a ``CALayer/mask`` is painted as a group, apart, into an offscreen
/// context: the mask's alpha multiplies the group's pixels; the shadow is the group's alpha (or
/// ``CALayer/shadowPath`` filled), blurred by ``CALayer/shadowRadius`` (`CGImage.shadow`, a
/// box blur in Swift: Cairo has none), moved by ``CALayer/shadowOffset``, in
/// ``CALayer/shadowColor`` at ``CALayer/shadowOpacity``, painted under the group; the group's
/// ``CALayer/opacity`` applies to it as a whole. A layer that clips to its bounds clips its
/// shadow away (References §33). Groups nest at most ``maximumGroupDepth`` deep; deeper ones
/// are painted without their effects. 3D transforms beyond their affine part and filters are
/// not painted.
///
/// The walk keeps its own stack rather than recursing, so a deep tree cannot exhaust the
/// thread's stack.
@_spi(Headless) public struct LayerRenderer {
    /// Children painted after a layer's sublayers: UIKit gives a view's subviews' layers.
    public var extraChildren: (CALayer) -> [CALayer] = { _ in [] }
    /// Content painted after a layer's own, in its coordinate space (UIKit paints labels'
    /// text and image views' images here).
    public var paintContent: (CALayer, CGContext) -> Void = { _, _ in }

    public init() {}

    /// How many groups (layers with a shadow or a mask) may be painted one inside another.
    static let maximumGroupDepth = 4
    /// How many groups enclose this renderer's tree.
    private var groupDepth = 0

    private enum Step {
        case enter(CALayer, applyingGeometry: Bool)
        case finish(CALayer)
    }

    /// Paints `root` and its tree. With `applyingGeometry` false the context is taken to be in
    /// the root's coordinate space already (as `CALayer.render(in:)` does); otherwise in its
    /// superlayer's.
    public func render(_ root: CALayer, in ctx: CGContext, applyingGeometry: Bool) {
        render(root, in: ctx, applyingGeometry: applyingGeometry, rootAsGroupContent: false)
    }

    /// Paints the tree; with `rootAsGroupContent` the root is the content of a group being
    /// painted apart: its opacity and effects are the group's, applied when it is composited.
    private func render(_ root: CALayer, in ctx: CGContext, applyingGeometry: Bool, rootAsGroupContent: Bool) {
        var steps: [Step] = [.enter(root, applyingGeometry: applyingGeometry)]
        while let step = steps.popLast() {
            switch step {
            case .enter(let layer, let applyingGeometry):
                guard !layer.isHidden, layer.opacity > 0 else { continue }
                let isGroupContent = rootAsGroupContent && layer === root
                ctx.saveGState()
                if applyingGeometry { ctx.concatenate(layer.transformFromSuperlayer) }
                if layer.opacity < 1 && !isGroupContent { ctx.setAlpha(ctx.state.alpha * CGFloat(layer.opacity)) }
                let outline = layer.outlinePath
                if layer.masksToBounds {
                    ctx.addPath(outline)
                    ctx.clip()
                }
                if !isGroupContent, groupDepth < Self.maximumGroupDepth, layer.hasGroupEffects {
                    paintGroup(layer, in: ctx)
                    ctx.restoreGState()
                    continue
                }
                paintOwnContent(of: layer, outline: outline, in: ctx)
                steps.append(.finish(layer))
                let children = layer.storedSublayers + extraChildren(layer)
                for child in children.reversed() { steps.append(.enter(child, applyingGeometry: true)) }
            case .finish(let layer):
                paintBorder(of: layer, in: ctx)
                ctx.restoreGState()
            }
        }
    }

    /// Paints a layer with a mask or a shadow: its tree apart, then the shadow and the masked
    /// tree over the destination (whose CTM is the layer's space, clip and alpha applied).
    private func paintGroup(_ layer: CALayer, in ctx: CGContext) {
        var inner = self
        inner.groupDepth += 1
        let offscreen = ctx.makeOffscreenContext()
        inner.render(layer, in: offscreen, applyingGeometry: false, rootAsGroupContent: true)
        guard var content = offscreen.makeImage() else { return }
        if let mask = layer.mask {
            let maskContext = ctx.makeOffscreenContext()
            inner.render(mask, in: maskContext, applyingGeometry: true, rootAsGroupContent: false)
            guard let maskImage = maskContext.makeImage(), let masked = content.masked(by: maskImage) else { return }
            content = masked
        }
        if layer.castsShadow, let extras = layer.extras, let color = extras.shadowColor {
            var shape = content
            if let path = extras.shadowPath {
                let pathContext = ctx.makeOffscreenContext()
                pathContext.addPath(path)
                pathContext.fillPath()
                if let filled = pathContext.makeImage() { shape = filled }
            }
            let m = ctx.state.ctm
            let offset = CGSize(width: m.a * extras.shadowOffset.width + m.c * extras.shadowOffset.height,
                                height: m.b * extras.shadowOffset.width + m.d * extras.shadowOffset.height)
            if let shadow = shape.shadow(color: color, opacity: CGFloat(extras.shadowOpacity),
                                         blurRadius: extras.shadowRadius * ctx.deviceScale) {
                ctx.drawDevicePixels(shadow, offsetBy: offset)
            }
        }
        ctx.drawDevicePixels(content)
    }

    /// The part of a layer's image its `contentsRect` shows (unit coordinates from the top
    /// left, kept inside the image; References §57.8); nil when nothing of it is shown.
    static func visiblePart(of image: CGImage, contentsRect: CGRect) -> CGImage? {
        let unit = CGRect(x: 0, y: 0, width: 1, height: 1)
        if contentsRect == unit { return image }
        let part = contentsRect.standardized.intersection(unit)
        guard !part.isNull, part.width > 0, part.height > 0, part.width.isFinite, part.height.isFinite else { return nil }
        let width = CGFloat(image.width), height = CGFloat(image.height)
        let pixels = CGRect(x: (part.minX * width).rounded(), y: (part.minY * height).rounded(),
                            width: max(1, (part.width * width).rounded()), height: max(1, (part.height * height).rounded()))
        return image.cropping(to: pixels)
    }

    private func paintOwnContent(of layer: CALayer, outline: CGPath, in ctx: CGContext) {
        if let background = layer.backgroundColor, background.alpha > 0 {
            ctx.setFillColor(background)
            ctx.addPath(outline)
            ctx.fillPath()
        }
        if let image = layer.contents as? CGImage, let shown = Self.visiblePart(of: image, contentsRect: layer.contentsRect) {
            ctx.drawUpright(shown, in: layer.bounds)
        }
        if let recorded = layer.recordedContents, !recorded.operations.isEmpty, let image = recorded.makeImage() {
            ctx.drawUpright(image, in: layer.bounds)
        } else if layer.delegate == nil || layer is CAShapeLayer || layer is CAGradientLayer || layer is CATextLayer {
            // Layers that paint themselves; a view's plain layer draws through display().
            ctx.saveGState()
            layer.draw(in: ctx)
            ctx.restoreGState()
        }
        paintContent(layer, ctx)
    }

    private func paintBorder(of layer: CALayer, in ctx: CGContext) {
        guard let extras = layer.extras, extras.borderWidth > 0, extras.borderWidth.isFinite,
              let color = extras.borderColor, color.alpha > 0 else { return }
        let bounds = layer.bounds
        let width = min(extras.borderWidth, min(bounds.width, bounds.height) / 2)
        let inner = bounds.insetBy(dx: width, dy: width)
        let ring = CGMutablePath()
        ring.addPath(layer.outlinePath)
        if inner.width > 0, inner.height > 0 {
            ring.addPath(CALayer.roundedPath(inner, radius: max(0, layer.cornerRadius - width), corners: extras.maskedCorners))
        }
        ctx.setFillColor(color)
        ctx.addPath(ring)
        ctx.fillPath(using: .evenOdd)
    }
}

extension CALayer {
    /// Whether the layer casts a shadow that shows: some opacity, a visible colour, and no
    /// clipping to its bounds (which clips the shadow away).
    var castsShadow: Bool {
        guard let extras, extras.shadowOpacity > 0, !masksToBounds,
              let color = extras.shadowColor, color.alpha > 0 else { return false }
        return extras.shadowRadius.isFinite && extras.shadowOffset.width.isFinite && extras.shadowOffset.height.isFinite
    }

    /// Whether the layer is painted as a group: it has a mask or casts a shadow.
    var hasGroupEffects: Bool { extras?.mask != nil || castsShadow }

    /// Paints the layer and its sublayers into a context in the layer's coordinate space.
    func renderTree(in ctx: CGContext) {
        LayerRenderer().render(self, in: ctx, applyingGeometry: false)
    }

    /// The transform from the layer's coordinate space to its superlayer's: to the position,
    /// through the affine part of the transform, back by the anchor point and bounds origin.
    var transformFromSuperlayer: CGAffineTransform {
        let anchor = CGPoint(x: bounds.minX + anchorPoint.x * bounds.width, y: bounds.minY + anchorPoint.y * bounds.height)
        return CGAffineTransform(translationX: -anchor.x, y: -anchor.y)
            .concatenating(affineTransform())
            .concatenating(CGAffineTransform(translationX: position.x, y: position.y))
    }

    /// The bounds, rounded at the masked corners by the corner radius.
    var outlinePath: CGPath {
        CALayer.roundedPath(bounds, radius: cornerRadius, corners: extras?.maskedCorners ?? CACornerMask(rawValue: 15))
    }

    /// A rectangle with some corners rounded (the radius limited to half the shorter side).
    static func roundedPath(_ rect: CGRect, radius: CGFloat, corners: CACornerMask) -> CGPath {
        let path = CGMutablePath()
        let r = radius.isFinite ? min(max(0, radius), min(rect.width, rect.height) / 2) : 0
        guard r > 0 else {
            path.addRect(rect)
            return path
        }
        func corner(_ mask: CACornerMask) -> CGFloat { corners.contains(mask) ? r : 0 }
        let topLeft = corner(.layerMinXMinYCorner), topRight = corner(.layerMaxXMinYCorner)
        let bottomRight = corner(.layerMaxXMaxYCorner), bottomLeft = corner(.layerMinXMaxYCorner)
        path.move(to: CGPoint(x: rect.minX + topLeft, y: rect.minY))
        path.addLine(to: CGPoint(x: rect.maxX - topRight, y: rect.minY))
        if topRight > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - topRight, y: rect.minY + topRight), radius: topRight,
                        startAngle: -.pi / 2, endAngle: 0, clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.maxX, y: rect.maxY - bottomRight))
        if bottomRight > 0 {
            path.addArc(center: CGPoint(x: rect.maxX - bottomRight, y: rect.maxY - bottomRight), radius: bottomRight,
                        startAngle: 0, endAngle: .pi / 2, clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY))
        if bottomLeft > 0 {
            path.addArc(center: CGPoint(x: rect.minX + bottomLeft, y: rect.maxY - bottomLeft), radius: bottomLeft,
                        startAngle: .pi / 2, endAngle: .pi, clockwise: false)
        }
        path.addLine(to: CGPoint(x: rect.minX, y: rect.minY + topLeft))
        if topLeft > 0 {
            path.addArc(center: CGPoint(x: rect.minX + topLeft, y: rect.minY + topLeft), radius: topLeft,
                        startAngle: .pi, endAngle: 3 * .pi / 2, clockwise: false)
        }
        path.closeSubpath()
        return path
    }
}

extension CGContext {
    /// Paints a line of text as glyph boxes: one filled box per character that is not white
    /// space, its advance wide less a tenth each side, cap height (0.7 em) tall for capitals,
    /// digits and symbols and x-height (0.52 em) for lower-case letters, on the baseline.
    ///
    /// No font files are read, so the same text gives the same pixels on every machine.
    @_spi(Headless) public func fillGlyphBoxes(_ line: Substring, baseline origin: CGPoint, fontSize: CGFloat,
                                               advance: (Unicode.Scalar) -> CGFloat) {
        var x = origin.x
        for scalar in line.unicodeScalars {
            let width = advance(scalar)
            if !scalar.properties.isWhitespace {
                let height = fontSize * (scalar.properties.isLowercase ? 0.52 : 0.7)
                addRect(CGRect(x: x + width * 0.1, y: origin.y - height, width: width * 0.8, height: height))
            }
            x += width
        }
        fillPath()
    }
}
