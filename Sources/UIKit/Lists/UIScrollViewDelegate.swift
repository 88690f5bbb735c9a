import HeadlessCore
import Foundation

/// Receives a scroll view's scrolling, dragging, deceleration and zooming.
///
/// Every method is optional, as on iOS: the defaults do nothing (or allow, or return nil).
/// The engine traces each call it makes, in iOS's order (see ``UIScrollView``).
@preconcurrency @MainActor
public protocol UIScrollViewDelegate: NSObjectProtocol {
    /// Called after the content offset changed.
    func scrollViewDidScroll(_ scrollView: UIScrollView)
    /// Called after the zoom scale changed.
    func scrollViewDidZoom(_ scrollView: UIScrollView)
    /// Called when a drag is about to move the content.
    func scrollViewWillBeginDragging(_ scrollView: UIScrollView)
    /// Called when the finger lifts; the delegate may change where the content comes to rest.
    func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                   targetContentOffset: UnsafeMutablePointer<CGPoint>)
    /// Called after the finger lifted, saying whether the content goes on moving.
    func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool)
    /// Called when the content starts decelerating after a drag.
    func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView)
    /// Called when the deceleration after a drag has stopped.
    func scrollViewDidEndDecelerating(_ scrollView: UIScrollView)
    /// Called when an animation started by `setContentOffset(_:animated:)` or
    /// `scrollRectToVisible(_:animated:)` has ended.
    func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView)
    /// The view to scale when zooming, or nil (the default) for no zooming.
    func viewForZooming(in scrollView: UIScrollView) -> UIView?
    /// Called when a pinch is about to zoom the content.
    func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?)
    /// Called when a pinch has ended, with the final scale.
    func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat)
    /// Whether a tap on the status bar scrolls to the top; the default is true.
    func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool
    /// Called when scrolling to the top after a status-bar tap has ended.
    func scrollViewDidScrollToTop(_ scrollView: UIScrollView)
    /// Called after ``UIScrollView/adjustedContentInset`` changed.
    func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView)
}

extension UIScrollViewDelegate {
    /// Does nothing.
    public func scrollViewDidScroll(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidZoom(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewWillBeginDragging(_ scrollView: UIScrollView) {}
    /// Leaves the target alone.
    public func scrollViewWillEndDragging(_ scrollView: UIScrollView, withVelocity velocity: CGPoint,
                                          targetContentOffset: UnsafeMutablePointer<CGPoint>) {}
    /// Does nothing.
    public func scrollViewDidEndDragging(_ scrollView: UIScrollView, willDecelerate decelerate: Bool) {}
    /// Does nothing.
    public func scrollViewWillBeginDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndDecelerating(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidEndScrollingAnimation(_ scrollView: UIScrollView) {}
    /// No zooming.
    public func viewForZooming(in scrollView: UIScrollView) -> UIView? { nil }
    /// Does nothing.
    public func scrollViewWillBeginZooming(_ scrollView: UIScrollView, with view: UIView?) {}
    /// Does nothing.
    public func scrollViewDidEndZooming(_ scrollView: UIScrollView, with view: UIView?, atScale scale: CGFloat) {}
    /// Allows it.
    public func scrollViewShouldScrollToTop(_ scrollView: UIScrollView) -> Bool { true }
    /// Does nothing.
    public func scrollViewDidScrollToTop(_ scrollView: UIScrollView) {}
    /// Does nothing.
    public func scrollViewDidChangeAdjustedContentInset(_ scrollView: UIScrollView) {}
}
