import HeadlessCore
import Foundation

/// Recognizes taps: a number of fingers down and up, a number of times, without moving.
///
/// Discrete: it goes `possible → ended` when the last required tap lifts. Between taps it
/// stays possible for `multipleTapInterval` of virtual time, and fails if no next tap
/// begins by then, or if a finger moves more than `allowableMovement`.
@preconcurrency @MainActor
open class UITapGestureRecognizer: UIGestureRecognizer {
    /// How long the recognizer waits for the next tap of a multiple tap, in seconds.
    ///
    /// Apple does not document the figure; 0.35 s is this project's choice, within the 0.25 to
    /// 0.5 s that developers report for a double tap on iOS.
    static let multipleTapInterval: TimeInterval = 0.35
    /// How far a finger may move during a tap, in points (the long press's documented
    /// `allowableMovement`; Apple gives no figure for taps).
    static let allowableMovement: CGFloat = 10

    /// The number of taps. Default 1.
    open var numberOfTapsRequired = 1
    /// The number of fingers. Default 1.
    open var numberOfTouchesRequired = 1

    private var tapsSoFar = 0
    private var startPoints: [CGPoint] = []
    private var maximumTouches = 0

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelWaitTimer()
        if trackedTouches.count == touches.count { startPoints = [] ; maximumTouches = 0 }
        startPoints.append(contentsOf: touches.map(\.windowLocation))
        maximumTouches = max(maximumTouches, trackedTouches.count)
        if maximumTouches > numberOfTouchesRequired { state = .failed }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        let moved = touches.contains { touch in
            startPoints.allSatisfy { hypot($0.x - touch.windowLocation.x, $0.y - touch.windowLocation.y) > Self.allowableMovement }
        }
        if moved { state = .failed }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        // The tap ends when its last finger lifts.
        guard trackedTouches.count == touches.count else { return }
        guard maximumTouches == numberOfTouchesRequired else {
            state = .failed
            return
        }
        tapsSoFar += 1
        if tapsSoFar >= numberOfTapsRequired {
            state = .ended
        } else {
            awaitsMoreTouches = true
            timer = runtime.runLoop.schedule(after: Self.multipleTapInterval) { [weak self] in
                guard let self, self.state == .possible else { return }
                self.timer = nil
                self.awaitsMoreTouches = false
                self.state = .failed
            }
        }
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        state = .failed
    }

    open override func reset() {
        super.reset()
        tapsSoFar = 0
        startPoints = []
        maximumTouches = 0
        cancelWaitTimer()
    }

    private func cancelWaitTimer() {
        if let timer { runtime.runLoop.cancel(timer) }
        timer = nil
        awaitsMoreTouches = false
    }
}
