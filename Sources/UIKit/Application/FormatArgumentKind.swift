import Foundation

/// The kinds of argument a format conversion reads, and the kind of each Swift argument.
///
/// A conversion reads its argument as the kind it names whatever the argument is: `%@` given
/// an Int dereferences the integer as an object pointer (a crash), `%d` given a String prints
/// the string's address. ``LocalizedFormatter`` therefore formats only when each argument is of
/// the kind its conversion reads.
enum FormatArgumentKind: Sendable, Hashable, CustomStringConvertible {
    /// A Swift integer of any width or sign (`%d`, `%lu`, `%x`, `%c`, `*` widths).
    case integer
    /// A `Double`, `Float` or `CGFloat` (`%f`, `%g`, `%e`).
    case floating
    /// An object: a `String`, an `NSString`, an `NSNumber`, any `NSObject` (`%@`).
    case object
    /// Anything else (a pointer, a value of the app's own `CVarArg` type): no conversion can
    /// read it safely.
    case other

    /// The kind of `argument`.
    init(of argument: CVarArg) {
        switch argument {
        case is any BinaryInteger: self = .integer
        case is Double, is Float, is CGFloat: self = .floating
        case is String, is NSObject: self = .object
        default: self = .other
        }
    }

    /// How diagnostics name the kind.
    var description: String {
        switch self {
        case .integer: "an integer"
        case .floating: "a floating-point number"
        case .object: "an object or String"
        case .other: "a value no conversion can read"
        }
    }

    /// The whole number a plural rule is chosen by, for an argument of this kind; 0 for one
    /// that is not a number. Never traps: non-finite and out-of-range values are clamped.
    static func pluralCount(of argument: CVarArg) -> Int {
        switch argument {
        case let value as any BinaryInteger: return Int(clamping: value)
        case let value as any BinaryFloatingPoint:
            let double = Double(value)
            guard double.isFinite else { return 0 }
            return Int(exactly: double.rounded(.towardZero)) ?? (double < 0 ? Int.min : Int.max)
        default: return 0
        }
    }
}
