import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Content and background configurations of cells, and list cell accessories.
@MainActor
@Suite(.freshRuntime) struct CellConfigurationTests {
    @Test func listContentConfigurationMakesItsContentView() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        var content = cell.defaultContentConfiguration()
        content.text = "Inbox"
        content.secondaryText = "3 unread"
        cell.contentConfiguration = content
        let view = cell.contentView.subviews.first as? UIListContentView
        #expect(view?.primaryTextLabel.text == "Inbox")
        #expect((view?.configuration as? UIListContentConfiguration)?.secondaryText == "3 unread")
        content.text = "Archive"
        cell.contentConfiguration = content
        #expect(cell.contentView.subviews.count == 1)
        #expect((cell.contentView.subviews.first as? UIListContentView) === view)
        #expect(view?.primaryTextLabel.text == "Archive")
    }

    @Test func groupedHeaderUppercasesItsText() {
        var header = UIListContentConfiguration.groupedHeader()
        header.text = "Recent"
        #expect((header.makeContentView() as? UIListContentView)?.primaryTextLabel.text == "RECENT")
        #expect(header.text == "Recent")
    }

    @Test func backgroundFollowsSelectionAndTheUpdateHandlerRuns() {
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        var states: [Bool] = []
        cell.backgroundConfiguration = .listPlainCell()
        cell.configurationUpdateHandler = { _, state in states.append(state.isSelected) }
        #expect(cell.backgroundConfigurationView?.backgroundColor == .systemBackground)
        cell.isSelected = true
        #expect(cell.backgroundConfigurationView?.backgroundColor == .lightGray)
        cell.isSelected = false
        #expect(cell.backgroundConfigurationView?.backgroundColor == .systemBackground)
        #expect(states == [false, true, false])
    }

    @Test func accessoriesFollowEditing() {
        var deleted = 0
        let cell = UICollectionViewListCell(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
        cell.accessories = [.disclosureIndicator(), .delete(actionHandler: { deleted += 1 }), .reorder(), .label(text: "New")]
        #expect(cell.shownAccessories.map(\.kind) == [.disclosureIndicator, .label])
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667),
                                              collectionViewLayout: UICollectionViewFlowLayout())
        collectionView.addSubview(cell)
        collectionView.isEditing = true
        #expect(cell.shownAccessories.map(\.kind) == [.delete, .disclosureIndicator, .reorder, .label])
        cell.shownAccessories.first?.performAction()
        #expect(deleted == 1)
        cell.indentationLevel = 2
        cell.layoutIfNeeded()
        #expect(cell.contentView.frame.minX == CGFloat(20 + 30))
    }
}
