import HeadlessCore
import Foundation

/// Settings of a whole compositional layout: direction, spacing between sections, and the
/// layout's own headers and footers.
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayoutConfiguration: NSObject {
    /// The direction the layout scrolls in (the headless layout lays out vertically).
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical
    /// The space between sections.
    open var interSectionSpacing: CGFloat = 0
    /// Headers and footers of the whole layout.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// What section insets are measured from.
    open var contentInsetsReference: UIContentInsetsReference = .automatic

    /// Creates a configuration.
    public override init() { super.init() }
}
