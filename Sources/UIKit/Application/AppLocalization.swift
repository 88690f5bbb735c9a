import HeadlessCore
import Foundation

/// Localized strings read from an app bundle's `.strings` and `.stringsdict` files, with the
/// plural rules of `.stringsdict` applied by ``format(_:arguments:)``.
///
/// Foundation on Linux cannot be relied on here: its `Bundle.localizedString(forKey:value:table:)`
/// crashes when a table has a `.stringsdict`, and its formatting does not apply plural rules.
/// A package written by `lifecycle port` declares `NSLocalizedString` and
/// `String.localizedStringWithFormat` in the app's module to call these, so the app's own calls
/// work unchanged.
///
/// Lookup follows Apple's bundle rules (References §27): the table (`Localizable` when none is
/// named) is read from the first of the preferred localizations' `.lproj` folders that has it:
/// the app's development region (`CFBundleDevelopmentRegion`), then `en`, then `Base`. A key
/// found in neither file gives `value` when it is not empty, else the key. A `.stringsdict` entry
/// wins over a `.strings` entry of the same key.
@_spi(Headless) public enum AppLocalization {
    /// One `.stringsdict` entry: its format with `%#@variable@` placeholders, and for each
    /// variable the string of each plural category.
    struct PluralEntry: Sendable {
        var format: String
        var variables: [String: [String: String]]
        var language: String
    }

    /// The tables read so far, by bundle path, table and localization, and the plural entries
    /// by the format string ``string(forKey:table:bundle:value:)`` returned for them.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var tables: [String: (strings: [String: String], plurals: [String: PluralEntry])] = [:]
        var pluralFormats: [String: PluralEntry] = [:]
    }

    private static let cache = Cache()

    /// The localized string for `key`, as `NSLocalizedString` gives it.
    public static func string(forKey key: String, table: String?, bundle: Bundle, value: String) -> String {
        let tableName = (table?.isEmpty ?? true) ? "Localizable" : table!
        for localization in localizations(of: bundle) {
            let loaded = loadTable(tableName, localization: localization, bundle: bundle)
            if let plural = loaded.plurals[key] {
                cache.lock.lock()
                cache.pluralFormats[plural.format] = plural
                cache.lock.unlock()
                return plural.format
            }
            if let string = loaded.strings[key] { return string }
        }
        return value.isEmpty ? key : value
    }

    /// Formats `format` with `arguments`, as `String.localizedStringWithFormat` does: when the
    /// format came from a `.stringsdict` entry, each `%#@variable@` becomes the string of the
    /// plural category its argument falls in (``PluralCategory``).
    public static func format(_ format: String, arguments: [CVarArg]) -> String {
        cache.lock.lock()
        let entry = cache.pluralFormats[format]
        cache.lock.unlock()
        guard let entry else { return String(format: format, locale: Locale.current, arguments: arguments) }
        return String(format: positionalFormat(entry, arguments: arguments), locale: Locale.current, arguments: arguments)
    }

    /// The entry's format with every conversion numbered (`%2$d`), each `%#@variable@`
    /// replaced by its category's string, so that a category string without a number (`one`
    /// = "an apple") still leaves the other arguments in their places.
    static func positionalFormat(_ entry: PluralEntry, arguments: [CVarArg]) -> String {
        var result = ""
        var position = 0
        var index = entry.format.startIndex
        let text = entry.format
        while index < text.endIndex {
            let character = text[index]
            guard character == "%" else { result.append(character); index = text.index(after: index); continue }
            let next = text.index(after: index)
            if next < text.endIndex, text[next] == "%" { result += "%%"; index = text.index(after: next); continue }
            // `%#@name@`: a plural variable.
            if text[next...].hasPrefix("#@"), let close = text[text.index(next, offsetBy: 2)...].firstIndex(of: "@") {
                let name = String(text[text.index(next, offsetBy: 2)..<close])
                position += 1
                let count = position <= arguments.count ? integer(arguments[position - 1]) : 0
                let rules = entry.variables[name] ?? [:]
                let category = PluralCategory(count, language: entry.language)
                let chosen = (count == 0 ? rules["zero"] : nil) ?? rules[category.rawValue] ?? rules["other"] ?? ""
                result += numbered(chosen, position: position)
                index = text.index(after: close)
                continue
            }
            // An ordinary conversion: number it.
            position += 1
            result += "%\(position)$"
            index = next
        }
        return result
    }

    /// A category's string with its conversion numbered `position` (`%d` → `%3$d`).
    private static func numbered(_ string: String, position: Int) -> String {
        var result = ""
        var index = string.startIndex
        while index < string.endIndex {
            let character = string[index]
            let next = string.index(after: index)
            if character == "%", next < string.endIndex {
                if string[next] == "%" { result += "%%"; index = string.index(after: next); continue }
                result += "%\(position)$"
                index = next
                continue
            }
            result.append(character)
            index = next
        }
        return result
    }

    private static func integer(_ argument: CVarArg) -> Int {
        switch argument {
        case let value as Int: return value
        case let value as Int32: return Int(value)
        case let value as Int64: return Int(value)
        case let value as UInt: return Int(clamping: value)
        case let value as Double: return Int(value)
        case let value as NSNumber: return value.intValue
        default: return 0
        }
    }

    /// The localizations tried, in order.
    static func localizations(of bundle: Bundle) -> [String] {
        let region = (bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String) ?? "en"
        var result: [String] = []
        for candidate in [region, "en", "Base"] where !result.contains(candidate) { result.append(candidate) }
        return result
    }

    /// One table of one localization, read once.
    private static func loadTable(_ table: String, localization: String,
                                  bundle: Bundle) -> (strings: [String: String], plurals: [String: PluralEntry]) {
        let root = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("\(localization).lproj")
        let key = "\(root.path)|\(table)"
        cache.lock.lock()
        if let loaded = cache.tables[key] { cache.lock.unlock(); return loaded }
        cache.lock.unlock()
        var strings: [String: String] = [:]
        var plurals: [String: PluralEntry] = [:]
        if let data = try? Data(contentsOf: root.appendingPathComponent("\(table).strings")),
           let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            for (key, value) in list { if let value = value as? String { strings[key] = value } }
        }
        if let data = try? Data(contentsOf: root.appendingPathComponent("\(table).stringsdict")),
           let list = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any] {
            for (key, value) in list {
                guard let rule = value as? [String: Any], let format = rule["NSStringLocalizedFormatKey"] as? String else { continue }
                var variables: [String: [String: String]] = [:]
                for (name, spec) in rule where name != "NSStringLocalizedFormatKey" {
                    guard let spec = spec as? [String: Any] else { continue }
                    variables[name] = spec.compactMapValues { $0 as? String }
                }
                plurals[key] = PluralEntry(format: format, variables: variables, language: localization)
            }
        }
        let loaded = (strings: strings, plurals: plurals)
        cache.lock.lock()
        cache.tables[key] = loaded
        cache.lock.unlock()
        return loaded
    }
}
