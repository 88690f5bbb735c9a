// Core Animation and transition code as Hero writes it, compiled with `import UIKit` alone in
// Swift 6 mode (CompatibilityTests) and Swift 5 mode (CompatibilitySwift5Tests links this same
// file). References §57.
import UIKit

extension CALayer {
    /// Copies of the running animations, by key (Hero's `CALayer.animations`).
    var animationCopies: [(String, CAAnimation)] {
        (animationKeys() ?? []).compactMap { key in
            (animation(forKey: key)?.copy() as? CAAnimation).map { (key, $0) }
        }
    }

    /// The transform from this layer to an ancestor, walking up with `!=` (Hero's
    /// `flatTransformTo(layer:)`).
    func flatTransform(to ancestor: CALayer) -> CATransform3D {
        var layer = self
        var transform = layer.transform
        while let superlayer = layer.superlayer, superlayer != ancestor {
            transform = CATransform3DConcat(superlayer.transform, transform)
            layer = superlayer
        }
        return transform
    }
}

/// A snapshot's state read and written by key path, with the content filters and crop Hero
/// copies from the source view.
@MainActor func copyLayerState(from source: UIView, to snapshot: UIView) -> CGSize? {
    snapshot.layer.setValue(source.layer.value(forKeyPath: "opacity"), forKeyPath: "opacity")
    snapshot.layer.setValue(NSValue(cgPoint: CGPoint(x: 5, y: 6)), forKeyPath: "position")
    snapshot.layer.contentsRect = source.layer.contentsRect
    snapshot.layer.magnificationFilter = source.layer.magnificationFilter
    snapshot.layer.minificationFilter = .trilinear
    snapshot.layer.minificationFilterBias = source.layer.minificationFilterBias
    snapshot.layer.allowsGroupOpacity = false
    snapshot.isOpaque = source.isOpaque
    return snapshot.layer.value(forKeyPath: "bounds.size") as? CGSize
}

/// A runner ticking with the display, through a selector (Hero's `HeroProgressRunner`).
final class ProgressRunner {
    private var displayLink: CADisplayLink?
    private(set) var ticks = 0

    func tick(_ link: CADisplayLink) { ticks += 1 }

    func start() {
        displayLink = CADisplayLink(target: self, selector: Selector(("tick:")))
        displayLink?.add(to: .main, forMode: RunLoop.Mode.common)
    }

    func stop() {
        displayLink?.isPaused = true
        displayLink?.invalidate()
        displayLink = nil
    }
}

/// A navigation and tab delegate that animates its own transitions (Hero's
/// `HeroTransition`), and an animator that reads the coordinator's context.
final class FadeTransition: NSObject, UINavigationControllerDelegate, UITabBarControllerDelegate,
    UIViewControllerAnimatedTransitioning {
    private(set) var operations: [UINavigationController.Operation] = []

    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
        operations.append(operation)
        return self
    }

    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }

    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { self }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        guard let to = transitionContext.view(forKey: .to) else { return transitionContext.completeTransition(true) }
        to.alpha = 0
        transitionContext.containerView.addSubview(to)
        UIView.animate(withDuration: 0.3, animations: { to.alpha = 1 }, completion: { _ in
            transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
        })
    }
}

/// What a controller learns of the transition it is part of.
@MainActor func describeTransition(of controller: UIViewController) -> String? {
    guard let coordinator = controller.transitionCoordinator else { return nil }
    let from = coordinator.viewController(forKey: .from).map { String(describing: type(of: $0)) } ?? "nil"
    return "\(coordinator.presentationStyle.rawValue) from \(from) in \(coordinator.containerView.bounds.size)"
        + (coordinator.initiallyInteractive ? ", interactive" : "")
}

/// A swipe-down interaction that drives a dismissal by the finger's progress, as apps subclass
/// `UIPercentDrivenInteractiveTransition` for it.
final class SwipeDownInteraction: UIPercentDrivenInteractiveTransition {
    private(set) var isActive = false
    weak var controller: UIViewController?

    func attach(to controller: UIViewController) {
        self.controller = controller
        let pan = UIPanGestureRecognizer()
        pan.addTarget(self, action: Selector(("handle:")))
        controller.view.addGestureRecognizer(pan)
    }

    func handle(_ pan: UIPanGestureRecognizer) {
        guard let view = pan.view else { return }
        let progress = min(1, max(0, pan.translation(in: view).y / max(1, view.bounds.height)))
        switch pan.state {
        case .began:
            isActive = true
            controller?.dismiss(animated: true)
        case .changed:
            update(progress)
        case .ended:
            isActive = false
            completionSpeed = 0.8
            if progress > 0.4 || pan.velocity(in: view).y > 800 { finish() } else { cancel() }
        default:
            isActive = false
            cancel()
        }
    }
}
