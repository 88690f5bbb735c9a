@_spi(Headless) import UIKit
import HeadlessCore

/// A visible row whose cell shows something other than what the app says the row should show:
/// usually state a reused cell kept from the row it showed before (set in `cellForRowAt` for
/// some rows only, and not reset in `prepareForReuse()`).
public struct RowContentMismatch<Content: Equatable & Sendable>: Sendable, CustomStringConvertible {
    /// The table view, such as `UITableView#1`.
    public let tableView: String
    /// The row.
    public let indexPath: IndexPath
    /// The cell, such as `ItemCell#3`.
    public let cell: String
    /// What the cell shows.
    public let shown: Content
    /// What the app says the row should show.
    public let expected: Content
    /// The row the cell showed before this one, when the trace shows it was reused.
    public let previousRow: String?

    public var description: String {
        let reuse = previousRow.map { " The cell showed row \($0) before it was reused for this one: reset the state in prepareForReuse(), or set it for every row in tableView(_:cellForRowAt:)." }
            ?? " Set it for every row in tableView(_:cellForRowAt:)."
        return "Row [\(indexPath.section), \(indexPath.row)] of \(tableView) shows \(shown) in \(cell), but should show \(expected).\(reuse)"
    }
}

extension LifecycleHarness {
    /// Compares what each visible row's cell shows with what the app says the row should show,
    /// and fails the test for each row that differs, naming the row the cell showed before it
    /// was reused (from the harness's trace).
    ///
    /// ```swift
    /// harness.perform("scroll") { tableView.simulateDrag(by: CGPoint(x: 0, y: 600)) }
    /// harness.expectRowContents(in: tableView, shown: { $0.accessoryType }) { indexPath in
    ///     favourites.contains(indexPath.row) ? .checkmark : .none
    /// }
    /// ```
    ///
    /// - Parameters:
    ///   - tableView: the table whose visible rows are checked.
    ///   - shown: reads what a cell shows (a label's text, an accessory, an image).
    ///   - expected: what the row at an index path should show, from the app's model.
    ///   - fileID: the call site's file, for the failure; leave the default.
    ///   - filePath: the call site's path, for the failure; leave the default.
    ///   - line: the call site's line, for the failure; leave the default.
    ///   - column: the call site's column, for the failure; leave the default.
    /// - Returns: the mismatches (each also recorded as a test failure).
    @discardableResult
    public func expectRowContents<Content: Equatable & Sendable>(
        in tableView: UITableView, shown: (UITableViewCell) -> Content, expected: (IndexPath) -> Content,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> [RowContentMismatch<Content>] {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        tableView.layoutIfNeeded()
        var mismatches: [RowContentMismatch<Content>] = []
        for indexPath in tableView.indexPathsForVisibleRows ?? [] {
            guard let cell = tableView.cellForRow(at: indexPath) else { continue }
            let actual = shown(cell)
            let wanted = expected(indexPath)
            guard actual != wanted else { continue }
            let mismatch = RowContentMismatch(tableView: tableView.traceName, indexPath: indexPath, cell: cell.traceName,
                                              shown: actual, expected: wanted,
                                              previousRow: previousRow(of: cell.traceName, before: "[\(indexPath.section), \(indexPath.row)]"))
            mismatches.append(mismatch)
            fail(.invariant, mismatch.description, at: site)
        }
        return mismatches
    }

    /// The row a cell was displayed for before its current one, from the trace.
    private func previousRow(of cell: String, before current: String) -> String? {
        let willDisplay = Callback.willDisplayCell.swiftName
        var rows: [String] = []
        for event in recorder.events where event.kind == .callback && event.callback == willDisplay
            && event.arguments.count >= 3 && event.arguments[1] == cell {
            rows.append(event.arguments[2])
        }
        if rows.last == current { rows.removeLast() }
        return rows.last
    }
}
