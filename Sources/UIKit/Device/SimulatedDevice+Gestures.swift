import HeadlessCore

/// Gestures on the app's screen: `back`, `swipe-back`, `tab`, `swipe-down` and `tap`.
///
/// Each acts on the key window through its gesture entry points (`UIWindow+Gestures.swift`),
/// which find what to act on from the front of the screen and change nothing when there is
/// nothing to act on.
extension SimulatedDevice {
    /// Why a gesture cannot reach the app now, or nil: the app must be active and in front.
    var gestureUnavailable: String? {
        if let reason = processUnavailable { return reason }
        if isLocked { return "the screen is locked; unlock it first (unlock)" }
        if let overlay { return "\(overlay.rawValue) covers the app; dismiss it first (\(overlay.dismissAction))" }
        if front != .app { return "the app is not in front (it is \(appState.rawValue)); open it first (open)" }
        return nil
    }

    /// Runs a gesture on the key window; returns why it could not act, or nil.
    func keyWindowGesture(_ gesture: (UIWindow) -> String?) -> String? {
        guard let window = runtime.keyWindow else {
            return "the app has no key window; call makeKeyAndVisible() on its window"
        }
        return gesture(window)
    }
}
