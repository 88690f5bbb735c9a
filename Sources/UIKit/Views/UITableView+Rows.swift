import HeadlessCore
import Foundation

/// Loading rows, placing the visible ones and reusing cells.
extension UITableView {

    func reloadDataMechanism() {
        needsReload = true
        setNeedsLayout()
    }

    /// Asks the data source for the counts and the delegate for the heights.
    func loadRowsIfNeeded() {
        guard needsReload else { return }
        needsReload = false
        for (_, cell) in visible { recycle(cell) }
        visible.removeAll()
        selectedIndexPath = nil
        rowCounts = []
        rowOrigins = []
        rowHeights = []
        guard let dataSource else {
            contentSize = CGSize(width: bounds.width, height: 0)
            return
        }
        let sections = max(0, dataSource.numberOfSections(in: self))
        var y: CGFloat = 0
        for section in 0..<sections {
            let rows = max(0, runtime.ask(dataSource, .numberOfRowsInSection, [traceName, String(section)], default: 0) {
                dataSource.tableView(self, numberOfRowsInSection: section)
            })
            rowCounts.append(rows)
            var origins: [CGFloat] = []
            var heights: [CGFloat] = []
            origins.reserveCapacity(rows)
            for row in 0..<rows {
                var height = tableDelegate?.tableView(self, heightForRowAt: IndexPath(row: row, section: section)) ?? effectiveRowHeight
                if !height.isFinite || height < 0 { height = effectiveRowHeight }
                origins.append(y)
                heights.append(height)
                y += height
            }
            rowOrigins.append(origins)
            rowHeights.append(heights)
        }
        contentSize = CGSize(width: bounds.width, height: y)
    }

    /// Gives the rows inside the bounds a cell and takes the others' cells back.
    func layoutRows() {
        loadRowsIfNeeded()
        guard let dataSource else { return }
        let top = bounds.minY
        let bottom = bounds.maxY
        var wanted: Set<IndexPath> = []
        for section in rowOrigins.indices {
            for row in rowOrigins[section].indices {
                let y = rowOrigins[section][row]
                let height = rowHeights[section][row]
                if y >= bottom { break }
                if y + height > top || (height == 0 && y >= top) {
                    wanted.insert(IndexPath(row: row, section: section))
                }
            }
        }
        for (indexPath, cell) in visible where !wanted.contains(indexPath) {
            visible[indexPath] = nil
            recycle(cell)
        }
        for indexPath in wanted.sorted(by: { ($0.section, $0.row) < ($1.section, $1.row) }) where visible[indexPath] == nil {
            let asked: UITableViewCell? = runtime.ask(dataSource, .cellForRowAt, [traceName, describe(indexPath)], default: nil) {
                dataSource.tableView(self, cellForRowAt: indexPath)
            }
            let cell = asked ?? UITableViewCell(style: .default, reuseIdentifier: nil)
            cell.frame = rectForRow(at: indexPath)
            cell.isSelected = indexPath == selectedIndexPath
            visible[indexPath] = cell
            if cell.superview !== self { addSubview(cell) }
        }
    }

    /// `[section, row]`, for traces.
    func describe(_ indexPath: IndexPath) -> String { "[\(indexPath.section), \(indexPath.row)]" }

    private func recycle(_ cell: UITableViewCell) {
        cell.removeFromSuperview()
        if let identifier = cell.reuseIdentifier {
            reusePool[identifier, default: []].append(cell)
        }
    }

    func dequeueMechanism(_ identifier: String) -> UITableViewCell? {
        if var pool = reusePool[identifier], let cell = pool.popLast() {
            reusePool[identifier] = pool
            cell.prepareForReuse()
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

    func selectMechanism(_ indexPath: IndexPath?) {
        if let old = selectedIndexPath { visible[old]?.setSelected(false, animated: false) }
        selectedIndexPath = indexPath
        if let indexPath { visible[indexPath]?.setSelected(true, animated: false) }
    }

    /// A tap on a row by the user: the delegate's `willSelectRowAt`, the selection, the
    /// segues of the cell's prototype, then `tableView(_:didSelectRowAt:)`. The segue comes
    /// first, as on iOS, where `prepare(for:sender:)` runs before `didSelectRowAt`.
    func selectRowAsUser(at indexPath: IndexPath) {
        let target: IndexPath? = tableDelegate.map { $0.tableView(self, willSelectRowAt: indexPath) } ?? indexPath
        guard let chosen = target else { return }
        if let previous = selectedIndexPath, previous != chosen {
            selectMechanism(nil)
            tableDelegate?.tableView(self, didDeselectRowAt: previous)
        }
        selectMechanism(chosen)
        if let cell = visible[chosen] {
            for trigger in cell.selectionSegues { trigger.fire(sender: cell) }
        }
        if let tableDelegate {
            runtime.deliver(toDelegate: tableDelegate, .didSelectRowAt, [traceName, describe(chosen)]) {
                tableDelegate.tableView(self, didSelectRowAt: chosen)
            }
        }
    }
}

extension UIView {
    /// The table view cell the view is, or is inside, when that cell is a row of a table view.
    var enclosingTableCell: UITableViewCell? {
        var current: UIView? = self
        while let view = current {
            if let cell = view as? UITableViewCell, cell.superview is UITableView { return cell }
            if view is UIControl { return nil }
            current = view.superview
        }
        return nil
    }
}

extension UITableViewCell {
    /// A tap on the cell by the user (the device's `tap` action): the table view selects its
    /// row, telling its delegate and performing the cell's segues. Returns why nothing
    /// happened, or nil.
    func performUserSelection(name: String) -> String? {
        if let tableView = superview as? UITableView, tableView.indexPath(for: self) == nil, !selectionSegues.isEmpty {
            return performStaticCellSelection(name: name, in: tableView)
        }
        guard let tableView = superview as? UITableView, let indexPath = tableView.indexPath(for: self) else {
            return "\(name): \(traceName) is not a visible row of a table view."
        }
        if let hidden = firstHiddenAncestorOrSelf(below: tableView) {
            return "\(name): \(traceName) is not visible (\(hidden === self ? "it is" : "its superview \(hidden.traceName) is") hidden or transparent)."
        }
        guard tableView.isUserInteractionEnabled, isUserInteractionEnabled else {
            return "\(name): \(traceName) has isUserInteractionEnabled false."
        }
        tableView.selectRowAsUser(at: indexPath)
        return nil
    }
}

extension UITableViewCell {
    /// A tap on a cell of a static table (a storyboard's `dataMode="static"` sections), whose
    /// cells are the table view's subviews rather than rows of a data source: its segues are
    /// performed, as on iOS. Static sections are not modelled as rows, so the delegate gets no
    /// `tableView(_:didSelectRowAt:)`; that is reported as a warning.
    func performStaticCellSelection(name: String, in tableView: UITableView) -> String? {
        if let hidden = firstHiddenAncestorOrSelf(below: tableView) {
            return "\(name): \(traceName) is not visible (\(hidden === self ? "it is" : "its superview \(hidden.traceName) is") hidden or transparent)."
        }
        for trigger in selectionSegues { trigger.fire(sender: self) }
        runtime.report(.warning, .tableViewStaticCellSelection,
                       "\(traceName) is a cell of a static table: its segue was performed, but \(tableView.traceName)'s delegate gets no tableView(_:didSelectRowAt:) because static sections are not modelled as rows.",
                       about: tableView)
        return nil
    }
}
