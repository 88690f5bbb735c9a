import HeadlessCore
import Foundation

/// Observers that receive notifications by selector, as iOS code registers them:
///
/// ```swift
/// NotificationCenter.default.addObserver(self, selector: #selector(keyboardWillShow(_:)),
///                                        name: UIResponder.keyboardWillShowNotification, object: nil)
/// ```
///
/// Each registration is a block observer of the center that sends the selector to the
/// observer, with the notification as argument, on the posting thread's main-actor context.
/// The center does not keep the observer alive, and a registration whose observer is gone is
/// removed at its next notification, as iOS 9 and later do. `removeObserver(_:)` and
/// `removeObserver(_:name:object:)` with the observer remove its registrations.
extension NotificationCenter {
    /// Registers `observer` to receive `aSelector` for notifications named `aName` (any name
    /// when nil) from `anObject` (any object when nil).
    public func addObserver(_ observer: Any, selector aSelector: Selector, name aName: NSNotification.Name?, object anObject: Any?) {
        let target = observer as AnyObject
        let registration = SelectorObservers.Registration(observer: target, name: aName, object: anObject as AnyObject?)
        let token = addObserver(forName: aName, object: anObject, queue: nil) { [weak self, registration] notification in
            let notificationBox = UncheckedNotification(notification)
            MainActor.assumeIsolated {
                guard let observer = registration.observer else {
                    if let self { SelectorObservers.remove(registration, from: self) }
                    return
                }
                HeadlessRuntime.current.send(aSelector, to: observer, arguments: [notificationBox.notification])
            }
        }
        registration.token = token
        SelectorObservers.add(registration, to: self)
    }

    /// Removes every registration of an observer: those made by selector, and the block
    /// observer `observer` stands for when it is a token from `addObserver(forName:object:queue:using:)`.
    public func removeObserver(_ observer: AnyObject) {
        SelectorObservers.remove(observer: observer, name: nil, object: nil, from: self)
        removeObserver(observer as Any)
    }

    /// Removes the registrations of an observer for a name and an object (nil: any).
    public func removeObserver(_ observer: AnyObject, name aName: NSNotification.Name?, object anObject: Any?) {
        SelectorObservers.remove(observer: observer, name: aName, object: anObject as AnyObject?, from: self)
        removeObserver(observer as Any, name: aName, object: anObject)
    }
}

/// A notification carried into the main actor's context where the block observer runs.
private struct UncheckedNotification: @unchecked Sendable {
    let notification: Notification
    init(_ notification: Notification) { self.notification = notification }
}

/// The selector registrations of each notification center.
enum SelectorObservers {
    final class Registration: @unchecked Sendable {
        weak var observer: AnyObject?
        let observerID: ObjectIdentifier
        let name: NSNotification.Name?
        weak var object: AnyObject?
        let hasObject: Bool
        var token: NSObjectProtocol?

        init(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?) {
            self.observer = observer
            self.observerID = ObjectIdentifier(observer)
            self.name = name
            self.object = object
            self.hasObject = object != nil
        }
    }

    // Static, not per process: keyed by notification center, they shadow the observer tokens that
    // Foundation's centers keep (NotificationCenter.default outlives every simulated process).
    // Safety: nonisolated(unsafe) because every access holds `lock` (observers may be added from any thread, as with NotificationCenter).
    nonisolated(unsafe) private static var registrations: [ObjectIdentifier: [Registration]] = [:]
    private static let lock = NSLock()

    static func add(_ registration: Registration, to center: NotificationCenter) {
        lock.withLock { registrations[ObjectIdentifier(center), default: []].append(registration) }
    }

    static func remove(_ registration: Registration, from center: NotificationCenter) {
        let removed: Bool = lock.withLock {
            let before = registrations[ObjectIdentifier(center)]?.count ?? 0
            registrations[ObjectIdentifier(center)]?.removeAll(identicalTo: registration)
            return (registrations[ObjectIdentifier(center)]?.count ?? 0) < before
        }
        if removed, let token = registration.token { center.removeObserver(token as Any) }
    }

    static func remove(observer: AnyObject, name: NSNotification.Name?, object: AnyObject?, from center: NotificationCenter) {
        let id = ObjectIdentifier(observer)
        let removed: [Registration] = lock.withLock {
            let all = registrations[ObjectIdentifier(center)] ?? []
            let matching = all.filter { registration in
                registration.observerID == id && registration.observer === observer
                    && (name == nil || registration.name == name)
                    && (object == nil || registration.object === object)
            }
            registrations[ObjectIdentifier(center)] = all.elements(notIn: matching)
            return matching
        }
        for registration in removed {
            if let token = registration.token { center.removeObserver(token as Any) }
        }
    }
}
