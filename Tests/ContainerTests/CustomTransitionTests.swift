import Testing
import UIKitTesting
import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// An animator that slides the presented view up from the bottom of the container, or fades
/// the dismissed one out, over half a second, as apps write them.
private final class SlideAnimator: NSObject, UIViewControllerAnimatedTransitioning {
    let presenting: Bool
    var ended: [Bool] = []
    var completesTwice = false
    init(presenting: Bool) { self.presenting = presenting }

    func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.5 }

    func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
        let container = transitionContext.containerView
        if presenting, let view = transitionContext.view(forKey: .to), let controller = transitionContext.viewController(forKey: .to) {
            let final = transitionContext.finalFrame(for: controller)
            view.frame = final.offsetBy(dx: 0, dy: container.bounds.height)
            container.addSubview(view)
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
                view.frame = final
            }, completion: { _ in
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                if self.completesTwice { transitionContext.completeTransition(true) }
            })
        } else if let view = transitionContext.view(forKey: .from) {
            UIView.animate(withDuration: transitionDuration(using: transitionContext), delay: 0, options: [.curveLinear], animations: {
                view.alpha = 0
            }, completion: { _ in
                // As animators do: a cancelled dismissal puts the view back as it was.
                if transitionContext.transitionWasCancelled { view.alpha = 1 }
                transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
            })
        }
    }

    func animationEnded(_ transitionCompleted: Bool) { ended.append(transitionCompleted) }
}

private final class SlideTransitions: NSObject, UIViewControllerTransitioningDelegate {
    let presentation = SlideAnimator(presenting: true)
    let dismissal = SlideAnimator(presenting: false)

    func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                             source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { presentation }

    func animationController(forDismissed dismissed: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { dismissal }

    /// The interaction controller of the next transitions, when they are to be interactive.
    var interaction: UIPercentDrivenInteractiveTransition?

    func interactionControllerForPresentation(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }

    func interactionControllerForDismissal(using animator: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { interaction }
}

/// Custom view controller transitions through `transitioningDelegate`, in virtual time.
@MainActor
@Suite(.freshRuntime) struct CustomTransitionTests {
    private var runLoop: MainRunLoop { HeadlessRuntime.current.runLoop }

    /// The animator adds and animates the presented view; the presentation ends (its
    /// viewDidAppear, its completion handler) when the animator completes it, after the
    /// animation's virtual half second.
    @Test func thePresentationEndsWhenTheAnimatorCompletesIt() throws {
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController()
        b.modalPresentationStyle = .fullScreen
        let transitions = SlideTransitions()
        b.transitioningDelegate = transitions
        var completed = false
        a.present(b, animated: true) { completed = true }
        let container = try #require(b.presentationController?.containerView)
        #expect(b.view.superview === container && container.window === window)
        #expect(b.view.frame == window.bounds, "the model takes the final frame at once")
        runLoop.advance(by: 0.25)
        #expect(b.isBeingPresented && !completed)
        #expect(b.view.layer.presentation()?.frame.minY == window.bounds.height / 2, "half-way up")
        runLoop.advance(by: 0.25)
        #expect(!b.isBeingPresented && completed)
        #expect(transitions.presentation.ended == [true])
        #expect(a.viewIfLoaded?.window == nil, "a full-screen presentation takes the presenter's view off the screen")
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    @Test func theDismissalEndsWhenTheAnimatorCompletesIt() throws {
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController()
        let transitions = SlideTransitions()
        b.transitioningDelegate = transitions
        a.present(b, animated: true)
        runLoop.runUntilIdle()
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        runLoop.advance(by: 0.1)
        #expect(b.isBeingDismissed && !dismissed && b.view.window === window)
        runLoop.advance(by: 0.4)
        #expect(dismissed && b.viewIfLoaded?.window == nil && a.presentedViewController == nil)
        #expect(transitions.dismissal.ended == [true])
        #expect(window.subviews.count == 1)
    }

    /// An animator that never completes leaves the presentation in flight, as on iOS.
    @Test func withoutCompleteTransitionThePresentationStaysInFlight() {
        final class SilentAnimator: NSObject, UIViewControllerAnimatedTransitioning {
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.3 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                transitionContext.containerView.addSubview(transitionContext.view(forKey: .to)!)
            }
        }
        final class Delegate: NSObject, UIViewControllerTransitioningDelegate {
            let animator = SilentAnimator()
            func animationController(forPresented presented: UIViewController, presenting: UIViewController,
                                     source: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { animator }
        }
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController()
        let delegate = Delegate()
        b.transitioningDelegate = delegate
        a.present(b, animated: true)
        runLoop.advance(by: 5)
        #expect(b.isBeingPresented)
        withExtendedLifetime(window) {}
    }

    /// A second completeTransition is reported and does nothing; a delegate without an
    /// animator keeps UIKit's own transition.
    @Test func completingTwiceIsReportedAndNoAnimatorKeepsUIKits() {
        let a = AViewController()
        let window = showInWindow(a)
        defer { withExtendedLifetime(window) {} }
        let b = BViewController()
        let transitions = SlideTransitions()
        transitions.presentation.completesTwice = true
        b.transitioningDelegate = transitions
        a.present(b, animated: true)
        runLoop.runUntilIdle()
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.code) == [.presentationTransitionCompletedTwice])
        final class Plain: NSObject, UIViewControllerTransitioningDelegate {}
        let c = BViewController()
        let plain = Plain()
        c.transitioningDelegate = plain
        b.present(c, animated: true)
        runLoop.runUntilIdle()
        #expect(c.view.window != nil && !c.isBeingPresented)
    }

    // MARK: Interactive transitions (References §57.6)

    /// A percent-driven presentation stands where the interaction puts it, does not move on
    /// while virtual time passes, and runs the rest at `finish()`, completing then.
    @Test func anInteractivePresentationFollowsItsInteractionAndFinishes() throws {
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController()
        b.modalPresentationStyle = .fullScreen
        let transitions = SlideTransitions()
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.interaction = interaction
        b.transitioningDelegate = transitions
        var completed = false
        a.present(b, animated: true) { completed = true }
        let coordinator = try #require(b.transitionCoordinator)
        #expect(coordinator.initiallyInteractive && coordinator.isInteractive)
        #expect(interaction.duration == 0.5)
        runLoop.runUntilIdle()
        interaction.update(0.5)
        #expect(b.view.layer.presentation()?.frame.minY == window.bounds.height / 2, "half-way up")
        runLoop.advance(by: 2)
        #expect(b.isBeingPresented && !completed, "an interaction holds the transition")
        #expect(b.view.layer.presentation()?.frame.minY == window.bounds.height / 2)
        var interactionEnded = false
        coordinator.notifyWhenInteractionChanges { context in interactionEnded = !context.isInteractive }
        interaction.finish()
        #expect(interactionEnded && coordinator.percentComplete == 0.5)
        runLoop.advance(by: 0.2)
        #expect(b.isBeingPresented)
        runLoop.advance(by: 0.1)
        #expect(!b.isBeingPresented && completed && transitions.presentation.ended == [true])
        #expect(b.view.frame == window.bounds && b.view.superview?.layer.speed == 1, "the container's timing is back")
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    /// A cancelled interactive dismissal runs back and leaves the controller presented: it
    /// appears again, the completion handler is not called, the animator hears false.
    @Test func aCancelledInteractiveDismissalLeavesTheControllerPresented() throws {
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController()
        let transitions = SlideTransitions()
        b.transitioningDelegate = transitions
        a.present(b, animated: true)
        runLoop.runUntilIdle()
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.interaction = interaction
        let recorder = HeadlessRuntime.current.attach()
        var dismissed = false
        b.dismiss(animated: true) { dismissed = true }
        runLoop.runUntilIdle()
        interaction.update(0.4)
        #expect(abs(Double(b.view.layer.presentation()?.opacity ?? 0) - 0.6) < 0.001)
        interaction.cancel()
        runLoop.advance(by: 0.1)
        #expect(b.isBeingDismissed, "running back to the start")
        runLoop.advance(by: 0.2)
        #expect(!b.isBeingDismissed && !dismissed && a.presentedViewController === b && b.view.window === window)
        #expect(b.view.alpha == 1 && transitions.dismissal.ended == [false])
        #expect(lifecycle(recorder, of: ["BViewController"]) == [
            "BViewController.viewWillDisappear(true)", "BViewController.viewWillAppear(true)",
            "BViewController.viewDidAppear(true)",
        ])
        // Dismissed again without interaction, it goes.
        transitions.interaction = nil
        b.dismiss(animated: true) { dismissed = true }
        runLoop.runUntilIdle()
        #expect(dismissed && a.presentedViewController == nil)
    }

    /// A cancelled interactive presentation is undone: nothing stays presented and the
    /// completion handler is not called.
    @Test func aCancelledInteractivePresentationIsUndone() {
        let a = AViewController()
        let window = showInWindow(a)
        let b = BViewController()
        b.modalPresentationStyle = .fullScreen
        let transitions = SlideTransitions()
        let interaction = UIPercentDrivenInteractiveTransition()
        transitions.interaction = interaction
        b.transitioningDelegate = transitions
        var completed = false
        a.present(b, animated: true) { completed = true }
        runLoop.runUntilIdle()
        interaction.update(0.2)
        interaction.cancel()
        runLoop.runUntilIdle()
        #expect(!completed && !b.isBeingPresented && a.presentedViewController == nil)
        #expect(b.viewIfLoaded?.window == nil && a.view.window === window && window.subviews.count == 1)
        #expect(transitions.presentation.ended == [false])
        // It can be presented again.
        transitions.interaction = nil
        a.present(b, animated: true)
        runLoop.runUntilIdle()
        #expect(a.presentedViewController === b && b.view.window === window)
    }

    // MARK: Navigation animators (References §57.9)

    /// A navigation delegate's animator runs pushes and pops in virtual time; an interaction
    /// controller that cancels a pop leaves the stack as it was.
    @Test func aNavigationDelegatesAnimatorRunsPushesAndPops() throws {
        final class Fader: NSObject, UINavigationControllerDelegate, UIViewControllerAnimatedTransitioning {
            var operations: [UINavigationController.Operation] = []
            var interaction: UIPercentDrivenInteractiveTransition?
            func navigationController(_ navigationController: UINavigationController,
                                      animationControllerFor operation: UINavigationController.Operation,
                                      from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? {
                operations.append(operation)
                return self
            }
            func navigationController(_ navigationController: UINavigationController,
                                      interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
                -> (any UIViewControllerInteractiveTransitioning)? { interaction }
            func transitionDuration(using transitionContext: (any UIViewControllerContextTransitioning)?) -> TimeInterval { 0.4 }
            func animateTransition(using transitionContext: any UIViewControllerContextTransitioning) {
                guard let to = transitionContext.view(forKey: .to) else { return }
                transitionContext.containerView.addSubview(to)
                to.alpha = 0
                UIView.animate(withDuration: 0.4, delay: 0, options: [.curveLinear], animations: { to.alpha = 1 }, completion: { _ in
                    transitionContext.completeTransition(!transitionContext.transitionWasCancelled)
                })
            }
        }
        let a = AViewController(), b = BViewController()
        let navigation = UINavigationController(rootViewController: a)
        let fader = Fader()
        navigation.delegate = fader
        let window = showInWindow(navigation)
        navigation.pushViewController(b, animated: true)
        runLoop.advance(by: 0.2)
        #expect(fader.operations == [.push] && b.view.window === window)
        #expect(abs(Double(b.view.layer.presentation()?.opacity ?? 0) - 0.5) < 0.01, "half-way faded in")
        #expect(navigation.transitionCoordinator?.viewController(forKey: .to) === b)
        runLoop.advance(by: 0.2)
        #expect(navigation.transitionCoordinator == nil && navigation.topViewController === b)
        // An interactive pop, cancelled: b stays on top.
        let interaction = UIPercentDrivenInteractiveTransition()
        fader.interaction = interaction
        navigation.popViewController(animated: true)
        runLoop.advance(by: 0.1)
        #expect(fader.operations == [.push, .pop])
        interaction.update(0.5)
        interaction.cancel()
        runLoop.advance(by: 0.3)
        #expect(navigation.topViewController === b && navigation.viewControllers == [a, b])
        #expect(b.view.window === window && navigation.transitionCoordinator == nil)
        // Finished, the pop goes through.
        navigation.popViewController(animated: true)
        runLoop.advance(by: 0.1)
        interaction.update(0.5)
        interaction.finish()
        runLoop.advance(by: 0.3)
        #expect(navigation.viewControllers == [a] && a.view.window === window && b.viewIfLoaded?.window == nil)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }
}
