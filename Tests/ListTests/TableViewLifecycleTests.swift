import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// A list controller of `count` rows ("Item n") whose cells come from a registered class;
/// subclasses dress a cell further in `configure(_:row:)`.
class ItemListController: UITableViewController {
    var items: [String]

    init(count: Int) {
        items = (0..<count).map { "Item \($0)" }
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(ItemCell.self, forCellReuseIdentifier: "item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        configure(cell, row: indexPath.row)
        return cell
    }

    /// Dresses the cell of `row` after its text is set; nothing by default.
    func configure(_ cell: UITableViewCell, row: Int) {}
}

/// The cell class of ``ItemListController``.
final class ItemCell: UITableViewCell {}

/// The cell lifecycle of a table view, pinned by golden traces: what `cellForRowAt`,
/// `willDisplay`, `didEndDisplaying` and `prepareForReuse` see as the table first shows, scrolls
/// a page, scrolls back, and applies batch updates, valid or not.
@MainActor
@Suite(.freshRuntime) struct TableViewLifecycleTests {
    /// The list's callbacks and its cells' reuse.
    let filter: TraceFilter = .kinds(.action, .diagnostic)
        || .classes(ItemListController.self) && !.callbacks(.viewWillLayoutSubviews, .viewDidLayoutSubviews)
        || .classes(ItemCell.self) && .callbacks(.prepareForReuse)

    @Test func firstDisplayScrollingOnePageAndBackReuseTheCellsThatLeft() {
        let harness = LifecycleHarness()
        let list = ItemListController(count: 1000)
        harness.show(list)
        let table: UITableView = list.tableView
        // iPhone SE: 667 points tall, 20 of status bar, so rows 0 to 14 (44 points each) show.
        #expect(table.adjustedContentInset.top == 20)
        #expect(table.contentOffset.y == -20)
        #expect(visibleRows(table) == Array(0...14))
        #expect(table.contentSize.height == 44_000)
        harness.trace.filtered(filter).expectGolden("table-first-display", style: .swift)

        let page = harness.mark()
        harness.perform("scroll one page") { table.simulateDrag(by: CGPoint(x: 0, y: 647)) }
        #expect(table.contentOffset.y == 627)
        #expect(visibleRows(table) == Array(14...29))
        #expect(table.visibleCells.count == 16)
        harness.trace(since: page).filtered(filter).expectGolden("table-scroll-page", style: .swift)

        let back = harness.mark()
        harness.perform("scroll back") { table.simulateDrag(by: CGPoint(x: 0, y: -647)) }
        #expect(table.contentOffset.y == -20)
        #expect(visibleRows(table) == Array(0...14))
        #expect(table.visibleCells.map { $0.textLabel?.text } == (0...14).map { "Item \($0)" })
        harness.trace(since: back).filtered(filter).expectGolden("table-scroll-back", style: .swift)
        harness.allowLeak(list)
    }

    @Test func aBatchInsertAndDeleteMovesTheKeptCellsAndAsksOnlyForTheNewRows() {
        let harness = LifecycleHarness()
        let list = ItemListController(count: 20)
        harness.show(list)
        let table: UITableView = list.tableView
        let kept = table.cellForRow(at: IndexPath(row: 3, section: 0))
        let start = harness.mark()
        var finished: Bool?
        harness.perform("insert and delete") {
            list.items.remove(at: 2)
            list.items.remove(at: 1)
            list.items.insert("New A", at: 0)
            table.performBatchUpdates({
                table.deleteRows(at: [IndexPath(row: 1, section: 0), IndexPath(row: 2, section: 0)], with: .automatic)
                table.insertRows(at: [IndexPath(row: 0, section: 0)], with: .fade)
            }, completion: { finished = $0 })
        }
        #expect(finished == true)
        #expect(table.numberOfRows(inSection: 0) == 19)
        // Row 3 ("Item 3") is now row 2: the same cell, not asked for again.
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === kept)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == list.items.prefix(15).map { $0 })
        harness.trace(since: start).filtered(filter).expectGolden("table-batch-insert-delete", style: .swift)
        harness.allowLeak(list)
    }

    @Test func anInvalidUpdateIsReportedWithUIKitsWordingAndChangesNothing() {
        let harness = LifecycleHarness()
        harness.allowDiagnostics("tableView.invalidUpdate")
        let list = ItemListController(count: 20)
        harness.show(list)
        let table: UITableView = list.tableView
        let before = table.visibleCells
        let start = harness.mark()
        var finished: Bool?
        harness.perform("insert two rows, one in the model") {
            list.items.append("Only one")
            table.performBatchUpdates({
                table.insertRows(at: [IndexPath(row: 20, section: 0), IndexPath(row: 21, section: 0)], with: .automatic)
            }, completion: { finished = $0 })
        }
        #expect(finished == false)
        #expect(table.numberOfRows(inSection: 0) == 20)
        #expect(same(table.visibleCells, before))
        let message = harness.runtime.diagnostics.all.last?.message ?? ""
        #expect(message.hasPrefix("Invalid update: invalid number of rows in section 0. The number of rows contained in an existing section after the update (21) must be equal to the number of rows contained in that section before the update (20), plus or minus the number of rows inserted or deleted from that section (2 inserted, 0 deleted) and plus or minus the number of rows moved into or out of that section (0 moved in, 0 moved out)."))
        #expect(message.contains("Nothing was changed"))
        harness.trace(since: start).filtered(filter).expectGolden("table-invalid-update", style: .swift)
        harness.allowLeak(list)
    }

    @Test func aHundredThousandRowsKeepOnlyTheVisibleCellsAliveFromTopToBottom() {
        let (table, source, delegate, window) = makeTable(rows: 100_000)
        #expect(table.numberOfRows(inSection: 0) == 100_000)
        var created = Set<ObjectIdentifier>()
        var most = 0
        var steps = 0
        while table.contentOffset.y < table.contentSize.height - table.bounds.height {
            table.simulateDrag(by: CGPoint(x: 0, y: 44_000))
            table.layoutIfNeeded()
            for cell in table.visibleCells { created.insert(ObjectIdentifier(cell)) }
            most = max(most, table.visibleCells.count)
            steps += 1
        }
        #expect(steps == 100)
        #expect(visibleRows(table) == Array(99_990..<100_000))
        // 440 points show 10 rows of 44, 11 when a row is cut at both edges.
        #expect(most <= 11)
        #expect(created.count <= 11)
        #expect(table.subviews.filter { $0 is UITableViewCell }.count == table.visibleCells.count)
        #expect(table.visibleCells.allSatisfy { $0 is RowCell && $0.textLabel?.text != nil })
        withExtendedLifetime((source, delegate, window)) {}
    }
}
