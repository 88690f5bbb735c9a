import HeadlessCore
import Foundation

/// How a picker view's rows look and what happens when the user turns a wheel.
///
/// A row shows the delegate's view (``pickerView(_:viewForRow:forComponent:reusing:)``) when it
/// gives one, else its attributed title, else its title, in that order (References §52.1).
/// ``pickerView(_:didSelectRow:inComponent:)`` is called when the user turns a wheel to a row,
/// never for ``UIPickerView/selectRow(_:inComponent:animated:)``.
@preconcurrency @MainActor
public protocol UIPickerViewDelegate: NSObjectProtocol {
    /// The width of a wheel; the default shares the picker's width equally.
    func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat
    /// The height of a wheel's rows; the default is 32 points.
    func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat
    /// The title of a row; the default is none.
    func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String?
    /// The styled title of a row, used before the plain one; the default is none.
    func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString?
    /// The view of a row, given a view that showed a row earlier to reuse, or nil; the default
    /// is the picker's own label showing the row's title.
    func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView
    /// The user turned a wheel to a row.
    func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int)
}

extension UIPickerViewDelegate {
    /// The picker's width shared equally between its wheels.
    public func pickerView(_ pickerView: UIPickerView, widthForComponent component: Int) -> CGFloat {
        pickerView.sharedComponentWidth
    }
    /// 32 points.
    public func pickerView(_ pickerView: UIPickerView, rowHeightForComponent component: Int) -> CGFloat {
        UIPickerView.standardRowHeight
    }
    /// No title.
    public func pickerView(_ pickerView: UIPickerView, titleForRow row: Int, forComponent component: Int) -> String? { nil }
    /// No styled title.
    public func pickerView(_ pickerView: UIPickerView, attributedTitleForRow row: Int, forComponent component: Int) -> NSAttributedString? { nil }
    /// The picker's own label, showing the row's styled title or title.
    public func pickerView(_ pickerView: UIPickerView, viewForRow row: Int, forComponent component: Int, reusing view: UIView?) -> UIView {
        pickerView.standardRowView(forRow: row, forComponent: component, reusing: view)
    }
    /// Does nothing.
    public func pickerView(_ pickerView: UIPickerView, didSelectRow row: Int, inComponent component: Int) {}
}
