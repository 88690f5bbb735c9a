import HeadlessCore
import Foundation

/// Selection: by the program (no delegate calls, as on iOS) and by the user's tap.
extension UITableView {
    func selectRowMechanism(_ indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        loadRowsIfNeeded()
        guard let indexPath else {
            for row in selectedRows.sorted(by: indexPathOrder) { deselectMechanism(row, animated: animated) }
            return
        }
        guard geometry.contains(indexPath) else {
            runtime.report(.error, .tableViewIndexOutOfRange,
                           "\(traceName) cannot select row \(describe(indexPath)), which does not exist. Select a row the data source has.",
                           about: self)
            return
        }
        guard allowsSelection || (isEditing && allowsSelectionDuringEditing) else { return }
        if !allowsMultipleSelectionNow {
            for row in selectedRows.sorted(by: indexPathOrder) where row != indexPath { deselectMechanism(row, animated: animated) }
        }
        selectedRows.insert(indexPath)
        if let cell = visible[indexPath], !cell.isSelected { cell.setSelected(true, animated: animated) }
        if scrollPosition != .none { scrollToRowMechanism(indexPath, at: scrollPosition, animated: animated) }
    }

    func deselectMechanism(_ indexPath: IndexPath, animated: Bool) {
        guard selectedRows.remove(indexPath) != nil else { return }
        if let cell = visible[indexPath], cell.isSelected { cell.setSelected(false, animated: animated) }
    }

    /// Whether several rows may be selected now, editing or not.
    var allowsMultipleSelectionNow: Bool { isEditing ? allowsMultipleSelectionDuringEditing : allowsMultipleSelection }

    /// Whether a tap may select now.
    var allowsSelectionNow: Bool { isEditing ? allowsSelectionDuringEditing : allowsSelection }

    /// A tap on a row by the user, in iOS's order: the touch-down half
    /// (``highlightRowAsUser(at:)``), then, when it highlighted, the lift
    /// (``finishUserTap(onRowAt:)``). The table's own touch handling (`UITableView+Touches.swift`)
    /// runs the two halves at the touch's began and ended.
    func selectRowAsUser(at indexPath: IndexPath) {
        guard highlightRowAsUser(at: indexPath) else { return }
        finishUserTap(onRowAt: indexPath)
    }

    /// A finger went down on a row: `shouldHighlightRowAt` (false: the row is neither
    /// highlighted nor selected by this touch), the highlight and `didHighlightRowAt`.
    /// Returns whether the row highlighted.
    func highlightRowAsUser(at indexPath: IndexPath) -> Bool {
        var highlight = true
        if let tableDelegate {
            highlight = runtime.ask(tableDelegate, .shouldHighlightRowAt, [traceName, describe(indexPath)], default: true) {
                tableDelegate.tableView(self, shouldHighlightRowAt: indexPath)
            }
        }
        guard highlight else { return false }
        visible[indexPath]?.setHighlighted(true, animated: false)
        deliverTable(.didHighlightRowAt, indexPath) { $0.tableView(self, didHighlightRowAt: indexPath) }
        return true
    }

    /// The highlighted row's touch ended or was cancelled: the highlight ends and
    /// `didUnhighlightRowAt`.
    func unhighlightRowAsUser(at indexPath: IndexPath) {
        visible[indexPath]?.setHighlighted(false, animated: false)
        deliverTable(.didUnhighlightRowAt, indexPath) { $0.tableView(self, didUnhighlightRowAt: indexPath) }
    }

    /// The finger lifted from a highlighted row: the highlight ends (`didUnhighlightRowAt`);
    /// then, when selection is allowed, `willSelectRowAt` (nil cancels), for every other
    /// selected row of a single-selection table `willDeselectRowAt` and `didDeselectRowAt`,
    /// the selection, the cell's segues (`prepare(for:sender:)` runs before `didSelectRowAt`
    /// on iOS) and `didSelectRowAt`. A tap on a selected row of a multiple-selection table
    /// deselects it instead. Highlight before selection is Apple's (References §50.7);
    /// `didUnhighlightRowAt` before `willSelectRowAt` is inferred, no source orders the two.
    func finishUserTap(onRowAt indexPath: IndexPath) {
        unhighlightRowAsUser(at: indexPath)
        guard allowsSelectionNow else { return }
        if allowsMultipleSelectionNow && selectedRows.contains(indexPath) {
            deselectAsUser(indexPath)
            return
        }
        var chosen: IndexPath? = indexPath
        if let tableDelegate {
            chosen = runtime.ask(tableDelegate, .willSelectRowAt, [traceName, describe(indexPath)], default: indexPath) {
                tableDelegate.tableView(self, willSelectRowAt: indexPath)
            }
        }
        guard let chosen, geometry.contains(chosen) else { return }
        if !allowsMultipleSelectionNow {
            for previous in selectedRows.sorted(by: indexPathOrder) where previous != chosen { deselectAsUser(previous) }
        }
        selectedRows.insert(chosen)
        if let chosenCell = visible[chosen], !chosenCell.isSelected { chosenCell.setSelected(true, animated: false) }
        if let chosenCell = visible[chosen] {
            for trigger in chosenCell.selectionSegues { trigger.fire(sender: chosenCell) }
        }
        deliverTable(.didSelectRowAt, chosen) { $0.tableView(self, didSelectRowAt: chosen) }
    }

    /// A tap by the user on a row (the device's `tap` on a cell does the same): see
    /// ``selectRowAsUser(at:)``. Returns why nothing happened, or nil.
    @_spi(Headless) public func simulateTap(onRowAt indexPath: IndexPath) -> String? {
        layoutIfNeeded()
        guard let cell = visible[indexPath] else {
            return "\(traceName): row \(describe(indexPath)) is not visible; scroll to it first."
        }
        return cell.performUserSelection(name: "tap")
    }

    /// The user's deselection of a row: `willDeselectRowAt` (nil keeps it), the deselection,
    /// `didDeselectRowAt`.
    private func deselectAsUser(_ indexPath: IndexPath) {
        var chosen: IndexPath? = indexPath
        if let tableDelegate {
            chosen = runtime.ask(tableDelegate, .willDeselectRowAt, [traceName, describe(indexPath)], default: indexPath) {
                tableDelegate.tableView(self, willDeselectRowAt: indexPath)
            }
        }
        guard let chosen, selectedRows.contains(chosen) else { return }
        deselectMechanism(chosen, animated: true)
        deliverTable(.didDeselectRowAt, chosen) { $0.tableView(self, didDeselectRowAt: chosen) }
    }

    /// Calls the table delegate about a row, traced, when there is one.
    func deliverTable(_ callback: Callback, _ indexPath: IndexPath, _ body: (UITableViewDelegate) -> Void) {
        guard let tableDelegate else { return }
        runtime.deliver(toDelegate: tableDelegate, callback, [traceName, describe(indexPath)]) { body(tableDelegate) }
    }
}

extension UIView {
    /// The table view cell the view is, or is inside, when that cell is a row of a table view.
    var enclosingTableCell: UITableViewCell? {
        enclosingCell(UITableViewCell.self, shownBy: UITableView.self)
    }

    /// The `Cell` the view is, or is inside, whose superview is a `List` (a table row, a
    /// collection item); nil when a control on the way up keeps the touch for itself.
    func enclosingCell<Cell: UIView, List: UIView>(_: Cell.Type, shownBy _: List.Type) -> Cell? {
        var current: UIView? = self
        while let view = current {
            if let cell = view as? Cell, cell.superview is List { return cell }
            if view is UIControl { return nil }
            current = view.superview
        }
        return nil
    }

    /// Why a person's tap on this cell of `list` reaches nothing (hidden, transparent, or
    /// interaction off), or nil when it reaches the cell.
    func userTapRefusal(name: String, in list: UIView) -> String? {
        if let hidden = firstHiddenAncestorOrSelf(below: list) {
            return "\(name): \(traceName) is not visible (\(hidden === self ? "it is" : "its superview \(hidden.traceName) is") hidden or transparent)."
        }
        guard list.isUserInteractionEnabled, isUserInteractionEnabled else {
            return "\(name): \(traceName) has isUserInteractionEnabled false."
        }
        return nil
    }
}

extension UITableViewCell {
    /// A tap on the cell by the user: a touch at its hit point when its table is in a shown
    /// window (the table's touch handling highlights, then selects the row, telling its
    /// delegate and performing the cell's segues); without a shown window, the same
    /// selection without touches. Returns why nothing happened, or nil.
    func performUserSelection(name: String) -> String? {
        guard let tableView = superview as? UITableView, let indexPath = tableView.indexPath(for: self) else {
            return "\(name): \(traceName) is not a visible row of a table view."
        }
        if let refusal = userTapRefusal(name: name, in: tableView) { return refusal }
        if let window = storedWindow, window.isShown, !window.isHidden {
            return window.tap(self, name: name)
        }
        tableView.selectRowAsUser(at: indexPath)
        return nil
    }
}
