import HeadlessCore
import Foundation

/// What the device needs of a notification center to open what it delivered: the contract
/// between `UIKit` and the `UserNotifications` stand-in, which registers itself in
/// ``HeadlessRuntime/notificationDelivery`` when the app first uses it.
@_spi(Headless) @MainActor
public protocol NotificationDelivery: AnyObject {
    /// The notifications delivered and not yet opened or removed, oldest first.
    var deliveredNotificationSummaries: [DeliveredNotificationSummary] { get }
    /// The user opens a delivered notification: the app's delegate receives it.
    func openDeliveredNotification(identifier: String)
}

/// A delivered notification as the device lists it.
@_spi(Headless) public struct DeliveredNotificationSummary: Sendable, Hashable {
    /// The request's identifier.
    public var identifier: String
    /// The title shown on the banner.
    public var title: String

    public init(identifier: String, title: String) {
        self.identifier = identifier
        self.title = title
    }
}

extension DeviceAction {
    /// The actions on delivered notifications.
    static let notificationDefinitions: [Definition] = [
        Definition("open-notification", syntax: "<identifier|title>",
                   summary: "tap a delivered notification (on a banner, Notification Center or the lock screen): the app comes to the front, then its delegate receives it",
                   arguments: Definition.oneOrMoreWords, unavailable: { $0.openNotificationUnavailable },
                   attempt: { device, arguments in device.openNotification(arguments.joined(separator: " ")) }),
    ]
}

extension SimulatedDevice {
    /// Why no notification can be opened: the app is not running, or nothing is delivered.
    var openNotificationUnavailable: String? {
        if let reason = processUnavailable { return reason }
        if (runtime.notificationDelivery?.deliveredNotificationSummaries ?? []).isEmpty {
            return "no notification is delivered (schedule one with UNUserNotificationCenter and let it fire, e.g. wait <seconds>)"
        }
        return nil
    }

    /// Opens the delivered notification with that identifier, or the one with that title;
    /// returns why not, having changed nothing.
    func openNotification(_ text: String) -> String? {
        let delivered = runtime.notificationDelivery?.deliveredNotificationSummaries ?? []
        guard let center = runtime.notificationDelivery, !delivered.isEmpty else {
            return openNotificationUnavailable
        }
        var matches = delivered.filter { $0.identifier == text }
        if matches.isEmpty { matches = delivered.filter { $0.title == text } }
        let listing = delivered.map { "\"\($0.title)\" (\($0.identifier))" }.joined(separator: ", ")
        guard let match = matches.first else {
            return "no delivered notification is named or titled \"\(text)\"; delivered: \(listing)"
        }
        guard matches.count == 1 else {
            return "\(matches.count) delivered notifications are titled \"\(text)\"; name one by its identifier: \(listing)"
        }
        // A tap on a notification unlocks (after authentication), closes what covers the app,
        // and brings the app to the front before its delegate hears of the tap.
        isLocked = false
        overlay = nil
        if front != .app || appState != .active { bringAppToFront() }
        center.openDeliveredNotification(identifier: match.identifier)
        return nil
    }
}
