import HeadlessCore
import Foundation
@_spi(Headless) import CoreGraphics
@_spi(Headless) import QuartzCore

/// Paints a view tree into pixels: each view's layer (background, corner radius, border,
/// `masksToBounds`, alpha, hidden, transform, shadows, masks, sublayers such as shape and
/// gradient layers), what its `draw(_:)` drew last, labels' text as glyph boxes and image
/// views' images (templates in the tint colour), then its subviews, as Core Animation
/// composites them (References §28, §33).
///
/// A view's own sublayers are painted before its subviews' layers: the interleaving of
/// `addSublayer` and `addSubview` calls is not kept. Text is painted as one box per character
/// (``CGContext/fillGlyphBoxes``) at the text metrics' advances, so that images are the same on
/// every machine; no font is read. Rendering makes the layers of views that had none.
@MainActor
enum ViewRenderer {
    /// An image of a view and its subviews at `scale` pixels per point (the screen's when
    /// nil): the view's bounds, over transparent pixels. Nil for an empty view or one too
    /// large to paint.
    static func image(of view: UIView, scale: CGFloat?) -> CGImage? {
        let resolvedScale = scale.flatMap { $0 > 0 && $0.isFinite ? $0 : nil } ?? view.runtime.screen.scale
        let bounds = view.bounds
        guard bounds.width > 0, bounds.height > 0 else { return nil }
        let context = GraphicsContextStack.makeContext(size: bounds.size, scale: resolvedScale, origin: bounds.origin)
        render(view, in: context)
        return context.makeImage()
    }

    /// Paints a view and its subviews into a context in the view's coordinate space.
    static func render(_ view: UIView, in context: CGContext) {
        prepareLayers(under: view)
        var renderer = LayerRenderer()
        renderer.extraChildren = { layer in
            guard let owner = layer.delegate as? UIView, owner.layerStorage === layer else { return [] }
            return owner.subviews.map(\.layer)
        }
        renderer.paintContent = { layer, context in
            guard let owner = layer.delegate as? UIView, owner.layerStorage === layer else { return }
            if let label = owner as? UILabel {
                paintText(of: label, in: context)
            } else if let imageView = owner as? UIImageView {
                paintImage(of: imageView, in: context)
            } else if let painter = owner as? any AppearanceImagePainting {
                paintAppearanceImages(of: painter, in: context)
            }
        }
        renderer.render(view.layer, in: context, applyingGeometry: false)
    }

    /// Gives every view in the subtree a layer, with its background colour resolved for the
    /// view's traits (a dynamic colour follows light and dark).
    private static func prepareLayers(under root: UIView) {
        root.forEachInSubtree { view in
            let layer = view.layer
            if let color = view.backgroundColor {
                layer.backgroundColor = color.resolvedColor(with: view.traitCollection).cgColor
            }
        }
    }

    /// A label's text as glyph boxes: lines broken at newlines and, past the label's width, at
    /// spaces (at most `numberOfLines`), aligned by `textAlignment`, centred vertically.
    private static func paintText(of label: UILabel, in context: CGContext) {
        let text = label.attributedText?.string ?? label.text ?? ""
        guard !text.isEmpty else { return }
        let font = label.resolvedFont
        let size = font.pointSize
        guard size.isFinite, size > 0 else { return }
        let bounds = label.bounds
        var lines = TextLines.wrap(text, width: bounds.width) { TextMetrics.width(of: $0, font: font) }
        if label.numberOfLines > 0 { lines = Array(lines.prefix(label.numberOfLines)) }
        let lineHeight = size * 1.19
        let color = (label.textColor ?? .label).resolvedColor(with: label.traitCollection)
        context.saveGState()
        context.setFillColor((label.isEnabled ? color : color.withAlphaComponent(color.alpha * 0.5)).cgColor)
        var y = bounds.minY + (bounds.height - CGFloat(lines.count) * lineHeight) / 2
        for line in lines {
            let width = TextMetrics.width(of: line, font: font)
            let x: CGFloat = switch label.textAlignment {
            case .center: bounds.minX + (bounds.width - width) / 2
            case .right: bounds.maxX - width
            default: bounds.minX
            }
            context.fillGlyphBoxes(line, baseline: CGPoint(x: x, y: y + size * 0.952), fontSize: size) { scalar in
                TextMetrics.width(of: Substring(String(scalar)), font: font)
            }
            y += lineHeight
        }
        context.restoreGState()
    }

    /// An image view's image (the current animation image while it animates, References §56.3),
    /// stretched to its bounds (UIKit's default content mode); a template
    /// image is painted as its shape in the view's tint colour.
    private static func paintImage(of imageView: UIImageView, in context: CGContext) {
        guard let image = imageView.displayedImage else { return }
        // Into the renderer's context: it is not UIKit's current context.
        let bitmap = image.isDrawnAsTemplate
            ? image.cgImage?.filled(with: imageView.tintColor.resolvedColor(with: imageView.traitCollection).cgColor)
            : image.drawableBitmap
        guard let bitmap else { return }
        context.drawUpright(bitmap, in: imageView.bounds)
    }
}

extension ViewRenderer {
    /// A control's or bar's appearance images (background, dividers, track, thumb), each
    /// stretched to its place, templates in the view's tint colour (References §56.1).
    fileprivate static func paintAppearanceImages(of view: any AppearanceImagePainting, in context: CGContext) {
        for placement in view.appearanceImagePlacements {
            guard placement.rect.width > 0, placement.rect.height > 0 else { continue }
            let image = placement.image
            let template = image.isDrawnAsTemplate
                || (placement.automaticIsTemplate && image.tintColor == nil && image.renderingMode == .automatic)
            let bitmap = template
                ? image.cgImage?.filled(with: (placement.tint ?? view.tintColor).resolvedColor(with: view.traitCollection).cgColor)
                : image.drawableBitmap
            guard let bitmap else { continue }
            context.drawUpright(bitmap, in: placement.rect)
        }
    }
}

/// Breaking text into lines.
enum TextLines {
    /// The lines of `text`: a break at every newline, and where a line would be wider than
    /// `width`, at the last space before that (or between characters in a word too wide).
    static func wrap(_ text: String, width: CGFloat, measure: (Substring) -> CGFloat) -> [Substring] {
        var lines: [Substring] = []
        for paragraph in text.split(separator: "\n", omittingEmptySubsequences: false) {
            guard width > 0, width.isFinite, measure(paragraph) > width else {
                lines.append(paragraph)
                continue
            }
            var start = paragraph.startIndex
            var lastSpace: Substring.Index?
            var index = paragraph.startIndex
            while index < paragraph.endIndex {
                let next = paragraph.index(after: index)
                if paragraph[index] == " " { lastSpace = index }
                if measure(paragraph[start..<next]) > width, index > start {
                    let end = lastSpace.flatMap { $0 > start ? $0 : nil } ?? index
                    lines.append(paragraph[start..<end])
                    start = end < paragraph.endIndex && paragraph[end] == " " ? paragraph.index(after: end) : end
                    lastSpace = nil
                    index = start
                    continue
                }
                index = next
            }
            if start < paragraph.endIndex { lines.append(paragraph[start...]) }
        }
        return lines
    }
}
