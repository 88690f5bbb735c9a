import HeadlessCore
import Foundation

/// A view of spinning wheels (components), each a list of rows of which one is selected.
///
/// The data source is asked lazily: for the number of wheels and rows when the picker lays
/// out or when a count is read (``numberOfComponents``, ``numberOfRows(inComponent:)``), and
/// again after ``reloadAllComponents()`` or ``reloadComponent(_:)``; the delegate is asked for
/// the views or titles of the rows around each selection as they are laid out (References
/// §52.1). ``selectRow(_:inComponent:animated:)`` selects without telling the delegate; a
/// person turning a wheel (the device's `pick` action, `adjust(toPickerWheelValue:)`) selects
/// and calls ``UIPickerViewDelegate/pickerView(_:didSelectRow:inComponent:)``.
@preconcurrency @MainActor
open class UIPickerView: UIView {
    /// The height of a row when the delegate does not say (References §52.2).
    static let standardRowHeight: CGFloat = 32
    /// The most wheels, and rows per wheel, the picker keeps track of.
    static let maximumComponents = 1_000
    static let maximumRows = 10_000_000

    /// What the picker shows.
    open weak var dataSource: (any UIPickerViewDataSource)? {
        didSet { invalidateAll() }
    }
    /// How the rows look and who hears of the user's picks.
    open weak var delegate: (any UIPickerViewDelegate)? {
        didSet { invalidateAll() }
    }
    /// Whether the selection bar shows. It always does since iOS 7; kept for older code.
    open var showsSelectionIndicator = false

    /// The number of wheels, nil until asked.
    var loadedComponentCount: Int?
    /// The number of rows of each wheel, nil until asked.
    var loadedRowCounts: [Int?] = []
    /// The selected row of each wheel (0 until chosen), kept across reloads.
    var selections: [Int] = []
    /// The views of the rows laid out, by wheel and row.
    var rowViews: [[Int: UIView]] = []
    /// Row views taken off screen, offered back to the delegate for reuse.
    var reusableRowViews: [UIView] = []

    /// Creates a picker.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a picker from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// 320 × 216: the height of the wheels on iOS (References §52.2).
    open override var intrinsicContentSize: CGSize {
        CGSize(width: 320, height: 216)
    }

    /// Asks for what is not loaded yet and lays the rows around each selection out.
    open override func layoutSubviews() {
        super.layoutSubviews()
        layoutRows()
    }

    /// A lift on a row above or below the selection turns that wheel to the row, and the
    /// delegate hears `didSelectRow` (References §52.4); other touches go up the responder chain.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !rowTapped(touches) { super.touchesEnded(touches, with: event) }
    }

    /// The number of wheels, asked of the data source when not known yet.
    open var numberOfComponents: Int {
        componentCount()
    }

    /// The number of rows of a wheel, asked of the data source when not known yet; 0 for a
    /// wheel that does not exist.
    open func numberOfRows(inComponent component: Int) -> Int {
        guard checkComponent(component, in: "numberOfRows(inComponent:)") else { return 0 }
        return rowCount(inComponent: component)
    }

    /// The size of a wheel's rows: the delegate's width and row height, or the defaults.
    open func rowSize(forComponent component: Int) -> CGSize {
        guard checkComponent(component, in: "rowSize(forComponent:)") else { return .zero }
        return CGSize(width: componentWidth(component), height: rowHeight(component))
    }

    /// The view the delegate gave for a row now on screen; nil when the row is not laid out,
    /// or when the row shows the picker's own label (the delegate gives no views).
    open func view(forRow row: Int, forComponent component: Int) -> UIView? {
        guard component >= 0, component < rowViews.count, let view = rowViews[component][row] else { return nil }
        return view is PickerRowLabel ? nil : view
    }

    /// Forgets every count and row view: they are asked again at the next layout or read.
    open func reloadAllComponents() {
        invalidateAll()
    }

    /// Forgets a wheel's row count and row views: they are asked again at the next layout or read.
    open func reloadComponent(_ component: Int) {
        guard checkComponent(component, in: "reloadComponent(_:)") else { return }
        if component < loadedRowCounts.count { loadedRowCounts[component] = nil }
        removeRowViews(ofComponent: component)
        setNeedsLayout()
    }

    /// Selects a row of a wheel, without calling the delegate (as on iOS).
    open func selectRow(_ row: Int, inComponent component: Int, animated: Bool) {
        guard checkComponent(component, in: "selectRow(_:inComponent:animated:)") else { return }
        let rows = rowCount(inComponent: component)
        guard row >= 0, row < rows else {
            runtime.report(.warning, .pickerViewIndexOutOfRange,
                           "selectRow(\(row), inComponent: \(component), animated:) on \(traceName): component \(component) has \(rows) rows (0..<\(rows)); the selection did not change. Select a row that the data source counts.",
                           about: self)
            return
        }
        setSelection(row, inComponent: component)
    }

    /// The selected row of a wheel, or -1 when the wheel has no rows.
    open func selectedRow(inComponent component: Int) -> Int {
        guard checkComponent(component, in: "selectedRow(inComponent:)") else { return -1 }
        let rows = rowCount(inComponent: component)
        guard rows > 0 else { return -1 }
        return min(selections[component], rows - 1)
    }
}
