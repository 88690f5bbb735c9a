import HeadlessCore
import Foundation

/// Quoting in action lists: `tap "Text with, comma"` taps the element showing
/// `Text with, comma`. A double-quoted part of an action is one word, without its quotes,
/// and commas inside it do not separate actions; `\"` inside quotes is a quote.
extension DeviceAction {
    /// Splits a list at the commas outside double quotes; each item trimmed.
    static func items(of text: String) throws(DeviceError) -> [String] {
        var items: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted && character == "\\" {
                current.append(character)
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
                current.append(character)
            } else if character == "," && !quoted {
                items.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
                current = ""
            } else {
                current.append(character)
            }
        }
        guard !quoted else {
            throw .malformedAction(text, reason: "a double quote is not closed", usage: "tap \"Text with, comma\"")
        }
        items.append(current.trimmingCharacters(in: .whitespacesAndNewlines))
        return items
    }

    /// Splits an action into words at whitespace outside double quotes; a quoted part is one
    /// word without its quotes (`tap "Save as…"` is `tap`, `Save as…`).
    static func words(of text: String) throws(DeviceError) -> [String] {
        var words: [String] = []
        var current = ""
        var inWord = false
        var quoted = false
        var escaped = false
        for character in text {
            if escaped {
                current.append(character)
                escaped = false
            } else if quoted {
                if character == "\\" {
                    escaped = true
                } else if character == "\"" {
                    quoted = false
                } else {
                    current.append(character)
                }
            } else if character == "\"" {
                quoted = true
                inWord = true
            } else if character.isWhitespace {
                if inWord { words.append(current) }
                current = ""
                inWord = false
            } else {
                current.append(character)
                inWord = true
            }
        }
        guard !quoted else {
            throw .malformedAction(text, reason: "a double quote is not closed", usage: "tap \"Text with, comma\"")
        }
        if inWord { words.append(current) }
        return words
    }
}
