import HeadlessCore
import Foundation

/// The engine behind gesture recognizers, per simulated process: which recognizers each view
/// has, which ones take part in the current gesture, and how their states decide each other.
///
/// The rules (UIKit's, from the `UIGestureRecognizer` documentation):
/// - a recognizer that would leave `possible` asks its delegate's
///   `gestureRecognizerShouldBegin(_:)`, then the touched view's; false makes it fail;
/// - one that waits for others to fail (`require(toFail:)`, the delegate's
///   `shouldRequireFailureOf`/`shouldBeRequiredToFailBy`, the subclass overrides) stays
///   `possible` until they have all failed, and fails if one of them recognizes;
/// - when one recognizes, every other recognizer still `possible` fails, unless one of the two
///   delegates allows recognizing simultaneously (or `canPrevent`/`canBePrevented` say no);
///   one that would begin while another's gesture is in progress fails the same way;
/// - recognizing with `cancelsTouchesInView` sends `touchesCancelled(_:with:)` to the views
///   that had the touches, and they get no more of them;
/// - when the fingers are up and no recognizer waits any more, recognizers that ended,
///   failed or were cancelled go back to `possible` and get `reset()`.
///
/// Every change of state is traced as a note, `// UITapGestureRecognizer#1 possible → ended`.
@MainActor
final class GestureArena {
    /// The process whose arena this is (which owns it: ``HeadlessRuntime/gestureArena``).
    unowned let runtime: HeadlessRuntime
    /// The recognizers of each view, by the view's identity; an entry is valid while its
    /// recognizers still name the view (a dead view's entry is dropped when found).
    private var attached: [ObjectIdentifier: [UIGestureRecognizer]] = [:]
    private var attachedCountAtLastPurge = 0
    /// The recognizers taking part in the current gesture, in the order they got touches.
    private(set) var active: [UIGestureRecognizer] = []
    /// The views that have had `touchesBegan` in this sequence, with their touches.
    var viewsWithTouches: [(view: UIView, touches: [UITouch])] = []
    /// Whether a recognizer cancelled the views' touches in this sequence.
    var viewTouchesCancelled = false
    /// Whether the views have had `touchesEnded` for this sequence.
    var viewTouchesEnded = false
    /// The phases withheld from the views while a recognizer with `delaysTouchesBegan` is
    /// still possible; they are delivered in order when it fails, dropped when it recognizes.
    var withheld: [(method: UIResponder.TouchMethod, touches: [UITouch])] = []
    /// The views' `touchesEnded` held back after the fingers lifted, while a recognizer with
    /// `delaysTouchesEnded` is still undecided (a double tap waiting for its second tap, a
    /// tap waiting for another to fail): delivered when the last such recognizer fails,
    /// turned into `touchesCancelled` when one recognizes. Held for at most the recognizers'
    /// own timeouts.
    var deferredEnded: (views: [(view: UIView, touches: [UITouch])], event: UIEvent)?
    /// Whether the views have had `touchesBegan` for this sequence (withheld ones have not).
    var viewsReceivedBegan = false
    /// The event of the sequence in progress.
    var currentEvent: UIEvent?
    /// Whether fingers are on the screen.
    var touchesDown = false
    /// The end of the last tap: when and where, and its tap count, for the next tap's count.
    var lastTap: (time: TimeInterval, point: CGPoint, count: Int)?

    init(runtime: HeadlessRuntime) {
        self.runtime = runtime
    }

    // MARK: Attachment

    func recognizers(of view: UIView) -> [UIGestureRecognizer] {
        let key = ObjectIdentifier(view)
        guard let list = attached[key] else { return [] }
        if let first = list.first, !first.isAttached(to: view) {
            // The view this entry belonged to is gone and its address was reused.
            attached[key] = nil
            return []
        }
        return list
    }

    func setRecognizers(_ list: [UIGestureRecognizer], of view: UIView) {
        attached[ObjectIdentifier(view)] = list.isEmpty ? nil : list
        if attached.count > max(64, 2 * attachedCountAtLastPurge) { purge() }
    }

    /// Detaches the recognizers of a view being destroyed.
    func detachAll(of view: UIView) {
        let key = ObjectIdentifier(view)
        guard let list = attached[key] else { return }
        for recognizer in list where recognizer.isAttached(to: view) { recognizer.viewReference = nil }
        attached[key] = nil
    }

    /// Detaches the recognizers of a view destroyed off the main actor, known by its address
    /// only (``OffMainRelease``); rare, so a scan of the table.
    func detachAll(ofDestroyedViewAt address: UnsafeMutableRawPointer) {
        for (key, list) in attached {
            var named = false
            for recognizer in list where recognizer.viewReference?.address == address {
                recognizer.viewReference = nil
                named = true
            }
            if named { attached[key] = nil }
        }
    }

    /// Detaches every recognizer from its view.
    func detachAllViews() {
        for list in attached.values {
            for recognizer in list { recognizer.viewReference = nil }
        }
        attached = [:]
    }

    /// Drops the entries of views that no longer exist (amortised: when the table doubled).
    private func purge() {
        attached = attached.filter { _, list in list.first?.viewReference != nil }
        attachedCountAtLastPurge = attached.count
    }

    // MARK: Sequences

    /// Starts a gesture's touches: the recognizers of each touch's view and its superviews
    /// (deepest first) that are enabled and accept the touch. Recognizers of an earlier
    /// gesture that still wait and are not among them fail.
    func begin(_ touches: [UITouch], event: UIEvent) -> [UIGestureRecognizer] {
        touchesDown = true
        currentEvent = event
        viewsWithTouches = []
        viewTouchesCancelled = false
        viewTouchesEnded = false
        viewsReceivedBegan = false
        withheld = []
        var found: [UIGestureRecognizer] = []
        for touch in touches {
            var receivers: [UIGestureRecognizer] = []
            var current: UIView? = touch.view
            while let view = current {
                for recognizer in recognizers(of: view) where recognizer.isEnabled && !recognizer.isScrollViewPan
                    && !receivers.contains(identicalTo: recognizer) {
                    if let delegate = recognizer.delegate {
                        let accepted = ask(delegate, .gestureShouldReceiveTouch, [recognizer.traceName, "touch"], default: true) {
                            delegate.gestureRecognizer(recognizer, shouldReceive: touch)
                        }
                        if !accepted { continue }
                    }
                    recognizer.refusal = nil
                    receivers.append(recognizer)
                }
                current = view.storedSuperview
            }
            touch.gestureRecognizers = receivers
            for recognizer in receivers where !found.contains(identicalTo: recognizer) { found.append(recognizer) }
        }
        // A new gesture elsewhere: the recognizers waiting for more touches fail first, so
        // that those waiting for them to fail recognize; any still undecided then fail.
        for waiting in active where !found.contains(identicalTo: waiting) && waiting.storedState == .possible
            && waiting.pendingRecognition == nil {
            apply(.failed, to: waiting)
        }
        for waiting in active where !found.contains(identicalTo: waiting) && waiting.storedState == .possible {
            apply(.failed, to: waiting)
        }
        settle()
        for recognizer in found where !active.contains(identicalTo: recognizer) { active.append(recognizer) }
        return found
    }

    /// Calls a recognizer's touch method with its touches, then applies the states it asked for.
    func dispatch(_ method: UIResponder.TouchMethod, _ touches: [UITouch], to recognizer: UIGestureRecognizer, event: UIEvent) {
        guard recognizer.isEnabled, !recognizer.storedState.isFinished, recognizer.pendingRecognition == nil else { return }
        let mine = touches.filter { touch in touch.gestureRecognizers?.contains(identicalTo: recognizer) ?? false }
        guard !mine.isEmpty else { return }
        if method == .began {
            for touch in mine where !recognizer.trackedTouches.contains(identicalTo: touch) {
                recognizer.trackedTouches.append(touch)
            }
        }
        recognizer.lastWindowPoints = recognizer.trackedTouches.map(\.windowLocation)
        recognizer.lastWindow = mine.first?.window
        let set = Set(mine)
        switch method {
        case .began: recognizer.touchesBegan(set, with: event)
        case .moved: recognizer.touchesMoved(set, with: event)
        case .ended: recognizer.touchesEnded(set, with: event)
        case .cancelled: recognizer.touchesCancelled(set, with: event)
        }
        if method == .ended || method == .cancelled {
            recognizer.trackedTouches.removeAll { touch in mine.contains(identicalTo: touch) }
        }
    }

    /// Ends a gesture's touches: recognizers that neither decided nor wait for more touches
    /// fail, and finished recognizers reset.
    func end() {
        touchesDown = false
        currentEvent = nil
        // The arena outlives the views; it must not keep them alive.
        viewsWithTouches = []
        withheld = []
        for recognizer in active where recognizer.storedState == .possible && recognizer.pendingRecognition == nil
            && !recognizer.awaitsMoreTouches {
            apply(.failed, to: recognizer)
        }
        settle()
    }

    // MARK: States

    /// A state a recognizer asked for (its `state` setter).
    func request(_ state: UIGestureRecognizer.State, for recognizer: UIGestureRecognizer) {
        // A touch whose view left the window since the last frame is cancelled first (a
        // long press's timer must not begin a gesture whose view is gone).
        if touchesDown, state == .began || state == .changed || state == .ended, cancelDepartedTouches(),
           recognizer.storedState.isFinished {
            return
        }
        apply(state, to: recognizer)
        if !touchesDown { settle() }
    }

    /// A recognizer turned off: a gesture in progress is cancelled, a possible one fails.
    func disabled(_ recognizer: UIGestureRecognizer) {
        switch recognizer.storedState {
        case .began, .changed: apply(.cancelled, to: recognizer)
        case .possible where active.contains(identicalTo: recognizer): apply(.failed, to: recognizer)
        default: break
        }
        if !touchesDown { settle() }
    }

    private func isLegal(_ old: UIGestureRecognizer.State, _ new: UIGestureRecognizer.State) -> Bool {
        switch (old, new) {
        case (.possible, .began), (.possible, .ended), (.possible, .failed), (.possible, .cancelled): true
        case (.began, .changed), (.began, .ended), (.began, .cancelled), (.began, .failed): true
        case (.changed, .changed), (.changed, .ended), (.changed, .cancelled), (.changed, .failed): true
        default: false
        }
    }

    func apply(_ new: UIGestureRecognizer.State, to recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        if new == .possible && old == .possible { return }
        if old.isFinished && new == old { return }
        guard isLegal(old, new) else {
            runtime.report(.warning, .gestureStateIllegalEdge,
                           "\(recognizer.traceName).state = .\(new.traceName) while it is \(old.traceName): a recognizer goes possible → began → changed → ended (or cancelled), or possible → ended/failed; the change was ignored.")
            return
        }
        if old == .possible && (new == .began || new == .ended) {
            attemptRecognition(new, recognizer)
            return
        }
        if old == .possible && new == .cancelled {
            commit(.failed, recognizer)
            return
        }
        commit(new, recognizer)
    }

    /// A recognizer that wants to begin or recognize: asked, made to wait, or refused.
    private func attemptRecognition(_ new: UIGestureRecognizer.State, _ recognizer: UIGestureRecognizer) {
        let requirements = active.filter { $0 !== recognizer && requiresFailure(recognizer, of: $0) }
        if let winner = requirements.first(where: { $0.storedState == .began || $0.storedState == .changed || $0.storedState == .ended }) {
            recognizer.refusal = "it waits for \(winner.traceName) to fail, and that one recognized"
            commit(.failed, recognizer)
            return
        }
        if requirements.contains(where: { $0.storedState == .possible }) {
            if recognizer.pendingRecognition == nil {
                recognizer.pendingRecognition = new
                runtime.note("\(recognizer.traceName) waits for \(requirements.filter { $0.storedState == .possible }.map(\.traceName).joined(separator: ", ")) to fail")
            }
            return
        }
        recognizer.pendingRecognition = nil
        if let running = active.first(where: { other in
            other !== recognizer && (other.storedState == .began || other.storedState == .changed)
                && !simultaneous(recognizer, other) && other.canPrevent(recognizer) && recognizer.canBePrevented(by: other)
        }) {
            runtime.note("\(recognizer.traceName) is prevented by \(running.traceName), whose gesture is in progress")
            recognizer.refusal = "\(running.traceName) took the touches first (its gesture was in progress)"
            commit(.failed, recognizer)
            return
        }
        guard mayBegin(recognizer) else {
            commit(.failed, recognizer)
            return
        }
        commit(new, recognizer)
        for other in active where other !== recognizer && other.storedState == .possible {
            if requiresFailure(other, of: recognizer) {
                other.refusal = "it waits for \(recognizer.traceName) to fail, and that one recognized"
                commit(.failed, other)
            } else if !simultaneous(recognizer, other) && recognizer.canPrevent(other) && other.canBePrevented(by: recognizer) {
                other.refusal = "\(recognizer.traceName) \(new == .began ? "began" : "recognized") first"
                commit(.failed, other)
            }
        }
        if recognizer.cancelsTouchesInView { cancelViewTouches() }
    }

    /// Sets the state, traces it, sends the actions of recognizing states, and lets the
    /// recognizers that wait for a failed one go on.
    private func commit(_ new: UIGestureRecognizer.State, _ recognizer: UIGestureRecognizer) {
        let old = recognizer.storedState
        recognizer.storedState = new
        recognizer.pendingRecognition = nil
        if new.isFinished, let timer = recognizer.timer {
            runtime.runLoop.cancel(timer)
            recognizer.timer = nil
        }
        if new.isFinished { recognizer.awaitsMoreTouches = false }
        runtime.note("\(recognizer.traceName) \(old.traceName) → \(new.traceName)")
        if new != .failed { sendActions(of: recognizer) }
        if new == .failed { releaseWaiters(of: recognizer) }
        if new == .failed || new == .cancelled { releaseDeferredEnded() }
    }

    /// Whether a recognizer still undecided holds the views' `touchesEnded` back.
    func delaysEnded(_ recognizers: [UIGestureRecognizer]) -> Bool {
        recognizers.contains { $0.isEnabled && $0.delaysTouchesEnded && $0.storedState == .possible }
    }

    /// Delivers the deferred `touchesEnded` once no recognizer that delays them is undecided.
    private func releaseDeferredEnded() {
        // A recognizer that just recognized and cancels touches turns them into cancels.
        guard let deferred = deferredEnded,
              !delaysEnded(active.filter { $0.pendingRecognition != nil || $0.awaitsMoreTouches }),
              !active.contains(where: { $0.cancelsTouchesInView && [.began, .changed, .ended].contains($0.storedState) })
        else { return }
        deferredEnded = nil
        for (view, touches) in deferred.views { view.deliverTouches(.ended, Set(touches), with: deferred.event) }
    }

    private func releaseWaiters(of failed: UIGestureRecognizer) {
        for waiter in active where waiter.storedState == .possible && waiter.pendingRecognition != nil
            && requiresFailure(waiter, of: failed) {
            if let pending = waiter.pendingRecognition {
                attemptRecognition(pending, waiter)
            }
        }
    }

    private func sendActions(of recognizer: UIGestureRecognizer) {
        for pair in recognizer.targetActions {
            guard let target = pair.target else { continue }
            runtime.send(pair.action, to: target, arguments: [recognizer])
        }
        for handler in recognizer.handlers { handler(recognizer) }
    }

    /// Sends `touchesCancelled` to the views that had the touches; they get no more of them.
    func cancelViewTouches() {
        if let deferred = deferredEnded {
            // A recognizer recognized after the fingers lifted: the held-back ends are cancels.
            deferredEnded = nil
            for (view, touches) in deferred.views {
                let phases = touches.map(\.phase)
                for touch in touches { touch.phase = .cancelled }
                view.deliverTouches(.cancelled, Set(touches), with: deferred.event)
                for (touch, phase) in zip(touches, phases) { touch.phase = phase }
            }
        }
        guard !viewTouchesCancelled else { return }
        viewTouchesCancelled = true
        withheld = []
        guard let event = currentEvent, !viewTouchesEnded, viewsReceivedBegan else { return }
        // Touches that lifted in this phase have not reached the views yet: they are
        // cancelled instead of ended, as a recognizer that recognizes on lift does on iOS.
        for (view, touches) in viewsWithTouches {
            let live = touches.filter { $0.phase != .cancelled }
            guard !live.isEmpty else { continue }
            let phases = live.map(\.phase)
            for touch in live { touch.phase = .cancelled }
            view.deliverTouches(.cancelled, Set(live), with: event)
            for (touch, phase) in zip(live, phases) { touch.phase = phase }
        }
    }

    /// Resets the finished recognizers no one waits on, once the fingers are up.
    func settle() {
        guard !touchesDown else { return }
        let waiting = active.filter { $0.storedState == .possible && $0.pendingRecognition != nil }
        var kept: [UIGestureRecognizer] = []
        for recognizer in active {
            let isWaitedOn = waiting.contains { requiresFailure($0, of: recognizer) }
            if recognizer.storedState.isFinished && !isWaitedOn {
                recognizer.storedState = .possible
                recognizer.trackedTouches = []
                recognizer.awaitsMoreTouches = false
                recognizer.reset()
            } else if recognizer.storedState == .possible && recognizer.pendingRecognition == nil && !recognizer.awaitsMoreTouches {
                continue
            } else {
                kept.append(recognizer)
            }
        }
        active = kept
    }

    // MARK: Questions

    /// Whether `recognizer` waits for `other` to fail.
    func requiresFailure(_ recognizer: UIGestureRecognizer, of other: UIGestureRecognizer) -> Bool {
        if recognizer.waits(for: other) { return true }
        if recognizer.shouldRequireFailure(of: other) || other.shouldBeRequiredToFail(by: recognizer) { return true }
        if let delegate = recognizer.delegate,
           ask(delegate, .gestureShouldRequireFailure, [recognizer.traceName, other.traceName], default: false, {
               delegate.gestureRecognizer(recognizer, shouldRequireFailureOf: other)
           }) { return true }
        if let delegate = other.delegate,
           ask(delegate, .gestureShouldBeRequiredToFail, [other.traceName, recognizer.traceName], default: false, {
               delegate.gestureRecognizer(other, shouldBeRequiredToFailBy: recognizer)
           }) { return true }
        return false
    }

    private func simultaneous(_ first: UIGestureRecognizer, _ second: UIGestureRecognizer) -> Bool {
        if let delegate = first.delegate,
           ask(delegate, .gestureShouldRecognizeSimultaneously, [first.traceName, second.traceName], default: false, {
               delegate.gestureRecognizer(first, shouldRecognizeSimultaneouslyWith: second)
           }) { return true }
        if let delegate = second.delegate,
           ask(delegate, .gestureShouldRecognizeSimultaneously, [second.traceName, first.traceName], default: false, {
               delegate.gestureRecognizer(second, shouldRecognizeSimultaneouslyWith: first)
           }) { return true }
        return false
    }

    /// Whether a recognizer may leave `possible`: its delegate, then the framework's own
    /// check (``UIGestureRecognizer/frameworkGate``), then the touched view. A refusal is
    /// kept in ``UIGestureRecognizer/refusal`` for the device's messages.
    private func mayBegin(_ recognizer: UIGestureRecognizer) -> Bool {
        if let delegate = recognizer.delegate,
           !ask(delegate, .gestureShouldBegin, [recognizer.traceName], default: true, {
               delegate.gestureRecognizerShouldBegin(recognizer)
           }) {
            recognizer.refusal = (delegate as? FrameworkGestureDelegate)?.refusal(toBegin: recognizer)
                ?? "its delegate \((delegate as? UIResponder)?.traceName ?? TraceNames.className(of: type(of: delegate))) returned false from gestureRecognizerShouldBegin(_:)"
            return false
        }
        if let gate = recognizer.frameworkGate, let reason = gate(recognizer) {
            recognizer.refusal = reason
            return false
        }
        let touched = recognizer.trackedTouches.first?.view ?? recognizer.storedView
        if let touched {
            var allowed = true
            runtime.deliver(touched, .gestureShouldBegin, [recognizer.traceName]) {
                allowed = touched.gestureRecognizerShouldBegin(recognizer)
            }
            if !allowed {
                recognizer.refusal = "\(touched.traceName), where the touch began, returned false from gestureRecognizerShouldBegin(_:)"
            }
            return allowed
        }
        return true
    }

    /// Asks a recognizer's delegate, through the runtime (traced) unless the delegate is one
    /// the framework installed itself, whose answers are not the app's callbacks.
    private func ask(_ delegate: UIGestureRecognizerDelegate, _ callback: Callback, _ arguments: @autoclosure () -> [String],
                     default value: Bool, _ body: () -> Bool) -> Bool {
        if delegate is FrameworkGestureDelegate { return body() }
        return runtime.ask(delegate, callback, arguments(), default: value, body)
    }
}

/// A gesture recognizer delegate the framework installs on a recognizer of its own (the
/// navigation controller's edge swipe): its answers are not traced as app callbacks, and it
/// explains why it did not let the recognizer begin.
@MainActor
protocol FrameworkGestureDelegate: UIGestureRecognizerDelegate {
    /// Why the delegate answers false to `gestureRecognizerShouldBegin(_:)` now, or nil.
    func refusal(toBegin recognizer: UIGestureRecognizer) -> String?
}
