import HeadlessCore
import Foundation

/// The look of a tab bar: background, and its items' looks per layout. Stored: nothing is drawn.
@preconcurrency @MainActor
open class UITabBarAppearance: UIBarAppearance {
    /// The items' look when the title is under the icon (iPhone portrait).
    open var stackedLayoutAppearance = UITabBarItemAppearance(style: .stacked)
    /// The items' look when the title is beside the icon (iPad).
    open var inlineLayoutAppearance = UITabBarItemAppearance(style: .inline)
    /// The items' look when the title is beside the icon in a compact bar (iPhone landscape).
    open var compactInlineLayoutAppearance = UITabBarItemAppearance(style: .compactInline)
    /// The colour of the selection indicator.
    open var selectionIndicatorTintColor: UIColor?
    /// The image of the selection indicator.
    open var selectionIndicatorImage: UIImage?
}

/// The look of tab bar items in each state.
@preconcurrency @MainActor
open class UITabBarItemAppearance: NSObject {
    /// How items lay out their title and icon.
    public enum Style: Int, Sendable, Hashable {
        /// The title under the icon.
        case stacked = 0
        /// The title beside the icon.
        case inline = 1
        /// The title beside the icon, in a compact bar.
        case compactInline = 2
    }

    /// The look of an unselected item.
    open var normal = UITabBarItemStateAppearance()
    /// The look of the selected item.
    open var selected = UITabBarItemStateAppearance()
    /// The look of a disabled item.
    open var disabled = UITabBarItemStateAppearance()
    /// The look of a focused item.
    open var focused = UITabBarItemStateAppearance()

    /// Creates the stacked look.
    public override convenience init() {
        self.init(style: .stacked)
    }

    /// Creates the look of a layout style.
    public init(style: UITabBarItemAppearance.Style) {
        super.init()
    }

    /// Resets to the default look of a layout style.
    open func configureWithDefault(for style: UITabBarItemAppearance.Style) {
        normal = UITabBarItemStateAppearance()
        selected = UITabBarItemStateAppearance()
        disabled = UITabBarItemStateAppearance()
        focused = UITabBarItemStateAppearance()
    }
}

/// The look of a tab bar item in one state.
@preconcurrency @MainActor
open class UITabBarItemStateAppearance: NSObject {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The icon's colour.
    open var iconColor: UIColor?
    /// The badge's background colour.
    open var badgeBackgroundColor: UIColor?
    /// The badge text's attributes.
    open var badgeTextAttributes: [NSAttributedString.Key: Any] = [:]
}
