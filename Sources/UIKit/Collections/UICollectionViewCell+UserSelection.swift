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
    /// A tap on the cell by the user (the device's `tap` on its text): the collection view
    /// highlights and selects its item with the delegate's callbacks in iOS's order (see
    /// ``UICollectionView/tapItem(at:)``). Returns why nothing happened, or nil.
    func performUserSelection(name: String) -> String? {
        guard let collectionView = superview as? UICollectionView, let indexPath = collectionView.indexPath(for: self) else {
            return "\(name): \(traceName) is not a visible item of a collection view."
        }
        if let refusal = userTapRefusal(name: name, in: collectionView) { return refusal }
        guard collectionView.allowsSelection || collectionView.isEditing && collectionView.allowsSelectionDuringEditing else {
            return "\(name): \(collectionView.traceName) has allowsSelection false, so tapping \(traceName) selects nothing; set allowsSelection to true to let items be selected."
        }
        collectionView.tapItem(at: indexPath)
        return nil
    }
}
