import HeadlessCore
import Foundation

extension DeviceAction {
    /// The hardware keyboard's action (`HardwareKeyboard.swift`).
    static let keyboardDefinitions: [Definition] = [
        Definition("press-key", syntax: "<[cmd+][shift+][ctrl+][alt+]key> [hold <seconds>]",
                   summary: "press a key combination on a hardware keyboard: text input, key commands, then pressesBegan/Ended up the responder chain",
                   arguments: { arguments in
                       guard let first = arguments.first else { return "it takes a key, such as cmd+n, up-arrow, return or a" }
                       if case .failure(let error) = KeyStroke.parse(first) { return error.message }
                       switch arguments.count {
                       case 1: return nil
                       case 3 where arguments[1] == "hold":
                           guard let seconds = TimeInterval(arguments[2]), seconds.isFinite, seconds >= 0, seconds <= 3600 else {
                               return "\"\(arguments[2])\" is not a number of seconds to hold the key (0 to 3600)"
                           }
                           return nil
                       default: return "after the key, only \"hold <seconds>\" may follow"
                       }
                   },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       guard case .success(let stroke) = KeyStroke.parse(arguments[0]) else { return "press-key: \(arguments[0]) is not a key" }
                       let seconds = arguments.count == 3 ? TimeInterval(arguments[2]) ?? 0 : 0
                       return device.pressKey(stroke, named: arguments.joined(separator: " "), holding: seconds)
                   }),
    ]
}

extension SimulatedDevice {
    /// The `press-key` action: the key combination goes to the key window's first responder
    /// (``HardwareKeyboard``).
    func pressKey(_ stroke: KeyStroke, named name: String, holding seconds: TimeInterval) -> String? {
        keyWindowGesture { window in
            if window.runtime.menuSession.open != nil {
                return "press-key \(name): a menu is open; pick an item (tap <title>) or dismiss-menu first."
            }
            _ = window.runtime.withCause(TraceCause(stringLiteral: "press-key \(name)")) {
                window.runtime.hardwareKeyboard.press(stroke, in: window, holding: seconds) { self.wait(seconds: $0) }
            }
            return nil
        }
    }
}
