import HeadlessCore
import Foundation

/// A collection view follows the fingers on its items, as a table view does on its rows
/// (`UITableView+Touches.swift`): the item highlights at touch-down
/// (`shouldHighlightItemAt`, `didHighlightItemAt`), and at the lift `shouldSelectItemAt`, the
/// highlight's end (`didUnhighlightItemAt`) and the selection (`didSelectItemAt`); a finger
/// that leaves the item, or a cancelled touch, only unhighlights. Touches on items stay
/// with the collection view; others go on up the responder chain.
extension UICollectionView {
    /// The item the touches went down on, or nil when none of them is on an item of this view.
    private func item(touchedBy touches: Set<UITouch>) -> (UITouch, IndexPath)? {
        for touch in touches.sorted(by: { $0.fingerIndex < $1.fingerIndex }) {
            if let cell = touch.view?.enclosingCollectionCell, cell.superview === self, let indexPath = indexPath(for: cell) {
                return (touch, indexPath)
            }
        }
        return nil
    }

    private func ownsTouches(_ touches: Set<UITouch>) -> Bool {
        itemTouch?.isAmong(touches) == true || item(touchedBy: touches) != nil
    }

    /// Touch-down: the item highlights. Returns whether the collection view kept the touches.
    /// A cell with a header-style outline disclosure is not selectable: it does not highlight,
    /// and the lift toggles its expansion (References §58.3).
    func itemTouchesBegan(_ touches: Set<UITouch>) -> Bool {
        guard let (touch, indexPath) = item(touchedBy: touches) else { return false }
        guard itemTouch == nil else { return true }
        if (cellForItem(at: indexPath) as? UICollectionViewListCell)?.headerOutlineDisclosure != nil {
            itemTouch = CellTouch(touch: touch, indexPath: indexPath, highlighted: false, togglesOutline: true)
            return true
        }
        itemTouch = CellTouch(touch: touch, indexPath: indexPath, highlighted: highlightItemAsUser(at: indexPath))
        return true
    }

    /// Toggles the outline item of a header-style disclosure: the accessory's action handler
    /// when it has one, else the diffable data source's section snapshot expands or collapses
    /// the item. A data source that keeps no outline has nothing to toggle.
    private func toggleOutline(at indexPath: IndexPath) {
        guard let disclosure = (cellForItem(at: indexPath) as? UICollectionViewListCell)?.headerOutlineDisclosure else { return }
        if let handler = disclosure.actionHandler {
            handler.run()
        } else {
            (dataSource as? OutlineExpansionSource)?.toggleExpansion(at: indexPath)
        }
    }

    /// A finger that leaves its item stops the tap: the item unhighlights.
    func itemTouchesMoved(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = itemTouch, tracked.isAmong(touches), let touch = tracked.touch else { return ownsTouches(touches) }
        if let cell = cellForItem(at: tracked.indexPath), cell.bounds.contains(touch.location(in: cell)) { return true }
        itemTouch = nil
        if tracked.highlighted { unhighlightItemAsUser(at: tracked.indexPath) }
        return true
    }

    /// The lift: the item is selected (or deselected), its highlight ends.
    func itemTouchesEnded(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = itemTouch, tracked.isAmong(touches) else { return ownsTouches(touches) }
        itemTouch = nil
        if tracked.togglesOutline {
            toggleOutline(at: tracked.indexPath)
        } else if tracked.highlighted {
            finishUserTap(onItemAt: tracked.indexPath)
        }
        return true
    }

    /// A cancelled touch: the item unhighlights, nothing is selected.
    func itemTouchesCancelled(_ touches: Set<UITouch>) -> Bool {
        guard let tracked = itemTouch, tracked.isAmong(touches) else { return ownsTouches(touches) }
        itemTouch = nil
        if tracked.highlighted { unhighlightItemAsUser(at: tracked.indexPath) }
        return true
    }
}
