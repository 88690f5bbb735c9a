import HeadlessCore

/// The object a navigation controller tells about the controllers it shows.
///
/// Both methods are optional: the defaults do nothing.
@preconcurrency @MainActor
public protocol UINavigationControllerDelegate: NSObjectProtocol {
    /// Called after the incoming controller's `viewWillAppear(_:)`, before its layout.
    func navigationController(_ navigationController: UINavigationController, willShow viewController: UIViewController,
                              animated: Bool)
    /// Called after the incoming controller's `viewDidAppear(_:)`.
    func navigationController(_ navigationController: UINavigationController, didShow viewController: UIViewController,
                              animated: Bool)
    /// The animator of a push or pop, or nil for the navigation controller's own slide
    /// (References §57.9).
    func navigationController(_ navigationController: UINavigationController,
                              animationControllerFor operation: UINavigationController.Operation,
                              from fromVC: UIViewController, to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The object that drives the animator's transition by interaction, or nil.
    func navigationController(_ navigationController: UINavigationController,
                              interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UINavigationControllerDelegate {
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     willShow viewController: UIViewController, animated: Bool) {}
    /// Does nothing.
    public func navigationController(_ navigationController: UINavigationController,
                                     didShow viewController: UIViewController, animated: Bool) {}
    /// No animator: the navigation controller's own slide.
    public func navigationController(_ navigationController: UINavigationController,
                                     animationControllerFor operation: UINavigationController.Operation,
                                     from fromVC: UIViewController, to toVC: UIViewController)
        -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller.
    public func navigationController(_ navigationController: UINavigationController,
                                     interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
