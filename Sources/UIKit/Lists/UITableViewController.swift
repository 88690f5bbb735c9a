import HeadlessCore
import Foundation

/// A view controller whose view is a table view, and which is its data source and delegate.
///
/// Its default `loadView()` loads the storyboard scene's or nib's table view, or creates one
/// in its ``style``; a table view created here gets the controller as data source and
/// delegate. Subclasses override the data source and delegate methods, as on iOS (where the
/// class declares them all, so an override says `override`). For a storyboard's static table
/// (`dataMode="static"`) the default data source methods return its sections and cells.
@preconcurrency @MainActor
open class UITableViewController: UIViewController, UITableViewDataSource, UITableViewDelegate {
    /// The style of the table view the controller creates.
    public let style: UITableView.Style
    /// Whether the selection is cleared when the view appears.
    open var clearsSelectionOnViewWillAppear = true

    /// Creates a controller whose table view has a style.
    public init(style: UITableView.Style) {
        self.style = style
        super.init(nibName: nil, bundle: nil)
    }

    /// Creates a controller whose view comes from a nib, or a plain-style table view.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        style = .plain
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a controller from a storyboard scene.
    public required init?(coder: NSCoder) {
        style = .plain
        super.init(coder: coder)
        if coder.containsValue(forKey: "clearsSelectionOnViewWillAppear") {
            clearsSelectionOnViewWillAppear = coder.decodeBool(forKey: "clearsSelectionOnViewWillAppear")
        }
    }

    /// The table view: the controller's view.
    open var tableView: UITableView! {
        get { view as? UITableView }
        set { view = newValue }
    }

    /// The table view's pull-to-refresh control (the table view holds it).
    open var refreshControl: UIRefreshControl? {
        get { (viewIfLoaded as? UITableView)?.refreshControl }
        set { tableView?.refreshControl = newValue }
    }

    /// Enters or leaves editing mode: the edit button item follows and the table view enters
    /// or leaves editing with it, as iOS's table view controller does.
    open override func setEditing(_ editing: Bool, animated: Bool) {
        super.setEditing(editing, animated: animated)
        tableView?.setEditing(editing, animated: animated)
    }

    /// Loads the archived table view, or creates one with the controller as its data source
    /// and delegate.
    open override func loadView() {
        loadDefaultView()
        if let tableView = viewIfLoaded as? UITableView {
            if tableView.dataSource == nil { tableView.dataSource = self }
            if tableView.tableDelegate == nil { tableView.delegate = self }
            return
        }
        let tableView = UITableView(frame: runtime.screen.bounds, style: style)
        tableView.dataSource = self
        tableView.delegate = self
        view = tableView
    }

    /// On first appearance, reloads a table that has not loaded its rows yet, so that the
    /// counts are asked inside `super.viewWillAppear(_:)` (Apple: the controller "automatically
    /// reloads the data for its table view on first appearance"; References §50.2); then
    /// deselects the selected rows when ``clearsSelectionOnViewWillAppear`` is set, as iOS does
    /// when the user comes back to the list.
    open override func viewWillAppear(_ animated: Bool) {
        super.viewWillAppear(animated)
        if let tableView = viewIfLoaded as? UITableView, !tableView.hasLoadedRows {
            tableView.reloadData()
        }
        if clearsSelectionOnViewWillAppear, let tableView = viewIfLoaded as? UITableView,
           let selected = tableView.indexPathsForSelectedRows {
            for indexPath in selected { tableView.deselectRow(at: indexPath, animated: animated) }
        }
    }

    private func staticCell(_ tableView: UITableView, _ indexPath: IndexPath) -> UITableViewCell? {
        guard let sections = tableView.staticSections, sections.indices.contains(indexPath.section),
              sections[indexPath.section].indices.contains(indexPath.row) else { return nil }
        return sections[indexPath.section][indexPath.row]
    }

    // MARK: UITableViewDataSource

    /// The static section's rows, else none; override it.
    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int {
        guard let sections = tableView.staticSections, sections.indices.contains(section) else { return 0 }
        return sections[section].count
    }

    /// The static cell, else a plain cell; override it.
    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        staticCell(tableView, indexPath) ?? UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    /// The static sections, else one.
    open func numberOfSections(in tableView: UITableView) -> Int { tableView.staticSections?.count ?? 1 }
    /// The static section's header title, else none.
    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? {
        tableView.staticTitle(section, header: true)
    }
    /// The static section's footer title, else none.
    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? {
        tableView.staticTitle(section, header: false)
    }
    /// Every row can be edited.
    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No index.
    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }

    // MARK: UITableViewDelegate

    /// The static cell's height, else the table view's row height.
    open func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        if let cell = staticCell(tableView, indexPath), cell.bounds.height > 0 { return cell.bounds.height }
        return tableView.rowHeight
    }
    /// The table view's estimated row height.
    open func tableView(_ tableView: UITableView, estimatedHeightForRowAt indexPath: IndexPath) -> CGFloat {
        if let cell = staticCell(tableView, indexPath), cell.bounds.height > 0 { return cell.bounds.height }
        return tableView.estimatedRowHeight
    }
    /// The table view's section header height.
    open func tableView(_ tableView: UITableView, heightForHeaderInSection section: Int) -> CGFloat {
        tableView.sectionHeaderHeight
    }
    /// The table view's section footer height.
    open func tableView(_ tableView: UITableView, heightForFooterInSection section: Int) -> CGFloat {
        tableView.sectionFooterHeight
    }
    /// The table view's estimated section header height.
    open func tableView(_ tableView: UITableView, estimatedHeightForHeaderInSection section: Int) -> CGFloat {
        tableView.estimatedSectionHeaderHeight
    }
    /// The table view's estimated section footer height.
    open func tableView(_ tableView: UITableView, estimatedHeightForFooterInSection section: Int) -> CGFloat {
        tableView.estimatedSectionFooterHeight
    }
    /// No view.
    open func tableView(_ tableView: UITableView, viewForHeaderInSection section: Int) -> UIView? { nil }
    /// No view.
    open func tableView(_ tableView: UITableView, viewForFooterInSection section: Int) -> UIView? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplay cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplaying cell: UITableViewCell, forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingHeaderView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willDisplayFooterView view: UIView, forSection section: Int) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndDisplayingFooterView view: UIView, forSection section: Int) {}
    /// Highlights.
    open func tableView(_ tableView: UITableView, shouldHighlightRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didHighlightRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didUnhighlightRowAt indexPath: IndexPath) {}
    /// The tapped row.
    open func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// The row.
    open func tableView(_ tableView: UITableView, willDeselectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
    /// No multiple-selection interaction.
    open func tableView(_ tableView: UITableView, shouldBeginMultipleSelectionInteractionAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didBeginMultipleSelectionInteractionAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableViewDidEndMultipleSelectionInteraction(_ tableView: UITableView) {}
    /// `.delete` for rows the data source lets be edited, else `.none`.
    open func tableView(_ tableView: UITableView, editingStyleForRowAt indexPath: IndexPath) -> UITableViewCell.EditingStyle {
        tableView.canEditRow(at: indexPath) ? .delete : .none
    }
    /// "Delete".
    open func tableView(_ tableView: UITableView, titleForDeleteConfirmationButtonForRowAt indexPath: IndexPath) -> String? {
        "Delete"
    }
    /// Indents.
    open func tableView(_ tableView: UITableView, shouldIndentWhileEditingRowAt indexPath: IndexPath) -> Bool { true }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, willBeginEditingRowAt indexPath: IndexPath) {}
    /// Does nothing.
    open func tableView(_ tableView: UITableView, didEndEditingRowAt indexPath: IndexPath?) {}
    /// The proposed row.
    open func tableView(_ tableView: UITableView, targetIndexPathForMoveFromRowAt sourceIndexPath: IndexPath,
                        toProposedIndexPath proposedDestinationIndexPath: IndexPath) -> IndexPath {
        proposedDestinationIndexPath
    }
    /// None.
    open func tableView(_ tableView: UITableView,
                        leadingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// None.
    open func tableView(_ tableView: UITableView,
                        trailingSwipeActionsConfigurationForRowAt indexPath: IndexPath) -> UISwipeActionsConfiguration? { nil }
    /// Does nothing.
    open func tableView(_ tableView: UITableView, accessoryButtonTappedForRowWith indexPath: IndexPath) {}
    /// No indentation.
    open func tableView(_ tableView: UITableView, indentationLevelForRowAt indexPath: IndexPath) -> Int { 0 }

    // MARK: UIScrollViewDelegate

    /// Does nothing.
    open func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target alone.
    open func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                        targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    open func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    open func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No zooming.
    open func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    open func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    open func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Allows it.
    open func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    open func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    open func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
