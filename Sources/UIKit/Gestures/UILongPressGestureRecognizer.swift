import HeadlessCore
import Foundation

/// Recognizes a press held still for ``minimumPressDuration``: continuous, it begins when the
/// duration passes on the virtual clock with the fingers down, changes as they move, and ends
/// when they lift. Moving more than ``allowableMovement`` before it begins makes it fail.
@preconcurrency @MainActor
open class UILongPressGestureRecognizer: UIGestureRecognizer {
    /// How long the fingers must stay down, in seconds. Default 0.5 (Apple's documented value).
    open var minimumPressDuration: TimeInterval = 0.5
    /// The number of fingers. Default 1.
    open var numberOfTouchesRequired = 1
    /// The number of taps before the press. Default 0.
    open var numberOfTapsRequired = 0
    /// How far the fingers may move before the gesture begins, in points. Default 10.
    open var allowableMovement: CGFloat = 10

    private var startPoints: [CGPoint] = []

    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {
        startPoints.append(contentsOf: touches.map(\.windowLocation))
        guard state == .possible else { return }
        if trackedTouches.count > numberOfTouchesRequired {
            state = .failed
            return
        }
        if let timer { runtime.runLoop.cancel(timer) }
        timer = runtime.runLoop.schedule(after: minimumPressDuration) { [weak self] in
            guard let self else { return }
            self.timer = nil
            guard self.state == .possible, self.trackedTouches.count == self.numberOfTouchesRequired else { return }
            self.state = .began
        }
    }

    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {
        switch state {
        case .possible:
            let moved = touches.contains { touch in
                startPoints.allSatisfy { hypot($0.x - touch.windowLocation.x, $0.y - touch.windowLocation.y) > allowableMovement }
            }
            if moved { state = .failed }
        case .began, .changed:
            state = .changed
        default:
            break
        }
    }

    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {
        endContinuousGesture()
    }

    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {
        cancelContinuousGesture()
    }

    open override func reset() {
        super.reset()
        startPoints = []
        if let timer { runtime.runLoop.cancel(timer) }
        timer = nil
    }
}
