import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// `deinit` is traced when the last reference goes: once a controller has left every
/// container, nothing in the framework keeps it (or its views) alive.
@MainActor
@Suite(.freshRuntime) struct ReleaseTests {
    final class Screen: ProbeViewController {
        override func makeContent() -> UIView? { Badge() }
    }

    final class Badge: UIView {}

    final class Host: EmbeddingViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            embed(Screen())
        }
    }

    func deinits(_ recorder: TraceRecorder) -> [String] {
        recorder.callbacks.filter { $0.callback == "deinit" }.map(\.instance)
    }

    @Test func aControllerReplacedAsRootIsReleasedWithItsViews() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        weak var screen: Screen?
        weak var badge: UIView?
        do {
            let controller = Screen()
            screen = controller
            window.rootViewController = controller
            window.makeKeyAndVisible()
            badge = controller.view.subviews.first
        }
        runtime.runLoop.runUntilIdle()
        #expect(screen != nil && badge != nil)
        window.rootViewController = nil
        runtime.runLoop.runUntilIdle()
        #expect(screen == nil && badge == nil)
        #expect(deinits(recorder) == ["Screen#1", "UIView#1", "Badge#1"])
        #expect(runtime.allViewControllers.isEmpty)
    }

    @Test func aParentReleasedWithItsChildren() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        weak var host: Host?
        weak var child: UIViewController?
        do {
            let window = UIWindow(frame: UIScreen.main.bounds)
            let controller = Host()
            host = controller
            window.rootViewController = controller
            window.makeKeyAndVisible()
            child = controller.children.first
            runtime.runLoop.runUntilIdle()
        }
        runtime.runLoop.runUntilIdle()
        #expect(host == nil && child == nil)
        #expect(Set(deinits(recorder)) == ["UIWindow#1", "Host#1", "Screen#1", "UIView#1", "UIView#2", "Badge#1"])
    }

    @Test func aChildAddedAndRemovedInOneTurnIsReleased() {
        let runtime = HeadlessRuntime.current
        let (recorder, host, window) = showTraced(EmbeddingViewController())
        weak var child: Screen?
        do {
            let screen = Screen()
            child = screen
            host.embed(screen)
            #expect(screen.appearanceState == .appearing)
            screen.view.setNeedsLayout()
            host.unembed(screen)
            #expect(screen.appearanceState == .disappeared)
        }
        #expect(child == nil)
        #expect(deinits(recorder) == ["Screen#1", "UIView#2", "Badge#1"])
        runtime.runLoop.runUntilIdle()
        #expect(!recorder.callbacks.contains { $0.className == "Screen" && $0.callback == "viewDidAppear(_:)" })
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }

    @Test func anAppearanceCancelledBeforeItsCommitLeavesNothingBehind() {
        let runtime = HeadlessRuntime.current
        weak var screen: Screen?
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        do {
            let controller = Screen()
            screen = controller
            window.rootViewController = controller
            #expect(controller.appearanceState == .appearing)
            window.rootViewController = nil
            #expect(controller.appearanceState == .disappeared)
        }
        #expect(screen == nil)
        runtime.runLoop.runUntilIdle()
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func manuallyForwardedChildrenAreReleasedAfterRemoval() {
        let runtime = HeadlessRuntime.current
        let parent = EmbeddingViewController()
        weak var child: Screen?
        do {
            let screen = Screen()
            child = screen
            parent.embed(screen)
            parent.beginAppearanceTransition(true, animated: false)
            parent.unembed(screen)
        }
        #expect(child == nil)
        parent.endAppearanceTransition()
        runtime.runLoop.runUntilIdle()
        // The parent is in no window: on iOS 13 and later its appearance stops at
        // viewWillAppear until it reaches one (References §15.5).
        #expect(parent.appearanceState == .appearing)
    }

    @Test func aCompletionHandlerHoldsItsCaptureOnlyUntilItRuns() {
        let runtime = HeadlessRuntime.current
        weak var screen: Screen?
        do {
            let controller = Screen()
            screen = controller
            UIView.animate(withDuration: 0.3, animations: {}, completion: { _ in _ = controller.title })
        }
        #expect(screen != nil)
        runtime.runLoop.runUntilIdle()
        #expect(screen == nil)
    }

    @Test func aFlaggedViewReleasedBeforeTheCommitDiesAtOnce() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        do {
            let badge = Badge()
            window.addSubview(badge)
            badge.setNeedsLayout()
            badge.setNeedsDisplay()
            badge.removeFromSuperview()
        }
        #expect(deinits(recorder) == ["Badge#1"])
        runtime.runLoop.runUntilIdle()
        #expect(!recorder.callbacks.contains { $0.instance == "Badge#1" && $0.callback == "layoutSubviews()" })
    }

    @Test func eachObjectTracesItsDeinitOnce() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        withExtendedLifetime(showInWindow(Host())) {
            _ = UIResponder()
        }
        let names = deinits(recorder)
        #expect(names.count == Set(names).count)
        #expect(names.contains("UIResponder#1"))
    }
}
