import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Diffable snapshots, their differ and the data source's batch updates.
@MainActor
@Suite(.freshRuntime) struct DiffableDataSourceTests {
    @MainActor final class Host {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                              collectionViewLayout: tileLayout())
        let delegate = TileSource(counts: [])
        var dataSource: UICollectionViewDiffableDataSource<String, String>!

        init() {
            let registration = UICollectionView.CellRegistration<TileCell, String> { cell, _, item in
                cell.shown = item
            }
            dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { collectionView, indexPath, item in
                collectionView.dequeueConfiguredReusableCell(using: registration, for: indexPath, item: item)
            }
            collectionView.delegate = delegate
        }

        func shown() -> [String] { collectionView.visibleCells.compactMap { ($0 as? TileCell)?.shown } }
    }

    static func snapshot(_ items: [String]) -> NSDiffableDataSourceSnapshot<String, String> {
        var snapshot = NSDiffableDataSourceSnapshot<String, String>()
        snapshot.appendSections(["main"])
        snapshot.appendItems(items)
        return snapshot
    }

    @Test func applyWithMovesIsOneBatchThatKeepsMovedCells() {
        let harness = LifecycleHarness()
        let host = Host()
        let controller = UIViewController()
        controller.view.addSubview(host.collectionView)
        harness.show(controller)
        host.dataSource.apply(Self.snapshot(["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"]))
        host.collectionView.layoutIfNeeded()
        #expect(host.shown() == ["A", "B", "C", "D", "E", "F", "G", "H", "I", "J"])
        let cellJ = host.collectionView.cellForItem(at: IndexPath(item: 9, section: 0))
        let cellC = host.collectionView.cellForItem(at: IndexPath(item: 2, section: 0))
        var next = Self.snapshot(["J", "A", "C", "D", "E", "X", "F", "G", "H", "I"])
        next.reconfigureItems(["C"])
        let start = harness.mark()
        harness.perform("apply") { host.dataSource.apply(next) }
        #expect(host.shown() == ["J", "A", "C", "D", "E", "X", "F", "G", "H", "I"])
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 0, section: 0)) === cellJ)
        #expect(host.collectionView.cellForItem(at: IndexPath(item: 2, section: 0)) === cellC)
        #expect(host.dataSource.indexPath(for: "X") == IndexPath(item: 5, section: 0))
        #expect(host.dataSource.itemIdentifier(for: IndexPath(item: 1, section: 0)) == "A")
        harness.trace(since: start).filtered(collectionLifecycle || .callbacks(.diffableCellProvider, .registrationHandler)).expectGolden("diffable-apply-with-moves", style: .swiftInstances)
    }

    @Test func duplicateIdentifiersAreDiagnosedAndLeftOut() {
        let harness = LifecycleHarness()
        harness.allowDiagnostics("diffable")
        var snapshot = NSDiffableDataSourceSnapshot<Int, String>()
        harness.perform("append without a section") { snapshot.appendItems(["lost"]) }
        harness.perform("append duplicates") {
            snapshot.appendSections([1, 1])
            snapshot.appendItems(["a", "b", "a"], toSection: 1)
            snapshot.appendItems(["b", "c"])
        }
        #expect(snapshot.itemIdentifiers == ["a", "b", "c"])
        #expect(snapshot.sectionIdentifiers == [1])
        #expect(harness.runtime.diagnostics.all.map(\.code) == [.diffableNoSection, .diffableDuplicateIdentifiers,
                                                               .diffableDuplicateIdentifiers, .diffableDuplicateIdentifiers])
        harness.trace.filtered(.kinds(.diagnostic) || .kinds(.action)).expectGolden("diffable-duplicate-identifiers", style: .swiftInstances)
    }

    @Test func snapshotEditing() {
        var snapshot = NSDiffableDataSourceSnapshot<String, Int>()
        snapshot.appendSections(["a", "c"])
        snapshot.insertSections(["b"], afterSection: "a")
        snapshot.appendItems([1, 2], toSection: "a")
        snapshot.appendItems([5], toSection: "c")
        snapshot.appendItems([3], toSection: "b")
        snapshot.insertItems([4], afterItem: 3)
        snapshot.moveItem(1, afterItem: 5)
        snapshot.deleteItems([2])
        snapshot.moveSection("c", beforeSection: "a")
        #expect(snapshot.sectionIdentifiers == ["c", "a", "b"])
        #expect(snapshot.itemIdentifiers == [5, 1, 3, 4])
        #expect(snapshot.indexOfItem(3) == 2)
        #expect(snapshot.sectionIdentifier(containingItem: 1) == "c")
        #expect(snapshot.numberOfItems(inSection: "a") == 0)
        snapshot.deleteSections(["c"])
        #expect(snapshot.numberOfItems == 2)
    }

    @Test func differFindsTheFewestMoves() {
        let difference = SnapshotDifference(oldSections: ["s"], oldItems: [["a", "b", "c", "d", "e"]],
                                            newSections: ["s"], newItems: [["e", "a", "b", "d", "x"]])
        #expect(difference.deletedItems == [IndexPath(item: 2, section: 0)])
        #expect(difference.insertedItems == [IndexPath(item: 4, section: 0)])
        #expect(difference.movedItems == [.init(from: IndexPath(item: 4, section: 0), to: IndexPath(item: 0, section: 0))])
        let sections = SnapshotDifference(oldSections: ["a", "b", "c"], oldItems: [["1"], ["2"], ["3"]],
                                          newSections: ["c", "a", "d"], newItems: [["3", "2"], ["1"], ["4"]])
        #expect(sections.deletedSections == [1])
        #expect(sections.insertedSections == [2])
        #expect(sections.movedSections == [.init(from: 2, to: 0)])
        #expect(sections.insertedItems == [IndexPath(item: 1, section: 0)])
        #expect(sections.deletedItems.isEmpty)
    }

    @Test func sectionSnapshotOutline() {
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit", "Vegetables"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        outline.append(["Green"], to: "Apple")
        outline.append(["Leek"], to: "Vegetables")
        #expect(outline.items == ["Fruit", "Apple", "Green", "Pear", "Vegetables", "Leek"])
        #expect(outline.visibleItems == ["Fruit", "Vegetables"])
        outline.expand(["Fruit"])
        #expect(outline.visibleItems == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(outline.level(of: "Green") == 2)
        #expect(outline.parent(of: "Pear") == "Fruit")
        #expect(outline.snapshot(of: "Fruit").items == ["Apple", "Green", "Pear"])
        #expect(outline.rootItems == ["Fruit", "Vegetables"])
        outline.delete(["Apple"])
        #expect(outline.items == ["Fruit", "Pear", "Vegetables", "Leek"])
    }

    @Test func sectionSnapshotApplyShowsVisibleItemsAndToggles() {
        let host = Host()
        host.collectionView.layoutIfNeeded()
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Fruit"])
        outline.append(["Apple", "Pear"], to: "Fruit")
        host.dataSource.apply(outline, to: "main")
        host.collectionView.layoutIfNeeded()
        #expect(host.shown() == ["Fruit"])
        host.dataSource.toggleExpansion(of: "Fruit")
        #expect(host.shown() == ["Fruit", "Apple", "Pear"])
        #expect(host.dataSource.snapshot(for: "main").isExpanded("Fruit"))
    }
}
