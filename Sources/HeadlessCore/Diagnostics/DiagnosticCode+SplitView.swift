/// The codes of split view controllers.
extension DiagnosticCode {
    // MARK: splitViewController
    /// A column set that the split view controller's style does not have (`viewControllers` on
    /// a column-style controller, a supplementary column without `.tripleColumn`).
    public static let splitViewControllerColumnStyle: DiagnosticCode = "splitViewController.column.style"
}
