import Foundation

// The value types of `UNNotificationSettings`, as Apple declares them (raw values included), so
// that code and packages naming them (swift-custom-dump's conformances, for one) compile here.

/// How the user chose to show the app's alerts.
public enum UNAlertStyle: Int, Sendable {
    case none = 0, banner = 1, alert = 2
}

/// Whether one kind of notification presentation is on, off, or not offered.
public enum UNNotificationSetting: Int, Sendable {
    case notSupported = 0, disabled = 1, enabled = 2
}

/// When a notification shows a preview of its content.
public enum UNShowPreviewsSetting: Int, Sendable {
    case always = 0, whenAuthenticated = 1, never = 2
}

/// How urgently a notification asks for the user's attention.
public enum UNNotificationInterruptionLevel: UInt, Sendable {
    case passive = 0, active = 1, timeSensitive = 2, critical = 3
}

extension UNAuthorizationOptions {
    /// Siri may read the notifications aloud.
    public static let announcement = UNAuthorizationOptions(rawValue: 1 << 7)
}
