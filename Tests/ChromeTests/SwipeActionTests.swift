@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing
import UIKitSnapshotTesting

/// A shopping list: rows swipe to Flag (leading) and Delete (trailing, destructive); the
/// second list has no configuration and relies on the standard delete button.
final class GroceriesController: UITableViewController {
    var items = ["Milk", "Eggs", "Bread"]
    var log: [String] = []
    var usesConfigurations = true
    var completeLater: ((Bool) -> Void)?
    var defersFlag = false

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Groceries"
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "item")
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { items.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "item", for: indexPath)
        cell.textLabel?.text = items[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle, forRowAt indexPath: IndexPath) {
        log.append("commit \(items[indexPath.row])")
        items.remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .automatic)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard usesConfigurations else { return nil }
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, view, completion in
            guard let self else { return }
            self.log.append("delete \(self.items[indexPath.row]) from \(type(of: view))")
            self.items.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        return UISwipeActionsConfiguration(actions: [delete])
    }

    override func tableView(_ tableView: UITableView,
                            leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        guard usesConfigurations else { return nil }
        let flag = UIContextualAction(style: .normal, title: "Flag") { [weak self] _, _, completion in
            guard let self else { return }
            self.log.append("flag \(self.items[indexPath.row])")
            if self.defersFlag { self.completeLater = completion } else { completion(true) }
        }
        return UISwipeActionsConfiguration(actions: [flag])
    }

    override func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {
        log.append("willBeginEditing \(indexPath.row)")
    }

    override func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {
        log.append("didEndEditing \(indexPath?.row ?? -1)")
    }
}

/// Swipe actions on table rows, reached by what a person sees: `swipe-row <text> <title>`.
@MainActor
@Suite(.freshRuntime) struct SwipeActionTests {
    @Test func trailingDestructiveActionDeletesTheRow() {
        let harness = LifecycleHarness()
        let groceries = GroceriesController()
        harness.show(UINavigationController(rootViewController: groceries))
        let start = harness.mark()
        harness.perform("swipe-row Eggs Delete") { #expect(harness.window?.performSwipeRow("Eggs", action: "Delete") == nil) }
        #expect(groceries.log == ["willBeginEditing 1", "delete Eggs from UITableViewCell", "didEndEditing 1"])
        #expect(groceries.items == ["Milk", "Bread"])
        #expect(groceries.tableView.numberOfRows(inSection: 0) == 2)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace(since: start)
            .filtered(.actions || .classNames(["GroceriesController", "UIContextualAction"]))
            .expectGolden("swipe-row-delete")
    }

    /// The leading action is found after the trailing configuration; a completion called
    /// later closes the row then.
    @Test func leadingActionWithLateCompletion() {
        let harness = LifecycleHarness()
        let groceries = GroceriesController()
        groceries.defersFlag = true
        harness.show(UINavigationController(rootViewController: groceries))
        harness.perform("swipe-row Milk Flag") { #expect(harness.window?.performSwipeRow("Milk", action: "Flag") == nil) }
        #expect(groceries.log == ["willBeginEditing 0", "flag Milk"])
        harness.perform("complete") { groceries.completeLater?(true) }
        #expect(groceries.log == ["willBeginEditing 0", "flag Milk", "didEndEditing 0"])
        harness.expectDiagnostics("swipeAction.completion.twice", label: "complete again") { groceries.completeLater?(true) }
        #expect(groceries.log.count == 3)
    }

    /// Without configurations, the standard Delete button commits through the data source.
    @Test func standardDeleteButtonCommits() {
        let harness = LifecycleHarness()
        let groceries = GroceriesController()
        groceries.usesConfigurations = false
        harness.show(UINavigationController(rootViewController: groceries))
        harness.perform("swipe-row Bread Delete") { #expect(harness.window?.performSwipeRow("Bread", action: "Delete") == nil) }
        #expect(groceries.log == ["willBeginEditing 2", "commit Bread", "didEndEditing 2"])
        #expect(groceries.items == ["Milk", "Eggs"])
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// An action title the row does not reveal is refused with the titles it does, and
    /// nothing changes.
    @Test func unknownActionTitleIsRefused() {
        let harness = LifecycleHarness()
        let groceries = GroceriesController()
        harness.show(UINavigationController(rootViewController: groceries))
        harness.perform("swipe-row Milk Archive") {
            let refusal = harness.window?.performSwipeRow("Milk", action: "Archive")
            #expect(refusal?.contains("reveals no action titled \"Archive\"; it reveals \"Delete\", \"Flag\"") == true, "\(refusal ?? "nil")")
        }
        #expect(groceries.log.isEmpty)
        #expect(groceries.items.count == 3)
    }
}
