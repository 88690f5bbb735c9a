import HeadlessCore
import Foundation

/// The default handling of presses: pass them to the next responder, as UIKit's
/// `pressesBegan(_:with:)` and its siblings do (References §55.2). Every hop is traced on the
/// responder that receives it, with the pressed keys.
extension UIResponder {
    /// The phases of press delivery, one per responder method.
    enum PressMethod {
        case began, changed, ended, cancelled

        var callback: Callback {
            switch self {
            case .began: .pressesBegan
            case .changed: .pressesChanged
            case .ended: .pressesEnded
            case .cancelled: .pressesCancelled
            }
        }
    }

    /// Calls the responder's method for `method`, traced.
    func deliverPresses(_ method: PressMethod, _ presses: Set<UIPress>, with event: UIPressesEvent?) {
        runtime.deliver(self, method.callback, [Self.describePresses(presses), "event"]) {
            switch method {
            case .began: pressesBegan(presses, with: event)
            case .changed: pressesChanged(presses, with: event)
            case .ended: pressesEnded(presses, with: event)
            case .cancelled: pressesCancelled(presses, with: event)
            }
        }
    }

    /// The default implementation: the next responder gets the same call.
    func forwardPresses(_ method: PressMethod, _ presses: Set<UIPress>, with event: UIPressesEvent?) {
        next?.deliverPresses(method, presses, with: event)
    }

    /// The pressed keys, as `[⌘N]`.
    static func describePresses(_ presses: Set<UIPress>) -> String {
        "[" + presses.compactMap { $0.key.map(KeyStroke.describe) }.sorted().joined(separator: ", ") + "]"
    }
}
