@_spi(Headless) import UIKit
import HeadlessCore
import Testing
import UIKitTesting
@testable import UIKit

/// Departures are released, transition coordinators accompany container transitions, and a presented
/// controller can present in turn.
@MainActor
@Suite(.freshRuntime) struct ReleaseAndCoordinatorTests {
    final class CoordinatedViewController: UIViewController {
        var notes: [String] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            guard let coordinator = transitionCoordinator else {
                notes.append("no coordinator")
                return
            }
            notes.append("duration \(coordinator.transitionDuration) interactive \(coordinator.isInteractive)")
            coordinator.animate(alongsideTransition: { [weak self] _ in
                self?.notes.append("alongside")
            }, completion: { [weak self] context in
                self?.notes.append("completion cancelled \(context.isCancelled) at \(HeadlessRuntime.current.runLoop.now)")
            })
        }
    }

    /// Every object the framework reports as departed (popped, dismissed, removed views) is released once
    /// the run loop settles: the framework keeps no reference.
    @Test func everyDepartureIsReleased() {
        let runtime = HeadlessRuntime.current
        var departures: [HeadlessRuntime.Departure] = []
        runtime.onDeparture = { departures.append($0) }
        let root = AViewController()
        let nav = UINavigationController(rootViewController: root)
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, CViewController()]
        let window = showInWindow(tabs)
        do {
            nav.pushViewController(BViewController(), animated: true)
            runtime.runLoop.runUntilIdle()
            let sheet = UINavigationController(rootViewController: DViewController())
            root.present(sheet, animated: true)
            runtime.runLoop.runUntilIdle()
            sheet.pushViewController(BViewController(), animated: false)
            runtime.runLoop.runUntilIdle()
            #expect(window.performSwipeDown() == nil)
            runtime.runLoop.runUntilIdle()
            #expect(window.performTabSelection(1) == nil)
            runtime.runLoop.runUntilIdle()
            nav.popViewController(animated: false)
            runtime.runLoop.runUntilIdle()
            let full = CViewController()
            full.modalPresentationStyle = .fullScreen
            tabs.present(full, animated: false)
            runtime.runLoop.runUntilIdle()
            full.dismiss(animated: false)
            runtime.runLoop.runUntilIdle()
        }
        let hows = Set(departures.map(\.how))
        #expect(hows == [.popped, .dismissed, .removedFromSuperview])
        let survivors = departures.filter { $0.object != nil }.map { "\($0.name) \($0.how)" }
        #expect(survivors.isEmpty)
        #expect(root.view.window == nil && tabs.selectedIndex == 1)
        _ = window
    }

    /// A push carries a coordinator of 0.35 s whose alongside blocks run at the start and completions at the end.
    @Test func pushHasATransitionCoordinator() {
        let runtime = HeadlessRuntime.current
        let (_, nav, window) = showNavigation()
        let b = CoordinatedViewController()
        nav.pushViewController(b, animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(b.notes == ["duration 0.35 interactive false", "alongside", "completion cancelled false at 0.35"])
        #expect(b.transitionCoordinator == nil)
        _ = window
    }

    /// A cancelled swipe back tells the coordinator's completion that it was cancelled.
    @Test func cancelledSwipeBackCancelsTheCoordinator() {
        let runtime = HeadlessRuntime.current
        let a = CoordinatedViewController()
        let nav = UINavigationController(rootViewController: a)
        nav.pushViewController(BViewController(), animated: false)
        let window = showInWindow(nav)
        #expect(window.performSwipeBack(cancel: true) == nil)
        runtime.runLoop.runUntilIdle()
        // The finger drags a third of the width in 20 frames (1/60 s each); the recognizer begins
        // at the second, and after the lift the cancel animation takes the third of 0.35 s dragged.
        #expect(a.notes.prefix(2) == ["duration 0.35 interactive true", "alongside"])
        #expect(a.notes.last.map { $0.hasPrefix("completion cancelled true at 0.44999") || $0 == "completion cancelled true at 0.45" } == true)
    }

    /// A presentation carries a coordinator too; presenting from a presented sheet, then dismissing the
    /// full-screen top, brings the sheet back with appear callbacks.
    @Test func presentingFromAPresentedController() {
        let runtime = HeadlessRuntime.current
        let a = AViewController(), b = CoordinatedViewController(), c = CViewController()
        let window = showPresenting(b, over: a, animated: true)
        #expect(b.notes == ["duration 0.5 interactive false", "alongside", "completion cancelled false at 0.5"])
        c.modalPresentationStyle = .fullScreen
        b.present(c, animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(c.presentingViewController === b && b.view.window == nil && a.view.window === window)
        let recorder = runtime.attach()
        c.dismiss(animated: false)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "CoordinatedViewController", "CViewController"]) == [
            "CViewController.viewWillDisappear(false)",
            "CoordinatedViewController.viewWillAppear(false)",
            "CoordinatedViewController.viewDidAppear(false)",
            "CViewController.viewDidDisappear(false)",
        ])
        #expect(b.view.window === window && b.presentedViewController == nil && a.presentedViewController === b)
    }
}
