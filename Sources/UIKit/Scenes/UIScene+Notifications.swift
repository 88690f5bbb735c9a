import HeadlessCore
import Foundation

/// The notifications a scene posts through `NotificationCenter.default`, each right after
/// the matching delegate method; the object is the scene. In a scene-based app the
/// `UIApplication` notification of the same change follows (References §2.2).
extension UIScene {
    /// Posted after `scene(_:willConnectTo:options:)`.
    public nonisolated static let willConnectNotification = Notification.Name("UISceneWillConnectNotification")
    /// Posted after `sceneDidDisconnect(_:)`.
    public nonisolated static let didDisconnectNotification = Notification.Name("UISceneDidDisconnectNotification")
    /// Posted after `sceneDidBecomeActive(_:)`.
    public nonisolated static let didActivateNotification = Notification.Name("UISceneDidActivateNotification")
    /// Posted after `sceneWillResignActive(_:)`.
    public nonisolated static let willDeactivateNotification = Notification.Name("UISceneWillDeactivateNotification")
    /// Posted after `sceneWillEnterForeground(_:)`.
    public nonisolated static let willEnterForegroundNotification = Notification.Name("UISceneWillEnterForegroundNotification")
    /// Posted after `sceneDidEnterBackground(_:)`.
    public nonisolated static let didEnterBackgroundNotification = Notification.Name("UISceneDidEnterBackgroundNotification")

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
