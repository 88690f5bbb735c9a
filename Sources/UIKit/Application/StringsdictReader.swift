import Foundation

/// Reads a `.stringsdict` file: a property list whose entries are plural rules (References
/// §27), and says what in it cannot be used and where.
///
/// A file that does not parse is one problem, with the line Foundation's parser names. An
/// entry that is not a plural rule (not a dictionary, no `NSStringLocalizedFormatKey`, a
/// variable that is not a dictionary of strings, a variable without an `other` form) is a
/// problem located by the line of its `<key>` in the XML; what of it can be used is kept.
/// An entry of `NSStringVariableWidthRuleType` gives its widest variant, as an `NSString`
/// from `NSLocalizedString` describes itself on iOS.
enum StringsdictReader {
    /// What a file gave.
    struct Contents: Sendable {
        /// The plural entries, by key.
        var plurals: [String: AppLocalization.PluralEntry] = [:]
        /// Plain strings (the widest variant of a variable-width entry), by key.
        var strings: [String: String] = [:]
        /// What could not be read, each a sentence that names the entry and its line.
        var problems: [Problem] = []
    }

    /// Something in the file that could not be read.
    struct Problem: Sendable, Hashable {
        /// Whether the whole file was lost (it does not parse) rather than part of an entry.
        var isFatal: Bool
        /// The line (from 1), when known.
        var line: Int?
        /// What is wrong.
        var message: String
    }

    /// Reads `data`, the file `file` (relative to the bundle's resources) of `language`.
    static func read(_ data: Data, file: String, language: String) -> Contents {
        var contents = Contents()
        let list: Any
        do {
            list = try PropertyListSerialization.propertyList(from: data, format: nil)
        } catch {
            let description = describe(error)
            contents.problems.append(Problem(isFatal: true, line: lineNumber(in: description),
                                             message: "it is not a readable property list (\(description))"))
            return contents
        }
        guard let dictionary = list as? [String: Any] else {
            contents.problems.append(Problem(isFatal: true, line: nil, message: "its root is not a dictionary of entries"))
            return contents
        }
        let locator = KeyLocator(data: data)
        for key in dictionary.keys.sorted() {
            let line = locator.line(ofKey: key)
            guard let rule = dictionary[key] as? [String: Any] else {
                contents.problems.append(Problem(isFatal: false, line: line, message: "the entry \"\(key)\" is not a dictionary; it is not used"))
                continue
            }
            if let widths = rule["NSStringVariableWidthRuleType"] as? [String: Any] {
                let widest = widths.compactMap { width, value in (value as? String).flatMap { text in Int(width).map { ($0, text) } } }
                    .max { $0.0 < $1.0 }
                if let widest { contents.strings[key] = widest.1 } else {
                    contents.problems.append(Problem(isFatal: false, line: line, message: "the variable-width entry \"\(key)\" has no width with a string; it is not used"))
                }
                continue
            }
            guard let format = rule["NSStringLocalizedFormatKey"] as? String else {
                contents.problems.append(Problem(isFatal: false, line: line, message: "the entry \"\(key)\" has no NSStringLocalizedFormatKey string; it is not used"))
                continue
            }
            var variables: [String: AppLocalization.PluralVariable] = [:]
            for name in rule.keys.sorted() where name != "NSStringLocalizedFormatKey" {
                let variableLine = locator.line(ofKey: name, after: line)
                guard let spec = rule[name] as? [String: Any] else {
                    contents.problems.append(Problem(isFatal: false, line: variableLine, message: "the variable \"\(name)\" of the entry \"\(key)\" is not a dictionary; it is not used"))
                    continue
                }
                if let type = spec["NSStringFormatSpecTypeKey"], type as? String != "NSStringPluralRuleType" {
                    contents.problems.append(Problem(isFatal: false, line: variableLine, message: "the variable \"\(name)\" of the entry \"\(key)\" has NSStringFormatSpecTypeKey \(type), but only NSStringPluralRuleType is supported; it is not used"))
                    continue
                }
                var forms: [String: String] = [:]
                for category in AppLocalization.PluralVariable.categories {
                    guard let value = spec[category] else { continue }
                    guard let form = value as? String else {
                        contents.problems.append(Problem(isFatal: false, line: variableLine, message: "the \"\(category)\" form of the variable \"\(name)\" of the entry \"\(key)\" is not a string; it is not used"))
                        continue
                    }
                    forms[category] = form
                }
                if forms["other"] == nil {
                    contents.problems.append(Problem(isFatal: false, line: variableLine, message: "the variable \"\(name)\" of the entry \"\(key)\" has no \"other\" form, which every plural rule needs; a count of no other category shows nothing"))
                }
                let valueType = spec["NSStringFormatValueTypeKey"]
                if let valueType, !(valueType is String) {
                    contents.problems.append(Problem(isFatal: false, line: variableLine, message: "the NSStringFormatValueTypeKey of the variable \"\(name)\" of the entry \"\(key)\" is not a string; it is ignored"))
                }
                variables[name] = AppLocalization.PluralVariable(forms: forms, valueType: valueType as? String)
            }
            contents.plurals[key] = AppLocalization.PluralEntry(format: format, variables: variables, language: language,
                                                                origin: AppLocalization.Origin(file: file, key: key))
        }
        return contents
    }

    /// What Foundation says is wrong with a property list: its debug description, which names
    /// the line, else its localized description.
    static func describe(_ error: any Error) -> String {
        let error = error as NSError
        return (error.userInfo[NSDebugDescriptionErrorKey] as? String) ?? error.localizedDescription
    }

    /// The number after "line" in Foundation's description of a parse error.
    private static func lineNumber(in description: String) -> Int? {
        let words = description.split(whereSeparator: { $0 == " " || $0 == ";" || $0 == "," })
        guard let index = words.firstIndex(of: "line"), index + 1 < words.count else { return nil }
        return Int(words[index + 1])
    }

    /// Finds the line of a `<key>` in an XML property list's text.
    private struct KeyLocator {
        let lines: [Substring]

        init(data: Data) {
            let text = String(decoding: data, as: UTF8.self)
            lines = text.hasPrefix("bplist") ? [] : text.split(separator: "\n", omittingEmptySubsequences: false)
        }

        /// The first line at or after `after` with `<key>key</key>`, nil when none (or the
        /// file is a binary property list).
        func line(ofKey key: String, after: Int? = nil) -> Int? {
            let escaped = key.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
                .replacingOccurrences(of: ">", with: "&gt;")
            let needle = "<key>\(escaped)</key>"
            let start = max((after ?? 1) - 1, 0)
            guard start < lines.count else { return nil }
            for index in start..<lines.count where lines[index].contains(needle) { return index + 1 }
            return nil
        }
    }
}
