@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting
@testable import UIKit

/// V-6, V-7, VC-4, VC-14, VC-15: a root view controller appears, disappears and is destroyed.
@MainActor
@Suite(.freshRuntime) struct ViewControllerAppearanceTests {
    final class ViewController: SeedRootController {}
    /// The seed VC-15's name for the same controller.
    final class RootViewController: SeedRootController {}

    final class OtherController: UIViewController {}

    let seedClasses: Set<String> = ["ViewController", "NoXibView"]
    // The seeds predate viewIsAppearing and the safe area (iOS 11): their callbacks are left out.
    let noise: Set<String> = Set(["init(frame:)", "init(nibName:bundle:)", "draw(_:)", "viewIsAppearing(_:)"]).union(Callback.insetChanges)

    /// V-6 (as `ViewController`) and VC-15 (as `RootViewController`): a root view controller with
    /// a subview added in `viewDidLoad` appears.
    @Test(arguments: ["ViewController", "RootViewController"])
    func rootControllerAppearsInV6Order(named name: String) {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let controller: SeedRootController = name == "ViewController" ? ViewController() : RootViewController()
        let window = showInWindow(controller)

        #expect(recorder.seedLines(of: [name, "NoXibView"], skipping: noise) == seedV6(name, layout: [
            "-[\(name) viewWillLayoutSubviews]",
            "-[\(name) viewDidLayoutSubviews]",
            "-[NoXibView layoutSubviews]",
        ]))
        #expect(controller.notes == [
            "viewWillAppear superview=false window=false",
            "viewWillLayoutSubviews window=true",
            "viewDidAppear superview=true",
        ])
        #expect(controller.appearanceState == .appeared)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }

    @Test func viewIsAppearingFallsBetweenWillAppearAndLayout() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = ViewController()
        window.makeKeyAndVisible()
        #expect(recorder.callbackNames(of: "ViewController#1").last == "viewWillAppear(_:)")
        runtime.runLoop.runUntilIdle()
        let calls = recorder.callbackNames(of: "ViewController#1")
        #expect(calls.suffix(4) == ["viewIsAppearing(_:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)"])
        let turns = recorder.callbacks.filter { $0.instance == "ViewController#1" }.map(\.turn)
        #expect(Set(turns.suffix(4)).count == 1)
    }

    @Test func replacedRootControllerDisappearsAndIsDestroyedInV7Order() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        weak var weakController: ViewController?
        do {
            let controller = ViewController()
            weakController = controller
            window.rootViewController = controller
        }
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        recorder.clear()

        window.rootViewController = OtherController()
        runtime.runLoop.runUntilIdle()

        #expect(weakController == nil)
        #expect(recorder.seedLines(of: seedClasses, skipping: noise) == [
            "-[ViewController viewWillDisappear:]",
            "-[NoXibView willMoveToWindow:]",
            "-[NoXibView didMoveToWindow]",
            "-[ViewController viewDidDisappear:]",
            "-[ViewController dealloc]",
            "-[NoXibView willMoveToSuperview:]",
            "-[NoXibView didMoveToSuperview]",
            "-[NoXibView dealloc]",
        ])
        #expect(recorder.callbackNames(of: "OtherController#1").contains("viewDidAppear(_:)"))
    }

    @Test func disappearanceSeesTheViewLeaveTheWindow() {
        let controller = ViewController()
        let window = showInWindow(controller)
        window.rootViewController = nil

        #expect(controller.notes.suffix(2) == [
            "viewWillDisappear window=true",
            "viewDidDisappear superview=false window=false",
        ])
        #expect(controller.appearanceState == .disappeared)
        #expect(controller.isViewLoaded)
    }

    @Test func releasedWindowTearsDownItsRootControllerInV7Order() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        weak var weakWindow: UIWindow?
        do {
            let window = UIWindow(frame: UIScreen.main.bounds)
            weakWindow = window
            window.rootViewController = ViewController()
            window.makeKeyAndVisible()
            runtime.runLoop.runUntilIdle()
            recorder.clear()
        }
        #expect(weakWindow == nil)
        #expect(recorder.seedLines(of: seedClasses.union(["UIWindow"]), skipping: noise) == [
            "-[ViewController viewWillDisappear:]",
            "-[NoXibView willMoveToWindow:]",
            "-[NoXibView didMoveToWindow]",
            "-[ViewController viewDidDisappear:]",
            "-[UIWindow dealloc]",
            "-[ViewController dealloc]",
            "-[NoXibView willMoveToSuperview:]",
            "-[NoXibView didMoveToSuperview]",
            "-[NoXibView dealloc]",
        ])
        #expect(runtime.keyWindow == nil)
        #expect(runtime.allWindows.isEmpty)
    }

    @Test func hidingAndShowingTheWindowDrivesTheRootController() {
        let runtime = HeadlessRuntime.current
        let (recorder, controller, window) = showTraced(ViewController())
        recorder.clear()

        window.isHidden = true
        #expect(controller.appearanceState == .disappeared)
        #expect(controller.view.window === window)
        window.isHidden = true
        window.isHidden = false
        runtime.runLoop.runUntilIdle()
        #expect(controller.appearanceState == .appeared)
        #expect(recorder.callbackNames(of: "ViewController#1") == [
            "viewWillDisappear(_:)", "viewDidDisappear(_:)",
            "viewWillAppear(_:)", "viewIsAppearing(_:)", "viewDidAppear(_:)",
        ])
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func replacingTheRootOfAHiddenWindowMovesViewsWithoutAppearance() {
        let runtime = HeadlessRuntime.current
        let (recorder, first, window) = showTraced(ViewController())
        window.isHidden = true
        recorder.clear()

        let second = OtherController()
        window.rootViewController = second
        runtime.runLoop.runUntilIdle()
        #expect(first.view.superview == nil)
        #expect(!second.isViewLoaded)
        #expect(!recorder.callbacks.contains { $0.edge != nil })

        window.isHidden = false
        runtime.runLoop.runUntilIdle()
        #expect(second.view.window === window)
        #expect(second.appearanceState == .appeared)
        #expect(window.subviews.count == 1)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func rootControllerOfAHiddenWindowStaysUnloaded() {
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: UIScreen.main.bounds)
        let controller = ViewController()
        window.rootViewController = controller
        runtime.runLoop.runUntilIdle()
        #expect(!controller.isViewLoaded)
        #expect(window.isHidden)
        window.makeKeyAndVisible()
        #expect(controller.isViewLoaded)
        #expect(!window.isHidden)
    }

    @Test func appearanceEventsNameTheirStateMachineEdges() {
        let (recorder, _, window) = showTraced(ViewController())
        window.rootViewController = nil

        let edges = recorder.callbacks.filter { $0.edge != nil }.map { "\($0.callback) \($0.edge!)" }
        #expect(edges == [
            "viewWillAppear(_:) disappeared→appearing",
            "viewIsAppearing(_:) appearing",
            "viewDidAppear(_:) appearing→appeared",
            "viewWillDisappear(_:) appeared→disappearing",
            "viewDidDisappear(_:) disappearing→disappeared",
        ])
    }

    // MARK: VC-14

    final class WarnedController: UIViewController {
        var warnings = 0
        override func didReceiveMemoryWarning() {
            super.didReceiveMemoryWarning()
            warnings += 1
        }
    }

    @Test func memoryWarningReachesEveryLiveControllerAndUnloadsNothing() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let onScreen = WarnedController()
        let offScreen = WarnedController()
        let neverLoaded = WarnedController()
        do { _ = WarnedController() }
        window.rootViewController = onScreen
        window.makeKeyAndVisible()
        _ = offScreen.view
        runtime.runLoop.runUntilIdle()
        recorder.clear()

        runtime.deliverMemoryWarning()

        #expect(recorder.lines(.swift) == [
            "WarnedController.didReceiveMemoryWarning()",
            "WarnedController.didReceiveMemoryWarning()",
            "WarnedController.didReceiveMemoryWarning()",
        ])
        #expect(recorder.callbacks.map(\.instance) == ["WarnedController#1", "WarnedController#2", "WarnedController#3"])
        #expect([onScreen, offScreen, neverLoaded].map(\.warnings) == [1, 1, 1])
        #expect(onScreen.isViewLoaded && offScreen.isViewLoaded && !neverLoaded.isViewLoaded)
        #expect(onScreen.view.window === window)
    }
}
