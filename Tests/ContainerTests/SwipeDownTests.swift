@_spi(Headless) import UIKit
import HeadlessCore
import Testing
import UIKitTesting
@testable import UIKit

/// Swipe-down dismissal of a sheet and the presentation controller's delegate (References §5.2).
@MainActor
@Suite(.freshRuntime) struct SwipeDownTests {
    final class SheetDelegate: NSObject, UIAdaptivePresentationControllerDelegate {
        var allows = true
        func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { allows }
        func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
        func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
        func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
    }

    static func presentSheet(delegate: SheetDelegate?) -> (UIWindow, AViewController, BViewController) {
        let a = AViewController(), b = BViewController()
        let window = showInWindow(a)
        b.presentationController?.delegate = delegate
        a.present(b, animated: true)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        return (window, a, b)
    }

    /// A finished swipe: shouldDismiss → willDismiss → B viewWillDisappear → B viewDidDisappear → didDismiss; B released.
    @Test func swipeDownDismissesTheSheetAndTellsTheDelegate() {
        let runtime = HeadlessRuntime.current
        let delegate = SheetDelegate()
        let window: UIWindow
        weak var weakB: UIViewController?
        do {
            let (w, _, b) = Self.presentSheet(delegate: delegate)
            window = w
            weakB = b
        }
        let recorder = runtime.attach()
        #expect(window.performSwipeDown() == nil)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "SheetDelegate"]) == [
            "SheetDelegate.presentationControllerShouldDismiss(BViewController#1)",
            "SheetDelegate.presentationControllerWillDismiss(BViewController#1)",
            "BViewController.viewWillDisappear(true)",
            "BViewController.viewDidDisappear(true)",
            "SheetDelegate.presentationControllerDidDismiss(BViewController#1)",
            "BViewController.deinit",
        ])
        #expect(weakB == nil)
    }

    /// A programmatic dismissal does not reach the delegate.
    @Test func programmaticDismissalSkipsTheDelegate() {
        let runtime = HeadlessRuntime.current
        let delegate = SheetDelegate()
        let (window, a, _) = Self.presentSheet(delegate: delegate)
        let recorder = runtime.attach()
        a.dismiss(animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["SheetDelegate"]).isEmpty)
        _ = window
    }

    /// isModalInPresentation (on the sheet or a controller visible inside it) keeps the sheet; the delegate
    /// hears only of the attempt.
    @Test func modalInPresentationKeepsTheSheet() {
        let runtime = HeadlessRuntime.current
        let delegate = SheetDelegate()
        let a = AViewController(), b = BViewController()
        let window = showInWindow(a)
        let nav = UINavigationController(rootViewController: b)
        nav.presentationController?.delegate = delegate
        a.present(nav, animated: false)
        runtime.runLoop.runUntilIdle()
        b.isModalInPresentation = true
        let recorder = runtime.attach()
        #expect(window.performSwipeDown() == nil)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["BViewController", "SheetDelegate"]) == [
            "SheetDelegate.presentationControllerDidAttemptToDismiss(UINavigationController#1)",
        ])
        #expect(a.presentedViewController === nav && b.appearanceState == .appeared)
    }

    /// A delegate that refuses keeps the sheet and hears of the attempt.
    @Test func delegateThatRefusesKeepsTheSheet() {
        let runtime = HeadlessRuntime.current
        let delegate = SheetDelegate()
        delegate.allows = false
        let (window, a, b) = Self.presentSheet(delegate: delegate)
        let recorder = runtime.attach()
        #expect(window.performSwipeDown() == nil)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["BViewController", "SheetDelegate"]) == [
            "SheetDelegate.presentationControllerShouldDismiss(BViewController#1)",
            "SheetDelegate.presentationControllerDidAttemptToDismiss(BViewController#1)",
        ])
        #expect(a.presentedViewController === b)
    }

    /// A cancelled swipe: B viewWillDisappear, then B viewWillAppear → viewIsAppearing → viewDidAppear; no didDismiss.
    @Test func cancelledSwipeDownKeepsTheSheet() {
        let runtime = HeadlessRuntime.current
        let delegate = SheetDelegate()
        let (window, a, b) = Self.presentSheet(delegate: delegate)
        let recorder = runtime.attach()
        #expect(window.performSwipeDown(cancel: true) == nil)
        runtime.runLoop.runUntilIdle()
        #expect(lifecycle(recorder, of: ["BViewController", "SheetDelegate"], including: ["viewIsAppearing(_:)"]) == [
            "SheetDelegate.presentationControllerShouldDismiss(BViewController#1)",
            "SheetDelegate.presentationControllerWillDismiss(BViewController#1)",
            "BViewController.viewWillDisappear(true)",
            "BViewController.viewWillAppear(true)",
            "BViewController.viewIsAppearing(true)",
            "BViewController.viewDidAppear(true)",
        ])
        #expect(a.presentedViewController === b && b.view.window === window)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    /// A swipe down with nothing presented, or on a full-screen presentation, is an error that changes nothing.
    @Test func swipeDownWithoutASheetIsAnError() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        let window = showInWindow(a)
        #expect(window.performSwipeDown()?.contains("nothing is presented") == true)
        let b = BViewController()
        b.modalPresentationStyle = .fullScreen
        a.present(b, animated: false)
        runtime.runLoop.runUntilIdle()
        let recorder = runtime.attach()
        #expect(window.performSwipeDown()?.contains("only sheets") == true)
        runtime.runLoop.runUntilIdle()
        #expect(recorder.callbacks.isEmpty)
        #expect(a.presentedViewController === b)
    }
}
