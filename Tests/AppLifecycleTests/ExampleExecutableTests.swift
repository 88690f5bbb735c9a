import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport

/// APP-1…APP-13 through executables written exactly like iOS apps, run with `--actions`:
/// their standard output is their own `print`s, which reproduce the seeds' logs.
@MainActor
@Suite(.freshRuntime) struct ExampleExecutableTests {
    /// Seed 004's single-view demo, started by `UIApplicationMain` in `main.swift`.
    let lifecycleDemo = BuiltExecutable("LifecycleDemo")
    /// Seed 001's demo, started by `@main` on its app delegate.
    let mainAttributeDemo = BuiltExecutable("MainAttributeDemo")
    /// A scene-based app, started by `@main`, with an Info.plist.
    let sceneDemo = BuiltExecutable("SceneDemo")
    /// The classic `main.swift` compiled in the Swift 5 language mode.
    let swift5MainDemo = BuiltExecutable("Swift5MainDemo")

    /// `UIApplicationMain` called from a Swift 5 `main.swift` compiles (it is
    /// `@preconcurrency @MainActor`, as the iOS SDK imports it) and launches the app.
    @Test func uiApplicationMainFromASwift5MainLaunches() throws {
        let run = try swift5MainDemo.run(["--actions", ""])
        #expect(run.status == 0)
        #expect(run.lines == ["launched in Swift 5 mode", "active"])
        #expect(run.standardError.isEmpty)
    }

    /// Each run starts as a fresh install (empty UserDefaults and Documents, References §45.1);
    /// `--keep-data` keeps the container from run to run.
    @Test func eachRunStartsWithAnEmptyContainerUnlessDataIsKept() throws {
        let store = TestScratch.url("containers")
        defer { try? FileManager.default.removeItem(at: store) }
        let environment = ["XDG_DATA_HOME": store.path]
        for _ in 0..<2 {
            let run = try swift5MainDemo.run(["--actions", "", "--", "--count-launches"], environment: environment)
            #expect(run.lines.contains("launch 1, 0 files in Documents"), "\(run.lines)")
        }
        let kept = ["--keep-data", "--actions", "", "--", "--count-launches"]
        #expect(try swift5MainDemo.run(kept, environment: environment).lines.contains("launch 1, 0 files in Documents"))
        #expect(try swift5MainDemo.run(kept, environment: environment).lines.contains("launch 2, 1 files in Documents"))
        let containers = try FileManager.default.contentsOfDirectory(atPath: store.appendingPathComponent("headless-uikit/containers").path)
        #expect(containers.count == 1, "one lasting container per app: \(containers)")
    }

    @Test func uiApplicationMainLaunchesByClassNameAndEndsWithStatusZero() throws {
        let run = try lifecycleDemo.run(["--actions", ""])
        #expect(run.status == 0)
        #expect(foldingLayout(run.lines) == ExpectedJournal.launchWithWindow)
        #expect(run.standardError.isEmpty)
    }

    @Test func homeThenOpenDeliverNoViewControllerCallback() throws {
        let run = try lifecycleDemo.run(["--actions", "home, open"])
        #expect(foldingLayout(run.lines) == ExpectedJournal.launchWithWindow + [
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
            "applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)",
        ])
    }

    @Test func memoryWarningReachesTheDelegateThenTheViewController() throws {
        let run = try lifecycleDemo.run(["--actions", "memory-warning"])
        #expect(run.lines.suffix(2) == ["applicationDidReceiveMemoryWarning(_:)", "didReceiveMemoryWarning()"])
    }

    @Test func rotationTransitionsTheViewController() throws {
        let run = try lifecycleDemo.run(["--actions", "rotate landscape-left"])
        #expect(foldingLayout(Array(run.lines.dropFirst(ExpectedJournal.launchWithWindow.count))) == [
            "willTransition(to:with:)", "viewWillTransition(to:with:)", "viewWillLayoutSubviews()", "viewDidLayoutSubviews()",
        ])
    }

    @Test func swipingAwayFromTheSwitcherTerminatesAndEndsTheProcess() throws {
        let run = try lifecycleDemo.run(["--actions", "app-switcher, kill, open, home"])
        #expect(run.status == 0)
        #expect(Array(run.lines.dropFirst(ExpectedJournal.launchWithWindow.count)) == [
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)",
        ])
        #expect(run.standardError.isEmpty)
    }

    @Test func aSuspendedAppDiesSilently() throws {
        for actions in ["home, wait 5, app-switcher, kill", "home, jetsam"] {
            let run = try lifecycleDemo.run(["--actions", actions])
            #expect(run.status == 0)
            #expect(Array(run.lines.dropFirst(ExpectedJournal.launchWithWindow.count)) == [
                "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
            ], "\(actions)")
        }
    }

    @Test func exitsOnSuspendTerminatesOnHome() throws {
        let run = try lifecycleDemo.run(["--info-plist", PackageFiles.path("Examples/LifecycleDemo/ExitsOnSuspend.plist"),
                                         "--actions", "home, open"])
        #expect(run.status == 0)
        #expect(Array(run.lines.dropFirst(ExpectedJournal.launchWithWindow.count)) == [
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)",
        ])
    }

    @Test func mainAttributeAppReproducesSeed001LineForLine() throws {
        // Seed 001 was written for iOS 7 to 11, whose Notification Center flickers (References §50.6).
        let run = try mainAttributeDemo.run([
            "--ios", "11", "--actions",
            "home, open, notification-center, notification-center-dismiss, control-center, control-center-dismiss, call, call-end, app-switcher, kill",
        ])
        #expect(run.status == 0)
        #expect(run.lines == [
            "程序已經啟動", "程序獲得焦點",
            "程序將要失去焦點", "程序已經進入后臺",
            "程序將要進入前臺", "程序獲得焦點",
            "程序將要失去焦點", "程序獲得焦點", "程序將要失去焦點",
            "程序獲得焦點",
            "程序將要失去焦點",
            "程序獲得焦點",
            "程序將要失去焦點",
            "程序獲得焦點",
            "程序將要失去焦點", "程序已經進入后臺", "程序將要終止",
        ])
    }

    @Test func sceneBasedAppLaunchesBacksAndComesBackThroughItsSceneDelegate() throws {
        let run = try sceneDemo.run(["--info-plist", PackageFiles.path("Examples/SceneDemo/Info.plist"),
                                     "--actions", "home, open, app-switcher, kill"])
        #expect(run.status == 0)
        #expect(run.lines == ExpectedJournal.sceneLaunchUntilActive + [
            "viewDidAppear(_:)",
            "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
            "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
            // Swiped away in front: no sceneDidEnterBackground (References §20).
            "sceneWillResignActive(_:)", "sceneDidDisconnect(_:)",
            "applicationWillTerminate(_:)",
        ])
        #expect(run.standardError.isEmpty)
    }

    @Test func withoutItsInfoPlistTheSameAppUsesTheAppDelegateLifecycle() throws {
        let run = try sceneDemo.run(["--actions", "home"])
        #expect(run.lines == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "applicationDidBecomeActive(_:)",
            "applicationDidEnterBackground(_:)",
        ])
    }

    @Test func traceInterleavesWithTheAppsOwnOutput() throws {
        let run = try lifecycleDemo.run(["--trace", "--actions", "home"])
        let lines = run.lines
        let action = try #require(lines.firstIndex(of: "== home"))
        #expect(Array(lines[action...]) == [
            "== home",
            "-[AppDelegate applicationWillResignActive:]", "applicationWillResignActive(_:)",
            "-[AppDelegate applicationDidEnterBackground:]", "applicationDidEnterBackground(_:)",
            // The app-switcher snapshot in the other appearance, then back (References §19).
            "-[UIWindow traitCollectionDidChange:]", "-[ViewController traitCollectionDidChange:]", "-[UIView traitCollectionDidChange:]",
            "-[UIWindow layoutSubviews]",
            "-[UIWindow traitCollectionDidChange:]", "-[ViewController traitCollectionDidChange:]", "-[UIView traitCollectionDidChange:]",
            "-[UIWindow layoutSubviews]",
            "// UIApplication#1 background→suspended",
        ])
        #expect(lines.first == "== launch")
        let didLoad = try #require(lines.firstIndex(of: "-[ViewController viewDidLoad]"))
        #expect(lines[didLoad + 1] == "viewDidLoad()")
    }

    @Test func jsonTraceLinesCarryEdgesAndCauses() throws {
        let run = try lifecycleDemo.run(["--trace=jsonl", "--actions", "home"])
        let events = run.lines.filter { $0.hasPrefix("{") }.compactMap { line in
            try? JSONDecoder().decode(TraceEvent.self, from: Data(line.utf8))
        }
        let resign = try #require(events.first { $0.callback == "applicationWillResignActive(_:)" })
        #expect(resign.edge == "active→inactive")
        #expect(resign.cause == "home")
        #expect(run.lines.contains("applicationWillResignActive(_:)"))
    }

    @Test func actionsCanComeFromStandardInput() throws {
        let run = try lifecycleDemo.run([], input: "home\n# back again\n\nopen\n")
        #expect(run.status == 0)
        #expect(foldingLayout(run.lines) == ExpectedJournal.launchWithWindow + [
            "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
            "applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)",
        ])
        #expect(run.standardError.isEmpty)
    }

    @Test func anIllegalActionIsAnErrorThatChangesNothing() throws {
        let plain = try lifecycleDemo.run(["--actions", "home, open"])
        let run = try lifecycleDemo.run(["--actions", "open, call-end, home, open"])
        #expect(run.status == 0)
        #expect(run.standardOutput == plain.standardOutput)
        #expect(run.standardError == """
            LifecycleDemo: open: the app is already in front (it is active); nothing changed. Legal now: home, notification-center, control-center, call, lock, app-switcher, memory-warning, rotate, wait, back, swipe-back, tab, swipe-down, tap, double-tap, tap-tab, alert, scroll, scroll-to, scroll-to-top, toggle, slide, select-segment, step, pick, pull-to-refresh, tap-at, long-press, swipe, pan, pinch, focus, type, return, dismiss-keyboard, text-size, appearance, menu, context-menu, preview, dismiss-menu, swipe-row, drag-sheet, press-key, pick-image, pick-font, pick-color, pick-document, cancel-picker
            LifecycleDemo: call-end: there is no call in progress; nothing changed. Legal now: home, notification-center, control-center, call, lock, app-switcher, memory-warning, rotate, wait, back, swipe-back, tab, swipe-down, tap, double-tap, tap-tab, alert, scroll, scroll-to, scroll-to-top, toggle, slide, select-segment, step, pick, pull-to-refresh, tap-at, long-press, swipe, pan, pinch, focus, type, return, dismiss-keyboard, text-size, appearance, menu, context-menu, preview, dismiss-menu, swipe-row, drag-sheet, press-key, pick-image, pick-font, pick-color, pick-document, cancel-picker

            """)
    }

    @Test func anUnknownActionIsAUsageErrorBeforeAnythingRuns() throws {
        let run = try lifecycleDemo.run(["--actions", "home, dance"])
        #expect(run.status == 64)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.hasPrefix("LifecycleDemo: --actions: unknown action \"dance\"; the actions are: home, open, notification-center,"))
        #expect(run.standardError.contains("usage: LifecycleDemo [--actions"))
    }

    @Test func malformedListsAndOptionsAreUsageErrors() throws {
        for arguments in [["--actions", "home,,open"], ["--actions", "rotate"], ["--actions", "wait forever"],
                          ["--actions"], ["--verbose"], ["--trace=xml"]] {
            let run = try lifecycleDemo.run(arguments)
            #expect(run.status == 64, "\(arguments)")
            #expect(run.standardOutput.isEmpty, "\(arguments)")
            #expect(run.standardError.contains("usage:"), "\(arguments)")
        }
    }

    @Test func anUnknownActionOnPipedInputEndsWithAUsageError() throws {
        let run = try lifecycleDemo.run([], input: "home\ndance\nopen\n")
        #expect(run.status == 64)
        #expect(run.lines.last == "applicationDidEnterBackground(_:)")
        #expect(run.standardError.contains("unknown action \"dance\""))
    }

    @Test func aMissingInfoPlistIsReported() throws {
        let run = try lifecycleDemo.run(["--info-plist", "/nonexistent/Info.plist", "--actions", ""])
        #expect(run.status == 66)
        #expect(run.standardOutput.isEmpty)
        #expect(run.standardError.contains("cannot read the Info.plist /nonexistent/Info.plist"))
    }

    @Test func helpListsEveryAction() throws {
        let run = try lifecycleDemo.run(["--help"])
        #expect(run.status == 0)
        for name in ["home", "open", "notification-center-dismiss", "kill", "jetsam", "memory-warning", "rotate <portrait|", "wait <seconds>"] {
            #expect(run.standardOutput.contains("  \(name)"), "\(name)")
        }
    }
}
