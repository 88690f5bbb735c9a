import HeadlessCore
import Foundation

/// How the paragraphs of attributed text are laid out: alignment, line breaking, spacing and
/// indents. The ``NSMutableParagraphStyle`` subclass can be changed.
open class NSParagraphStyle: NSObject, NSCopying, NSMutableCopying, @unchecked Sendable {
    /// The default style: natural alignment, word wrapping, no spacing.
    open class var `default`: NSParagraphStyle { NSParagraphStyle() }

    /// The default writing direction of a language (left to right here).
    open class func defaultWritingDirection(forLanguage languageName: String?) -> NSWritingDirection { .leftToRight }

    var storage = Values()

    struct Values: Equatable {
        var alignment: NSTextAlignment = .natural
        var lineBreakMode: NSLineBreakMode = .byWordWrapping
        var lineSpacing: CGFloat = 0
        var paragraphSpacing: CGFloat = 0
        var paragraphSpacingBefore: CGFloat = 0
        var firstLineHeadIndent: CGFloat = 0
        var headIndent: CGFloat = 0
        var tailIndent: CGFloat = 0
        var minimumLineHeight: CGFloat = 0
        var maximumLineHeight: CGFloat = 0
        var lineHeightMultiple: CGFloat = 0
        var baseWritingDirection: NSWritingDirection = .natural
        var hyphenationFactor: Float = 0
        var defaultTabInterval: CGFloat = 0
        var allowsDefaultTighteningForTruncation = false
    }

    /// Creates the default style.
    public override init() { super.init() }

    /// The alignment of the lines.
    open var alignment: NSTextAlignment { storage.alignment }
    /// How lines break and truncate.
    open var lineBreakMode: NSLineBreakMode { storage.lineBreakMode }
    /// Points between the lines of a paragraph.
    open var lineSpacing: CGFloat { storage.lineSpacing }
    /// Points after the paragraph.
    open var paragraphSpacing: CGFloat { storage.paragraphSpacing }
    /// Points before the paragraph.
    open var paragraphSpacingBefore: CGFloat { storage.paragraphSpacingBefore }
    /// The indent of the first line.
    open var firstLineHeadIndent: CGFloat { storage.firstLineHeadIndent }
    /// The indent of the other lines.
    open var headIndent: CGFloat { storage.headIndent }
    /// The trailing indent (from the leading margin when positive, the trailing one when negative).
    open var tailIndent: CGFloat { storage.tailIndent }
    /// The least height of a line (0: none).
    open var minimumLineHeight: CGFloat { storage.minimumLineHeight }
    /// The greatest height of a line (0: none).
    open var maximumLineHeight: CGFloat { storage.maximumLineHeight }
    /// A factor on the natural line height (0: none).
    open var lineHeightMultiple: CGFloat { storage.lineHeightMultiple }
    /// The writing direction.
    open var baseWritingDirection: NSWritingDirection { storage.baseWritingDirection }
    /// How eagerly words are hyphenated, 0 to 1.
    open var hyphenationFactor: Float { storage.hyphenationFactor }
    /// The interval of default tab stops.
    open var defaultTabInterval: CGFloat { storage.defaultTabInterval }
    /// Whether characters may be tightened before truncating.
    open var allowsDefaultTighteningForTruncation: Bool { storage.allowsDefaultTighteningForTruncation }

    open func copy(with zone: NSZone? = nil) -> Any {
        let copy = NSParagraphStyle()
        copy.storage = storage
        return copy
    }

    open func mutableCopy(with zone: NSZone? = nil) -> Any {
        let copy = NSMutableParagraphStyle()
        copy.storage = storage
        return copy
    }

    open override func isEqual(_ object: Any?) -> Bool {
        (object as? NSParagraphStyle)?.storage == storage
    }

    open override var hash: Int { Int(storage.alignment.rawValue) ^ Int(storage.lineSpacing) }

    /// The height of a line of `font` with this style's line-height rules (without spacing).
    func lineHeight(for font: UIFont) -> CGFloat {
        var height = font.lineHeight
        if lineHeightMultiple > 0 { height *= lineHeightMultiple }
        if minimumLineHeight > 0 { height = max(height, minimumLineHeight) }
        if maximumLineHeight > 0 { height = min(height, maximumLineHeight) }
        return height
    }
}

/// A paragraph style that can be changed.
open class NSMutableParagraphStyle: NSParagraphStyle, @unchecked Sendable {
    open override var alignment: NSTextAlignment {
        get { storage.alignment } set { storage.alignment = newValue }
    }
    open override var lineBreakMode: NSLineBreakMode {
        get { storage.lineBreakMode } set { storage.lineBreakMode = newValue }
    }
    open override var lineSpacing: CGFloat {
        get { storage.lineSpacing } set { storage.lineSpacing = newValue }
    }
    open override var paragraphSpacing: CGFloat {
        get { storage.paragraphSpacing } set { storage.paragraphSpacing = newValue }
    }
    open override var paragraphSpacingBefore: CGFloat {
        get { storage.paragraphSpacingBefore } set { storage.paragraphSpacingBefore = newValue }
    }
    open override var firstLineHeadIndent: CGFloat {
        get { storage.firstLineHeadIndent } set { storage.firstLineHeadIndent = newValue }
    }
    open override var headIndent: CGFloat {
        get { storage.headIndent } set { storage.headIndent = newValue }
    }
    open override var tailIndent: CGFloat {
        get { storage.tailIndent } set { storage.tailIndent = newValue }
    }
    open override var minimumLineHeight: CGFloat {
        get { storage.minimumLineHeight } set { storage.minimumLineHeight = newValue }
    }
    open override var maximumLineHeight: CGFloat {
        get { storage.maximumLineHeight } set { storage.maximumLineHeight = newValue }
    }
    open override var lineHeightMultiple: CGFloat {
        get { storage.lineHeightMultiple } set { storage.lineHeightMultiple = newValue }
    }
    open override var baseWritingDirection: NSWritingDirection {
        get { storage.baseWritingDirection } set { storage.baseWritingDirection = newValue }
    }
    open override var hyphenationFactor: Float {
        get { storage.hyphenationFactor } set { storage.hyphenationFactor = newValue }
    }
    open override var defaultTabInterval: CGFloat {
        get { storage.defaultTabInterval } set { storage.defaultTabInterval = newValue }
    }
    open override var allowsDefaultTighteningForTruncation: Bool {
        get { storage.allowsDefaultTighteningForTruncation } set { storage.allowsDefaultTighteningForTruncation = newValue }
    }

    /// Takes every value of another style.
    open func setParagraphStyle(_ paragraphStyle: NSParagraphStyle) { storage = paragraphStyle.storage }
}
