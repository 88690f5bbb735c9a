import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A sidebar outline as sample apps write it: groups whose rows carry a header-style outline
/// disclosure, and leaves that are selected. `leafStyle` gives the leaves a disclosure too.
final class SidebarOutlineController: UIViewController, UICollectionViewDelegate {
    var dataSource: UICollectionViewDiffableDataSource<Int, String>!
    var collectionView: UICollectionView!
    var selected: [String] = []
    var groupStyle: UICellAccessory.OutlineDisclosureOptions.Style = .header
    var handlerRuns = 0
    var usesHandler = false

    let groups = ["Fruit": ["Apple", "Pear"], "Vegetables": ["Leek", "Kale"]]

    override func viewDidLoad() {
        super.viewDidLoad()
        let layout = UICollectionViewCompositionalLayout.list(using: UICollectionLayoutListConfiguration(appearance: .sidebar))
        collectionView = UICollectionView(frame: view.bounds, collectionViewLayout: layout)
        collectionView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        collectionView.delegate = self
        view.addSubview(collectionView)
        let group = UICollectionView.CellRegistration<UICollectionViewListCell, String> { [weak self] cell, _, title in
            guard let self else { return }
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
            if usesHandler {
                cell.accessories = [.outlineDisclosure(options: .init(style: groupStyle)) { [weak self] in self?.handlerRuns += 1 }]
            } else {
                cell.accessories = [.outlineDisclosure(options: .init(style: groupStyle))]
            }
        }
        let leaf = UICollectionView.CellRegistration<UICollectionViewListCell, String> { cell, _, title in
            var content = cell.defaultContentConfiguration()
            content.text = title
            cell.contentConfiguration = content
        }
        dataSource = UICollectionViewDiffableDataSource(collectionView: collectionView) { [weak self] view, indexPath, title in
            self?.groups[title] == nil
                ? view.dequeueConfiguredReusableCell(using: leaf, for: indexPath, item: title)
                : view.dequeueConfiguredReusableCell(using: group, for: indexPath, item: title)
        }
        var outline = NSDiffableDataSourceSectionSnapshot<String>()
        for title in groups.keys.sorted() {
            outline.append([title])
            outline.append(groups[title] ?? [], to: title)
        }
        dataSource.apply(outline, to: 0, animatingDifferences: false)
    }

    func collectionView(_ collectionView: UICollectionView, didSelectItemAt indexPath: IndexPath) {
        selected.append(dataSource.itemIdentifier(for: indexPath) ?? "?")
    }

    var shownTitles: [String] { dataSource.snapshot().itemIdentifiers }
}

/// A tap anywhere on a row whose outline disclosure has the `.header` style toggles the row's
/// expansion and does not select it (Apple, `UICellAccessory.OutlineDisclosureOptions.Style`;
/// References §58.3).
@MainActor
@Suite(.freshRuntime) struct OutlineHeaderTapTests {
    func show(_ configure: (SidebarOutlineController) -> Void = { _ in }) -> (LifecycleHarness, SidebarOutlineController) {
        let harness = LifecycleHarness()
        let controller = SidebarOutlineController()
        configure(controller)
        harness.show(UINavigationController(rootViewController: controller))
        return (harness, controller)
    }

    @Test func tappingAHeaderRowExpandsItThenCollapsesItWithoutSelecting() {
        let (harness, controller) = show()
        #expect(controller.shownTitles == ["Fruit", "Vegetables"])
        harness.tap("Fruit")
        #expect(controller.shownTitles == ["Fruit", "Apple", "Pear", "Vegetables"])
        #expect(controller.selected.isEmpty)
        #expect(controller.collectionView.indexPathsForSelectedItems?.isEmpty ?? true)
        harness.tap("Pear")
        #expect(controller.selected == ["Pear"])
        harness.tap("Fruit")
        #expect(controller.shownTitles == ["Fruit", "Vegetables"])
        #expect(controller.selected == ["Pear"])
    }

    @Test func anAutomaticDisclosureInACellConfigurationSelectsTheRow() {
        let (harness, controller) = show { $0.groupStyle = .automatic }
        harness.tap("Vegetables")
        #expect(controller.selected == ["Vegetables"])
        #expect(controller.shownTitles == ["Fruit", "Vegetables"])
    }

    @Test func aHeaderDisclosureWithAnActionHandlerRunsItInstead() {
        let (harness, controller) = show { $0.usesHandler = true }
        harness.tap("Fruit")
        #expect(controller.handlerRuns == 1)
        #expect(controller.shownTitles == ["Fruit", "Vegetables"])
        #expect(controller.selected.isEmpty)
    }
}
