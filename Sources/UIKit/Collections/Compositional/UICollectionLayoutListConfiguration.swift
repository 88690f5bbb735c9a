import HeadlessCore
import Foundation

/// The settings of a list made with a compositional layout: its appearance, headers, footers
/// and separators.
@preconcurrency @MainActor
public struct UICollectionLayoutListConfiguration {
    /// The styles of a list.
    public enum Appearance: Int, Sendable, Hashable {
        case plain, grouped, insetGrouped, sidebar, sidebarPlain
    }

    /// Whether and how sections have headers.
    public enum HeaderMode: Int, Sendable, Hashable {
        /// No header.
        case none
        /// A supplementary view of kind ``UICollectionView/elementKindSectionHeader``.
        case supplementary
        /// The first item of each section is its header.
        case firstItemInSection
    }

    /// Whether sections have footers.
    public enum FooterMode: Int, Sendable, Hashable {
        case none, supplementary
    }

    /// The style.
    public let appearance: Appearance
    /// Whether rows show separators.
    public var showsSeparators = true
    /// The list's background colour; `nil` for the appearance's.
    public var backgroundColor: UIColor?
    /// The headers.
    public var headerMode: HeaderMode = .none
    /// The footers.
    public var footerMode: FooterMode = .none
    /// Extra space above each header.
    public var headerTopPadding: CGFloat?
    /// Gives the actions a swipe from an item's leading edge shows.
    public var leadingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// Gives the actions a swipe from an item's trailing edge shows.
    public var trailingSwipeActionsConfigurationProvider: SwipeActionsConfigurationProvider?
    /// The block that gives an item's swipe actions, or nil for none.
    public typealias SwipeActionsConfigurationProvider = @MainActor (IndexPath) -> UISwipeActionsConfiguration?

    /// Creates a configuration with an appearance.
    public init(appearance: Appearance) { self.appearance = appearance }

    /// The estimated row height lists use.
    static let rowEstimate: CGFloat = 44

    func makeSection(_ environment: NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection {
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                             heightDimension: .estimated(Self.rowEstimate)))
        let group = NSCollectionLayoutGroup.vertical(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(Self.rowEstimate)),
            subitems: [item])
        let section = NSCollectionLayoutSection(group: group)
        switch appearance {
        case .plain, .sidebarPlain:
            break
        case .grouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 17, leading: 0, bottom: 17, trailing: 0)
        case .insetGrouped:
            section.contentInsets = NSDirectionalEdgeInsets(top: 17, leading: 20, bottom: 17, trailing: 20)
        case .sidebar:
            section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 10, bottom: 0, trailing: 10)
        }
        var boundary: [NSCollectionLayoutBoundarySupplementaryItem] = []
        let headerHeight: CGFloat = appearance == .plain ? 28 : 38
        if headerMode == .supplementary {
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = appearance == .plain
            boundary.append(header)
        }
        if footerMode == .supplementary {
            boundary.append(NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(headerHeight)),
                elementKind: UICollectionView.elementKindSectionFooter, alignment: .bottom))
        }
        section.boundarySupplementaryItems = boundary
        return section
    }
}
