import HeadlessCore
import Foundation

/// Supplies a table view's rows.
@preconcurrency @MainActor
public protocol UITableViewDataSource: NSObjectProtocol {
    /// The number of rows in a section.
    func tableView(_ tableView: UITableView, numberOfRowsInSection section: Int) -> Int
    /// The cell for a row, usually from ``UITableView/dequeueReusableCell(withIdentifier:for:)``.
    func tableView(_ tableView: UITableView, cellForRowAt indexPath: IndexPath) -> UITableViewCell
    /// The number of sections; the default is 1.
    func numberOfSections(in tableView: UITableView) -> Int
}

extension UITableViewDataSource {
    /// One section.
    public func numberOfSections(in tableView: UITableView) -> Int { 1 }
}

/// Receives a table view's selection and sizes its rows.
@preconcurrency @MainActor
public protocol UITableViewDelegate: UIScrollViewDelegate {
    /// The height of a row; the default is the table view's ``UITableView/rowHeight``.
    func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat
    /// The row to select when the user taps one; the default is the tapped row, nil cancels.
    func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath?
    /// Called after the user selected a row.
    func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath)
    /// Called after a row was deselected.
    func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath)
}

extension UITableViewDelegate {
    /// The table view's row height.
    public func tableView(_ tableView: UITableView, heightForRowAt indexPath: IndexPath) -> CGFloat {
        tableView.effectiveRowHeight
    }
    /// The tapped row.
    public func tableView(_ tableView: UITableView, willSelectRowAt indexPath: IndexPath) -> IndexPath? { indexPath }
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didSelectRowAt indexPath: IndexPath) {}
    /// Does nothing.
    public func tableView(_ tableView: UITableView, didDeselectRowAt indexPath: IndexPath) {}
}

/// A scrolling list of rows in sections, whose cells come from its data source.
///
/// Rows are loaded at the first layout after ``reloadData()`` (and at the first layout of
/// all), and only the rows inside the bounds get cells; cells scrolled out are kept for
/// reuse. Cells are dequeued from registered classes, registered nibs, or a storyboard's
/// prototype cells.
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

    /// A row height that the cell's content decides.
    public static let automaticDimension: CGFloat = -1

    /// The table's look.
    public let style: Style
    /// The height of every row, unless the delegate says otherwise.
    open var rowHeight: CGFloat = 44
    /// The estimated height of rows.
    open var estimatedRowHeight: CGFloat = automaticDimension
    /// Supplies the rows.
    open weak var dataSource: UITableViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }
    weak var tableDelegate: UITableViewDelegate?

    var needsReload = true
    var rowCounts: [Int] = []
    var rowOrigins: [[CGFloat]] = []
    var rowHeights: [[CGFloat]] = []
    var visible: [IndexPath: UITableViewCell] = [:]
    var reusePool: [String: [UITableViewCell]] = [:]
    var registeredClasses: [String: UITableViewCell.Type] = [:]
    var registeredNibs: [String: UINib] = [:]
    /// Makes cells from a storyboard's prototype cells, by reuse identifier.
    var prototypeFactory: ((String) -> UITableViewCell?)?
    var selectedIndexPath: IndexPath?

    /// Creates a table view in a style.
    public init(frame: CGRect, style: Style) {
        self.style = style
        super.init(frame: frame)
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
        if coder.containsValue(forKey: "rowHeight") { rowHeight = CGFloat(coder.decodeDouble(forKey: "rowHeight")) }
        if coder.containsValue(forKey: "estimatedRowHeight") {
            estimatedRowHeight = CGFloat(coder.decodeDouble(forKey: "estimatedRowHeight"))
        }
    }

    /// The delegate: a ``UITableViewDelegate`` receives selection and sizes rows, and hears
    /// of scrolling.
    open override var delegate: UIScrollViewDelegate? {
        get { tableDelegate }
        set { tableDelegate = newValue as? UITableViewDelegate }
    }

    /// The height used for rows when ``rowHeight`` is automatic.
    var effectiveRowHeight: CGFloat { rowHeight > 0 ? rowHeight : 44 }

    /// Lays out the rows inside the bounds, loading them first if needed.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    // MARK: Data (UITableView+Rows.swift)

    /// Reloads every row at the next layout.
    open func reloadData() { reloadDataMechanism() }

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

    /// A cell for reuse, or nil when nothing makes cells for the identifier.
    open func dequeueReusableCell(withIdentifier identifier: String) -> UITableViewCell? {
        dequeueMechanism(identifier)
    }

    /// A cell for reuse; an identifier that nothing makes cells for is reported and a plain
    /// cell returned.
    open func dequeueReusableCell(withIdentifier identifier: String, for indexPath: IndexPath) -> UITableViewCell {
        dequeueRequiredMechanism(identifier, for: indexPath)
    }

    /// Selects a row (without telling the delegate).
    open func selectRow(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectMechanism(indexPath)
    }

    /// Deselects a row (without telling the delegate).
    open func deselectRow(at indexPath: IndexPath, animated: Bool) {
        if selectedIndexPath == indexPath { selectMechanism(nil) }
    }

    /// The number of sections.
    open var numberOfSections: Int {
        loadRowsIfNeeded()
        return rowCounts.count
    }

    /// The number of rows in a section.
    open func numberOfRows(inSection section: Int) -> Int {
        loadRowsIfNeeded()
        return rowCounts.indices.contains(section) ? rowCounts[section] : 0
    }

    /// The cell showing a row, if the row is visible.
    open func cellForRow(at indexPath: IndexPath) -> UITableViewCell? { visible[indexPath] }

    /// The row a visible cell shows.
    open func indexPath(for cell: UITableViewCell) -> IndexPath? {
        visible.first { $0.value === cell }?.key
    }

    /// The visible cells, top to bottom.
    open var visibleCells: [UITableViewCell] {
        indexPathsForVisibleRows?.compactMap { visible[$0] } ?? []
    }

    /// The visible rows, top to bottom.
    open var indexPathsForVisibleRows: [IndexPath]? {
        visible.keys.sorted { ($0.section, $0.row) < ($1.section, $1.row) }
    }

    /// The selected row.
    open var indexPathForSelectedRow: IndexPath? { selectedIndexPath }

    /// The rectangle of a row in the table's coordinates.
    open func rectForRow(at indexPath: IndexPath) -> CGRect {
        loadRowsIfNeeded()
        guard rowOrigins.indices.contains(indexPath.section),
              rowOrigins[indexPath.section].indices.contains(indexPath.row) else { return .zero }
        return CGRect(x: 0, y: rowOrigins[indexPath.section][indexPath.row], width: bounds.width,
                      height: rowHeights[indexPath.section][indexPath.row])
    }
}
