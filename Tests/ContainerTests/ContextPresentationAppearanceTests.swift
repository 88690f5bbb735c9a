import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// A presentation over a context disappears with its context and comes back with it.
@MainActor
@Suite(.freshRuntime) struct ContextPresentationAppearanceTests {
    @Test func currentContextPresentationFollowsItsTabOutAndBack() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        a.definesPresentationContext = true
        let nav = UINavigationController(rootViewController: a)
        let other = CViewController()
        let tabs = UITabBarController()
        tabs.viewControllers = [nav, other]
        let window = showInWindow(tabs)
        let b = BViewController()
        b.modalPresentationStyle = .currentContext
        a.present(b, animated: false, completion: nil)
        runtime.runLoop.runUntilIdle()
        #expect(b.presentingViewController === a)
        #expect(a.appearanceState == .disappeared)
        #expect(b.view.superview === nav.view)

        let recorder = runtime.attach()
        tabs.selectedIndex = 1
        runtime.runLoop.runUntilIdle()
        #expect(b.appearanceState == .disappeared)
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "UINavigationController"]) == [
            "UINavigationController.viewWillDisappear(false)",
            "BViewController.viewWillDisappear(false)",
            "UINavigationController.viewDidDisappear(false)",
            "BViewController.viewDidDisappear(false)",
        ])

        recorder.clear()
        tabs.selectedIndex = 0
        runtime.runLoop.runUntilIdle()
        #expect(b.appearanceState == .appeared)
        #expect(a.appearanceState == .disappeared)
        #expect(a.viewIfLoaded?.superview == nil)
        #expect(b.view.window === window)
        #expect(lifecycle(recorder, of: ["AViewController", "BViewController", "UINavigationController"]) == [
            "UINavigationController.viewWillAppear(false)",
            "BViewController.viewWillAppear(false)",
            "UINavigationController.viewDidAppear(false)",
            "BViewController.viewDidAppear(false)",
        ])

        b.dismiss(animated: false, completion: nil)
        runtime.runLoop.runUntilIdle()
        #expect(a.appearanceState == .appeared)
        #expect(a.view.superview === nav.view)
    }

    /// A full-screen presentation over the whole screen covers an `.overCurrentContext`
    /// presentation: it disappears with the covered root, and comes back on dismissal.
    @Test func overCurrentContextPresentationDisappearsUnderAFullScreenCover() {
        let runtime = HeadlessRuntime.current
        let a = AViewController()
        a.definesPresentationContext = true
        let nav = UINavigationController(rootViewController: a)
        let window = showInWindow(nav)
        let b = BViewController()
        b.modalPresentationStyle = .overCurrentContext
        a.present(b, animated: false, completion: nil)
        runtime.runLoop.runUntilIdle()
        #expect(a.appearanceState == .appeared)

        let cover = CViewController()
        cover.modalPresentationStyle = .fullScreen
        nav.present(cover, animated: true, completion: nil)
        runtime.runLoop.runUntilIdle()
        #expect(b.appearanceState == .disappeared)
        #expect(a.appearanceState == .disappeared)

        cover.dismiss(animated: false, completion: nil)
        runtime.runLoop.runUntilIdle()
        #expect(b.appearanceState == .appeared)
        #expect(a.appearanceState == .appeared)
        #expect(b.view.window === window)
    }
}
