import HeadlessCore
import Foundation

/// Loading counts, placing the visible elements and reusing their views.
extension UICollectionView {
    /// `[section, item]`, for traces and diagnostics.
    func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.item)]" : "\(Array(indexPath))"
    }

    /// Asks the data source for the number of sections and of items in each.
    func loadCountsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        itemCounts = askCounts()
        layout.invalidateLayout()
    }

    /// The data source's current counts, traced.
    func askCounts() -> [Int] {
        guard let dataSource else { return [] }
        let sections = max(0, runtime.ask(dataSource, .numberOfSectionsInCollectionView, [traceName], default: 1) {
            dataSource.numberOfSections(in: self)
        })
        var counts: [Int] = []
        counts.reserveCapacity(sections)
        for section in 0..<sections {
            counts.append(max(0, runtime.ask(dataSource, .numberOfItemsInSection, [traceName, String(section)], default: 0) {
                dataSource.collectionView(self, numberOfItemsInSection: section)
            }))
        }
        return counts
    }

    private var layout: UICollectionViewLayout { collectionViewLayout }

    /// The most passes one layout pass makes while self-sizing cells keep moving the items;
    /// each pass measures only cells that were not measured before, so the passes end when
    /// the visible items are all measured, and this bound only caps pathological estimates.
    static let selfSizingPassLimit = 16

    /// Gives the elements meeting the bounds a view and takes back the others' views, then
    /// tells the prefetching data source what lies ahead. When self-sizing cells change the
    /// layout, the pass runs again over the corrected frames (References §23).
    func tile() {
        guard !isTiling else { return }
        isTiling = true
        defer { isTiling = false }
        var passes = 0
        repeat {
            selfSizingChanged = false
            tilePass()
            passes += 1
        } while selfSizingChanged && passes < Self.selfSizingPassLimit
    }

    private func tilePass() {
        loadCountsIfNeeded()
        layout.prepareIfNeeded()
        let size = layout.collectionViewContentSize
        if size != contentSize { contentSize = size }
        let region = bounds
        let attributes = dataSource == nil ? [] : (layout.layoutAttributesForElements(in: region) ?? [])
        var cells: [IndexPath: UICollectionViewLayoutAttributes] = [:]
        var others: [ElementKey: UICollectionViewLayoutAttributes] = [:]
        for element in attributes where element.frame.intersects(region) || element.frame.isEmpty && region.contains(element.frame.origin) {
            switch element.representedElementCategory {
            case .cell:
                if isValid(element.indexPath) { cells[element.indexPath] = element }
            default:
                others[element.elementKey] = element
            }
        }
        // Sorted, so that the trace does not depend on hashing.
        for indexPath in visibleCellsByPath.keys.sorted() where cells[indexPath] == nil {
            if let cell = visibleCellsByPath[indexPath] { endDisplaying(cell, at: indexPath) }
        }
        for key in visibleSupplementaries.keys.sorted(by: Self.elementOrder) where others[key] == nil {
            if let view = visibleSupplementaries[key] { endDisplaying(view, key) }
        }
        for indexPath in cells.keys.sorted() {
            guard let element = cells[indexPath] else { continue }
            if let cell = visibleCellsByPath[indexPath] {
                place(cell, element)
            } else {
                display(cellAt: indexPath, element)
            }
        }
        for key in others.keys.sorted(by: Self.elementOrder) {
            guard let element = others[key] else { continue }
            if let view = visibleSupplementaries[key] {
                place(view, element)
            } else {
                display(key, element)
            }
        }
        prefetchAhead(of: region)
        lastTiledBounds = region
    }

    static func elementOrder(_ lhs: ElementKey, _ rhs: ElementKey) -> Bool {
        (lhs.indexPath, lhs.category.rawValue, lhs.kind) < (rhs.indexPath, rhs.category.rawValue, rhs.kind)
    }

    func isValid(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && itemCounts.indices.contains(indexPath.section)
            && indexPath.item >= 0 && indexPath.item < itemCounts[indexPath.section]
    }

    private func place(_ view: UICollectionReusableView, _ element: UICollectionViewLayoutAttributes) {
        if view.frame != element.frame { view.frame = element.frame }
        view.isHidden = element.isHidden
        view.alpha = element.alpha
        view.apply(element)
    }

    /// Asks the data source for a cell, places it and tells the delegate it will display.
    private func display(cellAt indexPath: IndexPath, _ element: UICollectionViewLayoutAttributes) {
        guard let cell = makeCell(at: indexPath) else { return }
        show(cell, at: indexPath, element)
    }

    /// The data source's cell for an item; a cell that was not dequeued is reported and used.
    func makeCell(at indexPath: IndexPath) -> UICollectionViewCell? {
        guard let dataSource else { return nil }
        let previous = dequeueingPath
        dequeueingPath = indexPath
        defer { dequeueingPath = previous }
        let cell: UICollectionViewCell = runtime.ask(dataSource, .cellForItemAt, [traceName, describe(indexPath)],
                                                     default: UICollectionViewCell(frame: .zero)) {
            dataSource.collectionView(self, cellForItemAt: indexPath)
        }
        if !cell.wasDequeued {
            runtime.report(.error, .collectionViewCellNotDequeued,
                           "The cell \(cell.traceName) returned for \(describe(indexPath)) of \(traceName) was not dequeued: cells must be retrieved by calling dequeueReusableCell(withReuseIdentifier:for:) or dequeueConfiguredReusableCell(using:for:item:). The cell is shown but never reused.",
                           about: self)
        }
        return cell
    }

    func show(_ cell: UICollectionViewCell, at indexPath: IndexPath, _ element: UICollectionViewLayoutAttributes) {
        cell.elementKey = ElementKey(category: .cell, kind: "", indexPath: indexPath)
        place(cell, element)
        if element.needsSelfSizing, let sized = selfSize(cell, at: indexPath, element) { place(cell, sized) }
        let selected = selectedPaths.contains(indexPath)
        if cell.isSelected != selected { cell.isSelected = selected }
        visibleCellsByPath[indexPath] = cell
        prefetched.remove(indexPath)
        if let collectionDelegate {
            runtime.deliver(toDelegate: collectionDelegate, .collectionWillDisplayCell,
                            [traceName, cell.traceName, describe(indexPath)]) {
                collectionDelegate.collectionView(self, willDisplay: cell, forItemAt: indexPath)
            }
        }
        if cell.superview !== self { addSubview(cell) }
        cell.updateConfigurationIfNeeded()
    }

    /// Asks a cell placed at its estimated frame for its preferred attributes, as iOS does
    /// between `cellForItemAt` and `willDisplay`; when the layout takes the new size, returns
    /// the cell's corrected attributes and marks the pass for another round.
    private func selfSize(_ cell: UICollectionViewCell, at indexPath: IndexPath,
                          _ element: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes? {
        cell.layoutIfNeeded()
        let original: UICollectionViewLayoutAttributes = element.copy()
        let preferred = cell.preferredLayoutAttributesFitting(original)
        guard layout.shouldInvalidateLayout(forPreferredLayoutAttributes: preferred, withOriginalAttributes: element),
              preferred.size.width.isFinite, preferred.size.height.isFinite,
              preferred.size.width >= 0, preferred.size.height >= 0 else { return nil }
        guard layout.applyPreferredSize(preferred.size, forItemAt: indexPath) else { return nil }
        selfSizingChanged = true
        let size = layout.collectionViewContentSize
        if size != contentSize { contentSize = size }
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// Tells the delegate a cell ended displaying and puts it in the reuse pool.
    func endDisplaying(_ cell: UICollectionViewCell, at indexPath: IndexPath) {
        visibleCellsByPath[indexPath] = nil
        // A pooled cell stays owned by the collection view, so its removal is no departure.
        cell.removeFromSuperviewMechanism(notingDeparture: !(cell.wasDequeued && cell.reuseIdentifier != nil))
        if let collectionDelegate {
            runtime.deliver(toDelegate: collectionDelegate, .collectionDidEndDisplayingCell,
                            [traceName, cell.traceName, describe(indexPath)]) {
                collectionDelegate.collectionView(self, didEndDisplaying: cell, forItemAt: indexPath)
            }
        }
        cell.elementKey = nil
        if cell.wasDequeued, let identifier = cell.reuseIdentifier { cellPool[identifier, default: []].append(cell) }
    }

    private func display(_ key: ElementKey, _ element: UICollectionViewLayoutAttributes) {
        let view: UICollectionReusableView
        if key.category == .decorationView {
            view = makeDecoration(kind: key.kind)
        } else {
            guard let dataSource else { return }
            view = runtime.ask(dataSource, .viewForSupplementaryElementOfKind, [traceName, key.kind, describe(key.indexPath)],
                               default: UICollectionReusableView(frame: .zero)) {
                dataSource.collectionView(self, viewForSupplementaryElementOfKind: key.kind, at: key.indexPath)
            }
        }
        view.elementKey = key
        place(view, element)
        visibleSupplementaries[key] = view
        if key.category == .supplementaryView, let collectionDelegate {
            runtime.deliver(toDelegate: collectionDelegate, .collectionWillDisplaySupplementaryView,
                            [traceName, view.traceName, key.kind, describe(key.indexPath)]) {
                collectionDelegate.collectionView(self, willDisplaySupplementaryView: view, forElementKind: key.kind,
                                                  at: key.indexPath)
            }
        }
        if view.superview !== self {
            if key.category == .decorationView { insertSubview(view, at: backgroundView == nil ? 0 : 1) } else { addSubview(view) }
        }
    }

    func endDisplaying(_ view: UICollectionReusableView, _ key: ElementKey) {
        visibleSupplementaries[key] = nil
        view.removeFromSuperviewMechanism(notingDeparture: !(key.category == .decorationView || view.wasDequeued))
        if key.category == .supplementaryView, let collectionDelegate {
            runtime.deliver(toDelegate: collectionDelegate, .collectionDidEndDisplayingSupplementaryView,
                            [traceName, view.traceName, key.kind, describe(key.indexPath)]) {
                collectionDelegate.collectionView(self, didEndDisplayingSupplementaryView: view, forElementOfKind: key.kind,
                                                  at: key.indexPath)
            }
        }
        view.elementKey = nil
        if key.category == .decorationView {
            decorationPool[key.kind, default: []].append(view)
        } else if view.wasDequeued, let identifier = view.reuseIdentifier {
            supplementaryPool[Self.poolKey(key.kind, identifier), default: []].append(view)
        }
    }

    private func makeDecoration(kind: String) -> UICollectionReusableView {
        if var pool = decorationPool[kind], let view = pool.popLast() {
            decorationPool[kind] = pool
            reuse(view)
            return view
        }
        guard let viewClass = collectionViewLayout.decorationClasses[kind] else {
            runtime.report(.error, .collectionViewDequeueUnregistered,
                           "\(traceName)'s layout has a decoration view of kind \(kind) but no class is registered for it: call register(_:forDecorationViewOfKind:) on the layout. An empty view is shown.",
                           about: self)
            return UICollectionReusableView(frame: .zero)
        }
        return viewClass.init(registeredFrame: .zero)
    }

    private func reuse(_ view: UICollectionReusableView) {
        runtime.deliver(view, .prepareForReuse) { view.prepareForReuse() }
    }

    // MARK: Dequeue

    func dequeueCellMechanism(_ identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        if let existing = reconfiguring[indexPath], existing.reuseIdentifier == identifier {
            reconfiguring[indexPath] = nil
            return existing
        }
        let cell: UICollectionViewCell
        if var pool = cellPool[identifier], let reused = pool.popLast() {
            cellPool[identifier] = pool
            reuse(reused)
            cell = reused
        } else if let cellClass = cellClasses[identifier] {
            cell = cellClass.init(registeredFrame: .zero)
        } else if let nib = cellNibs[identifier],
                  let loaded = nib.instantiate(withOwner: nil, options: nil).lazy.compactMap({ $0 as? UICollectionViewCell }).first {
            cell = loaded
        } else {
            runtime.report(.error, .collectionViewDequeueUnregistered,
                           "\(traceName) could not dequeue a cell with identifier \(identifier) for \(describe(indexPath)): register a class or a nib for the identifier (register(_:forCellWithReuseIdentifier:)), or use a cell registration. A plain UICollectionViewCell was returned.",
                           about: self)
            cell = UICollectionViewCell(frame: .zero)
        }
        cell.reuseIdentifier = identifier
        cell.wasDequeued = true
        if let element = collectionViewLayout.layoutAttributesForItem(at: indexPath) {
            cell.frame = element.frame
        }
        return cell
    }

    func dequeueSupplementaryMechanism(_ kind: String, _ identifier: String,
                                       for indexPath: IndexPath) -> UICollectionReusableView {
        let key = Self.poolKey(kind, identifier)
        let view: UICollectionReusableView
        if var pool = supplementaryPool[key], let reused = pool.popLast() {
            supplementaryPool[key] = pool
            reuse(reused)
            view = reused
        } else if let viewClass = supplementaryClasses[key] {
            view = viewClass.init(registeredFrame: .zero)
        } else if let nib = supplementaryNibs[key],
                  let loaded = nib.instantiate(withOwner: nil, options: nil).lazy
                    .compactMap({ $0 as? UICollectionReusableView }).first {
            view = loaded
        } else {
            runtime.report(.error, .collectionViewDequeueUnregistered,
                           "\(traceName) could not dequeue a supplementary view of kind \(kind) with identifier \(identifier): register a class or a nib with register(_:forSupplementaryViewOfKind:withReuseIdentifier:), or use a supplementary registration. An empty view was returned.",
                           about: self)
            view = UICollectionReusableView(frame: .zero)
        }
        view.reuseIdentifier = identifier
        view.wasDequeued = true
        return view
    }

    // MARK: Prefetching

    /// Tells the prefetching data source about the items one screen ahead in the direction of
    /// the last scroll, and cancels those that fell out of that window.
    private func prefetchAhead(of region: CGRect) {
        guard isPrefetchingEnabled, let prefetchDataSource, region.width > 0, region.height > 0 else { return }
        let dx = region.minX - lastTiledBounds.minX
        let dy = region.minY - lastTiledBounds.minY
        guard dx != 0 || dy != 0 else { return }
        var ahead = region
        if abs(dy) >= abs(dx) {
            ahead.origin.y += dy > 0 ? region.height : -region.height
        } else {
            ahead.origin.x += dx > 0 ? region.width : -region.width
        }
        let upcoming = (collectionViewLayout.layoutAttributesForElements(in: ahead) ?? [UICollectionViewLayoutAttributes]())
            .filter { $0.representedElementCategory == .cell && isValid($0.indexPath) && $0.frame.intersects(ahead) }
            .map(\.indexPath)
        let upcomingSet = Set(upcoming)
        let cancelled = prefetched.filter { !upcomingSet.contains($0) }.sorted()
        let fresh = upcoming.filter { !prefetched.contains($0) && visibleCellsByPath[$0] == nil }.sorted()
        if !cancelled.isEmpty {
            prefetched.subtract(cancelled)
            runtime.deliver(toDelegate: prefetchDataSource, .collectionCancelPrefetching, [traceName, "\(cancelled.count) items"]) {
                prefetchDataSource.collectionView(self, cancelPrefetchingForItemsAt: cancelled)
            }
        }
        if !fresh.isEmpty {
            prefetched.formUnion(fresh)
            runtime.deliver(toDelegate: prefetchDataSource, .collectionPrefetchItems,
                            [traceName, fresh.map(describe).joined(separator: " ")]) {
                prefetchDataSource.collectionView(self, prefetchItemsAt: fresh)
            }
        }
    }

    // MARK: Engine

    /// The cells in the reuse pools, for tests that count live cells.
    @_spi(Headless) public var reusePoolCount: Int {
        cellPool.values.reduce(0) { $0 + $1.count }
    }
}
