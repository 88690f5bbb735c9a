import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A list that marks its favourite rows with a check mark, and forgets to clear it on the others:
/// the classic reuse bug.
final class FavouritesController: ItemListController {
    let favourites: Set<Int> = [1]
    var resetsAccessory = false

    init() { super.init(count: 100) }

    required init?(coder: NSCoder) { nil }

    override func configure(_ cell: UITableViewCell, row: Int) {
        if favourites.contains(row) {
            cell.accessoryType = .checkmark
        } else if resetsAccessory {
            cell.accessoryType = .none
        }
    }
}

/// A cell whose button handler is set by its controller.
final class ActionCell: UITableViewCell {
    var onTap: (() -> Void)?
}

/// A list whose cells' handlers capture the list strongly: popping it leaks it.
final class CapturingListController: UITableViewController {
    var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ActionCell.self, forCellReuseIdentifier: "action")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "action", for: indexPath)
        (cell as? ActionCell)?.onTap = { self.taps += 1 }
        return cell
    }
}

/// The kit's list checks: state kept across reuse, displays never ended, cells that keep their
/// controller alive.
@MainActor
@Suite(.freshRuntime) struct ListCheckTests {
    @Test func aReusedCellShowingTheStateOfItsPreviousRowIsNamedWithThatRow() {
        let harness = LifecycleHarness()
        let list = FavouritesController()
        harness.show(list)
        let table: UITableView = list.tableView
        harness.perform("scroll a page") { table.simulateDrag(by: CGPoint(x: 0, y: 647)) }
        let failures = FailureReporter.collecting {
            harness.expectRowContents(in: table, shown: { $0.accessoryType }) { list.favourites.contains($0.row) ? .checkmark : .none }
        }
        #expect(failures.count == 1)
        let message = failures.first?.message ?? ""
        #expect(message.contains("shows checkmark in ItemCell#"))
        #expect(message.contains("but should show none. The cell showed row [0, 1] before it was reused for this one: reset the state in prepareForReuse()"))
        harness.allowLeak(list)
    }

    @Test func aListThatResetsItsCellsPassesTheReuseCheck() {
        let harness = LifecycleHarness()
        let list = FavouritesController()
        list.resetsAccessory = true
        harness.show(list)
        let table: UITableView = list.tableView
        for _ in 0..<3 {
            harness.perform("scroll a page") { table.simulateDrag(by: CGPoint(x: 0, y: 647)) }
            let mismatches = harness.expectRowContents(in: table, shown: { $0.textLabel?.text ?? "" }) { "Item \($0.row)" }
            #expect(mismatches.isEmpty)
        }
        harness.allowLeak(list)
    }

    @Test func displaysAreBalancedWhileScrollingAndOpenWhenTheListLeavesTheScreen() {
        let harness = LifecycleHarness()
        let list = ItemListController(count: 200)
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.show(navigation)
        harness.perform("push list") { navigation.pushViewController(list, animated: true) }
        let table: UITableView = list.tableView
        harness.perform("scroll") { table.simulateDrag(by: CGPoint(x: 0, y: 2000)) }
        #expect(harness.trace.unbalancedCellDisplays(stillVisible: table.visibleCells).isEmpty)
        #expect(harness.trace.expectBalancedCellDisplays(stillVisible: table.visibleCells))
        let shown = table.visibleCells.count
        harness.allowLeak(list)
        harness.allowLeak(table)
        harness.perform("pop list") { navigation.popViewController(animated: true) }
        let open = harness.trace.unbalancedCellDisplays()
        #expect(open.count == shown)
        #expect(open.allSatisfy { $0.problem == "not ended" && $0.receiver == "ItemListController#1" })
        #expect(open.first?.description.contains("Stop it in didEndDisplaying, and in viewDidDisappear(_:)") == true)
        let failures = FailureReporter.collecting { harness.trace.expectBalancedCellDisplays() }
        #expect(failures.count == shown)
        harness.allowLeak(list)
    }

    @Test func aCellHandlerCapturingItsListIsNamedWhenTheListLeaks() {
        let harness = LifecycleHarness()
        let navigation = UINavigationController(rootViewController: UIViewController())
        harness.show(navigation)
        harness.perform("push list") { navigation.pushViewController(CapturingListController(style: .plain), animated: true) }
        let failures = FailureReporter.collecting {
            harness.perform("pop list") { navigation.popViewController(animated: true) }
        }
        let message = failures.first?.message ?? ""
        #expect(message.hasPrefix("View controller CapturingListController#1 is still alive after it left (popped during pop list)"))
        #expect(message.contains("onTap"))
    }
}
