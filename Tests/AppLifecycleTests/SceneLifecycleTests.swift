import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// The scene-based lifecycle (References §2, §3): launch, background, foreground,
/// the app switcher, and what the app delegate still hears.
@MainActor
@Suite(.freshRuntime) struct SceneLifecycleTests {
    private func launch() -> SimulatedDevice {
        let device = SimulatedDevice()
        device.launch(SceneAppDelegate.self, infoPlist: sceneManifestPlist(delegateClassName: "$(PRODUCT_MODULE_NAME).TestSceneDelegate"))
        return device
    }

    @Test func launchConnectsTheSceneThenEntersTheForeground() {
        let runtime = Journal.reset()
        let device = launch()
        #expect(foldingLayout(Journal.entries) == ExpectedJournal.sceneLaunchUntilActive + [
            "viewWillLayoutSubviews()",
            "viewDidLayoutSubviews()",
            "viewDidAppear(_:)",
        ])
        #expect(device.appState == .active)
        #expect(runtime.diagnostics.all.isEmpty)
        let application = UIApplication.shared
        #expect(application.isSceneBased)
        #expect(application.connectedScenes.count == 1)
        let scene = application.connectedScenes.first as? UIWindowScene
        #expect(scene?.activationState == .foregroundActive)
        #expect(scene?.delegate is TestSceneDelegate)
        #expect(scene?.session.role == .windowApplication)
        let window = (scene?.delegate as? TestSceneDelegate)?.window
        #expect(window?.windowScene === scene)
        #expect(scene?.windows.count == 1)
        #expect(window?.isKeyWindow == true)
    }

    @Test func sceneCallbacksCarryTheSceneEdges() {
        Journal.reset()
        let device = launch()
        let edges = device.trace.callbacks.filter { $0.className == "TestSceneDelegate" }.map { "\($0.callback) \($0.edge ?? "-")" }
        #expect(edges == [
            "scene(_:willConnectTo:options:) -",
            "sceneWillEnterForeground(_:) unattached→foregroundInactive",
            "sceneDidBecomeActive(_:) foregroundInactive→foregroundActive",
        ])
    }

    @Test func theApplicationsOwnEdgesAreNotedInTheTrace() throws {
        Journal.reset()
        let device = launch()
        try device.perform(.home)
        let notes = device.trace.events.filter { $0.kind == .note && $0.className == "UIApplication" }.compactMap(\.edge)
        #expect(notes == ["inactive→active", "active→inactive", "inactive→background", "background→suspended"])
    }

    @Test func homeAndOpenReachTheSceneDelegateOnly() throws {
        Journal.reset()
        let device = launch()
        // Then the app-switcher snapshot's trait pair (References §19).
        #expect(try Journal.during { try device.perform(.home) } == ["sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)",
                                                                     "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)"])
        #expect(device.appState == .suspended)
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .background)
        #expect(try Journal.during { try device.perform(.open) } == ["sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)"])
        #expect(device.appState == .active)
    }

    @Test func sceneNotificationsComeBeforeTheApplicationsOwn() throws {
        Journal.reset()
        let device = launch()
        let names: [Notification.Name] = [
            UIScene.willDeactivateNotification, UIApplication.willResignActiveNotification,
            UIScene.didEnterBackgroundNotification, UIApplication.didEnterBackgroundNotification,
        ]
        let tokens = Journal.observe(names)
        defer { tokens.forEach(NotificationCenter.default.removeObserver) }
        let log = try Journal.during { try device.perform(.home) }
        #expect(log == [
            "sceneWillResignActive(_:)", "UISceneWillDeactivateNotification", "UIApplicationWillResignActiveNotification",
            "sceneDidEnterBackground(_:)", "UISceneDidEnterBackgroundNotification", "UIApplicationDidEnterBackgroundNotification",
            "traitCollectionDidChange(_:)", "traitCollectionDidChange(_:)",  // the snapshot, References §19
        ])
    }

    @Test func interruptionsToggleTheSceneBetweenActiveAndInactive() throws {
        Journal.reset()
        let device = launch()
        let log = try Journal.during {
            try device.perform(.notificationCenter)
            try device.perform(.notificationCenterDismiss)
        }
        // No source shows Notification Center's flicker for a scene app (References §50.6).
        #expect(log == ["sceneWillResignActive(_:)", "sceneDidBecomeActive(_:)"])
    }

    @Test func killFromTheSwitcherDisconnectsThenTerminates() throws {
        Journal.reset()
        let device = launch()
        let log = try Journal.during {
            try device.perform(.appSwitcher)
            try device.perform(.kill)
        }
        // No sceneDidEnterBackground: the scene disconnects from the foreground (References §20).
        #expect(log == ["sceneWillResignActive(_:)", "sceneDidDisconnect(_:)", "applicationWillTerminate(_:)"])
        #expect(device.hasProcessEnded)
    }

    @Test func theNextLaunchHearsOfTheDiscardedSessions() throws {
        Journal.reset()
        let device = launch()
        try device.perform(.appSwitcher)
        try device.perform(.kill)
        let log = try Journal.during { try device.perform(.open) }
        #expect(log.prefix(3) == [
            "application(_:willFinishLaunchingWithOptions:)",
            "application(_:didFinishLaunchingWithOptions:)",
            "application(_:didDiscardSceneSessions:) [\"SceneSession-1\"]",
        ])
        #expect(log.contains("sceneDidBecomeActive(_:)"))
    }

    @Test func memoryWarningStillReachesTheAppDelegate() throws {
        Journal.reset()
        let device = launch()
        #expect(try Journal.during { try device.perform(.memoryWarning) } == [
            "applicationDidReceiveMemoryWarning(_:)", "didReceiveMemoryWarning()",
        ])
    }

    @Test func theInfoPlistConfigurationIsUsedWhenTheDelegateLeavesItOut() {
        let runtime = Journal.reset()
        let device = SimulatedDevice()
        device.launch(ManifestOnlyAppDelegate.self, infoPlist: sceneManifestPlist(delegateClassName: "TestSceneDelegate"))
        #expect(Journal.entries.starts(with: ["scene(_:willConnectTo:options:)"]))
        #expect(device.appState == .active)
        #expect(runtime.diagnostics.all.isEmpty)
        #expect(UIApplication.shared.openSessions.first?.configuration.name == "Default Configuration")
    }

    @Test func anUnknownSceneDelegateClassIsReportedAndTheSceneRunsWithoutOne() {
        let runtime = Journal.reset()
        let device = SimulatedDevice()
        device.launch(ManifestOnlyAppDelegate.self, infoPlist: sceneManifestPlist(delegateClassName: "NoSuchSceneDelegate"))
        #expect(runtime.diagnostics.all.map(\.code) == ["scene.delegateClass.notFound"])
        #expect(runtime.diagnostics.all.first?.message.contains("NoSuchSceneDelegate") == true)
        #expect(device.appState == .active)
        #expect(UIApplication.shared.connectedScenes.first?.activationState == .foregroundActive)
    }

    @Test func aMissingSceneStoryboardIsReportedAndTheSceneStillConnects() {
        let runtime = Journal.reset()
        let device = SimulatedDevice()
        device.launch(ManifestOnlyAppDelegate.self,
                      infoPlist: sceneManifestPlist(delegateClassName: "TestSceneDelegate", storyboard: "Main"))
        #expect(runtime.diagnostics.with(codePrefix: "interfaceBuilder.fileNotFound").count == 1)
        #expect(device.appState == .active)
    }
}
