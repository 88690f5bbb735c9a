import HeadlessCore
import Foundation

/// The edge-swipe pop (References §4.4, §32), driven by the navigation controller's
/// ``UINavigationController/interactivePopGestureRecognizer``: a `UIScreenEdgePanGestureRecognizer`
/// on its view, from the left edge (the right one in a right-to-left layout).
///
/// The recognizer goes through the gesture engine like any other: it sees only touches that
/// reach the navigation controller's view through hit-testing, asks its delegate and the
/// touched view before it begins, and can be made to wait for others (or others for it) with
/// `require(toFail:)`. Its default delegate is the navigation controller's own
/// (``InteractivePopPolicy``): it lets the recognizer see only touches that start at its edge
/// and refuses to begin while the navigation bar is hidden or the top controller replaces
/// the back button with a left bar button item; an app that sets its own delegate (or nil)
/// decides instead. Whatever the delegate says, the pop never begins with nothing to pop,
/// during another transition, or off screen (``UIGestureRecognizer/frameworkGate``).
///
/// When the recognizer begins, the top controller B leaves the stack and gets
/// `willMove(toParent: nil)`, then `viewWillDisappear(true)`; the controller below, A, loads
/// if needed and gets `viewWillAppear(true)`, the delegate `willShow`, and A's view goes in
/// below B's. The transition stays interactive while the finger moves; when it lifts, a drag
/// past half the view's width finishes the pop, a shorter one cancels it, and the rest of
/// the animation takes the matching share of ``UINavigationController/transitionDuration``:
/// - finished: B `viewDidDisappear`, A `viewDidAppear`, delegate `didShow`,
///   B `didMove(toParent: nil)`, and B is released;
/// - cancelled (also when the recognizer is cancelled): the cancel edges of the appearance
///   machine, A `viewWillDisappear`, A `viewDidDisappear`, B `viewWillAppear`,
///   B `viewIsAppearing`, B `viewDidAppear`; B goes back on the stack and gets
///   `didMove(toParent:)` with the navigation controller, the compensating half of the
///   `willMove(toParent: nil)` it got at the start (no source records this; a pair keeps
///   containment calls balanced). The delegate gets no `didShow`.
extension UINavigationController {
    /// The recognizer, made on first use with its default delegate and attached to the view
    /// when the view is loaded.
    var interactivePopMechanism: UIScreenEdgePanGestureRecognizer {
        if let recognizer = storedInteractivePop { return recognizer }
        let recognizer = UIScreenEdgePanGestureRecognizer(target: nil, action: nil)
        let policy = InteractivePopPolicy(navigation: self)
        interactivePopPolicy = policy
        recognizer.delegate = policy
        recognizer.frameworkGate = { [handle = self.handle] _ in handle.controller(as: UINavigationController.self)?.interactivePopRefusal() }
        recognizer.addHandler { [handle = self.handle] recognizer in handle.controller(as: UINavigationController.self)?.interactivePopGestureChanged(recognizer) }
        storedInteractivePop = recognizer
        if let view = storedView { attachInteractivePop(to: view) }
        return recognizer
    }

    /// Puts the recognizer on the navigation controller's view (once), at the leading edge.
    func attachInteractivePop(to container: UIView) {
        let recognizer = interactivePopMechanism
        recognizer.edges = container.isRightToLeft ? .right : .left
        if recognizer.storedView !== container, recognizer.storedView == nil {
            container.addGestureRecognizer(recognizer)
        }
    }

    /// Why an edge swipe cannot start a pop now, or nil. Checked by the gesture engine before
    /// the recognizer begins, whatever its delegate answered.
    func interactivePopRefusal() -> String? {
        if isTransitioning {
            return "\(traceName) is in the middle of a transition; wait for it to end before swiping back."
        }
        guard stack.count >= 2 else {
            return "\(traceName) shows its root view controller \(stack.first?.traceName ?? "(none)"); there is nothing to swipe back to."
        }
        guard containerVisibility == .onScreen else {
            return "\(traceName) is not on screen; nothing was swiped."
        }
        return nil
    }

    /// How far the finger has dragged the top view across, from 0 to 1.
    private func interactivePopProgress(_ recognizer: UIGestureRecognizer) -> CGFloat {
        guard let pan = recognizer as? UIPanGestureRecognizer, let view = storedView, view.bounds.width > 0 else { return 0 }
        let dx = pan.translation(in: view).x
        let across = (recognizer as? UIScreenEdgePanGestureRecognizer)?.edges.contains(.right) == true ? -dx : dx
        return min(max(across / view.bounds.width, 0), 1)
    }

    /// The recognizer's actions: it began (the pop starts), changed (the transition follows
    /// the finger), ended (finish or cancel by how far it went) or was cancelled.
    private func interactivePopGestureChanged(_ recognizer: UIGestureRecognizer) {
        switch recognizer.state {
        case .began:
            beginInteractivePop()
        case .ended, .cancelled:
            guard let record = interactivePopTransition else { return }
            interactivePopTransition = nil
            guard transition === record else { return }
            let progress = interactivePopProgress(recognizer)
            let finishing = recognizer.state == .ended && progress > 0.5
            finishInteraction(of: record, finishing: finishing, progress: progress)
        default:
            break
        }
    }

    /// Starts the interactive pop: the top controller leaves, the one below comes in, and the
    /// transition waits for the finger to lift.
    private func beginInteractivePop() {
        guard interactivePopRefusal() == nil else { return }
        let cause = (runtime.causes.last ?? nil) ?? "edge swipe"
        runtime.withCause(cause) {
            let leaving = stack.removeLast()
            beginRelease(of: leaving)
            pendingDepartures.append(leaving)
            let revealed = loadTopView()
            let record = NavigationTransition(from: leaving, to: revealed, animated: true, interactive: true, cause: cause)
            transition = record
            interactivePopTransition = record
            interactivePopCount += 1
            if leaving.appearance == .appeared || leaving.appearance == .appearing {
                leaving.beginAppearance(false, animated: true)
            }
            // A controller that a `.currentContext` presentation covers stays off the screen:
            // it does not appear when the pop reveals it (as in a programmatic pop).
            if let revealed, !revealed.isCoveredByContextPresentation {
                revealed.beginAppearance(true, animated: true)
            }
            if let revealed {
                notifyWillShow(revealed, animated: true)
                install(revealed, below: leaving)
            }
            shown = revealed
            record.coordinator.runAnimations()
        }
    }

    /// The finger lifted (or the gesture was cancelled): the transition is no longer
    /// interactive, and the rest of the animation finishes or cancels the pop.
    private func finishInteraction(of record: NavigationTransition, finishing: Bool, progress: CGFloat) {
        record.coordinator.isInteractive = false
        let remaining = UINavigationController.transitionDuration * Double(finishing ? 1 - progress : progress)
        runtime.runLoop.schedule(after: remaining, settles: true) { [handle = self.handle] in
            guard let self = handle.controller(as: UINavigationController.self), self.transition === record else { return }
            if !finishing, let revealed = record.to, self.stack.last === revealed {
                self.cancelInteractivePop(record)
            } else {
                self.completeTransition(record)
            }
        }
    }

    func cancelInteractivePop(_ record: NavigationTransition) {
        guard let leaving = record.from else {
            completeTransition(record)
            return
        }
        runtime.withCause(record.cause) {
            record.coordinator.isCancelled = true
            let revealed = record.to
            pendingDepartures.removeAll(identicalTo: leaving)
            stack.append(leaving)
            if let revealed {
                if revealed.appearance == .appearing || revealed.appearance == .appeared {
                    revealed.beginAppearance(false, animated: true)
                }
                takeOutOfContainer(revealed)
                if revealed.appearance == .disappearing { revealed.endAppearance() }
            }
            if leaving.appearance == .disappearing || leaving.appearance == .disappeared,
               !leaving.isCoveredByContextPresentation {
                leaving.beginAppearance(true, animated: true)
            }
            if leaving.appearance == .appearing { leaving.endAppearance() }
            shown = leaving
            deliverContainment(leaving, .didMoveToParent, self) { leaving.didMove(toParent: self) }
            leaving.movingFromParent = false
            transition = nil
            record.coordinator.complete()
            settleBookkeeping()
        }
        continueAfterTransition()
    }
}

/// The navigation controller's own delegate of its interactive pop recognizer (UIKit has a
/// private one in the same place, References §32): the recognizer sees only touches that
/// start at its edge, and does not begin while the navigation bar is hidden or the top
/// controller shows a left bar button item in place of the back button. Apps that replace
/// it take these decisions themselves.
@MainActor
final class InteractivePopPolicy: NSObject, FrameworkGestureDelegate {
    @Handled var navigation: UINavigationController?

    init(navigation: UINavigationController) {
        _navigation = Handled(wrappedValue: navigation)
    }

    func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        refusal(toBegin: gestureRecognizer) == nil
    }

    func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer, shouldReceive touch: UITouch) -> Bool {
        guard let edge = gestureRecognizer as? UIScreenEdgePanGestureRecognizer else { return true }
        return edge.isNearItsEdges(touch)
    }

    func refusal(toBegin recognizer: UIGestureRecognizer) -> String? {
        guard let navigation else { return nil }
        if navigation.navigationBarHidden {
            return "the navigation bar of \(navigation.traceName) is hidden (isNavigationBarHidden), and the recognizer's own delegate does not let the edge swipe begin then; show the bar, or give interactivePopGestureRecognizer a delegate that allows it"
        }
        if let top = navigation.stack.last, let item = top.chrome?.navigationItem,
           !(item.leftBarButtonItems ?? []).isEmpty, !item.leftItemsSupplementBackButton {
            return "\(top.traceName) shows a left bar button item in place of the back button, and the recognizer's own delegate does not let the edge swipe begin then; set leftItemsSupplementBackButton, or give interactivePopGestureRecognizer a delegate that allows it"
        }
        return nil
    }
}
