import HeadlessCore
import Foundation

/// Dragging the pages of a scrolling page view controller (References §29): iOS turns them
/// with the pan of its page scroll view, so a finger that lifts half-way can give the turn
/// back. Here a `UIPanGestureRecognizer` on the page view controller's view plays that part.
///
/// When the pan begins, the drag's direction along the navigation orientation picks the turn
/// (a drag toward the side with no page turns nothing); the delegate hears
/// `pageViewController(_:willTransitionTo:)`, the incoming page becomes a child and gets
/// `viewWillAppear(true)`, the current one `viewWillDisappear(true)`, exactly as a turn by
/// code begins. The turn then waits for the finger. When it lifts, a drag past half the page,
/// or one faster than ``UIPageViewController/flickSpeed`` toward the turn, finishes it; anything
/// else cancels it; the rest of the animation takes the matching share of
/// ``UIPageViewController/transitionDuration`` on the virtual clock.
/// - finished: the turn's usual end, and the delegate's `didFinishAnimating` with
///   `transitionCompleted` true;
/// - cancelled (also when the pan is cancelled): the cancel edges of the appearance machine,
///   the incoming page `viewWillDisappear` / `viewDidDisappear`, the current page
///   `viewWillAppear` / `viewDidAppear`; the incoming page leaves with `didMove(toParent: nil)`
///   and the current one stays with `didMove(toParent:)`, each the compensating half of the
///   `willMove(toParent:)` it got at the start (no source records these two; as for the edge
///   pop, §32, a pair keeps containment balanced); the delegate hears `didFinishAnimating` with
///   `transitionCompleted` false and the previous pages being the ones still shown.
extension UIPageViewController {
    /// A drag faster than this toward the turn (points per second) finishes it however short
    /// it is: the project's figure; a quick swipe turns the page, as on iOS.
    static let flickSpeed: CGFloat = 500

    func makeDragRecognizer() -> UIPanGestureRecognizer {
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        recognizer.addHandler { [weak self] recognizer in
            guard let self, let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.dragChanged(pan)
        }
        return recognizer
    }

    /// How far along the orientation the finger went, and how fast, signed so that positive
    /// points toward the turn in `direction`.
    private func dragMotion(_ pan: UIPanGestureRecognizer, toward direction: NavigationDirection) -> (distance: CGFloat, speed: CGFloat) {
        let view = storedView
        let translation = pan.translation(in: view), velocity = pan.velocity(in: view)
        // A finger moving toward negative coordinates makes the turn that a swipe left (or
        // up) makes, right-to-left layouts included.
        let sign: CGFloat = navigationDirection(for: orientation == .horizontal ? .left : .up) == direction ? -1 : 1
        let along = orientation == .horizontal ? (translation.x, velocity.x) : (translation.y, velocity.y)
        return (along.0 * sign, along.1 * sign)
    }

    /// The direction a drag by `translation` turns toward, or nil when it runs across the
    /// orientation.
    private func dragDirection(_ pan: UIPanGestureRecognizer) -> NavigationDirection? {
        let translation = pan.translation(in: storedView)
        switch orientation {
        case .horizontal:
            guard abs(translation.x) > abs(translation.y) else { return nil }
            return navigationDirection(for: translation.x < 0 ? .left : .right)
        case .vertical:
            guard abs(translation.y) > abs(translation.x) else { return nil }
            return navigationDirection(for: translation.y < 0 ? .up : .down)
        }
    }

    private func dragChanged(_ pan: UIPanGestureRecognizer) {
        switch pan.state {
        case .began:
            guard let direction = dragDirection(pan) else { return }
            draggedTurn = beginGestureTurn(direction, interactive: true)
        case .ended, .cancelled:
            guard let record = draggedTurn else { return }
            draggedTurn = nil
            guard turn === record, let direction = record.gestureDirection else { return }
            let motion = dragMotion(pan, toward: direction)
            let length = orientation == .horizontal ? storedView?.bounds.width ?? 0 : storedView?.bounds.height ?? 0
            let progress = length > 0 ? min(max(motion.distance / length, 0), 1) : 1
            let finishing = pan.state == .ended && (progress > 0.5 || motion.speed >= Self.flickSpeed)
            finishDrag(of: record, finishing: finishing, progress: progress)
        default:
            break
        }
    }

    /// The finger lifted: the rest of the animation finishes or cancels the turn.
    func finishDrag(of record: PageTurn, finishing: Bool, progress: CGFloat) {
        record.interactive = false
        let remaining = Self.transitionDuration * Double(finishing ? 1 - progress : progress)
        runtime.runLoop.schedule(after: remaining, settles: true) { [weak self] in
            guard let self, self.turn === record else { return }
            if finishing { self.completeTurn(record) } else { self.cancelTurn(record) }
        }
    }

    /// Gives a dragged turn back: the pages it started from are shown again.
    private func cancelTurn(_ record: PageTurn) {
        guard turn === record else { return }
        runtime.withCause(record.cause) {
            let entering = shownPages.filter { page in !record.from.contains(identicalTo: page) }
            pages = record.from
            for page in entering {
                if page.appearance == .appearing || page.appearance == .appeared {
                    page.beginAppearance(false, animated: true)
                }
                takeOutOfContainer(page)
                if page.appearance == .disappearing { page.endAppearance() }
            }
            for page in record.from where !page.isCoveredByContextPresentation {
                if page.appearance == .disappearing || page.appearance == .disappeared {
                    page.beginAppearance(true, animated: true)
                }
                if page.appearance == .appearing { page.endAppearance() }
            }
            shownPages = record.from
            turn = nil
            for controller in record.added where !isPage(controller) {
                finishRelease(of: controller, how: .removedFromParent, notingDeparture: false)
            }
            for controller in record.removed where isPage(controller) {
                finishAdoption(of: controller)
                controller.movingFromParent = false
            }
            record.completion?(false)
            if let delegate {
                runtime.deliver(toDelegate: delegate, .pageViewControllerDidFinishAnimating,
                                [traceName, "true", "[\(record.from.map(\.traceName).joined(separator: ", "))]", "false"]) {
                    delegate.pageViewController(self, didFinishAnimating: true, previousViewControllers: record.from,
                                                transitionCompleted: false)
                }
            }
        }
    }
}
