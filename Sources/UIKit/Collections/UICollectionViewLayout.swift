import HeadlessCore
import Foundation

/// Computes where a collection view's cells, supplementary views and decoration views go.
///
/// A collection view asks its layout only for the elements in the region it shows
/// (``layoutAttributesForElements(in:)``), so a subclass answers that query without visiting
/// every item: the project's flow and compositional layouts find the first element by binary
/// search over section prefix sums and arithmetic within a section.
@preconcurrency @MainActor
open class UICollectionViewLayout: NSObject {
    /// The collection view the layout is installed in.
    open internal(set) weak var collectionView: UICollectionView?
    /// The classes registered for decoration kinds.
    var decorationClasses: [String: UICollectionReusableView.Type] = [:]
    /// Whether ``prepare()`` must run before the next query.
    var needsPrepare = true

    /// Creates a layout.
    public override init() { super.init() }

    /// Creates a layout from a storyboard or xib.
    public required init?(coder: NSCoder) { super.init() }

    /// Recomputes what the layout caches; called before the collection view asks anything after
    /// an invalidation.
    open func prepare() {}

    /// The size of the whole content.
    open var collectionViewContentSize: CGSize { .zero }

    /// The attributes of every element whose frame meets `rect`.
    open func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? { nil }

    /// The attributes of the cell at an index path.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a supplementary view.
    open func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                   at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// The attributes of a decoration view.
    open func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? { nil }

    /// Marks the layout's caches stale and asks the collection view for a layout pass.
    open func invalidateLayout() {
        needsPrepare = true
        collectionView?.setNeedsLayout()
    }

    /// Whether a change of the collection view's bounds invalidates the layout; by default only
    /// a change of size does.
    open func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        guard let collectionView else { return false }
        return newBounds.size != collectionView.bounds.size
    }

    /// Whether a view's preferred attributes (from its
    /// ``UICollectionReusableView/preferredLayoutAttributesFitting(_:)``) change the layout; the
    /// base layout keeps its own attributes, the flow and compositional layouts answer `true`
    /// when an estimated size differs from the view's.
    open func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                     withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        false
    }

    /// Takes a cell's measured size in place of its estimate, moving what follows it without
    /// preparing the whole layout again; returns whether any frame changed. Layouts that
    /// estimate sizes override it.
    func applyPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool { false }

    /// Forgets the sizes measured so far (the data changed under them).
    func discardMeasuredSizes() {}

    /// The content offset to keep after an update; by default the proposed one.
    open func targetContentOffset(forProposedContentOffset proposedContentOffset: CGPoint) -> CGPoint {
        proposedContentOffset
    }

    /// Registers a class for decoration views of a kind.
    open func register(_ viewClass: AnyClass?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = viewClass as? UICollectionReusableView.Type
    }

    /// Registers a nib for decoration views of a kind (the nib's first reusable view is used).
    open func register(_ nib: UINib?, forDecorationViewOfKind elementKind: String) {
        decorationClasses[elementKind] = UICollectionReusableView.self
    }

    /// Runs ``prepare()`` when the layout was invalidated.
    func prepareIfNeeded() {
        guard needsPrepare else { return }
        needsPrepare = false
        prepare()
    }

    /// Called when the collection view's bounds change; orthogonal sections override nothing
    /// here, but layouts whose pinned headers follow the bounds re-query.
    func boundsDidChange(from old: CGRect, to new: CGRect) {
        if shouldInvalidateLayout(forBoundsChange: new) { needsPrepare = true }
    }
}
