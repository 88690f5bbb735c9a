import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Push and pop on a navigation controller on screen (VC-4, VC-5, VC-6; References §4.1, §4.2).
@MainActor
@Suite(.freshRuntime) struct NavigationPushPopTests {
    final class ObservingViewController: ProbeViewController {
        override func note(_ callback: NotedCallback) -> String? {
            switch callback {
            case .viewWillAppear: "willAppear superview:\(view.superview != nil) nav:\(navigationController != nil)"
            case .viewDidAppear: "didAppear window:\(view.window != nil) moving:\(isMovingToParent)"
            case .viewWillDisappear: "willDisappear movingFrom:\(isMovingFromParent)"
            case .viewWillLayoutSubviews, .viewDidDisappear: nil
            }
        }
    }

    /// VC-5: A pushes B: B viewDidLoad → A viewWillDisappear → B viewWillAppear → A viewDidDisappear → B viewDidAppear.
    @Test func pushInterleavesAsSeedVC5() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window, recorder) = showNavigationThenTrace()
        let b = BViewController()
        nav.pushViewController(b, animated: true)
        runtime.runLoop.runUntilIdle()

        #expect(lifecycle(recorder, of: ["AViewController", "BViewController"]) == [
            "BViewController.willMove(toParent: UINavigationController#1)",
            "BViewController.viewDidLoad()",
            "AViewController.viewWillDisappear(true)",
            "BViewController.viewWillAppear(true)",
            "AViewController.viewDidDisappear(true)",
            "BViewController.viewDidAppear(true)",
            "BViewController.didMove(toParent: UINavigationController#1)",
        ])
        let events = recorder.callbacks
        let layout = events.firstIndex { $0.className == "BViewController" && $0.callback == "viewDidLayoutSubviews()" }
        let didAppear = events.firstIndex { $0.className == "BViewController" && $0.callback == "viewDidAppear(_:)" }
        #expect(layout != nil && didAppear != nil && layout! < didAppear!)
        #expect(events[didAppear!].time == 0.35)
        #expect(same(nav.viewControllers, [a, b]))
        #expect(same(nav.view.subviews, [b.view, nav.navigationBar]))
        #expect(a.appearanceState == .disappeared && b.appearanceState == .appeared)
        #expect(b.navigationController === nav && a.navigationController === nav)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }

    /// During a push the incoming view is not in a superview in viewWillAppear and is in the window by viewDidAppear.
    @Test func pushedViewEntersHierarchyBetweenWillAndDidAppear() {
        let runtime = HeadlessRuntime.current
        let (_, nav, window) = showNavigation()
        let b = ObservingViewController()
        nav.pushViewController(b, animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(b.notes == ["willAppear superview:false nav:true", "didAppear window:true moving:true"])
        _ = window
    }

    /// VC-6 and VC-4: B popped back to A: B viewWillDisappear → A viewWillAppear → B viewDidDisappear → A viewDidAppear → B deinit.
    @Test func popInterleavesAsSeedVC6AndReleasesB() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window) = showNavigation()
        let weakB = pushWeakly(on: nav) { BViewController() }
        weak let weakBView = weakB()?.view
        let recorder = runtime.attach()
        do {
            let popped = nav.popViewController(animated: true)
            #expect(popped === weakB())
        }
        runtime.runLoop.runUntilIdle()

        #expect(lifecycle(recorder, of: ["AViewController", "BViewController"]) == bPoppedBackToA)
        #expect(weakB() == nil)
        #expect(weakBView == nil)
        #expect(same(nav.viewControllers, [a]))
        #expect(same(nav.view.subviews, [a.view, nav.navigationBar]))
        _ = window
    }

    /// VC-4 alone: the popped controller's own callbacks are viewWillDisappear → viewDidDisappear → deinit.
    @Test func poppedControllerSeesSeedVC4() {
        let runtime = HeadlessRuntime.current
        let (_, nav, window) = showNavigation()
        nav.pushViewController(BViewController(), animated: true)
        runtime.runLoop.runUntilIdle()
        let recorder = runtime.attach()
        nav.popViewController(animated: true)
        runtime.runLoop.runUntilIdle()
        let appearanceAndDeinit = lifecycle(recorder, of: ["BViewController"]).filter { !$0.contains("Move(toParent") }
        #expect(appearanceAndDeinit == [
            "BViewController.viewWillDisappear(true)",
            "BViewController.viewDidDisappear(true)",
            "BViewController.deinit",
        ])
        _ = window
    }

    /// The delegate hears willShow after the incoming viewWillAppear and didShow after its viewDidAppear.
    @Test func delegateHearsWillShowAndDidShow() {
        let runtime = HeadlessRuntime.current
        let nav = UINavigationController(rootViewController: AViewController())
        let delegate = Delegate()
        nav.delegate = delegate
        let window = showInWindow(nav)
        let recorder = runtime.attach()
        nav.pushViewController(BViewController(), animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["BViewController", "Delegate"]) == [
            "BViewController.willMove(toParent: UINavigationController#1)",
            "BViewController.viewDidLoad()",
            "BViewController.viewWillAppear(true)",
            "Delegate.navigationController(UINavigationController#1, willShow: BViewController#1, animated: true)",
            "BViewController.viewDidAppear(true)",
            "Delegate.navigationController(UINavigationController#1, didShow: BViewController#1, animated: true)",
            "BViewController.didMove(toParent: UINavigationController#1)",
        ])
        _ = window
    }

    /// A push without animation ends when the turn commits: layout first, then viewDidAppear, at time zero.
    @Test func unanimatedPushEndsAtTheCommitAfterLayout() {
        let runtime = HeadlessRuntime.current
        let (_, nav, window, recorder) = showNavigationThenTrace()
        let start = runtime.runLoop.now
        nav.pushViewController(BViewController(), animated: false)
        runtime.runLoop.runOneTurn()
        let b = recorder.callbacks.filter { $0.className == "BViewController" }.map(\.callback)
        #expect(b.suffix(4) == ["viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)", "didMove(toParent:)"])
        #expect(recorder.callbacks.allSatisfy { $0.time == start })
        _ = window
    }

    /// Pop to root: the top disappears, the root appears, the controllers between get only the containment pair,
    /// and every popped controller is released.
    @Test func popToRootReleasesEveryPoppedController() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window) = showNavigation()
        weak var weakB: UIViewController?
        weak var weakC: UIViewController?
        weak var weakD: UIViewController?
        do {
            let b = BViewController(), c = CViewController(), d = DViewController()
            weakB = b; weakC = c; weakD = d
            nav.setViewControllers([a, b, c, d], animated: false)
            runtime.runLoop.runUntilIdle()
            #expect(!b.isViewLoaded && !c.isViewLoaded && d.isViewLoaded)
        }
        let recorder = runtime.attach()
        do {
            let popped = nav.popToRootViewController(animated: true)
            #expect(popped?.map(\.traceName) == ["BViewController#1", "CViewController#1", "DViewController#1"])
        }
        runtime.runLoop.runUntilIdle()
        let lines = lifecycle(recorder, of: ["AViewController", "BViewController", "CViewController", "DViewController"])
        // UIKit does not order the releases of several popped controllers; they follow the transition.
        #expect(Set(lines.suffix(3)) == ["DViewController.deinit", "CViewController.deinit", "BViewController.deinit"])
        #expect(lines.dropLast(3) == [
            "DViewController.willMove(toParent: nil)",
            "CViewController.willMove(toParent: nil)",
            "BViewController.willMove(toParent: nil)",
            "DViewController.viewWillDisappear(true)",
            "AViewController.viewWillAppear(true)",
            "DViewController.viewDidDisappear(true)",
            "AViewController.viewDidAppear(true)",
            "DViewController.didMove(toParent: nil)",
            "CViewController.didMove(toParent: nil)",
            "BViewController.didMove(toParent: nil)",
        ])
        #expect(weakB == nil && weakC == nil && weakD == nil)
        #expect(same(nav.viewControllers, [a]) && nav.topViewController === a)
        _ = window
    }

    /// Popping to a controller that was never shown loads it when it is revealed.
    @Test func popToViewControllerLoadsTheRevealedController() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = BViewController(), c = CViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.setViewControllers([a, b, c], animated: false)
        let window = showInWindow(nav)
        #expect(!a.isViewLoaded && !b.isViewLoaded)
        let recorder = runtime.attach()
        nav.popToViewController(b, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["BViewController", "CViewController"]) == [
            "CViewController.willMove(toParent: nil)",
            "BViewController.viewDidLoad()",
            "CViewController.viewWillDisappear(false)",
            "BViewController.viewWillAppear(false)",
            "CViewController.viewDidDisappear(false)",
            "BViewController.viewDidAppear(false)",
            "CViewController.didMove(toParent: nil)",
        ])
        #expect(!a.isViewLoaded)
        _ = window
    }

    /// The root of a navigation controller pushes from its viewDidLoad (seed 001): the pushed controller is the one shown.
    /// The push happens while the navigation controller is still off screen (its content loads as it starts to
    /// appear), so the pushed controller gets `didMove(toParent:)` at once, before its appearance.
    @Test func pushFromRootViewDidLoadShowsThePushedController() {
        final class RootViewController: UIViewController {
            override func viewDidLoad() {
                super.viewDidLoad()
                navigationController?.pushViewController(TestViewController(), animated: true)
            }
        }
        final class TestViewController: UIViewController {}
        let runtime = HeadlessRuntime.reset()
        let recorder = runtime.attach()
        let root = RootViewController()
        let nav = UINavigationController(rootViewController: root)
        let window = showInWindow(nav)
        #expect(lifecycle(recorder, of: ["TestViewController"], including: ["loadView()", "init(nibName:bundle:)"]) == [
            "TestViewController.init(nibName: nil, bundle: nil)",
            "TestViewController.willMove(toParent: UINavigationController#1)",
            "TestViewController.loadView()",
            "TestViewController.viewDidLoad()",
            "TestViewController.didMove(toParent: UINavigationController#1)",
            "TestViewController.viewWillAppear(false)",
            "TestViewController.viewDidAppear(false)",
        ])
        #expect(nav.viewControllers.count == 2)
        #expect(nav.topViewController is TestViewController)
        #expect(root.appearanceState == .disappeared)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }

    /// A push requested before the navigation controller is in a window changes the stack without appearance callbacks.
    @Test func pushOffScreenChangesOnlyTheStack() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let a = AViewController()
        let nav = UINavigationController(rootViewController: a)
        let b = BViewController()
        nav.pushViewController(b, animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController"]) == [
            "AViewController.willMove(toParent: UINavigationController#1)",
            "AViewController.didMove(toParent: UINavigationController#1)",
            "BViewController.willMove(toParent: UINavigationController#1)",
            "BViewController.didMove(toParent: UINavigationController#1)",
        ])
        #expect(!a.isViewLoaded && !b.isViewLoaded)
        #expect(same(nav.viewControllers, [a, b]))
    }

    /// isMovingToParent / isMovingFromParent are true during the transitions that add or remove the controller.
    @Test func movingFlagsFollowTheTransitions() {
        let runtime = HeadlessRuntime.current
        let (_, nav, window) = showNavigation()
        let b = ObservingViewController()
        nav.pushViewController(b, animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(!b.isMovingToParent)
        nav.popViewController(animated: true)
        #expect(b.isMovingFromParent)
        runtime.runLoop.runUntilIdle()
        #expect(b.notes.last == "willDisappear movingFrom:true")
        #expect(!b.isMovingFromParent)
        _ = window
    }
}
