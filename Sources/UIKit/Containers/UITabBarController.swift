import HeadlessCore
import Foundation

/// A container that shows one of several view controllers, chosen by a tab.
///
/// Tabs load lazily: only the selected tab's view is loaded, when the tab bar controller
/// appears or the tab is selected. A switch on screen follows References §6: the
/// incoming tab's `viewWillAppear(_:)` comes first, then the outgoing one's
/// `viewWillDisappear(_:)` and `viewDidDisappear(_:)` (its view leaves the window at once),
/// then, after the incoming view's layout when the turn commits, its `viewDidAppear(_:)`.
/// Switches are not animated.
@preconcurrency @MainActor
open class UITabBarController: UIViewController {
    var tabs: [UIViewController] = []
    var selection = 0
    /// The tab whose view is in the tab bar controller's view.
    var shownTab: UIViewController?
    var reconcileDeferred = false

    /// The object asked before a tap selects a tab and told after.
    open weak var delegate: UITabBarControllerDelegate?

    /// Creates a tab bar controller with no tabs.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a tab bar controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: Tabs (UITabBarController+Selection.swift)

    /// The tabs' controllers, in tab order. Setting it is ``setViewControllers(_:animated:)``
    /// without animation.
    open var viewControllers: [UIViewController]? {
        get { tabs.isEmpty ? nil : tabs }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the tabs. The selected controller stays selected if it is still a tab;
    /// otherwise the first tab is selected.
    open func setViewControllers(_ viewControllers: [UIViewController]?, animated: Bool) {
        setTabsMechanism(viewControllers ?? [])
    }

    /// The selected tab's controller. Setting a controller that is not a tab is an error.
    open var selectedViewController: UIViewController? {
        get { tabs.indices.contains(selection) ? tabs[selection] : nil }
        set { selectViewControllerMechanism(newValue) }
    }

    /// The index of the selected tab. An index outside the tabs is reported and ignored.
    open var selectedIndex: Int {
        get { selection }
        set { selectIndexMechanism(newValue) }
    }

    // MARK: The bar (Chrome/UITabBarController+Bar.swift)

    var storedTabBar: UITabBar?

    /// The tab bar: a subview of the view, one item per tab.
    open var tabBar: UITabBar { tabBarMechanism }

    var storedMoreNavigationController: UINavigationController?

    /// The navigation controller of the More tab, which lists the tabs beyond the fourth
    /// when there are more than five (made on first use; the device does not show it yet).
    open var moreNavigationController: UINavigationController { moreNavigationControllerMechanism }

    /// The tabs the user may rearrange from the More list.
    open var customizableViewControllers: [UIViewController]?

    // MARK: Appearance

    override func childrenReceivingAppearance() -> [UIViewController] { appearanceChildren() }

    override var managesChildAppearanceThroughWindow: Bool { false }

    // MARK: Layout (UIView+ContainerLayout.swift)

    override func layOutChildViews(in view: UIView) {
        view.fillWithChildViews(of: self)
        layOutTabBar(in: view)
    }

    // MARK: Container hooks (UIViewController.swift)

    override var visibleChildren: [UIViewController] { shownTab.map { [$0] } ?? [] }

    override func showsChild(_ child: UIViewController) -> Bool { selectedViewController === child }

    override func containerList(holding child: UIViewController) -> String? { isTab(child) ? "tabs" : nil }

    override func forgetChild(_ child: UIViewController) { forget(child) }

    override var barCoverage: UIEdgeInsets? { ownBarCoverage }

    /// An unwind to one of the tabs selects it.
    override func unwindMechanism(towards child: UIViewController, animated: Bool) {
        if let index = tabs.firstIndex(identicalTo: child), selectedIndex != index {
            selectedIndex = index
        }
    }
}
