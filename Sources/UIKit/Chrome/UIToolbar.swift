import HeadlessCore
import Foundation

/// A bar of bar button items, such as the one a navigation controller shows at the bottom of
/// its view when ``UINavigationController/isToolbarHidden`` is false, with the top
/// controller's ``UIViewController/toolbarItems``.
@preconcurrency @MainActor
open class UIToolbar: UIView {
    /// The height of the bar above the home indicator.
    static let standardHeight: CGFloat = 44

    /// The navigation controller that owns the bar, whose top controller gives the items.
    @Handled var navigationController: UINavigationController? = nil
    var storedItems: [UIBarButtonItem]?

    /// The bar's background tint.
    open var barTintColor: UIColor? {
        didSet { noteAppearanceSet("barTintColor") { [barTintColor] in ($0 as? UIToolbar)?.barTintColor = barTintColor } }
    }
    /// Whether the bar is translucent.
    open var isTranslucent = true {
        didSet { noteAppearanceSet("isTranslucent") { [isTranslucent] in ($0 as? UIToolbar)?.isTranslucent = isTranslucent } }
    }
    /// The bar's style.
    open var barStyle: UIBarStyle = .default {
        didSet { noteAppearanceSet("barStyle") { [barStyle] in ($0 as? UIToolbar)?.barStyle = barStyle } }
    }
    /// The bar's look (stored; nothing is drawn).
    open var standardAppearance = UIToolbarAppearance()
    /// The bar's look at compact height.
    open var compactAppearance: UIToolbarAppearance?
    /// The bar's look when the content is scrolled to its bottom edge.
    open var scrollEdgeAppearance: UIToolbarAppearance?

    /// Creates a bar.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a bar from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The items: the top controller's `toolbarItems` for a navigation controller's toolbar,
    /// else those set on the bar.
    open var items: [UIBarButtonItem]? {
        get {
            if let navigationController { return navigationController.topViewController?.toolbarItems }
            return storedItems
        }
        set { setItems(newValue, animated: false) }
    }

    /// Replaces the items.
    open func setItems(_ items: [UIBarButtonItem]?, animated: Bool) {
        if let navigationController, let top = navigationController.topViewController {
            top.setToolbarItems(items, animated: animated)
        } else {
            storedItems = items
        }
    }
}
