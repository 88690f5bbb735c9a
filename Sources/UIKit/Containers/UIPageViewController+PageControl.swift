import HeadlessCore
import Foundation

/// The page indicator: a scrolling page view controller whose data source implements both
/// `presentationCount(for:)` and `presentationIndex(for:)` shows a ``UIPageControl`` along
/// its bottom edge, below the pages (References §29). Both are asked after
/// `setViewControllers`; a swipe's turn moves the current dot by one without asking, as on
/// iOS. The control is not interactive.
extension UIPageViewController {
    /// Moves the current dot one page after a swipe's turn.
    func stepPageControl(_ direction: NavigationDirection) {
        guard let pageControl else { return }
        pageControl.currentPage += direction == .forward ? 1 : -1
    }

    func updatePageControl() {
        guard style == .scroll, let dataSource else {
            removePageControl()
            return
        }
        presentationMethodMissing = false
        let count = dataSource.presentationCount(for: self)
        let index = dataSource.presentationIndex(for: self)
        guard !presentationMethodMissing else {
            removePageControl()
            return
        }
        let control: UIPageControl
        if let pageControl {
            control = pageControl
        } else {
            control = UIPageControl(frame: .zero)
            control.isUserInteractionEnabled = false
            pageControl = control
        }
        control.numberOfPages = max(0, count)
        control.currentPage = index
        if let root = storedView {
            prepareOwnViews(in: root)
            root.setNeedsLayout()
        }
    }

    private func removePageControl() {
        guard let pageControl else { return }
        pageControl.removeFromSuperview()
        self.pageControl = nil
        storedView?.setNeedsLayout()
    }
}
