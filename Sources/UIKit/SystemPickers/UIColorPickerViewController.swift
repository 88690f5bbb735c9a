import HeadlessCore
import Foundation

/// The system's interface for picking a colour, which the simulated device answers with
/// `pick-color <#RRGGBB[AA]>` and closes with `cancel-picker` / `tap Close` (References §56.2).
///
/// A pick sets ``selectedColor`` (opaque unless ``supportsAlpha``) and the delegate hears
/// `colorPickerViewController(_:didSelect:continuously:)` with `continuously` false, the picker
/// staying on screen, as a tap on a swatch does. Closing dismisses the picker and calls
/// `colorPickerViewControllerDidFinish(_:)` as the dismissal starts (Apple: the picker passed is
/// "the view controller that starts dismissing"; the delegate may animate alongside).
@preconcurrency @MainActor
open class UIColorPickerViewController: UIViewController {
    /// The object told about selections and the dismissal.
    open weak var delegate: (any UIColorPickerViewControllerDelegate)?
    /// The colour shown as selected; the person's pick replaces it. White until set (the
    /// engine's choice; Apple documents no default).
    open var selectedColor: UIColor = .white
    /// Whether the person may choose a colour's opacity. Default true.
    open var supportsAlpha = true

    open override func loadView() {
        view = SystemPickerChrome.makeView(title: title ?? "Colors", cancelTitle: "Close") { [weak self] in
            self?.answerCancel()
        }
    }

    /// The colour written `#RRGGBB` or `#RRGGBBAA` (the `#` optional), or nil.
    static func color(hex text: String) -> UIColor? {
        let digits = text.hasPrefix("#") ? String(text.dropFirst()) : text
        guard digits.count == 6 || digits.count == 8, digits.allSatisfy(\.isHexDigit), let value = UInt64(digits, radix: 16) else {
            return nil
        }
        let hasAlpha = digits.count == 8
        let red = (value >> (hasAlpha ? 24 : 16)) & 0xFF
        let green = (value >> (hasAlpha ? 16 : 8)) & 0xFF
        let blue = (value >> (hasAlpha ? 8 : 0)) & 0xFF
        let alpha = hasAlpha ? value & 0xFF : 0xFF
        return UIColor(red: CGFloat(red) / 255, green: CGFloat(green) / 255, blue: CGFloat(blue) / 255, alpha: CGFloat(alpha) / 255)
    }
}

extension UIColorPickerViewController: DevicePickerAnswering {
    package var pickActionName: String { "pick-color" }
    package var pickActionSyntax: String { "<#RRGGBB or #RRGGBBAA>" }

    /// `pick-color <#RRGGBB[AA]>`: the colour becomes ``selectedColor`` and the delegate hears
    /// `colorPickerViewController(_:didSelect:continuously:)` (continuously false).
    package func answerPick(_ arguments: [String]) -> String? {
        let text = arguments.joinedArgument
        guard arguments.count == 1, var color = UIColorPickerViewController.color(hex: text) else {
            return "pick-color \(text): write the colour as #RRGGBB or #RRGGBBAA (hexadecimal), such as #FF8800."
        }
        if !supportsAlpha { color = color.withAlphaComponent(1) }
        selectedColor = color
        guard let delegate else { return nil }
        runtime.deliver(toDelegate: delegate, .colorPickerDidSelect, [traceName, text, "false"]) {
            delegate.colorPickerViewController(self, didSelect: color, continuously: false)
        }
        return nil
    }

    /// The Close button: the system starts dismissing the picker, and the delegate hears
    /// `colorPickerViewControllerDidFinish(_:)` while the dismissal animates.
    package func answerCancel() {
        (presentingViewController ?? self).dismiss(animated: true)
        guard let delegate else { return }
        runtime.deliver(toDelegate: delegate, .colorPickerDidFinish, [traceName]) {
            delegate.colorPickerViewControllerDidFinish(self)
        }
    }
}
