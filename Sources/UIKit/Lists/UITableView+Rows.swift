import HeadlessCore
import Foundation

/// Loading rows, showing the visible ones and reusing cells.
extension UITableView {

    /// Marks the rows for loading at the next layout (a new data source, a new row height).
    func reloadDataMechanism() {
        needsReload = true
        setNeedsLayout()
    }

    /// `reloadData()`: the counts are asked before it returns and the cells wait for the next
    /// layout, as the device logs show ("Reload Begin / numberOfRowsInSection / Reload End";
    /// References §50.1). Called from a data source or delegate method while the table asks
    /// for counts or lays out rows, it waits for the next layout instead.
    func reloadDataNow() {
        needsReload = true
        setNeedsLayout()
        guard !isLoadingRows else { return }
        loadRowsIfNeeded()
    }

    /// Asks the data source for the counts and the titles, and the delegate for the heights
    /// (estimated heights when estimation is on: the exact ones are asked as rows are shown).
    /// The visible cells end displaying, and the selection is cleared, as on iOS.
    func loadRowsIfNeeded() {
        guard needsReload, !isLoadingRows else { return }
        needsReload = false
        hasLoadedRows = true
        isLoadingRows = true
        defer { isLoadingRows = false }
        pendingUpdates = TableUpdates()
        endDisplayingEverything()
        selectedRows = []
        prefetched = []
        geometry = buildGeometry()
        updateContentSize()
    }

    /// The geometry of every section, as the data source and the delegate describe it now.
    func buildGeometry() -> TableGeometry {
        guard let dataSource = rowSource else { return TableGeometry() }
        let count = sectionCount(of: dataSource)
        var sections: [(header: CGFloat, rows: [CGFloat], footer: CGFloat)] = []
        var estimated: [Bool] = []
        var headerTitles: [String?] = [], footerTitles: [String?] = []
        sections.reserveCapacity(count)
        for section in 0..<count {
            let rows = rowCount(inSection: section, of: dataSource)
            let headerTitle = dataSource.tableView(self, titleForHeaderInSection: section)
            let footerTitle = dataSource.tableView(self, titleForFooterInSection: section)
            headerTitles.append(headerTitle)
            footerTitles.append(footerTitle)
            let header = headerFooterHeight(section, header: true, hasTitle: headerTitle != nil)
            let footer = headerFooterHeight(section, header: false, hasTitle: footerTitle != nil)
            var heights: [CGFloat] = []
            heights.reserveCapacity(rows)
            estimated.append(header.estimated)
            for row in 0..<rows {
                let height = initialRowHeight(IndexPath(row: row, section: section))
                heights.append(height.value)
                estimated.append(height.estimated)
            }
            estimated.append(footer.estimated)
            sections.append((header.value, heights, footer.value))
        }
        return TableGeometry(sections: sections, estimated: estimated, headerTitles: headerTitles, footerTitles: footerTitles)
    }

    /// The data source's number of sections, at most ``maximumRowsPerSection`` (a larger one is
    /// reported).
    func sectionCount(of dataSource: UITableViewDataSource) -> Int {
        let count = dataSource.numberOfSections(in: self)
        guard count <= UITableView.maximumRowsPerSection else {
            runtime.report(.error, .tableViewTooManyRows,
                           "\(traceName)'s data source says there are \(count) sections; the table keeps track of at most \(UITableView.maximumRowsPerSection). Return the number of sections the model holds.",
                           about: self)
            return UITableView.maximumRowsPerSection
        }
        return max(0, count)
    }

    /// The data source's row count for a section, traced; a negative count is taken as 0.
    func rowCount(inSection section: Int, of dataSource: UITableViewDataSource) -> Int {
        let count = runtime.ask(dataSource, .numberOfRowsInSection, [traceName, String(section)], default: 0) {
            dataSource.tableView(self, numberOfRowsInSection: section)
        }
        guard count <= UITableView.maximumRowsPerSection else {
            runtime.report(.error, .tableViewTooManyRows,
                           "\(traceName)'s data source says section \(section) has \(count) rows; the table keeps track of at most \(UITableView.maximumRowsPerSection) per section, and shows that many. Return the number of rows the model holds.",
                           about: self)
            return UITableView.maximumRowsPerSection
        }
        return max(0, count)
    }

    /// The most rows a section may have: the geometry takes a few bytes per row.
    static let maximumRowsPerSection = 2_000_000

    /// A row's height before it is shown: its exact height when estimation is off
    /// (`estimatedRowHeight == 0`), else the delegate's or the table's estimate.
    func initialRowHeight(_ indexPath: IndexPath) -> (value: CGFloat, estimated: Bool) {
        if estimatedRowHeight == 0 {
            let exact = exactRowHeight(indexPath)
            return exact == UITableView.automaticDimension ? (fallbackRowHeight, true) : (exact, false)
        }
        let estimate = tableDelegate?.tableView(self, estimatedHeightForRowAt: indexPath) ?? estimatedRowHeight
        return (estimate > 0 && estimate.isFinite ? estimate : fallbackRowHeight, true)
    }

    /// The height rows take when nothing better is known.
    var fallbackRowHeight: CGFloat { rowHeight > 0 && rowHeight.isFinite ? rowHeight : 44 }

    /// A row's height from the delegate or ``rowHeight``: a number, or `automaticDimension`.
    func exactRowHeight(_ indexPath: IndexPath) -> CGFloat {
        let height: CGFloat
        if let tableDelegate {
            height = runtime.ask(tableDelegate, .heightForRowAt, [traceName, describe(indexPath)], default: rowHeight) {
                tableDelegate.tableView(self, heightForRowAt: indexPath)
            }
        } else {
            height = rowHeight
        }
        if height == UITableView.automaticDimension { return height }
        guard height.isFinite, height >= 0 else {
            runtime.report(.warning, .tableViewInvalidHeight,
                           "\(traceName) got the height \(height) for row \(describe(indexPath)), which is not a finite number of 0 or more; 44 was used. Return a height, or UITableView.automaticDimension for a self-sizing row.",
                           about: self)
            return 44
        }
        return height
    }

    /// A header's or footer's height: the delegate's or the table's; `automaticDimension` gives
    /// a title's height when there is a title, the estimate when there is one (measured when
    /// shown), else nothing in the plain style and a small gap in the grouped ones.
    func headerFooterHeight(_ section: Int, header: Bool, hasTitle: Bool) -> (value: CGFloat, estimated: Bool) {
        let height = header
            ? tableDelegate?.tableView(self, heightForHeaderInSection: section) ?? sectionHeaderHeight
            : tableDelegate?.tableView(self, heightForFooterInSection: section) ?? sectionFooterHeight
        if height >= 0 && height.isFinite { return (height, false) }
        if hasTitle { return (style == .plain ? 28 : 38, false) }
        let estimate = header
            ? tableDelegate?.tableView(self, estimatedHeightForHeaderInSection: section) ?? estimatedSectionHeaderHeight
            : tableDelegate?.tableView(self, estimatedHeightForFooterInSection: section) ?? estimatedSectionFooterHeight
        if estimate > 0 && estimate.isFinite { return (estimate, true) }
        return (style == .plain ? 0 : 18, false)
    }

    /// The height of the table header view above the sections.
    var tableHeaderHeight: CGFloat { tableHeaderView?.frame.height ?? 0 }

    func updateContentSize() {
        let height = tableHeaderHeight + geometry.totalHeight + (tableFooterView?.frame.height ?? 0)
        let size = CGSize(width: bounds.width, height: height)
        if contentSize != size { contentSize = size }
    }

    // MARK: Geometry

    func rectForItem(_ index: Int) -> CGRect {
        let inset: CGFloat = style == .insetGrouped ? 20 : 0
        return CGRect(x: inset, y: tableHeaderHeight + geometry.origin(ofItem: index),
                      width: max(0, bounds.width - 2 * inset), height: geometry.height(ofItem: index))
    }

    func rectForRowMechanism(_ indexPath: IndexPath) -> CGRect {
        guard geometry.contains(indexPath) else { return .zero }
        return rectForItem(geometry.rowItem(indexPath))
    }

    func rectForSectionMechanism(_ section: Int) -> CGRect {
        guard geometry.rowCounts.indices.contains(section) else { return .zero }
        let top = rectForItem(geometry.headerItem(section))
        let bottom = rectForItem(geometry.footerItem(section))
        return CGRect(x: 0, y: top.minY, width: bounds.width, height: bottom.maxY - top.minY)
    }

    func indexPathForRowMechanism(at point: CGPoint) -> IndexPath? {
        loadRowsIfNeeded()
        let y = point.y - tableHeaderHeight
        guard geometry.itemCount > 0, y >= 0, y < geometry.totalHeight else { return nil }
        if case .row(let indexPath) = geometry.item(at: geometry.item(containing: y)) { return indexPath }
        return nil
    }

    func indexPathsForRowsMechanism(in rect: CGRect) -> [IndexPath]? {
        loadRowsIfNeeded()
        return items(from: rect.minY, to: rect.maxY).compactMap {
            if case .row(let indexPath) = geometry.item(at: $0) { return indexPath }
            return nil
        }
    }

    /// The items with a height that meet `top ..< bottom` (content coordinates), in order:
    /// a binary search for the first, then a walk, so O(log n + k).
    func items(from top: CGFloat, to bottom: CGFloat) -> [Int] {
        let offset = tableHeaderHeight
        let low = top - offset, high = bottom - offset
        guard geometry.itemCount > 0, high > 0, low < geometry.totalHeight else { return [] }
        var index = geometry.item(containing: max(0, low))
        var origin = geometry.origin(ofItem: index)
        var result: [Int] = []
        while index < geometry.itemCount && origin < high {
            let height = geometry.height(ofItem: index)
            if height > 0 && origin + height > low { result.append(index) }
            origin += height
            index += 1
        }
        return result
    }

    /// In the plain style, the header of the section at the top of the visible region floats:
    /// it is shown while any of its section is, even when its own place has scrolled away.
    func itemsWithFloatingHeader(_ items: [Int]) -> [Int] {
        guard style == .plain, let first = items.first else { return items }
        let header = geometry.headerItem(geometry.section(ofItem: first))
        guard header < first, geometry.height(ofItem: header) > 0 else { return items }
        return [header] + items
    }

    /// A section header's frame: its place, or in the plain style pinned below the top inset
    /// until the end of its section pushes it up.
    func headerFrame(_ section: Int) -> CGRect {
        var frame = rectForItem(geometry.headerItem(section))
        guard style == .plain else { return frame }
        let top = bounds.minY + adjustedContentInset.top
        let sectionEnd = rectForItem(geometry.footerItem(section)).maxY
        frame.origin.y = min(max(frame.minY, top), max(frame.minY, sectionEnd - frame.height))
        return frame
    }

    func scrollToRowMechanism(_ indexPath: IndexPath, at position: ScrollPosition, animated: Bool) {
        loadRowsIfNeeded()
        guard geometry.contains(indexPath) else {
            runtime.report(.error, .tableViewIndexOutOfRange,
                           "\(traceName) cannot scroll to row \(describe(indexPath)): the table has \(geometry.rowCounts.count) sections\(indexPath.count == 2 && geometry.rowCounts.indices.contains(indexPath.section) ? " and \(geometry.rowCounts[indexPath.section]) rows in section \(indexPath.section)" : ""). Scroll to a row that exists.",
                           about: self)
            return
        }
        let rect = rectForRowMechanism(indexPath)
        let inset = adjustedContentInset
        let visibleHeight = bounds.height - inset.top - inset.bottom
        let y: CGFloat
        switch position {
        case .top: y = rect.minY - inset.top
        case .middle: y = rect.midY - inset.top - visibleHeight / 2
        case .bottom: y = rect.maxY - bounds.height + inset.bottom
        case .none:
            if rect.minY >= contentOffset.y + inset.top && rect.maxY <= contentOffset.y + bounds.height - inset.bottom { return }
            y = rect.minY < contentOffset.y + inset.top ? rect.minY - inset.top : rect.maxY - bounds.height + inset.bottom
        }
        let target = clampedContentOffset(CGPoint(x: contentOffset.x, y: y))
        setContentOffsetMechanism(CGPoint(x: contentOffset.x, y: target.y), animated: animated)
    }

    // MARK: Showing the visible rows

    /// Gives the rows, headers and footers inside the bounds a view and takes the others' back:
    /// leaving cells get `didEndDisplaying` and return to the reuse pool first, so that the
    /// entering rows reuse them. Heights measured on the way (estimates replaced, self-sizing
    /// rows) move the rows below, so the pass repeats, at most four times.
    func layoutRows() {
        guard !isLoadingRows else { return }
        loadRowsIfNeeded()
        isLoadingRows = true
        defer { isLoadingRows = false }
        var pass = 0
        var changed = true
        while changed && pass < 4 {
            pass += 1
            changed = false
            let wanted = itemsWithFloatingHeader(items(from: bounds.minY, to: bounds.maxY))
            var wantedRows: Set<IndexPath> = [], wantedHeaders: Set<Int> = [], wantedFooters: Set<Int> = []
            for index in wanted {
                switch geometry.item(at: index) {
                case .row(let indexPath): wantedRows.insert(indexPath)
                case .header(let section): wantedHeaders.insert(section)
                case .footer(let section): wantedFooters.insert(section)
                }
            }
            viewlessHeaders.formIntersection(wantedHeaders)
            viewlessFooters.formIntersection(wantedFooters)
            for indexPath in visible.keys.filter({ !wantedRows.contains($0) }).sorted(by: indexPathOrder) {
                if let cell = visible.removeValue(forKey: indexPath) { endDisplaying(cell, at: indexPath) }
            }
            for section in visibleHeaders.keys.filter({ !wantedHeaders.contains($0) }).sorted() {
                if let view = visibleHeaders.removeValue(forKey: section) { endDisplayingHeaderFooter(view, section: section, header: true) }
            }
            for section in visibleFooters.keys.filter({ !wantedFooters.contains($0) }).sorted() {
                if let view = visibleFooters.removeValue(forKey: section) { endDisplayingHeaderFooter(view, section: section, header: false) }
            }
            for index in wanted {
                switch geometry.item(at: index) {
                case .row(let indexPath) where visible[indexPath] == nil:
                    if display(row: indexPath, item: index) { changed = true }
                case .header(let section) where visibleHeaders[section] == nil && !viewlessHeaders.contains(section):
                    if displayHeaderFooter(section: section, item: index, header: true) { changed = true }
                case .footer(let section) where visibleFooters[section] == nil && !viewlessFooters.contains(section):
                    if displayHeaderFooter(section: section, item: index, header: false) { changed = true }
                default:
                    break
                }
            }
        }
        for (indexPath, cell) in visible { cell.frame = rectForRowMechanism(indexPath) }
        for (section, view) in visibleHeaders { view.frame = headerFrame(section) }
        for (section, view) in visibleFooters { view.frame = rectForItem(geometry.footerItem(section)) }
        if let header = tableHeaderView { header.frame = CGRect(x: 0, y: 0, width: bounds.width, height: header.frame.height) }
        if let footer = tableFooterView {
            footer.frame = CGRect(x: 0, y: tableHeaderHeight + geometry.totalHeight, width: bounds.width, height: footer.frame.height)
        }
        updateContentSize()
        updatePrefetching()
    }

    /// Shows a row: its cell from the data source, then, if its height was an estimate, its
    /// exact height (measured when self-sizing), then `willDisplay` (References §50.3: with
    /// estimated heights iOS asks `heightForRowAt` after `cellForRowAt`). Returns whether a
    /// height changed.
    private func display(row indexPath: IndexPath, item: Int) -> Bool {
        var changed = false
        let cell = makeCell(for: indexPath)
        if geometry.isEstimated[item] {
            let height = exactRowHeight(indexPath)
            let exact = height == UITableView.automaticDimension ? measuredHeight(of: cell) : height
            if geometry.setHeight(exact, ofItem: item) != 0 { changed = true }
        }
        cell.frame = rectForRowMechanism(indexPath)
        if cell.isSelected != selectedRows.contains(indexPath) { cell.setSelected(selectedRows.contains(indexPath), animated: false) }
        if cell.isEditing != isEditing { cell.setEditing(isEditing, animated: false) }
        visible[indexPath] = cell
        if cell.superview !== self { addSubview(cell) }
        if let tableDelegate {
            runtime.deliver(toDelegate: tableDelegate, .willDisplayCell, [traceName, cell.traceName, describe(indexPath)]) {
                tableDelegate.tableView(self, willDisplay: cell, forRowAt: indexPath)
            }
        }
        return changed
    }

    /// A self-sizing cell's height: its content view's fitting height at the table's width. A
    /// content view that no constraint involves gives no height: the standard 44, as iOS uses
    /// when the constraints suggest a height of zero, without bringing the table's hierarchy
    /// into the Auto Layout engine (References §58.1).
    func measuredHeight(of cell: UITableViewCell) -> CGFloat {
        guard cell.contentView.isInLayoutEngine else { return 44 }
        let width = bounds.width
        let size = cell.contentView.systemLayoutSizeFitting(CGSize(width: width, height: 0),
                                                            withHorizontalFittingPriority: .required,
                                                            verticalFittingPriority: .fittingSizeLevel)
        guard size.height > 0, size.height.isFinite else { return 44 }
        return size.height.rounded(.up)
    }

    /// The data source's cell for a row, traced.
    func makeCell(for indexPath: IndexPath) -> UITableViewCell {
        guard let dataSource = rowSource else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        let asked: UITableViewCell? = runtime.ask(dataSource, .cellForRowAt, [traceName, describe(indexPath)], default: nil) {
            dataSource.tableView(self, cellForRowAt: indexPath)
        }
        guard let cell = asked else { return UITableViewCell(style: .default, reuseIdentifier: nil) }
        if let other = visible.first(where: { $0.value === cell })?.key, other != indexPath {
            runtime.report(.error, .tableViewCellReturnedTwice,
                           "\(traceName)'s data source returned \(cell.traceName) for row \(describe(indexPath)), but it already shows row \(describe(other)). Return a cell from dequeueReusableCell(withIdentifier:for:) for each row; a plain cell was used instead.",
                           about: self)
            return UITableViewCell(style: .default, reuseIdentifier: nil)
        }
        return cell
    }

    /// A header's or footer's view (the delegate's, or one showing the section's title), its
    /// height measured when it was an estimate, then `willDisplayHeaderView`/`FooterView`.
    /// Returns whether a height changed.
    private func displayHeaderFooter(section: Int, item: Int, header: Bool) -> Bool {
        let view = makeHeaderFooterView(section: section, header: header)
        var changed = false
        if geometry.isEstimated[item] {
            var height: CGFloat = 0
            if let view {
                let fitting = view.systemLayoutSizeFitting(CGSize(width: bounds.width, height: 0),
                                                           withHorizontalFittingPriority: .required,
                                                           verticalFittingPriority: .fittingSizeLevel).height
                height = fitting > 0 && fitting.isFinite ? fitting.rounded(.up) : (view.frame.height > 0 ? view.frame.height : 28)
            }
            if geometry.setHeight(height, ofItem: item) != 0 { changed = true }
        }
        guard let view else {
            if header { viewlessHeaders.insert(section) } else { viewlessFooters.insert(section) }
            return changed
        }
        view.frame = rectForItem(item)
        if header { visibleHeaders[section] = view } else { visibleFooters[section] = view }
        if view.superview !== self { addSubview(view) }
        if let tableDelegate {
            if header {
                runtime.deliver(toDelegate: tableDelegate, .willDisplayHeaderView, [traceName, view.traceName, String(section)]) {
                    tableDelegate.tableView(self, willDisplayHeaderView: view, forSection: section)
                }
            } else {
                runtime.deliver(toDelegate: tableDelegate, .willDisplayFooterView, [traceName, view.traceName, String(section)]) {
                    tableDelegate.tableView(self, willDisplayFooterView: view, forSection: section)
                }
            }
        }
        return changed
    }

    private func makeHeaderFooterView(section: Int, header: Bool) -> UIView? {
        var view: UIView?
        if let tableDelegate {
            view = runtime.ask(tableDelegate, header ? .viewForHeaderInSection : .viewForFooterInSection,
                               [traceName, String(section)], default: nil) {
                header ? tableDelegate.tableView(self, viewForHeaderInSection: section)
                    : tableDelegate.tableView(self, viewForFooterInSection: section)
            }
        }
        let titles = header ? geometry.headerTitles : geometry.footerTitles
        if view == nil, titles.indices.contains(section), let title = titles[section] {
            let titleView = titleViewPool.popLast() ?? UITableViewHeaderFooterView(reuseIdentifier: nil)
            titleView.isTitleView = true
            titleView.textLabel?.text = title
            view = titleView
        }
        return view
    }

    /// A cell leaves: `didEndDisplaying`, out of the hierarchy, into the reuse pool.
    func endDisplaying(_ cell: UITableViewCell, at indexPath: IndexPath) {
        if let tableDelegate {
            runtime.deliver(toDelegate: tableDelegate, .didEndDisplayingCell, [traceName, cell.traceName, describe(indexPath)]) {
                tableDelegate.tableView(self, didEndDisplaying: cell, forRowAt: indexPath)
            }
        }
        if cell.isHighlighted { cell.setHighlighted(false, animated: false) }
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier {
            reusePool[identifier, default: []].append(cell)
        }
    }

    func endDisplayingHeaderFooter(_ view: UIView, section: Int, header: Bool) {
        if let tableDelegate {
            if header {
                runtime.deliver(toDelegate: tableDelegate, .didEndDisplayingHeaderView, [traceName, view.traceName, String(section)]) {
                    tableDelegate.tableView(self, didEndDisplayingHeaderView: view, forSection: section)
                }
            } else {
                runtime.deliver(toDelegate: tableDelegate, .didEndDisplayingFooterView, [traceName, view.traceName, String(section)]) {
                    tableDelegate.tableView(self, didEndDisplayingFooterView: view, forSection: section)
                }
            }
        }
        view.removeFromSuperview()
        guard let reusable = view as? UITableViewHeaderFooterView else { return }
        if reusable.isTitleView {
            titleViewPool.append(reusable)
        } else if let identifier = reusable.reuseIdentifier {
            headerFooterPool[identifier, default: []].append(reusable)
        }
    }

    /// Ends the display of every row, header and footer, top to bottom (a reload).
    func endDisplayingEverything() {
        viewlessHeaders = []
        viewlessFooters = []
        for indexPath in visible.keys.sorted(by: indexPathOrder) {
            if let cell = visible.removeValue(forKey: indexPath) { endDisplaying(cell, at: indexPath) }
        }
        for section in visibleHeaders.keys.sorted() {
            if let view = visibleHeaders.removeValue(forKey: section) { endDisplayingHeaderFooter(view, section: section, header: true) }
        }
        for section in visibleFooters.keys.sorted() {
            if let view = visibleFooters.removeValue(forKey: section) { endDisplayingHeaderFooter(view, section: section, header: false) }
        }
    }

    /// `[section, row]`, for traces.
    func describe(_ indexPath: IndexPath) -> String {
        indexPath.count == 2 ? "[\(indexPath.section), \(indexPath.row)]" : "\(Array(indexPath))"
    }

    /// Rows top to bottom.
    func indexPathOrder(_ a: IndexPath, _ b: IndexPath) -> Bool { (a.section, a.row) < (b.section, b.row) }

    // MARK: Reuse

    func dequeueMechanism(_ identifier: String) -> UITableViewCell? {
        if let cell = reconfiguringCell, cell.reuseIdentifier == identifier {
            reconfiguringCell = nil
            return cell
        }
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            runtime.deliver(cell, .prepareForReuse) { cell.prepareForReuse() }
            return cell
        }
        if let cellClass = registeredClasses[identifier] {
            return cellClass.init(registeredStyle: .default, reuseIdentifier: identifier)
        }
        if let nib = registeredNibs[identifier] {
            return nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UITableViewCell }.first
        }
        return prototypeFactory?(identifier)
    }

    func dequeueRequiredMechanism(_ identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        if let cell = dequeueMechanism(identifier) { return cell }
        runtime.report(.error, .tableViewDequeueUnregistered,
                       "\(traceName) is unable to dequeue a cell with identifier \(identifier): register a class or a nib for the identifier, or give a prototype cell that reuse identifier in the storyboard. A plain UITableViewCell was returned.",
                       about: self)
        return UITableViewCell(style: .default, reuseIdentifier: identifier)
    }

    func dequeueHeaderFooterMechanism(_ identifier: String) -> UITableViewHeaderFooterView? {
        if var pool = headerFooterPool[identifier], let view = pool.popLast() {
            headerFooterPool[identifier] = pool
            runtime.deliver(view, .prepareForReuse) { view.prepareForReuse() }
            return view
        }
        if let viewClass = registeredHeaderFooterClasses[identifier] {
            return viewClass.init(registeredReuseIdentifier: identifier)
        }
        if let nib = registeredHeaderFooterNibs[identifier] {
            return nib.instantiate(withOwner: nil, options: nil).lazy.compactMap { $0 as? UITableViewHeaderFooterView }.first
        }
        runtime.report(.error, .tableViewDequeueHeaderFooterUnregistered,
                       "\(traceName) is unable to dequeue a header or footer view with identifier \(identifier): register a class or a nib for it with register(_:forHeaderFooterViewReuseIdentifier:). Nil was returned.",
                       about: self)
        return nil
    }

    // MARK: Prefetching

    /// Announces the rows within one screen beyond the visible region, in the direction of the
    /// last scroll, and cancels those announced earlier that left that region unseen.
    func updatePrefetching() {
        guard isPrefetchingEnabled, let prefetcher = prefetchDataSource, geometry.itemCount > 0 else { return }
        let downwards = contentOffset.y >= lastPrefetchOffset
        lastPrefetchOffset = contentOffset.y
        let height = max(bounds.height, 1)
        let region = downwards ? items(from: bounds.maxY, to: bounds.maxY + height) : items(from: bounds.minY - height, to: bounds.minY)
        var window: [IndexPath] = []
        for index in region {
            if case .row(let indexPath) = geometry.item(at: index), visible[indexPath] == nil { window.append(indexPath) }
        }
        let windowSet = Set(window)
        prefetched = prefetched.filter { visible[$0] == nil }
        let cancelled = prefetched.filter { !windowSet.contains($0) }.sorted(by: indexPathOrder)
        let added = window.filter { !prefetched.contains($0) }
        if !cancelled.isEmpty {
            prefetched.subtract(cancelled)
            runtime.deliver(toDelegate: prefetcher, .cancelPrefetchingForRowsAt, [traceName, cancelled.map(describe).joined(separator: " ")]) {
                prefetcher.tableView(self, cancelPrefetchingForRowsAt: cancelled)
            }
        }
        if !added.isEmpty {
            prefetched.formUnion(added)
            runtime.deliver(toDelegate: prefetcher, .prefetchRowsAt, [traceName, added.map(describe).joined(separator: " ")]) {
                prefetcher.tableView(self, prefetchRowsAt: added)
            }
        }
    }
}
