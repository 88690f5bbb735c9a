import HeadlessCore
import Foundation

/// The object a colour picker tells about the person's colours and the picker's dismissal.
/// Every method is optional; the default of `colorPickerViewController(_:didSelect:continuously:)`
/// calls the older `colorPickerViewControllerDidSelectColor(_:)`, so a delegate written for
/// iOS 14 hears each selection through the one it implements (References §56.2).
@preconcurrency @MainActor
public protocol UIColorPickerViewControllerDelegate: NSObjectProtocol {
    /// The person selected a colour; `continuously` while a drag goes on (a non-continuous
    /// selection always ends one).
    func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                   continuously: Bool)
    /// The person selected a colour (iOS 14; deprecated in iOS 15).
    @available(iOS, deprecated: 15.0, message: "Use colorPickerViewController(_:didSelect:continuously:)")
    func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController)
    /// The person closed the picker; it is being dismissed.
    func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController)
}

extension UIColorPickerViewControllerDelegate {
    /// Calls `colorPickerViewControllerDidSelectColor(_:)`.
    public func colorPickerViewController(_ viewController: UIColorPickerViewController, didSelect color: UIColor,
                                          continuously: Bool) {
        colorPickerViewControllerDidSelectColor(viewController)
    }

    /// Does nothing.
    @available(iOS, deprecated: 15.0, message: "Use colorPickerViewController(_:didSelect:continuously:)")
    public func colorPickerViewControllerDidSelectColor(_ viewController: UIColorPickerViewController) {}

    /// Does nothing.
    public func colorPickerViewControllerDidFinish(_ viewController: UIColorPickerViewController) {}
}
