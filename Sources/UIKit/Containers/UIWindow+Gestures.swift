import HeadlessCore
import Foundation

/// The gestures the simulated device performs on the key window.
///
/// Each returns nil when it acted, or a message naming what was missing; in that case
/// nothing changed. The device records the action; these only do the work, under a cause
/// named after the gesture. What a gesture acts on is found from the front of the screen:
/// the front-most presented controller (or the root controller), then the controllers
/// visible inside it (a navigation controller's top, the selected tab, children on screen).
extension UIWindow {
    /// The navigation bar's back button: an animated pop of the deepest visible navigation
    /// controller that has something to go back to.
    func performBack() -> String? {
        runtime.withCause("back") {
            switch frontNavigationController(action: "back") {
            case .failure(let message): return message
            case .success(let navigation):
                // The navigation bar ignores touches while a transition runs.
                if navigation.transition != nil {
                    return "back: \(navigation.traceName) is in the middle of a transition; wait for it to end before going back."
                }
                navigation.popViewController(animated: true)
                return nil
            }
        }
    }

    /// The edge swipe: an interactive pop that finishes, or is cancelled, when the finger lifts.
    func performSwipeBack(cancel: Bool) -> String? {
        let name = cancel ? "swipe-back cancel" : "swipe-back"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            switch frontNavigationController(action: name) {
            case .failure(let message): return message
            case .success(let navigation):
                return navigation.beginInteractivePop(cancelling: cancel).map { "\(name): \($0)" }
            }
        }
    }

    /// A tap on a tab of the front-most visible tab bar controller.
    func performTabSelection(_ index: Int) -> String? {
        runtime.withCause("tab \(index)") {
            guard let front = frontController() else { return noRootMessage("tab \(index)") }
            guard let tabs = front.visibleSubtree.last(where: { $0 is UITabBarController }) as? UITabBarController else {
                return "tab \(index): no tab bar controller is visible in \(traceName) (front: \(front.traceName))."
            }
            return tabs.tapTab(at: index).map { "tab \(index): \($0)" }
        }
    }

    /// A swipe down on the front-most presented sheet: an interactive dismissal, or, with
    /// `cancel`, one the user gives up.
    func performSwipeDown(cancel: Bool = false) -> String? {
        let name = cancel ? "swipe-down cancel" : "swipe-down"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard let root = storedRootViewController else { return noRootMessage(name) }
            let front = root.frontmostPresented
            guard front !== root else {
                return "\(name): nothing is presented in \(traceName); there is no sheet to swipe down."
            }
            return front.beginInteractiveDismissal(cancelling: cancel).map { "\(name): \($0)" }
        }
    }

    /// A tap on the visible, enabled control whose `accessibilityIdentifier` matches: it
    /// sends `.touchUpInside` (and a button's `.primaryActionTriggered`). A table cell is
    /// selected. When no view has the identifier, the text is looked for as a visible title
    /// (a button's current title, a label's text, such as a cell's), so that an app ported
    /// unchanged can be driven by what its screens show.
    func performTap(accessibilityIdentifier identifier: String) -> String? {
        let name = "tap \(identifier)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard isShown, !isHidden else { return "\(name): \(traceName) is not visible." }
            let searchRoot: UIView
            var coveredBy: UIViewController?
            if let root = storedRootViewController, case let front = root.frontmostPresented, front !== root,
               let frontView = front.storedView, frontView.storedWindow === self {
                searchRoot = frontView
                coveredBy = front
            } else {
                searchRoot = self
            }
            guard let view = searchRoot.firstInSubtree(where: { $0.accessibilityIdentifier == identifier })
                    ?? searchRoot.viewTitled(identifier) else {
                if let coveredBy, firstInSubtree(where: { $0.accessibilityIdentifier == identifier }) != nil {
                    return "\(name): the view with accessibilityIdentifier \"\(identifier)\" is covered by the presented \(coveredBy.traceName); only its views can be tapped."
                }
                return "\(name): no view in \(traceName) has accessibilityIdentifier \"\(identifier)\"."
            }
            if let cell = view.enclosingTableCell {
                return cell.performUserSelection(name: name)
            }
            guard let control = view as? UIControl else {
                return "\(name): \(view.traceName) has accessibilityIdentifier \"\(identifier)\" but is not a UIControl; only controls have actions to send."
            }
            if let hidden = control.firstHiddenAncestorOrSelf(below: self) {
                return "\(name): \(control.traceName) is not visible (\(hidden === control ? "it is" : "its superview \(hidden.traceName) is") hidden or transparent)."
            }
            guard control.isEnabled else {
                return "\(name): \(control.traceName) is disabled (isEnabled is false)."
            }
            guard control.isUserInteractionEnabled else {
                return "\(name): \(control.traceName) has isUserInteractionEnabled false."
            }
            control.performTap()
            return nil
        }
    }

    // MARK: Finding the target

    private enum Lookup {
        case success(UINavigationController)
        case failure(String)
    }

    /// The front-most controller: the last presented one, else the root controller.
    private func frontController() -> UIViewController? {
        storedRootViewController?.frontmostPresented
    }

    private func frontNavigationController(action: String) -> Lookup {
        guard let front = frontController() else { return .failure(noRootMessage(action)) }
        let navigations = front.visibleSubtree.compactMap { $0 as? UINavigationController }
        guard !navigations.isEmpty else {
            return .failure("\(action): no navigation controller is visible in \(traceName) (front: \(front.traceName)).")
        }
        if let navigation = navigations.last(where: { $0.stack.count > 1 }) {
            return .success(navigation)
        }
        let navigation = navigations[navigations.count - 1]
        return .failure("\(action): \(navigation.traceName) shows its root view controller \(navigation.stack.first?.traceName ?? "(none)"); there is nothing to go back to.")
    }

    private func noRootMessage(_ action: String) -> String {
        "\(action): \(traceName) has no root view controller."
    }
}

extension UIView {
    /// The first visible view in the subtree showing `title` (a button's current title, a
    /// label's text); for a label inside a control, the control.
    func viewTitled(_ title: String) -> UIView? {
        guard let found = firstInSubtree(where: { view in
            guard !view.isHidden else { return false }
            return (view as? UIButton)?.currentTitle == title || (view as? UILabel)?.text == title
        }) else { return nil }
        var current: UIView? = found
        while let view = current, view !== self {
            if view is UIControl { return view }
            current = view.superview
        }
        return found
    }

    /// The first view from the receiver up to (not including) `top` that is hidden or fully
    /// transparent, or nil when all are visible.
    func firstHiddenAncestorOrSelf(below top: UIView) -> UIView? {
        var current: UIView? = self
        while let view = current, view !== top {
            if view.isHidden || view.alpha <= 0.01 { return view }
            current = view.storedSuperview
        }
        return nil
    }
}
