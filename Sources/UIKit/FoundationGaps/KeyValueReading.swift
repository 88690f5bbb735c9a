import Foundation

/// An object whose properties can be read by name, as Objective-C's key-value coding reads
/// them: what `NSPredicate(format:)` predicates and key-based sort descriptors read (Linux's
/// `NSObject` has no `value(forKey:)`). Core Data's `NSManagedObject` conforms (References
/// §60.4).
@_spi(Headless) public protocol KeyValueReading: AnyObject {
    func value(forKey key: String) -> Any?
}

/// Reading key paths and comparing values for predicates and sort descriptors.
@_spi(Headless) public enum KeyValueAccess {
    /// The value at `keyPath` (keys joined by dots) of `object`: through ``KeyValueReading``,
    /// string-keyed dictionaries, or the stored properties of a Swift value (`Mirror`). A key
    /// of a collection reads it from each element (as `valueForKey:` of an `NSArray`/`NSSet`).
    public static func value(of object: Any?, atKeyPath keyPath: String) -> Any? {
        var current: Any? = object
        for key in keyPath.split(separator: ".", omittingEmptySubsequences: false).map(String.init) {
            guard let value = current else { return nil }
            if key == "self" || key == "SELF" { continue }
            if let elements = collection(value) {
                current = elements.map { Self.value(ofOne: $0, forKey: key) ?? NSNull() }
            } else {
                current = Self.value(ofOne: value, forKey: key)
            }
        }
        return current
    }

    private static func value(ofOne value: Any, forKey key: String) -> Any? {
        switch value {
        case let object as any KeyValueReading: return unwrapped(object.value(forKey: key))
        case let dictionary as [String: Any]: return unwrapped(dictionary[key])
        case let dictionary as NSDictionary: return unwrapped(dictionary.object(forKey: key))
        default:
            var mirror: Mirror? = Mirror(reflecting: value)
            while let current = mirror {
                if let child = current.children.first(where: { $0.label == key }) { return unwrapped(child.value) }
                mirror = current.superclassMirror
            }
            return nil
        }
    }

    /// The elements of an array, set, `NSArray`, `NSSet` or `NSOrderedSet`; nil for another value.
    public static func collection(_ value: Any) -> [Any]? {
        switch value {
        case is String, is NSString: return nil
        case let set as NSSet: return set.allObjects
        case let ordered as NSOrderedSet: return ordered.array
        case let array as NSArray: return array.map { $0 }
        case let array as [Any]: return array
        case let set as Set<AnyHashable>: return Array(set)
        default: return nil
        }
    }

    /// `value` with an optional's wrapping removed (`Optional<String>.some("x")` as `"x"`, `.none` as nil).
    static func unwrapped(_ value: Any?) -> Any? {
        guard let value else { return nil }
        let mirror = Mirror(reflecting: value)
        guard mirror.displayStyle == .optional else { return value is NSNull ? nil : value }
        return mirror.children.first.map(\.value).flatMap { unwrapped($0) }
    }

    /// The order of two values as Core Data and `NSSortDescriptor` order them: nil before any
    /// value, numbers (and Booleans) by value, strings by Unicode order, dates by time; nil
    /// when they cannot be ordered (different kinds).
    public static func compare(_ left: Any?, _ right: Any?) -> ComparisonResult? {
        let left = unwrapped(left), right = unwrapped(right)
        switch (left, right) {
        case (nil, nil): return .orderedSame
        case (nil, _): return .orderedAscending
        case (_, nil): return .orderedDescending
        default: break
        }
        if let l = number(left!), let r = number(right!) { return order(l, r) }
        if let l = string(left!), let r = string(right!) { return order(l, r) }
        if let l = left as? Date, let r = right as? Date { return order(l, r) }
        if let l = left as? UUID, let r = right as? UUID { return order(l.uuidString, r.uuidString) }
        if let l = left as? URL, let r = right as? URL { return order(l.absoluteString, r.absoluteString) }
        return nil
    }

    /// Whether two values are equal as a predicate's `==` compares them (numbers by value).
    public static func equal(_ left: Any?, _ right: Any?) -> Bool {
        let left = unwrapped(left), right = unwrapped(right)
        switch (left, right) {
        case (nil, nil): return true
        case (nil, _), (_, nil): return false
        default: break
        }
        if let order = compare(left, right) { return order == .orderedSame }
        if let l = left as? AnyHashable, let r = right as? AnyHashable { return l == r }
        if let l = left as? NSObject, let r = right as? NSObject { return l.isEqual(r) }
        return false
    }

    static func number(_ value: Any) -> Double? {
        switch value {
        case let value as Bool: return value ? 1 : 0
        case let value as Int: return Double(value)
        case let value as Int8: return Double(value)
        case let value as Int16: return Double(value)
        case let value as Int32: return Double(value)
        case let value as Int64: return Double(value)
        case let value as UInt: return Double(value)
        case let value as UInt8: return Double(value)
        case let value as UInt16: return Double(value)
        case let value as UInt32: return Double(value)
        case let value as UInt64: return Double(value)
        case let value as Double: return value
        case let value as Float: return Double(value)
        case let value as CGFloat: return Double(value)
        case let value as Decimal: return NSDecimalNumber(decimal: value).doubleValue
        case let value as NSNumber: return value.doubleValue
        default: return nil
        }
    }

    static func string(_ value: Any) -> String? {
        switch value {
        case let value as String: return value
        case let value as Substring: return String(value)
        case let value as NSString: return String(value)
        default: return nil
        }
    }

    private static func order<T: Comparable>(_ left: T, _ right: T) -> ComparisonResult {
        left < right ? .orderedAscending : left > right ? .orderedDescending : .orderedSame
    }
}
