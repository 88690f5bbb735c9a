import HeadlessCore
import Foundation

/// The default handling of touches: pass them to the next responder.
///
/// `UIResponder`'s `touchesBegan(_:with:)` and its siblings forward to ``UIResponder/next``,
/// as UIKit's do, so a view that does not override them lets its superview (or its view
/// controller) see the touches. Every hop is traced on the responder that receives it, with
/// the touches' locations in that responder's view.
extension UIResponder {
    /// The phases of touch delivery, one per responder method.
    enum TouchMethod {
        case began, moved, ended, cancelled

        var callback: Callback {
            switch self {
            case .began: .touchesBegan
            case .moved: .touchesMoved
            case .ended: .touchesEnded
            case .cancelled: .touchesCancelled
            }
        }
    }

    /// Calls the responder's method for `method`, traced.
    func deliverTouches(_ method: TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?) {
        runtime.deliver(self, method.callback, [describeTouches(touches), "event"]) {
            switch method {
            case .began: touchesBegan(touches, with: event)
            case .moved: touchesMoved(touches, with: event)
            case .ended: touchesEnded(touches, with: event)
            case .cancelled: touchesCancelled(touches, with: event)
            }
        }
    }

    /// The default implementation: the next responder gets the same call.
    func forwardTouches(_ method: TouchMethod, _ touches: Set<UITouch>, with event: UIEvent?) {
        next?.deliverTouches(method, touches, with: event)
    }

    /// The touches' locations in the receiver's view (the view itself, a controller's view,
    /// else the window), in the order the fingers went down.
    private func describeTouches(_ touches: Set<UITouch>) -> String {
        let view: UIView? = (self as? UIView) ?? (self as? UIViewController)?.viewIfLoaded
        let sorted = touches.sorted { $0.fingerIndex < $1.fingerIndex }
        return "[" + sorted.map { TouchTrace.point($0.location(in: view)) }.joined(separator: ", ") + "]"
    }
}
