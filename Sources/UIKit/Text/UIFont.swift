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
