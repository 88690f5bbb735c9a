import HeadlessCore
import Foundation

/// The content of a list cell, header or footer: an image, a text and a secondary text, with
/// the standard styles of iOS lists.
public struct UIListContentConfiguration: Hashable {
    /// How a text looks.
    public struct TextProperties: Hashable {
        /// How the text is transformed before it is shown.
        public enum TextTransform: Int, Sendable, Hashable {
            case none, capitalized, lowercase, uppercase
        }
        /// The font.
        public var font: UIFont
        /// The colour.
        public var color: UIColor
        /// The alignment.
        public var alignment: NSTextAlignment = .natural
        /// The most lines shown; 0 for no limit.
        public var numberOfLines = 0
        /// How lines break.
        public var lineBreakMode: NSLineBreakMode = .byTruncatingTail
        /// The case transformation.
        public var transform: TextTransform = .none
        /// Whether the font shrinks to fit.
        public var adjustsFontSizeToFitWidth = false
        /// The smallest scale the font shrinks to.
        public var minimumScaleFactor: CGFloat = 0
        /// Whether the font follows the content size category.
        public var adjustsFontForContentSizeCategory = true
        /// Changes the colour before it is shown.
        public var colorTransformer: UIConfigurationColorTransformer?

        /// The colour shown: ``color`` through ``colorTransformer``.
        public func resolvedColor() -> UIColor { colorTransformer?(color) ?? color }

        nonisolated public static func == (lhs: TextProperties, rhs: TextProperties) -> Bool {
            lhs.font == rhs.font && lhs.color == rhs.color && lhs.alignment == rhs.alignment
                && lhs.numberOfLines == rhs.numberOfLines && lhs.lineBreakMode == rhs.lineBreakMode
                && lhs.transform == rhs.transform && lhs.adjustsFontSizeToFitWidth == rhs.adjustsFontSizeToFitWidth
                && lhs.minimumScaleFactor == rhs.minimumScaleFactor
                && lhs.adjustsFontForContentSizeCategory == rhs.adjustsFontForContentSizeCategory
        }

        nonisolated public func hash(into hasher: inout Hasher) {
            hasher.combine(font)
            hasher.combine(color)
            hasher.combine(numberOfLines)
        }

        init(font: UIFont, color: UIColor) {
            self.font = font
            self.color = color
        }

        /// `text` after ``transform``.
        func transformed(_ text: String) -> String {
            switch transform {
            case .none: text
            case .capitalized: text.capitalized
            case .lowercase: text.lowercased()
            case .uppercase: text.uppercased()
            }
        }
    }

    /// How the image looks.
    public struct ImageProperties: Hashable {
        /// The tint colour of a template image.
        public var tintColor: UIColor?
        /// The largest size the image is shown at; zero for no limit.
        public var maximumSize: CGSize = .zero
        /// The size reserved for the image, so texts line up across cells.
        public var reservedLayoutSize: CGSize = .zero
        /// The image's corner radius.
        public var cornerRadius: CGFloat = 0
        /// Whether the image takes the accessibility content size's scale.
        public var accessibilityIgnoresInvertColors = false
        /// The standard dimension, for ``reservedLayoutSize``.
        public static let standardDimension: CGFloat = -CGFloat.greatestFiniteMagnitude
        /// The symbol configuration a symbol image is shown with.
        public var preferredSymbolConfiguration: UIImage.SymbolConfiguration?
        /// Changes the tint colour before it is shown.
        public var tintColorTransformer: UIConfigurationColorTransformer?

        /// The tint shown for a view whose tint is `tintColor`: ``tintColor`` when set, else
        /// that one, through ``tintColorTransformer``.
        public func resolvedTintColor(for tintColor: UIColor) -> UIColor {
            let base = self.tintColor ?? tintColor
            return tintColorTransformer?(base) ?? base
        }

        nonisolated public static func == (lhs: ImageProperties, rhs: ImageProperties) -> Bool {
            lhs.tintColor == rhs.tintColor && lhs.maximumSize == rhs.maximumSize
                && lhs.reservedLayoutSize == rhs.reservedLayoutSize && lhs.cornerRadius == rhs.cornerRadius
        }

        nonisolated public func hash(into hasher: inout Hasher) {
            hasher.combine(tintColor)
            hasher.combine(cornerRadius)
        }
    }

    /// The image.
    public var image: UIImage?
    /// The properties of the image.
    public var imageProperties = ImageProperties()
    /// The primary text.
    public var text: String?
    /// The primary text with attributes; when set, ``text`` is its string.
    public var attributedText: NSAttributedString?
    /// The properties of the primary text.
    public var textProperties: TextProperties
    /// The secondary text.
    public var secondaryText: String?
    /// The secondary text with attributes.
    public var secondaryAttributedText: NSAttributedString?
    /// The properties of the secondary text.
    public var secondaryTextProperties: TextProperties
    /// The margins around the content.
    public var directionalLayoutMargins: NSDirectionalEdgeInsets
    /// The axes along which the content view keeps its superview's margins.
    public var axesPreservingSuperviewLayoutMargins: UIAxis = [.horizontal]
    /// Whether the texts sit side by side (value cells) rather than stacked.
    public var prefersSideBySideTextAndSecondaryText = false
    /// The space between the image and the texts.
    public var imageToTextPadding: CGFloat = 16
    /// The vertical space between the texts when stacked.
    public var textToSecondaryTextVerticalPadding: CGFloat = 3
    /// The horizontal space between the texts when side by side.
    public var textToSecondaryTextHorizontalPadding: CGFloat = 8

    /// The style the configuration was made with, for traces.
    var styleName: String
    /// Whether the configuration is one of the header styles (`header()`, `groupedHeader()`,
    /// `sidebarHeader()`, the prominent inset-grouped headers).
    var isHeader: Bool { styleName.hasSuffix("Header") }

    init(style: String, font: UIFont, secondaryFont: UIFont, color: UIColor = .label,
         secondaryColor: UIColor = .gray, margins: NSDirectionalEdgeInsets) {
        styleName = style
        textProperties = TextProperties(font: font, color: color)
        secondaryTextProperties = TextProperties(font: secondaryFont, color: secondaryColor)
        directionalLayoutMargins = margins
    }

    private static let cellMargins = NSDirectionalEdgeInsets(top: 11, leading: 16, bottom: 11, trailing: 16)
    private static let headerMargins = NSDirectionalEdgeInsets(top: 6, leading: 16, bottom: 6, trailing: 16)

    /// A cell with a text.
    public static func cell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "cell", font: .systemFont(ofSize: 17), secondaryFont: .systemFont(ofSize: 15),
                                   margins: cellMargins)
    }
    /// A cell with a text above a smaller secondary text.
    public static func subtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "subtitleCell", font: .systemFont(ofSize: 17),
                                   secondaryFont: .systemFont(ofSize: 15), margins: cellMargins)
    }
    /// A cell with a text and a secondary text on the trailing side.
    public static func valueCell() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: "valueCell", font: .systemFont(ofSize: 17),
                                                       secondaryFont: .systemFont(ofSize: 17), margins: cellMargins)
        configuration.prefersSideBySideTextAndSecondaryText = true
        return configuration
    }
    /// A header of a plain list.
    public static func plainHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "plainHeader", font: .boldSystemFont(ofSize: 17),
                                   secondaryFont: .systemFont(ofSize: 15), margins: headerMargins)
    }
    /// A footer of a plain list.
    public static func plainFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "plainFooter", font: .systemFont(ofSize: 15),
                                   secondaryFont: .systemFont(ofSize: 15), color: .gray, margins: headerMargins)
    }
    /// A header of a grouped list.
    public static func groupedHeader() -> UIListContentConfiguration {
        var configuration = UIListContentConfiguration(style: "groupedHeader", font: .systemFont(ofSize: 13),
                                                       secondaryFont: .systemFont(ofSize: 13), color: .gray,
                                                       margins: headerMargins)
        configuration.textProperties.transform = .uppercase
        return configuration
    }
    /// A footer of a grouped list.
    public static func groupedFooter() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "groupedFooter", font: .systemFont(ofSize: 13),
                                   secondaryFont: .systemFont(ofSize: 13), color: .gray, margins: headerMargins)
    }
    /// A prominent header of an inset grouped list.
    public static func prominentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "prominentInsetGroupedHeader", font: .boldSystemFont(ofSize: 20),
                                   secondaryFont: .systemFont(ofSize: 15), margins: headerMargins)
    }
    /// An extra prominent header of an inset grouped list.
    public static func extraProminentInsetGroupedHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "extraProminentInsetGroupedHeader", font: .boldSystemFont(ofSize: 22),
                                   secondaryFont: .systemFont(ofSize: 15), margins: headerMargins)
    }
    /// A sidebar cell.
    public static func sidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "sidebarCell", font: .systemFont(ofSize: 17),
                                   secondaryFont: .systemFont(ofSize: 15), margins: cellMargins)
    }
    /// A sidebar cell with a secondary text below.
    public static func sidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "sidebarSubtitleCell", font: .systemFont(ofSize: 17),
                                   secondaryFont: .systemFont(ofSize: 15), margins: cellMargins)
    }
    /// A sidebar cell that accompanies another column.
    public static func accompaniedSidebarCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "accompaniedSidebarCell", font: .systemFont(ofSize: 17),
                                   secondaryFont: .systemFont(ofSize: 15), margins: cellMargins)
    }
    /// A sidebar cell with a secondary text that accompanies another column.
    public static func accompaniedSidebarSubtitleCell() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "accompaniedSidebarSubtitleCell", font: .systemFont(ofSize: 17),
                                   secondaryFont: .systemFont(ofSize: 15), margins: cellMargins)
    }
    /// A sidebar header.
    public static func sidebarHeader() -> UIListContentConfiguration {
        UIListContentConfiguration(style: "sidebarHeader", font: .boldSystemFont(ofSize: 15),
                                   secondaryFont: .systemFont(ofSize: 13), color: .gray, margins: headerMargins)
    }
    /// A header that takes the list's appearance.
    public static func header() -> UIListContentConfiguration { plainHeader() }
    /// A footer that takes the list's appearance.
    public static func footer() -> UIListContentConfiguration { plainFooter() }

    /// The primary text shown: the attributed text's string or ``text``, transformed.
    var displayedText: String? { (attributedText?.string ?? text).map(textProperties.transformed) }
    /// The secondary text shown.
    var displayedSecondaryText: String? {
        (secondaryAttributedText?.string ?? secondaryText).map(secondaryTextProperties.transformed)
    }

    nonisolated public static func == (lhs: UIListContentConfiguration, rhs: UIListContentConfiguration) -> Bool {
        lhs.styleName == rhs.styleName && lhs.text == rhs.text && lhs.secondaryText == rhs.secondaryText
            && lhs.attributedText?.string == rhs.attributedText?.string
            && lhs.secondaryAttributedText?.string == rhs.secondaryAttributedText?.string
            && lhs.image === rhs.image && lhs.imageProperties == rhs.imageProperties
            && lhs.textProperties == rhs.textProperties && lhs.secondaryTextProperties == rhs.secondaryTextProperties
            && lhs.directionalLayoutMargins == rhs.directionalLayoutMargins
            && lhs.prefersSideBySideTextAndSecondaryText == rhs.prefersSideBySideTextAndSecondaryText
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(styleName)
        hasher.combine(text)
        hasher.combine(secondaryText)
    }
}

/// The conformance is declared apart, so that only its two members take the main actor and the
/// value itself (its `==` and hashing) stays usable anywhere.
extension UIListContentConfiguration: UIContentConfiguration {
    /// Makes a ``UIListContentView`` showing the configuration.
    public func makeContentView() -> UIView & UIContentView { UIListContentView(configuration: self) }

    /// The configuration for a state: unchanged, except that a sidebar cell's texts turn white
    /// when it is selected.
    public func updated(for state: UIConfigurationState) -> UIListContentConfiguration {
        var updated = self
        if styleName.hasPrefix("sidebar"), let cell = state as? UICellConfigurationState, cell.isSelected {
            updated.textProperties.color = .white
            updated.secondaryTextProperties.color = .white
        }
        return updated
    }
}
