import HeadlessCore

/// The object a tab bar controller asks before a tap selects a tab, and tells after.
///
/// Only taps on the tab bar (the device's `tab` action) reach the delegate; setting
/// ``UITabBarController/selectedIndex`` in code does not. Both methods are optional.
@preconcurrency @MainActor
public protocol UITabBarControllerDelegate: NSObjectProtocol {
    /// Asked before a tapped tab is selected; false leaves the selection unchanged.
    func tabBarController(_ tabBarController: UITabBarController, shouldSelect viewController: UIViewController) -> Bool
    /// Called after a tap selected a tab (also when the tab was already selected).
    func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController)
    /// The animator of a change of tab, or nil for none (References §57.9).
    func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                          to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)?
    /// The object that drives the animator's transition by interaction, or nil.
    func tabBarController(_ tabBarController: UITabBarController,
                          interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)?
}

extension UITabBarControllerDelegate {
    /// Allows the selection.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 shouldSelect viewController: UIViewController) -> Bool { true }
    /// Does nothing.
    public func tabBarController(_ tabBarController: UITabBarController, didSelect viewController: UIViewController) {}
    /// No animator.
    public func tabBarController(_ tabBarController: UITabBarController, animationControllerForTransitionFrom fromVC: UIViewController,
                                 to toVC: UIViewController) -> (any UIViewControllerAnimatedTransitioning)? { nil }
    /// No interaction controller.
    public func tabBarController(_ tabBarController: UITabBarController,
                                 interactionControllerFor animationController: any UIViewControllerAnimatedTransitioning)
        -> (any UIViewControllerInteractiveTransitioning)? { nil }
}
