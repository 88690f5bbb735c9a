import HeadlessCore
import Foundation

/// The alignment of text in a label or text field.
public enum NSTextAlignment: Int, Sendable, Hashable {
    /// Left-aligned.
    case left = 0
    /// Centred.
    case center = 1
    /// Right-aligned.
    case right = 2
    /// Justified.
    case justified = 3
    /// Left- or right-aligned by the writing direction.
    case natural = 4

    /// The value Interface Builder writes (`textAlignment="center"`).
    init?(interfaceBuilderName name: String) {
        switch name {
        case "left": self = .left
        case "center": self = .center
        case "right": self = .right
        case "justified": self = .justified
        case "natural": self = .natural
        default: return nil
        }
    }
}

/// A view that shows read-only text.
///
/// Only the text and its attributes are kept; nothing is rendered. From a storyboard or
/// xib it decodes `text` (or a multi-line `<string key="text">`), `textColor`,
/// `numberOfLines`, `textAlignment` and `enabled`.
@preconcurrency @MainActor
open class UILabel: UIView {
    /// The text shown, or nil. Setting it drops any ``attributedText``'s attributes.
    open var text: String? {
        get { storedAttributedText?.string ?? storedText }
        set {
            let old = text
            storedAttributedText = nil
            storedText = newValue
            if newValue != old { setNeedsDisplay(); invalidateIntrinsicContentSize() }
        }
    }
    var storedText: String?
    var storedAttributedText: NSAttributedString?
    /// The text with its attributes: what was set, or ``text`` in the label's font and colour.
    /// Runs without a `.font` are measured in ``font``.
    open var attributedText: NSAttributedString? {
        get {
            if let storedAttributedText { return storedAttributedText }
            guard let storedText else { return nil }
            return NSAttributedString(string: storedText, attributes: [.font: resolvedFont, .foregroundColor: textColor ?? UIColor.label])
        }
        set {
            storedAttributedText = newValue
            storedText = newValue?.string
            setNeedsDisplay()
            invalidateIntrinsicContentSize()
        }
    }
    /// Whether a font from `preferredFont(forTextStyle:)` or `UIFontMetrics` is re-scaled when
    /// the content size category changes.
    open var adjustsFontForContentSizeCategory = false
    /// The smallest scale of the font when it shrinks to fit (recorded; text is measured at full size).
    open var minimumScaleFactor: CGFloat = 0
    /// The colour of highlighted text.
    open var highlightedTextColor: UIColor?
    /// The colour of the text's shadow.
    open var shadowColor: UIColor?
    /// The offset of the text's shadow.
    open var shadowOffset = CGSize(width: 0, height: -1)
    /// The font of the text: the system font at 17 points by default.
    open var font: UIFont! {
        get { storedFont ?? UIFont.systemFont(ofSize: UIFont.labelFontSize) }
        set {
            storedFont = newValue
            invalidateIntrinsicContentSize()
            setNeedsDisplay()
            noteAppearanceSet("font") { [newValue] in ($0 as? UILabel)?.font = newValue }
        }
    }
    var storedFont: UIFont?
    /// The width at which a multi-line label wraps when Auto Layout sizes it; 0 wraps at the
    /// width the label gets.
    open var preferredMaxLayoutWidth: CGFloat = 0 {
        didSet { if preferredMaxLayoutWidth != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// How lines break and truncate.
    open var lineBreakMode: NSLineBreakMode = .byTruncatingTail
    /// Whether the font shrinks to fit the width (not modelled: the size is measured at the font's size).
    open var adjustsFontSizeToFitWidth = false
    /// How a shrunk text's baseline is placed (recorded, as the font does not shrink here).
    open var baselineAdjustment: UIBaselineAdjustment = .alignBaselines
    /// The `minimumFontSize` key (key-value coding only, as on iOS since 6).
    var minimumFontSizeKeyValue: CGFloat = 0
    /// The width the label last wrapped at, for multi-line labels sized by Auto Layout.
    var measuredWidth: CGFloat = 0
    /// The colour of the text.
    open var textColor: UIColor! = .label {
        didSet { noteAppearanceSet("textColor") { [textColor] in ($0 as? UILabel)?.textColor = textColor } }
    }
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means no limit.
    open var numberOfLines = 1 {
        didSet { if numberOfLines != oldValue { invalidateIntrinsicContentSize() } }
    }
    /// Whether the text is drawn as enabled.
    open var isEnabled = true
    /// Whether the text is drawn highlighted.
    open var isHighlighted = false

    /// The size of the text in ``font``, by `TextMetrics`: one line, or for a multi-line
    /// label wrapped at ``preferredMaxLayoutWidth`` or else at the width it last got.
    open override var intrinsicContentSize: CGSize { labelIntrinsicSize }

    /// The size of the text fitting in `size` (by `TextMetrics`).
    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        measure(maxWidth: size.width > 0 ? size.width : nil)
    }

    /// Draws the label: its text, through ``drawText(in:)`` with the whole bounds. Labels
    /// implement `draw(_:)` on iOS, so they are drawn when first shown and after each change
    /// of their text (References §9.4).
    open override func draw(_ rect: CGRect) {
        drawText(in: bounds)
    }

    /// Draws the text in a rectangle; subclasses override it to inset or restyle the text and
    /// call `super`. The pixels of a label come from the renderer, so nothing is recorded here.
    open func drawText(in rect: CGRect) {}

    /// Where the text sits in `bounds` when it is limited to `numberOfLines` lines (0 for no
    /// limit): the measured text's size, clipped to the bounds, at their origin.
    open func textRect(forBounds bounds: CGRect, limitedToNumberOfLines numberOfLines: Int) -> CGRect {
        guard bounds.width > 0, bounds.height > 0 else { return CGRect(origin: bounds.origin, size: .zero) }
        let size = measure(maxWidth: bounds.width, numberOfLines: numberOfLines)
        return CGRect(x: bounds.minX, y: bounds.minY, width: min(size.width, bounds.width), height: min(size.height, bounds.height))
    }

    /// Creates a label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// A label takes no touches by default: they go to the view behind it, as on iOS.
    override class var takesTouchesByDefault: Bool { false }

    /// Creates a label from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        storedText = coder.decodeObject(forKey: "text") as? String
        if let color = coder.decodeObject(forKey: "textColor") as? UIColor { textColor = color }
        if coder.containsValue(forKey: "numberOfLines") { numberOfLines = coder.decodeInteger(forKey: "numberOfLines") }
        if let name = coder.decodeObject(forKey: "textAlignment") as? String,
           let alignment = NSTextAlignment(interfaceBuilderName: name) { textAlignment = alignment }
        if coder.containsValue(forKey: "enabled") { isEnabled = coder.decodeBool(forKey: "enabled") }
    }
}

/// How a line of text breaks or truncates.
public enum NSLineBreakMode: Int, Sendable, Hashable {
    case byWordWrapping = 0
    case byCharWrapping = 1
    case byClipping = 2
    case byTruncatingHead = 3
    case byTruncatingTail = 4
    case byTruncatingMiddle = 5
}

extension UILabel {
    var resolvedFont: UIFont { storedFont ?? UIFont.systemFont(ofSize: UIFont.labelFontSize) }
    /// The text's top inside the label (text is centred vertically; 0 when the label hugs it).
    var textInsetTop: CGFloat { 0 }

    var labelIntrinsicSize: CGSize {
        let width: CGFloat? = numberOfLines == 1 ? nil
            : preferredMaxLayoutWidth > 0 ? preferredMaxLayoutWidth : (measuredWidth > 0 ? measuredWidth : nil)
        return measure(maxWidth: width)
    }

    /// The text's size by ``TextMetrics``: attributed text run by run, plain text in ``font``.
    func measure(maxWidth: CGFloat?) -> CGSize {
        measure(maxWidth: maxWidth, numberOfLines: numberOfLines)
    }

    /// The text's size with a given line limit.
    func measure(maxWidth: CGFloat?, numberOfLines: Int) -> CGSize {
        if let storedAttributedText {
            if storedAttributedText.length == 0 { return .zero }
            return TextMetrics.size(of: storedAttributedText, defaultFont: resolvedFont, numberOfLines: numberOfLines,
                                    maxWidth: maxWidth, scale: runtime.screen.scale)
        }
        let text = storedText ?? ""
        if text.isEmpty { return CGSize(width: 0, height: 0) }
        return TextMetrics.size(of: text, font: resolvedFont, numberOfLines: numberOfLines, maxWidth: maxWidth,
                                scale: runtime.screen.scale)
    }
}

extension UILabel: UIContentSizeCategoryAdjusting, ContentSizeCategoryAdjusting {
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection) {
        guard adjustsFontForContentSizeCategory, let font = storedFont,
              let scaled = font.rescaled(for: traits.preferredContentSizeCategory) else { return }
        self.font = scaled
    }
}
