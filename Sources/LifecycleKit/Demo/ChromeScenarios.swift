@_spi(Headless) import UIKit
import HeadlessCore

/// The chrome scenarios UI-1…UI-4: what current iOS does around content (bars, alerts,
/// search, pages), beyond the seeds. Each launches a small app on a simulated device and
/// drives it by what the screen shows, as a person would; the sources are in References.
enum ChromeScenarios {
    static let all: [Scenario] = [ui1, ui2, ui3, ui4]

    /// An app delegate that shows one root controller in a key window; each scenario's app
    /// says which.
    class ScreenAppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?
        func makeRoot() -> UIViewController { UIViewController() }
        func application(_ application: UIApplication, didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]? = nil) -> Bool {
            let window = UIWindow(frame: UIScreen.main.bounds)
            window.rootViewController = makeRoot()
            window.makeKeyAndVisible()
            self.window = window
            return true
        }
    }

    /// What the navigation bar shows, as a person reads it.
    @MainActor
    static func describeBar(of navigation: UINavigationController?) -> String {
        guard let navigation, let top = navigation.topViewController else { return "no navigation controller" }
        let bar = navigation.navigationBar
        let back = bar.backItem.map { "a back button titled after \"\($0.title ?? "")\"" } ?? "no back button"
        return "the bar shows \"\(bar.topItem?.title ?? "")\" and \(back); the content's safe area starts \(top.view.safeAreaInsets.top) points down"
    }

    // MARK: UI-1

    final class InboxController: DemoViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Inbox"
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Compose", primaryAction: UIAction { [weak self] _ in
                self?.navigationController?.pushViewController(ComposeController(), animated: true)
            })
        }
    }

    final class ComposeController: DemoViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "New Message"
        }
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            DemoLog.observe(ChromeScenarios.describeBar(of: navigationController))
        }
    }

    final class InboxAppDelegate: ScreenAppDelegate {
        override func makeRoot() -> UIViewController { UINavigationController(rootViewController: InboxController()) }
    }

    static let ui1 = Scenario(
        "UI-1", "A bar button pushes a screen; its back button is titled after the previous one",
        sources: ["§17", "§34"],
        claim: "The pushed controller's navigation item gives the bar its title; the back button shows the previous item's title; the content's safe area starts under the status bar and the 44-point bar. Back pops with the usual push/pop appearance callbacks.",
        actions: ["launch an app whose root is a navigation controller on Inbox", "tap Compose (a bar button)", "back"],
        demoClasses: ["InboxController", "ComposeController"]
    ) { context in
        let device = ApplicationScenarios.launchedApp(InboxAppDelegate.self, context)
        ApplicationScenarios.perform(device, "tap Compose")
        context.settle()
        ApplicationScenarios.perform(device, "back")
        context.settle()
    }

    // MARK: UI-2

    final class ListController: DemoViewController {
        var items = ["Milk", "Eggs"]
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Groceries"
            navigationItem.rightBarButtonItem = UIBarButtonItem(title: "Clear", primaryAction: UIAction { [weak self] _ in
                self?.confirmClear()
            })
        }
        func confirmClear() {
            let alert = UIAlertController(title: "Clear the list?", message: nil, preferredStyle: .alert)
            alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
            alert.addAction(UIAlertAction(title: "Clear", style: .destructive) { [weak self] _ in
                DemoLog.observe("the Clear handler runs; presentedViewController = \(describe(self?.presentedViewController))")
                self?.items.removeAll()
            })
            present(alert, animated: true)
        }
    }

    final class ListAppDelegate: ScreenAppDelegate {
        override func makeRoot() -> UIViewController { UINavigationController(rootViewController: ListController()) }
    }

    static let ui2 = Scenario(
        "UI-2", "A bar button presents an alert; the tapped action's handler runs after the dismissal",
        sources: ["§5.2", "§34"],
        claim: "An alert is presented over the current screen, which gets no appearance callback; tapping an action dismisses the alert first, then runs the action's handler, with nothing presented any more.",
        actions: ["launch a list in a navigation controller", "tap Clear (a bar button)", "alert Clear"],
        demoClasses: ["ListController", "UIAlertController"]
    ) { context in
        let device = ApplicationScenarios.launchedApp(ListAppDelegate.self, context)
        ApplicationScenarios.perform(device, "tap Clear")
        context.settle()
        ApplicationScenarios.perform(device, "alert Clear")
        context.settle()
    }

    // MARK: UI-3

    final class FruitController: DemoViewController, UISearchResultsUpdating {
        let searchController = UISearchController(searchResultsController: nil)
        override func viewDidLoad() {
            super.viewDidLoad()
            title = "Fruit"
            searchController.searchResultsUpdater = self
            searchController.searchBar.placeholder = "Search fruit"
            navigationItem.searchController = searchController
        }
        func updateSearchResults(for searchController: UISearchController) {
            DemoLog.observe("updateSearchResults: \"\(searchController.searchBar.text ?? "")\", active \(searchController.isActive)")
        }
    }

    final class FruitAppDelegate: ScreenAppDelegate {
        override func makeRoot() -> UIViewController { UINavigationController(rootViewController: FruitController()) }
    }

    static let ui3 = Scenario(
        "UI-3", "A search controller is activated, typed into and cancelled",
        sources: ["§30"],
        claim: "Tapping the search field presents the search controller over the current context, so the screen under it gets no appearance callback; the results updater hears the activation, each typed change and the cancellation.",
        actions: ["launch a list whose navigation item has a search controller", "tap Search fruit", "type fig", "tap Cancel"],
        demoClasses: ["FruitController", "UISearchController"]
    ) { context in
        let device = ApplicationScenarios.launchedApp(FruitAppDelegate.self, context)
        ApplicationScenarios.perform(device, "tap \"Search fruit\"", "type fig")
        context.settle()
        ApplicationScenarios.perform(device, "tap Cancel")
        context.settle()
    }

    // MARK: UI-4

    class TourPage: DemoViewController {}
    final class WelcomePage: TourPage {}
    final class FeaturesPage: TourPage {}
    final class StartPage: TourPage {}

    final class OnboardingController: DemoViewController, UIPageViewControllerDataSource, UIPageViewControllerDelegate {
        let pages: [UIViewController] = [WelcomePage(), FeaturesPage(), StartPage()]
        let pager = UIPageViewController(transitionStyle: .scroll, navigationOrientation: .horizontal)
        override func viewDidLoad() {
            super.viewDidLoad()
            pager.dataSource = self
            pager.delegate = self
            pager.setViewControllers([pages[0]], direction: .forward, animated: false)
            addChild(pager)
            view.addSubview(pager.view)
            pager.view.frame = view.bounds
            pager.didMove(toParent: self)
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerBefore viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index > 0 else { return nil }
            return pages[index - 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, viewControllerAfter viewController: UIViewController) -> UIViewController? {
            guard let index = pages.firstIndex(where: { $0 === viewController }), index + 1 < pages.count else { return nil }
            return pages[index + 1]
        }
        func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {
            DemoLog.observe("turned to \(describe(pageViewController.viewControllers?.first)), completed \(completed)")
        }
    }

    final class OnboardingAppDelegate: ScreenAppDelegate {
        override func makeRoot() -> UIViewController { OnboardingController() }
    }

    static let ui4 = Scenario(
        "UI-4", "A page view controller turned forward and back by swipes",
        sources: ["§29"],
        claim: "A swipe asks the data source for the next page, which becomes a child and appears while the current page disappears; the delegate hears the finished turn.",
        actions: ["launch onboarding with three pages", "swipe left", "swipe left", "swipe right"],
        demoClasses: ["WelcomePage", "FeaturesPage", "StartPage"]
    ) { context in
        let device = ApplicationScenarios.launchedApp(OnboardingAppDelegate.self, context)
        ApplicationScenarios.perform(device, "swipe left")
        context.settle()
        ApplicationScenarios.perform(device, "swipe left")
        context.settle()
        ApplicationScenarios.perform(device, "swipe right")
        context.settle()
    }
}
