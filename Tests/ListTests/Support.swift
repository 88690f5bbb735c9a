import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_exported import _UIKitTestSupport

/// A data source of `count` rows in one section, "Row n", from a registered cell class, that
/// can insert and delete rows in its model.
final class RowsDataSource: NSObject, UITableViewDataSource {
    var rows: [String]

    init(count: Int) {
        rows = (0..<count).map { "Row \($0)" }
    }

    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// A delegate that records nothing itself: the trace shows what it receives.
final class ListDelegate: NSObject, UITableViewDelegate {}

/// A cell class whose reuse the trace shows (`prepareForReuse`).
final class RowCell: UITableViewCell {}

/// A table view of `rows` rows of 44 points, 440 points tall (10 rows visible), in a window,
/// its content not inset by the safe area.
@MainActor
func makeTable(rows: Int, height: CGFloat = 440) -> (UITableView, RowsDataSource, ListDelegate, UIWindow) {
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.makeKeyAndVisible()
    let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: height), style: .plain)
    table.contentInsetAdjustmentBehavior = .never
    table.register(RowCell.self, forCellReuseIdentifier: "row")
    let source = RowsDataSource(count: rows)
    let delegate = ListDelegate()
    table.dataSource = source
    table.delegate = delegate
    window.addSubview(table)
    table.layoutIfNeeded()
    return (table, source, delegate, window)
}

/// The rows of the visible cells, as `[section, row]`.
@MainActor
func visibleRows(_ table: UITableView) -> [Int] { (table.indexPathsForVisibleRows ?? []).map(\.row) }
