import HeadlessCore
import Foundation

/// A table view data source driven by snapshots of identifiers.
///
/// The same machinery as ``UICollectionViewDiffableDataSource``: `apply` computes the
/// difference from the current snapshot (`SnapshotDifference`, with rows as items) and issues
/// it as one batch update of the table view, so the cells' lifecycle is that batch's; the first
/// apply to a table view that has not loaded yet reloads it instead, as on iOS.
@preconcurrency @MainActor
open class UITableViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                         ItemIdentifierType: Hashable & Sendable>: NSObject, UITableViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = @MainActor (_ tableView: UITableView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UITableViewCell?

    private weak var tableView: UITableView?
    private let cellProvider: CellProvider
    private var state = DiffableState<SectionIdentifierType, ItemIdentifierType>()

    /// The animation of the rows the updates insert, delete and reload.
    open var defaultRowAnimation: UITableView.RowAnimation = .automatic

    /// Creates a data source and installs it as the table view's data source.
    public init(tableView: UITableView, cellProvider: @escaping CellProvider) {
        self.tableView = tableView
        self.cellProvider = cellProvider
        super.init()
        tableView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { state.current }

    /// Makes `snapshot` the table's data, updating the table by the difference (animated or not,
    /// the same updates); `completion` runs once they are done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        applyMechanism(snapshot, reload: false, completion: completion)
    }

    /// Makes `snapshot` the table's data; returns once the updates are done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applyMechanism(snapshot, reload: false) { done.resume() }
        }
    }

    /// Replaces the data with a snapshot and reloads the table view, without a difference.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        applyMechanism(snapshot, reload: true, completion: completion)
    }

    /// Replaces the data with a snapshot and reloads the table view; returns once it is done.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        await withCheckedContinuation { (done: CheckedContinuation<Void, Never>) in
            applyMechanism(snapshot, reload: true) { done.resume() }
        }
    }

    private func applyMechanism(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                reload: Bool, completion: (() -> Void)?) {
        let difference = state.take(snapshot)
        guard let tableView else {
            if let completion { HeadlessRuntime.current.runLoop.perform { completion() } }
            return
        }
        guard tableView.dataSource === self else {
            HeadlessRuntime.current.report(
                .error, .diffableDataSourceReplaced,
                "A UITableViewDiffableDataSource applied a snapshot to \(tableView.traceName), whose data source is now another object: keep the diffable data source as the table view's data source (do not set dataSource afterwards). The snapshot was stored but the table view was not updated.",
                about: tableView)
            return
        }
        if reload || tableView.needsReload {
            tableView.reloadData()
            if let completion { HeadlessRuntime.current.runLoop.perform { completion() } }
            return
        }
        let update = difference()
        let animation = defaultRowAnimation
        tableView.performBatchUpdates({ update.record(into: tableView, animation: animation) },
                                      completion: completion.map { done in { _ in done() } })
    }

    // MARK: Lookups

    /// The item shown at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.count == 2 ? state.item(section: indexPath.section, index: indexPath.row) : nil
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        state.position(of: itemIdentifier).map { IndexPath(row: $0.item, section: $0.section) }
    }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.section(at: index) }

    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { state.current.indexOfSection(sectionIdentifier) }

    // MARK: UITableViewDataSource

    open func numberOfSections(in tableView: UITableView) -> Int { state.current.numberOfSections }

    open func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int { state.count(inSection: section) }

    open func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let made: UITableViewCell? = tableView.runtime.ask(self, .diffableCellProvider,
                                                           [tableView.traceName, "[\(indexPath.section), \(indexPath.row)]", "\(item)"],
                                                           default: nil) {
            cellProvider(tableView, indexPath, item)
        }
        if let made { return made }
        tableView.runtime.report(
            .error, .tableViewCellNotDequeued,
            "The cell provider of \(tableView.traceName)'s diffable data source returned nil for item \(item) at [\(indexPath.section), \(indexPath.row)]: return a cell dequeued from the table view for every item. An empty cell is shown.",
            about: tableView)
        return UITableViewCell(style: .default, reuseIdentifier: nil)
    }

    open func tableView(_ tableView: UITableView, titleForHeaderInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, titleForFooterInSection section: Int) -> String? { nil }

    open func tableView(_ tableView: UITableView, canEditRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, canMoveRowAt indexPath: IndexPath) -> Bool { false }

    open func tableView(_ tableView: UITableView, commit editingStyle: UITableViewCell.EditingStyle,
                        forRowAt indexPath: IndexPath) {}

    open func tableView(_ tableView: UITableView, moveRowAt sourceIndexPath: IndexPath, to destinationIndexPath: IndexPath) {}

    open func sectionIndexTitles(for tableView: UITableView) -> [String]? { nil }
}

extension SnapshotDifference {
    /// Issues the difference as updates of a table view's open batch (rows are items).
    @MainActor func record(into tableView: UITableView, animation: UITableView.RowAnimation) {
        if !deletedSections.isEmpty { tableView.deleteSections(deletedSections, with: animation) }
        if !insertedSections.isEmpty { tableView.insertSections(insertedSections, with: animation) }
        for move in movedSections { tableView.moveSection(move.from, toSection: move.to) }
        if !reloadedSections.isEmpty { tableView.reloadSections(reloadedSections, with: animation) }
        if !deletedItems.isEmpty { tableView.deleteRows(at: deletedItems, with: animation) }
        if !insertedItems.isEmpty { tableView.insertRows(at: insertedItems, with: animation) }
        for move in movedItems { tableView.moveRow(at: move.from, to: move.to) }
        if !reloadedItems.isEmpty { tableView.reloadRows(at: reloadedItems, with: animation) }
        if !reconfiguredItems.isEmpty { tableView.reconfigureRows(at: reconfiguredItems) }
    }
}
