import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A table controller with five editable rows and the edit button on its navigation bar.
final class EditableListController: UITableViewController {
    var rows = ["One", "Two", "Three", "Four", "Five"]

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "row")
        navigationItem.rightBarButtonItem = editButtonItem
        refreshControl = UIRefreshControl()
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rows.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "row", for: indexPath)
        cell.textLabel?.text = rows[indexPath.row]
        return cell
    }
}

/// A scroll view subclass that overrides `refreshControl`, which Apple declares `open`.
final class RefreshOverridingScrollView: UIScrollView {
    var sets = 0
    override var refreshControl: UIRefreshControl? {
        didSet { sets += 1 }
    }
}

/// `UITableViewController` forwards editing to its table and holds the table's refresh
/// control; `refreshControl` is a stored, overridable property of `UIScrollView`.
@MainActor
@Suite(.freshRuntime) struct TableControllerEditingTests {
    @Test func theEditButtonPutsTheTableIntoEditing() {
        let harness = LifecycleHarness()
        let list = EditableListController(style: .plain)
        harness.show(UINavigationController(rootViewController: list))
        #expect(!list.tableView.isEditing)
        harness.tap("Edit")
        #expect(list.isEditing)
        #expect(list.tableView.isEditing)
        #expect(list.tableView.visibleCells.allSatisfy { $0.isEditing })
        #expect(list.editButtonItem.title == "Done")
        harness.tap("Done")
        #expect(!list.isEditing)
        #expect(!list.tableView.isEditing)
        #expect(list.editButtonItem.title == "Edit")
    }

    @Test func setEditingInCodeForwardsToTheTable() {
        let list = EditableListController(style: .plain)
        list.loadViewIfNeeded()
        list.setEditing(true, animated: false)
        #expect(list.tableView.isEditing)
        list.isEditing = false
        #expect(!list.tableView.isEditing)
    }

    @Test func theControllersRefreshControlIsTheTables() {
        let list = EditableListController(style: .plain)
        list.loadViewIfNeeded()
        let control = list.refreshControl
        #expect(control != nil)
        #expect(list.tableView.refreshControl === control)
        #expect(control?.superview === list.tableView)
        list.refreshControl = nil
        #expect(list.tableView.refreshControl == nil)
        #expect(control?.superview == nil)
    }

    @Test func refreshControlIsOverridableAndHeldByTheScrollView() {
        let scroll = RefreshOverridingScrollView(frame: CGRect(x: 0, y: 0, width: 320, height: 480))
        weak var weakControl: UIRefreshControl?
        do {
            let control = UIRefreshControl()
            weakControl = control
            scroll.refreshControl = control
        }
        #expect(scroll.sets == 1)
        #expect(weakControl != nil)
        #expect(scroll.subviews.first === weakControl)
        scroll.refreshControl = UIRefreshControl()
        #expect(weakControl?.superview == nil)
        #expect(scroll.subviews.filter { $0 is UIRefreshControl }.count == 1)
    }
}
