extension DiagnosticCode {
    // MARK: foundation (gaps of Linux's Foundation that HeadlessUIKit fills, References §61)
    /// `UserDefaults.setValue(_:forKey:)` was given a value that is not a property list (a
    /// custom class, a URL, a dictionary with non-string keys). iOS raises "Attempt to insert
    /// non-property list object"; nothing was stored.
    public static let foundationDefaultsNotPropertyList: DiagnosticCode = "foundation.defaults.notPropertyList"
    /// `RelativeDateTimeFormatter.localizedString(from:)` was given a component too large to
    /// place on the calendar (beyond some 5,000 years); it was formatted at that bound.
    public static let foundationRelativeFormatterOutOfRange: DiagnosticCode = "foundation.relativeFormatter.outOfRange"
}
