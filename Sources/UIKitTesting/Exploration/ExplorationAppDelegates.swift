@_spi(Headless) import UIKit
import HeadlessCore

/// The app delegate of an exploration's app-delegate app: it shows the root the exploration
/// asks for, as an app's `application(_:didFinishLaunchingWithOptions:)` does.
final class ExplorationAppDelegate: UIResponder, UIApplicationDelegate {
    /// Makes the root controller of each launch (a new process asks again).
    static var makeRoot: (@MainActor () -> UIViewController)?

    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = Self.makeRoot?() ?? UIViewController()
        window?.makeKeyAndVisible()
        return true
    }
}

/// The app delegate of an exploration's scene-based app: the scene manifest does the rest.
final class ExplorationSceneAppDelegate: UIResponder, UIApplicationDelegate {}

/// The scene delegate of an exploration's scene-based app, as Xcode's template writes it.
final class ExplorationSceneDelegate: UIResponder, UIWindowSceneDelegate {
    var window: UIWindow?

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene else { return }
        window = UIWindow(windowScene: windowScene)
        window?.rootViewController = ExplorationAppDelegate.makeRoot?() ?? UIViewController()
        window?.makeKeyAndVisible()
    }

    func sceneDidBecomeActive(_ scene: UIScene) { FidelityInvariants.checkSceneState(in: "sceneDidBecomeActive(_:)", scene: scene) }
    func sceneWillResignActive(_ scene: UIScene) { FidelityInvariants.checkSceneState(in: "sceneWillResignActive(_:)", scene: scene) }
    func sceneWillEnterForeground(_ scene: UIScene) { FidelityInvariants.checkSceneState(in: "sceneWillEnterForeground(_:)", scene: scene) }
    func sceneDidEnterBackground(_ scene: UIScene) { FidelityInvariants.checkSceneState(in: "sceneDidEnterBackground(_:)", scene: scene) }

    /// The Info.plist that makes an app scene-based with this delegate.
    static var infoPlist: InfoPlist {
        [
            "UIApplicationSceneManifest": [
                "UIApplicationSupportsMultipleScenes": false,
                "UISceneConfigurations": ["UIWindowSceneSessionRoleApplication": [[
                    "UISceneConfigurationName": "Default Configuration",
                    "UISceneDelegateClassName": String(reflecting: ExplorationSceneDelegate.self),
                ]]],
            ] as [String: Any],
        ]
    }
}
