import HeadlessCore
import Foundation

/// Recognizes two fingers moving apart or together: continuous, ``scale`` is the distance
/// between them over the distance when they went down.
@preconcurrency @MainActor
open class UIPinchGestureRecognizer: UIGestureRecognizer {
    /// The scale since the pinch began. Setting it restarts the measure from the current
    /// distance.
    open var scale: CGFloat = 1 {
        didSet { if let distance = currentDistance, scale > 0 { baseDistance = distance / scale } }
    }
    /// The speed of the scale, per second of virtual time.
    open private(set) var velocity: CGFloat = 0

    private var baseDistance: CGFloat?
    private var lastTime: TimeInterval = 0

    private var currentDistance: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return hypot(a.x - b.x, a.y - b.y)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > 2, state == .possible { state = .failed }
        if let distance = currentDistance, state == .possible {
            baseDistance = distance
            lastTime = event.timestamp
        }
    }

    /// Measures the scale and its speed where the fingers are now.
    private func measure(_ touches: Set<UITouch>, with event: UIEvent) -> CGFloat? {
        guard let base = baseDistance, base > 0, let distance = currentDistance else { return nil }
        let newScale = distance / base
        let now = touches.first?.timestamp ?? event.timestamp
        if now > lastTime { velocity = (newScale - scale) / CGFloat(now - lastTime) }
        lastTime = now
        scale = newScale
        baseDistance = base
        return newScale
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let newScale = measure(touches, with: event) else { return }
        continueContinuousGesture(beginning: abs(newScale - 1) >= 0.05)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if state == .began || state == .changed { _ = measure(touches, with: event) }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        scale = 1
        baseDistance = nil
        velocity = 0
    }
}
