import HeadlessCore
import Foundation

/// The device's `swipe` on a page view controller (References §29).
extension UIWindow {
    /// Why a swipe at `point` cannot turn the pages of the page view controller there, or nil
    /// (no page view controller there, or the turn is ready). `accepting` are the recognizers
    /// there that accept the swipe.
    func pageTurnRefusal(_ direction: SwipeDirection, at point: CGPoint, accepting: [UIGestureRecognizer]) -> String? {
        var current = hitTest(point, with: nil)
        while let view = current {
            if let pager = view.owningViewController as? UIPageViewController, pager.storedView === view {
                let othersTakeIt = accepting.contains { recognizer in
                    !pager.turnRecognizers.contains(identicalTo: recognizer)
                }
                return pager.prepareSwipe(direction.recognizerDirection, othersTakeIt: othersTakeIt)
            }
            current = view.storedSuperview
        }
        return nil
    }
}
