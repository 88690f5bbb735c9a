import HeadlessCore
import Foundation

/// What a navigation bar shows while a view controller is on top of a navigation stack: a
/// title (or title view), bar button items, and the back button that leads to the previous
/// controller.
///
/// Every view controller has one (``UIViewController/navigationItem``); setting the
/// controller's `title` sets the item's title too, as on iOS.
///
/// The back button shown under an item is titled from the *previous* item: its
/// ``backButtonTitle``, else its ``backBarButtonItem``'s title, else its ``title``, else
/// "Back"; the previous item's ``backButtonDisplayMode`` `.minimal` shows no text and
/// `.generic` shows "Back".
@preconcurrency @MainActor
open class UINavigationItem: NSObject {
    /// How the back button shows its title.
    public enum BackButtonDisplayMode: Int, Sendable, Hashable {
        /// The previous item's title (or "Back" when it does not fit).
        case `default` = 0
        /// "Back".
        case generic = 1
        /// No title: the chevron alone.
        case minimal = 2
    }

    /// When the bar shows a large title for the item.
    public enum LargeTitleDisplayMode: Int, Sendable, Hashable {
        /// As the previous item does.
        case automatic = 0
        /// Always large (when the bar prefers large titles).
        case always = 1
        /// Never large.
        case never = 2
        /// Inline.
        case inline = 3
    }

    /// The title shown in the middle of the bar.
    open var title: String?
    /// A view shown in place of the title.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var titleView: UIView?
    /// A line of text above the title.
    open var prompt: String?
    /// A second line under the title.
    open var subtitle: String?
    /// The item the next controller's back button shows, when this item is the previous one.
    open var backBarButtonItem: UIBarButtonItem?
    /// The title the next controller's back button shows, when this item is the previous one.
    open var backButtonTitle: String?
    /// How the next controller's back button shows its title, when this item is the previous one.
    open var backButtonDisplayMode: UINavigationItem.BackButtonDisplayMode = .default
    /// Whether the back button is hidden while this item is on top.
    open var hidesBackButton = false
    /// Whether the left items appear next to the back button rather than replace it.
    open var leftItemsSupplementBackButton = false
    /// The items on the leading side of the bar.
    open var leftBarButtonItems: [UIBarButtonItem]?
    /// The items on the trailing side of the bar, from the trailing edge inwards.
    open var rightBarButtonItems: [UIBarButtonItem]?
    /// When the bar shows a large title for the item.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var largeTitleDisplayMode: UINavigationItem.LargeTitleDisplayMode = .automatic
    /// Whether the search bar folds into the bar as the content scrolls down, showing only
    /// at the top of the content (References §30).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var hidesSearchBarWhenScrolling = true {
        didSet { if hidesSearchBarWhenScrolling != oldValue { owningController?.navigationController?.barsDidChange() } }
    }
    /// How much of the search bar the content left showing; nil: all of it.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var storedSearchBarReveal: CGFloat?
    /// The search controller whose search bar the navigation bar shows under the title while
    /// this item is on top (References §30).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var searchController: UISearchController? {
        didSet {
            guard searchController !== oldValue else { return }
            if oldValue?.hostNavigationItem === self { oldValue?.hostNavigationItem = nil }
            searchController?.hostNavigationItem = self
            owningController?.navigationController?.barsDidChange()
        }
    }
    /// The view controller whose item this is.
    @Handled var owningController: UIViewController? = nil
    /// The bar's look while this item is on top, at standard height (nil: the bar's own).
    open var standardAppearance: UINavigationBarAppearance?
    /// The bar's look while this item is on top, at compact height.
    open var compactAppearance: UINavigationBarAppearance?
    /// The bar's look while this item is on top and the content is at its top edge.
    open var scrollEdgeAppearance: UINavigationBarAppearance?
    /// The bar's look at compact height while this item is on top and the content is at its top edge.
    open var compactScrollEdgeAppearance: UINavigationBarAppearance?

    /// Creates an item with no title.
    public override init() {
        super.init()
    }

    /// Creates an item with a title.
    public convenience init(title: String) {
        self.init()
        self.title = title
    }

    /// Creates an item from an archive.
    public required init?(coder: NSCoder) {
        super.init()
    }

    /// The first leading item.
    open var leftBarButtonItem: UIBarButtonItem? {
        get { leftBarButtonItems?.first }
        set { leftBarButtonItems = newValue.map { [$0] } }
    }

    /// The first trailing item.
    open var rightBarButtonItem: UIBarButtonItem? {
        get { rightBarButtonItems?.first }
        set { rightBarButtonItems = newValue.map { [$0] } }
    }

    /// Hides or shows the back button.
    open func setHidesBackButton(_ hidesBackButton: Bool, animated: Bool) {
        self.hidesBackButton = hidesBackButton
    }

    /// Sets the leading items.
    open func setLeftBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        leftBarButtonItems = items
    }

    /// Sets the trailing items.
    open func setRightBarButtonItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        rightBarButtonItems = items
    }

    /// Sets the leading item.
    open func setLeftBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        leftBarButtonItem = item
    }

    /// Sets the trailing item.
    open func setRightBarButton(_ item: UIBarButtonItem?, animated: Bool) {
        rightBarButtonItem = item
    }

    /// The back button's title when this item is the previous one, or nil when it shows
    /// only the chevron (`.minimal`).
    var backButtonTitleShown: String? {
        switch backButtonDisplayMode {
        case .minimal: return nil
        case .generic: return "Back"
        case .default:
            if let backButtonTitle { return backButtonTitle }
            if let title = backBarButtonItem?.title { return title }
            if let title, !title.isEmpty { return title }
            return "Back"
        }
    }
}
