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
            case .failure(let message): return message + " " + Self.onScreenList(screenElements())
            case .success(let navigation):
                // The navigation bar ignores touches while a transition runs.
                if navigation.isTransitioning {
                    return "back: \(navigation.traceName) is in the middle of a transition; wait for it to end before going back."
                }
                return navigation.tapBackButton().map { $0 + " " + Self.onScreenList(screenElements()) }
            }
        }
    }

    /// The edge swipe: a finger goes down at the leading edge of the screen, beside the
    /// front-most navigation controller that has something to pop, and drags across its view,
    /// past half its width, or (`cancel`) a third of it; its touches go through hit-testing to
    /// the navigation controller's ``UINavigationController/interactivePopGestureRecognizer``,
    /// whose state machine starts the pop and finishes or cancels it when the finger lifts.
    ///
    /// Refused, with nothing delivered, when the pop cannot start (the root is on top, a
    /// transition runs, the recognizer is disabled, something else covers the edge); when the
    /// touches were delivered but the recognizer did not begin (its delegate, the touched view
    /// or another recognizer said no), the message says why.
    func performSwipeBack(cancel: Bool) -> String? {
        let name = cancel ? "swipe-back cancel" : "swipe-back"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            switch frontNavigationController(action: name) {
            case .failure(let message): return message
            case .success(let navigation):
                return edgeSwipe(on: navigation, fraction: cancel ? 1.0 / 3 : 2.0 / 3).map { "\(name): \($0)" }
            }
        }
    }

    /// Drags a finger from the screen's leading edge across `fraction` of the navigation
    /// controller's view; returns why no pop began, or nil.
    private func edgeSwipe(on navigation: UINavigationController, fraction: CGFloat) -> String? {
        if let refusal = navigation.interactivePopRefusal() { return refusal }
        let recognizer = navigation.interactivePopMechanism
        let described = "\(recognizer.traceName) (the interactivePopGestureRecognizer of \(navigation.traceName))"
        guard recognizer.isEnabled else {
            return "\(described) is disabled (isEnabled is false); nothing was delivered."
        }
        guard let view = navigation.storedView, recognizer.storedView === view else {
            return "\(described) is not on \(navigation.traceName)'s view (it was removed); nothing was delivered."
        }
        let fromRight = recognizer.edges.contains(.right) && !recognizer.edges.contains(.left)
        let frame = view.convert(view.bounds, to: self)
        let start = CGPoint(x: fromRight ? bounds.maxX - 1 : bounds.minX + 1, y: frame.midY)
        guard frame.minX - 0.5 <= start.x && start.x <= frame.maxX + 0.5 else {
            return "\(navigation.traceName)'s view does not reach the \(fromRight ? "right" : "left") edge of the screen (its frame in \(traceName) is \(frame.traceDescription)), so no edge swipe starts in it."
        }
        if let problem = touchProblem(at: start) { return problem }
        if let hit = hitTest(start, with: nil), !hit.isDescendant(of: view) {
            return "the touch at the \(fromRight ? "right" : "left") edge, \(TouchTrace.point(start)), goes to \(hit.traceName), which is not in \(navigation.traceName)'s view; nothing was delivered."
        }
        let distance = view.bounds.width * fraction * (fromRight ? -1 : 1)
        let path = (0...Self.dragFrames).map { frame -> CGPoint in
            CGPoint(x: start.x + distance * CGFloat(frame) / CGFloat(Self.dragFrames), y: start.y)
        }
        let before = navigation.interactivePopCount
        if let problem = runTouchSequence([path], interval: Self.frameInterval) { return problem }
        guard navigation.interactivePopCount == before else { return nil }
        let why = recognizer.refusal ?? "it did not get the touches"
        return "\(described) did not begin: \(why). The touches went to the views; nothing was popped."
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

    /// A tap on what a person means by `identifier` on the topmost screen: the element with
    /// that accessibility identifier, else that accessibility label, else that visible text
    /// (a button's title, a label's text such as a cell's, a bar button item's title, the back
    /// button's title, a tab's title, an alert action's title); see
    /// ``findElement(_:action:accepting:)``. A control tracks the touch and sends `.touchUpInside` (and a button's
    /// `.primaryActionTriggered`), a table cell highlights then is selected, a bar item runs its action, the
    /// back button pops, a tab is selected, an alert action dismisses its alert then runs its
    /// handler. Hidden and disabled elements, and several matches, are refused with a message.
    ///
    /// An element shown by a view is touched at its hit point, a finger's tap through hit
    /// testing, the gesture recognizers and the views' touches (``ScreenElement/activate(name:taps:)``);
    /// one covered there by another view is refused, naming the cover. `taps` 2 is the
    /// device's `double-tap`.
    func performTap(accessibilityIdentifier identifier: String, taps: Int = 1) -> String? {
        let name = "\(taps == 2 ? "double-tap" : "tap") \(identifier)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard isShown, !isHidden else { return "\(name): \(traceName) is not visible." }
            switch findElement(identifier, action: name) {
            case .refused(let message): return message
            case .found(let element): return element.activate(name: name, taps: taps)
            }
        }
    }

    // MARK: Finding the target

    enum Lookup {
        case success(UINavigationController)
        case failure(String)
    }

    /// The front-most controller: the last presented one, else the root controller.
    func frontController() -> UIViewController? {
        storedRootViewController?.frontmostPresented
    }

    func frontNavigationController(action: String) -> Lookup {
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

    func noRootMessage(_ action: String) -> String {
        "\(action): \(traceName) has no root view controller."
    }
}

extension UIView {
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
