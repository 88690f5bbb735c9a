import Foundation

/// `NSSortDescriptor(key:ascending:)` for Linux, whose Foundation has only the key-path form
/// (the key form is unavailable there: "Key-value coding is not available"). `lifecycle port`
/// rewrites the app's `NSSortDescriptor(key: k, ascending: a)` to
/// `NSSortDescriptor.headless(key: k, ascending: a)` (References §60.4).
///
/// The descriptor reads the key through ``KeyValueAccess`` (managed objects, dictionaries,
/// Swift values) and orders as Core Data does: nil first, then numbers, strings and dates by
/// value. Core Data's in-memory store sorts by ``key``; `compare(_:to:)` orders two values
/// for code that calls it.
@_spi(Headless) public final class KeyedSortDescriptor: NSSortDescriptor {
    /// The key (or dotted key path) the values are read at.
    public let sortKey: String
    /// Whether strings are compared without regard to case (`localizedCaseInsensitiveCompare:`
    /// and `caseInsensitiveCompare:`).
    public let ignoresCase: Bool

    init(key: String, ascending: Bool, ignoresCase: Bool = false) {
        sortKey = key
        self.ignoresCase = ignoresCase
        // The key-path form is the only initializer Linux's Foundation has; the key path is
        // not read (``compare(_:to:)`` is overridden).
        super.init(keyPath: \NSString.length, ascending: ascending)
    }

    required init?(coder: NSCoder) {
        return nil
    }

    /// The order of two objects by the values at ``sortKey``, reversed when descending.
    public override func compare(_ object1: Any, to object2: Any) -> ComparisonResult {
        var left = KeyValueAccess.value(of: object1, atKeyPath: sortKey)
        var right = KeyValueAccess.value(of: object2, atKeyPath: sortKey)
        if ignoresCase {
            left = left.flatMap(KeyValueAccess.string).map { $0.lowercased() } ?? left
            right = right.flatMap(KeyValueAccess.string).map { $0.lowercased() } ?? right
        }
        let order = KeyValueAccess.compare(left, right) ?? .orderedSame
        guard !ascending else { return order }
        switch order {
        case .orderedAscending: return .orderedDescending
        case .orderedDescending: return .orderedAscending
        case .orderedSame: return .orderedSame
        }
    }

    public override var reversedSortDescriptor: Any {
        KeyedSortDescriptor(key: sortKey, ascending: !ascending, ignoresCase: ignoresCase)
    }

    public override var description: String {
        "(\(sortKey), \(ascending ? "ascending" : "descending")\(ignoresCase ? ", caseInsensitiveCompare:" : ""))"
    }
}

extension NSSortDescriptor {
    /// A descriptor that orders by the value at `key`: what `lifecycle port` makes of the
    /// app's `NSSortDescriptor(key:ascending:)`.
    @_spi(Headless) public static func headless(key: String?, ascending: Bool) -> NSSortDescriptor {
        KeyedSortDescriptor(key: key ?? "self", ascending: ascending)
    }

    /// `NSSortDescriptor(key:ascending:selector:)`: `caseInsensitiveCompare:` and
    /// `localizedCaseInsensitiveCompare:` compare strings without regard to case; any other
    /// selector compares as `compare:`.
    @_spi(Headless) public static func headless(key: String?, ascending: Bool, selector: Selector?) -> NSSortDescriptor {
        let name = selector.map { "\($0)" } ?? ""
        return KeyedSortDescriptor(key: key ?? "self", ascending: ascending, ignoresCase: name.lowercased().contains("caseinsensitive"))
    }

    /// The key of a descriptor made by ``headless(key:ascending:)``, else nil.
    @_spi(Headless) public var headlessKey: String? {
        (self as? KeyedSortDescriptor)?.sortKey
    }
}
