import HeadlessCore
import Foundation

/// The touch a table or collection view follows on one of its cells, from the finger's
/// touch-down (the cell highlights) to its lift (the cell is selected) or its cancellation.
struct CellTouch {
    /// The finger; weak, as the list must not keep a touch alive.
    weak var touch: UITouch?
    /// The row or item the finger went down on.
    let indexPath: IndexPath
    /// Whether the touch-down highlighted it (a delegate may refuse).
    let highlighted: Bool
    /// Whether the lift toggles the item's outline expansion instead of selecting it (a list
    /// cell with a header-style outline disclosure; References §58.3).
    var togglesOutline = false

    /// Whether `touches` holds the followed finger.
    func isAmong(_ touches: Set<UITouch>) -> Bool {
        guard let touch else { return false }
        return touches.contains { $0 === touch }
    }
}
