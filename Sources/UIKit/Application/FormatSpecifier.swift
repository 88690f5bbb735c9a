/// One conversion of a `printf`-style format as Foundation reads it (References §27): `%d`,
/// `%2$@`, `%-8.3f`, `%*d`, `%lu`, or a `.stringsdict` plural variable `%#@count@`
/// (`%1$#@count@`).
///
/// ``FormatString`` scans a format into these; ``LocalizedFormatter`` checks each against the
/// argument it will read before anything is formatted.
struct FormatSpecifier: Sendable, Hashable {
    /// A width or a precision.
    enum Amount: Sendable, Hashable {
        /// Not given.
        case none
        /// Written in the format (`%8d`, `%.2f`).
        case fixed(Int)
        /// Read from an integer argument (`%*d`, `%.*f`), the next one or the numbered one
        /// (`%*2$d`).
        case argument(position: Int?)
    }

    /// What the conversion does with its argument.
    enum Conversion: Sendable, Hashable {
        /// A conversion character (`d`, `@`, `f`, …).
        case character(Character)
        /// A plural variable of the `.stringsdict` entry, by name.
        case variable(String)
    }

    /// The argument position written in the format (`%2$@` → 2), nil when unnumbered.
    var position: Int?
    /// The flags (`-`, `+`, space, `#`, `0`, `'`), as written.
    var flags: String = ""
    /// The minimum width.
    var width: Amount = .none
    /// The precision.
    var precision: Amount = .none
    /// The length modifier (`h`, `hh`, `l`, `ll`, `q`, `L`, `z`, `t`, `j`), empty when none.
    var length: String = ""
    /// The conversion.
    var conversion: Conversion
    /// The specifier as written, for diagnostics (`%2$lu`).
    var text: String

    /// The kind of argument the conversion reads, or nil when no Swift argument can feed it
    /// safely (``refusal``).
    var argumentKind: FormatArgumentKind? {
        guard case .character(let character) = conversion, refusal == nil else { return nil }
        switch character {
        case "d", "i", "o", "u", "x", "X", "D", "U", "O", "c", "C": return .integer
        case "f", "F", "e", "E", "g", "G", "a", "A": return .floating
        case "@": return .object
        default: return nil
        }
    }

    /// Why the conversion cannot be formatted with Swift arguments, or nil when it can.
    var refusal: String? {
        guard case .character(let character) = conversion else { return nil }
        switch character {
        case "s", "S":
            return "\(text) reads a C string through a pointer, which no Swift argument can safely be; use %@ with a String"
        case "n":
            return "\(text) writes through a pointer; it is never valid in a localized format"
        case "p":
            return "\(text) prints a pointer, which no Swift argument can safely be; use %@ or %lx"
        case "d", "i", "o", "u", "x", "X", "D", "U", "O":
            return ["", "h", "hh", "l", "ll", "q", "z", "t", "j"].contains(length) ? nil
                : "\(text) has a length modifier (\(length)) no integer argument has"
        case "c", "C":
            return length.isEmpty ? nil : "\(text) reads a wide character; use %C or %@"
        case "f", "F", "e", "E", "g", "G", "a", "A":
            return length.isEmpty || length == "l" ? nil
                : "\(text) reads a long double, which Swift does not pass; use %\(character) with a Double"
        case "@":
            return length.isEmpty ? nil : "\(text) has a length modifier, which %@ does not take"
        default:
            return "\(text) is not a conversion Foundation knows (write %% for a percent sign)"
        }
    }

    /// The specifier for a format whose arguments are given in the order it reads them: no
    /// position, and each `*` width or precision replaced by the value read for it.
    func sequential(width resolvedWidth: Int?, precision resolvedPrecision: Int?) -> String {
        var result = "%" + flags
        switch width {
        case .none: break
        case .fixed(let value): result += String(value)
        case .argument:
            if let resolvedWidth {
                // A negative width read from an argument left-justifies, as `-` does.
                if resolvedWidth < 0, !flags.contains("-") { result += "-" }
                result += String(resolvedWidth.magnitude)
            }
        }
        switch precision {
        case .none: break
        case .fixed(let value): result += "." + String(value)
        case .argument:
            // A negative precision read from an argument counts as none.
            if let resolvedPrecision, resolvedPrecision >= 0 { result += "." + String(resolvedPrecision) }
        }
        if case .character(let character) = conversion { result += length + String(character) }
        return result
    }
}
