/// The codes of menus, swipe actions, search, page controllers, popovers and alert text fields.
extension DiagnosticCode {
    // MARK: alert
    public static let alertTextFieldOnActionSheet: DiagnosticCode = "alert.textField.actionSheet"
}

extension DiagnosticCode {
    // MARK: swipeAction
    public static let swipeActionCompletionTwice: DiagnosticCode = "swipeAction.completion.twice"
}
