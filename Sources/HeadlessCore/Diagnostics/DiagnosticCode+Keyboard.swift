extension DiagnosticCode {
    // MARK: keyboard (hardware keyboard, key commands, the main menu)
    /// A `UIMenuBuilder` edit named a menu that the main menu does not have; nothing changed.
    public static let keyboardMenuBuilderUnknownMenu: DiagnosticCode = "keyboard.menuBuilder.unknownMenu"
}
