/// Text from the command line or a file, made safe to echo in a message on a terminal.
///
/// Control characters (NUL, ESC, which starts terminal escape sequences, DEL and the C1
/// controls) are written as Swift escapes, `\u{1B}`, so that an action list or a scenario
/// file cannot clear the screen, recolour it or cut a message short.
package enum TerminalText {
    /// The text with its control characters escaped; line feeds and tabs are kept when
    /// `keepingLineBreaks` (a message of several lines).
    package static func escaped(_ text: String, keepingLineBreaks: Bool = false) -> String {
        var result = ""
        result.reserveCapacity(text.utf8.count)
        for scalar in text.unicodeScalars {
            let value = scalar.value
            let isControl = value < 0x20 || value == 0x7F || (0x80..<0xA0).contains(value)
            if isControl && !(keepingLineBreaks && (scalar == "\n" || scalar == "\t")) {
                result += "\\u{\(String(value, radix: 16, uppercase: true))}"
            } else {
                result.unicodeScalars.append(scalar)
            }
        }
        return result
    }
}
