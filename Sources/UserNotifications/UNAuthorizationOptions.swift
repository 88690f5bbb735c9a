import Foundation

/// What an app asks the user to allow for its notifications.
public struct UNAuthorizationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNAuthorizationOptions(rawValue: 1 << 0)
    public static let sound = UNAuthorizationOptions(rawValue: 1 << 1)
    public static let alert = UNAuthorizationOptions(rawValue: 1 << 2)
    public static let carPlay = UNAuthorizationOptions(rawValue: 1 << 3)
    public static let criticalAlert = UNAuthorizationOptions(rawValue: 1 << 4)
    public static let providesAppNotificationSettings = UNAuthorizationOptions(rawValue: 1 << 5)
    public static let provisional = UNAuthorizationOptions(rawValue: 1 << 6)
}

/// Whether the app may post notifications.
public enum UNAuthorizationStatus: Int, Sendable {
    case notDetermined, denied, authorized, provisional, ephemeral
}

/// How a notification that arrives while the app is in the foreground is shown.
public struct UNNotificationPresentationOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let badge = UNNotificationPresentationOptions(rawValue: 1 << 0)
    public static let sound = UNNotificationPresentationOptions(rawValue: 1 << 1)
    @available(iOS, deprecated: 14.0, message: "Use .list and .banner")
    public static let alert = UNNotificationPresentationOptions(rawValue: 1 << 2)
    public static let list = UNNotificationPresentationOptions(rawValue: 1 << 3)
    public static let banner = UNNotificationPresentationOptions(rawValue: 1 << 4)
}

/// The identifier of the response to a notification opened by tapping it.
public let UNNotificationDefaultActionIdentifier = "com.apple.UNNotificationDefaultActionIdentifier"
/// The identifier of the response to a notification the user dismissed.
public let UNNotificationDismissActionIdentifier = "com.apple.UNNotificationDismissActionIdentifier"
