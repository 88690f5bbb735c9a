import HeadlessCore
import Foundation

/// Recognizes fingers dragging: continuous, it begins once they have moved `hysteresis`
/// points, changes as they move, and ends when they lift.
@preconcurrency @MainActor
open class UIPanGestureRecognizer: UIGestureRecognizer {
    /// How far the fingers move before a pan begins, in points. Apple does not document the
    /// figure; this is the project's choice.
    static let hysteresis: CGFloat = 10

    /// The fewest fingers that pan. Default 1.
    open var minimumNumberOfTouches = 1
    /// The most fingers that pan. Default `Int.max`.
    open var maximumNumberOfTouches = Int.max

    /// The centroid where the translation is zero, in window coordinates.
    private var origin: CGPoint?
    private var lastCentroid: CGPoint = .zero
    private var lastTime: TimeInterval = 0
    private var windowVelocity: CGPoint = .zero

    /// How far the fingers moved since the gesture began (or since ``setTranslation(_:in:)``),
    /// in `view`'s coordinate system (the window's when nil).
    open func translation(in view: UIView?) -> CGPoint {
        guard let origin else { return .zero }
        return vector(CGPoint(x: lastCentroid.x - origin.x, y: lastCentroid.y - origin.y), to: view)
    }

    /// Makes the translation, in `view`'s coordinate system, equal `translation` now.
    open func setTranslation(_ translation: CGPoint, in view: UIView?) {
        let inWindow = vector(translation, from: view)
        origin = CGPoint(x: lastCentroid.x - inWindow.x, y: lastCentroid.y - inWindow.y)
    }

    /// The speed of the fingers, in points per second of virtual time, in `view`'s coordinate
    /// system (the window's when nil).
    open func velocity(in view: UIView?) -> CGPoint {
        vector(windowVelocity, to: view)
    }

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        if trackedTouches.count > maximumNumberOfTouches {
            if state == .possible { state = .failed }
            return
        }
        lastCentroid = centroid
        lastTime = event.timestamp
        if state == .possible { origin = lastCentroid }
    }

    /// Follows the fingers to where they are now, updating the velocity.
    private func follow(_ touches: Set<UITouch>, with event: UIEvent) {
        let now = touches.first?.timestamp ?? event.timestamp
        let current = centroid
        if now > lastTime {
            windowVelocity = CGPoint(x: (current.x - lastCentroid.x) / CGFloat(now - lastTime),
                                     y: (current.y - lastCentroid.y) / CGFloat(now - lastTime))
        }
        lastCentroid = current
        lastTime = now
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        follow(touches, with: event)
        let current = lastCentroid
        continueContinuousGesture(beginning: trackedTouches.count >= minimumNumberOfTouches
                                      && origin.map { shouldBegin(from: $0, to: current) } == true)
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        if touches.contains(where: { $0.windowLocation != $0.previousWindowLocation }) { follow(touches, with: event) }
        guard trackedTouches.count == touches.count else { return }
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        origin = nil
        windowVelocity = .zero
    }

    /// Whether the fingers moved far enough from `origin` to begin.
    func shouldBegin(from origin: CGPoint, to current: CGPoint) -> Bool {
        hypot(current.x - origin.x, current.y - origin.y) >= Self.hysteresis
    }

    private var centroid: CGPoint {
        let points = trackedTouches.map(\.windowLocation)
        guard !points.isEmpty else { return lastCentroid }
        return CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                       y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
    }

    private func vector(_ vector: CGPoint, to view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let zero = UITouch.convert(.zero, from: lastWindow, to: view)
        let end = UITouch.convert(vector, from: lastWindow, to: view)
        return CGPoint(x: end.x - zero.x, y: end.y - zero.y)
    }

    private func vector(_ vector: CGPoint, from view: UIView?) -> CGPoint {
        guard let view else { return vector }
        let zero = view.convert(CGPoint.zero, to: lastWindow)
        let end = view.convert(vector, to: lastWindow)
        return CGPoint(x: end.x - zero.x, y: end.y - zero.y)
    }
}
