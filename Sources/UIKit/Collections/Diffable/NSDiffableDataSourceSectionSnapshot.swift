import HeadlessCore
import Foundation

/// The items of one section as an outline: items with children, expanded or collapsed.
///
/// Items are kept in depth-first order with their levels, so the visible items (those whose
/// ancestors are all expanded) are found in one pass.
public struct NSDiffableDataSourceSectionSnapshot<ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Item = ItemIdentifierType

    private var order: [Item] = []
    private var levels: [Item: Int] = [:]
    private var parents: [Item: Item] = [:]
    private var expanded: Set<Item> = []
    var pendingProblems: [DiffableProblem] = []

    /// An empty section snapshot.
    public init() {}

    /// All items, depth first.
    public var items: [ItemIdentifierType] { order }

    /// The items at the top level.
    public var rootItems: [ItemIdentifierType] { order.filter { levels[$0] == 0 } }

    /// The items whose ancestors are all expanded, depth first.
    public var visibleItems: [ItemIdentifierType] {
        var result: [Item] = []
        var hiddenBelow: Int?
        for item in order {
            let level = levels[item] ?? 0
            if let hidden = hiddenBelow {
                if level > hidden { continue }
                hiddenBelow = nil
            }
            result.append(item)
            if !expanded.contains(item) { hiddenBelow = level }
        }
        return result
    }

    /// Whether the snapshot holds an item.
    public func contains(_ item: ItemIdentifierType) -> Bool { levels[item] != nil }
    /// The depth of an item (0 at the top).
    public func level(of item: ItemIdentifierType) -> Int { levels[item] ?? 0 }
    /// The position of an item, depth first.
    public func index(of item: ItemIdentifierType) -> Int? { order.firstIndex(of: item) }
    /// The parent of an item.
    public func parent(of child: ItemIdentifierType) -> ItemIdentifierType? { parents[child] }
    /// Whether an item is expanded.
    public func isExpanded(_ item: ItemIdentifierType) -> Bool { expanded.contains(item) }
    /// Whether an item's ancestors are all expanded.
    public func isVisible(_ item: ItemIdentifierType) -> Bool {
        guard levels[item] != nil else { return false }
        var cursor = parents[item]
        var steps = 0
        while let parent = cursor, steps <= order.count {
            if !expanded.contains(parent) { return false }
            cursor = parents[parent]
            steps += 1
        }
        return true
    }

    /// The end (exclusive) of an item's subtree in ``items``.
    private func subtreeEnd(_ position: Int) -> Int {
        let level = levels[order[position]] ?? 0
        var end = position + 1
        while end < order.count, (levels[order[end]] ?? 0) > level { end += 1 }
        return end
    }

    private mutating func problem(_ code: DiagnosticCode, _ message: String) {
        if let kept = DiffableProblem.raise(code, message) { pendingProblems.append(kept) }
    }

    private mutating func accept(_ items: [Item], _ operation: String) -> [Item] {
        var seen = Set<Item>()
        let accepted = items.filter { levels[$0] == nil && seen.insert($0).inserted }
        if accepted.count != items.count {
            let duplicates = items.filter { levels[$0] != nil } + items.filter { !seen.contains($0) }
            problem(.diffableDuplicateIdentifiers,
                    "NSDiffableDataSourceSectionSnapshot.\(operation): supplied item identifiers are not unique (iOS traps here). Duplicate identifiers: \(describeIdentifiers(duplicates.isEmpty ? items : duplicates)). Give every item a unique identifier; the duplicates were left out.")
        }
        return accepted
    }

    /// Appends items at the top level, or as the last children of `parent`.
    public mutating func append(_ items: [ItemIdentifierType], to parent: ItemIdentifierType? = nil) {
        let accepted = accept(items, "append(_:to:)")
        guard let parent else {
            for item in accepted { levels[item] = 0 }
            order += accepted
            return
        }
        guard let position = order.firstIndex(of: parent) else {
            problem(.diffableUnknownIdentifier,
                    "NSDiffableDataSourceSectionSnapshot.append(_:to:): the parent \(parent) is not in the section snapshot. Append the parent first; the items were not added.")
            return
        }
        let level = (levels[parent] ?? 0) + 1
        for item in accepted {
            levels[item] = level
            parents[item] = parent
        }
        order.insert(contentsOf: accepted, at: subtreeEnd(position))
    }

    /// Appends another section snapshot's items at the top level or under `parent`.
    public mutating func append(_ snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>,
                                to parent: ItemIdentifierType? = nil) {
        var stack: [Item] = []
        for item in snapshot.order {
            let level = snapshot.level(of: item)
            stack.removeLast(max(0, stack.count - level))
            append([item], to: stack.last ?? parent)
            stack.append(item)
            if snapshot.isExpanded(item) { expanded.insert(item) }
        }
    }

    /// Inserts items before an item, at its level.
    public mutating func insert(_ items: [ItemIdentifierType], before item: ItemIdentifierType) {
        insert(items, anchor: item, after: false, operation: "insert(_:before:)")
    }

    /// Inserts items after an item (and its children), at its level.
    public mutating func insert(_ items: [ItemIdentifierType], after item: ItemIdentifierType) {
        insert(items, anchor: item, after: true, operation: "insert(_:after:)")
    }

    private mutating func insert(_ items: [Item], anchor: Item, after: Bool, operation: String) {
        guard let position = order.firstIndex(of: anchor) else {
            problem(.diffableUnknownIdentifier,
                    "NSDiffableDataSourceSectionSnapshot.\(operation): \(anchor) is not in the section snapshot. Name an item it holds; nothing changed.")
            return
        }
        let accepted = accept(items, operation)
        let level = levels[anchor] ?? 0
        for item in accepted {
            levels[item] = level
            parents[item] = parents[anchor]
        }
        order.insert(contentsOf: accepted, at: after ? subtreeEnd(position) : position)
    }

    /// Deletes items and their children.
    public mutating func delete(_ items: [ItemIdentifierType]) {
        var doomed = Set<Item>()
        for item in items {
            guard let position = order.firstIndex(of: item) else { continue }
            for index in position..<subtreeEnd(position) { doomed.insert(order[index]) }
        }
        order.removeAll { doomed.contains($0) }
        for item in doomed {
            levels[item] = nil
            parents[item] = nil
            expanded.remove(item)
        }
    }

    /// Deletes every item.
    public mutating func deleteAll() {
        order.removeAll()
        levels.removeAll()
        parents.removeAll()
        expanded.removeAll()
    }

    /// Expands items, showing their children.
    public mutating func expand(_ items: [ItemIdentifierType]) {
        for item in items where levels[item] != nil { expanded.insert(item) }
    }

    /// Collapses items, hiding their children.
    public mutating func collapse(_ items: [ItemIdentifierType]) {
        for item in items { expanded.remove(item) }
    }

    /// The subtree under `parent`, with `parent` at the top when asked.
    public func snapshot(of parent: ItemIdentifierType, includingParent: Bool = false) -> NSDiffableDataSourceSectionSnapshot<ItemIdentifierType> {
        var result = NSDiffableDataSourceSectionSnapshot()
        guard let position = order.firstIndex(of: parent) else { return result }
        let base = (levels[parent] ?? 0) + (includingParent ? 0 : 1)
        for index in (includingParent ? position : position + 1)..<subtreeEnd(position) {
            let item = order[index]
            result.order.append(item)
            result.levels[item] = (levels[item] ?? 0) - base
            if let itemParent = parents[item], itemParent != parent || includingParent { result.parents[item] = itemParent }
            if expanded.contains(item) { result.expanded.insert(item) }
        }
        return result
    }

    /// Replaces the children of `parent` with a snapshot's items.
    public mutating func replace(childrenOf parent: ItemIdentifierType,
                                 using snapshot: NSDiffableDataSourceSectionSnapshot<ItemIdentifierType>) {
        guard let position = order.firstIndex(of: parent) else { return }
        delete(Array(order[(position + 1)..<subtreeEnd(position)]))
        append(snapshot, to: parent)
    }

    /// A text outline of the snapshot, one item a line, indented by level.
    public func visualDescription() -> String {
        order.map { item in
            String(repeating: "  ", count: levels[item] ?? 0) + (expanded.contains(item) ? "- " : "+ ") + "\(item)"
        }.joined(separator: "\n")
    }
}
