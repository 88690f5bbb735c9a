import HeadlessCore
import Foundation

/// Recognizes two fingers turning: continuous, ``rotation`` is the angle, in radians, of the
/// line between them since they went down.
@preconcurrency @MainActor
open class UIRotationGestureRecognizer: UIGestureRecognizer {
    /// The rotation since the gesture began, in radians.
    open var rotation: CGFloat = 0 {
        didSet { if let angle = currentAngle { baseAngle = angle - rotation } }
    }
    /// The speed of the rotation, in radians per second of virtual time.
    open private(set) var velocity: CGFloat = 0

    private var baseAngle: CGFloat?
    private var lastTime: TimeInterval = 0

    private var currentAngle: CGFloat? {
        guard trackedTouches.count >= 2 else { return nil }
        let a = trackedTouches[0].windowLocation, b = trackedTouches[1].windowLocation
        return atan2(b.y - a.y, b.x - a.x)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if let angle = currentAngle, state == .possible {
            baseAngle = angle
            lastTime = event.timestamp
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        guard let base = baseAngle, let angle = currentAngle else { return }
        var turned = angle - base
        while turned > .pi { turned -= 2 * .pi }
        while turned < -.pi { turned += 2 * .pi }
        let now = touches.first?.timestamp ?? event.timestamp
        if now > lastTime { velocity = (turned - rotation) / CGFloat(now - lastTime) }
        lastTime = now
        let saved = baseAngle
        rotation = turned
        baseAngle = saved
        continueContinuousGesture(beginning: abs(turned) >= 0.05)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        rotation = 0
        baseAngle = nil
        velocity = 0
    }
}
