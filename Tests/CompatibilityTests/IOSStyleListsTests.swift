import Testing
import UIKit
import UIKitTesting

/// The iOS-style list code of `IOSStyleLists.swift` behaves as on iOS, driven through Apple's
/// API and the kit's public API only.
@MainActor
@Suite(.freshRuntime) struct IOSStyleListsTests {
    @Test func theInboxShowsItsSectionsAndAppliesABatchUpdate() {
        let harness = LifecycleHarness()
        let inbox = IOSStyleInboxViewController(style: .plain)
        harness.show(inbox)
        let table: UITableView = inbox.tableView
        #expect(table.numberOfSections == 2)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Alice", "Bob", "Carol"])
        #expect((table.headerView(forSection: 0) as? InboxHeaderView)?.textLabel?.text == "Today")
        harness.perform("receive") { inbox.receive("Dave") }
        #expect(table.numberOfRows(inSection: 0) == 3)
        #expect(table.numberOfRows(inSection: 1) == 0)
        #expect(table.visibleCells.compactMap { $0.textLabel?.text } == ["Dave", "Alice", "Bob"])
        harness.perform("refresh") { inbox.refreshEarlier() }
        #expect(harness.failures.isEmpty)
        harness.allowLeak(inbox)
    }
}
