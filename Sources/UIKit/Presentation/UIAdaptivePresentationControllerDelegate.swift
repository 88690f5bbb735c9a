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
    /// Asked, when a popover is presented in a compact environment, for the style to show it
    /// in: `.none` keeps the popover, `.fullScreen` or `.overFullScreen` (or a sheet) replaces it.
    func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle
    /// The same question with the traits of the environment; asked first.
    func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle
    /// Asked for a controller to show in place of the presented one in the adapted style.
    func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController?
    /// Called before a presentation that adapted shows, with the style it adapted to.
    func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                transitionCoordinator: UIViewControllerTransitionCoordinator?)
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
    /// No answer (`.automatic`): the presentation adapts as the system does.
    public func adaptivePresentationStyle(for controller: UIPresentationController) -> UIModalPresentationStyle { .automatic }
    /// No answer (`.automatic`): ``adaptivePresentationStyle(for:)`` is asked next.
    public func adaptivePresentationStyle(for controller: UIPresentationController, traitCollection: UITraitCollection) -> UIModalPresentationStyle { .automatic }
    /// Nil: the presented controller itself is shown.
    public func presentationController(_ controller: UIPresentationController, viewControllerForAdaptivePresentationStyle style: UIModalPresentationStyle) -> UIViewController? { nil }
    /// Does nothing.
    public func presentationController(_ presentationController: UIPresentationController, willPresentWithAdaptiveStyle style: UIModalPresentationStyle,
                                       transitionCoordinator: UIViewControllerTransitionCoordinator?) {}
}
