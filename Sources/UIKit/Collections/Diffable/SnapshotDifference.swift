import HeadlessCore
import Foundation

/// The batch update that turns one sectioned list of identifiers into another, in index-path
/// terms: what a diffable data source hands to `performBatchUpdates`.
///
/// Computed in O(n) hashing plus O(m log m) for the moves (m items common to a section, by a
/// longest increasing subsequence: the items off it are the fewest that must move). Deletes,
/// reloads and reconfigures name index paths before the update; inserts name index paths
/// after it; moves name both. Items leaving a deleted or reloaded section are not deleted one
/// by one, and items of an inserted or reloaded section are not inserted one by one, as UIKit
/// requires. Table views can use it unchanged (`row` is `item`).
struct SnapshotDifference: Equatable {
    var deletedSections = IndexSet()
    var insertedSections = IndexSet()
    var movedSections: [Move<Int>] = []
    var reloadedSections = IndexSet()
    var deletedItems: [IndexPath] = []
    var insertedItems: [IndexPath] = []
    var movedItems: [Move<IndexPath>] = []
    var reloadedItems: [IndexPath] = []
    var reconfiguredItems: [IndexPath] = []

    /// An item's place, kept small for the differ's table.
    struct Position: Hashable {
        var section: Int
        var item: Int
        var indexPath: IndexPath { IndexPath(item: item, section: section) }
    }

    /// A move from an old position to a new one.
    struct Move<Position: Equatable>: Equatable {
        var from: Position
        var to: Position
    }

    /// Whether there is nothing to do.
    var isEmpty: Bool {
        deletedSections.isEmpty && insertedSections.isEmpty && movedSections.isEmpty && reloadedSections.isEmpty
            && deletedItems.isEmpty && insertedItems.isEmpty && movedItems.isEmpty && reloadedItems.isEmpty
            && reconfiguredItems.isEmpty
    }

    init() {}

    /// The difference between two sectioned lists of identifiers.
    init<Section: Hashable, Item: Hashable>(
        oldSections: [Section], oldItems: [[Item]], newSections: [Section], newItems: [[Item]],
        reloadedSections: [Section] = [], reloadedItems: [Item] = [], reconfiguredItems: [Item] = []) {
        var oldSectionIndex: [Section: Int] = [:]
        oldSectionIndex.reserveCapacity(oldSections.count)
        for (index, section) in oldSections.enumerated() { oldSectionIndex[section] = index }
        var newSectionIndex: [Section: Int] = [:]
        newSectionIndex.reserveCapacity(newSections.count)
        for (index, section) in newSections.enumerated() { newSectionIndex[section] = index }

        // Sections: deletes, inserts, and the moves off the longest increasing subsequence.
        var newToOld = [Int?](repeating: nil, count: newSections.count)
        var oldToNew = [Int?](repeating: nil, count: oldSections.count)
        for (index, section) in oldSections.enumerated() {
            if let target = newSectionIndex[section] { oldToNew[index] = target } else { deletedSections.insert(index) }
        }
        var common: [(old: Int, new: Int)] = []
        for (index, section) in newSections.enumerated() {
            if let source = oldSectionIndex[section] {
                newToOld[index] = source
                common.append((source, index))
            } else {
                insertedSections.insert(index)
            }
        }
        let stableSections = Self.increasingSubsequence(common.map(\.old))
        for (position, pair) in common.enumerated() where !stableSections[position] {
            movedSections.append(Move(from: pair.old, to: pair.new))
        }
        let movedSectionSources = Set(movedSections.map(\.from))
        for section in reloadedSections {
            if let old = oldSectionIndex[section], newSectionIndex[section] != nil, !movedSectionSources.contains(old) {
                self.reloadedSections.insert(old)
            }
        }
        let oldWhole = deletedSections.union(self.reloadedSections)
        var newWhole = insertedSections
        for old in self.reloadedSections { if let new = oldToNew[old] { newWhole.insert(new) } }

        // Items: where each new item was (hashing each item once into a table of Ints, so
        // that the rest of the work is on integers), and which old items are kept.
        let old = OldItemIndex(oldItems)
        var kept = [Bool](repeating: false, count: old.count)
        var movedSources = Set<Int>()
        for newSection in 0..<newItems.count {
            let items = newItems[newSection]
            let sourceSection = newToOld.indices.contains(newSection) ? newToOld[newSection] : nil
            let targetWhole = newWhole.contains(newSection)
            var stayingOld: [Int] = []
            var stayingNew: [Int] = []
            var index = 0
            while index < items.count {
                defer { index += 1 }
                guard let flat = old.flatIndex(of: items[index]) else {
                    if !targetWhole { insertedItems.append(IndexPath(item: index, section: newSection)) }
                    continue
                }
                kept[flat] = true
                let source = old.position(flat)
                let sourceWhole = oldWhole.contains(source.section)
                if sourceWhole || targetWhole {
                    if !sourceWhole { deletedItems.append(source.indexPath) }
                    if !targetWhole { insertedItems.append(IndexPath(item: index, section: newSection)) }
                } else if source.section == sourceSection {
                    stayingOld.append(source.item)
                    stayingNew.append(index)
                } else {
                    movedItems.append(Move(from: source.indexPath, to: IndexPath(item: index, section: newSection)))
                    movedSources.insert(flat)
                }
            }
            guard let sourceSection else { continue }
            let stable = Self.increasingSubsequence(stayingOld)
            if stable.contains(false) {
                for position in stable.indices where !stable[position] {
                    movedItems.append(Move(from: IndexPath(item: stayingOld[position], section: sourceSection),
                                           to: IndexPath(item: stayingNew[position], section: newSection)))
                    movedSources.insert(old.flatIndex(section: sourceSection, item: stayingOld[position]))
                }
            }
        }
        for flat in kept.indices where !kept[flat] {
            let source = old.position(flat)
            if !oldWhole.contains(source.section) { deletedItems.append(source.indexPath) }
        }

        // Reloads and reconfigures of items that stay where they were; a moved item that must
        // reload is deleted and inserted instead.
        for item in reloadedItems {
            guard let flat = old.flatIndex(of: item), kept[flat] else { continue }
            let source = old.position(flat)
            guard !oldWhole.contains(source.section) else { continue }
            if movedSources.contains(flat), let index = movedItems.firstIndex(where: { $0.from == source.indexPath }) {
                let move = movedItems.remove(at: index)
                deletedItems.append(move.from)
                insertedItems.append(move.to)
            } else if !movedSources.contains(flat) {
                self.reloadedItems.append(source.indexPath)
            }
        }
        for item in reconfiguredItems {
            guard let flat = old.flatIndex(of: item), kept[flat] else { continue }
            let source = old.position(flat)
            if !oldWhole.contains(source.section) { self.reconfiguredItems.append(source.indexPath) }
        }
    }

    /// Which positions of `values` belong to a longest strictly increasing subsequence, found by
    /// patience sorting in O(n log n); O(n) when `values` already increase.
    static func increasingSubsequence(_ values: [Int]) -> [Bool] {
        if zip(values, values.dropFirst()).allSatisfy({ $0 < $1 }) { return [Bool](repeating: true, count: values.count) }
        var tails: [Int] = []          // positions of the smallest tail of each length
        var previous = [Int](repeating: -1, count: values.count)
        for (position, value) in values.enumerated() {
            var low = 0, high = tails.count
            while low < high {
                let mid = (low + high) / 2
                if values[tails[mid]] < value { low = mid + 1 } else { high = mid }
            }
            if low > 0 { previous[position] = tails[low - 1] }
            if low == tails.count { tails.append(position) } else { tails[low] = position }
        }
        var result = [Bool](repeating: false, count: values.count)
        var cursor = tails.last ?? -1
        while cursor >= 0 {
            result[cursor] = true
            cursor = previous[cursor]
        }
        return result
    }

    /// Records the difference into a collection view's running batch update.
    @MainActor func record(into collectionView: UICollectionView) {
        if !deletedSections.isEmpty { collectionView.deleteSections(deletedSections) }
        if !insertedSections.isEmpty { collectionView.insertSections(insertedSections) }
        for move in movedSections { collectionView.moveSection(move.from, toSection: move.to) }
        if !reloadedSections.isEmpty { collectionView.reloadSections(reloadedSections) }
        if !deletedItems.isEmpty { collectionView.deleteItems(at: deletedItems) }
        if !insertedItems.isEmpty { collectionView.insertItems(at: insertedItems) }
        for move in movedItems { collectionView.moveItem(at: move.from, to: move.to) }
        if !reloadedItems.isEmpty { collectionView.reloadItems(at: reloadedItems) }
        if !reconfiguredItems.isEmpty { collectionView.reconfigureItems(at: reconfiguredItems) }
    }
}

/// The old items of a difference, found by hash value: each item is hashed once into a table of
/// `Int`s, and a match is confirmed with `==`. When two old items share a hash value, a
/// dictionary of the items themselves is used instead.
struct OldItemIndex<Item: Hashable> {
    private let items: [[Item]]
    private var table: [Int: Int] = [:]
    private var sectionOf: [Int] = []
    private var itemOf: [Int] = []
    private var sectionStart: [Int] = []
    private var fallback: [Item: Int]?

    init(_ items: [[Item]]) {
        self.items = items
        let total = items.reduce(0) { $0 + $1.count }
        table.reserveCapacity(total)
        sectionOf.reserveCapacity(total)
        itemOf.reserveCapacity(total)
        var collided = false
        for section in 0..<items.count {
            sectionStart.append(sectionOf.count)
            let list = items[section]
            var index = 0
            while index < list.count {
                if table.updateValue(sectionOf.count, forKey: list[index].hashValue) != nil { collided = true }
                sectionOf.append(section)
                itemOf.append(index)
                index += 1
            }
        }
        if collided {
            var byItem: [Item: Int] = [:]
            byItem.reserveCapacity(total)
            for flat in 0..<sectionOf.count { byItem[items[sectionOf[flat]][itemOf[flat]]] = flat }
            fallback = byItem
        }
    }

    /// The number of old items.
    var count: Int { sectionOf.count }

    /// The flat index of an old item, or `nil` when it is new.
    func flatIndex(of item: Item) -> Int? {
        if let fallback { return fallback[item] }
        guard let flat = table[item.hashValue], items[sectionOf[flat]][itemOf[flat]] == item else { return nil }
        return flat
    }

    /// The flat index of an old position.
    func flatIndex(section: Int, item: Int) -> Int { sectionStart[section] + item }

    /// The old position of a flat index.
    func position(_ flat: Int) -> SnapshotDifference.Position {
        SnapshotDifference.Position(section: sectionOf[flat], item: itemOf[flat])
    }
}
