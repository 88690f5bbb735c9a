extension AppLocalization {
    /// Where a localized string came from, for diagnostics: its file, relative to the bundle's
    /// resources (`en.lproj/Localizable.stringsdict`), and its key.
    struct Origin: Sendable, Hashable, CustomStringConvertible {
        /// The file, relative to the bundle's resources.
        var file: String
        /// The key of the entry.
        var key: String

        /// `the entry "apples" of en.lproj/Localizable.stringsdict`.
        var description: String { "the entry \"\(key)\" of \(file)" }
    }

    /// One `.stringsdict` entry: its format with `%#@variable@` placeholders, and its plural
    /// variables by name.
    struct PluralEntry: Sendable {
        /// `NSStringLocalizedFormatKey`.
        var format: String
        /// The variables the entry defines.
        var variables: [String: PluralVariable]
        /// The localization whose plural rules apply (`en`, `fr`).
        var language: String
        /// Where the entry was read.
        var origin: Origin
    }

    /// One plural variable of a `.stringsdict` entry (`NSStringPluralRuleType`).
    struct PluralVariable: Sendable {
        /// The plural categories' strings (`zero`, `one`, `two`, `few`, `many`, `other`).
        var forms: [String: String]
        /// `NSStringFormatValueTypeKey`: the conversion the variable's argument is declared with
        /// (`d`, `ld`, `lu`, `f`), without its `%`; nil when the entry does not say.
        var valueType: String?

        /// The category names a `.stringsdict` variable may give strings for.
        static let categories = ["zero", "one", "two", "few", "many", "other"]

        /// The string for `count` in `language`: the `zero` form for 0 when there is one, else
        /// the form of the count's category, else `other`, else nothing.
        func form(for count: Int, language: String) -> String {
            let category = PluralCategory(count, language: language)
            return (count == 0 ? forms["zero"] : nil) ?? forms[category.rawValue] ?? forms["other"] ?? ""
        }
    }
}
