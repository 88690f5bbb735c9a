@_spi(Headless) import UIKit
import HeadlessCore
import Testing
import UIKitTesting
@testable import UIKit

/// The edge-swipe pop through the device's gesture entry point (References §4.4).
@MainActor
@Suite(.freshRuntime) struct InteractivePopTests {
    /// Finished: B willDisappear → A willAppear → B didDisappear → A didAppear → B released.
    @Test func finishedSwipeBackPopsAndReleases() {
        let runtime = HeadlessRuntime.current
        let (a, nav, window) = showNavigation()
        let weakB = pushWeakly(on: nav) { BViewController() }
        let recorder = runtime.attach()
        #expect(window.performSwipeBack(cancel: false) == nil)
        #expect(same(nav.viewControllers, [a]))
        runtime.runLoop.runUntilIdle()
        // Touches (the finger went down on B's view) are not lifecycle.
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController"]).filter { !$0.contains(".touches") } == bPoppedBackToA)
        #expect(weakB() == nil)
        // The finger went down on B's view; the recognizer, beginning, cancelled its touches.
        let touches = recorder.callbacks.filter { $0.className == "BViewController" && $0.callback.hasPrefix("touches") }
        #expect(touches.first?.callback.hasPrefix("touchesBegan") == true && touches.last?.callback.hasPrefix("touchesCancelled") == true)
        let names: Set = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"]
        let appearance = recorder.callbacks.filter { names.contains($0.callback) }
        #expect(appearance.map { $0.cause ?? "nil" } == Array(repeating: "swipe-back", count: appearance.count))
        _ = window
    }

    /// Cancelled: the cancel edges, A willDisappear → A didDisappear → B willAppear → B didAppear; B stays,
    /// with a compensating didMove(toParent:) to the navigation controller.
    @Test func cancelledSwipeBackRestoresTheTop() {
        let runtime = HeadlessRuntime.current
        let b = BViewController(), delegate = Delegate()
        let (a, nav, window, recorder) = showNavigationThenTrace(pushing: b, delegate: delegate)
        #expect(window.performSwipeBack(cancel: true) == nil)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "Delegate"], including: ["viewIsAppearing(_:)"])
            .filter { !$0.contains(".touches") } == [
            "BViewController.willMove(toParent: nil)",
            "AViewController.viewDidLoad()",
            "BViewController.viewWillDisappear(true)",
            "AViewController.viewWillAppear(true)",
            "Delegate.navigationController(UINavigationController#1, willShow: AViewController#1, animated: true)",
            "AViewController.viewIsAppearing(true)",
            "AViewController.viewWillDisappear(true)",
            "AViewController.viewDidDisappear(true)",
            "BViewController.viewWillAppear(true)",
            "BViewController.viewIsAppearing(true)",
            "BViewController.viewDidAppear(true)",
            "BViewController.didMove(toParent: UINavigationController#1)",
        ])
        let edges = recorder.callbacks.filter { $0.callback.hasPrefix("view") && $0.edge != nil }.map { "\($0.className) \($0.edge!)" }
        #expect(edges.contains("AViewController appearing→disappearing"))
        #expect(edges.contains("BViewController disappearing→appearing"))
        #expect(same(nav.viewControllers, [a, b]))
        #expect(same(nav.view.subviews, [b.view, nav.navigationBar]))
        #expect(b.parent === nav && b.appearanceState == .appeared && a.appearanceState == .disappeared)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }

    /// A swipe back with nothing to go back to, or with no navigation controller, is an error that changes nothing.
    @Test func swipeBackWithNothingToPopIsAnError() {
        let runtime = HeadlessRuntime.current
        let (_, _, window, recorder) = showNavigationThenTrace()
        let message = window.performSwipeBack(cancel: false)
        #expect(message?.contains("shows its root view controller AViewController#1") == true)
        let plain = UIWindow(frame: UIScreen.main.bounds)
        plain.rootViewController = BViewController()
        plain.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        recorder.clear()
        #expect(plain.performSwipeBack(cancel: true)?.contains("no navigation controller is visible") == true)
        #expect(plain.performBack()?.contains("no navigation controller is visible") == true)
        runtime.runLoop.runUntilIdle()
        #expect(recorder.callbacks.isEmpty)
        _ = window
    }

    /// A swipe while a push is still animating is refused.
    @Test func swipeBackDuringATransitionIsRefused() {
        let runtime = HeadlessRuntime.current
        let (_, nav, window) = showNavigation()
        nav.pushViewController(BViewController(), animated: true)
        runtime.runLoop.runOneTurn()  // the push starts in the commit (References §17)
        #expect(window.performSwipeBack(cancel: false)?.contains("in the middle of a transition") == true)
        #expect(window.performBack()?.contains("in the middle of a transition") == true)
        runtime.runLoop.runUntilIdle()
        #expect(nav.viewControllers.count == 2)
        _ = window
    }
}
