extension DiagnosticCode {
    // MARK: text (fonts, colours, text input)
    /// `UIFont(name:size:)` named a font that is neither built in nor known; it returned nil.
    public static let textFontUnknownName: DiagnosticCode = "text.font.unknownName"
    /// `UIColor(named:)` found no colour set of that name; it returned nil.
    public static let textColorUnknownName: DiagnosticCode = "text.color.unknownName"
    /// `becomeFirstResponder()` was called on a view that is in no window; it returned false.
    public static let textFirstResponderNotInWindow: DiagnosticCode = "text.firstResponder.notInWindow"
}
