import HeadlessCore
import Foundation

/// Batch updates: recording inserts, deletes, reloads and moves, checking them against the
/// data source's new counts as UIKit does, and moving the visible cells to their new rows.
///
/// As in UIKit, deletes, reloads and move sources name rows and sections before the update;
/// inserts and move destinations name them after it. A row that is kept fills, in its old
/// order, the places of its new section that no insert or move took. Finding where a visible
/// row went costs O(updates), never O(rows).
extension UITableView {
    func recordUpdate(_ change: (inout TableUpdates) -> Void) {
        change(&pendingUpdates)
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        pendingUpdates = TableUpdates()
        applyUpdates(updates, checkingCounts: true)
    }

    func beginUpdatesMechanism() {
        updateDepth += 1
    }

    func endUpdatesMechanism(completion: ((Bool) -> Void)?) {
        guard updateDepth > 0 else {
            runtime.report(.error, .tableViewUnbalancedUpdates,
                           "\(traceName) got endUpdates() without a matching beginUpdates(); it was ignored. Pair every endUpdates() with a beginUpdates(), or use performBatchUpdates(_:completion:).",
                           about: self)
            return
        }
        if let completion { pendingCompletions.append(completion) }
        updateDepth -= 1
        guard updateDepth == 0 else { return }
        let updates = pendingUpdates
        let completions = pendingCompletions
        pendingUpdates = TableUpdates()
        pendingCompletions = []
        let applied = applyUpdates(updates, checkingCounts: true)
        guard !completions.isEmpty else { return }
        // The completion runs when the update's animations would end (0.3 s of virtual time).
        _ = runtime.runLoop.schedule(after: 0.3) {
            for completion in completions { completion(applied) }
        }
    }

    /// Checks and applies one batch; returns whether it was applied. A table that has not
    /// loaded its rows yet loads them at its next layout instead.
    @discardableResult
    func applyUpdates(_ updates: TableUpdates, checkingCounts: Bool) -> Bool {
        guard !needsReload, rowSource != nil, !updates.isEmpty else { return true }
        let oldCounts = geometry.rowCounts
        if let problem = invalidOldReference(updates, oldCounts: oldCounts) {
            refuse(problem)
            return false
        }
        let newCounts: [Int]
        if checkingCounts, let dataSource = rowSource {
            let sections = sectionCount(of: dataSource)
            newCounts = (0..<sections).map { rowCount(inSection: $0, of: dataSource) }
        } else {
            var counts = oldCounts
            for (from, to) in updates.movedRows {
                counts[from.section] -= 1
                counts[to.section] += 1
            }
            newCounts = counts
        }
        let plan = UpdatePlan(updates, oldCounts: oldCounts, newSectionCount: newCounts.count)
        if let problem = plan.sectionProblem(newCount: newCounts.count, oldCount: oldCounts.count) {
            refuse(problem)
            return false
        }
        if let problem = plan.rowProblem(oldCounts: oldCounts, newCounts: newCounts) {
            refuse(problem)
            return false
        }
        apply(plan, newCounts: newCounts)
        return true
    }

    private func refuse(_ problem: String) {
        runtime.report(.error, .tableViewInvalidUpdate,
                       "\(problem) Table view: \(traceName). Nothing was changed: update the data source's counts before (or inside) the update, to agree with the rows and sections inserted, deleted and moved, or call reloadData().",
                       about: self)
    }

    /// A delete, reload or move source naming a row or section that did not exist before.
    private func invalidOldReference(_ updates: TableUpdates, oldCounts: [Int]) -> String? {
        let named = updates.insertedRows + updates.deletedRows + updates.reloadedRows + updates.reconfiguredRows
            + updates.movedRows.flatMap { [$0.0, $0.1] }
        if let malformed = named.first(where: { $0.count != 2 }) {
            return "Invalid update: \(Array(malformed)) is not an index path of a row; rows are named IndexPath(row:section:)."
        }
        for (verb, sections) in [("delete", updates.deletedSections), ("reload", updates.reloadedSections),
                                 ("move", IndexSet(updates.movedSections.map(\.0)))] {
            if let section = sections.first(where: { $0 < 0 || $0 >= oldCounts.count }) {
                return "Invalid update: attempt to \(verb) section \(section), but there are only \(oldCounts.count) sections before the update."
            }
        }
        for (verb, rows) in [("delete", updates.deletedRows), ("reload", updates.reloadedRows),
                             ("move", updates.movedRows.map(\.0))] {
            for indexPath in rows where !geometry.contains(indexPath) {
                let count = oldCounts.indices.contains(indexPath.section) ? oldCounts[indexPath.section] : 0
                return "Invalid update: attempt to \(verb) row \(indexPath.row) from section \(indexPath.section) which only contains \(count) rows before the update."
            }
        }
        return nil
    }

    /// Swaps in the new geometry and moves the visible cells, headers, footers and the
    /// selection to their new rows; cells of deleted and reloaded rows end displaying. Then
    /// reconfigures rows and lays out, which asks for the cells of rows that entered.
    private func apply(_ plan: UpdatePlan, newCounts: [Int]) {
        let old = geometry
        geometry = rebuiltGeometry(plan, old: old, newCounts: newCounts)
        var kept: [IndexPath: UITableViewCell] = [:]
        for indexPath in visible.keys.sorted(by: indexPathOrder) {
            guard let cell = visible[indexPath] else { continue }
            if case .kept(let destination) = plan.fate(of: indexPath) {
                kept[destination] = cell
            } else {
                endDisplaying(cell, at: indexPath)
            }
        }
        visible = kept
        for (header, views) in [(true, visibleHeaders), (false, visibleFooters)] {
            var moved: [Int: UIView] = [:]
            for section in views.keys.sorted() {
                guard let view = views[section] else { continue }
                if let destination = plan.newSection(forOld: section), !plan.updates.reloadedSections.contains(section) {
                    moved[destination] = view
                } else {
                    endDisplayingHeaderFooter(view, section: section, header: header)
                }
            }
            if header { visibleHeaders = moved } else { visibleFooters = moved }
        }
        viewlessHeaders = []
        viewlessFooters = []
        var selection: Set<IndexPath> = []
        for indexPath in selectedRows {
            if case .kept(let destination) = plan.fate(of: indexPath) { selection.insert(destination) }
        }
        selectedRows = selection
        prefetched = []
        for indexPath in plan.updates.reconfiguredRows {
            if case .kept(let destination) = plan.fate(of: indexPath) { reconfigure(destination) }
        }
        layoutRows()
    }

    /// Asks the data source for a visible row's cell again; the dequeue hands back the cell it
    /// shows, without `prepareForReuse()`.
    private func reconfigure(_ indexPath: IndexPath) {
        guard let cell = visible[indexPath] else { return }
        reconfiguringCell = cell
        let fresh = makeCellIgnoringShown(indexPath, shown: cell)
        reconfiguringCell = nil
        guard fresh !== cell else { return }
        visible[indexPath] = nil
        endDisplaying(cell, at: indexPath)
    }

    private func makeCellIgnoringShown(_ indexPath: IndexPath, shown: UITableViewCell) -> UITableViewCell {
        visible[indexPath] = nil
        let cell = makeCell(for: indexPath)
        visible[indexPath] = shown
        return cell
    }

    /// The geometry after the update: sections no row update touched keep their heights;
    /// the others are measured again (estimates, replaced as their rows are shown).
    private func rebuiltGeometry(_ plan: UpdatePlan, old: TableGeometry, newCounts: [Int]) -> TableGeometry {
        var sections: [(header: CGFloat, rows: [CGFloat], footer: CGFloat)] = []
        var estimated: [Bool] = []
        var headerTitles: [String?] = [], footerTitles: [String?] = []
        for section in newCounts.indices {
            let headerTitle = rowSource?.tableView(self, titleForHeaderInSection: section)
            let footerTitle = rowSource?.tableView(self, titleForFooterInSection: section)
            headerTitles.append(headerTitle)
            footerTitles.append(footerTitle)
            if let source = plan.oldSection(forNew: section), plan.isUntouched(oldSection: source, newSection: section),
               old.rowCounts[source] == newCounts[section] {
                let first = old.headerItem(source), last = old.footerItem(source)
                let rows = (first + 1..<last).map { old.height(ofItem: $0) }
                sections.append((old.height(ofItem: first), rows, old.height(ofItem: last)))
                estimated.append(contentsOf: (first...last).map { old.isEstimated[$0] })
                continue
            }
            let header = headerFooterHeight(section, header: true, hasTitle: headerTitle != nil)
            let footer = headerFooterHeight(section, header: false, hasTitle: footerTitle != nil)
            estimated.append(header.estimated)
            var rows: [CGFloat] = []
            for row in 0..<newCounts[section] {
                let height = initialRowHeight(IndexPath(row: row, section: section))
                rows.append(height.value)
                estimated.append(height.estimated)
            }
            estimated.append(footer.estimated)
            sections.append((header.value, rows, footer.value))
        }
        return TableGeometry(sections: sections, estimated: estimated, headerTitles: headerTitles, footerTitles: footerTitles)
    }
}

/// Where each old section and row goes in a batch update, and UIKit's consistency checks.
struct UpdatePlan {
    enum Fate: Equatable {
        /// The row is kept, at this index path after the update.
        case kept(IndexPath)
        /// The row, or its section, was deleted or reloaded.
        case gone
    }

    let updates: TableUpdates
    private var newSectionForOld: [Int?]
    private var oldSectionForNew: [Int?]
    /// Per old section, the rows removed (deleted or moved away), sorted.
    private var removedRows: [Int: [Int]] = [:]
    /// Per new section, the rows placed explicitly (inserted or moved in), sorted.
    private var placedRows: [Int: [Int]] = [:]
    private var deleted: Set<IndexPath>
    private var reloaded: Set<IndexPath>
    private var moveDestinations: [IndexPath: IndexPath] = [:]
    /// Sections named by a row update, old and new.
    private var touchedOld: Set<Int> = []
    private var touchedNew: Set<Int> = []
    private var sectionMappingProblem: String?

    init(_ updates: TableUpdates, oldCounts: [Int], newSectionCount: Int) {
        self.updates = updates
        deleted = Set(updates.deletedRows)
        reloaded = Set(updates.reloadedRows)
        let removedSections = updates.deletedSections.union(IndexSet(updates.movedSections.map(\.0)))
        var explicit: [Int: Int?] = [:]
        for section in updates.insertedSections { explicit[section] = .some(nil) }
        for (from, to) in updates.movedSections { explicit[to] = from }
        newSectionForOld = Array(repeating: nil, count: oldCounts.count)
        oldSectionForNew = Array(repeating: nil, count: max(0, newSectionCount))
        for (to, from) in explicit {
            guard to >= 0 && to < newSectionCount else {
                sectionMappingProblem = "Invalid update: attempt to insert or move to section \(to), but there are only \(newSectionCount) sections after the update."
                continue
            }
            if let from {
                oldSectionForNew[to] = from
                newSectionForOld[from] = to
            }
        }
        var slot = 0
        for section in oldCounts.indices where !removedSections.contains(section) {
            while slot < newSectionCount && explicit[slot] != nil { slot += 1 }
            guard slot < newSectionCount else { break }
            newSectionForOld[section] = slot
            oldSectionForNew[slot] = section
            slot += 1
        }
        for indexPath in updates.deletedRows {
            removedRows[indexPath.section, default: []].append(indexPath.row)
            touchedOld.insert(indexPath.section)
        }
        for indexPath in updates.insertedRows {
            placedRows[indexPath.section, default: []].append(indexPath.row)
            touchedNew.insert(indexPath.section)
        }
        for (from, to) in updates.movedRows {
            removedRows[from.section, default: []].append(from.row)
            placedRows[to.section, default: []].append(to.row)
            moveDestinations[from] = to
            touchedOld.insert(from.section)
            touchedNew.insert(to.section)
        }
        for indexPath in updates.reloadedRows { touchedOld.insert(indexPath.section) }
        for key in removedRows.keys { removedRows[key]?.sort() }
        for key in placedRows.keys { placedRows[key]?.sort() }
    }

    func newSection(forOld section: Int) -> Int? {
        newSectionForOld.indices.contains(section) ? newSectionForOld[section] : nil
    }

    func oldSection(forNew section: Int) -> Int? {
        guard oldSectionForNew.indices.contains(section), !updates.insertedSections.contains(section) else { return nil }
        return oldSectionForNew[section]
    }

    /// Whether no row update and no reload names the section, before or after.
    func isUntouched(oldSection: Int, newSection: Int) -> Bool {
        !touchedOld.contains(oldSection) && !touchedNew.contains(newSection) && !updates.reloadedSections.contains(oldSection)
    }

    /// Where an old row goes.
    func fate(of indexPath: IndexPath) -> Fate {
        guard let section = newSection(forOld: indexPath.section), !updates.reloadedSections.contains(indexPath.section),
              !deleted.contains(indexPath), !reloaded.contains(indexPath) else { return .gone }
        if let destination = moveDestinations[indexPath] { return .kept(destination) }
        let removed = removedRows[indexPath.section] ?? []
        var index = indexPath.row - Self.countBelow(indexPath.row, in: removed)
        for placed in placedRows[section] ?? [] {
            if placed <= index { index += 1 } else { break }
        }
        return .kept(IndexPath(row: index, section: section))
    }

    /// How many sorted values are below `value`.
    private static func countBelow(_ value: Int, in sorted: [Int]) -> Int {
        var low = 0, high = sorted.count
        while low < high {
            let middle = (low + high) / 2
            if sorted[middle] < value { low = middle + 1 } else { high = middle }
        }
        return low
    }

    /// UIKit's check of the number of sections.
    func sectionProblem(newCount: Int, oldCount: Int) -> String? {
        let inserted = updates.insertedSections.count, deletedCount = updates.deletedSections.count
        if newCount != oldCount + inserted - deletedCount {
            return "Invalid update: invalid number of sections. The number of sections contained in the table view after the update (\(newCount)) must be equal to the number of sections contained in the table view before the update (\(oldCount)), plus or minus the number of sections inserted or deleted (\(inserted) inserted, \(deletedCount) deleted)."
        }
        return sectionMappingProblem
    }

    /// UIKit's check of the number of rows in each section that existed before, and of the rows
    /// inserted or moved past a section's end.
    func rowProblem(oldCounts: [Int], newCounts: [Int]) -> String? {
        var insertedIn: [Int: Int] = [:], deletedFrom: [Int: Int] = [:], movedIn: [Int: Int] = [:], movedOut: [Int: Int] = [:]
        for indexPath in updates.insertedRows { insertedIn[indexPath.section, default: 0] += 1 }
        for indexPath in updates.deletedRows { deletedFrom[indexPath.section, default: 0] += 1 }
        for (from, to) in updates.movedRows where newSection(forOld: from.section) != to.section {
            movedOut[from.section, default: 0] += 1
            movedIn[to.section, default: 0] += 1
        }
        for section in newCounts.indices {
            guard let source = oldSection(forNew: section), !updates.reloadedSections.contains(source) else { continue }
            let inserted = insertedIn[section] ?? 0, deletedCount = deletedFrom[source] ?? 0
            let into = movedIn[section] ?? 0, outOf = movedOut[source] ?? 0
            let expected = oldCounts[source] + inserted - deletedCount + into - outOf
            if newCounts[section] != expected {
                return "Invalid update: invalid number of rows in section \(section). The number of rows contained in an existing section after the update (\(newCounts[section])) must be equal to the number of rows contained in that section before the update (\(oldCounts[source])), plus or minus the number of rows inserted or deleted from that section (\(inserted) inserted, \(deletedCount) deleted) and plus or minus the number of rows moved into or out of that section (\(into) moved in, \(outOf) moved out)."
            }
        }
        for indexPath in updates.insertedRows + updates.movedRows.map(\.1) {
            let count = newCounts.indices.contains(indexPath.section) ? newCounts[indexPath.section] : 0
            if indexPath.row < 0 || indexPath.row >= count {
                return "Invalid update: attempt to insert row \(indexPath.row) into section \(indexPath.section), but there are only \(count) rows in section \(indexPath.section) after the update."
            }
        }
        return nil
    }
}
