import HeadlessCore
import Foundation

/// Touches whose view left the window: on iOS they are cancelled, the recognizers that had
/// them get `touchesCancelled(_:with:)` (a gesture in progress goes to `cancelled`, one still
/// possible fails), the views that had them get `touchesCancelled(_:with:)`, and the rest of
/// the finger's path goes nowhere.
///
/// A view leaves the window when it or a superview is removed, or when its window is hidden
/// or released. The arena looks for such touches in virtual time, before anything else
/// happens to the sequence: at each of its frames, and before a recognizer changes state
/// while the fingers are down (a long press's timer, say), so that a recognizer whose view
/// has left never begins or changes again.
extension GestureArena {
    /// Whether a touch's view is no longer in the touch's (shown) window.
    static func hasLeftItsWindow(_ touch: UITouch) -> Bool {
        guard let window = touch.window, window.isShown, !window.isHidden, let view = touch.view else { return true }
        return view.storedWindow !== window
    }

    /// Cancels the live touches of the sequence in progress whose view left the window.
    ///
    /// Returns whether any touch was cancelled.
    @discardableResult
    func cancelDepartedTouches() -> Bool {
        guard touchesDown, let event = currentEvent else { return false }
        let departed = event.touchList.filter { $0.phase != .cancelled && $0.phase != .ended && Self.hasLeftItsWindow($0) }
        guard !departed.isEmpty else { return false }
        cancel(departed, event: event)
        return true
    }

    /// Cancels touches: their recognizers first, then the views that had them.
    private func cancel(_ departed: [UITouch], event: UIEvent) {
        runtime.note("\(departed.count == 1 ? "a touch's view" : "\(departed.count) touches' views") left the window: the touches are cancelled")
        // Marked first, so that a state change the cancellation causes finds nothing to do.
        for touch in departed { touch.phase = .cancelled }
        var receivers: [UIGestureRecognizer] = []
        for touch in departed {
            for recognizer in touch.gestureRecognizers ?? [] where !receivers.contains(identicalTo: recognizer) {
                receivers.append(recognizer)
            }
        }
        for recognizer in receivers {
            dispatch(.cancelled, departed, to: recognizer, event: event)
        }
        // A recognizer that kept its gesture going without touches (a subclass that does not
        // override `touchesCancelled(_:with:)`) is cancelled as iOS does.
        for recognizer in receivers where recognizer.storedState == .began || recognizer.storedState == .changed {
            if !recognizer.trackedTouches.contains(where: { $0.phase != .cancelled }) {
                apply(.cancelled, to: recognizer)
            }
        }
        // Phases withheld from the views lose these touches: a view that never had them
        // hears nothing of them.
        withheld = withheld.compactMap { phase in
            let remaining = phase.touches.filter { !departed.contains(identicalTo: $0) }
            return remaining.isEmpty ? nil : (phase.method, remaining)
        }
        if !viewTouchesCancelled && !viewTouchesEnded && viewsReceivedBegan {
            for (view, touches) in viewsWithTouches {
                let mine = touches.filter { departed.contains(identicalTo: $0) }
                guard !mine.isEmpty else { continue }
                view.deliverTouches(.cancelled, Set(mine), with: event)
            }
        }
        viewsWithTouches = viewsWithTouches.compactMap { entry in
            let remaining = entry.touches.filter { !departed.contains(identicalTo: $0) }
            return remaining.isEmpty ? nil : (entry.view, remaining)
        }
    }
}
