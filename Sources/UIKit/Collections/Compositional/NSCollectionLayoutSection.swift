import HeadlessCore
import Foundation

/// How an orthogonal section scrolls across the layout's direction.
public enum UICollectionLayoutSectionOrthogonalScrollingBehavior: Int, Sendable, Hashable {
    /// The section does not scroll on its own.
    case none
    /// It scrolls freely.
    case continuous
    /// It scrolls freely and stops at the leading edge of a group.
    case continuousGroupLeadingBoundary
    /// It pages by the visible width.
    case paging
    /// It pages by group.
    case groupPaging
    /// It pages by group, centring each.
    case groupPagingCentered
}

/// What a section's or layout's content insets are measured from.
public enum UIContentInsetsReference: Int, Sendable, Hashable {
    case automatic, none, safeArea, layoutMargins, readableContent
}

/// A section of a compositional layout: a group repeated for the section's items, insets,
/// spacing between groups, headers and footers, and decoration.
@preconcurrency @MainActor
open class NSCollectionLayoutSection: NSObject {
    /// The group repeated for the items.
    public let group: NSCollectionLayoutGroup
    /// Insets around the section's groups.
    open var contentInsets = NSDirectionalEdgeInsets.zero
    /// What the insets are measured from.
    open var contentInsetsReference: UIContentInsetsReference = .automatic
    /// The space between groups.
    open var interGroupSpacing: CGFloat = 0
    /// Whether the section scrolls on its own across the layout's direction; such a section
    /// lays out its groups in a row and has cells only for its own visible band.
    open var orthogonalScrollingBehavior: UICollectionLayoutSectionOrthogonalScrollingBehavior = .none
    /// The section's headers and footers.
    open var boundarySupplementaryItems: [NSCollectionLayoutBoundarySupplementaryItem] = []
    /// Whether headers and footers follow the content insets.
    open var supplementariesFollowContentInsets = true
    /// Views drawn behind the section.
    open var decorationItems: [NSCollectionLayoutDecorationItem] = []
    /// Called with the visible items when the section scrolls (not called headlessly).
    open var visibleItemsInvalidationHandler: (@MainActor ([Any], CGPoint, NSCollectionLayoutEnvironment) -> Void)?

    /// Creates a section repeating a group.
    public init(group: NSCollectionLayoutGroup) {
        self.group = group
        super.init()
    }

    /// A list section: one full-width row per item, with the list configuration's insets,
    /// header and footer.
    public static func list(using configuration: UICollectionLayoutListConfiguration,
                            layoutEnvironment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        configuration.makeSection(layoutEnvironment)
    }
}
