import HeadlessCore
import Foundation

/// The scrolling gestures of the device on the key window: `scroll`, `scroll-to` and
/// `scroll-to-top`. Like the other gestures, each returns nil when it acted, or a message.
extension UIWindow {
    /// The direction of a `scroll`: the content is moved to show what lies that way
    /// (`down` shows content further down, as a finger moving up does).
    enum ScrollDirection: String, CaseIterable {
        case down, up, left, right
    }

    /// A drag on the top-most visible, scroll-enabled scroll view under the centre of the
    /// screen, of `points` or of one page (the visible height or width) when nil. The finger
    /// lifts at rest, so there is no deceleration (except that a paging scroll view settles on
    /// a page); see ``UIScrollView/simulateDrag(by:releaseVelocity:)`` for the delegate order.
    func performScroll(_ direction: ScrollDirection, points: CGFloat?) -> String? {
        let name = "scroll \(direction.rawValue)\(points.map { " \($0.traceNumber)" } ?? "")"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard let scrollView = scrollViewUnderCentre() else {
                return "\(name): no visible, scroll-enabled scroll view is under the centre of the screen in \(traceName)."
            }
            return drag(scrollView, direction, points: points, name: name)
        }
    }

    private func drag(_ scrollView: UIScrollView, _ direction: ScrollDirection, points: CGFloat?, name: String) -> String? {
        let inset = scrollView.adjustedContentInset
        let vertical = direction == .down || direction == .up
        let page = vertical ? scrollView.bounds.height - inset.top - inset.bottom : scrollView.bounds.width - inset.left - inset.right
        let distance = points ?? max(1, page)
        let sign: CGFloat = direction == .down || direction == .right ? 1 : -1
        let translation = vertical ? CGPoint(x: 0, y: sign * distance) : CGPoint(x: sign * distance, y: 0)
        let target = scrollView.clampedContentOffset(CGPoint(x: scrollView.contentOffset.x + translation.x,
                                                             y: scrollView.contentOffset.y + translation.y))
        guard target != scrollView.contentOffset else {
            let edge = ["down": "bottom", "up": "top", "left": "left edge", "right": "right edge"][direction.rawValue] ?? ""
            return "\(name): \(scrollView.traceName) is already at the \(edge) of its content (content size \(scrollView.contentSize.traceDescription), offset \(scrollView.contentOffset.x.traceNumber), \(scrollView.contentOffset.y.traceNumber))."
        }
        if scrollView.storedPanGestureRecognizer?.isEnabled == false {
            return "\(name): the panGestureRecognizer of \(scrollView.traceName) is disabled, so its content does not follow the finger (References §57.2)."
        }
        scrollView.simulateDrag(by: translation)
        return nil
    }

    /// Scrolls the scroll view under the centre of the screen down, a page at a time, until a
    /// view showing `text` (a label's text or a button's title) is visible inside it, then
    /// drags it fully into view. At the end of the content it puts the content back where it
    /// started and says so.
    func performScrollTo(text: String) -> String? {
        let name = "scroll-to \(text)"
        return runtime.withCause(TraceCause(stringLiteral: name)) {
            guard let scrollView = scrollViewUnderCentre() else {
                return "\(name): no visible, scroll-enabled scroll view is under the centre of the screen in \(traceName)."
            }
            scrollView.layoutIfNeeded()
            // Each page moves the offset forward, and the content is finite: the loop ends.
            let limit = Int((scrollView.contentSize.height / max(1, scrollView.bounds.height)).rounded(.up)) + 2
            var pages = 0
            let start = scrollView.contentOffset
            while true {
                if let shown = visibleView(showing: text, in: scrollView) {
                    let visible = scrollView.visibleRectInWindow
                    let rect = shown.frameInWindow
                    let overflow = rect.maxY - visible.maxY
                    if overflow > 0 { scrollView.simulateDrag(by: CGPoint(x: 0, y: overflow)) }
                    return nil
                }
                let before = scrollView.contentOffset
                if pages >= limit || scrollView.clampedContentOffset(CGPoint(x: before.x, y: before.y + 1)) == before {
                    // Refused: the content goes back to where it was, so the action changes nothing.
                    scrollView.setContentOffset(start, animated: false)
                    scrollView.layoutIfNeeded()
                    return "\(name): no view in \(scrollView.traceName) shows \"\(text)\" down to the end of its content (\(pages) page\(pages == 1 ? "" : "s") scrolled, content height \(scrollView.contentSize.height.traceNumber)); it was put back where it started. Check the text, or scroll up first."
                }
                _ = drag(scrollView, .down, points: nil, name: name)
                pages += 1
            }
        }
    }

    /// A tap on the status bar: the one visible scroll view with `scrollsToTop` scrolls to the
    /// top. As on iOS, nothing scrolls when several have it set.
    func performScrollToTop() -> String? {
        runtime.withCause("scroll-to-top") {
            var candidates: [UIScrollView] = []
            forEachInSubtree { view in
                if let scroll = view as? UIScrollView, scroll.scrollsToTop, scroll.firstHiddenAncestorOrSelf(below: self) == nil {
                    candidates.append(scroll)
                }
            }
            guard let scrollView = candidates.first else {
                return "scroll-to-top: no visible scroll view in \(traceName) has scrollsToTop set."
            }
            guard candidates.count == 1 else {
                return "scroll-to-top: \(candidates.count) visible scroll views have scrollsToTop set (\(candidates.map(\.traceName).joined(separator: ", "))); iOS scrolls none of them. Set scrollsToTop = false on all but one."
            }
            return scrollView.simulateScrollToTop().map { "scroll-to-top: \($0)" }
        }
    }

    /// The top-most (front-most, deepest) visible, scroll-enabled scroll view whose frame holds
    /// the centre of the screen.
    func scrollViewUnderCentre() -> UIScrollView? {
        let centre = CGPoint(x: bounds.midX, y: bounds.midY)
        var found: UIScrollView?
        forEachInSubtree { view in
            guard let scroll = view as? UIScrollView, scroll.isScrollEnabled, scroll.isUserInteractionEnabled,
                  scroll.firstHiddenAncestorOrSelf(below: self) == nil, scroll.frameInWindow.contains(centre) else { return }
            found = scroll
        }
        return found
    }

    /// A visible label or button in the scroll view showing the text, whose frame meets the
    /// scroll view's visible rectangle.
    private func visibleView(showing text: String, in scrollView: UIScrollView) -> UIView? {
        let visible = scrollView.visibleRectInWindow
        return scrollView.firstInSubtree { view in
            guard (view as? UILabel)?.text == text || (view as? UIButton)?.currentTitle == text else { return false }
            guard view.firstHiddenAncestorOrSelf(below: scrollView) == nil else { return false }
            let rect = view.frameInWindow
            return rect.intersects(visible) && rect.height > 0
        }
    }
}

extension UIView {
    /// The view's frame in its window's coordinates (following each ancestor's bounds origin,
    /// so a scrolled view's subviews move).
    var frameInWindow: CGRect {
        var rect = frame
        var current = superview
        while let view = current, !(view is UIWindow) {
            rect.origin.x += view.frame.minX - view.bounds.minX
            rect.origin.y += view.frame.minY - view.bounds.minY
            current = view.superview
        }
        if let window = current {
            rect.origin.x -= window.bounds.minX
            rect.origin.y -= window.bounds.minY
        }
        return rect
    }
}

extension UIScrollView {
    /// The part of the window where the scroll view's content can be seen: its frame, less
    /// its safe area (what bars cover).
    var visibleRectInWindow: CGRect {
        frameInWindow.inset(by: safeAreaInsets)
    }
}
