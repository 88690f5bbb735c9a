import Foundation
import HeadlessCore

/// Key-value coding on `UserDefaults`, which Linux's Foundation lacks (its `NSObject` has no
/// `value(forKey:)`): on iOS, `NSUserDefaults` answers `value(forKey:)` with `object(forKey:)` and
/// `setValue(_:forKey:)` with `set(_:forKey:)` (References §61.2). `lifecycle port` imports this
/// SPI in the files that call them.
extension UserDefaults {
    /// The object stored for `key`, as `object(forKey:)` gives it.
    @_spi(Headless) public func value(forKey key: String) -> Any? {
        object(forKey: key)
    }

    /// Stores `value` for `key` as `set(_:forKey:)` does; `nil` removes it.
    ///
    /// A value that is not a property list is refused with a diagnostic (iOS raises an
    /// exception; Linux's Foundation stops the process), and nothing is stored.
    @_spi(Headless) public func setValue(_ value: Any?, forKey key: String) {
        guard let value else {
            removeObject(forKey: key)
            return
        }
        // iOS stores a CGFloat as the number it bridges to; Linux's Foundation stops the process
        // on one, so it is stored as the Double it holds.
        if let number = value as? CGFloat, type(of: value) == CGFloat.self {
            set(Double(number), forKey: key)
            return
        }
        if let offending = Self.firstNonPropertyList(in: value) {
            FoundationGapDiagnostics.report(Diagnostic(.error, code: .foundationDefaultsNotPropertyList, message:
                "UserDefaults.setValue(_:forKey: \"\(key)\") was given \(offending), which is not a property list "
                + "(String, number, Bool, Date, Data, or arrays and string-keyed dictionaries of them); nothing was stored. "
                + "Encode the value first (JSONEncoder, or a URL's absoluteString) and store the Data or String.",
                subject: "UserDefaults"))
            return
        }
        set(value, forKey: key)
    }

    /// A description of the first part of `value` that is not a property list, or nil when all
    /// of it is. Walks nested arrays and dictionaries with a work list, not recursion, so a
    /// deeply nested value cannot exhaust the stack; a Swift value is never cast to a Foundation
    /// class (that cast bridges the whole nested value, recursively, at every level).
    static func firstNonPropertyList(in value: Any) -> String? {
        var pending: [Any] = [value]
        while let item = pending.popLast() {
            if type(of: item) is AnyClass {
                switch item {
                case is NSString, is NSNumber, is NSDate, is NSData:
                    continue
                case let array as NSArray:
                    for element in array { pending.append(element) }
                case let dictionary as NSDictionary:
                    for (key, element) in dictionary {
                        guard key is NSString || key is String else { return "a dictionary key of type \(type(of: key))" }
                        pending.append(element)
                    }
                default:
                    return "a value of type \(type(of: item))"
                }
                continue
            }
            switch item {
            case is String, is Bool, is Int, is Int8, is Int16, is Int32, is Int64,
                 is UInt, is UInt8, is UInt16, is UInt32, is UInt64, is Double, is Float, is Date, is Data:
                continue
            case let array as [Any]:
                pending.append(contentsOf: array)
            case let dictionary as [String: Any]:
                pending.append(contentsOf: dictionary.values)
            case let dictionary as [AnyHashable: Any]:
                let key = dictionary.keys.first { !($0.base is String) }.map { type(of: $0.base) }
                return "a dictionary key of type \(key.map { "\($0)" } ?? "AnyHashable")"
            case is CGFloat:
                // Linux's Foundation cannot store a CGFloat inside a collection.
                return "a CGFloat inside a collection (store Double(value) there)"
            default:
                return "a value of type \(type(of: item))"
            }
        }
        return nil
    }
}
