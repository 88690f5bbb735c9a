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
            UIView.animate(withDuration: transitionDuration(using: transitionContext), animations: {
                view.alpha = 0
            }, completion: { _ in
                transitionContext.completeTransition(true)
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
}
