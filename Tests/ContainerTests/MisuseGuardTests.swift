import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// App code that misuses UIKit in ways that crash a device or take quadratic time (issue 20):
/// the runtime reports each and stays up to report the rest.
@MainActor
@Suite(.freshRuntime) struct MisuseGuardTests {
    /// Flags itself and forces its own layout from `layoutSubviews()`.
    final class SelfForcingView: UIView {
        var layouts = 0
        override func layoutSubviews() {
            super.layoutSubviews()
            layouts += 1
            setNeedsLayout()
            layoutIfNeeded()
        }
    }

    @Test func forcedLayoutInsideLayoutSubviewsIsALayoutLoop() {
        let runtime = HeadlessRuntime.current
        let root = UIViewController()
        let window = showInWindow(root)
        let view = SelfForcingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        root.view.addSubview(view)
        runtime.runLoop.runUntilIdle()
        #expect(view.layouts >= 1 && view.layouts <= 2)
        #expect(diagnosticCodes == ["layout.loop"])
        #expect(runtime.diagnostics.all.first?.message.hasPrefix("layoutIfNeeded() inside layoutSubviews() of SelfForcingView#1 asks it to lay out again") == true)
        // The same from app code that forces layout directly.
        view.setNeedsLayout()
        view.layoutIfNeeded()
        #expect(diagnosticCodes == ["layout.loop", "layout.loop"])
        _ = window
    }

    /// Replaces the window's root with a new instance of itself whenever it appears.
    final class RootReplacingController: UIViewController {
        static weak var window: UIWindow?
        static var made = 0
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            Self.made += 1
            Self.window?.rootViewController = RootReplacingController()
        }
    }

    @Test func replacingTheRootInEveryViewWillAppearStops() {
        let runtime = HeadlessRuntime.current
        RootReplacingController.made = 0
        let window = UIWindow(frame: UIScreen.main.bounds)
        RootReplacingController.window = window
        window.makeKeyAndVisible()
        window.rootViewController = RootReplacingController()
        runtime.runLoop.runUntilIdle()
        #expect(RootReplacingController.made < 40)
        #expect(diagnosticCodes == ["window.rootViewController.reentrant"])
        #expect(window.rootViewController is RootReplacingController)
        #expect(window.rootViewController?.viewIfLoaded?.window === window)
    }

    @Test func aThirtyThousandDeepViewChainIsBuiltAndReleased() {
        let runtime = HeadlessRuntime.current
        let root = UIViewController()
        let window = showInWindow(root)
        weak var deepest: UIView?
        do {
            let top = UIView()
            var current = top
            for _ in 0..<30_000 {
                let next = UIView()
                current.addSubview(next)
                current = next
            }
            deepest = current
            root.view.addSubview(top)
            runtime.runLoop.runUntilIdle()
            #expect(deepest?.window === window)
            top.removeFromSuperview()
        }
        #expect(deepest == nil)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    /// Margins through a chain of views that each preserve their superview's: the value of a
    /// short chain, and a 30,000-deep chain read without recursion (issue 20).
    @Test func preservedMarginsThroughADeepChain() {
        let root = UIViewController()
        let window = showInWindow(root)
        // Three levels: the root view's 16-point sides and 20-point top (the status bar's
        // safe area) reach a view 4 points in, which preserves them, and its child 2 points
        // further in; each also insets its own 8 points from what is left of the safe area.
        let outer = UIView(frame: CGRect(x: 4, y: 4, width: 300, height: 300))
        outer.preservesSuperviewLayoutMargins = true
        let inner = UIView(frame: CGRect(x: 2, y: 2, width: 200, height: 200))
        inner.preservesSuperviewLayoutMargins = true
        outer.addSubview(inner)
        root.view.addSubview(outer)
        #expect(outer.layoutMargins == UIEdgeInsets(top: 24, left: 12, bottom: 8, right: 8))
        #expect(inner.layoutMargins == UIEdgeInsets(top: 22, left: 10, bottom: 8, right: 8))
        // The chain is built out of the window and attached at once, as the deep-chain test
        // above does; reading the innermost margins walks all 30,000 levels.
        inner.removeFromSuperview()
        var current = inner
        for _ in 0..<30_000 {
            let next = UIView(frame: current.bounds)
            next.preservesSuperviewLayoutMargins = true
            current.addSubview(next)
            current = next
        }
        outer.addSubview(inner)
        #expect(current.layoutMargins == UIEdgeInsets(top: 22, left: 10, bottom: 8, right: 8))
        #expect(current.window === window)
        outer.removeFromSuperview()
    }

    /// Pushes the next screen from `viewDidAppear(_:)` until a count is reached.
    final class ChainPushingController: UIViewController {
        static var remaining = 0
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard Self.remaining > 0 else { return }
            Self.remaining -= 1
            navigationController?.pushViewController(ChainPushingController(), animated: false)
        }
    }

    @Test func nineThousandPushesFromViewDidAppear() {
        let runtime = HeadlessRuntime.current
        ChainPushingController.remaining = UIKitTestsPushCount.value
        let navigation = UINavigationController(rootViewController: ChainPushingController())
        _ = showInWindow(navigation)
        runtime.runLoop.runUntilIdle()
        #expect(navigation.viewControllers.count == UIKitTestsPushCount.value + 1)
        #expect(ChainPushingController.remaining == 0)
        #expect(runtime.diagnostics.with(codePrefix: "viewController.").isEmpty)
    }

    /// Presents the next screen from `viewDidAppear(_:)` until a count is reached.
    final class ChainPresentingController: UIViewController {
        static var remaining = 0
        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            guard Self.remaining > 0 else { return }
            Self.remaining -= 1
            let next = ChainPresentingController()
            next.modalPresentationStyle = .fullScreen
            present(next, animated: false)
        }
    }

    @Test func twoThousandPresentationsFromViewDidAppear() {
        let runtime = HeadlessRuntime.current
        ChainPresentingController.remaining = 2_000
        let root = ChainPresentingController()
        _ = showInWindow(root)
        runtime.runLoop.runUntilIdle()
        #expect(ChainPresentingController.remaining == 0)
        var depth = 0
        var current: UIViewController? = root
        while let next = current?.presentedViewController { depth += 1; current = next }
        #expect(depth == 2_000)
        #expect(runtime.diagnostics.with(codePrefix: "presentation.").isEmpty)
        #expect(runtime.diagnostics.with(codePrefix: "viewController.").isEmpty)
    }

    @Test func addingAControllerOfANavigationStackToAnotherParentIsRefused() {
        let runtime = HeadlessRuntime.current
        let first = AViewController(), second = BViewController()
        let navigation = UINavigationController(rootViewController: first)
        navigation.pushViewController(second, animated: false)
        _ = showInWindow(navigation)
        let windowBefore = second.viewIfLoaded?.window
        let other = CViewController()
        other.addChild(second)
        #expect(diagnosticCodes == ["container.childTaken"])
        #expect(runtime.diagnostics.all.first?.message.hasPrefix("addChild(_:) on CViewController#1: BViewController#1 is in the navigation stack of UINavigationController#1") == true)
        #expect(runtime.diagnostics.all.first?.severity == .error)
        #expect(same(navigation.viewControllers, [first, second]))
        #expect(same(navigation.children, [first, second]))
        #expect(other.children.isEmpty)
        runtime.runLoop.runUntilIdle()
        #expect(navigation.topViewController === second)
        #expect(second.viewIfLoaded?.window === windowBefore)
        // Once popped, it can be adopted.
        navigation.popViewController(animated: false)
        runtime.runLoop.runUntilIdle()
        other.addChild(second)
        #expect(same(other.children, [second]))
        #expect(diagnosticCodes == ["container.childTaken"])
    }

    @Test func dismissWithNothingPresentedWarnsAndSkipsTheCompletion() {
        let runtime = HeadlessRuntime.current
        let root = AViewController()
        _ = showInWindow(root)
        var completed = false
        root.dismiss(animated: true) { completed = true }
        runtime.runLoop.runUntilIdle()
        #expect(!completed)
        #expect(diagnosticCodes == ["presentation.dismiss.nothingPresented"])
        #expect(runtime.diagnostics.all.first?.severity == .warning)
        #expect(runtime.diagnostics.all.first?.message == "dismiss(animated:completion:) on AViewController#1: it presents nothing and is not presented, so there is nothing to dismiss. As on iOS, nothing happens and the completion handler is not called; check presentedViewController first, or call the completion yourself.")
    }
}

/// The number of pushes of the push-chain test (UIKIT_TEST_PUSHES overrides 9,000, for
/// measuring).
enum UIKitTestsPushCount {
    static var value: Int {
        ProcessInfo.processInfo.environment["UIKIT_TEST_PUSHES"].flatMap(Int.init) ?? 9_000
    }
}
