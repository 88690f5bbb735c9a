import HeadlessCore
import Foundation

/// The object a font picker tells what the person picked, or that they cancelled. Both methods
/// are optional: the defaults do nothing. The picker dismisses itself in both cases (References
/// §56.2).
@preconcurrency @MainActor
public protocol UIFontPickerViewControllerDelegate: NSObjectProtocol {
    /// The person picked a font: it is the picker's ``UIFontPickerViewController/selectedFontDescriptor``.
    func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController)
    /// The person dismissed the picker without picking.
    func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController)
}

extension UIFontPickerViewControllerDelegate {
    /// Does nothing.
    public func fontPickerViewControllerDidPickFont(_ viewController: UIFontPickerViewController) {}
    /// Does nothing.
    public func fontPickerViewControllerDidCancel(_ viewController: UIFontPickerViewController) {}
}
