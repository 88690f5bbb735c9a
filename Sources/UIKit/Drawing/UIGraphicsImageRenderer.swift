import Foundation
@_spi(Headless) import CoreGraphics

/// The options of an image renderer.
open class UIGraphicsImageRendererFormat {
    /// Pixels per point; the screen's (2) by default.
    open var scale: CGFloat = 2
    /// Whether the image has no alpha.
    open var opaque = false
    /// Whether the image may use extended range colours.
    open var preferredRange: Range = .standard

    public enum Range: Int, Sendable { case unspecified = -1, automatic = 0, extended = 1, standard = 2 }

    public init() {}

    /// The default format.
    open class func `default`() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
    /// The preferred format: the default.
    open class func preferred() -> UIGraphicsImageRendererFormat { UIGraphicsImageRendererFormat() }
}

/// The context a renderer hands to its drawing block.
open class UIGraphicsImageRendererContext {
    /// The Core Graphics context, current for the duration of the block.
    public let cgContext: CGContext
    /// The renderer's format.
    public let format: UIGraphicsImageRendererFormat

    init(cgContext: CGContext, format: UIGraphicsImageRendererFormat) {
        self.cgContext = cgContext
        self.format = format
    }

    /// Fills a rectangle with the current fill colour.
    open func fill(_ rect: CGRect) { cgContext.fill(rect) }
    /// Fills a rectangle with a blend mode.
    open func fill(_ rect: CGRect, blendMode: CGBlendMode) {
        cgContext.saveGState(); cgContext.setBlendMode(blendMode); cgContext.fill(rect); cgContext.restoreGState()
    }
    /// Strokes a rectangle with the current stroke colour.
    open func stroke(_ rect: CGRect) { cgContext.stroke(rect) }
    /// Clips to a rectangle.
    open func clip(to rect: CGRect) { cgContext.clip(to: rect) }
    /// The image drawn so far.
    open var currentImage: UIImage {
        guard let image = cgContext.makeImage() else { return UIImage(name: nil, size: .zero, scale: format.scale) }
        return UIImage(cgImage: image, scale: format.scale, orientation: .up)
    }
}

/// Draws into images: each call opens a recording context of the renderer's size, makes it
/// current, runs the block and returns the image.
open class UIGraphicsImageRenderer {
    /// The rectangle drawn, in points.
    public let bounds: CGRect
    /// The format.
    public let format: UIGraphicsImageRendererFormat
    /// The context of the last drawing, for tests that read what was drawn.
    @_spi(Headless) public private(set) var lastContext: CGContext?

    /// A renderer of a size in points.
    public convenience init(size: CGSize) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: .default())
    }

    /// A renderer of a size with a format.
    public convenience init(size: CGSize, format: UIGraphicsImageRendererFormat) {
        self.init(bounds: CGRect(origin: .zero, size: size), format: format)
    }

    /// A renderer of a rectangle.
    public convenience init(bounds: CGRect) {
        self.init(bounds: bounds, format: .default())
    }

    /// A renderer of a rectangle with a format.
    public init(bounds: CGRect, format: UIGraphicsImageRendererFormat) {
        self.bounds = bounds
        self.format = format
    }

    /// Whether the renderer allocates its own context: always.
    open var allowsImageOutput: Bool { true }

    /// Runs `actions` with a current context and returns the image. A size that is empty or
    /// not finite still runs the block, and gives an empty image.
    open func image(actions: (UIGraphicsImageRendererContext) -> Void) -> UIImage {
        let scale = format.scale > 0 && format.scale.isFinite ? format.scale : 2
        let context = GraphicsContextStack.makeContext(size: bounds.size, scale: scale, origin: bounds.origin)
        let rendererContext = UIGraphicsImageRendererContext(cgContext: context, format: format)
        UIGraphicsPushContext(context)
        actions(rendererContext)
        UIGraphicsPopContext()
        lastContext = context
        return rendererContext.currentImage
    }
}
