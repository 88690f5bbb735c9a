import HeadlessCore
import Foundation

/// Connecting the scene of a scene-based app at launch (References §2.2).
extension UIApplication {
    /// The configuration the Info.plist gives a session's role: its first entry.
    func defaultConfiguration(for session: UISceneSession) -> UISceneConfiguration {
        let entry = info.sceneManifest?.configuration(named: nil, role: session.role)
        return UISceneConfiguration(name: entry?.name, sessionRole: session.role)
    }

    /// Creates the app's first scene and connects it:
    /// `application(_:configurationForConnecting:options:)`, the scene and its delegate created
    /// by class, the storyboard's window if the configuration names one, then
    /// `scene(_:willConnectTo:options:)`. A storyboard window is made key and visible after
    /// that returns, as UIKit does; a code app shows its own window inside it.
    ///
    /// Returns the scene; it is still unattached, and enters the foreground when the app does.
    @discardableResult
    func connectScene(role: UISceneSession.Role = .windowApplication, modules: [String]) -> UIScene {
        let session = UISceneSession(role: role, persistentIdentifier: "SceneSession-\(sceneSessions.count + 1)")
        sceneSessions.append(session)
        let options = UIScene.ConnectionOptions()
        var configuration = defaultConfiguration(for: session)
        if let delegate = storedDelegate {
            runtime.deliver(toDelegate: delegate, .configurationForConnecting, [traceName, session.persistentIdentifier, "options"]) {
                configuration = delegate.application(self, configurationForConnecting: session, options: options)
            }
        }
        resolve(configuration, modules: modules)
        session.configuration = configuration

        let sceneType = configuration.sceneClass as? UIScene.Type ?? UIWindowScene.self
        let scene = sceneType.init(session: session, connectionOptions: options)
        session.scene = scene
        scenes.append(scene)
        scene.isConnected = true
        scene.storedDelegate = makeSceneDelegate(configuration, scene: scene)

        var storyboardWindow: UIWindow?
        if let name = configuration.storyboardName, let windowScene = scene as? UIWindowScene,
           let root = loadMainStoryboard(named: name, bundle: info.appBundle) {
            let window = UIWindow(windowScene: windowScene)
            window.rootViewController = root
            (scene.storedDelegate as? UIWindowSceneDelegate)?.window = window
            storyboardWindow = window
        }
        if let delegate = scene.storedDelegate {
            runtime.deliver(toDelegate: delegate, .sceneWillConnect, [scene.traceName, session.persistentIdentifier, "options"]) {
                delegate.scene(scene, willConnectTo: session, options: options)
            }
        }
        scene.post(UIScene.willConnectNotification)
        if let storyboardWindow, !storyboardWindow.isShown { storyboardWindow.makeKeyAndVisible() }
        return scene
    }

    /// Fills what the configuration leaves unset from the Info.plist entry of the same name.
    private func resolve(_ configuration: UISceneConfiguration, modules: [String]) {
        guard let entry = info.sceneManifest?.configuration(named: configuration.name, role: configuration.role) else { return }
        if configuration.delegateClass == nil, let name = entry.delegateClassName {
            if let type = ClassLookup.type(named: name, modules: modules) as? AnyClass {
                configuration.delegateClass = type
            } else {
                runtime.report(.error, .sceneDelegateClassNotFound,
                               "UISceneDelegateClassName \"\(name)\" names no class (tried modules: \(modules.joined(separator: ", "))). Give the module-qualified name, such as \"MyApp.SceneDelegate\".",
                               about: self)
            }
        }
        // An empty name (what Xcode's Info.plist editor leaves when the Class Name field is
        // cleared, as in Neobis) is no name: iOS uses UIWindowScene. References §48.7.
        if configuration.sceneClass == nil, let name = entry.sceneClassName, !name.trimmingCharacters(in: .whitespaces).isEmpty {
            if let type = ClassLookup.type(named: name, modules: modules + ["UIKit"]) as? UIScene.Type {
                configuration.sceneClass = type
            } else {
                runtime.report(.error, .sceneSceneClassNotFound,
                               "\(info.fileDescription): UISceneClassName \"\(InfoPlist.printable(name))\" names no UIScene subclass (tried modules: \(modules.joined(separator: ", "))); a UIWindowScene is used. Give the module-qualified name of a UIScene subclass, or leave the key out.",
                               about: self)
            }
        }
        if configuration.storyboardName == nil { configuration.storyboardName = entry.storyboardName }
    }

    private func makeSceneDelegate(_ configuration: UISceneConfiguration, scene: UIScene) -> UISceneDelegate? {
        guard let delegateClass = configuration.delegateClass else { return nil }
        guard let type = delegateClass as? UIResponder.Type,
              let delegate = type.init(coder: LaunchCoder()) as? UISceneDelegate else {
            runtime.report(.error, .sceneDelegateClassUnusable,
                           "The scene delegate class \(String(reflecting: delegateClass)) must be a UIResponder subclass that conforms to UISceneDelegate, so that UIKit can create it by class. \(scene.traceName) has no delegate.",
                           about: scene)
            return nil
        }
        return delegate
    }
}
