import Testing
@_spi(Headless) import UIKit
import HeadlessCore

/// The app delegate of a scene-based test app: it implements the per-state methods too, to
/// show that UIKit does not call them when scenes are in use.
final class SceneAppDelegate: UIResponder, UIApplicationDelegate {
    func application(_ application: UIApplication,
                     willFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Journal.log(#function)
        return true
    }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        Journal.log(#function)
        return true
    }

    func application(_ application: UIApplication, configurationForConnecting connectingSceneSession: UISceneSession,
                     options: UIScene.ConnectionOptions) -> UISceneConfiguration {
        Journal.log(#function)
        return UISceneConfiguration(name: "Default Configuration", sessionRole: connectingSceneSession.role)
    }

    func application(_ application: UIApplication, didDiscardSceneSessions sceneSessions: Set<UISceneSession>) {
        Journal.log("\(#function) \(sceneSessions.map(\.persistentIdentifier).sorted())")
    }

    func applicationDidBecomeActive(_ application: UIApplication) { Journal.log(#function) }
    func applicationWillResignActive(_ application: UIApplication) { Journal.log(#function) }
    func applicationDidEnterBackground(_ application: UIApplication) { Journal.log(#function) }
    func applicationWillEnterForeground(_ application: UIApplication) { Journal.log(#function) }
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) { Journal.log(#function) }
    func applicationWillTerminate(_ application: UIApplication) { Journal.log(#function) }
}

/// An app delegate that leaves the scene configuration to the Info.plist.
final class ManifestOnlyAppDelegate: UIResponder, UIApplicationDelegate {}

/// The Xcode template's scene delegate: it creates the window in code.
final class TestSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        Journal.log(#function)
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = SeedViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidDisconnect(_ scene: UIScene) { Journal.log(#function) }
    func sceneDidBecomeActive(_ scene: UIScene) { Journal.log(#function) }
    func sceneWillResignActive(_ scene: UIScene) { Journal.log(#function) }
    func sceneWillEnterForeground(_ scene: UIScene) { Journal.log(#function) }
    func sceneDidEnterBackground(_ scene: UIScene) { Journal.log(#function) }
}

/// An Info.plist with a scene manifest whose one configuration names `delegateClassName`.
func sceneManifestPlist(delegateClassName: String, storyboard: String? = nil) -> InfoPlist {
    var configuration: [String: Any] = [
        "UISceneConfigurationName": "Default Configuration",
        "UISceneDelegateClassName": delegateClassName,
    ]
    if let storyboard { configuration["UISceneStoryboardFile"] = storyboard }
    return [
        "UIApplicationSceneManifest": [
            "UIApplicationSupportsMultipleScenes": false,
            "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [configuration]],
        ] as [String: Any],
    ]
}
