import HeadlessCore
import Foundation

/// Touch sequences on a window: the fingers' paths go through hit testing, the gesture
/// recognizers of the touched views and their superviews, and then the views' own
/// `touchesBegan/Moved/Ended/Cancelled` (a control's tracking).
///
/// A sequence is a list of frames per finger, in window coordinates: the first frame is
/// `began`, the last `ended`, those between `moved`. Between frames the run loop advances by
/// the sequence's interval of virtual time (a tap's frames share one instant; a long press
/// holds), so timers such as a long press's duration fire while the fingers are down.
extension UIWindow {
    /// A tap at a point of the window: the touch goes to the view that `hitTest(_:with:)`
    /// finds, its recognizers and its responder chain, as a finger's would.
    ///
    /// Returns nil when the tap was delivered, or why nothing was touched: no view takes
    /// touches there, or the touched control is disabled (nothing is sent then).
    @_spi(Headless) public func deliverTap(at point: CGPoint) -> String? {
        runtime.withCause(TraceCause(stringLiteral: "tap-at \(TouchTrace.number(point.x)) \(TouchTrace.number(point.y))")) {
            performTaps(at: point, count: 1)
        }
    }

    /// `count` taps at a point, `tapInterval` apart (a double tap when 2).
    /// With `view`, the touches go to that view without hit testing (a view with no size).
    func performTaps(at point: CGPoint, count: Int, touching view: UIView? = nil) -> String? {
        if let view {
            if let control = view.enclosingControl(below: self), !control.isEnabled {
                return "\(control.traceName) is disabled (isEnabled is false); the touch was refused and nothing was sent. Set isEnabled to true first."
            }
        } else if let problem = touchProblem(at: point) {
            return problem
        }
        for index in 0..<count {
            if index > 0 { runtime.runLoop.advance(by: Self.tapInterval) }
            if let problem = runTouchSequence([[point, point]], interval: 0, touching: view) { return problem }
        }
        return nil
    }

    /// The time between the taps of a multiple tap the device performs, in seconds.
    static let tapInterval: TimeInterval = 0.1
    /// The time between the frames of a swipe or a pan, in seconds (60 frames a second).
    static let frameInterval: TimeInterval = 1.0 / 60.0

    /// Why a touch at `point` cannot go anywhere, or nil.
    func touchProblem(at point: CGPoint) -> String? {
        guard isShown, !isHidden else { return "\(traceName) is not visible." }
        guard bounds.contains(point) else {
            return "(\(TouchTrace.number(point.x)), \(TouchTrace.number(point.y))) is outside \(traceName), whose bounds are \(bounds.traceDescription)."
        }
        guard let hit = hitTest(point, with: nil) else {
            return "no view of \(traceName) takes touches at \(TouchTrace.point(point)) (hidden, transparent or isUserInteractionEnabled false)."
        }
        var current: UIView? = hit
        while let view = current {
            if let control = view as? UIControl, !control.isEnabled {
                return "\(control.traceName) is disabled (isEnabled is false); the touch at \(TouchTrace.point(point)) was refused and nothing was sent. Set isEnabled to true first."
            }
            current = view.storedSuperview
        }
        return nil
    }

    /// Runs one touch sequence: `fingers[i]` is finger i's path, in window coordinates.
    /// With `given`, every finger touches that view, without hit testing.
    func runTouchSequence(_ fingers: [[CGPoint]], interval: TimeInterval, touching given: UIView? = nil) -> String? {
        let arena = runtime.gestureArena
        let event = UIEvent()
        var touches: [UITouch] = []
        let now = runtime.runLoop.now
        for (index, path) in fingers.enumerated() {
            guard let point = path.first, let view = given ?? hitTest(point, with: event) else {
                return "no view of \(traceName) takes touches at \(TouchTrace.point(fingers[index].first ?? .zero))."
            }
            let touch = UITouch()
            touch.view = view
            touch.window = self
            touch.windowLocation = point
            touch.previousWindowLocation = point
            touch.timestamp = now
            touch.fingerIndex = index
            touch.phase = .began
            if fingers.count == 1, let last = arena.lastTap, now - last.time <= UITapGestureRecognizer.multipleTapInterval,
               hypot(last.point.x - point.x, last.point.y - point.y) <= UITapGestureRecognizer.allowableMovement {
                touch.tapCount = last.count + 1
            }
            touches.append(touch)
        }
        event.touchList = touches
        let recognizers = arena.begin(touches, event: event)
        deliver(.began, touches, event: event, recognizers: recognizers)
        let frames = fingers.map(\.count).max() ?? 1
        for frame in 1..<max(frames, 2) {
            runtime.runLoop.advance(by: interval)
            let isLast = frame >= frames - 1
            event.timestamp = runtime.runLoop.now
            // Touches whose view left the window are cancelled; the rest of their path goes nowhere.
            arena.cancelDepartedTouches()
            for (touch, path) in zip(touches, fingers) where touch.phase != .cancelled {
                let point = path[min(frame, path.count - 1)]
                touch.previousWindowLocation = touch.windowLocation
                touch.windowLocation = point
                touch.timestamp = event.timestamp
                touch.phase = isLast ? .ended : (point == touch.previousWindowLocation ? .stationary : .moved)
            }
            if isLast {
                let live = touches.filter { $0.phase != .cancelled }
                if !live.isEmpty { deliver(.ended, live, event: event, recognizers: recognizers) }
            } else {
                let moved = touches.filter { $0.phase == .moved }
                if !moved.isEmpty { deliver(.moved, moved, event: event, recognizers: recognizers) }
            }
        }
        if fingers.count == 1, let touch = touches.first, touch.phase != .cancelled,
           touch.previousWindowLocation == touch.windowLocation {
            arena.lastTap = (runtime.runLoop.now, touch.windowLocation, touch.tapCount)
        } else {
            arena.lastTap = nil
        }
        // Phases still withheld when the fingers are up go out now (a delaying recognizer
        // that stays possible, waiting for another tap, would otherwise hide them for good).
        if !arena.withheld.isEmpty {
            let pending = arena.withheld
            arena.withheld = []
            for phase in pending {
                // An end held by a recognizer still waiting (for more taps, or for another to
                // fail) waits with it: `delaysTouchesEnded`.
                if phase.method == .ended, !arena.viewTouchesCancelled,
                   arena.delaysEnded(recognizers.filter { $0.pendingRecognition != nil || $0.awaitsMoreTouches }) {
                    let views = arena.viewsWithTouches.map { entry in
                        (view: entry.view, touches: entry.touches.filter { touch in phase.touches.contains(identicalTo: touch) })
                    }.filter { !$0.touches.isEmpty }
                    arena.deferredEnded = (views, event)
                    arena.viewTouchesEnded = true
                    continue
                }
                deliverToViews(phase.method, phase.touches, event: event)
            }
        }
        arena.end()
        return nil
    }

    /// One phase: the recognizers first, then the touched views (unless a recognizer
    /// cancelled their touches).
    private func deliver(_ method: UIResponder.TouchMethod, _ touches: [UITouch], event: UIEvent,
                         recognizers: [UIGestureRecognizer]) {
        let arena = runtime.gestureArena
        for recognizer in recognizers {
            arena.dispatch(method, touches, to: recognizer, event: event)
        }
        guard !arena.viewTouchesCancelled else { return }
        if method == .began {
            var groups: [(view: UIView, touches: [UITouch])] = []
            for touch in touches {
                guard let view = touch.view else { continue }
                if let index = groups.firstIndex(where: { $0.view === view }) {
                    groups[index].touches.append(touch)
                } else {
                    groups.append((view, [touch]))
                }
            }
            arena.viewsWithTouches = groups
        }
        // A recognizer that delays touchesBegan and is still undecided holds the views'
        // phases back; once no such recognizer is possible, they go out in order.
        if recognizers.contains(where: { $0.isEnabled && $0.delaysTouchesBegan && $0.storedState == .possible })
            && (method == .began || !arena.withheld.isEmpty) {
            arena.withheld.append((method, touches))
            return
        }
        let pending = arena.withheld
        arena.withheld = []
        for phase in pending { deliverToViews(phase.method, phase.touches, event: event) }
        // A recognizer that delays touchesEnded and is still undecided holds the end back.
        if method == .ended, arena.delaysEnded(recognizers) {
            arena.withheld.append((method, touches))
            return
        }
        deliverToViews(method, touches, event: event)
    }

    private func deliverToViews(_ method: UIResponder.TouchMethod, _ touches: [UITouch], event: UIEvent) {
        let arena = runtime.gestureArena
        guard !arena.viewTouchesCancelled else { return }
        let phases = touches.map(\.phase)
        for touch in touches where method == .began { touch.phase = .began }
        defer { for (touch, phase) in zip(touches, phases) { touch.phase = phase } }
        for (view, viewTouches) in arena.viewsWithTouches {
            let now = viewTouches.filter { touch in touches.contains(identicalTo: touch) }
            guard !now.isEmpty else { continue }
            view.deliverTouches(method, Set(now), with: event)
        }
        if method == .began { arena.viewsReceivedBegan = true }
        if method == .ended { arena.viewTouchesEnded = true }
    }
}
