import Foundation

/// Records the notifications of some names, in order, with their objects and user info; removes
/// its observers when released.
public final class NotificationLog: @unchecked Sendable {
    public struct Entry {
        public let name: String
        public let object: AnyObject?
        public let userInfo: [AnyHashable: Any]
    }

    public var entries: [Entry] = []
    private var observers: [NSObjectProtocol] = []

    public init() {}

    /// The names of the notifications received, in order.
    public var names: [String] { entries.map(\.name) }

    /// Starts recording the notifications of `names`, from `object` or from anyone.
    public func observe(_ names: [Notification.Name], object: AnyObject? = nil) {
        for name in names {
            observers.append(NotificationCenter.default.addObserver(forName: name, object: object, queue: nil) { [unowned self] note in
                self.entries.append(Entry(name: note.name.rawValue, object: note.object as AnyObject?, userInfo: note.userInfo ?? [:]))
            })
        }
    }

    deinit {
        for observer in observers { NotificationCenter.default.removeObserver(observer) }
    }
}
