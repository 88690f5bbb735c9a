import HeadlessCore
import Foundation

/// Custom presentations and dismissals whose animator calls `completeTransition(false)`, as it
/// does when the interaction driving it was cancelled (References §57.6).
///
/// A cancelled presentation is undone: the arriving controller, which heard
/// `viewWillAppear(_:)`, hears `viewWillDisappear(_:)` and `viewDidDisappear(_:)`; its view and
/// the container leave the window; a presenter that began to disappear appears again; the
/// presentation controller hears `presentationTransitionDidEnd(false)`, the coordinator's
/// completion blocks run with `isCancelled`, and the completion handler of `present` is not
/// called. A cancelled dismissal leaves the controller presented: it appears again
/// (`viewWillAppear`, `viewDidAppear`), a presenter that came back leaves the screen again,
/// the presentation controller hears `dismissalTransitionDidEnd(false)`, and the completion
/// handler of `dismiss` is not called.
extension UIViewController {
    func cancelPresentation(cause: TraceCause) {
        guard beingPresented, let presentation = storedPresentationController else { return }
        runtime.withCause(cause) {
            if appearance == .appearing { beginAppearance(false, animated: true) }
            if appearance == .disappearing { endAppearance() }
            let presenter = presentation.storedPresenting
            if presentation.removesPresenter, let presenter, presenter.appearance == .disappearing {
                presenter.beginAppearance(true, animated: true)
                if presenter.appearance == .appearing { presenter.endAppearance() }
            }
            storedView?.removeFromSuperviewMechanism(notingDeparture: false)
            presentation.transitionView?.removeFromSuperviewMechanism(notingDeparture: false)
            if let presenter, presenter.storedPresentedViewController === self {
                presenter.storedPresentedViewController = nil
            }
            storedPresentingViewController = nil
            beingPresented = false
            presentation.storedPresenting = nil
            presentation.transitionView = nil
            presentation.contextContainer = nil
            presentation.pendingCompletion = nil
            presentation.presentationTransitionDidEnd(false)
            let coordinator = presentation.coordinator
            presentation.coordinator = nil
            coordinator?.isCancelled = true
            coordinator?.complete()
        }
    }

    func cancelDismissal() {
        guard let presentation = storedPresentationController, let dismissal = presentation.dismissal else { return }
        presentation.dismissal = nil
        runtime.withCause(dismissal.cause) {
            let presenter = dismissal.presenter
            if dismissal.restoresPresenter, let presenterView = presenter.storedView, let superview = presenterView.storedSuperview {
                if presenter.appearance == .appearing { presenter.beginAppearance(false, animated: true) }
                let index = superview.storedSubviews.firstIndex(identicalTo: presenterView) ?? 0
                presentation.removedPresenterView = UIPresentationController.RemovedView(superview: superview, index: index)
                presenterView.removeFromSuperviewMechanism(notingDeparture: false)
                if presenter.appearance == .disappearing { presenter.endAppearance() }
            }
            for controller in dismissal.chain where controller.appearance == .disappearing {
                controller.beginAppearance(true, animated: controller === dismissal.chain.last)
            }
            for controller in dismissal.chain where controller.appearance == .appearing {
                controller.endAppearance()
            }
            for controller in dismissal.chain { controller.beingDismissed = false }
            presentation.dismissalTransitionDidEnd(false)
            let coordinator = presentation.coordinator
            presentation.coordinator = nil
            coordinator?.isCancelled = true
            coordinator?.complete()
        }
    }
}
