import HeadlessCore
import Foundation

/// Editing: the table's editing mode, and the user's delete and move of one row.
extension UITableView {
    /// Tells every visible cell, top to bottom, traced.
    func setEditingMechanism(_ editing: Bool, animated: Bool) {
        for indexPath in visible.keys.sorted(by: indexPathOrder) {
            guard let cell = visible[indexPath] else { continue }
            runtime.deliver(cell, .setEditing, [String(editing), String(animated)]) { cell.setEditing(editing, animated: animated) }
        }
        if !allowsSelectionDuringEditing && editing {
            for row in selectedRows.sorted(by: indexPathOrder) { deselectMechanism(row, animated: animated) }
        }
    }

    /// Whether the data source lets a row be edited (true without a data source method).
    func canEditRow(at indexPath: IndexPath) -> Bool {
        guard let dataSource = rowSource else { return false }
        return dataSource.tableView(self, canEditRowAt: indexPath)
    }

    /// A swipe-to-delete by the user on a row: `willBeginEditingRowAt`, then the first trailing
    /// swipe action's handler when the delegate gives a configuration (a full swipe), else the
    /// data source's `tableView(_:commit:forRowAt:)` with `.delete`, then
    /// `didEndEditingRowAt`. The data source deletes the row itself (with `deleteRows`).
    /// Returns why nothing happened, or nil.
    @_spi(Headless) public func simulateSwipeToDelete(at indexPath: IndexPath) -> String? {
        loadRowsIfNeeded()
        guard geometry.contains(indexPath) else { return "\(traceName) has no row \(describe(indexPath))." }
        guard let dataSource = rowSource, canEditRow(at: indexPath) else {
            return "\(traceName): row \(describe(indexPath)) cannot be edited (tableView(_:canEditRowAt:) returned false, or there is no data source)."
        }
        let style = tableDelegate?.tableView(self, editingStyleForRowAt: indexPath) ?? .delete
        let configuration = tableDelegate?.tableView(self, trailingSwipeActionsConfigurationForRowAt: indexPath)
        guard style == .delete || configuration?.actions.isEmpty == false else {
            return "\(traceName): row \(describe(indexPath)) has no delete editing style and no trailing swipe actions."
        }
        deliverTable(.willBeginEditingRowAt, indexPath) { $0.tableView(self, willBeginEditingRowAt: indexPath) }
        if let action = configuration?.actions.first, configuration?.performsFirstActionWithFullSwipe == true {
            let view = visible[indexPath] ?? self
            action.handler(action, view) { _ in }
        } else {
            runtime.deliver(toDelegate: dataSource, .commitEditingStyle, [traceName, "delete", describe(indexPath)]) {
                dataSource.tableView(self, commit: .delete, forRowAt: indexPath)
            }
        }
        if let tableDelegate {
            runtime.deliver(toDelegate: tableDelegate, .didEndEditingRowAt, [traceName, describe(indexPath)]) {
                tableDelegate.tableView(self, didEndEditingRowAt: indexPath)
            }
        }
        return nil
    }

    /// A move by the user with the reorder control: `canMoveRowAt`, the delegate's
    /// `targetIndexPathForMoveFromRowAt`, the data source's `moveRowAt(_:to:)`, then the table
    /// moves the row itself without asking the counts again (as on iOS). Returns why nothing
    /// happened, or nil.
    @_spi(Headless) public func simulateMoveRow(at source: IndexPath, to proposed: IndexPath) -> String? {
        loadRowsIfNeeded()
        guard let dataSource = rowSource, geometry.contains(source) else { return "\(traceName) has no row \(describe(source))." }
        guard dataSource.tableView(self, canMoveRowAt: source) else {
            return "\(traceName): row \(describe(source)) cannot move (tableView(_:canMoveRowAt:) returned false)."
        }
        let destination = tableDelegate?.tableView(self, targetIndexPathForMoveFromRowAt: source, toProposedIndexPath: proposed) ?? proposed
        let sameSection = destination.section == source.section
        guard destination.count == 2, geometry.rowCounts.indices.contains(destination.section), destination.row >= 0,
              destination.row < geometry.rowCounts[destination.section] + (sameSection ? 0 : 1) else {
            return "\(traceName) cannot move row \(describe(source)) to \(describe(destination)), which is outside the table."
        }
        runtime.deliver(toDelegate: dataSource, .moveRowAtTo, [traceName, describe(source), describe(destination)]) {
            dataSource.tableView(self, moveRowAt: source, to: destination)
        }
        var updates = TableUpdates()
        updates.movedRows = [(source, destination)]
        applyUpdates(updates, checkingCounts: false)
        return nil
    }
}
