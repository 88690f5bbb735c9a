import HeadlessCore
import Foundation

extension UIView {
    /// The collection view cell the view is, or is inside, when that cell is shown by a
    /// collection view; a control on the way up keeps the touch for itself.
    var enclosingCollectionCell: UICollectionViewCell? {
        enclosingCell(UICollectionViewCell.self, shownBy: UICollectionView.self)
    }
}

extension UICollectionViewCell {
    /// Why a tap on the cell by the device selects nothing (not an item, hidden, no
    /// interaction, or the collection view does not allow selection), or nil.
    func selectionRefusal(name: String) -> String? {
        guard let collectionView = superview as? UICollectionView, collectionView.indexPath(for: self) != nil else {
            return "\(name): \(traceName) is not a visible item of a collection view."
        }
        if let refusal = userTapRefusal(name: name, in: collectionView) { return refusal }
        guard collectionView.allowsSelection || collectionView.isEditing && collectionView.allowsSelectionDuringEditing else {
            return "\(name): \(collectionView.traceName) has allowsSelection false, so tapping \(traceName) selects nothing; set allowsSelection to true to let items be selected."
        }
        return nil
    }
}
