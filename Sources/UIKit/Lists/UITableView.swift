import HeadlessCore
import Foundation

/// A scrolling list of rows in sections, whose cells come from its data source.
///
/// ``reloadData()`` asks the data source for its counts (and, with estimation off, the delegate
/// for every height) before it returns; the cells come at the next layout, as on iOS
/// (References §50.1). A table that was never reloaded loads at its first layout. Only the rows whose rectangles meet the bounds get cells, as on iOS: a cell scrolled
/// out gets `tableView(_:didEndDisplaying:forRowAt:)` and goes back to the reuse pool, where
/// ``dequeueReusableCell(withIdentifier:for:)`` finds it again after `prepareForReuse()`. Rows
/// entering get `tableView(_:cellForRowAt:)`, then, when their height was estimated,
/// `tableView(_:heightForRowAt:)`, then `tableView(_:willDisplay:forRowAt:)` (References §50.3).
///
/// Geometry costs O(log n) per row looked up: the heights of headers, rows and footers live in
/// a Fenwick tree (`HeightTree`) built once per reload, in which an estimated height is
/// replaced when its row is first shown and measured (`automaticDimension` rows are sized
/// with their content view's `systemLayoutSizeFitting`). Section headers do not float in the
/// plain style.
///
/// Batch updates (`performBatchUpdates`, `insertRows`, …) check the data source's counts as
/// UIKit does; an update the counts contradict is reported with UIKit's "Invalid update"
/// message and changes nothing (iOS raises an exception).
@preconcurrency @MainActor
open class UITableView: UIScrollView {
    /// The look of a table.
    public enum Style: Int, Sendable, Hashable {
        /// Rows run edge to edge.
        case plain
        /// Sections are grouped.
        case grouped
        /// Sections are grouped and inset from the edges.
        case insetGrouped
    }

    /// Where a row ends up when scrolled to.
    public enum ScrollPosition: Int, Sendable, Hashable {
        /// As little scrolling as needed.
        case none
        /// The row at the top.
        case top
        /// The row in the middle.
        case middle
        /// The row at the bottom.
        case bottom
    }

    /// How inserted, deleted and reloaded rows are animated.
    public enum RowAnimation: Int, Sendable, Hashable {
        /// Fades.
        case fade
        /// Slides from or to the right.
        case right
        /// Slides from or to the left.
        case left
        /// Slides from or to the top.
        case top
        /// Slides from or to the bottom.
        case bottom
        /// No animation.
        case none
        /// Keeps the middle in place.
        case middle
        /// The system's choice.
        case automatic = 100
    }

    /// A height that the content decides (rows, headers and footers).
    public static let automaticDimension: CGFloat = -1

    /// The table's look.
    public let style: Style
    /// The height of every row, unless the delegate says otherwise. `automaticDimension` by
    /// default from iOS 11 (each row is its cell's content view fitted at the table's width
    /// when shown), 44 before (the profile's `estimatesRowHeightsByDefault`; References §58.1).
    /// A storyboard's table keeps the `rowHeight` Interface Builder wrote.
    open var rowHeight: CGFloat = automaticDimension { didSet { if rowHeight != oldValue { reloadDataMechanism() } } }
    /// The estimated height of rows not yet shown; 0 asks every row's exact height at reload.
    /// `automaticDimension` by default from iOS 11, 0 before (the profile's
    /// `estimatesRowHeightsByDefault`; References §50.3).
    open var estimatedRowHeight: CGFloat = automaticDimension
    /// The height of section headers, unless the delegate says otherwise.
    open var sectionHeaderHeight: CGFloat = automaticDimension
    /// The height of section footers, unless the delegate says otherwise.
    open var sectionFooterHeight: CGFloat = automaticDimension
    /// The estimated height of section headers.
    open var estimatedSectionHeaderHeight: CGFloat = automaticDimension
    /// The estimated height of section footers.
    open var estimatedSectionFooterHeight: CGFloat = automaticDimension
    /// Extra space above each section header (iOS 15's default is automatic).
    open var sectionHeaderTopPadding: CGFloat = automaticDimension
    /// Whether rows can be selected.
    open var allowsSelection = true
    /// Whether several rows can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether rows can be selected while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several rows can be selected while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// The separators between rows.
    open var separatorStyle: UITableViewCell.SeparatorStyle = .singleLine
    /// The separators' colour.
    open var separatorColor: UIColor?
    /// The separators' default insets.
    open var separatorInset = UIEdgeInsets(top: 0, left: 16, bottom: 0, right: 0)
    /// The view behind the rows.
    open var backgroundView: UIView?
    /// Whether cells' margins follow the readable width.
    open var cellLayoutMarginsFollowReadableWidth = false
    /// Whether cells' content views are inset to the safe area.
    open var insetsContentViewsToSafeArea = true
    /// Whether rows just beyond the visible region are announced to ``prefetchDataSource``.
    open var isPrefetchingEnabled = true

    /// Supplies the rows.
    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { reloadDataMechanism() } }
    }
    /// Hears which rows will soon be shown.
    open weak var prefetchDataSource: UITableViewDataSourcePrefetching?
    weak var tableDelegate: UITableViewDelegate?

    var needsReload = true
    /// Whether the data source's counts have been asked at least once (a table view
    /// controller reloads a table that never loaded at its first appearance).
    var hasLoadedRows = false
    /// Set while the counts are asked or the rows laid out: a `reloadData()` from a data
    /// source method then waits for the next layout instead of re-entering.
    var isLoadingRows = false
    var geometry = TableGeometry()
    /// The cells showing rows, by row.
    var visible: [IndexPath: UITableViewCell] = [:]
    /// The views showing section headers and footers, by section.
    var visibleHeaders: [Int: UIView] = [:]
    var visibleFooters: [Int: UIView] = [:]
    /// The visible headers and footers whose delegate gave no view (and that have no title):
    /// asked once while they stay visible.
    var viewlessHeaders: Set<Int> = []
    var viewlessFooters: Set<Int> = []
    var reusePool: [String: [UITableViewCell]] = [:]
    var headerFooterPool: [String: [UITableViewHeaderFooterView]] = [:]
    /// Title-only header and footer views, kept for reuse.
    var titleViewPool: [UITableViewHeaderFooterView] = []
    var registeredClasses: [String: UITableViewCell.Type] = [:]
    var registeredNibs: [String: UINib] = [:]
    var registeredHeaderFooterClasses: [String: UITableViewHeaderFooterView.Type] = [:]
    var registeredHeaderFooterNibs: [String: UINib] = [:]
    /// Makes cells from a storyboard's prototype cells, by reuse identifier.
    var prototypeFactory: ((String) -> UITableViewCell?)?
    /// A storyboard's static sections (`dataMode="static"`): the cells, by section. A table
    /// without a data source shows them itself; `UITableViewController` serves them.
    var staticSections: [[UITableViewCell]]? {
        didSet { staticSource = staticSections.map { _ in StaticTableSource() } }
    }
    /// The static sections' header and footer titles.
    var staticHeaderTitles: [String?] = []
    var staticFooterTitles: [String?] = []
    /// Serves the static sections when there is no data source.
    var staticSource: StaticTableSource?
    var selectedRows: Set<IndexPath> = []
    /// The finger followed on a row (UITableView+Touches.swift).
    var rowTouch: CellTouch?
    var prefetched: Set<IndexPath> = []
    var lastPrefetchOffset: CGFloat = 0
    var updateDepth = 0
    var pendingUpdates = TableUpdates()
    var pendingCompletions: [(Bool) -> Void] = []
    /// The cell a `reconfigureRows` asks its row for again, handed back by the next dequeue.
    var reconfiguringCell: UITableViewCell?
    private var storedEditing = false
    private var storedHeaderView: UIView?
    private var storedFooterView: UIView?

    /// Creates a table view in a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
        if !runtime.profile.estimatesRowHeightsByDefault { rowHeight = 44; estimatedRowHeight = 0 }
    }

    /// Creates a plain table view.
    public override convenience init(frame: CGRect) {
        self.init(frame: frame, style: .plain)
    }

    /// Creates a table view from a storyboard or xib.
    public required init?(coder: NSCoder) {
        switch coder.decodeObject(forKey: "style") as? String {
        case "grouped": style = .grouped
        case "insetGrouped": style = .insetGrouped
        default: style = .plain
        }
        super.init(coder: coder)
        if !runtime.profile.estimatesRowHeightsByDefault { rowHeight = 44; estimatedRowHeight = 0 }
        if coder.containsValue(forKey: "rowHeight") { rowHeight = CGFloat(coder.decodeDouble(forKey: "rowHeight")) }
        if coder.containsValue(forKey: "estimatedRowHeight") {
            estimatedRowHeight = CGFloat(coder.decodeDouble(forKey: "estimatedRowHeight"))
        }
        if coder.containsValue(forKey: "sectionHeaderHeight") {
            sectionHeaderHeight = CGFloat(coder.decodeDouble(forKey: "sectionHeaderHeight"))
        }
        if coder.containsValue(forKey: "sectionFooterHeight") {
            sectionFooterHeight = CGFloat(coder.decodeDouble(forKey: "sectionFooterHeight"))
        }
        if coder.containsValue(forKey: "allowsSelection") { allowsSelection = coder.decodeBool(forKey: "allowsSelection") }
        if coder.containsValue(forKey: "allowsMultipleSelection") {
            allowsMultipleSelection = coder.decodeBool(forKey: "allowsMultipleSelection")
        }
    }

    /// The delegate: a ``UITableViewDelegate`` sizes rows, hears of display, selection and
    /// editing, and, like any scroll view delegate, of scrolling.
    open override var delegate: UIScrollViewDelegate? {
        get { scrollDelegate }
        set {
            tableDelegate = newValue as? UITableViewDelegate
            scrollDelegate = newValue
        }
    }

    /// The view above the first section.
    open var tableHeaderView: UIView? {
        get { storedHeaderView }
        set {
            if storedHeaderView !== newValue { storedHeaderView?.removeFromSuperview() }
            storedHeaderView = newValue
            if let newValue, newValue.superview !== self { addSubview(newValue) }
            setNeedsLayout()
        }
    }

    /// The view below the last section.
    open var tableFooterView: UIView? {
        get { storedFooterView }
        set {
            if storedFooterView !== newValue { storedFooterView?.removeFromSuperview() }
            storedFooterView = newValue
            if let newValue, newValue.superview !== self { addSubview(newValue) }
            setNeedsLayout()
        }
    }

    /// Lays out the rows inside the bounds, loading them first if needed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // MARK: Data (UITableView+Rows.swift)

    /// Reloads every row: the counts are asked now, the visible cells end displaying and the
    /// selection is cleared; the cells come at the next layout (References §50.1).
    open func reloadData() { reloadDataNow() }

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellReuseIdentifier identifier: String) {
        registeredClasses[identifier] = cellClass as? UITableViewCell.Type
        registeredNibs[identifier] = nil
    }

    /// Registers a nib whose top-level cell is the cell for a reuse identifier.
    open func register(_ nib: UINib?, forCellReuseIdentifier identifier: String) {
        registeredNibs[identifier] = nib
        registeredClasses[identifier] = nil
    }

    /// Registers a header or footer view class for a reuse identifier.
    open func register(_ aClass: AnyClass?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterClasses[identifier] = aClass as? UITableViewHeaderFooterView.Type
        registeredHeaderFooterNibs[identifier] = nil
    }

    /// Registers a nib whose top-level view is the header or footer view for a reuse identifier.
    open func register(_ nib: UINib?, forHeaderFooterViewReuseIdentifier identifier: String) {
        registeredHeaderFooterNibs[identifier] = nib
        registeredHeaderFooterClasses[identifier] = nil
    }

    /// A cell for reuse, or nil when nothing makes cells for the identifier.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueMechanism(identifier)
    }

    /// A cell for reuse; an identifier that nothing makes cells for is reported and a plain
    /// cell returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueRequiredMechanism(identifier, for: indexPath)
    }

    /// A header or footer view for reuse, or nil when nothing makes views for the identifier.
    open func dequeueReusableHeaderFooterView(withIdentifier identifier: String) -> UITableViewHeaderFooterView? {
        dequeueHeaderFooterMechanism(identifier)
    }

    // MARK: Geometry and queries (UITableView+Rows.swift)

    /// The number of sections.
    open var numberOfSections: Int {
        loadRowsIfNeeded()
        return geometry.rowCounts.count
    }

    /// The number of rows in a section.
    open func numberOfRows(inSection section: Int) -> Int {
        loadRowsIfNeeded()
        return geometry.rowCounts.indices.contains(section) ? geometry.rowCounts[section] : 0
    }

    /// The cell showing a row, if the row is visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    /// The view showing a section's header, if it is visible.
    open func headerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleHeaders[section] as? UITableViewHeaderFooterView
    }

    /// The view showing a section's footer, if it is visible.
    open func footerView(forSection section: Int) -> UITableViewHeaderFooterView? {
        visibleFooters[section] as? UITableViewHeaderFooterView
    }

    /// The row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The row at a point of the table's content, if any.
    open func indexPathForRow(at point: CGPoint) -> IndexPath? { indexPathForRowMechanism(at: point) }

    /// The rows that meet a rectangle of the table's content.
    open func indexPathsForRows(in rect: CGRect) -> [IndexPath]? { indexPathsForRowsMechanism(in: rect) }

    /// The visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visible[$0] } ?? []
    }

    /// The visible rows, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visible.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    /// The rectangle of a row in the table's coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadRowsIfNeeded()
        return rectForRowMechanism(indexPath)
    }

    /// The rectangle of a whole section: header, rows and footer.
    open func rect(forSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        return rectForSectionMechanism(section)
    }

    /// The rectangle of a section's header.
    open func rectForHeader(inSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        guard geometry.rowCounts.indices.contains(section) else { return .zero }
        return rectForItem(geometry.headerItem(section))
    }

    /// The rectangle of a section's footer.
    open func rectForFooter(inSection section: Int) -> CGRect {
        loadRowsIfNeeded()
        guard geometry.rowCounts.indices.contains(section) else { return .zero }
        return rectForItem(geometry.footerItem(section))
    }

    /// Scrolls so that a row is at a position of the bounds.
    open func scrollToRow(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToRowMechanism(indexPath, at: scrollPosition, animated: animated)
    }

    /// Scrolls to the first selected row.
    open func scrollToNearestSelectedRow(at scrollPosition: ScrollPosition, animated: Bool) {
        if let first = indexPathForSelectedRow { scrollToRowMechanism(first, at: scrollPosition, animated: animated) }
    }

    // MARK: Selection (UITableView+Selection.swift)

    /// The selected row (the first, top to bottom, when several are).
    open var indexPathForSelectedRow: IndexPath? { indexPathsForSelectedRows?.first }

    /// The selected rows, top to bottom, or nil when none is.
    open var indexPathsForSelectedRows: [IndexPath]? {
        selectedRows.isEmpty ? nil : selectedRows.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    /// Selects a row without telling the delegate, and scrolls to it; nil deselects every row.
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectRowMechanism(indexPath, animated: animated, scrollPosition: scrollPosition)
    }

    /// Deselects a row without telling the delegate.
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        deselectMechanism(indexPath, animated: animated)
    }

    // MARK: Touches (UITableView+Touches.swift)

    /// A finger down on a row highlights it; touches on no row go up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// A finger that leaves its row unhighlights it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    /// The lift selects the highlighted row.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch unhighlights the row.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Editing (UITableView+Editing.swift)

    /// Whether the table shows its rows' editing controls.
    open var isEditing: Bool {
        get { storedEditing }
        set { setEditing(newValue, animated: false) }
    }

    /// Shows or hides the editing controls of every row.
    open func setEditing(_ editing: Bool, animated: Bool) {
        guard editing != storedEditing else { return }
        storedEditing = editing
        setEditingMechanism(editing, animated: animated)
    }

    // MARK: Batch updates (UITableView+Updates.swift)

    /// Performs inserts, deletes, reloads and moves as one update, checking the data source's
    /// counts afterwards; `completion` runs when the update's animations end (on the virtual
    /// clock), with false when the update was refused.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        beginUpdatesMechanism()
        updates?()
        endUpdatesMechanism(completion: completion)
    }

    /// Starts a group of updates that ``endUpdates()`` applies.
    open func beginUpdates() { beginUpdatesMechanism() }

    /// Applies the updates since the matching ``beginUpdates()``.
    open func endUpdates() { endUpdatesMechanism(completion: nil) }

    /// Whether updates are waiting for the end of a batch.
    open var hasUncommittedUpdates: Bool { updateDepth > 0 && !pendingUpdates.isEmpty }

    /// Inserts rows (index paths after the update).
    open func insertRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.insertedRows.append(contentsOf: indexPaths) }
    }

    /// Deletes rows (index paths before the update).
    open func deleteRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.deletedRows.append(contentsOf: indexPaths) }
    }

    /// Reloads rows (index paths before the update): their cells are asked for again.
    open func reloadRows(at indexPaths: [IndexPath], with animation: RowAnimation) {
        recordUpdate { $0.reloadedRows.append(contentsOf: indexPaths) }
    }

    /// Asks the data source for the cells of visible rows again, reusing the cells they show.
    open func reconfigureRows(at indexPaths: [IndexPath]) {
        recordUpdate { $0.reconfiguredRows.append(contentsOf: indexPaths) }
    }

    /// Moves a row (from an index path before the update to one after it).
    open func moveRow(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        recordUpdate { $0.movedRows.append((indexPath, newIndexPath)) }
    }

    /// Inserts sections (indexes after the update).
    open func insertSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.insertedSections.formUnion(sections) }
    }

    /// Deletes sections (indexes before the update).
    open func deleteSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.deletedSections.formUnion(sections) }
    }

    /// Reloads sections (indexes before the update).
    open func reloadSections(_ sections: IndexSet, with animation: RowAnimation) {
        recordUpdate { $0.reloadedSections.formUnion(sections) }
    }

    /// Moves a section (from an index before the update to one after it).
    open func moveSection(_ section: Int, toSection newSection: Int) {
        recordUpdate { $0.movedSections.append((section, newSection)) }
    }
}
