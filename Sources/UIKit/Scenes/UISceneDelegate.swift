import HeadlessCore
import Foundation

/// The object that receives a scene's lifecycle.
///
/// UIKit creates it by class (`UISceneDelegateClassName`, or the configuration's
/// ``UISceneConfiguration/delegateClass``), so it must be a `UIResponder` subclass, as the
/// Xcode template's `class SceneDelegate: UIResponder, UIWindowSceneDelegate` is. Every
/// method is optional: each is a protocol requirement with a default in a protocol
/// extension, so the class's own method is the one called.
@preconcurrency @MainActor
public protocol UISceneDelegate: NSObjectProtocol {
    /// Called when the scene is being connected: create its window here (code apps).
    func scene(_ scene: UIScene, willConnectTo session: UISceneSession, options connectionOptions: UIScene.ConnectionOptions)
    /// Called after the scene was disconnected from the app.
    func sceneDidDisconnect(_ scene: UIScene)
    /// Called when the scene became active (foregroundInactive → foregroundActive).
    func sceneDidBecomeActive(_ scene: UIScene)
    /// Called when the scene is about to become inactive (foregroundActive → foregroundInactive).
    func sceneWillResignActive(_ scene: UIScene)
    /// Called when the scene is about to enter the foreground, after connecting or from the
    /// background.
    func sceneWillEnterForeground(_ scene: UIScene)
    /// Called when the scene entered the background.
    func sceneDidEnterBackground(_ scene: UIScene)
}

extension UISceneDelegate {
    /// Does nothing.
    public func scene(_ scene: UIScene, willConnectTo session: UISceneSession,
                      options connectionOptions: UIScene.ConnectionOptions) {}
    /// Does nothing.
    public func sceneDidDisconnect(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidBecomeActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillResignActive(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneWillEnterForeground(_ scene: UIScene) {}
    /// Does nothing.
    public func sceneDidEnterBackground(_ scene: UIScene) {}
}

/// The delegate of a window scene, which owns the scene's main window.
@preconcurrency @MainActor
public protocol UIWindowSceneDelegate: UISceneDelegate {
    /// The scene's main window. UIKit sets it when it loads the scene's storyboard; app code
    /// sets it in ``UISceneDelegate/scene(_:willConnectTo:options:)`` otherwise.
    var window: UIWindow? { get set }
}

extension UIWindowSceneDelegate {
    /// No window by default.
    public var window: UIWindow? {
        get { nil }
        set {}
    }
}
