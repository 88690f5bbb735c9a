import HeadlessCore
import Foundation

/// The adjusted content inset and the range of offsets a drag can reach.
extension UIScrollView {
    /// ``contentInset`` plus the parts of the safe area that
    /// ``contentInsetAdjustmentBehavior`` takes.
    func computedAdjustedContentInset() -> UIEdgeInsets {
        let safe: UIEdgeInsets
        switch contentInsetAdjustmentBehavior {
        case .never:
            safe = .zero
        case .always:
            safe = safeAreaInsets
        case .automatic, .scrollableAxes:
            let area = safeAreaInsets
            let vertical = contentInsetAdjustmentBehavior == .automatic || scrollsVertically
            let horizontal = scrollsHorizontally
            safe = UIEdgeInsets(top: vertical ? area.top : 0, left: horizontal ? area.left : 0,
                                bottom: vertical ? area.bottom : 0, right: horizontal ? area.right : 0)
        }
        return contentInset.adding(safe)
    }

    /// Whether the content scrolls vertically: taller than the bounds, or always bouncing.
    var scrollsVertically: Bool {
        alwaysBounceVertical || contentSize.height + contentInset.top + contentInset.bottom > bounds.height
    }

    /// Whether the content scrolls horizontally: wider than the bounds, or always bouncing.
    var scrollsHorizontally: Bool {
        alwaysBounceHorizontal || contentSize.width + contentInset.left + contentInset.right > bounds.width
    }

    /// The smallest offset a drag reaches: minus the adjusted inset, or where a folded search
    /// bar under a navigation bar shows whole.
    var minimumContentOffset: CGPoint {
        let inset = adjustedContentInset
        if let collapsing = collapsingSearchBar {
            return CGPoint(x: -inset.left, y: min(-inset.top, searchBarShownOffset(collapsing)))
        }
        return CGPoint(x: -inset.left, y: -inset.top)
    }

    /// The largest offset a drag reaches: the content's far edge at the bounds' far edge, plus
    /// the inset, and never less than ``minimumContentOffset``.
    var maximumContentOffset: CGPoint {
        let inset = adjustedContentInset
        let minimum = CGPoint(x: -inset.left, y: -inset.top)
        return CGPoint(x: max(minimum.x, contentSize.width - bounds.width + inset.right),
                       y: max(minimum.y, contentSize.height - bounds.height + inset.bottom))
    }

    /// An offset moved inside the range a drag reaches.
    func clampedContentOffset(_ offset: CGPoint) -> CGPoint {
        let low = minimumContentOffset, high = maximumContentOffset
        return CGPoint(x: min(max(offset.x, low.x), high.x), y: min(max(offset.y, low.y), high.y))
    }

    /// Compares the adjusted inset with the one last reported; when it changed, keeps an offset
    /// that rested at the old top-left at the new one, then calls
    /// `adjustedContentInsetDidChange()` and the delegate, as iOS does.
    func updateAdjustedContentInset() {
        let adjusted = computedAdjustedContentInset()
        let old = reportedAdjustedInset
        guard adjusted != old else { return }
        reportedAdjustedInset = adjusted
        var offset = contentOffset
        if offset.y == -old.top { offset.y = -adjusted.top }
        if offset.x == -old.left { offset.x = -adjusted.left }
        contentOffset = offset
        runtime.deliver(self, .adjustedContentInsetDidChange, [adjusted.traceDescription]) { adjustedContentInsetDidChange() }
        if let delegate = scrollDelegate {
            runtime.deliver(toDelegate: delegate, .scrollViewDidChangeAdjustedContentInset, [traceName]) {
                delegate.scrollViewDidChangeAdjustedContentInset(self)
            }
        }
    }
}
