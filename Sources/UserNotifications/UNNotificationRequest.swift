import Foundation

/// A notification to deliver: what it shows and when.
open class UNNotificationRequest: NSObject, @unchecked Sendable {
    public let identifier: String
    public let content: UNNotificationContent
    public let trigger: UNNotificationTrigger?

    public init(identifier: String, content: UNNotificationContent, trigger: UNNotificationTrigger?) {
        self.identifier = identifier
        self.content = content.frozen()
        self.trigger = trigger
    }
}

/// A delivered notification.
open class UNNotification: NSObject, @unchecked Sendable {
    public let request: UNNotificationRequest
    /// The delivery time, on the virtual clock (seconds since the reference date).
    public let date: Date

    init(request: UNNotificationRequest, date: Date) {
        self.request = request
        self.date = date
    }
}

/// The user's answer to a notification: opening it, dismissing it, or one of its actions.
open class UNNotificationResponse: NSObject, @unchecked Sendable {
    public let notification: UNNotification
    public let actionIdentifier: String

    init(notification: UNNotification, actionIdentifier: String) {
        self.notification = notification
        self.actionIdentifier = actionIdentifier
    }
}

/// The notification settings the user chose.
open class UNNotificationSettings: NSObject, @unchecked Sendable {
    public let authorizationStatus: UNAuthorizationStatus
    init(authorizationStatus: UNAuthorizationStatus) { self.authorizationStatus = authorizationStatus }
}
