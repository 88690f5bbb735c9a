import HeadlessCore
import Foundation

/// The window's key status and visibility notifications (References §15.7).
///
/// `makeKey()` takes key status from the previous key window, which gets `resignKey()` and
/// posts `didResignKeyNotification`, then the window gets `becomeKey()` and posts
/// `didBecomeKeyNotification`. Hiding the key window makes it resign key status the same way,
/// and the last other visible window becomes key. Showing or hiding a window posts
/// `didBecomeVisibleNotification` or `didBecomeHiddenNotification`. Each notification's object
/// is the window. `becomeKey()` and `resignKey()` are traced like every other callback.
extension UIWindow {
    /// Posted when a window becomes the key window.
    public nonisolated static let didBecomeKeyNotification = Notification.Name("UIWindowDidBecomeKeyNotification")
    /// Posted when a window resigns its key window status.
    public nonisolated static let didResignKeyNotification = Notification.Name("UIWindowDidResignKeyNotification")
    /// Posted when a window becomes visible.
    public nonisolated static let didBecomeVisibleNotification = Notification.Name("UIWindowDidBecomeVisibleNotification")
    /// Posted when a window becomes hidden.
    public nonisolated static let didBecomeHiddenNotification = Notification.Name("UIWindowDidBecomeHiddenNotification")

    /// Gives key status to this window, taking it from the previous key window.
    func takeKeyStatus() {
        guard runtime.keyWindowStorage !== self else { return }
        let previous = runtime.keyWindowStorage
        runtime.keyWindowStorage = self
        if let previous { previous.didLoseKeyStatus() }
        runtime.deliver(self, .windowBecomeKey) { becomeKey() }
        NotificationCenter.default.post(name: Self.didBecomeKeyNotification, object: self)
    }

    /// A key window that is hidden stops being key; the last other visible window, if any,
    /// becomes key in its place.
    func resignKeyStatusIfHidden() {
        guard isHidden, runtime.keyWindowStorage === self else { return }
        runtime.keyWindowStorage = nil
        didLoseKeyStatus()
        if let next = runtime.allWindows.last(where: { $0 !== self && !$0.isHidden }) {
            next.takeKeyStatus()
        }
    }

    private func didLoseKeyStatus() {
        runtime.deliver(self, .windowResignKey) { resignKey() }
        NotificationCenter.default.post(name: Self.didResignKeyNotification, object: self)
    }

    /// Posts the visibility notification for the window's new `isHidden`.
    func postVisibilityNotification() {
        NotificationCenter.default.post(name: isHidden ? Self.didBecomeHiddenNotification : Self.didBecomeVisibleNotification,
                                        object: self)
    }
}
