import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A dish row that rebuilds its content configuration from its properties, as iOS 14 cells do:
/// each property asks for an update, and the update reads them all.
final class DishCell: UITableViewCell {
    var updates: [UICellConfigurationState] = []
    var name: String? { didSet { if oldValue != name { setNeedsUpdateConfiguration() } } }
    var price: Double? { didSet { if oldValue != price { setNeedsUpdateConfiguration() } } }
    var photo: UIImage? { didSet { if oldValue != photo { setNeedsUpdateConfiguration() } } }

    override func updateConfiguration(using state: UICellConfigurationState) {
        updates.append(state)
        var content = defaultContentConfiguration().updated(for: state)
        content.text = name
        content.secondaryText = price.map { String(format: "$%.2f", $0) }
        content.image = photo ?? UIImage(systemName: "photo")
        contentConfiguration = content
    }
}

final class MenuListController: UITableViewController {
    let dishes = [("Soup", 4.5), ("Salad", 6.0), ("Pie", 3.25)]
    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(DishCell.self, forCellReuseIdentifier: "dish")
    }
    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { dishes.count }
    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "dish", for: indexPath) as! DishCell
        cell.name = dishes[indexPath.row].0
        cell.price = dishes[indexPath.row].1
        cell.photo = nil
        return cell
    }
}

/// Issue 33 item 6: configuration updates of table cells (`setNeedsUpdateConfiguration()`,
/// `updateConfiguration(using:)`, `configurationUpdateHandler`).
@MainActor
@Suite(.freshRuntime) struct TableCellConfigurationTests {
    private func cell(_ row: Int, of controller: MenuListController) -> DishCell? {
        controller.tableView.cellForRow(at: IndexPath(row: row, section: 0)) as? DishCell
    }

    @Test func requestsBeforeALayoutPassUpdateOnceWithTheCellsProperties() {
        let harness = LifecycleHarness()
        let controller = MenuListController(style: .plain)
        harness.show(controller)
        harness.runUntilIdle()
        let soup = cell(0, of: controller)
        // Two property changes in cellForRowAt (the photo stays nil) made one update.
        #expect(soup?.updates.count == 1)
        let content = soup?.contentConfiguration as? UIListContentConfiguration
        #expect(content?.text == "Soup")
        #expect(content?.secondaryText == "$4.50")
        soup?.name = "Broth"
        soup?.price = 5
        #expect(soup?.updates.count == 1)
        harness.runUntilIdle()
        #expect(soup?.updates.count == 2)
        #expect((soup?.contentConfiguration as? UIListContentConfiguration)?.text == "Broth")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    @Test func selectingARowUpdatesItsCellWithTheSelectedState() {
        let harness = LifecycleHarness()
        let controller = MenuListController(style: .plain)
        harness.show(controller)
        harness.runUntilIdle()
        let pie = cell(2, of: controller)
        let before = pie?.updates.count ?? 0
        controller.tableView.selectRow(at: IndexPath(row: 2, section: 0), animated: false, scrollPosition: .none)
        harness.runUntilIdle()
        #expect(pie?.configurationState.isSelected == true)
        #expect(pie?.updates.count == before + 1)
        #expect(pie?.updates.last?.isSelected == true)
    }

    @Test func theUpdateHandlerRunsWithTheStateAndTheDefaultReappliesTheContent() {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.frame = CGRect(x: 0, y: 0, width: 320, height: 44)
        var content = cell.defaultContentConfiguration()
        content.text = "Tea"
        cell.contentConfiguration = content
        var seen: [Bool] = []
        cell.configurationUpdateHandler = { cell, state in
            seen.append(state.isHighlighted)
            var updated = (cell.contentConfiguration as? UIListContentConfiguration) ?? cell.defaultContentConfiguration()
            updated.secondaryText = state.isHighlighted ? "highlighted" : nil
            cell.contentConfiguration = updated
        }
        cell.layoutIfNeeded()
        #expect(seen == [false])
        cell.isHighlighted = true
        cell.layoutIfNeeded()
        #expect(seen == [false, true])
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.text == "Tea")
        #expect((cell.contentConfiguration as? UIListContentConfiguration)?.secondaryText == "highlighted")
        // No request, no update.
        cell.layoutIfNeeded()
        #expect(seen.count == 2)
    }
}
