import HeadlessCore
import Foundation

/// A font: the system font at a size and weight. The headless runtime ships no font files;
/// its measurements come from ``TextMetrics``.
open class UIFont: NSObject, @unchecked Sendable {
    /// The weight of a font, from ultra-light (−0.8) to black (0.62).
    public struct Weight: Hashable, Sendable, RawRepresentable {
        public var rawValue: CGFloat
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        public init(_ rawValue: CGFloat) { self.rawValue = rawValue }
        public static let ultraLight = Weight(-0.8)
        public static let thin = Weight(-0.6)
        public static let light = Weight(-0.4)
        public static let regular = Weight(0)
        public static let medium = Weight(0.23)
        public static let semibold = Weight(0.3)
        public static let bold = Weight(0.4)
        public static let heavy = Weight(0.56)
        public static let black = Weight(0.62)
    }

    /// The size in points.
    public let pointSize: CGFloat
    /// The weight.
    let weight: Weight
    /// The family name (`.SF UI` for the system font, as Apple reports it).
    public let familyName: String
    /// The font name.
    public let fontName: String

    init(size: CGFloat, weight: Weight, name: String? = nil) {
        pointSize = size
        self.weight = weight
        familyName = name == nil ? ".SF UI" : name!
        fontName = name ?? (weight.rawValue >= Weight.semibold.rawValue ? ".SFUI-Semibold" : ".SFUI-Regular")
        super.init()
    }

    /// The system font at a size and weight.
    open class func systemFont(ofSize fontSize: CGFloat, weight: Weight) -> UIFont { UIFont(size: fontSize, weight: weight) }
    /// The system font at a size.
    open class func systemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    /// The bold system font at a size.
    open class func boldSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .bold) }
    /// The italic system font at a size (measured as the regular one).
    open class func italicSystemFont(ofSize fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: .regular) }
    /// A font by name; the headless runtime measures every font as the system font.
    public convenience init?(name fontName: String, size fontSize: CGFloat) {
        self.init(size: fontSize, weight: .regular, name: fontName)
    }
    /// The same font at another size.
    public func withSize(_ fontSize: CGFloat) -> UIFont { UIFont(size: fontSize, weight: weight) }

    /// The styles of Dynamic Type, at the default (Large) content size.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let largeTitle = TextStyle("UICTFontTextStyleTitle0")
        public static let title1 = TextStyle("UICTFontTextStyleTitle1")
        public static let title2 = TextStyle("UICTFontTextStyleTitle2")
        public static let title3 = TextStyle("UICTFontTextStyleTitle3")
        public static let headline = TextStyle("UICTFontTextStyleHeadline")
        public static let subheadline = TextStyle("UICTFontTextStyleSubhead")
        public static let body = TextStyle("UICTFontTextStyleBody")
        public static let callout = TextStyle("UICTFontTextStyleCallout")
        public static let footnote = TextStyle("UICTFontTextStyleFootnote")
        public static let caption1 = TextStyle("UICTFontTextStyleCaption1")
        public static let caption2 = TextStyle("UICTFontTextStyleCaption2")

        /// Size and weight at the Large content size (Apple's Human Interface Guidelines table).
        var metrics: (CGFloat, Weight) {
            switch self {
            case .largeTitle: (34, .regular)
            case .title1: (28, .regular)
            case .title2: (22, .regular)
            case .title3: (20, .regular)
            case .headline: (17, .semibold)
            case .subheadline: (15, .regular)
            case .callout: (16, .regular)
            case .footnote: (13, .regular)
            case .caption1: (12, .regular)
            case .caption2: (11, .regular)
            default: (17, .regular)
            }
        }
    }

    /// The font of a text style at the default content size (no Dynamic Type changes yet).
    open class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        let (size, weight) = style.metrics
        return UIFont(size: size, weight: weight)
    }

    /// The size of body text (17 points).
    open class var labelFontSize: CGFloat { 17 }
    /// The size of button titles (18 points).
    open class var buttonFontSize: CGFloat { 18 }
    /// The system font size (14 points).
    open class var systemFontSize: CGFloat { 14 }
    /// The small system font size (12 points).
    open class var smallSystemFontSize: CGFloat { 12 }

    /// The distance from the baseline to the top of the tallest glyphs.
    public var ascender: CGFloat { pointSize * TextMetrics.ascenderRatio }
    /// The distance from the baseline to the bottom of the lowest glyphs (negative).
    public var descender: CGFloat { -pointSize * TextMetrics.descenderRatio }
    /// The height of a line.
    public var lineHeight: CGFloat { ascender - descender }
    /// The height of capital letters.
    public var capHeight: CGFloat { pointSize * 0.705 }
    /// The height of a lower-case x.
    public var xHeight: CGFloat { pointSize * 0.527 }
    /// The space between lines beyond the line height.
    public var leading: CGFloat { 0 }

    public override var description: String { "<UICTFont> font-family: \"\(familyName)\"; font-weight: \(weight.rawValue); font-size: \(pointSize.layoutDescription)pt" }

    public override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIFont else { return false }
        return other.pointSize == pointSize && other.weight == weight && other.fontName == fontName
    }

    public override var hash: Int { pointSize.hashValue ^ weight.rawValue.hashValue }
}
