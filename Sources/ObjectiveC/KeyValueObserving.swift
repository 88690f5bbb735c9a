import Foundation
import Synchronization

// Key-value observing through key paths (References §57.1). On iOS these are Foundation's
// (NSObject.swift of its overlay), built on the Objective-C runtime's KVO; corelibs Foundation
// has neither, so the types live here with the runtime's other functions, and the framework's
// observable properties announce their changes to the table below.

/// What an observation's change handler is given (`observe(_:options:changeHandler:)`).
public struct NSKeyValueObservingOptions: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    /// The change carries the value after it.
    public static let new = NSKeyValueObservingOptions(rawValue: 0x01)
    /// The change carries the value before it.
    public static let old = NSKeyValueObservingOptions(rawValue: 0x02)
    /// The handler is called once at once, with the current value as the new one.
    public static let initial = NSKeyValueObservingOptions(rawValue: 0x04)
    /// The handler is also called before each change (`isPrior` true).
    public static let prior = NSKeyValueObservingOptions(rawValue: 0x08)
}

/// The kind of a change: a property set, or an insertion, removal or replacement in a to-many
/// relationship.
public enum NSKeyValueChange: UInt, Sendable {
    case setting = 1
    case insertion = 2
    case removal = 3
    case replacement = 4
}

/// One change of an observed property, as the change handler receives it.
public struct NSKeyValueObservedChange<Value> {
    public typealias Kind = NSKeyValueChange
    /// The kind of change (`.setting` for a property).
    public let kind: Kind
    /// The value after the change, when the options ask for `.new` (nil in a prior notification).
    public let newValue: Value?
    /// The value before the change, when the options ask for `.old`.
    public let oldValue: Value?
    /// The indexes of a to-many change (nil for a setting).
    public let indexes: IndexSet?
    /// Whether this is the notification sent before the change (option `.prior`).
    public let isPrior: Bool
}

extension NSKeyValueObservedChange: Sendable where Value: Sendable {}

/// The protocol through which `NSObject` gets `observe(_:options:changeHandler:)`, named as
/// in Apple's Foundation.
public protocol _KeyValueCodingAndObserving {}

extension NSObject: _KeyValueCodingAndObserving {}

/// A registered observation: it lasts until it is invalidated or released.
public class NSKeyValueObservation: NSObject {
    private let id: Int
    /// The app's change handler, held by the observation as on iOS (the table calls it), so
    /// that a leak report can name the observation when the handler captures its owner
    /// (References §62.3).
    private let changeHandler: (AnyObject, Any?, Any?, Bool) -> Void

    init(id: Int, changeHandler: @escaping (AnyObject, Any?, Any?, Bool) -> Void) {
        self.id = id
        self.changeHandler = changeHandler
        super.init()
    }

    /// Ends the observation: the change handler is not called again. Calling it twice is harmless.
    public func invalidate() {
        KeyValueObservationTable.shared.remove(id)
    }

    deinit {
        KeyValueObservationTable.shared.remove(id)
    }
}

extension _KeyValueCodingAndObserving {
    /// Calls `changeHandler` when the property at `keyPath` changes, until the returned
    /// observation is invalidated or released.
    ///
    /// A change is seen when the property's owner announces it: UIKit's observable properties
    /// do (a view's `frame`, `bounds`, `center`, `alpha`, `isHidden`; a scroll view's
    /// `contentOffset`, `contentSize`, `contentInset`, References §57.1), as does an object
    /// that brackets its own change with `willChangeValue(forKey:)` and
    /// `didChangeValue(forKey:)`. A change that leaves an `Equatable` value equal is not
    /// reported.
    public func observe<Value>(_ keyPath: KeyPath<Self, Value>, options: NSKeyValueObservingOptions = [],
                               changeHandler: @escaping @Sendable (Self, NSKeyValueObservedChange<Value>) -> Void)
        -> NSKeyValueObservation {
        let read: (AnyObject) -> Any? = { object in (object as? Self).map { $0[keyPath: keyPath] } }
        let deliver: (AnyObject, Any?, Any?, Bool) -> Void = { object, old, new, isPrior in
            guard let root = object as? Self else { return }
            let change = NSKeyValueObservedChange<Value>(
                kind: .setting,
                newValue: options.contains(.new) && !isPrior ? new as? Value : nil,
                oldValue: options.contains(.old) ? old as? Value : nil,
                indexes: nil, isPrior: isPrior)
            changeHandler(root, change)
        }
        let object = self as AnyObject
        let id = KeyValueObservationTable.shared.add(
            KeyValueObservationTable.Observer(object: object, wantsPrior: options.contains(.prior), read: read, deliver: deliver))
        if options.contains(.initial) {
            deliver(object, nil, read(object), false)
        }
        return NSKeyValueObservation(id: id, changeHandler: deliver)
    }
}

extension NSObject {
    /// Announces that the property `key` is about to change, to the observations of this object.
    public func willChangeValue(forKey key: String) {
        keyValueWillChange(self)
    }

    /// Announces that the property `key` changed: the observations whose value changed hear it.
    public func didChangeValue(forKey key: String) {
        keyValueDidChange(self)
    }
}

/// Announces that an observable property of `object` is about to change. Changes nest (a
/// scroll view's `contentOffset` sets its `bounds`): only the outermost pair is seen.
package func keyValueWillChange(_ object: AnyObject) {
    let table = KeyValueObservationTable.shared
    guard table.count.load(ordering: .relaxed) > 0 else { return }
    table.willChange(object)
}

/// Announces that an observable property of `object` changed.
package func keyValueDidChange(_ object: AnyObject) {
    let table = KeyValueObservationTable.shared
    guard table.count.load(ordering: .relaxed) > 0 else { return }
    table.didChange(object)
}

/// The observations, by observed object. The values are read and the handlers called outside
/// the lock, on the thread that changes the object.
final class KeyValueObservationTable: @unchecked Sendable {
    // Safety: @unchecked Sendable because every read and write of `observers`, `depths`,
    // `nextID` and an observer's `old` holds `lock`.
    static let shared = KeyValueObservationTable()

    final class Observer {
        weak var object: AnyObject?
        let key: ObjectIdentifier
        let wantsPrior: Bool
        let read: (AnyObject) -> Any?
        let deliver: (AnyObject, Any?, Any?, Bool) -> Void
        var id = 0
        var old: Any?

        init(object: AnyObject, wantsPrior: Bool, read: @escaping (AnyObject) -> Any?,
             deliver: @escaping (AnyObject, Any?, Any?, Bool) -> Void) {
            self.object = object
            key = ObjectIdentifier(object)
            self.wantsPrior = wantsPrior
            self.read = read
            self.deliver = deliver
        }
    }

    /// How many observations are registered: zero lets a change skip the table.
    let count = Atomic<Int>(0)
    private let lock = NSLock()
    private var observers: [ObjectIdentifier: [Observer]] = [:]
    private var keysByID: [Int: ObjectIdentifier] = [:]
    private var depths: [ObjectIdentifier: Int] = [:]
    private var nextID = 0

    func add(_ observer: Observer) -> Int {
        lock.lock()
        defer { lock.unlock() }
        nextID += 1
        observer.id = nextID
        // Observers of an object that is gone (one whose address the new object took) go.
        observers[observer.key, default: []].removeAll { $0.object == nil }
        observers[observer.key, default: []].append(observer)
        keysByID[nextID] = observer.key
        count.store(keysByID.count, ordering: .relaxed)
        return nextID
    }

    func remove(_ id: Int) {
        lock.lock()
        let removed: Observer?
        if let key = keysByID.removeValue(forKey: id), var list = observers[key],
           let index = list.firstIndex(where: { $0.id == id }) {
            removed = list.remove(at: index)
            observers[key] = list.isEmpty ? nil : list
        } else {
            removed = nil
        }
        count.store(keysByID.count, ordering: .relaxed)
        lock.unlock()
        // Released outside the lock: the handler's captures may observe in their deinit.
        withExtendedLifetime(removed) {}
    }

    /// The live observers of `object` when its outermost change begins (`entering`) or ends.
    private func observersAtBoundary(of object: AnyObject, entering: Bool) -> [Observer] {
        let key = ObjectIdentifier(object)
        lock.lock()
        defer { lock.unlock() }
        guard let list = observers[key] else { return [] }
        let depth = depths[key, default: 0] + (entering ? 1 : -1)
        depths[key] = depth > 0 ? depth : nil
        guard entering ? depth == 1 : depth <= 0 else { return [] }
        return list.filter { $0.object === object }
    }

    func willChange(_ object: AnyObject) {
        for observer in observersAtBoundary(of: object, entering: true) {
            let old = observer.read(object)
            lock.lock()
            observer.old = old
            lock.unlock()
            if observer.wantsPrior { observer.deliver(object, old, nil, true) }
        }
    }

    func didChange(_ object: AnyObject) {
        for observer in observersAtBoundary(of: object, entering: false) {
            let new = observer.read(object)
            lock.lock()
            let old = observer.old
            observer.old = nil
            lock.unlock()
            if let old, let new, let equatable = old as? any Equatable, isEqual(equatable, new) { continue }
            observer.deliver(object, old, new, false)
        }
    }
}

private func isEqual<T: Equatable>(_ value: T, _ other: Any) -> Bool {
    (other as? T) == value
}
