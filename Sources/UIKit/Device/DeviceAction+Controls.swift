import HeadlessCore
import Foundation

/// The device actions of controls and touches (issue 15): `toggle`, `slide`,
/// `select-segment`, `step`, `pick`, `pull-to-refresh`, `tap-at`, `long-press`, `swipe`, `pan`,
/// `pinch`. Each acts on the key window (`UIWindow+ControlActions.swift`,
/// `UIWindow+TouchActions.swift`) and changes nothing when it cannot act.
extension DeviceAction {
    public static let controlsDefinitions: [Definition] = [
        Definition("toggle", syntax: "<identifier|title>", summary: "tap the visible, enabled switch with that identifier or title",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performToggle(arguments.joined(separator: " ")) }
                   }),
        Definition("slide", syntax: "<identifier|title> <value>", summary: "drag a slider's thumb to a value in its range",
                   arguments: { arguments in
                       guard arguments.count >= 2 else { return "it takes a slider's identifier and a value" }
                       guard let value = Float(arguments[arguments.count - 1]), value.isFinite else {
                           return "\"\(arguments[arguments.count - 1])\" is not a number"
                       }
                       return nil
                   },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture {
                           $0.performSlide(arguments.dropLast().joined(separator: " "), to: Float(arguments[arguments.count - 1]) ?? 0,
                                          written: arguments[arguments.count - 1])
                       }
                   }),
        Definition("select-segment", syntax: "<segment title|identifier index|index>",
                   summary: "tap a segment of a segmented control, by its title, or by the control's identifier and an index",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in device.keyWindowGesture { $0.performSelectSegment(arguments) } }),
        Definition("step", syntax: "<identifier|title> <up|down>", summary: "tap a stepper's + (up) or − (down)",
                   arguments: { arguments in
                       guard arguments.count >= 2 else { return "it takes a stepper's identifier and up or down" }
                       return ["up", "down"].contains(arguments[arguments.count - 1]) ? nil
                           : "\"\(arguments[arguments.count - 1])\" is not up or down"
                   },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture {
                           $0.performStep(arguments.dropLast().joined(separator: " "), up: arguments[arguments.count - 1] == "up")
                       }
                   }),
        Definition("pick", syntax: "<row title> [in <identifier|label>] [component <n>]",
                   summary: "turn a picker view's wheel to the row with that title; the delegate hears didSelectRow",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in device.keyWindowGesture { $0.performPick(arguments) } }),
        Definition("pull-to-refresh", syntax: "[identifier|title]",
                   summary: "pull down the scroll view with a refresh control that shows the text (else the first visible one)",
                   arguments: { _ in nil }, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performPullToRefresh(arguments.isEmpty ? nil : arguments.joined(separator: " ")) }
                   }),
        Definition("tap-at", syntax: "<x> <y> [taps]", summary: "touch the screen at a point of the window, once or several times",
                   arguments: { arguments in
                       guard arguments.count == 2 || arguments.count == 3 else { return "it takes x, y and, optionally, a number of taps" }
                       if let problem = Definition.points(Array(arguments.prefix(2))) { return problem }
                       if arguments.count == 3 {
                           guard let taps = Int(arguments[2]), (1...10).contains(taps) else { return "\"\(arguments[2])\" is not a number of taps (1 to 10)" }
                       }
                       return nil
                   },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture {
                           $0.performTapAt(CGPoint(x: Double(arguments[0]) ?? 0, y: Double(arguments[1]) ?? 0),
                                           taps: arguments.count == 3 ? Int(arguments[2]) ?? 1 : 1,
                                           name: (["tap-at"] + arguments).joined(separator: " "))
                       }
                   }),
        Definition("long-press", syntax: "<identifier|title|x y>", summary: "touch and hold a view, or a point of the window",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { window in
                           if arguments.count == 2, Definition.points(arguments) == nil {
                               return window.performLongPress(at: nil, point: CGPoint(x: Double(arguments[0]) ?? 0, y: Double(arguments[1]) ?? 0),
                                                              name: (["long-press"] + arguments).joined(separator: " "))
                           }
                           return window.performLongPress(at: arguments.joined(separator: " "), point: nil)
                       }
                   }),
        Definition("swipe", syntax: "<up|down|left|right> [on <identifier|title>]",
                   summary: "a quick stroke, on a view or in the middle of the screen",
                   arguments: { arguments in
                       guard let first = arguments.first, UIWindow.SwipeDirection(rawValue: first) != nil else {
                           return "it takes a direction: up, down, left or right"
                       }
                       return Definition.onTarget(Array(arguments.dropFirst()))
                   },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture {
                           $0.performSwipe(UIWindow.SwipeDirection(rawValue: arguments[0]) ?? .left,
                                           on: Definition.targetText(Array(arguments.dropFirst())),
                                           name: (["swipe"] + arguments).joined(separator: " "))
                       }
                   }),
        Definition("pan", syntax: "<dx> <dy> [on <identifier|title>]", summary: "drag by dx, dy points, on a view or in the middle of the screen",
                   arguments: { arguments in
                       guard arguments.count >= 2 else { return "it takes dx and dy" }
                       if let problem = Definition.points(Array(arguments.prefix(2))) { return problem }
                       return Definition.onTarget(Array(arguments.dropFirst(2)))
                   },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture {
                           $0.performPan(dx: Double(arguments[0]) ?? 0, dy: Double(arguments[1]) ?? 0,
                                         on: Definition.targetText(Array(arguments.dropFirst(2))),
                                         name: (["pan"] + arguments).joined(separator: " "))
                       }
                   }),
        Definition("pinch", syntax: "<scale> [on <identifier|title>]", summary: "two fingers move apart (scale above 1) or together",
                   arguments: { arguments in
                       guard let first = arguments.first, let scale = Double(first), scale.isFinite, scale > 0, scale <= 100 else {
                           return "it takes a scale greater than 0 (and at most 100)"
                       }
                       return Definition.onTarget(Array(arguments.dropFirst()))
                   },
                   unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture {
                           $0.performPinch(scale: Double(arguments[0]) ?? 1, on: Definition.targetText(Array(arguments.dropFirst())),
                                           name: (["pinch"] + arguments).joined(separator: " "))
                       }
                   }),
    ]
}

extension DeviceAction.Definition {
    /// What is wrong with two coordinates, or nil: finite numbers within ±100,000 points.
    static func points(_ words: [String]) -> String? {
        for word in words {
            guard let value = Double(word), value.isFinite, abs(value) <= 100_000 else {
                return "\"\(word)\" is not a coordinate (a number of points)"
            }
        }
        return nil
    }

    /// Accepts nothing, or `on <text>`.
    static func onTarget(_ words: [String]) -> String? {
        if words.isEmpty { return nil }
        return words.first == "on" && words.count >= 2 ? nil : "after the gesture, write on <identifier|title>"
    }

    /// The text after `on`, or nil.
    static func targetText(_ words: [String]) -> String? {
        words.count >= 2 ? words.dropFirst().joined(separator: " ") : nil
    }
}
