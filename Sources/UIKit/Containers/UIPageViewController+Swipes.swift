import HeadlessCore
import Foundation

/// Turning pages with a swipe: a swipe recognizer for each direction of the navigation
/// orientation sits on the page view controller's view; when it recognizes, the page view
/// controller asks its data source for the page beyond, tells its delegate
/// (`pageViewController(_:willTransitionTo:)`) and turns, animated (References §29).
///
/// A horizontal controller turns forward on a swipe left (right in a right-to-left layout),
/// a vertical one on a swipe up.
extension UIPageViewController {
    func makeSwipeRecognizers() -> [UISwipeGestureRecognizer] {
        let directions: [UISwipeGestureRecognizer.Direction] = orientation == .horizontal ? [.left, .right] : [.up, .down]
        return directions.map { direction in
            let recognizer = UISwipeGestureRecognizer(target: nil, action: nil)
            recognizer.direction = direction
            recognizer.addHandler { [weak self] recognizer in
                guard let self, let swipe = recognizer as? UISwipeGestureRecognizer,
                      let turn = self.navigationDirection(for: swipe.direction) else { return }
                self.swipeRecognized(turn)
            }
            return recognizer
        }
    }

    /// Attaches the recognizers that turn pages and the page control to the view, once.
    func prepareOwnViews(in view: UIView) {
        for recognizer in turnRecognizers where recognizer.view !== view {
            view.addGestureRecognizer(recognizer)
        }
        if let pageControl, pageControl.storedSuperview !== view {
            view.addSubview(pageControl)
        }
    }

    /// The turn a swipe in `direction` makes, or nil when it is across the orientation.
    func navigationDirection(for direction: UISwipeGestureRecognizer.Direction) -> NavigationDirection? {
        let rightToLeft = storedView?.effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch orientation {
        case .horizontal:
            if direction == .left { return rightToLeft ? .reverse : .forward }
            if direction == .right { return rightToLeft ? .forward : .reverse }
        case .vertical:
            if direction == .up { return .forward }
            if direction == .down { return .reverse }
        }
        return nil
    }

    /// The pages beyond the shown ones in `direction`, from the data source, or nil when it
    /// has none (or there is no data source).
    func pagesBeyond(_ direction: NavigationDirection) -> [UIViewController]? {
        guard let dataSource, let edge = direction == .forward ? pages.last : pages.first else { return nil }
        var found: [UIViewController] = []
        var current = edge
        for _ in 0..<max(1, pages.count) {
            let next: UIViewController?
            if direction == .forward {
                next = runtime.ask(dataSource, .pageViewControllerAfter, [traceName, current.traceName], default: nil) {
                    dataSource.pageViewController(self, viewControllerAfter: current)
                }
            } else {
                next = runtime.ask(dataSource, .pageViewControllerBefore, [traceName, current.traceName], default: nil) {
                    dataSource.pageViewController(self, viewControllerBefore: current)
                }
            }
            guard let next, next !== current, !pages.contains(identicalTo: next) else { return nil }
            found.append(next)
            current = next
        }
        return direction == .forward ? found : found.reversed()
    }

    /// Why a swipe in `swipe` on this page view controller cannot turn a page, or nil after
    /// finding the pages it turns to. `othersTakeIt` tells whether another recognizer there
    /// accepts the swipe (then a swipe across the orientation is theirs, not refused).
    func prepareSwipe(_ swipe: UISwipeGestureRecognizer.Direction, othersTakeIt: Bool) -> String? {
        guard let direction = navigationDirection(for: swipe) else {
            guard !othersTakeIt else { return nil }
            let axis = orientation == .horizontal ? "left and right (swipe left or right)" : "up and down (swipe up or down)"
            return "\(traceName) turns its pages \(axis), and nothing else there takes this swipe; nothing was delivered."
        }
        if turn != nil {
            return "\(traceName) is still turning a page; wait for the turn to end. Nothing changed."
        }
        guard !pages.isEmpty else {
            return "\(traceName) shows no page yet; call setViewControllers(_:direction:animated:completion:) first. Nothing changed."
        }
        guard dataSource != nil else {
            return "\(traceName) has no dataSource, so a swipe has no page to turn to; set its dataSource. Nothing changed."
        }
        guard let found = pagesBeyond(direction) else {
            let edge = direction == .forward ? pages[pages.count - 1] : pages[0]
            return "\(traceName) shows its \(direction == .forward ? "last" : "first") page: its dataSource returned no page \(direction == .forward ? "after" : "before") \(edge.traceName). Nothing changed."
        }
        preparedSwipe = PreparedSwipe(direction: direction, from: pages, pages: found)
        return nil
    }

    /// A swipe recognizer recognized: turns to the pages prepared for the swipe, or asks the
    /// data source now (a swipe made from raw touches).
    func swipeRecognized(_ direction: NavigationDirection) {
        beginGestureTurn(direction, interactive: false)
    }

    /// Starts a turn made by a gesture: to the pages a device swipe prepared, or to those the
    /// data source gives now; the delegate hears `pageViewController(_:willTransitionTo:)`
    /// first. An interactive turn waits for the finger to lift (``finishDrag(of:finishing:progress:)``).
    /// Returns the turn, or nil when there is no page to turn to.
    @discardableResult
    func beginGestureTurn(_ direction: NavigationDirection, interactive: Bool) -> PageTurn? {
        let prepared = preparedSwipe
        preparedSwipe = nil
        guard turn == nil, containerVisibility == .onScreen, !pages.isEmpty else { return nil }
        let target: [UIViewController]
        if let prepared, prepared.direction == direction, prepared.from.count == pages.count,
           zip(prepared.from, pages).allSatisfy({ $0 === $1 }) {
            target = prepared.pages
        } else {
            guard let found = pagesBeyond(direction) else { return nil }
            target = found
        }
        if let delegate {
            runtime.deliver(toDelegate: delegate, .pageViewControllerWillTransition,
                            [traceName, "[\(target.map(\.traceName).joined(separator: ", "))]"]) {
                delegate.pageViewController(self, willTransitionTo: target)
            }
        }
        runtime.withCause(TraceCause(stringLiteral: "page turn \(direction == .forward ? "forward" : "back") to \(target.map(\.traceName).joined(separator: ", "))")) {
            changePages(to: target, animated: true, gestureDirection: direction, interactive: interactive, completion: nil)
        }
        return turn
    }
}
