import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Flow layout: items sized by the delegate, headers and footers, pinned headers, horizontal
/// scrolling, and prefetching ahead of a scroll.
@MainActor
@Suite(.freshRuntime) struct FlowLayoutTests {
    /// Sizes every third item wider, and gives each section a header.
    final class SizingSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegateFlowLayout {
        func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { 10 }
        func numberOfSections(in collectionView: UICollectionView) -> Int { 3 }
        func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
            collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                            at indexPath: IndexPath) -> UICollectionReusableView {
            collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            sizeForItemAt indexPath: IndexPath) -> CGSize {
            indexPath.item % 3 == 0 ? CGSize(width: 200, height: 60) : CGSize(width: 100, height: 40)
        }
        func collectionView(_ collectionView: UICollectionView, layout collectionViewLayout: UICollectionViewLayout,
                            referenceSizeForHeaderInSection section: Int) -> CGSize {
            CGSize(width: 0, height: 30)
        }
    }

    static func makeView(_ layout: UICollectionViewLayout, source: UICollectionViewDataSource & UICollectionViewDelegate)
        -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(TileHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    @Test func delegateSizesFillLinesAndCentreItemsInTheirLine() {
        let source = SizingSource()
        let layout = UICollectionViewFlowLayout()
        layout.minimumInteritemSpacing = 10
        layout.minimumLineSpacing = 10
        let collectionView = Self.makeView(layout, source: source)
        // Line 1: items 0 (200) and 1 (100) fit in 375 (310); item 2 would make 420.
        let first = collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame
        let second = collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.frame
        #expect(first == CGRect(x: 0, y: 30, width: 200, height: 60))
        #expect(second == CGRect(x: 275, y: 40, width: 100, height: 40))
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 0, y: 0, width: 375, height: 30))
        let attributes = collectionView.layoutAttributesForItem(at: IndexPath(item: 9, section: 2))
        #expect(attributes?.frame.width == 200)
    }

    @Test func pinnedHeaderStaysAtTheTopOfItsSection() {
        let source = TileSource(counts: [30, 30])
        let layout = tileLayout()
        layout.headerReferenceSize = CGSize(width: 0, height: 40)
        layout.sectionHeadersPinToVisibleBounds = true
        let collectionView = Self.makeView(layout, source: source)
        collectionView.contentOffset = CGPoint(x: 0, y: 500)
        collectionView.layoutIfNeeded()
        let header = collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                      at: IndexPath(item: 0, section: 0))
        #expect(header?.frame.minY == 500)
        // Section 0 ends at 40 + 10 rows: 1130; its header stops 40 points above.
        collectionView.contentOffset = CGPoint(x: 0, y: 1100)
        collectionView.layoutIfNeeded()
        #expect(collectionView.supplementaryView(forElementKind: UICollectionView.elementKindSectionHeader,
                                                 at: IndexPath(item: 0, section: 0))?.frame.minY == CGFloat(1130 - 40))
    }

    @Test func horizontalFlowFillsColumns() {
        let source = TileSource(counts: [40])
        let layout = tileLayout()
        layout.scrollDirection = .horizontal
        layout.sectionInset = .zero
        let collectionView = Self.makeView(layout, source: source)
        // 667 points hold 6 items of 100 with 10 between: a column of 6, columns 110 apart.
        #expect(collectionView.cellForItem(at: IndexPath(item: 6, section: 0))?.frame.minX == 110)
        #expect(collectionView.contentSize.width == CGFloat(7 * 100 + 6 * 10))
        #expect(collectionView.indexPathsForVisibleItems.count == 24)
    }

    @Test func scrollingPrefetchesTheNextScreen() {
        let source = TileSource(counts: [300])
        let collectionView = Self.makeView(tileLayout(), source: source)
        collectionView.prefetchDataSource = source
        collectionView.contentOffset = CGPoint(x: 0, y: 100)
        collectionView.layoutIfNeeded()
        // The screen below the bounds (767...1434) holds rows 7...13.
        #expect(source.prefetched.first == IndexPath(item: 21, section: 0))
        #expect(source.prefetched.last == IndexPath(item: 41, section: 0))
        #expect(source.prefetched.allSatisfy { collectionView.cellForItem(at: $0) == nil })
    }
}
