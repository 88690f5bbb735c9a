import HeadlessCore
import Foundation

/// The attribute keys UIKit adds to Foundation's (corelibs Foundation declares the type but
/// none of UIKit's keys). The raw values are the ones iOS uses.
extension NSAttributedString.Key {
    /// A `UIFont`; the system font at 12 points when absent.
    public static let font = NSAttributedString.Key("NSFont")
    /// A `UIColor` for the text.
    public static let foregroundColor = NSAttributedString.Key("NSColor")
    /// A `UIColor` behind the text.
    public static let backgroundColor = NSAttributedString.Key("NSBackgroundColor")
    /// An `NSParagraphStyle`.
    public static let paragraphStyle = NSAttributedString.Key("NSParagraphStyle")
    /// A number of points added after each character (`NSNumber` or `CGFloat`).
    public static let kern = NSAttributedString.Key("NSKern")
    /// A number of points added between characters, as tracking.
    public static let tracking = NSAttributedString.Key("NSTracking")
    /// An `NSUnderlineStyle` raw value.
    public static let underlineStyle = NSAttributedString.Key("NSUnderline")
    /// A `UIColor` for the underline.
    public static let underlineColor = NSAttributedString.Key("NSUnderlineColor")
    /// An `NSUnderlineStyle` raw value for a line through the text.
    public static let strikethroughStyle = NSAttributedString.Key("NSStrikethrough")
    /// A `UIColor` for the strikethrough.
    public static let strikethroughColor = NSAttributedString.Key("NSStrikethroughColor")
    /// A `URL` or `String`.
    public static let link = NSAttributedString.Key("NSLink")
    /// Points above (positive) or below the baseline.
    public static let baselineOffset = NSAttributedString.Key("NSBaselineOffset")
    /// An `NSShadow`.
    public static let shadow = NSAttributedString.Key("NSShadow")
    /// An `NSTextAttachment`.
    public static let attachment = NSAttributedString.Key("NSAttachment")
    /// A `UIColor` for the outline.
    public static let strokeColor = NSAttributedString.Key("NSStrokeColor")
    /// The outline's width, in percent of the font size.
    public static let strokeWidth = NSAttributedString.Key("NSStrokeWidth")
    /// 0 for no ligatures, 1 for the default ones.
    public static let ligature = NSAttributedString.Key("NSLigature")
    /// The skew of the glyphs.
    public static let obliqueness = NSAttributedString.Key("NSObliqueness")
    /// The log of the horizontal expansion.
    public static let expansion = NSAttributedString.Key("NSExpansion")
}

/// The style of an underline or strikethrough, with UIKit's raw values.
public struct NSUnderlineStyle: OptionSet, Hashable, Sendable {
    public let rawValue: Int
    public init(rawValue: Int) { self.rawValue = rawValue }
    public static let single = NSUnderlineStyle(rawValue: 0x01)
    public static let thick = NSUnderlineStyle(rawValue: 0x02)
    public static let double = NSUnderlineStyle(rawValue: 0x09)
    public static let patternDot = NSUnderlineStyle(rawValue: 0x0100)
    public static let patternDash = NSUnderlineStyle(rawValue: 0x0200)
    public static let patternDashDot = NSUnderlineStyle(rawValue: 0x0300)
    public static let patternDashDotDot = NSUnderlineStyle(rawValue: 0x0400)
    public static let byWord = NSUnderlineStyle(rawValue: 0x8000)
}

/// The direction text runs in.
public enum NSWritingDirection: Int, Sendable, Hashable {
    case natural = -1
    case leftToRight = 0
    case rightToLeft = 1
}

/// A shadow under text: offset, blur and colour.
open class NSShadow: NSObject, @unchecked Sendable {
    /// The offset of the shadow.
    open var shadowOffset: CGSize = .zero
    /// The blur radius.
    open var shadowBlurRadius: CGFloat = 0
    /// The colour (a `UIColor`), or nil for black at a third opacity.
    open var shadowColor: Any?

    /// Creates a shadow with no offset and no blur.
    public override init() { super.init() }
}

/// An image or other content in the flow of attributed text.
open class NSTextAttachment: NSObject, @unchecked Sendable {
    /// The image shown.
    open var image: UIImage?
    /// The attachment's bounds in the line; zero for the image's size.
    open var bounds: CGRect = .zero
    /// The contents' data.
    open var contents: Data?
    /// The contents' type identifier.
    open var fileType: String?

    /// Creates an attachment with data of a type.
    public init(data contentData: Data?, ofType uti: String?) {
        contents = contentData
        fileType = uti
        super.init()
    }

    /// Creates an empty attachment.
    public convenience override init() { self.init(data: nil, ofType: nil) }

    /// Creates an attachment showing an image.
    public convenience init(image: UIImage) {
        self.init(data: nil, ofType: nil)
        self.image = image
    }

    /// The size the attachment takes in a line: its bounds, else its image's size.
    var measuredSize: CGSize { bounds.size != .zero ? bounds.size : (image?.size ?? .zero) }
}

extension NSAttributedString {
    /// The character an attachment stands on (U+FFFC).
    static let attachmentCharacter = "\u{FFFC}"
    /// A one-character string holding an attachment.
    public convenience init(attachment: NSTextAttachment) {
        self.init(string: Self.attachmentCharacter, attributes: [.attachment: attachment])
    }
}
