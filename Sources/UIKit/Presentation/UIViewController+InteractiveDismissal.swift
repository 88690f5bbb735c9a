import HeadlessCore
import Foundation

/// The swipe-down dismissal of a sheet (References §5.2), driven by the device's
/// `swipe-down`.
///
/// When the presented controller, or any controller visible inside it, has
/// ``UIViewController/isModalInPresentation``, or the delegate's
/// `presentationControllerShouldDismiss(_:)` returns false, the sheet stays and the delegate
/// gets `presentationControllerDidAttemptToDismiss(_:)`. Otherwise the delegate gets
/// `presentationControllerWillDismiss(_:)` (chosen to come first, before the sheet's
/// `viewWillDisappear(true)`: the references do not order them), the sheet is dismissed as
/// by an animated `dismiss`, and after its `viewDidDisappear(true)` the delegate gets
/// `presentationControllerDidDismiss(_:)`. A cancelled swipe gives the sheet
/// `viewWillDisappear(true)`, then, when the finger lifts, `viewWillAppear(true)`,
/// `viewIsAppearing(true)` and `viewDidAppear(true)`, and the delegate no `didDismiss`.
extension UIViewController {
    /// Starts a swipe-down on this presented sheet; returns why it cannot start, or nil.
    func beginInteractiveDismissal(cancelling: Bool) -> String? {
        guard let presentation = storedPresentationController, storedPresentingViewController != nil else {
            return "\(traceName) is not presented; there is no sheet to swipe down."
        }
        guard presentation.shownStyle.isSheet else {
            return "\(traceName) is presented with style .\(presentation.shownStyle); only sheets (.pageSheet, .formSheet, .automatic) can be swiped down. Call dismiss(animated:completion:) instead."
        }
        if beingPresented || beingDismissed {
            return "\(traceName) is in the middle of a presentation or dismissal; wait for it to end before swiping down."
        }
        beginUserDismissal(cause: cancelling ? "swipe-down cancel" : "swipe-down", cancelling: cancelling)
        return nil
    }

    /// A tap outside this popover, away from its passthrough views: the same questions and
    /// answers as a swipe down, without the chance to cancel (References §35).
    func dismissPopoverForTapOutside() {
        guard let presentation = storedPresentationController, presentation.shownStyle == .popover,
              storedPresentingViewController != nil, !beingPresented, !beingDismissed else { return }
        beginUserDismissal(cause: "tap outside the popover", cancelling: false)
    }

    /// A dismissal the user started: asks the delegate (and ``isModalInPresentation``), then
    /// dismisses as an animated `dismiss` does, telling the delegate before and after; or,
    /// `cancelling`, starts and undoes it.
    private func beginUserDismissal(cause: TraceCause, cancelling: Bool) {
        guard let presenter = storedPresentingViewController, let presentation = storedPresentationController else { return }
        runtime.withCause(cause) {
            let delegate = presentation.delegate
            let modal = visibleSubtree.contains { $0.isModalInPresentation }
            let allowed = !modal && (delegate.map { delegate in
                runtime.ask(delegate, .presentationShouldDismiss, [traceName], default: true) {
                    delegate.presentationControllerShouldDismiss(presentation)
                }
            } ?? true)
            guard allowed else {
                if let delegate {
                    runtime.deliver(toDelegate: delegate, .presentationDidAttemptToDismiss, [traceName]) {
                        delegate.presentationControllerDidAttemptToDismiss(presentation)
                    }
                }
                return
            }
            if let delegate {
                runtime.deliver(toDelegate: delegate, .presentationWillDismiss, [traceName]) {
                    delegate.presentationControllerWillDismiss(presentation)
                }
            }
            if cancelling {
                beginCancelledDismissal(presentation, cause: cause)
            } else {
                let name = traceName
                let runtime = self.runtime
                beginDismissal(of: presentationChain, by: presenter, animated: true, interactive: true, completion: nil,
                               cause: cause) { [weak presentation] in
                    guard let presentation, let delegate = presentation.delegate else { return }
                    runtime.deliver(toDelegate: delegate, .presentationDidDismiss, [name]) {
                        delegate.presentationControllerDidDismiss(presentation)
                    }
                }
            }
        }
    }

    private func beginCancelledDismissal(_ presentation: UIPresentationController, cause: TraceCause) {
        beingDismissed = true
        let coordinator = TransitionCoordinator(duration: Self.modalTransitionDuration)
        coordinator.isInteractive = true
        presentation.coordinator = coordinator
        if appearance == .appeared || appearance == .appearing { beginAppearance(false, animated: true) }
        coordinator.runAnimations()
        afterTransition(animated: true) { [handle = self.handle] in
            guard let self = handle.object else { return }
            self.runtime.withCause(cause) {
                coordinator.isCancelled = true
                if self.appearance == .disappearing { self.beginAppearance(true, animated: true) }
                if self.appearance == .appearing { self.endAppearance() }
                self.beingDismissed = false
                presentation.coordinator = nil
                coordinator.complete()
            }
        }
    }
}
