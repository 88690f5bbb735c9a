/// The codes of page view controllers.
extension DiagnosticCode {
    // MARK: pageViewController
    /// `setViewControllers(_:direction:animated:completion:)` with no page, with a page twice,
    /// or with a number of pages that the spine does not show (iOS raises an exception).
    public static let pageViewControllerPageCount: DiagnosticCode = "pageViewController.pages.count"
    /// A page that is the page view controller itself or one of its ancestors.
    public static let pageViewControllerPageAncestor: DiagnosticCode = "pageViewController.pages.ancestor"
}
