// iOS list code as apps write it (scroll views, table views, sections, headers, editing,
// swipe actions, batch updates, prefetching), compiled with `import UIKit` alone in Swift 6
// mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this file).
import UIKit

/// A settings-style list: sections with titles, a registered header, value1 cells, swipe
/// actions, editing and batch updates, overriding UITableViewController's members.
final class IOSStyleInboxViewController: UITableViewController, UITableViewDataSourcePrefetching {
    var sections: [[String]] = [["Alice", "Bob"], ["Carol"]]
    private(set) var prefetched: [IndexPath] = []

    override func viewDidLoad() {
        super.viewDidLoad()
        tableView.register(UITableViewCell.self, forCellReuseIdentifier: "message")
        tableView.register(InboxHeaderView.self, forHeaderFooterViewReuseIdentifier: InboxHeaderView.reuseIdentifier)
        tableView.rowHeight = UITableView.automaticDimension
        tableView.estimatedRowHeight = 60
        tableView.sectionHeaderHeight = 32
        tableView.allowsMultipleSelectionDuringEditing = true
        tableView.prefetchDataSource = self
        tableView.contentInset = UIEdgeInsets(top: 8, left: 0, bottom: 8, right: 0)
        tableView.contentInsetAdjustmentBehavior = .automatic
        tableView.keyboardDismissMode = .onDrag
        tableView.separatorStyle = .singleLine
        tableView.tableFooterView = UIView()
        clearsSelectionOnViewWillAppear = false
    }

    override func numberOfSections(in tableView: UITableView) -> Int { sections.count }

    override func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { sections[section].count }

    override func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        let cell = tableView.dequeueReusableCell(withIdentifier: "message", for: indexPath)
        cell.textLabel?.text = sections[indexPath.section][indexPath.row]
        cell.accessoryType = .disclosureIndicator
        cell.selectionStyle = .default
        return cell
    }

    override func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        section == 0 ? "Today" : "Earlier"
    }

    override func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? {
        let header = tableView.dequeueReusableHeaderFooterView(withIdentifier: InboxHeaderView.reuseIdentifier) as? InboxHeaderView
        header?.textLabel?.text = section == 0 ? "Today" : "Earlier"
        return header
    }

    override func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {
        cell.indentationLevel = 0
    }

    override func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {
        if !tableView.isEditing { tableView.deselectRow(at: indexPath, animated: true) }
    }

    override func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }

    override func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                            forRowAt indexPath: IndexPath) {
        guard editingStyle == .delete else { return }
        sections[indexPath.section].remove(at: indexPath.row)
        tableView.deleteRows(at: [indexPath], with: .fade)
    }

    override func tableView(_ tableView: UITableView,
                            trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? {
        let delete = UIContextualAction(style: .destructive, title: "Delete") { [weak self] _, _, completion in
            self?.sections[indexPath.section].remove(at: indexPath.row)
            self?.tableView.deleteRows(at: [indexPath], with: .automatic)
            completion(true)
        }
        delete.backgroundColor = .red
        let configuration = UISwipeActionsConfiguration(actions: [delete])
        configuration.performsFirstActionWithFullSwipe = true
        return configuration
    }

    override func scrollViewDidScroll(_ scrollView: UIScrollView) {
        _ = scrollView.contentOffset.y + scrollView.adjustedContentInset.top
    }

    override func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                            targetContentOffset: UnsafeMutablePointer<CGPoint>) {
        targetContentOffset.pointee.y = max(targetContentOffset.pointee.y, -scrollView.adjustedContentInset.top)
    }

    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath]) {
        prefetched.append(contentsOf: indexPaths)
    }

    /// Adds a message at the top of the first section and removes the last one of the second.
    func receive(_ name: String) {
        tableView.performBatchUpdates({
            self.sections[0].insert(name, at: 0)
            self.tableView.insertRows(at: [IndexPath(row: 0, section: 0)], with: .automatic)
            if let last = self.sections[1].indices.last {
                self.sections[1].removeLast()
                self.tableView.deleteRows(at: [IndexPath(row: last, section: 1)], with: .automatic)
            }
        }, completion: { finished in
            if finished { self.tableView.scrollToRow(at: IndexPath(row: 0, section: 0), at: .top, animated: true) }
        })
    }

    /// The older begin/end form, with a section reload.
    func refreshEarlier() {
        tableView.beginUpdates()
        tableView.reloadSections(IndexSet(integer: 1), with: .none)
        tableView.endUpdates()
    }
}

/// A header with a reuse identifier of its own.
final class InboxHeaderView: UITableViewHeaderFooterView {
    static let reuseIdentifier = "InboxHeader"

    override init(reuseIdentifier: String?) {
        super.init(reuseIdentifier: reuseIdentifier)
        contentView.backgroundColor = .systemBackground
    }

    required init?(coder: NSCoder) { fatalError("init(coder:) has not been implemented") }

    override func prepareForReuse() {
        super.prepareForReuse()
        textLabel?.text = nil
    }
}

/// A zoomable photo in a scroll view, as photo viewers write it.
final class IOSStylePhotoViewController: UIViewController, UIScrollViewDelegate {
    let scrollView = UIScrollView()
    let imageView = UIImageView(image: nil)

    override func viewDidLoad() {
        super.viewDidLoad()
        scrollView.frame = view.bounds
        scrollView.delegate = self
        scrollView.minimumZoomScale = 1
        scrollView.maximumZoomScale = 4
        scrollView.decelerationRate = .fast
        scrollView.showsVerticalScrollIndicator = false
        scrollView.contentSize = CGSize(width: 1000, height: 1000)
        imageView.frame = CGRect(x: 0, y: 0, width: 1000, height: 1000)
        scrollView.addSubview(imageView)
        view.addSubview(scrollView)
    }

    func viewForZooming(in scrollView: UIScrollView) -> UIView? { imageView }

    func scrollViewDidZoom(_ scrollView: UIScrollView) {
        _ = scrollView.zoomScale
    }

    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {
        scrollView.flashScrollIndicators()
    }

    func zoomIn() {
        scrollView.setZoomScale(2, animated: true)
        scrollView.scrollRectToVisible(CGRect(x: 0, y: 0, width: 10, height: 10), animated: false)
    }
}
