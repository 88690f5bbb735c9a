import HeadlessCore
import Foundation

/// The bar at the top of a navigation controller's view: the top item's title and bar
/// button items, and a back button leading to the previous item.
///
/// A navigation controller's bar is a subview of its view, in front of the content, placed
/// under the status bar (at the top of the view's safe area), 44 points high, or 96 with
/// ``prefersLargeTitles`` (unless the top item's `largeTitleDisplayMode` is `.never`). While
/// it shows, the content's safe area starts below it. Its items are the navigation items of
/// the controllers in the stack; a bar made by the app keeps its own items.
@preconcurrency @MainActor
open class UINavigationBar: UIView {
    /// The height of the bar with a standard title.
    static let standardHeight: CGFloat = 44
    /// The height of the bar with a large title.
    static let largeTitleHeight: CGFloat = 96

    /// The navigation controller that owns the bar, whose stack gives the items.
    @Handled var navigationController: UINavigationController? = nil
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var storedItems: [UINavigationItem] = []

    /// The line under the bar; nil for the default one (stored; nothing is drawn).
    open var shadowImage: UIImage?
    /// The image of the back indicator (stored).
    open var backIndicatorImage: UIImage?
    /// The mask of the back indicator while it moves (stored).
    open var backIndicatorTransitionMaskImage: UIImage?
    /// The bar's background images, per bar position and metrics (References §56.1).
    var backgroundImages: [Int: ControlStateImages] = [:]

    /// Sets the background image for bar metrics, at any position.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barMetrics: UIBarMetrics) {
        setBackgroundImage(backgroundImage, for: .any, barMetrics: barMetrics)
    }

    /// The background image for bar metrics, at any position (compact falls back to `.default`).
    open func backgroundImage(for barMetrics: UIBarMetrics) -> UIImage? { backgroundImage(for: .any, barMetrics: barMetrics) }

    /// Sets the background image for a bar position and bar metrics.
    open func setBackgroundImage(_ backgroundImage: UIImage?, for barPosition: UIBarPosition, barMetrics: UIBarMetrics) {
        backgroundImages[barPosition.rawValue, default: ControlStateImages()]
            .set(backgroundImage, for: UIControl.State.normal, metrics: barMetrics)
    }

    /// The background image for a position and metrics, else the one set for `.any` position.
    open func backgroundImage(for barPosition: UIBarPosition, barMetrics: UIBarMetrics) -> UIImage? {
        backgroundImages[barPosition.rawValue]?.image(for: UIControl.State.normal, metrics: barMetrics)
            ?? backgroundImages[UIBarPosition.any.rawValue]?.image(for: UIControl.State.normal, metrics: barMetrics)
    }

    /// Whether the bar shows large titles.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var prefersLargeTitles = false {
        didSet { if prefersLargeTitles != oldValue { navigationController?.barsDidChange() } }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true {
        didSet { noteAppearanceSet("isTranslucent") { [isTranslucent] in ($0 as? UINavigationBar)?.isTranslucent = isTranslucent } }
    }
    /// The bar's background tint.
    open var barTintColor: UIColor? {
        didSet { noteAppearanceSet("barTintColor") { [barTintColor] in ($0 as? UINavigationBar)?.barTintColor = barTintColor } }
    }
    /// The bar's style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearanceSet("barStyle") { [barStyle] in ($0 as? UINavigationBar)?.barStyle = barStyle } }
    }
    /// The attributes of the title's text.
    open var titleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { noteAppearanceSet("titleTextAttributes") { [titleTextAttributes] in ($0 as? UINavigationBar)?.titleTextAttributes = titleTextAttributes } }
    }
    /// The attributes of large titles' text.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any]? {
        didSet { noteAppearanceSet("largeTitleTextAttributes") { [largeTitleTextAttributes] in ($0 as? UINavigationBar)?.largeTitleTextAttributes = largeTitleTextAttributes } }
    }
    /// The bar's look at standard height (stored; nothing is drawn).
    open var standardAppearance = UINavigationBarAppearance() {
        didSet { noteAppearanceSet("standardAppearance") { [standardAppearance] in ($0 as? UINavigationBar)?.standardAppearance = standardAppearance } }
    }
    /// The bar's look at compact height.
    open var compactAppearance: UINavigationBarAppearance? {
        didSet { noteAppearanceSet("compactAppearance") { [compactAppearance] in ($0 as? UINavigationBar)?.compactAppearance = compactAppearance } }
    }
    /// The bar's look when the content is scrolled to its top edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { noteAppearanceSet("scrollEdgeAppearance") { [scrollEdgeAppearance] in ($0 as? UINavigationBar)?.scrollEdgeAppearance = scrollEdgeAppearance } }
    }
    /// The bar's look at compact height when the content is scrolled to its top edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance? {
        didSet { noteAppearanceSet("compactScrollEdgeAppearance") { [compactScrollEdgeAppearance] in ($0 as? UINavigationBar)?.compactScrollEdgeAppearance = compactScrollEdgeAppearance } }
    }

    /// Hiding the bar directly (`navigationBar.isHidden = true`) is hiding it through the
    /// navigation controller: the content's safe area grows in the next layout.
    open override var isHidden: Bool {
        didSet {
            guard isHidden != oldValue, let navigationController else { return }
            navigationController.navigationBarHidden = isHidden
            navigationController.barsDidChange()
        }
    }

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items, bottom first: the navigation items of the owning controller's stack, or the
    /// items set on a bar the app made.
    open var items: [UINavigationItem]? {
        get {
            if let navigationController { return navigationController.stack.map(\.navigationItem) }
            return storedItems.isEmpty ? nil : storedItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items of a bar the app made. A navigation controller's bar takes its items
    /// from the stack: setting them there is reported and ignored, as UIKit raises for it.
    open func setItems(_ items: [UINavigationItem]?, animated: Bool) {
        guard let navigationController else {
            storedItems = items ?? []
            return
        }
        runtime.report(.error, .navigationBarItemsManaged,
                       "setItems(_:animated:) on the navigation bar of \(navigationController.traceName): a navigation controller's bar shows the navigation items of its view controllers. Set each controller's navigationItem, or push and pop controllers; the items were not changed.",
                       about: navigationController)
    }

    /// The item on top.
    open var topItem: UINavigationItem? {
        if let navigationController { return navigationController.stack.last?.navigationItem }
        return storedItems.last
    }

    /// The item under the top one, whose title the back button shows.
    open var backItem: UINavigationItem? {
        if let navigationController {
            let stack = navigationController.stack
            return stack.count > 1 ? stack[stack.count - 2].navigationItem : nil
        }
        return storedItems.count > 1 ? storedItems[storedItems.count - 2] : nil
    }

    /// Pushes an item onto a bar the app made.
    open func pushItem(_ item: UINavigationItem, animated: Bool) {
        guard navigationController == nil else {
            setItems(nil, animated: animated)
            return
        }
        storedItems.append(item)
    }

    /// Pops the top item of a bar the app made.
    @discardableResult
    open func popItem(animated: Bool) -> UINavigationItem? {
        guard navigationController == nil else {
            setItems(nil, animated: animated)
            return nil
        }
        return storedItems.popLast()
    }

    /// The height the bar takes for its top item.
    /// A search controller's bar adds its height under the title, less what the content
    /// folded of it (``UINavigationItem/hidesSearchBarWhenScrolling``); while the search is
    /// active and hides the navigation bar, the bar is the search bar alone (References §30).
    var preferredHeight: CGFloat {
        let item = topItem
        let titleRow = titleRowHeight(for: item)
        guard let item, let search = item.searchController else { return titleRow }
        let searchHeight = searchBarHeight(search.searchBar)
        if search.isActive {
            return search.hidesNavigationBarDuringPresentation ? searchHeight : titleRow + searchHeight
        }
        return titleRow + item.searchBarReveal(fullHeight: searchHeight)
    }

    /// The height of the title row with `item` on top: standard, or large when the bar
    /// prefers large titles and the item allows them.
    func titleRowHeight(for item: UINavigationItem?) -> CGFloat {
        !prefersLargeTitles || item?.largeTitleDisplayMode == .never ? Self.standardHeight : Self.largeTitleHeight
    }

    /// The whole height of a search bar under the title, with its scope bar.
    func searchBarHeight(_ searchBar: UISearchBar) -> CGFloat {
        UISearchBar.heightInNavigationBar + (searchBar.isScopeBarShown ? UISearchBar.scopeBarHeight : 0)
    }

    /// Puts the top item's search bar (if any) at the bottom of the bar, and takes out the
    /// search bars of other items.
    /// A search bar set as the item's `titleView` (as apps did before iOS 11) goes in the
    /// title row.
    func placeSearchBar() {
        let item = topItem
        let wanted = item?.searchController?.searchBar
        let inTitle = item?.titleView as? UISearchBar
        for case let bar as UISearchBar in storedSubviews where bar !== wanted && bar !== inTitle {
            bar.removeFromSuperview()
        }
        if let inTitle {
            if inTitle.storedSuperview !== self { addSubview(inTitle) }
            inTitle.frame = CGRect(x: 0, y: 0, width: bounds.width, height: Self.standardHeight)
        }
        guard let wanted, wanted !== inTitle else { return }
        if wanted.storedSuperview !== self { addSubview(wanted) }
        // A search bar the content folded keeps its place under the title, cut to what shows.
        let height = min(searchBarHeight(wanted), bounds.height)
        let top = item?.searchController?.isActive == true ? max(0, bounds.height - height)
            : min(titleRowHeight(for: item), bounds.height)
        wanted.frame = CGRect(x: 0, y: top, width: bounds.width, height: min(height, bounds.height - top))
    }

    /// The back button's title as shown, or nil when no back button shows; `""` for a
    /// chevron with no text (`.minimal`).
    var backButtonTitle: String? {
        guard let top = topItem, !top.hidesBackButton, let back = backItem else { return nil }
        if let left = top.leftBarButtonItems, !left.isEmpty, !top.leftItemsSupplementBackButton { return nil }
        return back.backButtonTitleShown ?? ""
    }

    open override func sizeThatFits(_ size: CGSize) -> CGSize {
        CGSize(width: size.width, height: preferredHeight)
    }
}

/// The style of a bar.
public enum UIBarStyle: Int, Sendable, Hashable {
    /// The default, light style.
    case `default` = 0
    /// A dark style.
    case black = 1
}

extension UINavigationBar: AppearanceImagePainting {
    /// The background image for the bar's metrics, stretched over the bar, under its items: a
    /// navigation controller's bar is `.topAttached`, another `.top` (References §56.1).
    var appearanceImagePlacements: [AppearanceImagePlacement] {
        let metrics: UIBarMetrics = traitCollection.verticalSizeClass == .compact ? .compact : .default
        let position: UIBarPosition = navigationController != nil ? .topAttached : .top
        guard let image = backgroundImage(for: position, barMetrics: metrics) else { return [] }
        return [AppearanceImagePlacement(image: image, rect: bounds)]
    }
}
