extension DiagnosticCode {
    // MARK: localization (.strings, .stringsdict, localized formats)
    /// A localized format does not fit the arguments given: too few of them, or one of the wrong
    /// type for its conversion (`%@` given an Int, `%d` given a String, a plural variable given a
    /// String). On iOS this reads the wrong memory or crashes; the text was shown unformatted.
    public static let localizationFormatArgumentMismatch: DiagnosticCode = "localization.format.argumentMismatch"
    /// A localized format uses a conversion no Swift argument can safely feed (`%s`, `%n`, `%p`,
    /// `%Lf`) or one that is not a conversion at all; the text was shown unformatted.
    public static let localizationFormatUnsupportedConversion: DiagnosticCode = "localization.format.unsupportedConversion"
    /// A localized format asks for a width or precision above the limit (1,000); the text was
    /// shown unformatted.
    public static let localizationFormatWidthTooLarge: DiagnosticCode = "localization.format.widthTooLarge"
    /// A localized format cannot be read: a `%` at its end, a plural variable that is not
    /// closed or not defined, numbered and unnumbered conversions mixed; the text was shown
    /// unformatted.
    public static let localizationFormatMalformed: DiagnosticCode = "localization.format.malformed"
    /// A `.strings` file of the app bundle does not parse; none of its strings are used.
    public static let localizationStringsUnreadable: DiagnosticCode = "localization.strings.unreadable"
    /// A `.stringsdict` file of the app bundle does not parse, or one of its entries is not a
    /// plural rule (no `NSStringLocalizedFormatKey`, a variable without forms); what does not
    /// read is not used.
    public static let localizationStringsdictUnreadable: DiagnosticCode = "localization.stringsdict.unreadable"
}
