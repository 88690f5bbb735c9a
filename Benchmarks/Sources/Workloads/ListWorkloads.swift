@_spi(Headless) import UIKit
import HeadlessCore

/// Workload 8: scrolling a table view of `rows` rows, 500 steps of 22 points from the middle.
/// A step costs the rows that enter and leave (one row every other step), whatever the row
/// count: the geometry is a Fenwick tree (`HeightTree`), so finding the first visible row is
/// O(log n), and only the visible rows have cells.
@MainActor
enum ListWorkloads {
    /// The scroll steps one run makes.
    static let steps = 500
    /// The distance of one step, half a row.
    static let stepPoints: CGFloat = 22
    static let rowHeight: CGFloat = 44
    static let tableHeight: CGFloat = 440

    /// The rows' data source: a registered cell, its text set from the row.
    final class Source: NSObject, UITableViewDataSource {
        let rows: Int
        init(rows: Int) { self.rows = rows }
        func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows }
        func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
            let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
            cell.textLabel?.text = "Row \(indexPath.row)"
            return cell
        }
    }

    static func prepareTableScroll(_ run: PreparedRun, rows: Int) {
        let middle = (CGFloat(rows) * rowHeight / 2).rounded()
        if run.variant == .direct {
            // The floor: the app's own work for the rows that enter (a cell from a pool, its
            // text set), the rows found by arithmetic on fixed heights.
            var pool = (0..<11).map { _ in UITableViewCell(style: .default, reuseIdentifier: "row") }
            run.keep = [Kept(pool)]
            run.setBody {
                var offset = middle
                var shown: [Int: UITableViewCell] = [:]
                for step in 0...steps {
                    let first = Int(offset / rowHeight), last = Int((offset + tableHeight - 1) / rowHeight)
                    for (row, cell) in shown where row < first || row > last {
                        shown[row] = nil
                        pool.append(cell)
                    }
                    for row in first...last where shown[row] == nil {
                        let cell = pool.popLast() ?? UITableViewCell(style: .default, reuseIdentifier: "row")
                        cell.textLabel?.text = "Row \(row)"
                        shown[row] = cell
                    }
                    if step < steps { offset += stepPoints }
                }
            }
            return
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let table = UITableView(frame: CGRect(x: 0, y: 0, width: 320, height: tableHeight), style: .plain)
        table.contentInsetAdjustmentBehavior = .never
        table.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        let source = Source(rows: rows)
        table.dataSource = source
        window.addSubview(table)
        table.layoutIfNeeded()
        table.contentOffset = CGPoint(x: 0, y: middle)
        table.layoutIfNeeded()
        HeadlessRuntime.current.runLoop.runUntilIdle()
        Harness.attachRecorderIfRecorded(run)
        run.keep = [window, table, source]
        run.setBody { [unowned run] in
            for _ in 0..<steps {
                table.contentOffset = CGPoint(x: 0, y: table.contentOffset.y + stepPoints)
                table.layoutIfNeeded()
            }
            let live = table.visibleCells.count
            if live > 11 { run.problems.append("\(live) live cells after scrolling; at most 11 rows meet 440 points") }
        }
    }
}
