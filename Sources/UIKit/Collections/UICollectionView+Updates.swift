import HeadlessCore
import Foundation

/// Batch updates: recording the changes, checking them against the data source's new counts as
/// UIKit does, and moving the visible cells to their new index paths.
extension UICollectionView {
    /// The changes of one batch update, as the app declared them.
    struct BatchUpdate {
        var insertedItems: [IndexPath] = []
        var deletedItems: [IndexPath] = []
        var reloadedItems: [IndexPath] = []
        var reconfiguredItems: [IndexPath] = []
        var movedItems: [(IndexPath, IndexPath)] = []
        var insertedSections = IndexSet()
        var deletedSections = IndexSet()
        var reloadedSections = IndexSet()
        var movedSections: [(Int, Int)] = []
    }

    /// Adds a change to the running batch, or runs it as a batch of its own.
    func record(_ change: (inout BatchUpdate) -> Void) {
        if batch != nil {
            change(&batch!)
        } else {
            withoutActuallyEscaping(change) { change in
                performBatchUpdatesMechanism({ change(&self.batch!) }, completion: nil)
            }
        }
    }

    func reloadDataMechanism() {
        for indexPath in visibleCellsByPath.keys.sorted() {
            if let cell = visibleCellsByPath[indexPath] { endDisplaying(cell, at: indexPath) }
        }
        for key in visibleSupplementaries.keys.sorted(by: Self.elementOrder) {
            if let view = visibleSupplementaries[key] { endDisplaying(view, key) }
        }
        selectedPaths.removeAll()
        prefetched.removeAll()
        needsReload = true
        collectionViewLayout.discardMeasuredSizes()
        collectionViewLayout.invalidateLayout()
        setNeedsLayout()
    }

    func performBatchUpdatesMechanism(_ updates: (() -> Void)?, completion: ((Bool) -> Void)?) {
        if batch != nil {
            updates?()
            if let completion { runtime.runLoop.perform { completion(true) } }
            return
        }
        loadCountsIfNeeded()
        batch = BatchUpdate()
        updates?()
        let update = batch ?? BatchUpdate()
        batch = nil
        let applied = apply(update)
        if let completion { runtime.runLoop.perform { completion(applied) } }
    }

    // MARK: Checking

    private func invalid(_ message: String) -> Bool {
        runtime.report(.error, .collectionViewInvalidUpdate,
                       "\(traceName): Invalid update: \(message) Update the data source inside performBatchUpdates so that its counts agree with the inserts, deletes and moves; the collection view kept its previous state.",
                       about: self)
        return false
    }

    /// Checks the update against the old and new counts; reports UIKit's message when they disagree.
    private func check(_ update: BatchUpdate, old: [Int], new: [Int], sectionMap: [Int?]) -> Bool {
        let oldSections = old.count
        let newSections = new.count
        for section in update.deletedSections.union(update.reloadedSections) + update.movedSections.map(\.0)
        where section < 0 || section >= oldSections {
            return invalid("attempt to delete or move section \(section), but there are only \(oldSections) sections before the update.")
        }
        for section in Array(update.insertedSections) + update.movedSections.map(\.1) where section < 0 || section >= newSections {
            return invalid("attempt to insert or move to section \(section), but there are only \(newSections) sections after the update.")
        }
        let expectedSections = oldSections - update.deletedSections.count + update.insertedSections.count
        if newSections != expectedSections {
            return invalid("invalid number of sections. The number of sections contained in the collection view after the update (\(newSections)) must be equal to the number of sections contained in the collection view before the update (\(oldSections)), plus or minus the number of sections inserted or deleted (\(update.insertedSections.count) inserted, \(update.deletedSections.count) deleted).")
        }
        for path in update.deletedItems + update.reloadedItems + update.movedItems.map(\.0) {
            guard path.count == 2, old.indices.contains(path.section), path.item >= 0, path.item < old[path.section] else {
                let count = path.count == 2 && old.indices.contains(path.section) ? old[path.section] : 0
                return invalid("attempt to delete, reload or move item \(describe(path)), which is outside the \(count) items of its section before the update.")
            }
        }
        for path in update.insertedItems + update.movedItems.map(\.1) {
            guard path.count == 2, new.indices.contains(path.section), path.item >= 0, path.item < new[path.section] else {
                let count = path.count == 2 && new.indices.contains(path.section) ? new[path.section] : 0
                return invalid("attempt to insert or move to item \(describe(path)), which is outside the \(count) items of its section after the update.")
            }
        }
        var deleted = [Int](repeating: 0, count: oldSections)
        var movedOut = [Int](repeating: 0, count: oldSections)
        var inserted = [Int](repeating: 0, count: newSections)
        var movedIn = [Int](repeating: 0, count: newSections)
        for path in Set(update.deletedItems) { deleted[path.section] += 1 }
        for path in Set(update.insertedItems) { inserted[path.section] += 1 }
        for (from, to) in update.movedItems {
            movedOut[from.section] += 1
            movedIn[to.section] += 1
        }
        for section in 0..<oldSections {
            guard let target = sectionMap[section], !update.reloadedSections.contains(section) else { continue }
            let expected = old[section] - deleted[section] - movedOut[section] + inserted[target] + movedIn[target]
            if new[target] != expected {
                return invalid("invalid number of items in section \(target). The number of items contained in an existing section after the update (\(new[target])) must be equal to the number of items contained in that section before the update (\(old[section])), plus or minus the number of items inserted or deleted from that section (\(inserted[target]) inserted, \(deleted[section]) deleted) and plus or minus the number of items moved into or out of that section (\(movedIn[target]) moved in, \(movedOut[section]) moved out).")
            }
        }
        return true
    }

    // MARK: Mapping

    /// Where each old section goes: `nil` for a deleted one.
    private func mapSections(_ update: BatchUpdate, oldCount: Int, newCount: Int) -> [Int?] {
        var removed = update.deletedSections
        var taken = update.insertedSections
        var map = [Int?](repeating: nil, count: oldCount)
        for (from, to) in update.movedSections where from >= 0 && from < oldCount {
            removed.insert(from)
            taken.insert(to)
            map[from] = to
        }
        var slot = 0
        for section in 0..<oldCount where !removed.contains(section) {
            while taken.contains(slot) { slot += 1 }
            map[section] = slot
            slot += 1
        }
        return map
    }

    /// Maps old item index paths to new ones in O(changes) per path.
    private struct ItemMapper {
        var removedBySection: [Int: [Int]] = [:]
        var takenBySection: [Int: [Int]] = [:]
        var moves: [IndexPath: IndexPath] = [:]
        var gone: Set<IndexPath> = []
        let sectionMap: [Int?]
        let reloadedSections: IndexSet

        init(_ update: BatchUpdate, sectionMap: [Int?]) {
            self.sectionMap = sectionMap
            reloadedSections = update.reloadedSections
            for path in update.deletedItems { removedBySection[path.section, default: []].append(path.item); gone.insert(path) }
            for path in update.insertedItems { takenBySection[path.section, default: []].append(path.item) }
            for (from, to) in update.movedItems {
                removedBySection[from.section, default: []].append(from.item)
                takenBySection[to.section, default: []].append(to.item)
                moves[from] = to
            }
            for key in removedBySection.keys { removedBySection[key] = Array(Set(removedBySection[key]!)).sorted() }
            for key in takenBySection.keys { takenBySection[key] = Array(Set(takenBySection[key]!)).sorted() }
        }

        /// The new index path of an old one, or `nil` when its item (or section) was deleted.
        func map(_ path: IndexPath) -> IndexPath? {
            guard path.count == 2, sectionMap.indices.contains(path.section), let section = sectionMap[path.section],
                  !gone.contains(path) else { return nil }
            if let moved = moves[path] { return moved }
            let removed = removedBySection[path.section] ?? []
            var rank = path.item
            for item in removed { if item < path.item { rank -= 1 } else { break } }
            for item in takenBySection[section] ?? [] { if item <= rank { rank += 1 } else { break } }
            return IndexPath(item: rank, section: section)
        }
    }

    // MARK: Applying

    /// Checks and applies an update; returns whether it was valid.
    func apply(_ update: BatchUpdate) -> Bool {
        let old = itemCounts
        let new = askCounts()
        let sectionMap = mapSections(update, oldCount: old.count, newCount: new.count)
        guard check(update, old: old, new: new, sectionMap: sectionMap) else { return false }
        let mapper = ItemMapper(update, sectionMap: sectionMap)
        let reloaded = Set(update.reloadedItems)

        // Cells of deleted or reloaded items (or sections) leave; the others move.
        var moved: [IndexPath: UICollectionViewCell] = [:]
        for indexPath in visibleCellsByPath.keys.sorted() {
            guard let cell = visibleCellsByPath[indexPath] else { continue }
            if reloaded.contains(indexPath) || update.reloadedSections.contains(indexPath.section) {
                endDisplaying(cell, at: indexPath)
            } else if let target = mapper.map(indexPath) {
                moved[target] = cell
                cell.elementKey = ElementKey(category: .cell, kind: "", indexPath: target)
            } else {
                endDisplaying(cell, at: indexPath)
            }
        }
        for key in visibleSupplementaries.keys.sorted(by: Self.elementOrder) {
            guard let view = visibleSupplementaries[key] else { continue }
            endDisplaying(view, key)
        }
        visibleCellsByPath = moved
        selectedPaths = selectedPaths.compactMap { mapper.map($0) }
        prefetched.removeAll()
        itemCounts = new

        // Reconfigured items keep their cells: the data source's dequeue returns them as they are.
        for path in update.reconfiguredItems {
            guard let target = mapper.map(path), let cell = visibleCellsByPath[target] else { continue }
            reconfiguring[target] = cell
            let result = makeCell(at: target)
            reconfiguring[target] = nil
            if let result, result !== cell, let element = collectionViewLayout.layoutAttributesForItem(at: target) {
                endDisplaying(cell, at: target)
                show(result, at: target, element)
            }
        }
        collectionViewLayout.invalidateLayout()
        tile()
        return true
    }

    // MARK: Selection

    func selectMechanism(_ indexPath: IndexPath?, scrollPosition: ScrollPosition) {
        guard let indexPath else {
            for path in selectedPaths { visibleCellsByPath[path]?.isSelected = false }
            selectedPaths.removeAll()
            return
        }
        loadCountsIfNeeded()
        guard isValid(indexPath) else {
            runtime.report(.error, .collectionViewIndexPathOutOfRange,
                           "selectItem(at:animated:scrollPosition:) on \(traceName): \(describe(indexPath)) is outside its items. Select an index path within numberOfSections and numberOfItems(inSection:); nothing was selected.",
                           about: self)
            return
        }
        guard allowsSelection else { return }
        if !allowsMultipleSelection {
            for path in selectedPaths where path != indexPath { visibleCellsByPath[path]?.isSelected = false }
            selectedPaths.removeAll { $0 != indexPath }
        }
        if !selectedPaths.contains(indexPath) { selectedPaths.append(indexPath) }
        visibleCellsByPath[indexPath]?.isSelected = true
        if !scrollPosition.isEmpty { scrollToItemMechanism(indexPath, scrollPosition) }
    }

    func deselectMechanism(_ indexPath: IndexPath) {
        guard let index = selectedPaths.firstIndex(of: indexPath) else { return }
        selectedPaths.remove(at: index)
        visibleCellsByPath[indexPath]?.isSelected = false
    }

    /// A tap on an item by the user: highlight, selection (or deselection when multiple
    /// selection is on and the item is selected) and the delegate's callbacks in UIKit's order:
    /// the touch-down half (``highlightItemAsUser(at:)``), then the lift
    /// (``finishUserTap(onItemAt:)``), which the collection view's own touch handling
    /// (`UICollectionView+Touches.swift`) runs at the touch's began and ended.
    @_spi(Headless) public func tapItem(at indexPath: IndexPath) {
        guard highlightItemAsUser(at: indexPath) else { return }
        finishUserTap(onItemAt: indexPath)
    }

    /// A finger went down on an item: `shouldHighlightItemAt` (false: neither highlighted nor
    /// selected by this touch), the highlight and `didHighlightItemAt`. Returns whether the
    /// item highlighted.
    func highlightItemAsUser(at indexPath: IndexPath) -> Bool {
        loadCountsIfNeeded()
        guard isValid(indexPath), allowsSelection else { return false }
        let delegate = collectionDelegate
        let path = describe(indexPath)
        let highlight = delegate.map { d in
            runtime.ask(d, .collectionShouldHighlightItem, [traceName, path], default: true) {
                d.collectionView(self, shouldHighlightItemAt: indexPath)
            }
        } ?? true
        guard highlight else { return false }
        highlightedPath = indexPath
        visibleCellsByPath[indexPath]?.isHighlighted = true
        if let delegate {
            runtime.deliver(toDelegate: delegate, .collectionDidHighlightItem, [traceName, path]) {
                delegate.collectionView(self, didHighlightItemAt: indexPath)
            }
        }
        return true
    }

    /// The highlighted item's touch ended or was cancelled: the highlight ends and
    /// `didUnhighlightItemAt`.
    func unhighlightItemAsUser(at indexPath: IndexPath) {
        highlightedPath = nil
        visibleCellsByPath[indexPath]?.isHighlighted = false
        if let delegate = collectionDelegate {
            runtime.deliver(toDelegate: delegate, .collectionDidUnhighlightItem, [traceName, describe(indexPath)]) {
                delegate.collectionView(self, didUnhighlightItemAt: indexPath)
            }
        }
    }

    /// The finger lifted from a highlighted item: `shouldSelectItemAt` (or
    /// `shouldDeselectItemAt`), the highlight's end, then the selection or deselection.
    func finishUserTap(onItemAt indexPath: IndexPath) {
        // A row with a header-style outline disclosure expands or collapses on a tap anywhere
        // and is not selected (Apple: `UICellAccessory.OutlineDisclosureOptions.Style.header`).
        if let cell = visibleCellsByPath[indexPath] as? UICollectionViewListCell,
           let disclosure = cell.accessories.first(where: { $0.togglesOnRowTap && $0.isShown(editing: isEditing) }) {
            unhighlightItemAsUser(at: indexPath)
            if disclosure.actionHandler != nil {
                disclosure.performAction()
            } else {
                (dataSource as? any OutlineExpansionToggling)?.toggleExpansion(at: indexPath)
            }
            return
        }
        let delegate = collectionDelegate
        let path = describe(indexPath)
        let deselecting = allowsMultipleSelection && selectedPaths.contains(indexPath)
        let allowed = delegate.map { d in
            deselecting
                ? runtime.ask(d, .collectionShouldDeselectItem, [traceName, path], default: true) {
                    d.collectionView(self, shouldDeselectItemAt: indexPath)
                }
                : runtime.ask(d, .collectionShouldSelectItem, [traceName, path], default: true) {
                    d.collectionView(self, shouldSelectItemAt: indexPath)
                }
        } ?? true
        unhighlightItemAsUser(at: indexPath)
        guard allowed, isValid(indexPath) else { return }
        if deselecting {
            deselectMechanism(indexPath)
            if let delegate {
                runtime.deliver(toDelegate: delegate, .collectionDidDeselectItem, [traceName, path]) {
                    delegate.collectionView(self, didDeselectItemAt: indexPath)
                }
            }
            return
        }
        if !allowsMultipleSelection {
            for previous in selectedPaths where previous != indexPath {
                deselectMechanism(previous)
                if let delegate {
                    runtime.deliver(toDelegate: delegate, .collectionDidDeselectItem, [traceName, describe(previous)]) {
                        delegate.collectionView(self, didDeselectItemAt: previous)
                    }
                }
            }
        }
        selectMechanism(indexPath, scrollPosition: [])
        if let delegate {
            runtime.deliver(toDelegate: delegate, .collectionDidSelectItem, [traceName, path]) {
                delegate.collectionView(self, didSelectItemAt: indexPath)
            }
        }
    }

    // MARK: Scrolling

    func scrollToItemMechanism(_ indexPath: IndexPath, _ position: ScrollPosition) {
        loadCountsIfNeeded()
        collectionViewLayout.prepareIfNeeded()
        guard isValid(indexPath), let frame = collectionViewLayout.layoutAttributesForItem(at: indexPath)?.frame else {
            runtime.report(.error, .collectionViewIndexPathOutOfRange,
                           "scrollToItem(at:at:animated:) on \(traceName): \(describe(indexPath)) is not an item of the collection view. Scroll to an index path within numberOfSections and numberOfItems(inSection:); the offset did not change.",
                           about: self)
            return
        }
        var offset = contentOffset
        let size = bounds.size
        if position.contains(.top) { offset.y = frame.minY }
        if position.contains(.centeredVertically) { offset.y = frame.midY - size.height / 2 }
        if position.contains(.bottom) { offset.y = frame.maxY - size.height }
        if position.contains(.left) { offset.x = frame.minX }
        if position.contains(.centeredHorizontally) { offset.x = frame.midX - size.width / 2 }
        if position.contains(.right) { offset.x = frame.maxX - size.width }
        let content = collectionViewLayout.collectionViewContentSize
        offset.x = max(0, min(offset.x, content.width - size.width))
        offset.y = max(0, min(offset.y, content.height - size.height))
        contentOffset = offset
        tile()
    }
}
