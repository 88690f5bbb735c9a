import HeadlessCore
import Foundation

/// The background of a cell, header or footer: a colour, a stroke, corners and an optional
/// custom view, with the standard list styles.
public struct UIBackgroundConfiguration: Hashable {
    /// A view shown inside the background.
    public var customView: UIView?
    /// The radius of the corners.
    public var cornerRadius: CGFloat = 0
    /// Insets of the background from the cell's edges.
    public var backgroundInsets = NSDirectionalEdgeInsets.zero
    /// The fill colour; `nil` for the tint colour.
    public var backgroundColor: UIColor?
    /// A transformation of the fill colour.
    public var backgroundColorTransformer: UIConfigurationColorTransformer?
    /// The image shown in the background.
    public var image: UIImage?
    /// The stroke colour; `nil` for the tint colour.
    public var strokeColor: UIColor?
    /// A transformation of the stroke colour.
    public var strokeColorTransformer: UIConfigurationColorTransformer?
    /// The stroke width.
    public var strokeWidth: CGFloat = 0
    /// How far the stroke extends outside the background.
    public var strokeOutset: CGFloat = 0

    /// The style the configuration was made with, for traces.
    var styleName: String

    init(style: String, backgroundColor: UIColor?) {
        styleName = style
        self.backgroundColor = backgroundColor
    }

    /// A plain list cell: the system background, the tint colour when selected.
    public static func listPlainCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listPlainCell", backgroundColor: .systemBackground)
    }
    /// A grouped list cell.
    public static func listGroupedCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listGroupedCell", backgroundColor: .systemBackground)
    }
    /// A sidebar cell.
    public static func listSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listSidebarCell", backgroundColor: .clear)
    }
    /// A sidebar cell that accompanies another column.
    public static func listAccompaniedSidebarCell() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listAccompaniedSidebarCell", backgroundColor: .clear)
    }
    /// A header or footer of a plain list.
    public static func listPlainHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listPlainHeaderFooter", backgroundColor: .secondarySystemBackground)
    }
    /// A header or footer of a grouped list.
    public static func listGroupedHeaderFooter() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listGroupedHeaderFooter", backgroundColor: .clear)
    }
    /// A sidebar header.
    public static func listSidebarHeader() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "listSidebarHeader", backgroundColor: .clear)
    }
    /// A list cell that takes the list's appearance.
    public static func listCell() -> UIBackgroundConfiguration { listPlainCell() }
    /// A list header that takes the list's appearance.
    public static func listHeader() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    /// A list footer that takes the list's appearance.
    public static func listFooter() -> UIBackgroundConfiguration { listPlainHeaderFooter() }
    /// No background.
    public static func clear() -> UIBackgroundConfiguration {
        UIBackgroundConfiguration(style: "clear", backgroundColor: .clear)
    }

    /// The fill colour after the transformer, with `tintColor` for a `nil` colour.
    public func resolvedBackgroundColor(for tintColor: UIColor) -> UIColor {
        let color = backgroundColor ?? tintColor
        return backgroundColorTransformer.map { $0(color) } ?? color
    }

    /// The stroke colour after the transformer, with `tintColor` for a `nil` colour.
    public func resolvedStrokeColor(for tintColor: UIColor) -> UIColor {
        let color = strokeColor ?? tintColor
        return strokeColorTransformer.map { $0(color) } ?? color
    }

    /// The configuration for a state: list cells take the tint colour when selected and a
    /// grey when highlighted, as on iOS; a configuration whose colour the app set keeps it.
    public func updated(for state: UIConfigurationState) -> UIBackgroundConfiguration {
        var updated = self
        guard styleName.hasPrefix("list"), styleName.hasSuffix("Cell"),
              let cell = state as? UICellConfigurationState else { return updated }
        if cell.isSelected {
            updated.backgroundColor = styleName.contains("Sidebar") ? .systemBlue : .lightGray
        } else if cell.isHighlighted {
            updated.backgroundColor = .lightGray
        } else {
            updated.backgroundColor = Self(style: styleName, backgroundColor: nil).defaultColor
        }
        return updated
    }

    private var defaultColor: UIColor {
        switch styleName {
        case "listPlainCell", "listGroupedCell": .systemBackground
        default: .clear
        }
    }

    nonisolated public static func == (lhs: UIBackgroundConfiguration, rhs: UIBackgroundConfiguration) -> Bool {
        lhs.styleName == rhs.styleName && lhs.customView === rhs.customView && lhs.cornerRadius == rhs.cornerRadius
            && lhs.backgroundInsets == rhs.backgroundInsets && lhs.backgroundColor == rhs.backgroundColor
            && lhs.image === rhs.image && lhs.strokeColor == rhs.strokeColor && lhs.strokeWidth == rhs.strokeWidth
            && lhs.strokeOutset == rhs.strokeOutset
    }

    nonisolated public func hash(into hasher: inout Hasher) {
        hasher.combine(styleName)
        hasher.combine(backgroundColor)
        hasher.combine(cornerRadius)
    }
}
