import HeadlessCore
import Foundation

/// A table view follows the fingers on its rows, as UIKit's does in its `touches…` methods:
/// the row under a finger highlights at touch-down (`shouldHighlightRowAt`,
/// `didHighlightRowAt`); at the lift it unhighlights and is selected (`didUnhighlightRowAt`,
/// `willSelectRowAt`, `didSelectRowAt`); a finger that leaves the row, or a touch that a
/// gesture recognizer cancels, only unhighlights. The table keeps the touches on its rows
/// (they go no further up the responder chain, as a scroll view's do on iOS); touches on no
/// row go on up the chain.
extension UITableView {
    /// The row the touches went down on, or nil when none of them is on a row of this table.
    private func row(touchedBy touches: Set<UITouch>) -> (UITouch, IndexPath)? {
        for touch in touches.sorted(by: { $0.fingerIndex < $1.fingerIndex }) {
            if let cell = touch.view?.enclosingTableCell, cell.superview === self, let indexPath = indexPath(for: cell) {
                return (touch, indexPath)
            }
        }
        return nil
    }

    /// Whether the touches are on rows of this table (the table keeps them).
    private func ownsTouches(_ touches: Set<UITouch>) -> Bool {
        rowTouch?.isAmong(touches) == true || row(touchedBy: touches) != nil
    }

    /// Touch-down: the row highlights. Returns whether the table kept the touches.
    func rowTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard let (touch, indexPath) = row(touchedBy: touches) else { return false }
        guard rowTouch == nil else { return true }
        rowTouch = CellTouch(touch: touch, indexPath: indexPath, highlighted: highlightRowAsUser(at: indexPath))
        return true
    }

    /// A finger that leaves its row stops the tap: the row unhighlights.
    func rowTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = rowTouch, tracked.isAmong(touches), let touch = tracked.touch else { return ownsTouches(touches) }
        let location = touch.location(in: self)
        if rectForRow(at: tracked.indexPath).contains(location) { return true }
        rowTouch = nil
        if tracked.highlighted { unhighlightRowAsUser(at: tracked.indexPath) }
        return true
    }

    /// The lift: the row unhighlights and is selected.
    func rowTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = rowTouch, tracked.isAmong(touches) else { return ownsTouches(touches) }
        rowTouch = nil
        if tracked.highlighted { finishUserTap(onRowAt: tracked.indexPath) }
        return true
    }

    /// A cancelled touch (a recognizer took it): the row unhighlights, nothing is selected.
    func rowTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = rowTouch, tracked.isAmong(touches) else { return ownsTouches(touches) }
        rowTouch = nil
        if tracked.highlighted { unhighlightRowAsUser(at: tracked.indexPath) }
        return true
    }
}
