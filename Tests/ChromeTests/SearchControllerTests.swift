@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing
import UIKitSnapshotTesting

/// A filtered list with a search controller in its navigation item, as apps write it.
final class FruitListViewController: UIViewController, UISearchResultsUpdating, UISearchControllerDelegate, UISearchBarDelegate {
    let fruits = ["Apple", "Apricot", "Banana", "Blueberry", "Cherry"]
    var shown: [String] = []
    var log: [String] = []
    let search = UISearchController(searchResultsController: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Fruit"
        shown = fruits
        search.searchResultsUpdater = self
        search.delegate = self
        search.searchBar.delegate = self
        search.obscuresBackgroundDuringPresentation = false
        search.searchBar.placeholder = "Search"
        navigationItem.searchController = search
        definesPresentationContext = true
    }

    func updateSearchResults(for searchController: UISearchController) {
        let text = searchController.searchBar.text ?? ""
        shown = text.isEmpty ? fruits : fruits.filter { $0.localizedCaseInsensitiveContains(text) }
        log.append("update \"\(text)\" -> \(shown.count)")
    }

    /// The begin-editing calls and the presentation, with whether the field was first responder.
    var editingOrder: [String] = []

    func searchBarShouldBeginEditing(_ searchBar: UISearchBar) -> Bool {
        editingOrder.append("shouldBegin firstResponder=\(searchBar.isFirstResponder)")
        return true
    }
    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        editingOrder.append("didBegin firstResponder=\(searchBar.isFirstResponder)")
    }
    func willPresentSearchController(_ searchController: UISearchController) {
        log.append("willPresent")
        editingOrder.append("willPresent firstResponder=\(searchController.searchBar.isFirstResponder)")
    }
    func didPresentSearchController(_ searchController: UISearchController) { log.append("didPresent") }
    func willDismissSearchController(_ searchController: UISearchController) { log.append("willDismiss") }
    func didDismissSearchController(_ searchController: UISearchController) { log.append("didDismiss") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) { log.append("cancel") }
    func searchBar(_ searchBar: UISearchBar, selectedScopeButtonIndexDidChange selectedScope: Int) {
        log.append("scope \(selectedScope)")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }
}

/// A screen with a standalone search bar and its delegate.
final class StandaloneSearchViewController: UIViewController, UISearchBarDelegate {
    let bar = UISearchBar()
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        bar.delegate = self
        bar.searchBarStyle = .minimal
        bar.placeholder = "Find a recipe"
        bar.frame = CGRect(x: 0, y: 100, width: 390, height: 56)
        view.addSubview(bar)
    }

    func searchBarTextDidBeginEditing(_ searchBar: UISearchBar) {
        log.append("begin")
        searchBar.setShowsCancelButton(true, animated: true)
    }
    func searchBar(_ searchBar: UISearchBar, textDidChange searchText: String) { log.append("text \"\(searchText)\"") }
    func searchBar(_ searchBar: UISearchBar, shouldChangeTextIn range: NSRange, replacementText text: String) -> Bool {
        text != "!"
    }
    func searchBarSearchButtonClicked(_ searchBar: UISearchBar) {
        log.append("search \"\(searchBar.text ?? "")\"")
        searchBar.resignFirstResponder()
    }
    func searchBarTextDidEndEditing(_ searchBar: UISearchBar) { log.append("end") }
    func searchBarCancelButtonClicked(_ searchBar: UISearchBar) {
        log.append("cancel")
        searchBar.text = nil
        searchBar.setShowsCancelButton(false, animated: true)
        searchBar.resignFirstResponder()
    }
}

/// Search: a search controller in the navigation item activated by a tap on its field,
/// updating per typed character and cancelled; a standalone search bar and its delegate.
@MainActor
@Suite(.freshRuntime) struct SearchControllerTests {
    /// Tapping the field presents the search controller over the list (which defines the
    /// presentation context, and gets no appearance callbacks); Cancel dismisses it, empties
    /// the text and asks for results once more.
    @Test func searchControllerActivatedAndCancelled() {
        let harness = LifecycleHarness()
        let list = FruitListViewController()
        let navigation = UINavigationController(rootViewController: list)
        harness.show(navigation)
        let bar = navigation.navigationBar
        #expect(bar.frame.height == 96)
        #expect(list.search.searchBar.superview === bar)
        #expect(list.view.safeAreaInsets.top == bar.frame.maxY)
        #expect(harness.window?.tappableElementDescriptions.contains("UISearchTextField#1 \"Search\"") == true)
        list.log.removeAll()
        let start = harness.mark()
        harness.tap("Search")
        #expect(list.search.isActive)
        #expect(list.search.presentingViewController === list)
        #expect(list.search.searchBar.isFirstResponder)
        // The title row hides while searching: the bar is the search bar alone.
        #expect(bar.frame.height == 52)
        #expect(list.view.safeAreaInsets.top == bar.frame.maxY)
        // Tapping the field again changes nothing.
        harness.tap("Search")
        #expect(list.log == ["willPresent", "update \"\" -> 5", "didPresent"])
        harness.tap("Cancel")
        #expect(!list.search.isActive)
        #expect(list.search.presentingViewController == nil)
        #expect(list.search.searchBar.text == "")
        #expect(!list.search.searchBar.isFirstResponder)
        #expect(bar.frame.height == 96)
        #expect(list.log == ["willPresent", "update \"\" -> 5", "didPresent", "cancel", "willDismiss", "update \"\" -> 5",
                             "didDismiss"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace(since: start)
            .filtered(.actions || .classNames(["FruitListViewController", "UISearchController"]))
            .expectGolden("search-activate-cancel")
    }

    /// As on iOS, the field begins editing first and the search controller's automatic
    /// presentation follows from it: inside `willPresentSearchController(_:)` the search bar is
    /// already first responder (References §59.8).
    @Test func fieldBeginsEditingBeforeThePresentation() {
        let harness = LifecycleHarness()
        let list = FruitListViewController()
        harness.show(UINavigationController(rootViewController: list))
        harness.tap("Search")
        #expect(list.editingOrder == ["shouldBegin firstResponder=false", "didBegin firstResponder=true",
                                      "willPresent firstResponder=true"])
        #expect(list.log == ["willPresent", "update \"\" -> 5", "didPresent"])
        // Setting isActive presents without editing: the field stays as it was.
        harness.tap("Cancel")
        list.editingOrder.removeAll()
        harness.perform("activate") { list.search.isActive = true }
        #expect(list.editingOrder == ["willPresent firstResponder=false"])
        #expect(list.search.isActive)
        // Focusing the field of an active search asks for results without presenting again.
        list.log.removeAll()
        harness.perform("focus") { _ = list.search.searchBar.becomeFirstResponder() }
        #expect(list.log == ["update \"\" -> 5"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Each typed character asks the updater, which filters for the text so far.
    @Test func resultsUpdatePerTypedText() {
        let harness = LifecycleHarness()
        let list = FruitListViewController()
        harness.show(UINavigationController(rootViewController: list))
        harness.tap("Search")
        list.log.removeAll()
        harness.perform("type ap") {
            for character in "ap" { list.search.searchBar.searchTextField.insertText(String(character)) }
        }
        #expect(list.log == ["update \"a\" -> 3", "update \"ap\" -> 2"])
        #expect(list.shown == ["Apple", "Apricot"])
        harness.perform("delete") { list.search.searchBar.searchTextField.deleteBackward() }
        #expect(list.log.last == "update \"a\" -> 3")
        // While the search shows, the field shows its text, and the list under it stays
        // tappable (obscuresBackgroundDuringPresentation is false).
        #expect(harness.window?.tappableElementDescriptions.contains("UISearchTextField#1 \"a\"") == true)
        harness.tap("Cancel")
        #expect(list.shown == list.fruits)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A touch that lands on the active search interface, not on its bar, reaches the content
    /// under it when the search neither obscures it nor shows a results controller, as apps
    /// that show results in the searched screen rely on (a suggestion button there).
    @Test func theContentUnderAnUnobscuredSearchTakesTouches() {
        let list = FruitListViewController()
        let harness = launchApp { UINavigationController(rootViewController: list) }
        var taps = 0
        let button = UIButton(type: .system)
        button.frame = CGRect(x: 20, y: 300, width: 200, height: 44)
        button.setTitle("Suggestion", for: .normal)
        button.addAction(UIAction { _ in taps += 1 }, for: .touchUpInside)
        list.view.addSubview(button)
        harness.act("tap Search")
        #expect(list.search.isActive)
        harness.act("tap-at 120 322")
        #expect(taps == 1)
        list.search.obscuresBackgroundDuringPresentation = true
        harness.act("tap-at 120 322")
        #expect(taps == 1)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// The device drives the search by what a person sees: the field by its placeholder, a
    /// second tap on it (nothing changes), typed text, Cancel.
    @Test func deviceActionsDriveTheSearch() {
        let list = FruitListViewController()
        let harness = launchApp { UINavigationController(rootViewController: list) }
        harness.act("tap Search, tap Search, type ch, tap Cancel")
        #expect(list.log == ["willPresent", "update \"\" -> 5", "didPresent", "update \"c\" -> 2", "update \"ch\" -> 1",
                             "cancel", "willDismiss", "update \"\" -> 5", "didDismiss"])
        #expect(!list.search.isActive)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A search controller whose bar is the navigation item's title view (apps written before
    /// iOS 11) is presented by the controller on top; a results controller shows once there
    /// is text, as a child of the search controller.
    @Test func searchBarAsTitleViewWithAResultsController() {
        let harness = LifecycleHarness()
        let results = UIViewController()
        let search = UISearchController(searchResultsController: results)
        search.hidesNavigationBarDuringPresentation = false
        search.searchBar.placeholder = "Search Notes"
        let notes = UIViewController()
        notes.navigationItem.titleView = search.searchBar
        notes.definesPresentationContext = true
        let navigation = UINavigationController(rootViewController: notes)
        harness.show(navigation)
        #expect(search.searchBar.superview === navigation.navigationBar)
        #expect(navigation.navigationBar.frame.height == 44)
        harness.tap("Search Notes")
        #expect(search.presentingViewController === notes)
        #expect(results.parent === search)
        #expect(results.view.isHidden)
        harness.perform("type n") { search.searchBar.searchTextField.insertText("n") }
        #expect(search.showsSearchResultsController)
        #expect(!results.view.isHidden)
        // The results cover the content: the screen is the search controller's, with its bar.
        #expect(harness.window?.tappableElementDescriptions == ["UISearchTextField#1 \"n\"", "UIButton#1 \"Cancel\""])
        harness.tap("Cancel")
        #expect(results.view.isHidden)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A search controller's scope bar shows while it is active (the navigation bar grows by
    /// it); choosing a scope tells the bar's delegate and asks for results.
    @Test func scopeBarShowsWhileActive() {
        let list = FruitListViewController()
        list.search.searchBar.scopeButtonTitles = ["All", "Berries"]
        list.search.hidesNavigationBarDuringPresentation = false
        let harness = launchApp { UINavigationController(rootViewController: list) }
        let bar = list.navigationController?.navigationBar
        #expect(bar?.frame.height == 96)
        harness.act("tap Search")
        #expect(bar?.frame.height == 140)
        #expect(list.view.safeAreaInsets.top == bar?.frame.maxY)
        list.log.removeAll()
        harness.act("select-segment Berries")
        #expect(list.search.searchBar.selectedScopeButtonIndex == 1)
        #expect(list.log == ["scope 1", "update \"\" -> 5"])
        harness.act("tap Cancel")
        #expect(bar?.frame.height == 96)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A standalone bar: its delegate hears editing, each change (and may refuse one), the
    /// search key and Cancel; setting the text in code tells nobody.
    @Test func standaloneSearchBarWithItsDelegate() {
        let harness = LifecycleHarness()
        let screen = StandaloneSearchViewController()
        harness.show(screen)
        #expect(screen.bar.searchBarStyle == .minimal)
        #expect(screen.bar.sizeThatFits(CGSize(width: 390, height: 0)).height == 56)
        harness.tap("Find a recipe")
        #expect(screen.bar.isFirstResponder)
        harness.perform("type so!up") {
            for character in "so!up" { screen.bar.searchTextField.insertText(String(character)) }
        }
        #expect(screen.bar.text == "soup")
        harness.perform("return") { screen.bar.searchTextField.pressReturn() }
        #expect(!screen.bar.isFirstResponder)
        harness.tap("soup")
        harness.tap("Cancel")
        #expect(screen.bar.text == "")
        #expect(screen.log == ["begin", "text \"s\"", "text \"so\"", "text \"sou\"", "text \"soup\"", "search \"soup\"", "end",
                               "begin", "cancel", "end"])
        let message = harness.window?.tapElement("Cancel")
        #expect(message?.contains("is not visible") == true)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// After a search and Cancel, popping the list releases it, its search controller and its
    /// bar; while the list lives, the search controller is kept for the next search.
    @Test func noLeaksAfterCancel() {
        let harness = LifecycleHarness()
        weak var weakList: FruitListViewController?
        weak var weakSearch: UISearchController?
        weak var weakBar: UISearchBar?
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.show(navigation)
        do {
            let list = FruitListViewController()
            weakList = list
            weakSearch = list.search
            weakBar = list.search.searchBar
            harness.perform("push") { navigation.pushViewController(list, animated: false) }
        }
        harness.tap("Search")
        harness.tap("Cancel")
        #expect(weakSearch != nil)
        harness.perform("pop") { navigation.popViewController(animated: false) }
        #expect(weakList == nil)
        #expect(weakSearch == nil)
        #expect(weakBar == nil)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Activated and deactivated in code in the same turn: the dismissal follows the
    /// presentation, and nothing is reported.
    @Test func deactivatedWhilePresenting() {
        let harness = LifecycleHarness()
        let list = FruitListViewController()
        harness.show(UINavigationController(rootViewController: list))
        list.log.removeAll()
        harness.perform("active, then not") {
            list.search.isActive = true
            list.search.isActive = false
        }
        #expect(list.search.presentingViewController == nil)
        #expect(list.log == ["willPresent", "update \"\" -> 5", "willDismiss", "update \"\" -> 5", "didPresent", "didDismiss"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Activating a search controller whose bar nothing shows is reported; nothing happens.
    @Test func activatingAnUnshownSearchControllerIsReported() {
        let harness = LifecycleHarness()
        harness.show(UIViewController())
        let search = UISearchController(searchResultsController: nil)
        harness.expectDiagnostics("searchController.noPresenter") { search.isActive = true }
        #expect(!search.isActive)
        #expect(search.presentingViewController == nil)
    }
}
