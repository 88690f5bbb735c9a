import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// The visible-region cell lifecycle of a collection view: first display, scrolling, reuse,
/// batch updates and their consistency check, selection.
@MainActor
@Suite(.freshRuntime) struct CollectionViewLifecycleTests {
    /// A grid of `count` tiles shown on a new harness: the harness, the tiles' source and the
    /// collection view.
    private func showGrid(of count: Int) -> (LifecycleHarness, TileSource, UICollectionView) {
        let harness = LifecycleHarness()
        let source = TileSource(counts: [count])
        let controller = GridViewController(layout: tileLayout(), source: source)
        harness.show(controller)
        return (harness, source, controller.collectionView!)
    }

    @Test func firstDisplayMakesCellsForTheVisibleRegionOnly() {
        let (harness, source, collectionView) = showGrid(of: 300)
        // The content inset takes the status bar's 20 points (contentInsetAdjustmentBehavior
        // .automatic), so the content shows from y = -20 to 647: rows 0...5 (row 6 starts at
        // 660), 6 rows of 3.
        #expect(collectionView.adjustedContentInset.top == 20 && collectionView.contentOffset.y == -20)
        #expect(collectionView.indexPathsForVisibleItems.count == 18)
        #expect(collectionView.contentSize == CGSize(width: 375, height: 100 * 100 + 99 * 10))
        #expect(collectionView.cellForItem(at: IndexPath(item: 0, section: 0))?.frame == CGRect(x: 10, y: 0, width: 100, height: 100))
        #expect(collectionView.cellForItem(at: IndexPath(item: 2, section: 0))?.frame.minX == 265)
        #expect(source.willDisplay.count == 18)
        #expect(collectionView.cellForItem(at: IndexPath(item: 18, section: 0)) == nil)
        harness.trace.filtered(collectionLifecycle).expectGolden("collection-first-display", style: .swiftInstances)
    }

    @Test func scrollingOnePageRecyclesTheCellsThatLeft() {
        let (harness, source, collectionView) = showGrid(of: 300)
        let start = harness.mark()
        harness.perform("scroll one page") {
            collectionView.contentOffset = CGPoint(x: 0, y: 667)
            collectionView.layoutIfNeeded()
        }
        let visible = collectionView.indexPathsForVisibleItems
        #expect(visible.first == IndexPath(item: 18, section: 0))
        #expect(visible.last == IndexPath(item: 38, section: 0))
        let cells = collectionView.visibleCells.compactMap { $0 as? TileCell }
        #expect(cells.allSatisfy { cell in cell.shown == collectionView.indexPath(for: cell).map { "0-\($0.item)" } })
        #expect(cells.contains { $0.reuses > 0 })
        #expect(source.liveCells == 21)
        harness.trace(since: start).filtered(collectionLifecycle).expectGolden("collection-scroll-one-page", style: .swiftInstances)
    }

    @Test func liveCellsStayAtTheVisibleCountWhileScrolling100000Items() {
        let runtime = HeadlessRuntime.current
        _ = runtime
        let source = TileSource(counts: [100_000])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: tileLayout())
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        let firstVisible = collectionView.visibleCells.count
        var mostLive = 0
        var mostVisible = 0
        let bottom = collectionView.contentSize.height - 667
        var y: CGFloat = 0
        var steps = 0
        while y < bottom, steps < 100_000 {
            y = min(bottom, y + 331)
            collectionView.contentOffset = CGPoint(x: 0, y: y)
            collectionView.layoutIfNeeded()
            mostLive = max(mostLive, source.liveCells)
            mostVisible = max(mostVisible, collectionView.visibleCells.count)
            steps += 1
        }
        #expect(collectionView.indexPathsForVisibleItems.last == IndexPath(item: 99_999, section: 0))
        #expect(firstVisible == 21)
        #expect(mostVisible <= 24)
        // Visible cells plus the pool: the cells of the rows that left in one step.
        #expect(mostLive <= mostVisible + 12, "live \(mostLive), visible \(mostVisible)")
        #expect(collectionView.reusePoolCount + collectionView.visibleCells.count == source.liveCells)
    }

    @Test func batchInsertAndDeleteMoveTheVisibleCells() {
        let (harness, source, collectionView) = showGrid(of: 30)
        let third = collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        let start = harness.mark()
        harness.perform("insert and delete") {
            collectionView.performBatchUpdates {
                source.counts = [30]
                collectionView.deleteItems(at: [IndexPath(item: 0, section: 0)])
                collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
            }
        }
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0)) === third)
        #expect(third?.frame.minX == 137.5)
        #expect(source.didEndDisplaying.last == IndexPath(item: 0, section: 0))
        #expect(collectionView.numberOfItems(inSection: 0) == 30)
        harness.trace(since: start).filtered(collectionLifecycle).expectGolden("collection-batch-insert-delete", style: .swiftInstances)
    }

    @Test func invalidBatchUpdateIsDiagnosedAndChangesNothing() {
        let harness = LifecycleHarness()
        harness.allowDiagnostics("collectionView.update.invalid")
        let source = TileSource(counts: [5])
        let controller = GridViewController(layout: tileLayout(), source: source)
        harness.show(controller)
        let collectionView = controller.collectionView!
        let before = collectionView.visibleCells
        var finished: Bool?
        let start = harness.mark()
        harness.perform("invalid update") {
            collectionView.performBatchUpdates({
                source.counts = [7]
                collectionView.insertItems(at: [IndexPath(item: 5, section: 0)])
            }, completion: { finished = $0 })
        }
        harness.runUntilIdle()
        let diagnostics = harness.runtime.diagnostics.all.filter { $0.code == .collectionViewInvalidUpdate }
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.message.contains("Invalid update: invalid number of items in section 0. The number of items contained in an existing section after the update (7) must be equal to the number of items contained in that section before the update (5), plus or minus the number of items inserted or deleted from that section (1 inserted, 0 deleted)") == true)
        #expect(collectionView.numberOfItems(inSection: 0) == 5)
        #expect(collectionView.visibleCells.map(ObjectIdentifier.init) == before.map(ObjectIdentifier.init))
        #expect(finished == false)
        harness.trace(since: start).filtered(collectionLifecycle).expectGolden("collection-invalid-update", style: .swiftInstances)
    }

    @Test func tapSelectsWithUIKitsDelegateOrder() {
        let (harness, _, collectionView) = showGrid(of: 10)
        let start = harness.mark()
        harness.perform("tap") { collectionView.tapItem(at: IndexPath(item: 1, section: 0)) }
        harness.perform("tap another") { collectionView.tapItem(at: IndexPath(item: 4, section: 0)) }
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 4, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 1, section: 0))?.isSelected == false)
        let lines = harness.trace(since: start).filtered(.classes(TileSource.self)).lines()
        #expect(lines.count == 11, "\(lines)")
    }

    @Test func unregisteredIdentifierIsDiagnosed() {
        let runtime = HeadlessRuntime.current
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: tileLayout())
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "missing", for: IndexPath(item: 0, section: 0))
        #expect(runtime.diagnostics.all.map(\.code) == [.collectionViewDequeueUnregistered])
        #expect(runtime.diagnostics.all.first?.message.contains("register a class or a nib for the identifier") == true)
        #expect(cell.reuseIdentifier == "missing")
    }

    @Test func scrollToItemCentresIt() {
        let runtime = HeadlessRuntime.current
        _ = runtime
        let source = TileSource(counts: [300])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: tileLayout())
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = source
        collectionView.scrollToItem(at: IndexPath(item: 150, section: 0), at: .centeredVertically, animated: false)
        // Item 150 is in row 50, at y 5500...5600.
        #expect(collectionView.contentOffset.y == 5550 - 333.5)
        #expect(collectionView.cellForItem(at: IndexPath(item: 150, section: 0)) != nil)
    }
}
