import HeadlessCore
import Foundation

/// The transitions every continuous recognizer (pan, pinch, rotation, long press) shares, in
/// one place: once begun, a move is a change; the touches ending end a gesture that began and
/// fail one that never did; a cancellation cancels a begun gesture and fails one still possible.
extension UIGestureRecognizer {
    /// A move: a possible gesture begins when `crossedThreshold`, a begun one changes.
    func continueContinuousGesture(beginning crossedThreshold: @autoclosure () -> Bool) {
        switch state {
        case .possible where crossedThreshold(): state = .began
        case .began, .changed: state = .changed
        default: break
        }
    }

    /// The touches ended: a begun gesture ends, a possible one fails.
    func endContinuousGesture() {
        switch state {
        case .began, .changed: state = .ended
        case .possible: state = .failed
        default: break
        }
    }

    /// The touches were cancelled: a possible gesture fails, any other is cancelled.
    func cancelContinuousGesture() {
        state = state == .possible ? .failed : .cancelled
    }
}
