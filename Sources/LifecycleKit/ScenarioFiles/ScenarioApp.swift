@_spi(Headless) import UIKit
import HeadlessCore

/// What the app of a running scenario file builds its window from. The runner sets it
/// before each launch; the delegates read it, as an app reads its storyboard.
@MainActor
final class ScenarioApp {
    static var current: ScenarioApp?

    /// What the window shows: a declared controller tree, or a storyboard's initial controller.
    enum Interface {
        case tree(ControllerNode)
        case storyboard(URL)
    }

    let interface: Interface
    let registry: ScenarioObjectRegistry
    let delegateClassName: String
    let sceneDelegateClassName: String
    /// The window the app made last (a relaunch after the process ended makes a new one).
    var window: UIWindow?

    init(interface: Interface, registry: ScenarioObjectRegistry, delegateClassName: String, sceneDelegateClassName: String) {
        self.interface = interface
        self.registry = registry
        self.delegateClassName = delegateClassName
        self.sceneDelegateClassName = sceneDelegateClassName
    }

    /// Builds the root controller tree (or instantiates the storyboard's initial controller)
    /// and shows it in `window`.
    func show(in window: UIWindow) {
        switch interface {
        case .tree(let root):
            window.rootViewController = registry.makeController(root)
        case .storyboard(let url):
            let bundle = Bundle(path: url.deletingLastPathComponent().path)
            let storyboard = UIStoryboard(name: url.deletingPathExtension().lastPathComponent, bundle: bundle)
            window.rootViewController = storyboard.instantiateInitialViewController()
        }
        window.makeKeyAndVisible()
        self.window = window
    }
}

/// The app delegate of a scenario file's app: without scenes it makes the window in
/// `application(_:didFinishLaunchingWithOptions:)`, as code-only apps do. Its trace name is
/// the file's `app-delegate:` (default `AppDelegate`).
final class ScenarioAppDelegate: UIResponder, UIApplicationDelegate {
    private let declaredClassName: String
    var window: UIWindow?

    override init() {
        declaredClassName = MainActor.assumeIsolated { ScenarioApp.current?.delegateClassName } ?? "AppDelegate"
        super.init()
    }

    override var traceClassName: String { declaredClassName }

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        guard let app = ScenarioApp.current, !ScenarioApp.usesScenes else { return true }
        let window = UIWindow(frame: UIScreen.main.bounds)
        app.show(in: window)
        self.window = window
        return true
    }

    func applicationWillResignActive(_ application: UIApplication) {}
    func applicationDidEnterBackground(_ application: UIApplication) {}
    func applicationWillEnterForeground(_ application: UIApplication) {}
    func applicationDidBecomeActive(_ application: UIApplication) {}
    func applicationDidReceiveMemoryWarning(_ application: UIApplication) {}
    func applicationWillTerminate(_ application: UIApplication) {}
}

/// The scene delegate of a scenario file whose Info.plist has a `UIApplicationSceneManifest`:
/// it makes the window in `scene(_:willConnectTo:options:)`. Its trace name is the file's
/// `scene-delegate:` (default `SceneDelegate`).
final class ScenarioSceneDelegate: UIResponder, UIWindowSceneDelegate {
    private let declaredClassName: String
    var window: UIWindow?

    override init() {
        declaredClassName = MainActor.assumeIsolated { ScenarioApp.current?.sceneDelegateClassName } ?? "SceneDelegate"
        super.init()
    }

    override var traceClassName: String { declaredClassName }

    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions) {
        guard let windowScene = scene as? UIWindowScene, let app = ScenarioApp.current else { return }
        let window = UIWindow(windowScene: windowScene)
        app.show(in: window)
        self.window = window
    }

    func sceneDidDisconnect(_ scene: UIScene) {}
    func sceneDidBecomeActive(_ scene: UIScene) {}
    func sceneWillResignActive(_ scene: UIScene) {}
    func sceneWillEnterForeground(_ scene: UIScene) {}
    func sceneDidEnterBackground(_ scene: UIScene) {}
}

extension ScenarioApp {
    /// Whether the running file's Info.plist makes the app scene-based.
    static var usesScenes = false

    /// The scenario file's Info.plist as the device reads it; a scene manifest gets the
    /// scenario's scene delegate in every configuration that names none.
    static func infoPlist(of file: ScenarioFile) -> InfoPlist {
        var dictionary: [String: Any] = [:]
        for (key, value) in file.infoPlist { dictionary[key] = value.foundationValue }
        if var manifest = dictionary["UIApplicationSceneManifest"] as? [String: Any] {
            let delegateName = String(reflecting: ScenarioSceneDelegate.self)
            var byRole = manifest["UISceneConfigurations"] as? [String: Any] ?? [:]
            if byRole.isEmpty {
                byRole["UIWindowSceneSessionRoleApplication"] = [["UISceneConfigurationName": "Default Configuration"]]
            }
            for (role, entries) in byRole {
                byRole[role] = (entries as? [[String: Any]] ?? []).map { entry in
                    var entry = entry
                    if entry["UISceneDelegateClassName"] == nil { entry["UISceneDelegateClassName"] = delegateName }
                    return entry
                }
            }
            manifest["UISceneConfigurations"] = byRole
            dictionary["UIApplicationSceneManifest"] = manifest
        }
        return InfoPlist(dictionary)
    }
}

extension ScenarioFile.PlistValue {
    /// The value as a property-list object.
    var foundationValue: Any {
        switch self {
        case .string(let value): return value
        case .bool(let value): return value
        case .integer(let value): return value
        case .real(let value): return value
        case .array(let values): return values.map(\.foundationValue)
        case .dictionary(let values): return values.mapValues(\.foundationValue)
        }
    }
}
