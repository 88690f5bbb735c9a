import HeadlessCore
import Foundation

/// How a control follows a real touch (from the device's touch actions), as UIKit's
/// `UIControl` does in its `touches…` methods.
///
/// Began: highlighted, `beginTracking(_:with:)` (traced), `.touchDown` (and
/// `.touchDownRepeat` for the second tap of a double tap). Moved: `continueTracking(_:with:)`
/// while it returns true, highlighted while inside, `.touchDragInside`/`.touchDragOutside`,
/// and `.touchDragEnter`/`.touchDragExit` on crossing the edge. Ended: not highlighted,
/// `endTracking(_:with:)`, then, inside the bounds, the control's own response
/// (``controlTapped(at:)``), `.touchUpInside` and its tap events (or, when
/// ``showsMenuAsPrimaryAction`` is on, its menu instead), or `.touchUpOutside`.
/// Cancelled (a gesture recognizer took the touch): `cancelTracking(with:)` and
/// `.touchCancel`. A disabled control ignores touches.
extension UIControl {
    func trackingTouchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard isEnabled, trackedTouch == nil, let touch = touches.min(by: { $0.fingerIndex < $1.fingerIndex }) else { return }
        trackedTouch = touch
        isTouchInside = true
        isHighlighted = true
        var tracks = true
        runtime.deliver(self, .beginTracking, [TouchTrace.point(touch.location(in: self)), "event"]) {
            tracks = beginTracking(touch, with: event)
        }
        isTracking = tracks
        sendActions(for: touch.tapCount > 1 ? [.touchDown, .touchDownRepeat] : .touchDown)
    }

    func trackingTouchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let wasInside = isTouchInside
        let inside = bounds.contains(touch.location(in: self))
        isTouchInside = inside
        isHighlighted = inside
        if isTracking {
            var keeps = true
            runtime.deliver(self, .continueTracking, [TouchTrace.point(touch.location(in: self)), "event"]) {
                keeps = continueTracking(touch, with: event)
            }
            isTracking = keeps
        }
        var events: Event = inside ? .touchDragInside : .touchDragOutside
        if inside != wasInside { events.insert(inside ? .touchDragEnter : .touchDragExit) }
        sendActions(for: events)
    }

    func trackingTouchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        let location = touch.location(in: self)
        let inside = bounds.contains(location)
        trackedTouch = nil
        isHighlighted = false
        if isTracking {
            runtime.deliver(self, .endTracking, [TouchTrace.point(location), "event"]) {
                endTracking(touch, with: event)
            }
        }
        isTracking = false
        isTouchInside = false
        if inside {
            // A control whose menu is its primary action shows the menu instead.
            if showsMenuAsPrimaryAction, openMenu() { return }
            controlTapped(at: location)
            sendActions(for: .touchUpInside)
            let more = tapEvents
            if !more.isEmpty { sendActions(for: more) }
        } else {
            sendActions(for: .touchUpOutside)
        }
    }

    func trackingTouchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        guard let touch = trackedTouch, touches.contains(where: { $0 === touch }) else { return }
        trackedTouch = nil
        isHighlighted = false
        isTracking = false
        isTouchInside = false
        runtime.deliver(self, .cancelTracking, ["event"]) { cancelTracking(with: event) }
        sendActions(for: .touchCancel)
    }
}
