import HeadlessCore
import Foundation

extension UIFont {
    /// The styles of Dynamic Type.
    public struct TextStyle: Hashable, Sendable, RawRepresentable {
        public var rawValue: String
        public init(rawValue: String) { self.rawValue = rawValue }
        public init(_ rawValue: String) { self.rawValue = rawValue }
        public static let extraLargeTitle = TextStyle("UICTFontTextStyleExtraLargeTitle")
        public static let extraLargeTitle2 = TextStyle("UICTFontTextStyleExtraLargeTitle2")
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
    }

    /// The font of a text style at the content size category of the current traits
    /// (`UITraitCollection.current`, which is the screen's outside a trait callback).
    public class func preferredFont(forTextStyle style: TextStyle) -> UIFont {
        preferredFont(forTextStyle: style, compatibleWith: nil)
    }

    /// The font of a text style at the category of `traitCollection` (the current traits'
    /// when nil or unspecified).
    public class func preferredFont(forTextStyle style: TextStyle, compatibleWith traitCollection: UITraitCollection?) -> UIFont {
        let category = OffMainRelease.isOnMainActor ? MainActor.assumeIsolated { UIFont.effectiveCategory(traitCollection) }
            : (traitCollection?.preferredContentSizeCategory).flatMap { $0 == .unspecified ? nil : $0 } ?? .large
        let (size, weight) = size(of: style, at: category)
        return UIFont(size: size, weight: weight, textStyle: style, baseSize: Self.size(of: style, at: .large).size)
    }

    /// `category` if specified, else the current traits' category, else Large.
    @MainActor static func effectiveCategory(_ traits: UITraitCollection?) -> UIContentSizeCategory {
        if let category = traits?.preferredContentSizeCategory, category != .unspecified { return category }
        let current = UITraitCollection.current.preferredContentSizeCategory
        return current == .unspecified ? .large : current
    }

    /// The size and weight of a text style at a category: Apple's Human Interface Guidelines
    /// table "Dynamic Type sizes" (iOS), columns xSmall … xxxLarge, then AX1 … AX5.
    ///
    /// | style | xS | S | M | **L** | xL | xxL | xxxL | AX1 | AX2 | AX3 | AX4 | AX5 |
    /// |---|---|---|---|---|---|---|---|---|---|---|---|---|
    /// | largeTitle | 31 | 32 | 33 | **34** | 36 | 38 | 40 | 44 | 48 | 52 | 56 | 60 |
    /// | title1 | 25 | 26 | 27 | **28** | 30 | 32 | 34 | 38 | 43 | 48 | 53 | 58 |
    /// | title2 | 19 | 20 | 21 | **22** | 24 | 26 | 28 | 34 | 39 | 44 | 50 | 56 |
    /// | title3 | 17 | 18 | 19 | **20** | 22 | 24 | 26 | 31 | 37 | 43 | 49 | 55 |
    /// | headline (semibold) | 14 | 15 | 16 | **17** | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
    /// | body | 14 | 15 | 16 | **17** | 19 | 21 | 23 | 28 | 33 | 40 | 47 | 53 |
    /// | callout | 13 | 14 | 15 | **16** | 18 | 20 | 22 | 26 | 32 | 38 | 44 | 51 |
    /// | subheadline | 12 | 13 | 14 | **15** | 17 | 19 | 21 | 25 | 30 | 36 | 42 | 49 |
    /// | footnote | 12 | 12 | 12 | **13** | 15 | 17 | 19 | 23 | 27 | 33 | 38 | 44 |
    /// | caption1 | 11 | 11 | 11 | **12** | 14 | 16 | 18 | 22 | 26 | 32 | 37 | 43 |
    /// | caption2 | 11 | 11 | 11 | **11** | 13 | 15 | 17 | 20 | 24 | 29 | 34 | 40 |
    ///
    /// The visionOS-era `extraLargeTitle` (36, bold) and `extraLargeTitle2` (28, bold) follow
    /// the large title's and title 1's rows scaled to their Large size. An unknown style is body.
    static func size(of style: TextStyle, at category: UIContentSizeCategory) -> (size: CGFloat, weight: Weight) {
        let index = category.sizeIndex
        switch style {
        case .extraLargeTitle:
            return ((DynamicTypeTable.largeTitle[index] * 36 / 34).rounded(), .bold)
        case .extraLargeTitle2:
            return (DynamicTypeTable.title1[index], .bold)
        case .headline:
            return (DynamicTypeTable.body[index], .semibold)
        default:
            return (DynamicTypeTable.row(for: style)[index], .regular)
        }
    }
}

/// The rows of the Dynamic Type table (see ``UIFont/size(of:at:)``).
enum DynamicTypeTable {
    static let largeTitle: [CGFloat] = [31, 32, 33, 34, 36, 38, 40, 44, 48, 52, 56, 60]
    static let title1: [CGFloat] = [25, 26, 27, 28, 30, 32, 34, 38, 43, 48, 53, 58]
    static let title2: [CGFloat] = [19, 20, 21, 22, 24, 26, 28, 34, 39, 44, 50, 56]
    static let title3: [CGFloat] = [17, 18, 19, 20, 22, 24, 26, 31, 37, 43, 49, 55]
    static let body: [CGFloat] = [14, 15, 16, 17, 19, 21, 23, 28, 33, 40, 47, 53]
    static let callout: [CGFloat] = [13, 14, 15, 16, 18, 20, 22, 26, 32, 38, 44, 51]
    static let subheadline: [CGFloat] = [12, 13, 14, 15, 17, 19, 21, 25, 30, 36, 42, 49]
    static let footnote: [CGFloat] = [12, 12, 12, 13, 15, 17, 19, 23, 27, 33, 38, 44]
    static let caption1: [CGFloat] = [11, 11, 11, 12, 14, 16, 18, 22, 26, 32, 37, 43]
    static let caption2: [CGFloat] = [11, 11, 11, 11, 13, 15, 17, 20, 24, 29, 34, 40]

    static func row(for style: UIFont.TextStyle) -> [CGFloat] {
        switch style {
        case .largeTitle: largeTitle
        case .title1: title1
        case .title2: title2
        case .title3: title3
        case .callout: callout
        case .subheadline: subheadline
        case .footnote: footnote
        case .caption1: caption1
        case .caption2: caption2
        default: body
        }
    }
}
