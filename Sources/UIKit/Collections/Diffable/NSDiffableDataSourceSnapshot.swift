import HeadlessCore
import Foundation

/// The sections and items of a diffable data source at one moment, by identifier.
///
/// Identifiers must be unique across the snapshot: iOS traps on duplicates ("Fatal: supplied
/// item identifiers are not unique"); here the duplicates are reported as
/// `diffable.identifiers.duplicate` and left out, and operations naming an unknown identifier
/// are reported and do nothing.
public struct NSDiffableDataSourceSnapshot<SectionIdentifierType: Hashable & Sendable,
                                           ItemIdentifierType: Hashable & Sendable>: Sendable {
    typealias Section = SectionIdentifierType
    typealias Item = ItemIdentifierType

    var sections: [Section] = []
    var items: [[Item]] = []
    var sectionIndex: [Section: Int] = [:]
    var itemSection: [Item: Section] = [:]
    var reloadedSections: [Section] = []
    var reloadedItems: [Item] = []
    var reconfiguredItems: [Item] = []
    /// Problems found off the main thread, reported when the snapshot is applied.
    var pendingProblems: [DiffableProblem] = []

    /// An empty snapshot.
    public init() {}

    // MARK: Reading

    /// The number of items in all sections.
    public var numberOfItems: Int { itemSection.count }
    /// The number of sections.
    public var numberOfSections: Int { sections.count }
    /// The section identifiers, in order.
    public var sectionIdentifiers: [SectionIdentifierType] { sections }
    /// The item identifiers of all sections, in order.
    public var itemIdentifiers: [ItemIdentifierType] { items.flatMap { $0 } }
    /// The sections marked for reloading.
    public var reloadedSectionIdentifiers: [SectionIdentifierType] { reloadedSections }
    /// The items marked for reloading.
    public var reloadedItemIdentifiers: [ItemIdentifierType] { reloadedItems }
    /// The items marked for reconfiguring.
    public var reconfiguredItemIdentifiers: [ItemIdentifierType] { reconfiguredItems }

    /// The number of items in a section (0 for an unknown section).
    public func numberOfItems(inSection identifier: SectionIdentifierType) -> Int {
        sectionIndex[identifier].map { items[$0].count } ?? 0
    }

    /// The items of a section, in order.
    public func itemIdentifiers(inSection identifier: SectionIdentifierType) -> [ItemIdentifierType] {
        sectionIndex[identifier].map { items[$0] } ?? []
    }

    /// The section holding an item.
    public func sectionIdentifier(containingItem identifier: ItemIdentifierType) -> SectionIdentifierType? {
        itemSection[identifier]
    }

    /// The position of an item among all items of the snapshot.
    public func indexOfItem(_ identifier: ItemIdentifierType) -> Int? {
        guard let section = itemSection[identifier], let index = sectionIndex[section],
              let within = items[index].firstIndex(of: identifier) else { return nil }
        return items[..<index].reduce(0) { $0 + $1.count } + within
    }

    /// The position of a section.
    public func indexOfSection(_ identifier: SectionIdentifierType) -> Int? { sectionIndex[identifier] }

    /// The index path of an item.
    func indexPath(of identifier: ItemIdentifierType) -> IndexPath? {
        guard let section = itemSection[identifier], let index = sectionIndex[section],
              let within = items[index].firstIndex(of: identifier) else { return nil }
        return IndexPath(item: within, section: index)
    }

    // MARK: Problems

    private mutating func problem(_ code: DiagnosticCode, _ message: String) {
        if let kept = DiffableProblem.raise(code, message) { pendingProblems.append(kept) }
    }

    /// The new identifiers that are neither already in the snapshot nor repeated; reports the others.
    private mutating func fresh(_ identifiers: [Item], operation: String) -> [Item] {
        var seen = Set<Item>()
        var duplicates: [Item] = []
        var result: [Item] = []
        result.reserveCapacity(identifiers.count)
        for item in identifiers {
            if itemSection[item] != nil || !seen.insert(item).inserted {
                duplicates.append(item)
            } else {
                result.append(item)
            }
        }
        if !duplicates.isEmpty {
            problem(.diffableDuplicateIdentifiers,
                    "NSDiffableDataSourceSnapshot.\(operation): supplied item identifiers are not unique (iOS traps here with \"Fatal: supplied item identifiers are not unique\"). Duplicate identifiers: \(describeIdentifiers(duplicates)). Give every item a unique identifier, such as a UUID or a database key; the duplicates were left out.")
        }
        return result
    }

    private mutating func freshSections(_ identifiers: [Section], operation: String) -> [Section] {
        var seen = Set<Section>()
        var duplicates: [Section] = []
        var result: [Section] = []
        for section in identifiers {
            if sectionIndex[section] != nil || !seen.insert(section).inserted { duplicates.append(section) } else { result.append(section) }
        }
        if !duplicates.isEmpty {
            problem(.diffableDuplicateIdentifiers,
                    "NSDiffableDataSourceSnapshot.\(operation): supplied section identifiers are not unique (iOS traps here with \"Fatal: supplied section identifiers are not unique\"). Duplicate identifiers: \(describeIdentifiers(duplicates)). Give every section a unique identifier; the duplicates were left out.")
        }
        return result
    }

    private mutating func unknownItem(_ item: Item, _ operation: String) {
        problem(.diffableUnknownIdentifier,
                "NSDiffableDataSourceSnapshot.\(operation): invalid item identifier \(item), which is not in the snapshot. Name an item appended earlier; nothing changed.")
    }

    private mutating func unknownSection(_ section: Section, _ operation: String) {
        problem(.diffableUnknownIdentifier,
                "NSDiffableDataSourceSnapshot.\(operation): invalid section identifier \(section), which is not in the snapshot. Append the section first; nothing changed.")
    }

    private mutating func reindexSections() {
        sectionIndex.removeAll(keepingCapacity: true)
        for (index, section) in sections.enumerated() { sectionIndex[section] = index }
    }

    // MARK: Items

    /// Appends items to a section, the last section by default.
    public mutating func appendItems(_ identifiers: [ItemIdentifierType], toSection sectionIdentifier: SectionIdentifierType? = nil) {
        guard let section = sectionIdentifier ?? sections.last else {
            problem(.diffableNoSection,
                    "NSDiffableDataSourceSnapshot.appendItems(_:toSection:): there are currently no sections in the snapshot. Append a section first with appendSections(_:); the items were not added.")
            return
        }
        guard let index = sectionIndex[section] else { return unknownSection(section, "appendItems(_:toSection:)") }
        let accepted = fresh(identifiers, operation: "appendItems(_:toSection:)")
        items[index].append(contentsOf: accepted)
        for item in accepted { itemSection[item] = section }
    }

    /// Inserts items before an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], beforeItem beforeIdentifier: ItemIdentifierType) {
        insert(identifiers, next: beforeIdentifier, after: false, operation: "insertItems(_:beforeItem:)")
    }

    /// Inserts items after an item.
    public mutating func insertItems(_ identifiers: [ItemIdentifierType], afterItem afterIdentifier: ItemIdentifierType) {
        insert(identifiers, next: afterIdentifier, after: true, operation: "insertItems(_:afterItem:)")
    }

    private mutating func insert(_ identifiers: [Item], next anchor: Item, after: Bool, operation: String) {
        guard let section = itemSection[anchor], let index = sectionIndex[section],
              let position = items[index].firstIndex(of: anchor) else { return unknownItem(anchor, operation) }
        let accepted = fresh(identifiers, operation: operation)
        items[index].insert(contentsOf: accepted, at: after ? position + 1 : position)
        for item in accepted { itemSection[item] = section }
    }

    /// Deletes items; unknown identifiers are reported.
    public mutating func deleteItems(_ identifiers: [ItemIdentifierType]) {
        var doomed: [Int: Set<Item>] = [:]
        var unknown: [Item] = []
        for item in identifiers {
            guard let section = itemSection.removeValue(forKey: item), let index = sectionIndex[section] else {
                unknown.append(item)
                continue
            }
            doomed[index, default: []].insert(item)
        }
        for (index, set) in doomed { items[index].removeAll { set.contains($0) } }
        if !unknown.isEmpty {
            problem(.diffableUnknownIdentifier,
                    "NSDiffableDataSourceSnapshot.deleteItems(_:): invalid item identifiers \(describeIdentifiers(unknown)), which are not in the snapshot. Delete only items the snapshot holds; the others were deleted.")
        }
    }

    /// Deletes every item and section.
    public mutating func deleteAllItems() {
        sections.removeAll()
        items.removeAll()
        sectionIndex.removeAll()
        itemSection.removeAll()
        reloadedItems.removeAll()
        reconfiguredItems.removeAll()
        reloadedSections.removeAll()
    }

    /// Moves an item before another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, beforeItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: false, operation: "moveItem(_:beforeItem:)")
    }

    /// Moves an item after another.
    public mutating func moveItem(_ identifier: ItemIdentifierType, afterItem toIdentifier: ItemIdentifierType) {
        move(identifier, next: toIdentifier, after: true, operation: "moveItem(_:afterItem:)")
    }

    private mutating func move(_ item: Item, next anchor: Item, after: Bool, operation: String) {
        guard item != anchor else { return }
        guard let from = itemSection[item], let fromIndex = sectionIndex[from],
              let position = items[fromIndex].firstIndex(of: item) else { return unknownItem(item, operation) }
        guard let to = itemSection[anchor], let toIndex = sectionIndex[to] else { return unknownItem(anchor, operation) }
        items[fromIndex].remove(at: position)
        let target = items[toIndex].firstIndex(of: anchor)! + (after ? 1 : 0)
        items[toIndex].insert(item, at: target)
        itemSection[item] = to
    }

    /// Marks items for reloading: their cells are replaced when the snapshot is applied.
    public mutating func reloadItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard itemSection[item] != nil else { unknownItem(item, "reloadItems(_:)"); continue }
            if !reloadedItems.contains(item) { reloadedItems.append(item) }
        }
    }

    /// Marks items for reconfiguring: their existing cells are configured again.
    public mutating func reconfigureItems(_ identifiers: [ItemIdentifierType]) {
        for item in identifiers {
            guard itemSection[item] != nil else { unknownItem(item, "reconfigureItems(_:)"); continue }
            if !reconfiguredItems.contains(item) { reconfiguredItems.append(item) }
        }
    }

    // MARK: Sections

    /// Appends sections.
    public mutating func appendSections(_ identifiers: [SectionIdentifierType]) {
        let accepted = freshSections(identifiers, operation: "appendSections(_:)")
        for section in accepted {
            sectionIndex[section] = sections.count
            sections.append(section)
            items.append([])
        }
    }

    /// Inserts sections before a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], beforeSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: false, operation: "insertSections(_:beforeSection:)")
    }

    /// Inserts sections after a section.
    public mutating func insertSections(_ identifiers: [SectionIdentifierType], afterSection toIdentifier: SectionIdentifierType) {
        insertSections(identifiers, next: toIdentifier, after: true, operation: "insertSections(_:afterSection:)")
    }

    private mutating func insertSections(_ identifiers: [Section], next anchor: Section, after: Bool, operation: String) {
        guard let position = sectionIndex[anchor] else { return unknownSection(anchor, operation) }
        let accepted = freshSections(identifiers, operation: operation)
        let at = after ? position + 1 : position
        sections.insert(contentsOf: accepted, at: at)
        items.insert(contentsOf: Array(repeating: [], count: accepted.count), at: at)
        reindexSections()
    }

    /// Deletes sections and their items.
    public mutating func deleteSections(_ identifiers: [SectionIdentifierType]) {
        let doomed = Set(identifiers)
        for section in identifiers where sectionIndex[section] == nil { unknownSection(section, "deleteSections(_:)") }
        var keptSections: [Section] = []
        var keptItems: [[Item]] = []
        for (index, section) in sections.enumerated() {
            if doomed.contains(section) {
                for item in items[index] { itemSection[item] = nil }
            } else {
                keptSections.append(section)
                keptItems.append(items[index])
            }
        }
        sections = keptSections
        items = keptItems
        reindexSections()
    }

    /// Moves a section before another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, beforeSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: false, operation: "moveSection(_:beforeSection:)")
    }

    /// Moves a section after another.
    public mutating func moveSection(_ identifier: SectionIdentifierType, afterSection toIdentifier: SectionIdentifierType) {
        moveSection(identifier, next: toIdentifier, after: true, operation: "moveSection(_:afterSection:)")
    }

    private mutating func moveSection(_ section: Section, next anchor: Section, after: Bool, operation: String) {
        guard section != anchor else { return }
        guard let from = sectionIndex[section] else { return unknownSection(section, operation) }
        guard sectionIndex[anchor] != nil else { return unknownSection(anchor, operation) }
        let moving = items.remove(at: from)
        sections.remove(at: from)
        reindexSections()
        let target = sectionIndex[anchor]! + (after ? 1 : 0)
        sections.insert(section, at: target)
        items.insert(moving, at: target)
        reindexSections()
    }

    /// Marks sections for reloading.
    public mutating func reloadSections(_ identifiers: [SectionIdentifierType]) {
        for section in identifiers {
            guard sectionIndex[section] != nil else { unknownSection(section, "reloadSections(_:)"); continue }
            if !reloadedSections.contains(section) { reloadedSections.append(section) }
        }
    }

    /// Marks sections for reconfiguring: their items' cells are configured again.
    public mutating func reconfigureSections(_ identifiers: [SectionIdentifierType]) {
        reconfigureItems(identifiers.flatMap { itemIdentifiers(inSection: $0) })
    }

    /// Replaces a section's items (used by section snapshots).
    mutating func replaceItems(ofSection section: Section, with newItems: [Item]) {
        guard let index = sectionIndex[section] else { return }
        for item in items[index] { itemSection[item] = nil }
        items[index] = []
        let accepted = fresh(newItems, operation: "apply(_:to:animatingDifferences:)")
        items[index] = accepted
        for item in accepted { itemSection[item] = section }
    }

    /// The snapshot without its reload and reconfigure marks, as the data source keeps it.
    var settled: NSDiffableDataSourceSnapshot {
        var copy = self
        copy.reloadedItems = []
        copy.reconfiguredItems = []
        copy.reloadedSections = []
        copy.pendingProblems = []
        return copy
    }
}
