@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing

/// A list of fifty rows with a search controller in its navigation item.
final class LongSearchableListController: NumberedListController {
    let search = UISearchController(searchResultsController: nil)

    init() { super.init(rowTitle: "Note", rowCount: 50) }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Notes"
        navigationItem.searchController = search
    }
}

/// `hidesSearchBarWhenScrolling` (References §30): the search bar shows at the top of the
/// content, folds into the bar point for point as the content scrolls down, unfolds when the
/// content is pulled back, and a drag that rests half-way settles on the nearer state.
@MainActor
@Suite(.freshRuntime) struct SearchBarCollapseTests {
    /// Shows the list in a navigation controller; the caller keeps the harness, which keeps
    /// the window on screen.
    func showList(hides: Bool = true) -> (LifecycleHarness, LongSearchableListController, UINavigationBar) {
        let harness = LifecycleHarness()
        let list = LongSearchableListController()
        list.navigationItem.hidesSearchBarWhenScrolling = hides
        let navigation = UINavigationController(rootViewController: list)
        harness.show(navigation)
        return (harness, list, navigation.navigationBar)
    }

    func drag(_ list: LongSearchableListController, by distance: CGFloat) {
        list.tableView?.simulateDrag(by: CGPoint(x: 0, y: distance))
        HeadlessRuntime.current.runLoop.runUntilIdle()
    }

    @Test func theSearchBarShowsAtTheTopAndFoldsAsTheContentScrollsDown() {
        let (harness, list, bar) = showList()
        let table: UITableView = list.tableView
        #expect(bar.frame.height == 96)
        let top = bar.frame.maxY
        #expect(table.adjustedContentInset.top == top)
        #expect(table.contentOffset.y == -top)
        #expect(list.search.searchBar.frame.height == 52)

        drag(list, by: 300)
        #expect(bar.frame.height == 44, "folded into the bar")
        #expect(list.search.searchBar.frame.height == 0)
        #expect(table.adjustedContentInset.top == top - 52)
        #expect(list.view.safeAreaInsets.top == bar.frame.maxY)
        #expect(table.contentOffset.y == -top + 300, "the content did not move when the bar changed")

        // Back up past the folded top: the search bar unfolds as the content comes down.
        drag(list, by: -400)
        #expect(bar.frame.height == 96)
        #expect(table.contentOffset.y == -top)
        #expect(table.adjustedContentInset.top == top)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// A drag that stops with the search bar partly folded settles on the nearer state, in a
    /// deceleration on the virtual clock.
    @Test func aDragRestingHalfWaySettlesOnTheNearerState() {
        let (harness, list, bar) = showList()
        let table: UITableView = list.tableView
        let top = bar.frame.maxY
        drag(list, by: 20)
        #expect(bar.frame.height == 96, "20 points folded of 52: shown again")
        #expect(table.contentOffset.y == -top)
        drag(list, by: 40)
        #expect(bar.frame.height == 44, "40 points folded of 52: folded")
        #expect(table.contentOffset.y == -top + 52)
        #expect(table.adjustedContentInset.top == top - 52)
        #expect(table.contentOffset.y == -table.adjustedContentInset.top, "at the folded top of the content")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func withoutHidingTheSearchBarStaysWhateverTheOffset() {
        let (harness, list, bar) = showList(hides: false)
        drag(list, by: 300)
        #expect(bar.frame.height == 96)
        #expect(list.search.searchBar.frame.height == 52)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// Activating the search shows the whole bar again, and it stays shown after Cancel.
    @Test func activatingTheSearchShowsTheWholeBar() {
        let (harness, list, bar) = showList()
        drag(list, by: 300)
        #expect(bar.frame.height == 44)
        list.search.isActive = true
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(bar.frame.height == 52)
        harness.tap("Cancel")
        #expect(!list.search.isActive)
        #expect(bar.frame.height == 96)
    }
}
