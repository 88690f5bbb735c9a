import HeadlessCore

/// The object that hands a page view controller the pages beside the one it shows, when a
/// swipe asks for them.
///
/// The two page methods are required. The two page-indicator methods are optional: when a
/// data source implements both and the page view controller scrolls (``UIPageViewController/TransitionStyle/scroll``),
/// the page view controller shows a page control at its bottom, asking both after each
/// ``UIPageViewController/setViewControllers(_:direction:animated:completion:)``; a swipe's turn
/// moves the current dot by itself (References §29).
@preconcurrency @MainActor
public protocol UIPageViewControllerDataSource: NSObjectProtocol {
    /// The page before `viewController`, or nil when it is the first.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerBefore viewController: UIViewController) -> UIViewController?
    /// The page after `viewController`, or nil when it is the last.
    func pageViewController(_ pageViewController: UIPageViewController,
                            viewControllerAfter viewController: UIViewController) -> UIViewController?
    /// How many dots the page control shows.
    func presentationCount(for pageViewController: UIPageViewController) -> Int
    /// Which dot the page control marks.
    func presentationIndex(for pageViewController: UIPageViewController) -> Int
}

extension UIPageViewControllerDataSource {
    /// Not implemented: the page view controller shows no page control.
    public func presentationCount(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationMethodMissing = true
        return 0
    }

    /// Not implemented: the page view controller shows no page control.
    public func presentationIndex(for pageViewController: UIPageViewController) -> Int {
        pageViewController.presentationMethodMissing = true
        return 0
    }
}
