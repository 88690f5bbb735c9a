/// The problems of scroll views, table views and their cells.
extension DiagnosticCode {
    // MARK: scrollView
    /// A content offset, inset, size or zoom scale that is not a finite number.
    public static let scrollViewNonFinite: DiagnosticCode = "scrollView.nonFinite"
    /// Zoom scales whose minimum is above their maximum, or not positive.
    public static let scrollViewZoomScales: DiagnosticCode = "scrollView.zoomScales"

    // MARK: tableView
    /// A batch update that the data source's counts contradict: UIKit's "Invalid update".
    public static let tableViewInvalidUpdate: DiagnosticCode = "tableView.invalidUpdate"
    /// An update or a query naming a row or section that does not exist.
    public static let tableViewIndexOutOfRange: DiagnosticCode = "tableView.indexOutOfRange"
    /// `endUpdates()` without a matching `beginUpdates()`.
    public static let tableViewUnbalancedUpdates: DiagnosticCode = "tableView.unbalancedUpdates"
    /// A header or footer view identifier nothing was registered for.
    public static let tableViewDequeueHeaderFooterUnregistered: DiagnosticCode = "tableView.dequeue.headerFooterUnregistered"
    /// A cell returned by `cellForRowAt` that is already showing another row.
    public static let tableViewCellReturnedTwice: DiagnosticCode = "tableView.cellReturnedTwice"
    /// A table view diffable data source's cell provider returned nil.
    public static let tableViewCellNotDequeued: DiagnosticCode = "tableView.cell.notDequeued"
    /// A data source whose number of rows or sections is beyond what the table keeps track of.
    public static let tableViewTooManyRows: DiagnosticCode = "tableView.tooManyRows"
    /// A row height that is negative or not finite.
    public static let tableViewInvalidHeight: DiagnosticCode = "tableView.invalidHeight"
}
