import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import UIKitSnapshotTesting

/// A scene delegate that records the application's and the scene's state in each callback.
final class RoundTwoStateSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?
    private func log(_ callback: String, _ scene: UIScene) {
        Journal.log("\(callback) state=\(UIApplication.shared.applicationState.rawValue) scene=\(scene.activationState.rawValue)")
    }
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        log("willConnectTo", scene)
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = SeedViewController()
        window?.makeKeyAndVisible()
    }
    func sceneWillEnterForeground(_ scene: UIScene) { log("sceneWillEnterForeground", scene) }
    func sceneDidBecomeActive(_ scene: UIScene) { log("sceneDidBecomeActive", scene) }
}

/// Items 4, 5, 11 and 12 of issue 19, and the window's traced key status: what a launch, a
/// trip to the background and a swipe in the app switcher deliver under each iOS profile
/// (References §19, §20, §21, §15.7).
@MainActor
@Suite(.freshRuntime) struct RoundTwoLifecycleFidelityTests {
    /// Records the application's state in each launch callback of a scene-based app.
    final class StateRecordingAppDelegate: UIResponder, UIApplicationDelegate {
        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            Journal.log("didFinishLaunching state=\(application.applicationState.rawValue)")
            return true
        }
        func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                         options: UIScene.ConnectionOptions) -> UISceneConfiguration {
            UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
        }
    }

    private func callbacks(_ recorder: TraceRecorder, of className: String, named callback: String) -> Int {
        recorder.events.filter { $0.kind == .callback && $0.className == className && $0.callback == callback }.count
    }

    // MARK: Item 4: states at a scene-based launch

    @Test func sceneLaunchStatesAndNotifications() throws {
        _ = HeadlessRuntime.current
        Journal.entries = []
        let observers = Journal.observe(prefix: "post ", [UIApplication.willEnterForegroundNotification, UIApplication.didBecomeActiveNotification,
                                                          UIScene.willEnterForegroundNotification, UIScene.didActivateNotification])
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let device = SimulatedDevice()
        device.launch(StateRecordingAppDelegate.self,
                      infoPlist: sceneManifestPlist(delegateClassName: "$(PRODUCT_MODULE_NAME).RoundTwoStateSceneDelegate"))
        // The app takes the state of its most active scene: it launches in the background
        // and is active by sceneDidBecomeActive (Apple's applicationState; References §45.5).
        let background = UIApplication.State.background.rawValue
        let active = UIApplication.State.active.rawValue
        let unattached = UIScene.ActivationState.unattached.rawValue
        let foregroundActive = UIScene.ActivationState.foregroundActive.rawValue
        #expect(Journal.entries == [
            "didFinishLaunching state=\(background)",
            "willConnectTo state=\(background) scene=\(unattached)",
            "viewDidLoad()", "viewWillAppear(_:)",
            // A "will" callback runs in the state being left, as the application's do.
            "sceneWillEnterForeground state=\(background) scene=\(unattached)",
            "post UISceneWillEnterForegroundNotification",
            "sceneDidBecomeActive state=\(active) scene=\(foregroundActive)",
            "post UISceneDidActivateNotification",
            "post UIApplicationDidBecomeActiveNotification",
            "viewWillLayoutSubviews()", "viewDidLayoutSubviews()", "viewDidAppear(_:)",
        ])
        #expect(UIApplication.shared.applicationState == .active)
        // Coming back from the background does post the application's notification.
        Journal.entries = []
        try device.perform(.home)
        try device.perform(.open)
        #expect(Journal.entries.contains("post UIApplicationWillEnterForegroundNotification"))
    }

    // MARK: Item 5: the app-delegate launch order by profile

    private func launchOrder(iOS version: Int) -> [String] {
        let runtime = HeadlessRuntime.current
        runtime.profile = LifecycleProfile(iOS: version)
        Journal.entries = []
        let device = SimulatedDevice(runtime: runtime)
        device.launch(WindowAppDelegate.self)
        defer { withExtendedLifetime(device) {} }
        return Journal.entries.filter { $0 == "viewDidAppear(_:)" || $0 == "applicationDidBecomeActive(_:)" }
    }

    @Test(arguments: [7, 9, 10]) func theAppBecomesActiveFirstOn(iOS version: Int) {
        #expect(launchOrder(iOS: version) == ["applicationDidBecomeActive(_:)", "viewDidAppear(_:)"])
    }

    @Test(arguments: [8, 11, 13, 17, 18]) func theRootAppearsFirstOn(iOS version: Int) {
        #expect(launchOrder(iOS: version) == ["viewDidAppear(_:)", "applicationDidBecomeActive(_:)"])
    }

    @Test func explainNamesTheLaunchOrderSwitch() {
        let differences = LifecycleProfile.differences(between: 10, and: 18).map(\.reference)
        #expect(differences.contains("§21"))
        #expect(!LifecycleProfile.differences(between: 8, and: 18).map(\.reference).contains("§21"))
    }

    // MARK: Item 11: the background snapshot

    @Test func homeTakesTheSnapshotInBothAppearances() throws {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        Journal.entries = []
        let device = SimulatedDevice(runtime: runtime)
        device.launch(SceneAppDelegate.self, infoPlist: sceneManifestPlist(delegateClassName: "$(PRODUCT_MODULE_NAME).TestSceneDelegate"))
        #expect(callbacks(recorder, of: "SeedViewController", named: "traitCollectionDidChange(_:)") == 0)
        try device.perform(.home)
        #expect(callbacks(recorder, of: "SeedViewController", named: "traitCollectionDidChange(_:)") == 2)
        #expect(device.appState == .suspended)
        let window = (UIApplication.shared.connectedScenes.first as? UIWindowScene)?.windows.first
        #expect(window?.traitCollection.userInterfaceStyle == runtime.screen.traitCollection.userInterfaceStyle)
        let background = recorder.events.firstIndex { $0.callback == "sceneDidEnterBackground(_:)" }
        let firstTrait = recorder.events.firstIndex { $0.callback == "traitCollectionDidChange(_:)" }
        #expect(background != nil && firstTrait != nil && background! < firstTrait!)
        Trace(recorder.events).expectGolden("home-snapshot-both-appearances-ios18")
    }

    @Test func iOS12TakesNoSnapshotInTheOtherAppearance() throws {
        let runtime = HeadlessRuntime.current
        runtime.profile = LifecycleProfile(iOS: 12)
        let recorder = runtime.attach()
        let device = SimulatedDevice(runtime: runtime)
        device.launch(WindowAppDelegate.self)
        try device.perform(.home)
        #expect(callbacks(recorder, of: "SeedViewController", named: "traitCollectionDidChange(_:)") == 0)
        Trace(recorder.events).expectGolden("home-no-snapshot-ios12")
    }

    // MARK: Item 12: swiping a scene app away

    @Test func aSceneAppSwipedAwayDisconnectsWithoutEnteringTheBackground() throws {
        _ = HeadlessRuntime.current
        Journal.entries = []
        let device = SimulatedDevice()
        device.launch(SceneAppDelegate.self, infoPlist: sceneManifestPlist(delegateClassName: "$(PRODUCT_MODULE_NAME).TestSceneDelegate"))
        let observers = Journal.observe(prefix: "post ", [UIApplication.didEnterBackgroundNotification, UIScene.didEnterBackgroundNotification,
                                                          UIApplication.willTerminateNotification])
        defer { observers.forEach(NotificationCenter.default.removeObserver) }
        let log = try Journal.during {
            try device.perform(.appSwitcher)
            try device.perform(.kill)
        }
        #expect(log == ["sceneWillResignActive(_:)", "sceneDidDisconnect(_:)", "applicationWillTerminate(_:)",
                        "post UIApplicationWillTerminateNotification"])
        #expect(device.hasProcessEnded)
    }

    @Test func anAppDelegateAppSwipedAwayStillEntersTheBackgroundFirst() throws {
        _ = HeadlessRuntime.current
        Journal.entries = []
        let device = launched(WindowAppDelegate.self)
        let log = try Journal.during {
            try device.perform(.appSwitcher)
            try device.perform(.kill)
        }
        #expect(log == ["applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)", "applicationWillTerminate(_:)"])
    }

    // MARK: The window's key status, traced

    @Test func becomeKeyAndResignKeyAreTraced() {
        let harness = LifecycleHarness()
        let first = harness.show(UIViewController())
        let mark = harness.mark()
        let second = UIWindow(frame: UIScreen.main.bounds)
        harness.perform("a second window becomes key") { second.makeKeyAndVisible() }
        let keyEvents = harness.trace(since: mark).events
            .filter { $0.callback == "becomeKey()" || $0.callback == "resignKey()" }
            .map { "\($0.instance) \($0.callback)" }
        #expect(keyEvents == ["\(first.traceName) resignKey()", "\(second.traceName) becomeKey()"])
        second.isHidden = true
    }
}
