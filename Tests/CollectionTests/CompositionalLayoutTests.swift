import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Compositional layouts: groups, orthogonal sections with their own visible band, boundary
/// items, decorations and list configurations.
@MainActor
@Suite(.freshRuntime) struct CompositionalLayoutTests {
    /// Section 0: a row of 150×120 cards that scrolls on its own, under a 44-point header;
    /// section 1: a grid of three 100-point tiles per row on a background.
    static func shelfAndGridLayout() -> UICollectionViewCompositionalLayout {
        let layout = UICollectionViewCompositionalLayout { index, _ in
            let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1),
                                                                                 heightDimension: .fractionalHeight(1)))
            if index == 0 {
                let group = NSCollectionLayoutGroup.horizontal(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(150), heightDimension: .absolute(120)),
                    subitems: [item])
                let section = NSCollectionLayoutSection(group: group)
                section.orthogonalScrollingBehavior = .continuous
                section.interGroupSpacing = 10
                section.contentInsets = NSDirectionalEdgeInsets(top: 0, leading: 16, bottom: 0, trailing: 16)
                let header = NSCollectionLayoutBoundarySupplementaryItem(
                    layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44)),
                    elementKind: UICollectionView.elementKindSectionHeader, alignment: .top)
                section.boundarySupplementaryItems = [header]
                return section
            }
            let tile = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1.0 / 3.0),
                                                                                 heightDimension: .fractionalHeight(1)))
            let row = NSCollectionLayoutGroup.horizontal(
                layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(100)),
                subitems: [tile])
            let section = NSCollectionLayoutSection(group: row)
            section.decorationItems = [.background(elementKind: "background")]
            return section
        }
        layout.register(SectionBackground.self, forDecorationViewOfKind: "background")
        return layout
    }

    @Test func firstDisplayOfAnOrthogonalSection() {
        let harness = LifecycleHarness()
        let source = TileSource(counts: [20, 60])
        let controller = GridViewController(layout: Self.shelfAndGridLayout(), source: source)
        harness.show(controller)
        let collectionView = controller.collectionView!
        let shelf = collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }
        let grid = collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }
        #expect(shelf.map(\.item) == [0, 1, 2])
        // The status bar's 20 points of content inset leave rows 0...4 of the grid in view.
        #expect(grid.count == 15)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame == CGRect(x: 176, y: 44, width: 150, height: 120))
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 1))?.frame == CGRect(x: 125, y: 264, width: 125, height: 100))
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 16, y: 0, width: 343, height: 44))
        #expect(collectionView.subviews.contains { $0 is SectionBackground })
        #expect(collectionView.contentSize.height == CGFloat(44 + 120 + 20 * 100))
        harness.trace.filtered(collectionLifecycle).expectGolden("compositional-orthogonal-first-display", style: .swiftInstances)
    }

    @Test func orthogonalBandScrollsOnItsOwn() {
        let harness = LifecycleHarness()
        let source = TileSource(counts: [20, 60])
        let layout = Self.shelfAndGridLayout()
        let controller = GridViewController(layout: layout, source: source)
        harness.show(controller)
        let collectionView = controller.collectionView!
        let gridBefore = collectionView.indexPathsForVisibleItems.filter { $0.section == 1 }
        harness.perform("swipe the shelf") {
            layout.setOrthogonalOffset(320, forSection: 0)
            collectionView.layoutIfNeeded()
        }
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 0 }.map(\.item) == [1, 2, 3, 4])
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 16)
        #expect(collectionView.indexPathsForVisibleItems.filter { $0.section == 1 } == gridBefore)
        #expect(source.didEndDisplaying == [IndexPath(item: 0, section: 0)])
    }

    @Test func insetGroupedListWithHeaders() {
        let runtime = HeadlessRuntime.current
        _ = runtime
        var configuration = UICollectionLayoutListConfiguration(appearance: .insetGrouped)
        configuration.headerMode = .supplementary
        let layout = UICollectionViewCompositionalLayout.list(using: configuration)
        let source = TileSource(counts: [3, 3])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(TileHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 20, y: 38 + 17, width: 335, height: 44))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 1))?.frame.minY == CGFloat(38 + 17 + 132 + 17 + 38 + 17))
        #expect(collectionView.visibleSupplementaryViews(ofKind: UICollectionView.elementKindSectionHeader).count == 2)
    }

    @Test func zeroSizedItemIsDiagnosedNotLooped() {
        let runtime = HeadlessRuntime.current
        let item = NSCollectionLayoutItem(layoutSize: NSCollectionLayoutSize(widthDimension: .absolute(0), heightDimension: .absolute(10)))
        let group = NSCollectionLayoutGroup.horizontal(
            layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(10)), subitems: [item])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let source = TileSource(counts: [1000])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = source
        collectionView.layoutIfNeeded()
        #expect(runtime.diagnostics.all.contains { $0.code == .collectionViewLayoutInvalid && $0.message.contains("zero width") })
        // One zero-width item per 10-point group: the 67 rows on screen, and no endless loop.
        #expect(collectionView.visibleCells.count == 67)
    }
}
