import HeadlessCore
import Foundation

/// The smallest element of a compositional layout: one cell's size and insets.
@preconcurrency @MainActor
open class NSCollectionLayoutItem: NSObject {
    /// The item's size, relative to its group.
    public let layoutSize: NSCollectionLayoutSize
    /// The supplementary items anchored to the item (badges); kept, not laid out headlessly.
    public let supplementaryItems: [NSCollectionLayoutSupplementaryItem]
    /// Insets of the content within the item's frame.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// Spacing outside the item.
    open var edgeSpacing: NSCollectionLayoutEdgeSpacing?

    /// Creates an item of a size.
    public convenience init(layoutSize: NSCollectionLayoutSize) {
        self.init(layoutSize: layoutSize, supplementaryItems: [])
    }

    /// Creates an item of a size with supplementary items.
    public init(layoutSize: NSCollectionLayoutSize, supplementaryItems: [NSCollectionLayoutSupplementaryItem]) {
        self.layoutSize = layoutSize
        self.supplementaryItems = supplementaryItems
        super.init()
    }
}

/// A frame for one item of a custom group.
@preconcurrency @MainActor
open class NSCollectionLayoutGroupCustomItem: NSObject {
    /// The item's frame in the group.
    public let frame: CGRect
    /// The item's stacking order.
    public let zIndex: Int

    /// Creates a custom item.
    public convenience init(frame: CGRect) { self.init(frame: frame, zIndex: 0) }

    /// Creates a custom item with a stacking order.
    public init(frame: CGRect, zIndex: Int) {
        self.frame = frame
        self.zIndex = zIndex
        super.init()
    }
}
