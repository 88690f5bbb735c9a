import HeadlessCore
import Foundation

/// A view that shows an image.
///
/// From a storyboard or xib it decodes `image` and `highlightedImage`, sized as the file's
/// `<resources>` record them.
@preconcurrency @MainActor
open class UIImageView: UIView, UIAccessibilityContentSizeCategoryImageAdjusting {
    /// Whether the image grows with the accessibility text sizes. UIKit scales only images with
    /// preserved vector data; images here are bitmaps, so the size stays as it is.
    open var adjustsImageSizeForAccessibilityContentSizeCategory = false
    /// The image shown, or nil.
    open var image: UIImage? {
        didSet { if image !== oldValue { setNeedsDisplay() } }
    }
    /// The image shown while highlighted.
    open var highlightedImage: UIImage?
    /// Whether the highlighted image is shown.
    open var isHighlighted = false
    /// The configuration a symbol image is shown with, applied over the image's own.
    open var preferredSymbolConfiguration: UIImage.SymbolConfiguration? {
        didSet { setNeedsDisplay() }
    }

    /// The images shown in turn while animating, or nil.
    open var animationImages: [UIImage]?
    /// The images shown in turn while animating and highlighted, or nil.
    open var highlightedAnimationImages: [UIImage]?
    /// The time one cycle through the images takes; 0 (the default) means 1/30 s per image.
    open var animationDuration: TimeInterval = 0
    /// How many cycles run; 0 (the default) repeats until stopped.
    open var animationRepeatCount = 0
    /// When the running animation started, on the virtual clock; nil when stopped.
    var animationStart: TimeInterval?

    /// Starts cycling through the animation images from the first, on the virtual clock
    /// (References §56.3). Does nothing without animation images.
    open func startAnimating() {
        guard !(currentAnimationImages ?? []).isEmpty else { return }
        animationStart = runtime.runLoop.now
        setNeedsDisplay()
    }

    /// Stops the animation: the view shows its image again.
    open func stopAnimating() {
        guard animationStart != nil else { return }
        animationStart = nil
        setNeedsDisplay()
    }

    /// Whether the animation runs: started, and its cycles not all run.
    open var isAnimating: Bool { animationFrame() != nil }

    /// Creates an image view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A image view takes no touches by default: they go to the view behind it, as on iOS.
    override class var takesTouchesByDefault: Bool { false }

    /// Creates an image view showing an image, sized to it.
    public convenience init(image: UIImage?) {
        self.init(frame: CGRect(origin: .zero, size: image?.size ?? .zero))
        self.image = image
    }

    /// Creates an image view from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        let archive = coder as? InterfaceBuilderCoder
        image = archive?.decodeImage(forKey: "image")
        highlightedImage = archive?.decodeImage(forKey: "highlightedImage")
        if coder.containsValue(forKey: "highlighted") { isHighlighted = coder.decodeBool(forKey: "highlighted") }
    }

    /// The image's size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { image?.size ?? .zero }
}
