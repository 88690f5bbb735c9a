import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A table view driven by a diffable data source: the first apply reloads, later applies are
/// one batch update computed from the difference (moves kept as moves), lookups follow.
@MainActor
@Suite(.freshRuntime) struct TableDiffableDataSourceTests {
    final class Cell: UITableViewCell {}

    func makeTable() -> (UITableView, UITableViewDiffableDataSource<String, Int>, UIWindow) {
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = UIViewController()
        let tableView = UITableView(frame: window.bounds, style: .plain)
        controller.view.addSubview(tableView)
        tableView.register(Cell.self, forCellReuseIdentifier: "cell")
        let dataSource = UITableViewDiffableDataSource<String, Int>(tableView: tableView) { tableView, indexPath, item in
            let cell = tableView.dequeueReusableCell(withIdentifier: "cell", for: indexPath)
            cell.textLabel?.text = "Item \(item)"
            return cell
        }
        window.rootViewController = controller
        window.makeKeyAndVisible()
        return (tableView, dataSource, window)
    }

    @Test func appliesBecomeBatchUpdatesAndLookupsFollow() {
        let (tableView, dataSource, window) = makeTable()
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "b"])
        snapshot.appendItems([1, 2, 3], toSection: "a")
        snapshot.appendItems([10, 11], toSection: "b")
        dataSource.apply(snapshot, animatingDifferences: false)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(tableView.numberOfSections == 2 && tableView.numberOfRows(inSection: 0) == 3)
        #expect(tableView.cellForRow(at: IndexPath(row: 2, section: 0))?.textLabel?.text == "Item 3")

        let recorder = HeadlessRuntime.current.attach()
        var next = dataSource.snapshot()
        next.deleteItems([2])
        next.moveItem(10, beforeItem: 1)
        next.appendItems([4], toSection: "a")
        var completed = false
        dataSource.apply(next) { completed = true }
        HeadlessRuntime.current.runLoop.runUntilIdle()
        #expect(completed)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
        #expect(recorder.callbacks.filter { $0.callback == "reloadData()" }.isEmpty)
        #expect(dataSource.indexPath(for: 10) == IndexPath(row: 0, section: 0))
        #expect(dataSource.itemIdentifier(for: IndexPath(row: 3, section: 0)) == 4)
        #expect((0..<4).map { tableView.cellForRow(at: IndexPath(row: $0, section: 0))?.textLabel?.text } ==
                ["Item 10", "Item 1", "Item 3", "Item 4"])
        #expect(tableView.numberOfRows(inSection: 1) == 1)
        #expect(dataSource.sectionIdentifier(for: 1) == "b" && dataSource.index(for: "a") == 0)
        withExtendedLifetime(window) {}
    }

    @Test func aReplacedDataSourceIsDiagnosedAndTheTableKeepsItsRows() {
        let (tableView, dataSource, window) = makeTable()
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a"])
        snapshot.appendItems([1, 2], toSection: "a")
        dataSource.apply(snapshot, animatingDifferences: false)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        final class Other: NSObject, UITableViewDataSource {
            func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { 0 }
            func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell { UITableViewCell() }
        }
        let other = Other()
        tableView.dataSource = other
        snapshot.appendItems([3], toSection: "a")
        dataSource.apply(snapshot)
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.code) == [.diffableDataSourceReplaced])
        withExtendedLifetime((window, other)) {}
    }

    @Test func aTableCellShowsAListContentConfiguration() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        var content = cell.defaultContentConfiguration()
        content.text = "Milk"
        content.secondaryText = "2 l"
        cell.contentConfiguration = content
        let shown = cell.contentView.subviews.compactMap { $0 as? UIListContentView }
        #expect(shown.count == 1)
        #expect((shown.first?.configuration as? UIListContentConfiguration)?.text == "Milk")
        content.text = "Eggs"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.count == 1)
        #expect((cell.contentView.subviews.compactMap { $0 as? UIListContentView }.first?.configuration as? UIListContentConfiguration)?.text == "Eggs")
        cell.contentConfiguration = nil
        #expect(cell.contentView.subviews.compactMap { $0 as? UIListContentView }.isEmpty)
    }
}
