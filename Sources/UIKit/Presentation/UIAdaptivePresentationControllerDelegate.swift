import HeadlessCore

/// The object a presentation controller asks about an interactive (swipe-down) dismissal.
///
/// The dismissal methods are called only when the user dismisses a sheet with a swipe, never
/// for `dismiss(animated:completion:)`. All methods are optional: the defaults allow the
/// dismissal and do nothing.
@preconcurrency @MainActor
public protocol UIAdaptivePresentationControllerDelegate: NSObjectProtocol {
    /// Asked when the swipe starts; false keeps the sheet and reports an attempt.
    func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool
    /// Called when a swipe dismissal starts, before the presented controller's `viewWillDisappear(_:)`.
    func presentationControllerWillDismiss(_ presentationController: UIPresentationController)
    /// Called after the presented controller's `viewDidDisappear(_:)` when a swipe dismissed it.
    func presentationControllerDidDismiss(_ presentationController: UIPresentationController)
    /// Called when a swipe was refused: `isModalInPresentation`, or
    /// ``presentationControllerShouldDismiss(_:)`` returned false.
    func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController)
}

extension UIAdaptivePresentationControllerDelegate {
    /// Allows the dismissal.
    public func presentationControllerShouldDismiss(_ presentationController: UIPresentationController) -> Bool { true }
    /// Does nothing.
    public func presentationControllerWillDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidDismiss(_ presentationController: UIPresentationController) {}
    /// Does nothing.
    public func presentationControllerDidAttemptToDismiss(_ presentationController: UIPresentationController) {}
}
