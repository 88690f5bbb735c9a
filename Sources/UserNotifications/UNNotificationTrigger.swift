import Foundation

/// When a notification is delivered; nil in a request means at once.
open class UNNotificationTrigger: NSObject, @unchecked Sendable {
    /// Whether the trigger fires again after firing.
    public let repeats: Bool
    init(repeats: Bool) { self.repeats = repeats }

    /// The delay from the request being added to the first delivery, in virtual seconds; nil
    /// when the trigger does not fire by itself on the simulated device.
    var firstDelay: TimeInterval? { nil }
}

/// Fires a number of seconds after the request is added (on the virtual clock).
open class UNTimeIntervalNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The interval, in seconds.
    public let timeInterval: TimeInterval

    /// Creates a trigger; iOS refuses a repeating interval under 60 seconds, and so does the
    /// center when the request is added (a diagnostic, and the request is not scheduled).
    public init(timeInterval: TimeInterval, repeats: Bool) {
        self.timeInterval = timeInterval
        super.init(repeats: repeats)
    }

    override var firstDelay: TimeInterval? { timeInterval }
}

/// Fires when the date matches; the simulated device has no calendar, so it never fires by
/// itself (tests deliver it with the center's `deliver(identifier:)`).
open class UNCalendarNotificationTrigger: UNNotificationTrigger, @unchecked Sendable {
    /// The components the date must match.
    public let dateComponents: DateComponents

    public init(dateMatching dateComponents: DateComponents, repeats: Bool) {
        self.dateComponents = dateComponents
        super.init(repeats: repeats)
    }
}
