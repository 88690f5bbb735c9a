// Collection views as modern iOS apps write them (cell registrations, list configurations,
// compositional layouts, diffable data sources and section snapshots), compiled with
// `import UIKit` alone in Swift 6 mode (CompatibilityTests) and Swift 5 mode
// (CompatibilitySwift5Tests links this same file).
import Testing
import UIKit
import UIKitTesting

/// A recipe browser: an outline list of cuisines and recipes with a sidebar-style list layout.
final class RecipeOutlineViewController: UIViewController {
    enum Section: Hashable, Sendable { case cuisines }

    struct Entry: Hashable, Sendable {
        let title: String
        let isCuisine: Bool
        let identifier = UUID()
    }

    var collectionView: UICollectionView!
    var dataSource: UICollectionViewDiffableDataSource<Section, Entry>!
    let cuisines: [(String, [String])] = [("Italian", ["Risotto", "Ragù"]), ("Japanese", ["Ramen", "Gyoza", "Onigiri"])]
    private(set) var selected: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: makeLayout())
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        configureDataSource()
        applyInitialSnapshot()
    }

    private func makeLayout() -> UICollectionViewLayout {
        var configuration = UICollectionLayoutListConfiguration(appearance: .sidebar)
        configuration.showsSeparators = false
        return UICollectionViewCompositionalLayout.list(using: configuration)
    }

    private func configureDataSource() {
        let cuisineCell = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, _, entry in
            var content = UIListContentConfiguration.sidebarHeader()
            content.text = entry.title
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure()]
        }
        let recipeCell = UICollectionView.CellRegistration<UICollectionViewListCell, Entry> { cell, indexPath, entry in
            var content = cell.defaultContentConfiguration()
            content.text = entry.title
            content.secondaryText = "Recipe \(indexPath.item)"
            cell.contentConfiguration = content
            cell.indentationLevel = 1
            cell.backgroundConfiguration = UIBackgroundConfiguration.listSidebarCell()
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Entry>(collectionView: collectionView) {
            collectionView, indexPath, entry in
            entry.isCuisine
                ? collectionView.dequeueConfiguredReusableCell(using: cuisineCell, for: indexPath, item: entry)
                : collectionView.dequeueConfiguredReusableCell(using: recipeCell, for: indexPath, item: entry)
        }
    }

    private func applyInitialSnapshot() {
        var outline = NSDiffableDataSourceSectionSnapshot<Entry>()
        for (cuisine, recipes) in cuisines {
            let parent = Entry(title: cuisine, isCuisine: true)
            outline.append([parent])
            outline.append(recipes.map { Entry(title: $0, isCuisine: false) }, to: parent)
            if cuisine == "Japanese" { outline.expand([parent]) }
        }
        dataSource.apply(outline, to: .cuisines, animatingDifferences: false)
    }

    /// The titles shown, in order.
    var shownTitles: [String] {
        dataSource.snapshot().itemIdentifiers.map(\.title)
    }
}

extension RecipeOutlineViewController: UICollectionViewDelegate {
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        guard let entry = dataSource.itemIdentifier(for: indexPath) else { return }
        selected.append(entry.title)
        collectionView.deselectItem(at: indexPath, animated: true)
    }
}

/// A photo grid: a compositional layout with a featured row that scrolls sideways, section
/// headers from a supplementary registration, and a flat diffable snapshot.
final class PhotoGridViewController: UIViewController {
    enum Section: Int, CaseIterable, Sendable { case featured, all }

    private var collectionView: UICollectionView!
    private var dataSource: UICollectionViewDiffableDataSource<Section, Int>!

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout { sectionIndex, environment in
            let columns = environment.container.effectiveContentSize.width > 500 ? 5 : 3
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                                                 heightDimension: .fractionalHeight(1.0)))
            item.contentInsets = NSDirectionalEdgeInsets(top: 2, leading: 2, bottom: 2, trailing: 2)
            let section: NSCollectionLayoutSection
            if Section(rawValue: sectionIndex) == .featured {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(0.8), heightDimension: .absolute(200)),
                    subitems: [item])
                section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .groupPagingCentered
            } else {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0),
                                                       heightDimension: .fractionalWidth(1.0 / CGFloat(columns))),
                    subitem: item, count: columns)
                section = NSCollectionLayoutSection(group: group)
            }
            let header = NSCollectionLayoutBoundarySupplementaryItem(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0), heightDimension: .estimated(44)),
                elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
            header.pinToVisibleBounds = true
            section.boundarySupplementaryItems = [header]
            return section
        }
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        view.addSubview(collectionView)

        let photoCell = UICollectionView.CellRegistration<UICollectionViewCell, Int> { cell, _, photo in
            var background = UIBackgroundConfiguration.listPlainCell()
            background.backgroundColor = photo % 2 == 0 ? .systemBlue : .systemGreen
            background.cornerRadius = 8
            cell.backgroundConfiguration = background
        }
        let headerRegistration = UICollectionView.SupplementaryRegistration<UICollectionViewListCell>(
            elementKind: UICollectionView.elementKindSectionHeader) { header, _, indexPath in
            var content = UIListContentConfiguration.groupedHeader()
            content.text = indexPath.section == 0 ? "Featured" : "All Photos"
            header.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource<Section, Int>(collectionView: collectionView) {
            collectionView, indexPath, photo in
            collectionView.dequeueConfiguredReusableCell(using: photoCell, for: indexPath, item: photo)
        }
        dataSource.supplementaryViewProvider = { collectionView, _, indexPath in
            collectionView.dequeueConfiguredReusableSupplementary(using: headerRegistration, for: indexPath)
        }
        var snapshot = NSDiffableDataSourceSnapshot<Section, Int>()
        snapshot.appendSections(Section.allCases)
        snapshot.appendItems(Array(0..<5), toSection: .featured)
        snapshot.appendItems(Array(100..<160), toSection: .all)
        dataSource.apply(snapshot, animatingDifferences: false)
    }

    /// Removes the odd photos and reconfigures the first one, as an edit screen would.
    func removeOddPhotos() {
        var snapshot = dataSource.snapshot()
        snapshot.deleteItems(snapshot.itemIdentifiers(inSection: .all).filter { $0 % 2 == 1 })
        snapshot.reconfigureItems([100])
        dataSource.apply(snapshot)
    }

    var visibleCount: Int { collectionView.visibleCells.count }
    var itemCount: Int { collectionView.numberOfItems(inSection: Section.all.rawValue) }
}

@MainActor
@Suite(.freshRuntime) struct IOSStyleCollectionTests {
    @Test func outlineListShowsExpandedChildren() {
        let harness = LifecycleHarness()
        let controller = RecipeOutlineViewController()
        harness.show(controller)
        #expect(controller.shownTitles == ["Italian", "Japanese", "Ramen", "Gyoza", "Onigiri"])
        #expect(controller.collectionView.visibleCells.count == 5)
    }

    @Test func photoGridAppliesEdits() {
        let harness = LifecycleHarness()
        let controller = PhotoGridViewController()
        harness.show(controller)
        #expect(controller.visibleCount > 0)
        harness.perform("remove odd photos") { controller.removeOddPhotos() }
        #expect(controller.itemCount == 30)
    }
}
