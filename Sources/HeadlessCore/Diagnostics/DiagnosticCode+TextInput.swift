extension DiagnosticCode {
    // MARK: text input (UITextInput positions and ranges)
    /// A text field or text view was given a `UITextPosition` or `UITextRange` it did not make.
    public static let textInputForeignPosition: DiagnosticCode = "text.input.foreignPosition"
}
