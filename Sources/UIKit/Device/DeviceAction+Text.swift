import HeadlessCore
import Foundation

extension DeviceAction {
    /// The actions of text input, Dynamic Type and appearance (`SimulatedDevice+Text.swift`).
    static let textDefinitions: [Definition] = [
        Definition("focus", syntax: "<placeholder|accessibilityIdentifier|text>",
                   summary: "tap a visible text field or text view: it becomes first responder and the keyboard comes up",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in device.focusTextInput(arguments.joined(separator: " ")) }),
        Definition("type", syntax: "<text>",
                   summary: "type text into the first responder, one character at a time, through its delegate",
                   arguments: { $0.isEmpty ? "it takes the text to type" : nil }, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in device.typeText(arguments.joined(separator: " ")) }),
        Definition("return", summary: "press the keyboard's return key",
                   unavailable: { $0.gestureUnavailable }, attempt: { device, _ in device.pressReturnKey() }),
        Definition("dismiss-keyboard", summary: "put the keyboard away: the first responder resigns",
                   unavailable: { $0.gestureUnavailable }, attempt: { device, _ in device.dismissKeyboard() }),
        Definition("text-size", syntax: "<extra-small|small|medium|large|extra-large|…|accessibility-extra-extra-extra-large>",
                   summary: "change the text size in Settings (Dynamic Type): trait changes and the notification",
                   arguments: { arguments in
                       guard arguments.count == 1 else { return "it takes exactly one text size" }
                       return UIContentSizeCategory(actionName: arguments[0]) == nil
                           ? "\"\(arguments[0])\" is not a text size (\(UIContentSizeCategory.actionNames.joined(separator: ", ")), or xs…xxxl, ax1…ax5)"
                           : nil
                   },
                   unavailable: { _ in nil },
                   run: { device, arguments in
                       device.changeTextSize(to: UIContentSizeCategory(actionName: arguments[0]) ?? .large)
                   }),
        Definition("appearance", syntax: "<light|dark>", summary: "switch the system appearance (Dark Mode)",
                   arguments: { arguments in
                       guard arguments.count == 1 else { return "it takes exactly one appearance" }
                       return ["light", "dark"].contains(arguments[0]) ? nil : "\"\(arguments[0])\" is not an appearance (light or dark)"
                   },
                   unavailable: { _ in nil },
                   run: { device, arguments in device.changeAppearance(to: arguments[0] == "dark" ? .dark : .light) }),
    ]
}
