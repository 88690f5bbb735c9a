import HeadlessCore
import Foundation

/// The device's actions on the chrome: `tap-tab <title>`, `alert <action title>`, and the
/// back button behind `back`.
extension DeviceAction {
    /// The chrome's rows of the action table.
    static let chromeDefinitions: [Definition] = [
        Definition("tap-tab", syntax: "<title>", summary: "tap the tab with that title in the visible tab bar",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performTabTap(title: arguments.joined(separator: " ")) }
                   }),
        Definition("alert", syntax: "<action title>", summary: "tap the action with that title in the alert or action sheet on screen",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.gestureUnavailable },
                   attempt: { device, arguments in
                       device.keyWindowGesture { $0.performAlertAction(title: arguments.joined(separator: " ")) }
                   }),
    ]
}

extension UIWindow {
    /// A tap on the tab titled `title` (or with that accessibility identifier or label) of
    /// the visible tab bar.
    func performTabTap(title: String) -> String? {
        let name = "tap-tab \(title)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            let elements = screenElements()
            let tabs = elements.filter { if case .tab = $0.kind { true } else { false } }
            guard !tabs.isEmpty else {
                return "\(name): no tab bar is visible in \(traceName). \(Self.onScreenList(elements))"
            }
            let matches = tabs.filter { $0.identifier == title }.nonEmpty
                ?? tabs.filter { $0.label == title }.nonEmpty
                ?? tabs.filter { $0.text == title }
            guard let tab = matches.first, matches.count == 1 else {
                let titles = tabs.map { "\"\($0.text ?? $0.label ?? "")\"" }.joined(separator: ", ")
                return matches.isEmpty
                    ? "\(name): no tab is titled \"\(title)\"; the tabs are \(titles)."
                    : "\(name): \(matches.count) tabs are titled \"\(title)\" (\(titles)); use tab <index>."
            }
            return tab.activate(name: name)
        }
    }

    /// A tap on the action titled `title` of the alert or action sheet on screen.
    func performAlertAction(title: String) -> String? {
        let name = "alert \(title)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard let alert = topmostScreen().front as? UIAlertController else {
                return "\(name): no alert or action sheet is on screen (it was dismissed, or none was presented). \(Self.onScreenList(screenElements()))"
            }
            let matches = alert.actions.filter { $0.title == title }
            guard let action = matches.first else {
                let titles = alert.actions.map { "\"\($0.title ?? "")\"" }.joined(separator: ", ")
                return "\(name): \(alert.traceName) has no action titled \"\(title)\"; its actions are \(titles.isEmpty ? "none" : titles)."
            }
            guard matches.count == 1 else {
                return "\(name): \(alert.traceName) has \(matches.count) actions titled \"\(title)\"; the first would be ambiguous, nothing was tapped."
            }
            return alert.performAction(action).map { "\(name): \($0)" }
        }
    }
}

extension UINavigationController {
    /// A tap on the navigation bar's back button: an animated pop. Refused when the bar or
    /// the button is hidden (`isNavigationBarHidden`, `hidesBackButton`, or left items that
    /// replace it), as a person could not tap it.
    func tapBackButton() -> String? {
        if navigationBarHidden || navigationBar.isHidden {
            return "back: the navigation bar of \(traceName) is hidden (isNavigationBarHidden), so there is no back button to tap; show the bar (the edge swipe is off too while the bar is hidden, unless the delegate of interactivePopGestureRecognizer allows it)."
        }
        guard navigationBar.backButtonTitle != nil else {
            let top = topViewController?.traceName ?? "the top controller"
            return "back: the navigation item of \(top) hides the back button (hidesBackButton, or leftBarButtonItems without leftItemsSupplementBackButton); tap one of its bar button items instead."
        }
        popViewController(animated: true)
        return nil
    }
}

extension Array {
    /// The array, or nil when empty.
    var nonEmpty: [Element]? { isEmpty ? nil : self }
}
