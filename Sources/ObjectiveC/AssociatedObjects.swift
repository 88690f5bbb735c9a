import Foundation

/// How an associated value is held (`objc_setAssociatedObject`).
///
/// The atomic and non-atomic policies behave alike here: every association is read and
/// written under one lock.
public enum objc_AssociationPolicy: UInt, Sendable {
    /// Not retained: an object value reads as nil once it is gone (on iOS the reference
    /// dangles; here it is weak, so a read after the value's release gives nil, not a crash).
    case OBJC_ASSOCIATION_ASSIGN = 0
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN_NONATOMIC = 1
    /// Copied (`NSCopying`'s `copy()`; other values are stored as they are, being values).
    case OBJC_ASSOCIATION_COPY_NONATOMIC = 3
    /// Retained.
    case OBJC_ASSOCIATION_RETAIN = 769
    /// Copied.
    case OBJC_ASSOCIATION_COPY = 771
}

/// Associates `value` with `object` under `key`, as apps extend classes they do not own with
/// stored properties:
///
/// ```swift
/// private var badgeKey: UInt8 = 0
/// extension UIView {
///     var badge: String? {
///         get { objc_getAssociatedObject(self, &badgeKey) as? String }
///         set { objc_setAssociatedObject(self, &badgeKey, newValue, .OBJC_ASSOCIATION_RETAIN_NONATOMIC) }
///     }
/// }
/// ```
///
/// The key is an address (a global or static variable's, as written); two keys are the same
/// when their addresses are. A nil value removes the association. The value lives as long as
/// the object: a framework object (a view, a view controller…) releases its associated values
/// as it is deinitialized, as on iOS; any other object's are released at the first
/// association call after it is gone (the table is swept when it has doubled since the last
/// sweep). `object` must be an instance of a class: a value of a struct or an enum is boxed
/// anew at each call, so an association made with it is never read back (as on iOS).
public func objc_setAssociatedObject(_ object: Any, _ key: UnsafeRawPointer, _ value: Any?, _ policy: objc_AssociationPolicy) {
    let owner = object as AnyObject
    let stored = value.map { AssociationTable.Stored($0, policy: policy) }
    // What the association replaces is released after the lock is left: its deinitializer
    // may use associations itself.
    let replaced = AssociationTable.shared.set(stored, for: owner, key: UInt(bitPattern: key))
    withExtendedLifetime(replaced) {}
}

/// The value associated with `object` under `key`, or nil.
public func objc_getAssociatedObject(_ object: Any, _ key: UnsafeRawPointer) -> Any? {
    AssociationTable.shared.value(for: object as AnyObject, key: UInt(bitPattern: key))
}

/// Removes every association of `object` (Apple reserves this for returning an object to a
/// pristine state; one key's association is removed by setting nil).
public func objc_removeAssociatedObjects(_ object: Any) {
    let removed = AssociationTable.shared.removeAll(of: ObjectIdentifier(object as AnyObject))
    withExtendedLifetime(removed) {}
}

/// Every object's associations, behind one lock.
///
/// An object's entry holds it weakly: an entry whose object is gone is stale, whatever object
/// now has its address; reads ignore it and the sweep drops it. Values are released outside
/// the lock.
final class AssociationTable: @unchecked Sendable {
    // Safety: @unchecked Sendable because every read and write of `entries` and
    // `countAtLastSweep` holds `lock`.
    static let shared = AssociationTable()

    /// A value as its policy holds it.
    enum Stored {
        case strong(Any)
        case weak(WeakValue)

        init(_ value: Any, policy: objc_AssociationPolicy) {
            switch policy {
            case .OBJC_ASSOCIATION_ASSIGN:
                if type(of: value) is AnyClass { self = .weak(WeakValue(value as AnyObject)) } else { self = .strong(value) }
            case .OBJC_ASSOCIATION_COPY, .OBJC_ASSOCIATION_COPY_NONATOMIC:
                if let copying = value as? NSCopying { self = .strong(copying.copy(with: nil)) } else { self = .strong(value) }
            case .OBJC_ASSOCIATION_RETAIN, .OBJC_ASSOCIATION_RETAIN_NONATOMIC:
                self = .strong(value)
            }
        }

        var value: Any? {
            switch self {
            case .strong(let value): value
            case .weak(let box): box.object
            }
        }
    }

    final class WeakValue {
        weak var object: AnyObject?
        init(_ object: AnyObject) { self.object = object }
    }

    struct Entry {
        weak var owner: AnyObject?
        var values: [UInt: Stored] = [:]
    }

    private let lock = NSLock()
    private var entries: [ObjectIdentifier: Entry] = [:]
    private var countAtLastSweep = 0

    /// Stores (or, for nil, removes) a value; returns what it replaces and what the sweep
    /// dropped, for the caller to release.
    func set(_ stored: Stored?, for owner: AnyObject, key: UInt) -> [Any] {
        let id = ObjectIdentifier(owner)
        lock.lock()
        defer { lock.unlock() }
        var released: [Any] = []
        var entry: Entry
        if let existing = entries[id], existing.owner === owner {
            entry = existing
        } else {
            // No entry, or a stale one of an object that had this address.
            if let stale = entries.removeValue(forKey: id) { released.append(stale.values) }
            entry = Entry(owner: owner)
        }
        if let stored {
            if let old = entry.values.updateValue(stored, forKey: key) { released.append(old) }
        } else if let old = entry.values.removeValue(forKey: key) {
            released.append(old)
        }
        entries[id] = entry.values.isEmpty ? nil : entry
        if entries.count >= max(64, 2 * countAtLastSweep) { released += sweep() }
        return released
    }

    func value(for owner: AnyObject, key: UInt) -> Any? {
        lock.lock()
        defer { lock.unlock() }
        guard let entry = entries[ObjectIdentifier(owner)], entry.owner === owner else { return nil }
        return entry.values[key]?.value
    }

    /// Removes an object's associations (also from its deinitializer, where its weak
    /// references already read nil: the entry at its address is its own or stale).
    func removeAll(of id: ObjectIdentifier) -> Entry? {
        lock.lock()
        defer { lock.unlock() }
        return entries.removeValue(forKey: id)
    }

    /// Drops the entries of objects that are gone; called under the lock.
    private func sweep() -> [Any] {
        var released: [Any] = []
        for (id, entry) in entries where entry.owner == nil {
            released.append(entry.values)
            entries[id] = nil
        }
        countAtLastSweep = entries.count
        return released
    }
}

/// For HeadlessUIKit's objects: releases the associations of an object being deinitialized.
package func _releaseAssociatedObjects(of id: ObjectIdentifier) {
    let removed = AssociationTable.shared.removeAll(of: id)
    withExtendedLifetime(removed) {}
}
