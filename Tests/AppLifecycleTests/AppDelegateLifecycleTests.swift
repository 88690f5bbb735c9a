import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// APP-1…APP-12 in process: an app without scenes, driven by the simulated device. The
/// goldens are what the apps' own code logs, as the seeds' demos print it.
@MainActor
@Suite(.freshRuntime) struct AppDelegateLifecycleTests {
    @Test func coldLaunchWithoutWindowIsFinishThenBecomeActive() {
        Journal.reset()
        let device = SimulatedDevice()
        let application = device.launch(PlainAppDelegate.self)
        #expect(Journal.entries == ["application(_:didFinishLaunchingWithOptions:)", "applicationDidBecomeActive(_:)"])
        #expect(application.applicationState == .active)
        #expect(device.appState == .active)
        #expect(application.delegate is PlainAppDelegate)
        #expect(UIApplication.shared === application)
    }

    @Test func coldLaunchWithRootViewControllerFollowsSeed004() {
        let runtime = Journal.reset()
        let device = launched(WindowAppDelegate.self)
        #expect(foldingLayout(Journal.entries) == ExpectedJournal.launchWithWindow)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = device
    }

    @Test func classicProfileActivatesBeforeTheFirstCommit() {
        let runtime = Journal.reset()
        runtime.profile.viewDidAppearBeforeDidBecomeActive = false
        let device = launched(WindowAppDelegate.self)
        #expect(foldingLayout(Journal.entries) == [
            "application(_:didFinishLaunchingWithOptions:)",
            "viewDidLoad()",
            "viewWillAppear(_:)",
            "applicationDidBecomeActive(_:)",
            "viewWillLayoutSubviews()",
            "viewDidLayoutSubviews()",
            "viewDidAppear(_:)",
        ])
        _ = device
    }

    @Test func launchTraceCarriesTheStateEdges() {
        Journal.reset()
        let device = launched(WindowAppDelegate.self)
        let delegateEvents = device.trace.callbacks.filter { $0.className == "WindowAppDelegate" }
        #expect(delegateEvents.map(\.selector) == [
            "application:willFinishLaunchingWithOptions:",
            "application:didFinishLaunchingWithOptions:",
            "applicationDidBecomeActive:",
        ])
        #expect(delegateEvents.map(\.edge) == ["notRunning→inactive", nil, "inactive→active"])
        #expect(device.trace.events.first?.kind == .action)
        #expect(device.trace.events.first?.callback == "launch")
    }

    @Test func homeResignsThenEntersBackgroundThenSuspendsWithNoViewControllerCallback() throws {
        Journal.reset()
        let device = launched(WindowAppDelegate.self)
        let log = try Journal.during { try device.perform(.home) }
        // The only controller callbacks are the app-switcher snapshot's trait pair (References §19).
        #expect(log == ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)"])
        #expect(device.appState == .suspended)
        #expect(device.application?.applicationState == .background)
        let edges = device.trace.events.compactMap(\.edge).suffix(3)
        #expect(Array(edges) == ["active→inactive", "inactive→background", "background→suspended"])
        #expect(device.trace.lines().last == "// UIApplication#1 background→suspended")
    }

    @Test func openAgainEntersForegroundThenBecomesActiveWithNoViewControllerCallback() throws {
        Journal.reset()
        let device = launched(WindowAppDelegate.self)
        try device.perform(.home)
        let log = try Journal.during { try device.perform(.open) }
        #expect(log == ["applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"])
        #expect(device.appState == .active)
    }

    @Test func memoryWarningReachesDelegateEveryLiveControllerThenTheNotification() throws {
        Journal.reset()
        let device = launched(WindowAppDelegate.self)
        let offscreen = SeedViewController()
        var order: [String] = []
        let token = NotificationCenter.default.addObserver(
            forName: UIApplication.didReceiveMemoryWarningNotification, object: nil, queue: nil) { _ in
            MainActor.assumeIsolated { order.append("notification after \(Journal.entries.count) entries") }
        }
        defer { NotificationCenter.default.removeObserver(token) }
        let log = try Journal.during { try device.perform(.memoryWarning) }
        #expect(log == ["applicationDidReceiveMemoryWarning(_:)", "didReceiveMemoryWarning()", "didReceiveMemoryWarning()"])
        #expect(order == ["notification after \(Journal.entries.count) entries"])
        #expect(!offscreen.isViewLoaded)
        #expect(device.appState == .active)
    }

    /// Seed 001's log (iOS 7–11): resign, become active, resign (References §50.6).
    @Test func notificationCenterFlickersThenComesBackOnIOS11() throws {
        Journal.reset().profile = LifecycleProfile(iOS: 11)
        let device = launched(PlainAppDelegate.self)
        let pull = try Journal.during { try device.perform(.notificationCenter) }
        #expect(pull == ["applicationWillResignActive(_:)", "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)"])
        #expect(device.appState == .inactive)
        let dismiss = try Journal.during { try device.perform(.notificationCenterDismiss) }
        #expect(dismiss == ["applicationDidBecomeActive(_:)"])
        #expect(device.appState == .active)
    }

    /// From iOS 12 no source shows the flicker: one resign, as Control Center gives
    /// (References §50.6).
    @Test func notificationCenterOnlyResignsOnIOS18() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        let pull = try Journal.during { try device.perform(.notificationCenter) }
        #expect(pull == ["applicationWillResignActive(_:)"])
        #expect(device.appState == .inactive)
        let dismiss = try Journal.during { try device.perform(.notificationCenterDismiss) }
        #expect(dismiss == ["applicationDidBecomeActive(_:)"])
    }

    @Test func controlCenterAndCallsOnlyToggleActive() throws {
        Journal.reset()
        let device = launched(WindowAppDelegate.self)
        for (show, hide) in [(DeviceAction.controlCenter, DeviceAction.controlCenterDismiss), (.call, .callEnd)] {
            #expect(try Journal.during { try device.perform(show) } == ["applicationWillResignActive(_:)"])
            #expect(device.appState == .inactive)
            #expect(try Journal.during { try device.perform(hide) } == ["applicationDidBecomeActive(_:)"])
            #expect(device.appState == .active)
        }
    }

    @Test func swipingTheAppAwayInTheSwitcherTerminatesIt() throws {
        Journal.reset()
        let device = launched(WindowAppDelegate.self)
        var ended = false
        device.onProcessEnd = { ended = true }
        let log = try Journal.during {
            try device.perform(.appSwitcher)
            try device.perform(.kill)
        }
        #expect(log == ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)"])
        #expect(ended)
        #expect(device.hasProcessEnded)
        #expect(device.appState == .notRunning)
        #expect(device.trace.callbacks.filter { $0.callback == "deinit" }.map(\.instance) == [])
    }

    @Test func killingOrReclaimingASuspendedAppDeliversNothing() throws {
        for action in [DeviceAction.kill, .jetsam] {
            Journal.reset()
            let device = launched(WindowAppDelegate.self)
            try device.perform(.home)
            #expect(device.appState == .suspended)
            let count = device.trace.events.count
            #expect(try Journal.during { try device.perform(action) } == [])
            #expect(device.hasProcessEnded)
            let after = device.trace.events.dropFirst(count)
            #expect(after.map(\.kind) == [.action, .note])
            #expect(after.last?.edge == "suspended→notRunning")
        }
    }

    @Test func exitsOnSuspendTerminatesOnHome() throws {
        Journal.reset()
        let device = SimulatedDevice()
        device.launch(WindowAppDelegate.self, infoPlist: ["UIApplicationExitsOnSuspend": true])
        let log = try Journal.during { try device.perform(.home) }
        // The snapshot (References §19) comes before the termination at suspension.
        #expect(log == ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)", "applicationWillTerminate(_:)"])
        #expect(device.hasProcessEnded)
    }

    @Test func exitsOnSuspendIsIgnoredLikeCurrentIOSWhenAsked() throws {
        Journal.reset()
        let device = SimulatedDevice()
        device.honorsExitsOnSuspend = false
        device.launch(WindowAppDelegate.self, infoPlist: ["UIApplicationExitsOnSuspend": "YES"])
        let log = try Journal.during { try device.perform(.home) }
        #expect(log == ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)"])
        #expect(device.appState == .suspended)
    }

    @Test func lockAndUnlockGoThroughTheBackground() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        #expect(try Journal.during { try device.perform(.lock) } == ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)"])
        #expect(device.isLocked)
        #expect(try Journal.during { try device.perform(.unlock) } == ["applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"])
        #expect(device.appState == .active)
    }

    @Test func applicationNotificationsFollowTheDelegate() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        let names: [Notification.Name] = [
            UIApplication.willResignActiveNotification, UIApplication.didEnterBackgroundNotification,
            UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
        ]
        let tokens = Journal.observe(prefix: "notification ", names)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let log = try Journal.during {
            try device.perform(.home)
            try device.perform(.open)
        }
        #expect(log == [
            "applicationWillResignActive(_:)", "notification UIApplicationWillResignActiveNotification",
            "applicationDidEnterBackground(_:)", "notification UIApplicationDidEnterBackgroundNotification",
            "applicationWillEnterForeground(_:)", "notification UIApplicationWillEnterForegroundNotification",
            "applicationDidBecomeActive(_:)", "notification UIApplicationDidBecomeActiveNotification",
        ])
    }

    @Test func applicationStateDuringCallbacksFollowsUIKit() throws {
        Journal.reset()
        final class StateReadingDelegate: UIResponder, UIApplicationDelegate {
            func applicationWillResignActive(_ application: UIApplication) { Journal.log("resign \(application.applicationState)") }
            func applicationDidEnterBackground(_ application: UIApplication) { Journal.log("background \(application.applicationState)") }
            func applicationWillEnterForeground(_ application: UIApplication) { Journal.log("foreground \(application.applicationState)") }
            func applicationDidBecomeActive(_ application: UIApplication) { Journal.log("active \(application.applicationState)") }
        }
        let device = launched(StateReadingDelegate.self)
        try device.perform(.home)
        try device.perform(.open)
        #expect(Journal.entries == ["active active", "resign active", "background background", "foreground background", "active active"])
    }

    @Test func openAfterTheProcessEndedColdLaunchesInANewProcess() throws {
        let first = Journal.reset()
        let device = SimulatedDevice()
        let oldApplication = device.launch(WindowAppDelegate.self)
        try device.perform(.appSwitcher)
        try device.perform(.kill)
        let log = try Journal.during { try device.perform(.open) }
        #expect(foldingLayout(log) == [
            "application(_:didFinishLaunchingWithOptions:)", "viewDidLoad()", "viewWillAppear(_:)",
            "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)", "applicationDidBecomeActive(_:)",
        ])
        #expect(device.runtime !== first)
        #expect(HeadlessRuntime.current === device.runtime)
        #expect(device.application !== oldApplication)
        #expect(device.trace.events.filter { $0.kind == .action }.map(\.callback) == ["launch", "app-switcher", "kill", "open"])
    }
}
