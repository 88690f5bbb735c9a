import HeadlessCore
import Foundation

/// The notifications the application posts through `NotificationCenter.default`, each right
/// after the matching delegate method (References §1.2: the relative order is not
/// documented; delegate first is the historical order). The object is the application.
///
/// They are posted in scene-based apps too, where the delegate methods are not called.
extension UIApplication {
    /// Posted after `application(_:didFinishLaunchingWithOptions:)`.
    public nonisolated static let didFinishLaunchingNotification =
        Notification.Name("UIApplicationDidFinishLaunchingNotification")
    /// Posted when the app became active.
    public nonisolated static let didBecomeActiveNotification = Notification.Name("UIApplicationDidBecomeActiveNotification")
    /// Posted when the app is about to become inactive.
    public nonisolated static let willResignActiveNotification = Notification.Name("UIApplicationWillResignActiveNotification")
    /// Posted when the app entered the background.
    public nonisolated static let didEnterBackgroundNotification =
        Notification.Name("UIApplicationDidEnterBackgroundNotification")
    /// Posted when the app is about to leave the background.
    public nonisolated static let willEnterForegroundNotification =
        Notification.Name("UIApplicationWillEnterForegroundNotification")
    /// Posted when a running app is about to be terminated.
    public nonisolated static let willTerminateNotification = Notification.Name("UIApplicationWillTerminateNotification")
    /// Posted when the system is low on memory, after the delegate and the view controllers
    /// heard of it.
    public nonisolated static let didReceiveMemoryWarningNotification =
        Notification.Name("UIApplicationDidReceiveMemoryWarningNotification")

    func post(_ name: Notification.Name) {
        NotificationCenter.default.post(name: name, object: self)
    }
}
