import HeadlessCore
import Foundation

/// The device actions that answer the system's pickers (References §56.2): the person picks an
/// image, a font, a colour or documents in the picker on screen, or cancels (closes) it.
extension DeviceAction {
    static let systemPickerDefinitions: [Definition] = [
        Definition("pick-image", syntax: "[path of a PNG or JPEG]",
                   summary: "pick a photo in the image picker (or PHPicker) on screen: a fixture photo, or the image file at the path",
                   arguments: { _ in nil }, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in device.keyWindowGesture { $0.performSystemPick("pick-image", arguments) } }),
        Definition("pick-font", syntax: "<family or face name>",
                   summary: "pick a font in the font picker on screen; it closes and its delegate hears the pick",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in device.keyWindowGesture { $0.performSystemPick("pick-font", arguments) } }),
        Definition("pick-color", syntax: "<#RRGGBB|#RRGGBBAA>",
                   summary: "pick a colour in the colour picker on screen; its delegate hears didSelect",
                   arguments: Definition.oneWord, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in device.keyWindowGesture { $0.performSystemPick("pick-color", arguments) } }),
        Definition("pick-document", syntax: "<path> [<path>…]",
                   summary: "pick files in the document picker on screen; it closes and its delegate hears their URLs",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in device.keyWindowGesture { $0.performSystemPick("pick-document", arguments) } }),
        Definition("cancel-picker", summary: "tap Cancel (Close) in the system picker on screen",
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, _ in device.keyWindowGesture { $0.performSystemPick("cancel-picker", []) } }),
    ]
}

extension UIWindow {
    /// The system picker in front of the window's screens, if one is.
    func frontSystemPicker() -> (any DevicePickerAnswering)? {
        topmostScreen().front as? any DevicePickerAnswering
    }

    /// Answers the system picker on screen with a device action: `cancel-picker` or the
    /// picker's own pick action.
    func performSystemPick(_ action: String, _ arguments: [String]) -> String? {
        let name = ([action] + arguments).joined(separator: " ")
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard isShown, !isHidden else { return "\(name): \(traceName) is not visible." }
            guard let picker = frontSystemPicker() else {
                return "\(name): no system picker is on screen (UIImagePickerController, PHPickerViewController, UIFontPickerViewController, UIColorPickerViewController or UIDocumentPickerViewController, presented)."
            }
            if action == "cancel-picker" {
                picker.answerCancel()
                return nil
            }
            guard action == picker.pickActionName else {
                return "\(name): the picker on screen is \(picker.traceName), which \(picker.pickActionName) \(picker.pickActionSyntax) answers."
            }
            return picker.answerPick(arguments)
        }
    }
}
