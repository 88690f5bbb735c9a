import Foundation

/// What a notification shows.
open class UNNotificationContent: NSObject, @unchecked Sendable {
    open internal(set) var title = ""
    open internal(set) var subtitle = ""
    open internal(set) var body = ""
    open internal(set) var badge: NSNumber?
    open internal(set) var sound: UNNotificationSound?
    open internal(set) var userInfo: [AnyHashable: Any] = [:]
    open internal(set) var categoryIdentifier = ""
    open internal(set) var threadIdentifier = ""

    public override init() { super.init() }

    /// A copy that later changes to a mutable content do not reach.
    func frozen() -> UNNotificationContent {
        let copy = UNNotificationContent()
        copy.title = title; copy.subtitle = subtitle; copy.body = body; copy.badge = badge
        copy.sound = sound; copy.userInfo = userInfo; copy.categoryIdentifier = categoryIdentifier
        copy.threadIdentifier = threadIdentifier
        return copy
    }
}

/// Content an app fills in before adding a request.
open class UNMutableNotificationContent: UNNotificationContent, @unchecked Sendable {
    open override var title: String { get { super.title } set { super.title = newValue } }
    open override var subtitle: String { get { super.subtitle } set { super.subtitle = newValue } }
    open override var body: String { get { super.body } set { super.body = newValue } }
    open override var badge: NSNumber? { get { super.badge } set { super.badge = newValue } }
    open override var sound: UNNotificationSound? { get { super.sound } set { super.sound = newValue } }
    open override var userInfo: [AnyHashable: Any] { get { super.userInfo } set { super.userInfo = newValue } }
    open override var categoryIdentifier: String { get { super.categoryIdentifier } set { super.categoryIdentifier = newValue } }
    open override var threadIdentifier: String { get { super.threadIdentifier } set { super.threadIdentifier = newValue } }
}

/// A notification's sound; headless, it is only recorded.
open class UNNotificationSound: NSObject, @unchecked Sendable {
    /// The sound's name, for messages.
    let name: String
    init(name: String) { self.name = name }
    /// The system's default sound.
    open class var `default`: UNNotificationSound { UNNotificationSound(name: "default") }
}
