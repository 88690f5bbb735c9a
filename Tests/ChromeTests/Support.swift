@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
import Foundation
@_exported import _UIKitTestSupport

// What `lifecycle port` would generate for this module: the selector tables of its classes.
enum HeadlessPortSelectorTables: SelectorTableSource {
    static func registerSelectorTables() {
        SelectorTable.register(InboxViewController.self, [
            "compose:": { receiver, arguments in
                (receiver as! InboxViewController).compose(arguments[0])
                return nil
            },
        ])
    }
}

/// A list screen in the style of the apps of issue 14: a title, a right bar button that
/// presents an alert, no accessibility identifiers.
final class InboxViewController: UIViewController {
    var log: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        title = "Inbox"
        navigationItem.rightBarButtonItem = UIBarButtonItem(barButtonSystemItem: .add, target: self, action: "compose:")
        navigationItem.leftBarButtonItem = UIBarButtonItem(title: "Delete All", primaryAction: UIAction { [weak self] _ in
            self?.confirmDeletion()
        })
        let open = UIButton(type: .system)
        open.setTitle("Open Message", for: .normal)
        open.addAction(UIAction { [weak self] _ in
            self?.navigationController?.pushViewController(MessageViewController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(open)
    }

    func compose(_ sender: Any?) {
        log.append("compose from \(sender.map { String(describing: type(of: $0)) } ?? "nil")")
    }

    func confirmDeletion() {
        let alert = UIAlertController(title: "Delete all messages?", message: "This cannot be undone.", preferredStyle: .alert)
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel) { [weak self] _ in self?.log.append("cancelled") })
        alert.addAction(UIAlertAction(title: "Delete", style: .destructive) { [weak self] _ in
            self?.log.append("deleted, alert presented: \(self?.presentedViewController != nil)")
        })
        present(alert, animated: true)
    }

    override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        log.append("viewWillAppear")
    }

    override func viewWillDisappear(_ animated: Bool) {
        super.viewWillDisappear(animated)
        log.append("viewWillDisappear")
    }
}

/// A pushed screen.
final class MessageViewController: UIViewController {
    override func viewDidLoad() {
        super.viewDidLoad()
        navigationItem.title = "Message"
        navigationItem.rightBarButtonItem = editButtonItem
    }
}

/// A screen whose content is pinned to its safe area with Auto Layout.
final class PinnedViewController: UIViewController {
    let content = UIView()
    var callbacks: [String] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        content.translatesAutoresizingMaskIntoConstraints = false
        view.addSubview(content)
        let guide = view.safeAreaLayoutGuide
        NSLayoutConstraint.activate([
            content.topAnchor.constraint(equalTo: guide.topAnchor),
            content.leadingAnchor.constraint(equalTo: guide.leadingAnchor),
            content.trailingAnchor.constraint(equalTo: guide.trailingAnchor),
            content.bottomAnchor.constraint(equalTo: guide.bottomAnchor),
        ])
    }

    override func viewSafeAreaInsetsDidChange() {
        super.viewSafeAreaInsetsDidChange()
        callbacks.append("viewSafeAreaInsetsDidChange \(view.safeAreaInsets.top),\(view.safeAreaInsets.bottom)")
    }

    override func viewDidLayoutSubviews() {
        super.viewDidLayoutSubviews()
        callbacks.append("viewDidLayoutSubviews content \(content.frame.minY),\(content.frame.height)")
    }
}

/// One line per thing a navigation bar shows.
@MainActor
func describeBar(of navigation: UINavigationController) -> String {
    let bar = navigation.navigationBar
    let top = bar.topItem
    func items(_ list: [UIBarButtonItem]?) -> String {
        (list ?? []).map { $0.title ?? $0.accessibilityLabel ?? "?" }.joined(separator: ", ")
    }
    return """
        items: \((bar.items ?? []).map { $0.title ?? "nil" }.joined(separator: " > "))
        title: \(top?.title ?? "nil")
        back button: \(bar.backButtonTitle.map { $0.isEmpty ? "(chevron only)" : "\"\($0)\"" } ?? "none")
        left: [\(items(top?.leftBarButtonItems))] right: [\(items(top?.rightBarButtonItems))]
        bar frame: \(describe(bar.frame)) hidden: \(bar.isHidden)
        content safe area: \(describe(navigation.topViewController?.view.safeAreaInsets ?? .zero))
        """
}

/// A table controller of `rowCount` default cells titled "`rowTitle` n", for the tests whose
/// content must scroll under the bars.
class NumberedListController: UITableViewController {
    let rowTitle: String
    let rowCount: Int

    init(rowTitle: String, rowCount: Int) {
        self.rowTitle = rowTitle
        self.rowCount = rowCount
        super.init(style: .plain)
    }

    required init?(coder: NSCoder) { nil }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { rowCount }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = UITableViewCell(style: .default, reuseIdentifier: nil)
        cell.textLabel?.text = "\(rowTitle) \(indexPath.row)"
        return cell
    }
}
