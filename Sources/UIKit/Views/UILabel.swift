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
    /// The text shown, or nil.
    open var text: String? {
        didSet { if text != oldValue { setNeedsDisplay() } }
    }
    /// The colour of the text.
    open var textColor: UIColor! = .label
    /// The alignment of the text.
    open var textAlignment: NSTextAlignment = .natural
    /// The most lines shown; 0 means no limit.
    open var numberOfLines = 1
    /// Whether the text is drawn as enabled.
    open var isEnabled = true
    /// Whether the text is drawn highlighted.
    open var isHighlighted = false

    /// Creates a label with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a label from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        text = coder.decodeObject(forKey: "text") as? String
        if let color = coder.decodeObject(forKey: "textColor") as? UIColor { textColor = color }
        if coder.containsValue(forKey: "numberOfLines") { numberOfLines = coder.decodeInteger(forKey: "numberOfLines") }
        if let name = coder.decodeObject(forKey: "textAlignment") as? String,
           let alignment = NSTextAlignment(interfaceBuilderName: name) { textAlignment = alignment }
        if coder.containsValue(forKey: "enabled") { isEnabled = coder.decodeBool(forKey: "enabled") }
    }
}
