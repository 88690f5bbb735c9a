import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// setViewControllers, nested transitions and the errors UIKit raises for a navigation stack
/// (References §4.5).
@MainActor
@Suite(.freshRuntime) struct NavigationStackTests {
    /// A new top that was not in the stack arrives as a push; removed controllers get the containment pair and go.
    @Test func setViewControllersWithNewTopIsAPush() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window, recorder) = showNavigationThenTrace()
        do {
            let b = BViewController(), c = CViewController()
            nav.setViewControllers([b, c], animated: true)
            #expect(same(nav.viewControllers, [b, c]))
        }
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "CViewController"]) == [
            "AViewController.willMove(toParent: nil)",
            "BViewController.willMove(toParent: UINavigationController#1)",
            "CViewController.willMove(toParent: UINavigationController#1)",
            "CViewController.viewDidLoad()",
            "AViewController.viewWillDisappear(true)",
            "CViewController.viewWillAppear(true)",
            "AViewController.viewDidDisappear(true)",
            "CViewController.viewDidAppear(true)",
            "BViewController.didMove(toParent: UINavigationController#1)",
            "CViewController.didMove(toParent: UINavigationController#1)",
            "AViewController.didMove(toParent: nil)",
        ])
        #expect(!(nav.viewControllers.first?.isViewLoaded ?? true))
        #expect(a.parent == nil && a.view.window == nil)
        _ = window
    }

    /// A new top that was already in the stack is revealed as a pop; assigning viewControllers is not animated.
    @Test func assigningViewControllersWithAnOldTopIsAPop() {
        let runtime = HeadlessRuntime.current
        let b = BViewController()
        let (a, nav, window, recorder) = showNavigationThenTrace(pushing: b)
        nav.viewControllers = [a]
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController"]) == [
            "BViewController.willMove(toParent: nil)",
            "AViewController.viewDidLoad()",
            "BViewController.viewWillDisappear(false)",
            "AViewController.viewWillAppear(false)",
            "BViewController.viewDidDisappear(false)",
            "AViewController.viewDidAppear(false)",
            "BViewController.didMove(toParent: nil)",
        ])
        #expect(same(nav.view.subviews, [a.view, nav.navigationBar]))
        _ = window
    }

    /// Only the controller on top is loaded; the others load when revealed.
    @Test func onlyTheTopControllerIsLoaded() {
        let a = AViewController(), b = BViewController(), c = CViewController()
        let nav = UINavigationController()
        nav.viewControllers = [a, b, c]
        let window = showInWindow(nav)
        #expect(!a.isViewLoaded && !b.isViewLoaded && c.isViewLoaded)
        #expect(c.appearanceState == .appeared && nav.topViewController === c)
        #expect(same(nav.children, [a, b, c]))
        _ = window
    }

    /// A push during a running push is logged as UIKit logs it; the stack changes at once and the screen
    /// shows the last push once the running transition ends.
    @Test func pushDuringAPushIsLoggedAndShownAfterwards() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController(), c = CViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = showInWindow(nav)
        let recorder = runtime.attach()
        nav.pushViewController(b, animated: true)
        // The push starts at the layout of the turn's commit (References §17); the second
        // push comes while it runs.
        runtime.runLoop.runOneTurn()
        nav.pushViewController(c, animated: true)
        #expect(same(nav.viewControllers, [a, b, c]))
        #expect(diagnosticCodes == ["navigation.nestedTransition"])
        #expect(runtime.diagnostics.all.first?.message.hasPrefix("nested push animation can result in corrupted navigation bar") == true)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["BViewController", "CViewController"]) == [
            "BViewController.willMove(toParent: UINavigationController#1)",
            "BViewController.viewDidLoad()",
            "BViewController.viewWillAppear(true)",
            "CViewController.willMove(toParent: UINavigationController#1)",
            "BViewController.viewDidAppear(true)",
            "CViewController.viewDidLoad()",
            "BViewController.viewWillDisappear(true)",
            "CViewController.viewWillAppear(true)",
            "BViewController.viewDidDisappear(true)",
            "CViewController.viewDidAppear(true)",
            "BViewController.didMove(toParent: UINavigationController#1)",
            "CViewController.didMove(toParent: UINavigationController#1)",
        ])
        #expect(runtime.runLoop.now == 0.7)
        #expect(same(nav.view.subviews, [c.view, nav.navigationBar]))
        _ = window
    }

    /// A pop during a running push ends with the root on screen and the pushed controller released.
    @Test func popDuringAPushEndsOnTheRoot() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window) = showNavigation()
        weak var weakB: UIViewController?
        do {
            let b = BViewController()
            weakB = b
            nav.pushViewController(b, animated: true)
            runtime.runLoop.runOneTurn()  // the push starts in the commit (References §17)
            #expect(nav.popViewController(animated: true) === b)
        }
        #expect(diagnosticCodes == ["navigation.nestedTransition"])
        runtime.runLoop.runUntilIdle()
        #expect(weakB == nil)
        #expect(a.appearanceState == .appeared)
        #expect(same(nav.view.subviews, [a.view, nav.navigationBar]))
        _ = window
    }

    /// Pushing an instance already in the stack is UIKit's exception: reported, nothing changes.
    @Test func pushingTheSameInstanceTwiceIsAnError() {
        let runtime = HeadlessRuntime.current
        let b = BViewController()
        let (a, nav, window, recorder) = showNavigationThenTrace(pushing: b)
        nav.pushViewController(a, animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(diagnosticCodes == ["navigation.push.duplicate"])
        #expect(runtime.diagnostics.all.first?.message.hasPrefix("Pushing the same view controller instance more than once is not supported") == true)
        #expect(same(nav.viewControllers, [a, b]))
        #expect(recorder.callbacks.isEmpty)
        _ = window
    }

    /// Pushing a navigation controller is UIKit's exception: reported, nothing changes.
    @Test func pushingANavigationControllerIsAnError() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window) = showNavigation()
        let inner = UINavigationController(rootViewController: BViewController())
        let recorder = runtime.attach()
        nav.pushViewController(inner, animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(diagnosticCodes == ["navigation.push.navigationController"])
        #expect(runtime.diagnostics.all.first?.message.hasPrefix("Pushing a navigation controller is not supported") == true)
        #expect(same(nav.viewControllers, [a]))
        #expect(inner.parent == nil)
        #expect(recorder.callbacks.isEmpty)
        _ = window
    }

    /// Popping to a controller outside the stack is reported and pops nothing; popping the root pops nothing.
    @Test func poppingToAStrangerIsAnErrorAndTheRootStays() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window) = showNavigation()
        #expect(nav.popToViewController(BViewController(), animated: true) == nil)
        #expect(diagnosticCodes == ["navigation.pop.notInStack"])
        #expect(nav.popViewController(animated: true) == nil)
        #expect(nav.popToRootViewController(animated: true)?.isEmpty == true)
        runtime.runLoop.runUntilIdle()
        #expect(same(nav.viewControllers, [a]) && a.appearanceState == .appeared)
        _ = window
    }

    /// Duplicates in setViewControllers are reported and leave the stack alone.
    @Test func duplicatesInSetViewControllersAreAnError() {
        let a = AViewController(), b = BViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.setViewControllers([b, b], animated: false)
        #expect(diagnosticCodes == ["navigation.set.duplicate"])
        #expect(same(nav.viewControllers, [a]))
    }

    /// visibleViewController is the top controller, or one presented over the navigation controller.
    @Test func visibleViewControllerIncludesPresentedControllers() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController()
        let nav = UINavigationController(rootViewController: a)
        let window = showInWindow(nav)
        #expect(nav.visibleViewController === a)
        a.present(b, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(nav.visibleViewController === b)
        #expect(nav.topViewController === a)
        _ = window
    }

    /// show(_:sender:) pushes inside a navigation controller and presents outside one.
    @Test func showPushesInsideANavigationControllerAndPresentsOutside() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window) = showNavigation()
        let b = BViewController()
        a.show(b, sender: nil)
        runtime.runLoop.runUntilIdle()
        #expect(nav.topViewController === b)
        let c = CViewController()
        let other = UIWindow(frame: UIScreen.main.bounds)
        let d = DViewController()
        other.rootViewController = d
        other.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        d.show(c, sender: nil)
        runtime.runLoop.runUntilIdle()
        #expect(d.presentedViewController === c)
        _ = window
    }
}
