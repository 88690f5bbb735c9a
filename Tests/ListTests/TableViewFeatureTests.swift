import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A delegate that writes down selection, display and editing calls, and can refuse.
final class SelectionLog: NSObject, UITableViewDelegate {
    var calls: [String] = []
    var refusedSelection: Set<Int> = []
    var unhighlightable: Set<Int> = []

    func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool {
        calls.append("shouldHighlight \(indexPath.row)")
        return !unhighlightable.contains(indexPath.row)
    }
    func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) { calls.append("didHighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) { calls.append("didUnhighlight \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willSelect \(indexPath.row)")
        return refusedSelection.contains(indexPath.row) ? nil : indexPath
    }
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) { calls.append("didSelect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? {
        calls.append("willDeselect \(indexPath.row)")
        return indexPath
    }
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) { calls.append("didDeselect \(indexPath.row)") }
    func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) { calls.append("willBeginEditing \(indexPath.row)") }
    func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        calls.append("didEndEditing \(indexPath?.row ?? -1)")
    }
}

/// Sections with titles and registered header views, for the header tests.
final class SectionedSource: NSObject, UITableViewDataSource, UITableViewDelegate {
    var headerEvents: [String] = []

    func numberOfSections(in tableView: UITableView) -> Int { 20 }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 3 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
    }
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { "End of \(section)" }
    func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat { 30 }
    func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: "header")
        header?.textLabel?.text = "Section \(section)"
        return header
    }
    func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {
        headerEvents.append("+\(section)")
    }
    func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {
        headerEvents.append("-\(section)")
    }
}

/// A cell whose label is pinned to its content view, so its height follows its text.
final class SelfSizingCell: UITableViewCell {
    let body = UILabel()

    override init(style: CellStyle, reuseIdentifier: String?) {
        super.init(style: style, reuseIdentifier: reuseIdentifier)
        body.numberOfLines = 0
        body.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(body)
        NSLayoutConstraint.activate([
            body.topAnchor.constraint(equalTo: contentView.topAnchor, constant: 10),
            body.bottomAnchor.constraint(equalTo: contentView.bottomAnchor, constant: -10),
            body.leadingAnchor.constraint(equalTo: contentView.leadingAnchor, constant: 16),
            body.trailingAnchor.constraint(equalTo: contentView.trailingAnchor, constant: -16),
        ])
    }

    required init?(coder: NSCoder) { nil }
}

/// Rows of growing text in self-sizing cells.
final class SelfSizingSource: NSObject, UITableViewDataSource {
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 50 }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "body", for: indexPath)
        (cell as? SelfSizingCell)?.body.text = String(repeating: "word ", count: indexPath.row % 2 == 0 ? 2 : 60)
        return cell
    }
}

/// A prefetcher that writes down what it is told.
final class PrefetchLog: NSObject, UITableViewDataSourcePrefetching {
    var prefetched: [[Int]] = []
    var cancelled: [[Int]] = []
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) { prefetched.append(indexPaths.map(\.row)) }
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {
        cancelled.append(indexPaths.map(\.row))
    }
}

/// An editable data source: deleting commits to the model and deletes the row.
final class EditableSource: NSObject, UITableViewDataSource {
    var rows = (0..<10).map { "Row \($0)" }
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { true }
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        rows.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {
        rows.insert(rows.remove(at: sourceIndexPath.row), at: destinationIndexPath.row)
    }
}

@MainActor
@Suite(.freshRuntime) struct TableViewFeatureTests {
    @Test func aTapHighlightsThenSelectsInIOSOrderAndDeselectsThePreviousRow() {
        let (table, source, delegate, window) = makeTable(rows: 20)
        let log = SelectionLog()
        table.delegate = log
        table.layoutIfNeeded()
        #expect(table.simulateTap(onRowAt: IndexPath(row: 1, section: 0)) == nil)
        #expect(table.simulateTap(onRowAt: IndexPath(row: 3, section: 0)) == nil)
        #expect(log.calls == ["shouldHighlight 1", "didHighlight 1", "didUnhighlight 1", "willSelect 1", "didSelect 1",
                              "shouldHighlight 3", "didHighlight 3", "didUnhighlight 3", "willSelect 3",
                              "willDeselect 1", "didDeselect 1", "didSelect 3"])
        #expect(table.indexPathForSelectedRow == IndexPath(row: 3, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.isSelected == true)
        #expect(table.cellForRow(at: IndexPath(row: 1, section: 0))?.isSelected == false)
        log.calls = []
        log.refusedSelection = [4]
        log.unhighlightable = [5]
        _ = table.simulateTap(onRowAt: IndexPath(row: 4, section: 0))
        _ = table.simulateTap(onRowAt: IndexPath(row: 5, section: 0))
        #expect(log.calls == ["shouldHighlight 4", "didHighlight 4", "didUnhighlight 4", "willSelect 4", "shouldHighlight 5"])
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 3, section: 0)])
        #expect(table.simulateTap(onRowAt: IndexPath(row: 19, section: 0))?.contains("not visible") == true)
        withExtendedLifetime((source, delegate, window)) {}
    }

    @Test func multipleSelectionTogglesAndProgrammaticSelectionTellsNoOne() {
        let (table, source, delegate, window) = makeTable(rows: 20)
        let log = SelectionLog()
        table.delegate = log
        table.allowsMultipleSelection = true
        table.layoutIfNeeded()
        _ = table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        _ = table.simulateTap(onRowAt: IndexPath(row: 0, section: 0))
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0), IndexPath(row: 2, section: 0)])
        log.calls = []
        _ = table.simulateTap(onRowAt: IndexPath(row: 2, section: 0))
        #expect(log.calls == ["shouldHighlight 2", "didHighlight 2", "didUnhighlight 2", "willDeselect 2", "didDeselect 2"])
        log.calls = []
        table.selectRow(at: IndexPath(row: 15, section: 0), animated: false, scrollPosition: .bottom)
        table.layoutIfNeeded()
        #expect(log.calls.isEmpty)
        #expect(table.cellForRow(at: IndexPath(row: 15, section: 0))?.isSelected == true)
        #expect(Double(table.contentOffset.y) == 264, "\(Double(table.contentOffset.y).bitPattern) \(table.contentSize) \(table.bounds)")
        table.deselectRow(at: IndexPath(row: 15, section: 0), animated: false)
        #expect(table.indexPathsForSelectedRows == [IndexPath(row: 0, section: 0)])
        table.selectRow(at: nil, animated: false, scrollPosition: .none)
        #expect(table.indexPathsForSelectedRows == nil)
        withExtendedLifetime((source, delegate, window)) {}
    }

    /// A 320 × 400 table of `style`, with rows and headers registered, served by a new
    /// sectioned source (which the caller keeps: the table holds it weakly).
    private func sectionedTable(_ style: UITableView.Style) -> (UITableView, SectionedSource) {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 400), style: style)
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        table.register(UITableViewHeaderFooterView.self, forHeaderFooterViewReuseIdentifier: "header")
        let source = SectionedSource()
        table.dataSource = source
        table.delegate = source
        return (table, source)
    }

    @Test func headersComeFromTheReusePoolAndTitledFootersGetAView() {
        let (table, source) = sectionedTable(.grouped)
        table.layoutIfNeeded()
        // Section: a 30-point header, three 44-point rows, a 38-point titled footer: 200 points.
        #expect(table.rect(forSection: 1) == CGRect(x: 0, y: 200, width: 320, height: 200))
        #expect(table.rectForFooter(inSection: 0) == CGRect(x: 0, y: 162, width: 320, height: 38))
        #expect(table.headerView(forSection: 0)?.textLabel?.text == "Section 0")
        #expect(table.footerView(forSection: 0)?.textLabel?.text == "End of 0")
        #expect(source.headerEvents == ["+0", "+1"])
        let first = table.headerView(forSection: 0)
        table.contentOffset = CGPoint(x: 0, y: 400)
        table.layoutIfNeeded()
        #expect(source.headerEvents == ["+0", "+1", "-0", "-1", "+2", "+3"])
        #expect(table.headerView(forSection: 3) === first || table.headerView(forSection: 2) === first)
        #expect(table.headerView(forSection: 2)?.textLabel?.text == "Section 2")
        #expect(table.dequeueReusableHeaderFooterView(withIdentifier: "missing") == nil)
        #expect(diagnosticCodes == ["tableView.dequeue.headerFooterUnregistered"])
    }

    @Test func plainHeadersFloatAtTheTopUntilTheirSectionEnds() {
        let (table, source) = sectionedTable(.plain)
        table.contentOffset = CGPoint(x: 0, y: 250)
        table.layoutIfNeeded()
        // Sections are 190 points: a 30-point header, three 44-point rows, a 28-point titled footer.
        #expect(table.headerView(forSection: 1)?.frame.minY == 250)
        #expect(table.headerView(forSection: 1)?.textLabel?.text == "Section 1")
        table.contentOffset = CGPoint(x: 0, y: table.rect(forSection: 1).maxY - 10)
        table.layoutIfNeeded()
        #expect(table.headerView(forSection: 1)?.frame.maxY == table.rect(forSection: 1).maxY)
        withExtendedLifetime(source) {}
    }

    @Test func selfSizingRowsAreMeasuredWithAutoLayoutWhenShown() {
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 500), style: .plain)
        table.rowHeight = UITableView.automaticDimension
        table.estimatedRowHeight = 50
        table.register(SelfSizingCell.self, forCellReuseIdentifier: "body")
        let source = SelfSizingSource()
        table.dataSource = source
        table.layoutIfNeeded()
        #expect(table.contentSize.height > 0)
        let short = table.rectForRow(at: IndexPath(row: 0, section: 0)).height
        let long = table.rectForRow(at: IndexPath(row: 1, section: 0)).height
        #expect(long > short)
        #expect(short >= 20 && short < 50)
        // Rows not shown yet keep their estimate.
        #expect(table.rectForRow(at: IndexPath(row: 49, section: 0)).height == 50)
        // The cells sit end to end at their measured heights.
        let rects = (table.indexPathsForVisibleRows ?? []).map { table.rectForRow(at: $0) }
        #expect(zip(rects, rects.dropFirst()).allSatisfy { $0.maxY == $1.minY })
        #expect(table.visibleCells.map(\.frame) == rects)
    }

    @Test func rowsJustBeyondTheVisibleRegionArePrefetchedInTheDirectionOfScrolling() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        let source = RowsDataSource(count: 100)
        let prefetch = PrefetchLog()
        table.dataSource = source
        table.prefetchDataSource = prefetch
        window.addSubview(table)
        table.layoutIfNeeded()
        #expect(prefetch.prefetched == [Array(10...19)])
        table.simulateDrag(by: CGPoint(x: 0, y: 88))
        #expect(prefetch.prefetched.last == [20, 21])
        table.simulateDrag(by: CGPoint(x: 0, y: -88))
        // Going up: the rows below are let go, and nothing lies above row 0.
        #expect(prefetch.cancelled.last == Array(12...21))
    }

    @Test func reloadingAndReconfiguringRowsAsksTheDataSourceAgain() {
        let (table, source, delegate, window) = makeTable(rows: 20)
        let cell = table.cellForRow(at: IndexPath(row: 2, section: 0))
        source.rows[2] = "Changed"
        table.reconfigureRows(at: [IndexPath(row: 2, section: 0)])
        #expect(table.cellForRow(at: IndexPath(row: 2, section: 0)) === cell)
        #expect(cell?.textLabel?.text == "Changed")
        source.rows[3] = "Reloaded"
        let old = table.cellForRow(at: IndexPath(row: 3, section: 0))
        table.reloadRows(at: [IndexPath(row: 3, section: 0)], with: .none)
        #expect(table.cellForRow(at: IndexPath(row: 3, section: 0))?.textLabel?.text == "Reloaded")
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
        _ = old
        source.rows = ["Only"]
        table.reloadData()
        table.layoutIfNeeded()
        #expect(table.visibleCells.map { $0.textLabel?.text } == ["Only"])
        #expect(diagnosticCodes.isEmpty)
        withExtendedLifetime((source, delegate, window)) {}
    }

    @Test func movesAndSectionUpdatesFollowUIKitsIndexRules() {
        let (table, source, delegate, window) = makeTable(rows: 8)
        let moving = table.cellForRow(at: IndexPath(row: 0, section: 0))
        source.rows.insert(source.rows.remove(at: 0), at: 5)
        table.moveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 5, section: 0))
        #expect(table.cellForRow(at: IndexPath(row: 5, section: 0)) === moving)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == source.rows)
        // A delete past the end is refused before anything is asked.
        table.deleteRows(at: [IndexPath(row: 30, section: 0)], with: .automatic)
        #expect(HeadlessRuntime.current.diagnostics.all.last?.message.hasPrefix(
            "Invalid update: attempt to delete row 30 from section 0 which only contains 8 rows before the update.") == true)
        // Inserting a section the data source does not have is refused.
        table.insertSections(IndexSet(integer: 1), with: .automatic)
        #expect(HeadlessRuntime.current.diagnostics.all.last?.message.hasPrefix(
            "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (1) must be equal to the number of sections contained in the table view before the update (1), plus or minus the number of sections inserted or deleted (1 inserted, 0 deleted).") == true)
        table.endUpdates()
        #expect(diagnosticCodes == ["tableView.invalidUpdate", "tableView.invalidUpdate", "tableView.unbalancedUpdates"])
        withExtendedLifetime((source, delegate, window)) {}
    }

    @Test func swipeToDeleteCommitsThroughTheDataSourceAndMovingAsksItToMove() {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: 440), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(RowCell.self, forCellReuseIdentifier: "row")
        let source = EditableSource()
        let log = SelectionLog()
        table.dataSource = source
        table.delegate = log
        window.addSubview(table)
        table.layoutIfNeeded()
        #expect(table.simulateSwipeToDelete(at: IndexPath(row: 1, section: 0)) == nil)
        #expect(log.calls == ["willBeginEditing 1", "didEndEditing 1"])
        #expect(table.numberOfRows(inSection: 0) == 9)
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == source.rows)
        table.setEditing(true, animated: false)
        #expect(table.visibleCells.allSatisfy { $0.isEditing })
        #expect(table.simulateMoveRow(at: IndexPath(row: 0, section: 0), to: IndexPath(row: 3, section: 0)) == nil)
        #expect(source.rows.prefix(4) == ["Row 2", "Row 3", "Row 4", "Row 0"])
        #expect(table.visibleCells.map { $0.textLabel?.text ?? "" } == source.rows)
        #expect(diagnosticCodes.isEmpty)
    }

    @Test func theBuiltInStylesPlaceTheirLabels() {
        let subtitle = UITableViewCell(style: .subtitle, reuseIdentifier: nil)
        subtitle.frame = CGRect(x: 0, y: 0, width: 320, height: 60)
        subtitle.layoutIfNeeded()
        #expect(subtitle.detailTextLabel != nil)
        #expect((subtitle.textLabel?.frame.maxY ?? 0) <= (subtitle.detailTextLabel?.frame.minY ?? 0))
        let value1 = UITableViewCell(style: .value1, reuseIdentifier: nil)
        value1.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        value1.layoutIfNeeded()
        #expect((value1.textLabel?.frame.maxX ?? 0) <= (value1.detailTextLabel?.frame.minX ?? 0))
        let plain = UITableViewCell(style: .default, reuseIdentifier: nil)
        #expect(plain.detailTextLabel == nil)
        plain.isSelected = true
        plain.isHighlighted = true
        #expect(plain.isSelected && plain.isHighlighted)
        #expect(plain.contentView.superview === plain)
        #expect(plain.imageView?.superview === plain.contentView)
    }

    @Test func clearsSelectionOnViewWillAppearDeselectsWhenTheListComesBack() {
        let harness = LifecycleHarness()
        let list = ItemListController(count: 30)
        let navigation = UINavigationController(rootViewController: list)
        harness.show(navigation)
        harness.perform("select") { _ = list.tableView.simulateTap(onRowAt: IndexPath(row: 2, section: 0)) }
        #expect(list.tableView.indexPathForSelectedRow == IndexPath(row: 2, section: 0))
        harness.perform("push") { navigation.pushViewController(UIViewController(), animated: true) }
        harness.perform("pop") { navigation.popViewController(animated: true) }
        #expect(list.tableView.indexPathForSelectedRow == nil)
        harness.allowLeak(list)
    }
}

/// Bad input to a table view is reported, never a crash.
@MainActor
@Suite(.freshRuntime) struct TableViewMisuseTests {
    /// A data source that claims more rows than any model holds.
    final class HugeSource: NSObject, UITableViewDataSource {
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { Int.max }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            UITableViewCell(style: .default, reuseIdentifier: nil)
        }
    }

    @Test func malformedIndexPathsAndAbsurdCountsAreReported() {
        let (table, source, delegate, window) = makeTable(rows: 5)
        table.insertRows(at: [IndexPath(index: 3)], with: .automatic)
        table.scrollToRow(at: IndexPath(), at: .top, animated: false)
        table.selectRow(at: IndexPath(indexes: [0, 1, 2]), animated: false, scrollPosition: .none)
        #expect(table.numberOfRows(inSection: 0) == 5)
        #expect(diagnosticCodes == ["tableView.invalidUpdate", "tableView.indexOutOfRange", "tableView.indexOutOfRange"],
                "\(HeadlessRuntime.current.diagnostics.all.map(\.message))")
        let huge = HugeSource()
        table.dataSource = huge
        #expect(table.numberOfRows(inSection: 0) == 2_000_000)
        #expect(diagnosticCodes.last == "tableView.tooManyRows")
        withExtendedLifetime((source, delegate, window)) {}
    }
}
