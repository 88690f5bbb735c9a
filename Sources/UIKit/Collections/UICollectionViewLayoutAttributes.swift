import HeadlessCore
import Foundation

/// Where one element of a collection view goes: its frame, its stacking and its visibility.
@preconcurrency @MainActor
open class UICollectionViewLayoutAttributes: NSObject {
    /// The element's frame in the collection view's content.
    open var frame: CGRect = .zero
    /// The centre of the element's frame.
    open var center: CGPoint {
        get { CGPoint(x: frame.midX, y: frame.midY) }
        set { frame.origin = CGPoint(x: newValue.x - frame.width / 2, y: newValue.y - frame.height / 2) }
    }
    /// The size of the element's frame.
    open var size: CGSize {
        get { frame.size }
        set {
            let centre = center
            frame = CGRect(x: centre.x - newValue.width / 2, y: centre.y - newValue.height / 2,
                           width: newValue.width, height: newValue.height)
        }
    }
    /// The element's bounds: its size at the origin.
    open var bounds: CGRect {
        get { CGRect(origin: .zero, size: frame.size) }
        set { size = newValue.size }
    }
    /// The element's stacking order; higher is in front.
    open var zIndex = 0
    /// The element's transparency.
    open var alpha: CGFloat = 1
    /// Whether the element is hidden.
    open var isHidden = false
    /// The element's index path.
    open var indexPath = IndexPath(item: 0, section: 0)
    /// Whether the element is a cell, a supplementary view or a decoration view.
    open private(set) var representedElementCategory: UICollectionView.ElementCategory = .cell
    /// The kind of a supplementary or decoration view; `nil` for a cell.
    open private(set) var representedElementKind: String?
    /// Whether the layout only estimated the element's width and asks the view to size it.
    var selfSizingWidth = false
    /// Whether the layout only estimated the element's height and asks the view to size it.
    var selfSizingHeight = false
    /// Whether the layout asks the view for its preferred size.
    var needsSelfSizing: Bool { selfSizingWidth || selfSizingHeight }

    /// Creates attributes for a cell.
    public override init() { super.init() }

    /// Creates attributes for the cell at an index path.
    public convenience init(forCellWith indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
    }

    /// Creates attributes for a supplementary view of a kind at an index path.
    public convenience init(forSupplementaryViewOfKind elementKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .supplementaryView
        representedElementKind = elementKind
    }

    /// Creates attributes for a decoration view of a kind at an index path.
    public convenience init(forDecorationViewOfKind decorationViewKind: String, with indexPath: IndexPath) {
        self.init()
        self.indexPath = indexPath
        representedElementCategory = .decorationView
        representedElementKind = decorationViewKind
    }

    /// A copy of the attributes.
    open func copy() -> UICollectionViewLayoutAttributes {
        let copy = UICollectionViewLayoutAttributes()
        copy.frame = frame
        copy.zIndex = zIndex
        copy.alpha = alpha
        copy.isHidden = isHidden
        copy.indexPath = indexPath
        copy.representedElementCategory = representedElementCategory
        copy.representedElementKind = representedElementKind
        copy.selfSizingWidth = selfSizingWidth
        copy.selfSizingHeight = selfSizingHeight
        return copy
    }

    /// The element's identity: its category, kind and index path.
    var elementKey: UICollectionView.ElementKey {
        UICollectionView.ElementKey(category: representedElementCategory, kind: representedElementKind ?? "",
                                    indexPath: indexPath)
    }
}
