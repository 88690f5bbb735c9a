import HeadlessCore
import Foundation

/// Measurement of attributed text with the same metric as plain text (``TextMetrics``):
/// each character is measured in its run's font (`.font`, else `defaultFont`), plus the run's
/// `.kern`; an attachment takes its bounds' width. A line is as tall as its tallest font
/// (through the paragraph style's line-height rules), and paragraphs add `lineSpacing`
/// between lines and `paragraphSpacing` between paragraphs, from the first paragraph style.
/// Text in a single font with no kern or paragraph style measures exactly as plain text.
extension TextMetrics {
    /// One measured character.
    struct Glyph {
        let character: Character
        let width: CGFloat
        let height: CGFloat
    }

    /// The glyphs of attributed text, with the first paragraph style.
    static func glyphs(of text: NSAttributedString, defaultFont: UIFont) -> (glyphs: [Glyph], style: NSParagraphStyle?) {
        var glyphs: [Glyph] = []
        var style: NSParagraphStyle?
        let string = text.string as NSString
        text.enumerateAttributes(in: NSRange(location: 0, length: text.length), options: []) { attributes, range, _ in
            let font = attributes[.font] as? UIFont ?? defaultFont
            let kern = (attributes[.kern] as? CGFloat) ?? (attributes[.kern] as? NSNumber).map { CGFloat($0.doubleValue) } ?? 0
            if style == nil { style = attributes[.paragraphStyle] as? NSParagraphStyle }
            let lineStyle = attributes[.paragraphStyle] as? NSParagraphStyle
            let height = lineStyle?.lineHeight(for: font) ?? font.lineHeight
            let attachment = attributes[.attachment] as? NSTextAttachment
            for character in string.substring(with: range) {
                if let attachment, character == "\u{FFFC}" {
                    let size = attachment.measuredSize
                    glyphs.append(Glyph(character: character, width: size.width + kern, height: max(height, size.height)))
                } else {
                    let width = character == "\n" ? 0 : TextMetrics.width(of: Substring(String(character)), font: font) + kern
                    glyphs.append(Glyph(character: character, width: width, height: height))
                }
            }
        }
        return (glyphs, style)
    }

    /// The size of attributed text: at most `numberOfLines` lines (0: any), wrapped at
    /// `maxWidth`, rounded up to pixels at `scale` (0: not rounded).
    static func size(of text: NSAttributedString, defaultFont: UIFont, numberOfLines: Int, maxWidth: CGFloat?,
                     scale: CGFloat) -> CGSize {
        guard text.length > 0 else { return .zero }
        let (glyphs, style) = self.glyphs(of: text, defaultFont: defaultFont)
        let limit = numberOfLines == 1 ? nil : maxWidth.flatMap { $0 > 0 ? $0 : nil }
        var lines: [(width: CGFloat, height: CGFloat, endsParagraph: Bool)] = []
        var lineWidth: CGFloat = 0, lineHeight: CGFloat = 0
        var word: [Glyph] = []
        func wordWidth() -> CGFloat { word.reduce(0) { $0 + $1.width } }
        func endLine(paragraph: Bool) {
            lines.append((lineWidth, lineHeight, paragraph))
            lineWidth = 0
            lineHeight = 0
        }
        func placeWord() {
            guard !word.isEmpty else { return }
            let width = wordWidth()
            if let limit, lineWidth > 0, lineWidth + width > limit {
                // Trailing spaces do not count against the line.
                endLine(paragraph: false)
            }
            if let limit, width > limit {
                for glyph in word {
                    if lineWidth > 0 && lineWidth + glyph.width > limit { endLine(paragraph: false) }
                    lineWidth += glyph.width
                    lineHeight = max(lineHeight, glyph.height)
                }
            } else {
                lineWidth += width
                lineHeight = max(lineHeight, word.map(\.height).max() ?? 0)
            }
            word.removeAll(keepingCapacity: true)
        }
        for glyph in glyphs {
            switch glyph.character {
            case "\n":
                placeWord()
                lineHeight = max(lineHeight, glyph.height)
                endLine(paragraph: true)
            case " ":
                placeWord()
                if limit == nil || lineWidth + glyph.width <= limit! { lineWidth += glyph.width }
                lineHeight = max(lineHeight, glyph.height)
            default:
                word.append(glyph)
            }
        }
        placeWord()
        if lineHeight == 0 { lineHeight = glyphs.last?.height ?? defaultFont.lineHeight }
        endLine(paragraph: true)
        if numberOfLines > 0 && lines.count > numberOfLines { lines = Array(lines.prefix(numberOfLines)) }
        var width = lines.map(\.width).max() ?? 0
        if let limit { width = min(width, limit) }
        var height: CGFloat = 0
        for (index, line) in lines.enumerated() {
            height += line.height
            guard index < lines.count - 1 else { break }
            height += style?.lineSpacing ?? 0
            if line.endsParagraph { height += style?.paragraphSpacing ?? 0 }
        }
        guard scale > 0 else { return CGSize(width: width, height: height) }
        func up(_ x: CGFloat) -> CGFloat { (x * scale - 1e-9).rounded(.up) / scale }
        return CGSize(width: up(width), height: up(height))
    }
}

/// Options of string measurement and drawing.
public struct NSStringDrawingOptions: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Lay out as multiple lines within the width given.
    public static let usesLineFragmentOrigin = NSStringDrawingOptions(rawValue: 1 << 0)
    /// Add the font's leading to the line height.
    public static let usesFontLeading = NSStringDrawingOptions(rawValue: 1 << 1)
    /// Use glyph bounds rather than typographic ones.
    public static let usesDeviceMetrics = NSStringDrawingOptions(rawValue: 1 << 3)
    /// Truncate the last line that fits.
    public static let truncatesLastVisibleLine = NSStringDrawingOptions(rawValue: 1 << 5)
}

/// Settings and results of string measurement.
open class NSStringDrawingContext: NSObject {
    /// The least scale factor for shrinking text.
    open var minimumScaleFactor: CGFloat = 0
    /// The scale factor used.
    open internal(set) var actualScaleFactor: CGFloat = 1
    /// The bounds of the last measurement.
    open internal(set) var totalBounds: CGRect = .zero
    /// Creates a context.
    public override init() { super.init() }
}

extension NSAttributedString {
    /// The size of the text on one line per paragraph, measured by ``TextMetrics``.
    public func size() -> CGSize {
        TextMetrics.size(of: self, defaultFont: .systemFont(ofSize: 12), numberOfLines: 0, maxWidth: nil, scale: 0)
    }

    /// The rectangle the text takes within `size`: wrapped at its width when
    /// `.usesLineFragmentOrigin` is set, else on one line per paragraph.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             context: NSStringDrawingContext?) -> CGRect {
        let wraps = options.contains(.usesLineFragmentOrigin) && size.width > 0 && size.width.isFinite
        let measured = TextMetrics.size(of: self, defaultFont: .systemFont(ofSize: 12), numberOfLines: 0,
                                        maxWidth: wraps ? size.width : nil, scale: 0)
        let rect = CGRect(origin: .zero, size: measured)
        context?.totalBounds = rect
        return rect
    }
}

extension NSString {
    /// The size of the string in the attributes' font, on one line per paragraph.
    public func size(withAttributes attrs: [NSAttributedString.Key: Any]? = nil) -> CGSize {
        NSAttributedString(string: self as String, attributes: attrs).size()
    }

    /// The rectangle the string takes within `size` in the attributes' font.
    public func boundingRect(with size: CGSize, options: NSStringDrawingOptions = [],
                             attributes: [NSAttributedString.Key: Any]? = nil, context: NSStringDrawingContext?) -> CGRect {
        NSAttributedString(string: self as String, attributes: attributes).boundingRect(with: size, options: options, context: context)
    }
}
