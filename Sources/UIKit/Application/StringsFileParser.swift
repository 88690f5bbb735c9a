import Foundation

/// Reads a `.strings` file: `"key" = "value";` pairs with `/* */` and `//` comments, in the
/// old-style property-list syntax Xcode's strings files use (References §27), and says on
/// which line a broken file breaks.
///
/// Foundation's parser reports no line a caller can read, and on Linux prints its complaint
/// to standard error; this one gives ``Failure/line`` for the diagnostic. What it accepts is
/// what the old-style syntax allows in a strings file: double- or single-quoted strings with
/// C escapes and `\U` escapes, unquoted words of letters, digits and `_$/:.-`, `"key";` for a
/// key that is its own value, and an optional `{ … }` around the whole. A file that is an XML
/// or binary property list (a compiled strings file) is read with `PropertyListSerialization`.
/// Text may be UTF-8 or, with a byte-order mark, UTF-16.
enum StringsFileParser {
    /// Why a file does not parse, and where.
    struct Failure: Error, Sendable, Hashable {
        /// The line (from 1), nil when the parser cannot tell.
        var line: Int?
        /// What is wrong.
        var message: String
    }

    /// The pairs of a `.strings` file's bytes.
    static func parse(_ data: Data) throws(Failure) -> [String: String] {
        let bytes = [UInt8](data.prefix(64))
        if bytes.starts(with: Array("bplist".utf8)) || startsWithXML(bytes) {
            return try parsePropertyList(data)
        }
        var reader = Reader(scalars: Array(try text(of: data).unicodeScalars))
        return try reader.file()
    }

    // MARK: Text

    /// The file's text: UTF-16 after its byte-order mark, else UTF-8.
    private static func text(of data: Data) throws(Failure) -> String {
        let bytes = [UInt8](data)
        if bytes.starts(with: [0xFF, 0xFE]) || bytes.starts(with: [0xFE, 0xFF]) {
            guard let text = String(data: data, encoding: .utf16) else {
                throw Failure(line: nil, message: "it starts with a UTF-16 byte-order mark but is not UTF-16 text")
            }
            return text.hasPrefix("\u{FEFF}") ? String(text.dropFirst()) : text
        }
        let body = bytes.starts(with: [0xEF, 0xBB, 0xBF]) ? Array(bytes.dropFirst(3)) : bytes
        if let text = String(validating: body, as: UTF8.self) { return text }
        // Bytes of a UTF-8 character never include a line feed: the first line that does not
        // decode is where the file stops being UTF-8.
        var line = 1
        for run in body.split(separator: 0x0A, omittingEmptySubsequences: false) {
            if String(validating: run, as: UTF8.self) == nil { break }
            line += 1
        }
        throw Failure(line: line, message: "it is not UTF-8 text (save it as UTF-8, or as UTF-16 with a byte-order mark)")
    }

    private static func startsWithXML(_ bytes: [UInt8]) -> Bool {
        let text = String(decoding: bytes.drop(while: { $0 == 0x20 || $0 == 0x0A || $0 == 0x0D || $0 == 0x09 || $0 == 0xEF || $0 == 0xBB || $0 == 0xBF }), as: UTF8.self)
        return text.hasPrefix("<?xml") || text.hasPrefix("<plist") || text.hasPrefix("<!DOCTYPE")
    }

    /// A compiled strings file: a property list whose values are all strings.
    private static func parsePropertyList(_ data: Data) throws(Failure) -> [String: String] {
        let list: Any
        do {
            list = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            throw Failure(line: nil, message: "it is not a readable property list (\(StringsdictReader.describe(error)))")
        }
        guard let dictionary = list as? [String: Any] else {
            throw Failure(line: nil, message: "it is a property list but not a dictionary of strings")
        }
        var strings: [String: String] = [:]
        for (key, value) in dictionary {
            guard let value = value as? String else {
                throw Failure(line: nil, message: "the value of \"\(key)\" is not a string")
            }
            strings[key] = value
        }
        return strings
    }

    // MARK: Old-style syntax

    /// Reads the old-style syntax, counting lines.
    private struct Reader {
        let scalars: [Unicode.Scalar]
        var index = 0
        var line = 1

        func peek(_ offset: Int = 0) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }

        mutating func advance() {
            guard index < scalars.count else { return }
            if scalars[index] == "\n" { line += 1 }
            index += 1
        }

        /// Up to four hexadecimal digits (a `\U` escape's), read; their value and how many.
        mutating func hexadecimalDigits() -> (value: UInt32, count: Int) {
            var value: UInt32 = 0
            var count = 0
            while count < 4, let next = peek(), next.isASCII, let digit = Int(String(next), radix: 16) {
                value = value * 16 + UInt32(digit)
                count += 1
                advance()
            }
            return (value, count)
        }

        /// The whole file.
        mutating func file() throws(Failure) -> [String: String] {
            var strings: [String: String] = [:]
            try skipSpace()
            let braced = peek() == "{"
            if braced { advance(); try skipSpace() }
            while let scalar = peek() {
                if braced, scalar == "}" {
                    advance()
                    try skipSpace()
                    if peek() != nil { throw failure("there is text after the closing }") }
                    return strings
                }
                let key = try string(what: "a key")
                // A missing ; is reported on the line the pair ends on, not the next one.
                var endLine = line
                try skipSpace()
                var value = key
                if peek() == "=" {
                    advance()
                    try skipSpace()
                    guard peek() != nil, peek() != ";" else { throw failure("the value of \"\(key)\" is missing after =") }
                    value = try string(what: "the value of \"\(key)\"")
                    endLine = line
                    try skipSpace()
                }
                guard peek() == ";" else {
                    throw Failure(line: endLine, message: peek() == nil ? "the file ends where a ; should close \"\(key)\""
                                  : "a ; is missing after \"\(key)\" (found \(shown(peek())))")
                }
                advance()
                strings[key] = value
                try skipSpace()
            }
            if braced { throw failure("the file ends before the closing }") }
            return strings
        }

        /// A quoted or unquoted string.
        private mutating func string(what: String) throws(Failure) -> String {
            guard let first = peek() else { throw failure("the file ends where \(what) should be") }
            if first == "\"" || first == "'" { return try quoted(first) }
            var word = String.UnicodeScalarView()
            while let scalar = peek(), Self.isUnquoted(scalar) { word.append(scalar); advance() }
            guard !word.isEmpty else {
                throw failure("\(what) should be a quoted string, found \(shown(first))")
            }
            return String(word)
        }

        /// A string between `quote`s, its escapes resolved.
        private mutating func quoted(_ quote: Unicode.Scalar) throws(Failure) -> String {
            let startLine = line
            advance()
            var result = String.UnicodeScalarView()
            while true {
                guard let scalar = peek() else {
                    throw Failure(line: startLine, message: "the string that starts on this line is not closed by \(quote)")
                }
                advance()
                if scalar == quote { return String(result) }
                guard scalar == "\\" else { result.append(scalar); continue }
                try result.append(escape())
            }
        }

        /// The character of an escape whose backslash was just read.
        private mutating func escape() throws(Failure) -> Unicode.Scalar {
            guard let scalar = peek() else { throw failure("the file ends inside an escape") }
            advance()
            switch scalar {
            case "a": return "\u{07}"
            case "b": return "\u{08}"
            case "f": return "\u{0C}"
            case "n": return "\n"
            case "r": return "\r"
            case "t": return "\t"
            case "v": return "\u{0B}"
            case "U", "u":
                let (value, digits) = hexadecimalDigits()
                guard digits > 0 else { throw failure("\\\(scalar) is not followed by hexadecimal digits") }
                // A high surrogate followed by `\U` and a low one: one character.
                if (0xD800...0xDBFF).contains(value), peek() == "\\", peek(1) == "U" || peek(1) == "u" {
                    let saved = (index, line)
                    advance()
                    advance()
                    let (low, _) = hexadecimalDigits()
                    if (0xDC00...0xDFFF).contains(low), let combined = Unicode.Scalar(0x10000 + ((value - 0xD800) << 10) + (low - 0xDC00)) {
                        return combined
                    }
                    (index, line) = saved
                }
                guard let character = Unicode.Scalar(value) else {
                    throw failure("\\\(scalar)\(String(value, radix: 16, uppercase: true)) is not a character")
                }
                return character
            case "0"..."7":
                var value = UInt32(Int(String(scalar)) ?? 0)
                var digits = 1
                while digits < 3, let next = peek(), ("0"..."7").contains(next) {
                    value = value * 8 + UInt32(Int(String(next)) ?? 0)
                    digits += 1
                    advance()
                }
                return Unicode.Scalar(UInt8(truncatingIfNeeded: value))
            default:
                // `\"`, `\'`, `\\` and any other escaped character stand for themselves.
                return scalar
            }
        }

        /// Skips white space and comments.
        private mutating func skipSpace() throws(Failure) {
            while let scalar = peek() {
                if scalar.properties.isWhitespace { advance(); continue }
                if scalar == "/", peek(1) == "*" {
                    let startLine = line
                    advance()
                    advance()
                    while peek() != nil, !(peek() == "*" && peek(1) == "/") { advance() }
                    guard peek() != nil else {
                        throw Failure(line: startLine, message: "the comment that starts on this line is not closed by */")
                    }
                    advance()
                    advance()
                    continue
                }
                if scalar == "/", peek(1) == "/" {
                    while let next = peek(), next != "\n" { advance() }
                    continue
                }
                return
            }
        }

        private static func isUnquoted(_ scalar: Unicode.Scalar) -> Bool {
            scalar.isASCII && (scalar.properties.isAlphabetic || ("0"..."9").contains(scalar) || "_$/:.-".unicodeScalars.contains(scalar))
        }

        private func failure(_ message: String) -> Failure { Failure(line: line, message: message) }

        private func shown(_ scalar: Unicode.Scalar?) -> String {
            guard let scalar else { return "the end of the file" }
            return scalar.properties.isWhitespace ? "white space" : "\"\(Character(scalar))\""
        }
    }
}
