import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// The harness with an app launched on the simulated device: device actions as checked
/// steps, the app-state rules, and a process that ends and starts again.
@MainActor
@Suite(.freshRuntime) struct DeviceCheckTests {
    final class RootViewController: UIViewController {}

    final class AppDelegate: UIResponder, UIApplicationDelegate {
        var window: UIWindow?

        func application(_ application: UIApplication,
                         didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
            window = UIWindow(frame: UIScreen.main.bounds)
            window?.rootViewController = RootViewController()
            window?.makeKeyAndVisible()
            return true
        }
    }

    final class SceneDelegate: UIResponder, UIWindowSceneDelegate {
        var window: UIWindow?

        func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
            guard let windowScene = scene as? UIWindowScene else { return }
            window = UIWindow(windowScene: windowScene)
            window?.rootViewController = RootViewController()
            window?.makeKeyAndVisible()
        }
    }

    final class SceneAppDelegate: UIResponder, UIApplicationDelegate {}

    static let sceneInfo: InfoPlist = [
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                "UISceneConfigurationName": "Default Configuration",
                "UISceneDelegateClassName": "UIKitTestingTests.DeviceCheckTests.SceneDelegate",
            ]]],
        ] as [String: Any],
    ]

    @Test func appDelegateAppThroughHomeOpenAndRotationPassesEveryCheck() {
        let harness = LifecycleHarness()
        harness.launch(AppDelegate.self)
        harness.act("home, wait 5, open, rotate landscape-left, notification-center, notification-center-dismiss")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        harness.trace.filtered(.actions || .classes(AppDelegate.self, RootViewController.self))
            .expectGolden("app-delegate-home-open-rotate", foldingLayout: true)
    }

    @Test func sceneBasedAppPassesEveryCheck() {
        let harness = LifecycleHarness()
        harness.launch(SceneAppDelegate.self, infoPlist: Self.sceneInfo)
        harness.act("home, open, app-switcher, app-switcher-dismiss")
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        var checker = TraceInvariants()
        #expect(checker.consume(harness.trace).isEmpty)
        #expect(checker.applicationState == .active)
    }

    @Test func killedProcessFreesNothingAndReopeningStartsAFreshOne() {
        let harness = LifecycleHarness()
        harness.launch(AppDelegate.self)
        let first = harness.runtime
        harness.act("app-switcher, kill")
        #expect(harness.device?.hasProcessEnded == true)
        harness.act(.open)
        #expect(harness.runtime !== first)
        #expect(harness.runtime === HeadlessRuntime.current)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
        var checker = TraceInvariants()
        #expect(checker.consume(harness.trace).isEmpty)
    }

    @Test func illegalDeviceActionFailsTheTest() {
        let harness = LifecycleHarness()
        harness.launch(AppDelegate.self)
        let failures = FailureReporter.collecting { harness.act(.open) }
        #expect(failures.count == 1)
        #expect(failures.first?.message.hasPrefix("The device refused 'open':") == true)
    }
}
