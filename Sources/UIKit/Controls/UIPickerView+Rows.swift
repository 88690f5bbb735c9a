import HeadlessCore
import Foundation

/// The picker's label for a row whose delegate gives titles, not views.
final class PickerRowLabel: UILabel {}

/// Loading counts from the data source, the rows' views and titles from the delegate, and the
/// selection (References §52.1).
extension UIPickerView {
    /// Forgets every count and row view; they are asked again at the next layout or read.
    func invalidateAll() {
        loadedComponentCount = nil
        loadedRowCounts = []
        for component in rowViews.indices { removeRowViews(ofComponent: component) }
        rowViews = []
        setNeedsLayout()
    }

    /// The number of wheels, asked (traced) when not known.
    func componentCount() -> Int {
        if let loadedComponentCount { return loadedComponentCount }
        var count = 0
        if let dataSource {
            count = runtime.ask(dataSource, .numberOfComponentsInPicker, [traceName], default: 0) {
                dataSource.numberOfComponents(in: self)
            }
        }
        count = bounded(count, limit: UIPickerView.maximumComponents,
                        claim: "there are \(count) components", fix: "the number of wheels the picker shows")
        loadedComponentCount = count
        loadedRowCounts = Array(repeating: nil, count: count)
        if selections.count < count { selections += Array(repeating: 0, count: count - selections.count) }
        if rowViews.count > count {
            for component in count..<rowViews.count { removeRowViews(ofComponent: component) }
            rowViews.removeLast(rowViews.count - count)
        }
        if rowViews.count < count { rowViews += Array(repeating: [:], count: count - rowViews.count) }
        return count
    }

    /// A count from the data source, kept within `0...limit`; one over the limit is reported.
    private func bounded(_ count: Int, limit: Int, claim: String, fix: String) -> Int {
        if count > limit {
            runtime.report(.error, .pickerViewTooManyRows,
                           "\(traceName)'s data source says \(claim); the picker keeps track of at most \(limit). Return \(fix).",
                           about: self)
            return limit
        }
        return max(0, count)
    }

    /// The number of rows of an existing wheel, asked (traced) when not known.
    func rowCount(inComponent component: Int) -> Int {
        if component < loadedRowCounts.count, let known = loadedRowCounts[component] { return known }
        var count = 0
        if let dataSource {
            count = runtime.ask(dataSource, .numberOfRowsInComponent, [traceName, String(component)], default: 0) {
                dataSource.pickerView(self, numberOfRowsInComponent: component)
            }
        }
        count = bounded(count, limit: UIPickerView.maximumRows,
                        claim: "component \(component) has \(count) rows", fix: "the number of rows the model holds")
        if component < loadedRowCounts.count { loadedRowCounts[component] = count }
        return count
    }

    /// Whether a wheel exists; reports the call otherwise.
    func checkComponent(_ component: Int, in method: String) -> Bool {
        let count = componentCount()
        guard component >= 0, component < count else {
            runtime.report(.warning, .pickerViewIndexOutOfRange,
                           "\(method) on \(traceName): there is no component \(component); the data source counts \(count) (0..<\(count)). Pass a component the data source counts.",
                           about: self)
            return false
        }
        return true
    }

    /// The picker's width shared equally between its wheels (the delegate's default width).
    var sharedComponentWidth: CGFloat {
        let count = max(1, componentCount())
        return max(0, bounds.width) / CGFloat(count)
    }

    /// A wheel's width: the delegate's, else the shared width.
    func componentWidth(_ component: Int) -> CGFloat {
        let width = delegate?.pickerView(self, widthForComponent: component) ?? sharedComponentWidth
        return width.isFinite && width >= 0 ? width : sharedComponentWidth
    }

    /// A wheel's row height: the delegate's, else 32 points.
    func rowHeight(_ component: Int) -> CGFloat {
        let height = delegate?.pickerView(self, rowHeightForComponent: component) ?? UIPickerView.standardRowHeight
        return height.isFinite && height > 0 ? height : UIPickerView.standardRowHeight
    }

    /// The picker's own label for a row: its styled title, else its title (the delegate's
    /// default row view).
    func standardRowView(forRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        let label = (view as? PickerRowLabel) ?? PickerRowLabel(frame: .zero)
        if let attributed = delegate?.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            label.attributedText = attributed
        } else {
            label.text = askedTitle(forRow: row, inComponent: component)
        }
        label.textAlignment = .center
        return label
    }

    /// The delegate's title for a row, traced.
    func askedTitle(forRow row: Int, inComponent component: Int) -> String? {
        guard let delegate else { return nil }
        return runtime.ask(delegate, .pickerTitleForRow, [traceName, String(row), String(component)], default: nil) {
            delegate.pickerView(self, titleForRow: row, forComponent: component)
        }
    }

    /// The text a person reads on a row: its styled title, else its title, else the
    /// accessibility label or texts of the delegate's view for it.
    func readableTitle(forRow row: Int, inComponent component: Int) -> String? {
        guard let delegate else { return nil }
        if let attributed = delegate.pickerView(self, attributedTitleForRow: row, forComponent: component) {
            return attributed.string
        }
        if let title = askedTitle(forRow: row, inComponent: component) { return title }
        let shown = component < rowViews.count ? rowViews[component][row] : nil
        let view = shown ?? delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: nil)
        if let label = view.accessibilityLabel { return label }
        var texts: [String] = []
        view.forEachInSubtree { subview in
            if let label = subview as? UILabel, let text = label.text, !text.isEmpty { texts.append(text) }
        }
        return texts.isEmpty ? nil : texts.joined(separator: " ")
    }

    /// Selects a row and lays the wheel out again around it.
    func setSelection(_ row: Int, inComponent component: Int) {
        guard component < selections.count, selections[component] != row else { return }
        selections[component] = row
        setNeedsLayout()
    }

    /// The user turned a wheel to a row: selected, laid out, and the delegate told (unless the
    /// row was already selected: the wheel did not move).
    func userSelect(_ row: Int, inComponent component: Int) {
        guard component < selections.count, selectedRow(inComponent: component) != row else { return }
        setSelection(row, inComponent: component)
        layoutIfNeeded()
        guard let delegate else { return }
        runtime.deliver(toDelegate: delegate, .pickerDidSelectRow, [traceName, String(row), String(component)]) {
            delegate.pickerView(self, didSelectRow: row, inComponent: component)
        }
    }

    /// A single touch lifted over a row: that row's wheel turns to it. Returns whether the
    /// touch was on a row.
    func rowTapped(_ touches: Set<UITouch>) -> Bool {
        guard touches.count == 1, let touch = touches.first else { return false }
        let point = touch.location(in: self)
        guard bounds.contains(point) else { return false }
        for component in 0..<componentCount() where componentFrame(component).contains(point) {
            let rows = rowCount(inComponent: component)
            guard rows > 0 else { return false }
            let height = rowHeight(component)
            let selected = min(selections[component], rows - 1)
            let offset = ((point.y - bounds.midY) / height).rounded()
            guard offset.isFinite, abs(offset) <= CGFloat(rows) else { return false }
            let row = selected + Int(offset)
            guard row >= 0, row < rows else { return false }
            userSelect(row, inComponent: component)
            return true
        }
        return false
    }

    /// The frame of a wheel in the picker's bounds: the wheels side by side, centred.
    func componentFrame(_ component: Int) -> CGRect {
        let count = componentCount()
        let widths = (0..<count).map(componentWidth)
        let total = widths.reduce(0, +)
        var x = (bounds.width - total) / 2
        for index in 0..<min(component, count) { x += widths[index] }
        return CGRect(x: x, y: 0, width: component < count ? widths[component] : 0, height: bounds.height)
    }

    /// Lays out the rows around each wheel's selection: the selected row in the middle, as many
    /// above and below as the height shows; the rows that left are offered back for reuse.
    func layoutRows() {
        let count = componentCount()
        guard bounds.height > 0 else { return }
        var x = (bounds.width - (0..<count).map(componentWidth).reduce(0, +)) / 2
        for component in 0..<count {
            let width = componentWidth(component)
            defer { x += width }
            let rows = rowCount(inComponent: component)
            let height = rowHeight(component)
            guard rows > 0 else {
                removeRowViews(ofComponent: component)
                continue
            }
            let selected = min(selections[component], rows - 1)
            let reach = Int(((bounds.height - height) / 2 / height).rounded(.up))
            let visible = max(0, selected - reach)...min(rows - 1, selected + reach)
            for (row, view) in rowViews[component] where !visible.contains(row) {
                rowViews[component][row] = nil
                view.removeFromSuperview()
                reusableRowViews.append(view)
            }
            for row in visible {
                let view: UIView
                if let shown = rowViews[component][row] {
                    view = shown
                } else {
                    let reused = reusableRowViews.popLast()
                    if let delegate {
                        view = delegate.pickerView(self, viewForRow: row, forComponent: component, reusing: reused)
                    } else {
                        view = standardRowView(forRow: row, forComponent: component, reusing: reused)
                    }
                    rowViews[component][row] = view
                }
                let y = (bounds.height - height) / 2 + CGFloat(row - selected) * height
                view.frame = CGRect(x: x, y: y, width: width, height: height)
                if view.storedSuperview !== self { addSubview(view) }
            }
        }
    }

    /// Takes a wheel's row views off the picker.
    func removeRowViews(ofComponent component: Int) {
        guard component < rowViews.count else { return }
        for view in rowViews[component].values {
            view.removeFromSuperview()
        }
        rowViews[component] = [:]
    }
}
