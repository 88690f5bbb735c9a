import Testing
@_spi(Headless) @testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A list delegate that records selections.
@MainActor
final class SelectionRecorder: NSObject, UICollectionViewDelegate {
    var selected: [IndexPath] = []
    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) { selected.append(indexPath) }
}

/// An outline whose parent rows have a header-style disclosure: a tap anywhere on such a row
/// expands or collapses it and does not select it (References §56.3).
@MainActor
@Suite(.freshRuntime) struct OutlineHeaderTapTests {
    @Test func aTapOnAHeaderRowTogglesItsChildrenWithoutSelectingIt() {
        let harness = LifecycleHarness()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        let recorder = SelectionRecorder()
        collectionView.delegate = recorder
        let header = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
            cell.accessories = [.outlineDisclosure(options: .init(style: .header))]
        }
        let row = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, item in
            var content = cell.defaultContentConfiguration()
            content.text = item
            cell.contentConfiguration = content
        }
        let dataSource = UICollectionViewDiffableDataSource<Int, String>(collectionView: collectionView) { view, indexPath, item in
            item.hasPrefix("Group")
                ? view.dequeueConfiguredReusableCell(using: header, for: indexPath, item: item)
                : view.dequeueConfiguredReusableCell(using: row, for: indexPath, item: item)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        outline.append(["Group A"])
        outline.append(["Apple", "Apricot"], to: "Group A")
        dataSource.apply(outline, to: 0, animatingDifferences: false)
        let controller = UIViewController()
        controller.view.addSubview(collectionView)
        harness.show(controller)
        #expect(dataSource.snapshot().itemIdentifiers == ["Group A"])

        harness.perform("tap the header") { collectionView.tapItem(at: IndexPath(item: 0, section: 0)) }
        #expect(dataSource.snapshot().itemIdentifiers == ["Group A", "Apple", "Apricot"])
        #expect(recorder.selected.isEmpty)
        #expect(collectionView.indexPathsForSelectedItems?.isEmpty ?? true)

        harness.perform("tap a child") { collectionView.tapItem(at: IndexPath(item: 1, section: 0)) }
        #expect(recorder.selected == [IndexPath(item: 1, section: 0)])

        harness.perform("tap the header again") { collectionView.tapItem(at: IndexPath(item: 0, section: 0)) }
        #expect(dataSource.snapshot().itemIdentifiers == ["Group A"])
    }
}
