import HeadlessCore
import Foundation

/// Supplies a table view's sections, rows and cells, and commits the user's edits.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; the default is 1.
    func numberOfSections(in tableView: UITableView) -> Int
    /// The title of a section's header; the default is none.
    func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String?
    /// The title of a section's footer; the default is none.
    func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String?
    /// Whether a row can be edited; the default is true.
    func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool
    /// Whether a row can be moved; the default is false.
    func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool
    /// Commits the user's delete or insert of a row.
    func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                   forRowAt indexPath: IndexPath)
    /// Moves a row's data after the user moved the row.
    func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath)
    /// The titles of the section index; the default is none.
    func sectionIndexTitles(for tableView: UITableView) -> [String]?
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }
    /// No title.
    public func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }
    /// Every row can be edited.
    public func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { true }
    /// No row can be moved.
    public func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                          forRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}
    /// No index.
    public func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

/// Learns ahead of time which rows the table view will soon show, to start loading their data.
@preconcurrency @MainActor
public protocol UITableViewDataSourcePrefetching: NSObjectProtocol {
    /// Rows just beyond the visible region, in the direction of scrolling.
    func tableView(_ tableView: UITableView, prefetchRowsAt indexPaths: [IndexPath])
    /// Rows prefetched earlier that are no longer about to be shown.
    func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath])
}

extension UITableViewDataSourcePrefetching {
    /// Does nothing.
    public func tableView(_ tableView: UITableView, cancelPrefetchingForRowsAt indexPaths: [IndexPath]) {}
}
