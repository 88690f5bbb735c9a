import HeadlessCore

/// Byte-level checks made on an Interface Builder file before `XMLParser` sees it: what the
/// parser would trap on (invalid UTF-8 in a name, a processing instruction without data) or
/// what would let a document type declaration past the scan for it (an encoding other than
/// UTF-8 declared with spaces around `=`).
///
/// Every function is a single forward pass over the bytes.
enum IBPrologueScanner {
    /// The offset of the first byte that is not part of a valid UTF-8 sequence, or nil when the
    /// whole buffer is valid UTF-8.
    static func firstInvalidUTF8(in bytes: [UInt8]) -> Int? {
        // The standard library's validation is fast; look for the offset only when it fails.
        if bytes.withUnsafeBufferPointer({ String(validating: $0, as: UTF8.self) }) != nil { return nil }
        var index = 0
        while index < bytes.count {
            let lead = bytes[index]
            let length: Int
            var lowest: UInt8 = 0x80, highest: UInt8 = 0xBF
            switch lead {
            case 0x00...0x7F: index += 1; continue
            case 0xC2...0xDF: length = 2
            case 0xE0: length = 3; lowest = 0xA0
            case 0xE1...0xEC, 0xEE...0xEF: length = 3
            case 0xED: length = 3; highest = 0x9F
            case 0xF0: length = 4; lowest = 0x90
            case 0xF1...0xF3: length = 4
            case 0xF4: length = 4; highest = 0x8F
            default: return index
            }
            guard index + length <= bytes.count else { return index }
            let second = bytes[index + 1]
            guard second >= lowest && second <= highest else { return index }
            for offset in 2..<max(length, 2) where bytes[index + offset] & 0xC0 != 0x80 {
                return index
            }
            index += length
        }
        return nil
    }

    /// The value of a pseudo-attribute of the XML declaration (`encoding`), allowing the
    /// white space XML allows around `=`.
    static func pseudoAttribute(_ name: String, in declaration: [UInt8]) -> String? {
        let key = Array(name.utf8)
        var index = 0
        while let found = firstRange(of: key, in: declaration, from: index) {
            index = found + key.count
            guard found > 0, isSpace(declaration[found - 1]) else { continue }
            var cursor = index
            while cursor < declaration.count, isSpace(declaration[cursor]) { cursor += 1 }
            guard cursor < declaration.count, declaration[cursor] == UInt8(ascii: "=") else { continue }
            cursor += 1
            while cursor < declaration.count, isSpace(declaration[cursor]) { cursor += 1 }
            guard cursor < declaration.count else { return "" }
            let quote = declaration[cursor]
            guard quote == UInt8(ascii: "\"") || quote == UInt8(ascii: "'") else {
                // An unquoted value is malformed; report what follows so that it is refused.
                return String(decoding: declaration[cursor...].prefix { !isSpace($0) }, as: UTF8.self)
            }
            let value = declaration[(cursor + 1)...].prefix { $0 != quote }
            return String(decoding: value, as: UTF8.self)
        }
        return nil
    }

    /// The offset of the first processing instruction (`<?`) at or after `start`, outside
    /// comments and CDATA sections.
    static func firstProcessingInstruction(in bytes: [UInt8], from start: Int) -> Int? {
        let commentOpen = Array("<!--".utf8), commentClose = Array("-->".utf8)
        let cdataOpen = Array("<![CDATA[".utf8), cdataClose = Array("]]>".utf8)
        var index = start
        while index + 1 < bytes.count {
            guard bytes[index] == UInt8(ascii: "<") else { index += 1; continue }
            let next = bytes[index + 1]
            if next == UInt8(ascii: "?") { return index }
            if next == UInt8(ascii: "!") {
                if bytes[index...].starts(with: commentOpen) {
                    guard let end = firstRange(of: commentClose, in: bytes, from: index + commentOpen.count) else { return nil }
                    index = end + commentClose.count
                    continue
                }
                if bytes[index...].starts(with: cdataOpen) {
                    guard let end = firstRange(of: cdataClose, in: bytes, from: index + cdataOpen.count) else { return nil }
                    index = end + cdataClose.count
                    continue
                }
            }
            index += 1
        }
        return nil
    }

    /// The 1-based line of a byte offset.
    static func line(at offset: Int, in bytes: [UInt8]) -> Int {
        1 + bytes[..<min(offset, bytes.count)].reduce(0) { $0 + ($1 == 0x0A ? 1 : 0) }
    }

    /// A value for a message, with control characters escaped and the length bounded.
    static func printable(_ value: String) -> String {
        var result = ""
        for scalar in value.unicodeScalars.prefix(40) {
            if scalar.value < 0x20 || scalar.value == 0x7F {
                result += "\\u{\(String(scalar.value, radix: 16))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return value.unicodeScalars.count > 40 ? result + "…" : result
    }

    private static func isSpace(_ byte: UInt8) -> Bool {
        byte == 0x20 || byte == 0x09 || byte == 0x0A || byte == 0x0D
    }

    private static func firstRange(of needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard let first = needle.first, haystack.count >= needle.count else { return nil }
        var index = start
        let last = haystack.count - needle.count
        while index <= last {
            if haystack[index] == first && haystack[index..<index + needle.count].elementsEqual(needle) { return index }
            index += 1
        }
        return nil
    }
}
