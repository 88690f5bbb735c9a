import HeadlessCore
import Foundation

/// What the collection and table diffable data sources share: the current snapshot, the
/// difference an apply makes, and the lookups between identifiers and positions.
struct DiffableState<Section: Hashable & Sendable, Item: Hashable & Sendable> {
    /// The snapshot the view shows.
    private(set) var current = NSDiffableDataSourceSnapshot<Section, Item>()
    /// Each item's position, built on the first lookup after an apply.
    private var positions: [Item: (section: Int, item: Int)]?

    /// Reports the snapshot's problems and makes it current; returns the update that turns
    /// the previous snapshot into it, computed only if asked for (a reload does not need it).
    @MainActor mutating func take(_ snapshot: NSDiffableDataSourceSnapshot<Section, Item>) -> () -> SnapshotDifference {
        for problem in snapshot.pendingProblems { problem.report() }
        let previous = current
        current = snapshot.settled
        positions = nil
        return {
            SnapshotDifference(
                oldSections: previous.sections, oldItems: previous.items, newSections: snapshot.sections, newItems: snapshot.items,
                reloadedSections: snapshot.reloadedSections, reloadedItems: snapshot.reloadedItems,
                reconfiguredItems: snapshot.reconfiguredItems)
        }
    }

    /// The item at a position, if there is one.
    func item(section: Int, index: Int) -> Item? {
        guard current.items.indices.contains(section), current.items[section].indices.contains(index) else { return nil }
        return current.items[section][index]
    }

    /// The position of an item.
    mutating func position(of item: Item) -> (section: Int, item: Int)? {
        if positions == nil {
            var built: [Item: (section: Int, item: Int)] = [:]
            built.reserveCapacity(current.numberOfItems)
            for (section, items) in current.items.enumerated() {
                for (index, item) in items.enumerated() { built[item] = (section, index) }
            }
            positions = built
        }
        return positions?[item]
    }

    /// The section at an index.
    func section(at index: Int) -> Section? {
        current.sections.indices.contains(index) ? current.sections[index] : nil
    }

    /// The number of items of a section, 0 for a section that does not exist.
    func count(inSection section: Int) -> Int {
        current.items.indices.contains(section) ? current.items[section].count : 0
    }
}
