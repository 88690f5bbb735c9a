import HeadlessCore

/// The object a page view controller tells about the page turns a person makes with a
/// swipe. Turns made in code with
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)`` do not reach
/// it; their completion handler runs instead. Every method is optional.
@preconcurrency @MainActor
public protocol UIPageViewControllerDelegate: NSObjectProtocol {
    /// Called when a swipe starts turning to `pendingViewControllers`, before their
    /// appearance callbacks.
    func pageViewController(_ pageViewController: UIPageViewController,
                            willTransitionTo pendingViewControllers: [UIViewController])
    /// Called when a swipe's turn ended; `completed` tells whether the new pages are shown
    /// (``UIPageViewController/viewControllers``) or the old ones stayed.
    func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                            previousViewControllers: [UIViewController], transitionCompleted completed: Bool)
    /// The spine for an interface orientation, for a page-curl controller (not asked yet: the
    /// spine stays where it was created).
    func pageViewController(_ pageViewController: UIPageViewController,
                            spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation
    /// The interface orientations the page view controller supports.
    func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask
    /// The interface orientation the page view controller prefers when presented.
    func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation
}

extension UIPageViewControllerDelegate {
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   willTransitionTo pendingViewControllers: [UIViewController]) {}
    /// Does nothing.
    public func pageViewController(_ pageViewController: UIPageViewController, didFinishAnimating finished: Bool,
                                   previousViewControllers: [UIViewController], transitionCompleted completed: Bool) {}
    /// Keeps the spine where it is.
    public func pageViewController(_ pageViewController: UIPageViewController,
                                   spineLocationFor orientation: UIInterfaceOrientation) -> UIPageViewController.SpineLocation {
        pageViewController.spineLocation
    }
    /// Every orientation.
    public func pageViewControllerSupportedInterfaceOrientations(_ pageViewController: UIPageViewController) -> UIInterfaceOrientationMask {
        .all
    }
    /// Portrait.
    public func pageViewControllerPreferredInterfaceOrientationForPresentation(_ pageViewController: UIPageViewController) -> UIInterfaceOrientation {
        .portrait
    }
}
