/// A `printf`-style format scanned into its literal text and its conversions, as Foundation's
/// `String(format:)` reads it (References §27).
///
/// The scanner reads Unicode scalars, as Foundation reads UTF-16 units, so that every `%` it
/// sees is a `%` Foundation sees: a `%` is `%%` or starts a conversion, never literal text.
/// It is the one reader of format strings for localization: ``LocalizedFormatter`` checks
/// the conversions it finds against the arguments and writes the format Foundation gets from
/// its segments, so Foundation never reads a conversion that was not checked.
///
/// Widths and precisions are bounded by ``maximumWidth``: `%999999999d` would have Foundation
/// build a string of a gigabyte.
struct FormatString: Sendable, Hashable {
    /// A run of the format.
    enum Segment: Sendable, Hashable {
        /// Text without `%`.
        case literal(String)
        /// `%%`, a percent sign.
        case percent
        /// A conversion.
        case specifier(FormatSpecifier)
    }

    /// The largest width or precision a localized format may ask for, whether written
    /// (`%1000d`) or read from an argument (`%*d`). A thousand characters is wider than any
    /// label; `%999999999d` is refused rather than allocating a gigabyte.
    static let maximumWidth = 1_000

    /// The format as given.
    let text: String
    /// Its runs, in order.
    let segments: [Segment]

    /// The conversions, in order.
    var specifiers: [FormatSpecifier] {
        segments.compactMap { if case .specifier(let specifier) = $0 { specifier } else { nil } }
    }

    /// Scans `text`; throws when a conversion cannot be read (a `%` at the end, a plural
    /// variable not closed) or asks for a width or precision above ``maximumWidth``.
    /// Conversions that can be read but not formatted safely (`%s`) are scanned; their
    /// ``FormatSpecifier/refusal`` says why.
    init(_ text: String) throws(FormatProblem) {
        self.text = text
        var scanner = Scanner(scalars: Array(text.unicodeScalars))
        var segments: [Segment] = []
        var literal = String.UnicodeScalarView()
        while let scalar = scanner.peek() {
            guard scalar == "%" else { literal.append(scalar); scanner.advance(); continue }
            if !literal.isEmpty { segments.append(.literal(String(literal))); literal = String.UnicodeScalarView() }
            if scanner.peek(1) == "%" {
                segments.append(.percent)
                scanner.advance(2)
                continue
            }
            segments.append(.specifier(try scanner.specifier()))
        }
        if !literal.isEmpty { segments.append(.literal(String(literal))) }
        self.segments = segments
    }

    /// Reads conversions out of a format's scalars.
    private struct Scanner {
        let scalars: [Unicode.Scalar]
        var index = 0

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func advance(_ count: Int = 1) { index = min(index + count, scalars.count) }

        /// The conversion that starts at the `%` under the cursor.
        mutating func specifier() throws(FormatProblem) -> FormatSpecifier {
            let start = index
            advance()  // %
            let position = try self.position()
            // `%#@name@` (`%1$#@name@`): a plural variable.
            if peek() == "#", peek(1) == "@" {
                advance(2)
                var name = String.UnicodeScalarView()
                while let scalar = peek(), scalar != "@" { name.append(scalar); advance() }
                guard peek() == "@", !name.isEmpty else {
                    throw .malformed("\(text(from: start)) starts a plural variable that is not closed by @ (write %#@name@)")
                }
                advance()
                return FormatSpecifier(position: position, conversion: .variable(String(name)), text: text(from: start))
            }
            var flags = ""
            while let scalar = peek(), "-+ #0".unicodeScalars.contains(scalar) { flags.unicodeScalars.append(scalar); advance() }
            let width = try amount(start: start, what: "width")
            var precision = FormatSpecifier.Amount.none
            if peek() == "." {
                advance()
                precision = try amount(start: start, what: "precision")
                if precision == .none { precision = .fixed(0) }
            }
            var length = ""
            for modifier in ["hh", "h", "ll", "l", "q", "L", "z", "t", "j"] where matches(modifier) {
                length = modifier
                advance(modifier.unicodeScalars.count)
                break
            }
            guard let conversion = peek() else {
                throw .malformed("the format ends inside the conversion \(text(from: start)) (write %% for a percent sign)")
            }
            advance()
            return FormatSpecifier(position: position, flags: flags, width: width, precision: precision, length: length,
                                   conversion: .character(Character(conversion)), text: text(from: start))
        }

        /// `n$` under the cursor, or nil (the cursor stays) when there is none.
        private mutating func position() throws(FormatProblem) -> Int? {
            var offset = 0
            while let scalar = peek(offset), scalar.properties.numericType == .decimal, scalar.isASCII { offset += 1 }
            guard offset > 0, peek(offset) == "$" else { return nil }
            let start = index
            let value = number()
            advance()  // $
            guard value >= 1 else { throw .malformed("\(text(from: start - 1)) numbers an argument 0; arguments are numbered from 1") }
            return value
        }

        /// A width or a precision under the cursor: digits, `*` or `*n$`.
        private mutating func amount(start: Int, what: String) throws(FormatProblem) -> FormatSpecifier.Amount {
            if peek() == "*" {
                advance()
                return .argument(position: try position())
            }
            guard let scalar = peek(), scalar.isASCII, scalar.properties.numericType == .decimal else { return .none }
            let value = number()
            guard value <= FormatString.maximumWidth else {
                throw .tooWide("\(text(from: start))… asks for a \(what) of \(value == Self.saturated ? "more than \(Self.saturated)" : String(value)) characters; the limit is \(FormatString.maximumWidth)")
            }
            return .fixed(value)
        }

        /// Where ``number()`` stops counting, so that no run of digits overflows.
        static let saturated = 100_000_000

        /// The decimal digits under the cursor, saturated at ``saturated``.
        private mutating func number() -> Int {
            var value = 0
            while let scalar = peek(), scalar.isASCII, let digit = Int(String(scalar)) {
                value = min(value * 10 + digit, Self.saturated)
                advance()
            }
            return value
        }

        private func matches(_ word: String) -> Bool {
            for (offset, scalar) in word.unicodeScalars.enumerated() where peek(offset) != scalar { return false }
            return true
        }

        private func text(from start: Int) -> String {
            var view = String.UnicodeScalarView()
            view.append(contentsOf: scalars[start..<index])
            return String(view)
        }
    }
}
