import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Twelve or more items whose cells show "Item N" through a list content configuration.
final class TitledTileSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let count: Int
    init(count: Int) { self.count = count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        var content = UIListContentConfiguration.cell()
        content.text = "Item \(indexPath.item)"
        cell.contentConfiguration = content
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, shouldHighlightItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, didHighlightItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, didUnhighlightItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, shouldSelectItemAt indexPath: IndexPath) -> Bool { true }
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {}
    func collectionView(_ collectionView: UICollectionView, didDeselectItemAt indexPath: IndexPath) {}
}

/// A controller whose view is a grid of titled tiles.
final class TitledGridController: UIViewController {
    let source: TitledTileSource
    private(set) var collectionView: UICollectionView!

    init(count: Int) {
        source = TitledTileSource(count: count)
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { nil }

    override func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: tileLayout())
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.dataSource = source
        collectionView.delegate = source
        self.collectionView = collectionView
        view = collectionView
    }
}

/// The selection callbacks a tap gives.
@MainActor let tapCallbacks: TraceFilter = .kinds(.action)
    || (.classes(TitledTileSource.self)
        && .callbacks(.collectionShouldHighlightItem, .collectionDidHighlightItem, .collectionDidUnhighlightItem,
                      .collectionShouldSelectItem, .collectionDidSelectItem, .collectionDidDeselectItem))

/// The device's `tap <text>` reaches collection cells as it reaches table rows: the cell
/// showing the text is highlighted and selected with the delegate's callbacks in iOS's order.
@MainActor
@Suite(.freshRuntime) struct CollectionTapByTextTests {
    @Test func tappingACellsTextSelectsItsItem() {
        let harness = LifecycleHarness()
        let controller = TitledGridController(count: 12)
        harness.show(controller)
        let collectionView = controller.collectionView!
        let start = harness.mark()
        harness.tap("Item 4")
        harness.tap("Item 7")
        #expect(collectionView.indexPathsForSelectedItems == [IndexPath(item: 7, section: 0)])
        #expect(collectionView.cellForItem(at: IndexPath(item: 7, section: 0))?.isSelected == true)
        #expect(collectionView.cellForItem(at: IndexPath(item: 4, section: 0))?.isSelected == false)
        harness.trace(since: start).filtered(tapCallbacks).expectGolden("collection-tap-by-text", style: .swiftInstances)
    }

    @Test func aCellOffScreenIsNotTapped() {
        let harness = LifecycleHarness()
        let controller = TitledGridController(count: 300)
        harness.show(controller)
        let refusal = controller.view.window?.tapElement("Item 250")
        #expect(refusal?.contains("nothing on screen shows \"Item 250\"") == true)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }

    @Test func selectionOffIsExplained() {
        let harness = LifecycleHarness()
        let controller = TitledGridController(count: 6)
        harness.show(controller)
        controller.collectionView.allowsSelection = false
        let refusal = controller.view.window?.tapElement("Item 2")
        #expect(refusal?.contains("allowsSelection false") == true)
        #expect(controller.collectionView.indexPathsForSelectedItems == nil)
    }
}
