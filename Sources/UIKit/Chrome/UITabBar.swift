import HeadlessCore
import Foundation

/// The bar at the bottom of a tab bar controller's view: one item per tab.
///
/// A tab bar controller's bar is a subview of its view, in front of the content, 49 points
/// high plus the screen's bottom safe-area inset (the home indicator: 34 points on Face ID
/// iPhones in portrait, none on Home-button models), so the content's safe area ends above
/// it. It hides when ``isHidden`` is set, and while the selected navigation controller shows
/// a controller with ``UIViewController/hidesBottomBarWhenPushed``.
@preconcurrency @MainActor
open class UITabBar: UIView {
    /// The height of the bar above the home indicator.
    static let standardHeight: CGFloat = 49

    /// The tab bar controller that owns the bar, whose tabs give the items.
    @Handled var tabBarController: UITabBarController? = nil
    var storedItems: [UITabBarItem] = []
    var storedSelectedItem: UITabBarItem?

    /// The bar's background image (stored; nothing is drawn).
    open var backgroundImage: UIImage?
    /// The line above the bar; nil for the default one (stored; nothing is drawn).
    open var shadowImage: UIImage?
    /// The image behind the selected item (stored; nothing is drawn).
    open var selectionIndicatorImage: UIImage?
    /// The bar's background tint.
    open var barTintColor: UIColor? {
        didSet { noteAppearanceSet("barTintColor") { [barTintColor] in ($0 as? UITabBar)?.barTintColor = barTintColor } }
    }
    /// The tint of unselected items.
    open var unselectedItemTintColor: UIColor? {
        didSet { noteAppearanceSet("unselectedItemTintColor") { [unselectedItemTintColor] in ($0 as? UITabBar)?.unselectedItemTintColor = unselectedItemTintColor } }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true {
        didSet { noteAppearanceSet("isTranslucent") { [isTranslucent] in ($0 as? UITabBar)?.isTranslucent = isTranslucent } }
    }
    /// The bar's style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearanceSet("barStyle") { [barStyle] in ($0 as? UITabBar)?.barStyle = barStyle } }
    }
    /// The bar's look (stored; nothing is drawn).
    open var standardAppearance = UITabBarAppearance() {
        didSet { noteAppearanceSet("standardAppearance") { [standardAppearance] in ($0 as? UITabBar)?.standardAppearance = standardAppearance } }
    }
    /// The bar's look when the content is scrolled to its bottom edge.
    open var scrollEdgeAppearance: UITabBarAppearance? {
        didSet { noteAppearanceSet("scrollEdgeAppearance") { [scrollEdgeAppearance] in ($0 as? UITabBar)?.scrollEdgeAppearance = scrollEdgeAppearance } }
    }

    /// Hiding the bar gives the tabs' content its space (their safe area grows).
    open override var isHidden: Bool {
        didSet { if isHidden != oldValue { tabBarController?.barsDidChange() } }
    }

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items, in tab order: the tab bar items of the owning controller's tabs, or the
    /// items set on a bar the app made.
    open var items: [UITabBarItem]? {
        get {
            if let tabBarController { return tabBarController.tabs.map { $0.tabBarItem } }
            return storedItems.isEmpty ? nil : storedItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items of a bar the app made. A tab bar controller's bar takes its items
    /// from the tabs: setting them there is reported and ignored, as UIKit raises for it.
    open func setItems(_ items: [UITabBarItem]?, animated: Bool) {
        guard let tabBarController else {
            storedItems = items ?? []
            return
        }
        runtime.report(.error, .tabBarItemsManaged,
                       "setItems(_:animated:) on the tab bar of \(tabBarController.traceName): a tab bar controller's bar shows the tabBarItem of each of its view controllers. Set each controller's tabBarItem, or call setViewControllers(_:animated:); the items were not changed.",
                       about: tabBarController)
    }

    /// The selected item.
    open var selectedItem: UITabBarItem? {
        get {
            if let tabBarController { return tabBarController.selectedViewController?.tabBarItem }
            return storedSelectedItem
        }
        set {
            guard let tabBarController else {
                storedSelectedItem = newValue
                return
            }
            runtime.report(.error, .tabBarItemsManaged,
                           "selectedItem on the tab bar of \(tabBarController.traceName): set selectedIndex or selectedViewController on the tab bar controller instead; the selection was not changed.",
                           about: tabBarController)
        }
    }
}
