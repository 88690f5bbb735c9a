// The chrome as iOS apps write it (issue 14): navigation items, bar button items, tab bar
// items, alerts and action sheets, compiled with `import UIKit` alone in Swift 6 mode
// (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit

/// A list screen configuring its navigation item the way the surveyed apps do.
final class ChromeListViewController: UIViewController {
    var events: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Items"
        navigationItem.largeTitleDisplayMode = .always
        navigationItem.backButtonTitle = "List"
        navigationItem.backButtonDisplayMode = .minimal
        navigationItem.rightBarButtonItems = [
            UIBarButtonItem(barButtonSystemItem: .add, target: self, action: Selector(("addItem:"))),
            UIBarButtonItem(title: "Sort", image: nil, primaryAction: UIAction { [weak self] _ in self?.events.append("sort") },
                            menu: UIMenu(title: "Sort by", children: [UIAction(title: "Name") { _ in }])),
        ]
        navigationItem.leftBarButtonItem = editButtonItem
        navigationItem.leftItemsSupplementBackButton = true
        toolbarItems = [.flexibleSpace(), UIBarButtonItem.fixedSpace(8),
                        UIBarButtonItem(image: UIImage(systemName: "trash"), style: .plain, target: nil, action: nil)]
        tabBarItem = UITabBarItem(title: "Items", image: UIImage(systemName: "list.bullet"), selectedImage: nil)
        tabBarItem.badgeValue = "2"
        hidesBottomBarWhenPushed = false
        navigationController?.navigationBar.prefersLargeTitles = true
        navigationController?.setToolbarHidden(false, animated: false)
    }

    override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        events.append("editing \(editing)")
    }

    func confirmDeletion(from item: UIBarButtonItem) {
        let alert = UIAlertController(title: "Delete?", message: "This cannot be undone.", preferredStyle: .actionSheet)
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] action in
            self?.events.append(action.title ?? "")
        })
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel, handler: nil))
        alert.popoverPresentationController?.barButtonItem = item
        alert.popoverPresentationController?.permittedArrowDirections = [.up, .down]
        present(alert, animated: true, completion: nil)
    }

    func askName() {
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        let ok = UIAlertAction(title: "OK", style: .default)
        ok.isEnabled = false
        alert.addAction(ok)
        alert.preferredAction = ok
        present(alert, animated: true)
    }
}

/// A tab bar controller built in code.
@MainActor
func makeChromeTabs() -> UITabBarController {
    let tabs = UITabBarController()
    let list = UINavigationController(rootViewController: ChromeListViewController())
    list.navigationBar.isTranslucent = false
    list.isNavigationBarHidden = false
    list.hidesBarsOnSwipe = true
    let favourites = UIViewController()
    favourites.tabBarItem = UITabBarItem(tabBarSystemItem: .favorites, tag: 1)
    tabs.setViewControllers([list, favourites], animated: false)
    tabs.tabBar.isTranslucent = false
    tabs.tabBar.unselectedItemTintColor = .gray
    return tabs
}

/// Bar appearances as apps configure them since iOS 13.
@MainActor
func styleBars(of navigation: UINavigationController, tabs: UITabBarController) {
    let appearance = UINavigationBarAppearance()
    appearance.configureWithOpaqueBackground()
    appearance.backgroundColor = .systemBackground
    // (`.foregroundColor` and the other text attribute keys come with the text area's work.)
    appearance.titleTextAttributes = [:]
    appearance.largeTitleTextAttributes = [:]
    appearance.buttonAppearance.normal.titleTextAttributes = [:]
    navigation.navigationBar.standardAppearance = appearance
    navigation.navigationBar.scrollEdgeAppearance = appearance
    navigation.navigationBar.compactAppearance = appearance
    navigation.topViewController?.navigationItem.standardAppearance = appearance
    let tabAppearance = UITabBarAppearance()
    tabAppearance.configureWithTransparentBackground()
    tabAppearance.stackedLayoutAppearance.selected.iconColor = .blue
    tabAppearance.stackedLayoutAppearance.normal.badgeBackgroundColor = .red
    tabs.tabBar.standardAppearance = tabAppearance
    if #available(iOS 15.0, *) {
        tabs.tabBar.scrollEdgeAppearance = tabAppearance
    }
    let toolbarAppearance = UIToolbarAppearance(barAppearance: appearance)
    navigation.toolbar.standardAppearance = toolbarAppearance
    _ = tabs.moreNavigationController
}

/// A small picker shown as a popover even on iPhone, as apps write it: the delegate keeps
/// the popover with `.none`, the content sets its size, and the source is a bar button.
final class FilterPopoverPresenter: UIViewController, UIPopoverPresentationControllerDelegate {
    func showFilters(from item: UIBarButtonItem) {
        let filters = UIViewController()
        filters.preferredContentSize = CGSize(width: 240, height: 180)
        filters.modalPresentationStyle = .popover
        if let popover = filters.popoverPresentationController {
            popover.barButtonItem = item
            popover.permittedArrowDirections = [.up, .down]
            popover.delegate = self
        }
        present(filters, animated: true)
    }

    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle {
        .none
    }

    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle {
        .none
    }

    func prepareForPopoverPresentation(_ popoverPresentationController: UIPopoverPresentationController) {
        popoverPresentationController.backgroundColor = .systemBackground
    }

    override func preferredContentSizeDidChange(forChildContentContainer container: UIContentContainer) {
        super.preferredContentSizeDidChange(forChildContentContainer: container)
    }
}
