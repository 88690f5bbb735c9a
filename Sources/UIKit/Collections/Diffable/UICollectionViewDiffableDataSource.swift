import HeadlessCore
import Foundation

/// A collection view data source driven by snapshots of identifiers.
///
/// `apply` computes the difference from the current snapshot (`SnapshotDifference`: sections,
/// then items, moves detected) and issues it as one batch update of the collection view, so the
/// cells' lifecycle is that batch's: cells of deleted items end displaying, new items get cells
/// from the cell provider, reloaded items get new cells and reconfigured items are configured
/// again in their existing cells. The first apply to a collection view that has not loaded yet
/// reloads it instead, as on iOS.
@preconcurrency @MainActor
open class UICollectionViewDiffableDataSource<SectionIdentifierType: Hashable & Sendable,
                                              ItemIdentifierType: Hashable & Sendable>: NSObject, UICollectionViewDataSource {
    /// Makes the cell for an item.
    public typealias CellProvider = @MainActor (_ collectionView: UICollectionView, _ indexPath: IndexPath,
                                                _ itemIdentifier: ItemIdentifierType) -> UICollectionViewCell?
    /// Makes a supplementary view.
    public typealias SupplementaryViewProvider = @MainActor (_ collectionView: UICollectionView, _ elementKind: String,
                                                             _ indexPath: IndexPath) -> UICollectionReusableView?

    /// Handlers for expanding and collapsing the items of section snapshots.
    public struct SectionSnapshotHandlers<Item> {
        public var shouldExpandItem: ((Item) -> Bool)?
        public var willExpandItem: ((Item) -> Void)?
        public var shouldCollapseItem: ((Item) -> Bool)?
        public var willCollapseItem: ((Item) -> Void)?
        public var snapshotForExpandingParentItem: ((Item, NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)
            -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>)?
        public init() {}
    }

    private weak var collectionView: UICollectionView?
    private let cellProvider: CellProvider
    /// Makes the supplementary views.
    open var supplementaryViewProvider: SupplementaryViewProvider?
    /// Handlers for outline expansion.
    public var sectionSnapshotHandlers = SectionSnapshotHandlers<ItemIdentifierType>()

    private var state = DiffableState<SectionIdentifierType, ItemIdentifierType>()
    private var current: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { state.current }
    private var sectionSnapshots: [SectionIdentifierType: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>] = [:]

    /// Creates a data source and installs it as the collection view's data source.
    public init(collectionView: UICollectionView, cellProvider: @escaping CellProvider) {
        self.collectionView = collectionView
        self.cellProvider = cellProvider
        super.init()
        collectionView.dataSource = self
    }

    // MARK: Snapshots

    /// A copy of the current snapshot.
    open func snapshot() -> NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType> { current }

    /// The section snapshot of a section: the one applied to it, or its items at the top level.
    open func snapshot(for section: SectionIdentifierType) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        if let stored = sectionSnapshots[section] { return stored }
        var flat = NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>()
        flat.append(current.itemIdentifiers(inSection: section))
        return flat
    }

    /// Applies a snapshot as one batch update; `completion` runs when the update is done.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        sectionSnapshots = [:]
        applyMechanism(snapshot, reload: false, completion: completion)
    }

    /// Applies a snapshot as one batch update.
    open func apply(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, animatingDifferences: animatingDifferences, completion: nil)
    }

    /// Replaces the data with a snapshot and reloads the collection view, without a difference.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                           completion: (() -> Void)? = nil) {
        sectionSnapshots = [:]
        applyMechanism(snapshot, reload: true, completion: completion)
    }

    /// Replaces the data with a snapshot and reloads the collection view.
    open func applySnapshotUsingReloadData(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>) async {
        applySnapshotUsingReloadData(snapshot, completion: nil)
    }

    /// Applies a section snapshot to one section (appending the section when missing): the
    /// section's items become the snapshot's visible items.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true, completion: (() -> Void)? = nil) {
        for problem in snapshot.pendingProblems { problem.report() }
        var whole = current
        if whole.indexOfSection(section) == nil { whole.appendSections([section]) }
        whole.replaceItems(ofSection: section, with: snapshot.visibleItems)
        var stored = snapshot
        stored.pendingProblems = []
        let kept = sectionSnapshots.filter { whole.indexOfSection($0.key) != nil }
        sectionSnapshots = kept
        sectionSnapshots[section] = stored
        applyMechanism(whole, reload: false, completion: completion)
    }

    /// Applies a section snapshot to one section.
    open func apply(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>, to section: SectionIdentifierType,
                    animatingDifferences: Bool = true) async {
        apply(snapshot, to: section, animatingDifferences: animatingDifferences, completion: nil)
    }

    private func applyMechanism(_ snapshot: NSDiffableDataSourceSnapshot<SectionIdentifierType, ItemIdentifierType>,
                                reload: Bool, completion: (() -> Void)?) {
        let difference = state.take(snapshot)
        guard let collectionView else {
            if let completion { HeadlessRuntime.current.runLoop.perform { completion() } }
            return
        }
        guard collectionView.dataSource === self else {
            HeadlessRuntime.current.report(
                .error, .diffableDataSourceReplaced,
                "A UICollectionViewDiffableDataSource applied a snapshot to \(collectionView.traceName), whose data source is now another object: keep the diffable data source as the collection view's data source (do not set dataSource afterwards). The snapshot was stored but the collection view was not updated.",
                about: collectionView)
            return
        }
        if reload || collectionView.needsReload {
            collectionView.reloadData()
            if let completion { HeadlessRuntime.current.runLoop.perform { completion() } }
            return
        }
        let update = difference()
        collectionView.performBatchUpdates({ update.record(into: collectionView) },
                                           completion: completion.map { done in { _ in done() } })
    }

    // MARK: Lookups

    /// The item shown at an index path.
    open func itemIdentifier(for indexPath: IndexPath) -> ItemIdentifierType? {
        indexPath.count == 2 ? state.item(section: indexPath.section, index: indexPath.item) : nil
    }

    /// The index path of an item.
    open func indexPath(for itemIdentifier: ItemIdentifierType) -> IndexPath? {
        state.position(of: itemIdentifier).map { IndexPath(item: $0.item, section: $0.section) }
    }

    /// The section at an index.
    open func sectionIdentifier(for index: Int) -> SectionIdentifierType? { state.section(at: index) }

    /// The index of a section.
    open func index(for sectionIdentifier: SectionIdentifierType) -> Int? { current.indexOfSection(sectionIdentifier) }

    // MARK: Outline

    /// Expands or collapses an item of a section snapshot, as a tap on its outline disclosure
    /// does, and applies the section.
    @_spi(Headless) public func toggleExpansion(of item: ItemIdentifierType) {
        guard let section = current.sectionIdentifier(containingItem: item), var outline = sectionSnapshots[section] else { return }
        if outline.isExpanded(item) {
            guard sectionSnapshotHandlers.shouldCollapseItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willCollapseItem?(item)
            outline.collapse([item])
        } else {
            guard sectionSnapshotHandlers.shouldExpandItem?(item) ?? true else { return }
            sectionSnapshotHandlers.willExpandItem?(item)
            if let provide = sectionSnapshotHandlers.snapshotForExpandingParentItem {
                outline.replace(childrenOf: item, using: provide(item, outline.snapshot(of: item)))
            }
            outline.expand([item])
        }
        apply(outline, to: section)
    }

    // MARK: UICollectionViewDataSource

    open func numberOfSections(in collectionView: UICollectionView) -> Int { current.numberOfSections }

    open func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int {
        state.count(inSection: section)
    }

    open func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        guard let item = itemIdentifier(for: indexPath) else { return UICollectionViewCell(frame: .zero) }
        let made: UICollectionViewCell? = collectionView.runtime.ask(self, .diffableCellProvider,
                                                                     [collectionView.traceName, collectionView.describe(indexPath), "\(item)"],
                                                                     default: nil) {
            cellProvider(collectionView, indexPath, item)
        }
        if let made { return made }
        collectionView.runtime.report(
            .error, .collectionViewCellNotDequeued,
            "The cell provider of \(collectionView.traceName)'s diffable data source returned nil for item \(item) at \(collectionView.describe(indexPath)): return a cell dequeued from the collection view for every item. An empty cell is shown.",
            about: collectionView)
        return UICollectionViewCell(frame: .zero)
    }

    open func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                             at indexPath: IndexPath) -> UICollectionReusableView {
        if let supplementaryViewProvider,
           let view = collectionView.runtime.ask(self, .diffableSupplementaryViewProvider,
                                                 [collectionView.traceName, kind, collectionView.describe(indexPath)],
                                                 default: nil, { supplementaryViewProvider(collectionView, kind, indexPath) }) {
            return view
        }
        collectionView.runtime.report(
            .error, .collectionViewDequeueUnregistered,
            "\(collectionView.traceName)'s layout has a supplementary view of kind \(kind) at \(collectionView.describe(indexPath)), but its diffable data source's supplementaryViewProvider \(supplementaryViewProvider == nil ? "is not set" : "returned nil"): set supplementaryViewProvider and return a dequeued view. An empty view is shown.",
            about: collectionView)
        return UICollectionReusableView(frame: .zero)
    }
}

/// A data source whose items can be expanded and collapsed in an outline: the collection view
/// toggles the item of a header row the person taps (References §56.3).
@MainActor
protocol OutlineExpansionToggling: AnyObject {
    /// Expands or collapses the item at an index path, when it has one in an outline.
    func toggleExpansion(at indexPath: IndexPath)
}

extension UICollectionViewDiffableDataSource: OutlineExpansionToggling {
    func toggleExpansion(at indexPath: IndexPath) {
        guard let item = itemIdentifier(for: indexPath) else { return }
        toggleExpansion(of: item)
    }
}
