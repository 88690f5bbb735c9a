// A bottom card presented with a custom presentation controller, as PanModal does it: the
// controller wraps the presented view in a view of its own, dims what is behind it alongside
// the transition, follows the card's scroll view by key-value observing, and gives haptic
// feedback; compiled with `import UIKit` alone in Swift 6 mode (CompatibilityTests) and Swift 5
// mode (CompatibilitySwift5Tests links this same file). References §57.
import UIKit

/// The card: a scroll view of rows, deciding the status bar while it is presented.
final class CardViewController: UIViewController {
    let scrollView = UIScrollView()

    override var preferredStatusBarStyle: UIStatusBarStyle { .lightContent }

    override func viewDidLoad() {
        super.viewDidLoad()
        view.backgroundColor = .white
        scrollView.frame = view.bounds
        scrollView.autoresizingMask = [.flexibleWidth, .flexibleHeight]
        scrollView.contentSize = CGSize(width: 320, height: 2000)
        view.addSubview(scrollView)
    }
}

/// The presentation controller: a dimming view and a wrapper around the presented view in
/// the container, the wrapper in the lower two thirds of the screen.
final class CardPresentationController: UIPresentationController {
    let dimmingView = UIView()
    let wrapperView = UIView()
    let pan = UIPanGestureRecognizer()
    private var offsetObservation: NSKeyValueObservation?
    /// The card's scroll offsets the observation saw, with the offset before each.
    private(set) var offsetChanges: [(old: CGFloat, new: CGFloat)] = []

    override var presentedView: UIView { wrapperView }

    override var frameOfPresentedViewInContainerView: CGRect {
        let bounds = containerView?.bounds ?? .zero
        return CGRect(x: 0, y: bounds.height / 3, width: bounds.width, height: bounds.height * 2 / 3)
    }

    override func presentationTransitionWillBegin() {
        guard let containerView else { return }
        dimmingView.frame = containerView.bounds
        dimmingView.backgroundColor = UIColor.black.withAlphaComponent(0.7)
        dimmingView.alpha = 0
        containerView.addSubview(dimmingView)
        wrapperView.frame = frameOfPresentedViewInContainerView
        presentedViewController.view.frame = wrapperView.bounds
        wrapperView.addSubview(presentedViewController.view)
        containerView.addSubview(wrapperView)
        containerView.addGestureRecognizer(pan)
        if let card = presentedViewController as? CardViewController { observe(card.scrollView) }
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 1
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 1
            self?.presentedViewController.setNeedsStatusBarAppearanceUpdate()
        })
    }

    override func dismissalTransitionWillBegin() {
        guard let coordinator = presentedViewController.transitionCoordinator else {
            dimmingView.alpha = 0
            return
        }
        coordinator.animate(alongsideTransition: { [weak self] _ in
            self?.dimmingView.alpha = 0
            self?.presentingViewController.setNeedsStatusBarAppearanceUpdate()
        })
    }

    override func dismissalTransitionDidEnd(_ completed: Bool) {
        if completed { offsetObservation?.invalidate() }
    }

    func observe(_ scrollView: UIScrollView) {
        offsetObservation?.invalidate()
        offsetObservation = scrollView.observe(\.contentOffset, options: .old) { [weak self] scrollView, change in
            MainActor.assumeIsolated {
                self?.offsetChanges.append((old: change.oldValue?.y ?? -1, new: scrollView.contentOffset.y))
            }
        }
    }

    /// Stops the card's own scrolling while the card itself is dragged (PanModal's trick).
    func holdScrolling(_ scrollView: UIScrollView) {
        scrollView.panGestureRecognizer.isEnabled = false
    }
}

/// Slides the wrapper up from below the screen, or down out of it, with a selection tick.
final class CardAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    private var feedback: UISelectionFeedbackGenerator?

    init(presenting: Bool) {
        self.presenting = presenting
        super.init()
        if presenting {
            feedback = UISelectionFeedbackGenerator()
            feedback?.prepare()
        }
    }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting {
            guard let card = transitionContext.viewController(forKey: .to) else { return }
            let panel = card.presentationController?.presentedView ?? container
            let final = transitionContext.finalFrame(for: card)
            panel.frame = final
            panel.frame.origin.y = container.frame.height
            feedback?.selectionChanged()
            UIView.animate(withDuration: 0.4, delay: 0, usingSpringWithDamping: 1, initialSpringVelocity: 0,
                           options: [.curveEaseInOut], animations: { panel.frame.origin.y = final.minY },
                           completion: { [weak self] finished in
                               transitionContext.completeTransition(finished)
                               self?.feedback = nil
                           })
        } else {
            guard let card = transitionContext.viewController(forKey: .from) else { return }
            let panel = card.presentationController?.presentedView ?? container
            UIView.animate(withDuration: 0.4, animations: { panel.frame.origin.y = container.frame.height },
                           completion: { finished in transitionContext.completeTransition(finished) })
        }
    }
}

/// The delegate that gives the presentation controller and the animators.
final class CardTransitioning: NSObject, UIViewControllerTransitioningDelegate {
    func presentationController(forPresented presented: UIViewController, presenting: UIViewController?,
                                source: UIViewController) -> UIPresentationController? {
        CardPresentationController(presentedViewController: presented, presenting: presenting)
    }

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: true)
    }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        CardAnimator(presenting: false)
    }
}

extension UIViewController {
    /// Presents a card the way PanModal's `presentPanModal` does.
    func presentCard(_ card: UIViewController, transitioning: CardTransitioning) {
        card.modalPresentationStyle = .custom
        card.modalPresentationCapturesStatusBarAppearance = true
        card.transitioningDelegate = transitioning
        present(card, animated: true)
    }
}

/// The card's other habits: the shared application reached by key-value coding, VoiceOver's
/// state, impact and outcome feedback.
@MainActor func cardEnvironment() -> (hasRoot: Bool, voiceOver: Bool) {
    let application = UIApplication.value(forKeyPath: "shared") as? UIApplication
    UIImpactFeedbackGenerator(style: .light).impactOccurred(intensity: 0.5)
    UINotificationFeedbackGenerator().notificationOccurred(.success)
    return (application?.keyWindow?.rootViewController != nil, UIAccessibility.isVoiceOverRunning)
}
