import HeadlessCore
import Foundation

/// An alert's text fields: laid out in the alert's box above its buttons, focused when the
/// alert appears, and typed into by the device's `type` action.
extension UIAlertController {
    /// The width of an alert's box, and a text field's height and inset in it.
    private static let boxWidth: CGFloat = 270
    private static let fieldHeight: CGFloat = 24
    private static let fieldInset: CGFloat = 16

    /// Adds the text fields not yet in `view`, stacked in the middle of the screen.
    func placeTextFields(in view: UIView) {
        let width = view.bounds.width > 0 ? view.bounds.width : runtime.screen.bounds.width
        let height = view.bounds.height > 0 ? view.bounds.height : runtime.screen.bounds.height
        let x = (width - Self.boxWidth) / 2 + Self.fieldInset
        var y = height / 2 - CGFloat(storedTextFields.count) * (Self.fieldHeight + 8) / 2
        for field in storedTextFields {
            field.frame = CGRect(x: x, y: y, width: Self.boxWidth - 2 * Self.fieldInset, height: Self.fieldHeight)
            y += Self.fieldHeight + 8
            if field.storedSuperview !== view { view.addSubview(field) }
        }
    }

    /// Makes the first text field first responder, unless a field already is.
    func focusFirstTextField() {
        guard let first = storedTextFields.first, storedView?.storedWindow != nil,
              !storedTextFields.contains(where: { $0.isFirstResponder }) else { return }
        _ = first.becomeFirstResponder()
    }
}
