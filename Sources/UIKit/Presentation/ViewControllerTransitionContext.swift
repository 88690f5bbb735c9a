import HeadlessCore
import Foundation

/// The context UIKit hands a custom transition's animator (``UIViewControllerContextTransitioning``):
/// the container, the two controllers, the views the animator moves and their frames. The
/// transition ends when the animator calls ``completeTransition(_:)``, in virtual time like
/// the animations it ran; the end runs once.
@MainActor
final class ViewControllerTransitionContext: NSObject, UIViewControllerContextTransitioning {
    let containerView: UIView
    let isAnimated: Bool
    let presentationStyle: UIModalPresentationStyle
    private(set) var transitionWasCancelled = false
    private var isInteractiveNow = false
    var isInteractive: Bool { isInteractiveNow }
    var targetTransform: CGAffineTransform { .identity }
    /// The animator of the transition, for an interaction controller that drives it
    /// (``UIPercentDrivenInteractiveTransition``); released when the transition ends.
    var animator: (any UIViewControllerAnimatedTransitioning)?
    /// The coordinator of the transition, told of the interaction's progress.
    weak var coordinator: TransitionCoordinator?
    /// What runs once the transition ended, after UIKit's own end.
    private var endHandlers: [@MainActor () -> Void] = []

    /// Adds work to run once the transition ended.
    func onEnd(_ handler: @escaping @MainActor () -> Void) {
        endHandlers.append(handler)
    }

    private weak var from: UIViewController?
    private weak var to: UIViewController?
    private let fromView: UIView?
    private let toView: UIView?
    private let fromInitialFrame: CGRect
    private let toFinalFrame: CGRect
    /// What ends the transition in UIKit's state (the presentation's or dismissal's end), with
    /// whether it completed; nil once run.
    private var onComplete: ((Bool) -> Void)?

    init(container: UIView, style: UIModalPresentationStyle, animated: Bool,
         from: UIViewController, fromView: UIView?, fromInitialFrame: CGRect,
         to: UIViewController, toView: UIView?, toFinalFrame: CGRect, onComplete: @escaping (Bool) -> Void) {
        containerView = container
        presentationStyle = style
        isAnimated = animated
        self.from = from
        self.to = to
        self.fromView = fromView
        self.toView = toView
        self.fromInitialFrame = fromInitialFrame
        self.toFinalFrame = toFinalFrame
        self.onComplete = onComplete
    }

    func viewController(forKey key: UITransitionContextViewControllerKey) -> UIViewController? {
        key == .from ? from : key == .to ? to : nil
    }

    func view(forKey key: UITransitionContextViewKey) -> UIView? {
        key == .from ? fromView : key == .to ? toView : nil
    }

    func initialFrame(for vc: UIViewController) -> CGRect {
        vc === from ? fromInitialFrame : .zero
    }

    func finalFrame(for vc: UIViewController) -> CGRect {
        vc === to ? toFinalFrame : .zero
    }

    /// Starts the transition driven by an interaction controller (References §57.6).
    func beginInteraction() {
        isInteractiveNow = true
        coordinator?.isInteractive = true
    }

    func updateInteractiveTransition(_ percentComplete: CGFloat) {
        guard onComplete != nil else { return }
        let bounded = percentComplete.isFinite ? min(1, max(0, percentComplete)) : 0
        coordinator?.percentComplete = bounded
        if !isInteractiveNow { beginInteraction() }
    }

    func pauseInteractiveTransition() {
        guard onComplete != nil, !isInteractiveNow else { return }
        beginInteraction()
    }

    func finishInteractiveTransition() {
        guard onComplete != nil else { return }
        isInteractiveNow = false
        coordinator?.isInteractive = false
    }

    func cancelInteractiveTransition() {
        guard onComplete != nil else { return }
        transitionWasCancelled = true
        coordinator?.isCancelled = true
        isInteractiveNow = false
        coordinator?.isInteractive = false
    }

    func completeTransition(_ didComplete: Bool) {
        guard let onComplete else {
            HeadlessRuntime.current.report(.warning, .presentationTransitionCompletedTwice,
                                           "completeTransition(_:) was called again on the context of a transition to \(to?.traceName ?? "a released controller"), which had already ended; the call does nothing. Call it once, at the end of the animations.")
            return
        }
        self.onComplete = nil
        animator = nil
        onComplete(didComplete)
        let handlers = endHandlers
        endHandlers.removeAll()
        for handler in handlers { handler() }
    }
}
