import HeadlessCore
import Foundation

/// A picker delegate that also names each wheel for assistive technologies: the label and hint
/// VoiceOver reads for a component, which the accessibility tree gives the wheel (References
/// §56.3). Every method is optional; the defaults give nothing.
@preconcurrency @MainActor
public protocol UIPickerViewAccessibilityDelegate: UIPickerViewDelegate {
    /// The label of a wheel.
    func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String?
    /// The hint of a wheel.
    func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String?
    /// The styled label of a wheel, used before the plain one.
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString?
    /// The styled hint of a wheel.
    func pickerView(_ pickerView: UIPickerView, accessibilityAttributedHintForComponent component: Int) -> NSAttributedString?
    /// The words Voice Control accepts for a wheel.
    func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String]
}

extension UIPickerViewAccessibilityDelegate {
    /// None.
    public func pickerView(_ pickerView: UIPickerView, accessibilityLabelForComponent component: Int) -> String? { nil }
    /// None.
    public func pickerView(_ pickerView: UIPickerView, accessibilityHintForComponent component: Int) -> String? { nil }
    /// None.
    public func pickerView(_ pickerView: UIPickerView,
                           accessibilityAttributedLabelForComponent component: Int) -> NSAttributedString? { nil }
    /// None.
    public func pickerView(_ pickerView: UIPickerView,
                           accessibilityAttributedHintForComponent component: Int) -> NSAttributedString? { nil }
    /// None.
    public func pickerView(_ pickerView: UIPickerView, accessibilityUserInputLabelsForComponent component: Int) -> [String] { [] }
}

extension UIPickerView {
    /// The label of a wheel from an accessibility delegate: the styled label's text, else the
    /// plain label; nil without one.
    func accessibilityLabel(forComponent component: Int) -> String? {
        guard let delegate = delegate as? any UIPickerViewAccessibilityDelegate else { return nil }
        return delegate.pickerView(self, accessibilityAttributedLabelForComponent: component)?.string
            ?? delegate.pickerView(self, accessibilityLabelForComponent: component)
    }
}
