// Accessibility, alert text fields, menus, context menus and swipe actions as iOS apps write
// them (issue 14), compiled with `import UIKit` alone in Swift 6 mode (CompatibilityTests) and
// Swift 5 mode (CompatibilitySwift5Tests links this same file).
import UIKit

/// A badge view that computes its accessibility label and traits.
final class IOSStyleBadgeView: UIView {
    var count = 0
    override var accessibilityLabel: String? {
        get { "\(count) unread" }
        set { super.accessibilityLabel = newValue }
    }
    override var accessibilityTraits: UIAccessibilityTraits {
        get { [.staticText, .updatesFrequently] }
        set { super.accessibilityTraits = newValue }
    }
}

/// A list screen with menus, a context menu, swipe actions and a rename alert.
final class IOSStyleInteractionsViewController: UITableViewController, UIContextMenuInteractionDelegate {
    var names = ["One", "Two"]

    override func viewDidLoad() {
        super.viewDidLoad()
        let filter = UIButton(type: .system)
        filter.accessibilityLabel = "Filter"
        filter.accessibilityHint = "Shows the filter options"
        filter.isAccessibilityElement = true
        filter.showsMenuAsPrimaryAction = true
        filter.menu = UIMenu(title: "", options: .displayInline, children: [
            UIAction(title: "All", state: .on) { _ in },
            UIDeferredMenuElement.uncached { completion in completion([UIAction(title: "Recent") { _ in }]) },
        ])
        navigationItem.titleView = filter
        navigationItem.rightBarButtonItem = UIBarButtonItem(systemItem: .add, menu: UIMenu(children: [
            UIAction(title: "New") { [weak self] _ in self?.rename() },
        ]))
        view.addInteraction(UIContextMenuInteraction(delegate: self))
    }

    func rename() {
        let alert = UIAlertController(title: "Name", message: nil, preferredStyle: .alert)
        alert.addTextField { field in
            field.placeholder = "Name"
            field.autocapitalizationType = .words
        }
        alert.addAction(UIAlertAction(title: "OK", style: .default) { [weak self, weak alert] _ in
            if let text = alert?.textFields?.first?.text { self?.names.append(text) }
        })
        present(alert, animated: true)
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        UIContextMenuConfiguration(identifier: nil, previewProvider: nil) { suggested in
            UIMenu(title: "", children: suggested + [UIAction(title: "Copy") { _ in }])
        }
    }

    func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                willPerformPreviewActionForMenuWith configuration: UIContextMenuConfiguration,
                                animator: UIContextMenuInteractionCommitAnimating) {
        animator.preferredCommitStyle = .pop
        animator.addCompletion { [weak self] in self?.rename() }
    }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { names.count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = names[indexPath.row]
        return cell
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.names.remove(at: indexPath.row)
            tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        delete.backgroundColor = .systemRed
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = false
        return configuration
    }
}
