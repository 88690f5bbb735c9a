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
///
/// Bad input is reported, never trusted (issue 37): a `.strings` or `.stringsdict` file that
/// does not parse is a diagnostic naming the file and line (``StringsFileParser``,
/// ``StringsdictReader``), and a format is formatted only once ``LocalizedFormatter`` has
/// checked every conversion against the argument it reads; a format that does not fit its
/// arguments is a diagnostic naming the table and key, and is shown unformatted.
@_spi(Headless) public enum AppLocalization {
    /// One table of one localization: its `.strings` values and its `.stringsdict` entries.
    private struct Table: Sendable {
        var strings: [String: String] = [:]
        var plurals: [String: PluralEntry] = [:]
    }

    /// The tables read so far, by folder and table, and where each string handed out came
    /// from: the plural entries by the format ``string(forKey:table:bundle:value:)`` returned
    /// for them, the origin of the other strings by their text.
    private final class Cache: @unchecked Sendable {
        let lock = NSLock()
        var tables: [String: Table] = [:]
        var pluralFormats: [String: PluralEntry] = [:]
        var stringOrigins: [String: Origin] = [:]
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
            if let string = loaded.strings[key] {
                cache.lock.lock()
                cache.stringOrigins[string] = Origin(file: "\(localization).lproj/\(tableName).strings", key: key)
                cache.lock.unlock()
                return string
            }
        }
        return value.isEmpty ? key : value
    }

    /// Formats `format` with `arguments`, as `String.localizedStringWithFormat` does: when the
    /// format came from a `.stringsdict` entry, each `%#@variable@` becomes the string of the
    /// plural category its argument falls in (``PluralCategory``).
    ///
    /// The format is checked against the arguments first (``LocalizedFormatter``); when they
    /// do not fit, the result is `format` itself, unformatted, and a diagnostic names the
    /// table, the key and what did not fit.
    public static func format(_ format: String, arguments: [CVarArg]) -> String {
        cache.lock.lock()
        let entry = cache.pluralFormats[format]
        let origin = entry?.origin ?? cache.stringOrigins[format]
        cache.lock.unlock()
        switch LocalizedFormatter.format(format, entry: entry, arguments: arguments, locale: Locale.current) {
        case .success(let text):
            return text
        case .failure(let problem):
            let subject = origin.map { "\($0.file): \($0.key)" }
            let what = origin.map { "\($0)" } ?? "the format \"\(format)\""
            report(Diagnostic(.error, code: problem.code, message:
                "String.localizedStringWithFormat did not format \(what): \(problem.detail). It is shown unformatted (on iOS, a format that does not fit its arguments reads the wrong memory or crashes). Make the format's conversions match the arguments passed.",
                subject: subject))
            return format
        }
    }

    /// The localizations tried, in order.
    static func localizations(of bundle: Bundle) -> [String] {
        let region = (bundle.infoDictionary?["CFBundleDevelopmentRegion"] as? String) ?? "en"
        var result: [String] = []
        for candidate in [region, "en", "Base"] where !result.contains(candidate) { result.append(candidate) }
        return result
    }

    /// The bytes of a table's file (`en.lproj/Localizable.strings`), read from inside the app's
    /// bundle only, symbolic links included (``BundleConfinement``, References §39.1); nil when
    /// the file is missing, or refused with a `resource.outsideBundle` warning.
    private static func tableData(_ file: String, bundle: Bundle) -> Data? {
        switch BundleConfinement.resolve(file, in: bundle.resourceURL ?? bundle.bundleURL) {
        case .inside(let url):
            return BundleConfinement.contents(of: url)
        case .missing:
            return nil
        case .refused(let clause):
            report(Diagnostic(.warning, code: .resourceOutsideBundle,
                              message: "The strings table \(file) \(clause). Its strings are not used.", subject: file))
            return nil
        }
    }

    /// One table of one localization, read once; what of it does not read is reported then.
    private static func loadTable(_ table: String, localization: String, bundle: Bundle) -> Table {
        let root = (bundle.resourceURL ?? bundle.bundleURL).appendingPathComponent("\(localization).lproj")
        let key = "\(root.path)|\(table)"
        cache.lock.lock()
        if let loaded = cache.tables[key] { cache.lock.unlock(); return loaded }
        cache.lock.unlock()
        var loaded = Table()
        let stringsFile = "\(localization).lproj/\(table).strings"
        if let data = tableData(stringsFile, bundle: bundle) {
            do throws(StringsFileParser.Failure) {
                loaded.strings = try StringsFileParser.parse(data)
            } catch {
                let place = error.line.map { "\(stringsFile):\($0)" } ?? stringsFile
                report(Diagnostic(.error, code: .localizationStringsUnreadable, message:
                    "\(place): the strings file does not parse: \(error.message). None of its strings are used; NSLocalizedString gives the key (or the value given) for them. Fix the file (plutil -lint checks it).",
                    subject: place))
            }
        }
        let dictFile = "\(localization).lproj/\(table).stringsdict"
        if let data = tableData(dictFile, bundle: bundle) {
            let contents = StringsdictReader.read(data, file: dictFile, language: localization)
            loaded.plurals = contents.plurals
            loaded.strings.merge(contents.strings) { _, stringsdict in stringsdict }
            for problem in contents.problems {
                let place = problem.line.map { "\(dictFile):\($0)" } ?? dictFile
                let consequence = problem.isFatal
                    ? "None of its entries are used; NSLocalizedString falls back to the .strings file or the key. Fix the file (plutil -lint checks it)."
                    : "Fix the entry."
                report(Diagnostic(problem.isFatal ? .error : .warning, code: .localizationStringsdictUnreadable, message:
                    "\(place): \(problem.isFatal ? "the stringsdict file does not parse: " : "")\(problem.message). \(consequence)",
                    subject: place))
            }
        }
        cache.lock.lock()
        cache.tables[key] = loaded
        cache.lock.unlock()
        return loaded
    }

    /// Reports through the current runtime's diagnostics: at once on the main actor, else at
    /// the main actor's next turn (a string may be localized on any thread).
    static func report(_ diagnostic: Diagnostic) {
        if OffMainRelease.isOnMainActor {
            MainActor.assumeIsolated { HeadlessRuntime.current.report(diagnostic) }
        } else {
            Task { @MainActor in HeadlessRuntime.current.report(diagnostic) }
        }
    }
}
