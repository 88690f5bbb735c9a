import HeadlessCore
import Foundation

/// The first responder of the process and the keyboard that follows it.
///
/// - Becoming first responder: the receiver must answer ``UIResponder/canBecomeFirstResponder``
///   with true, and a view must be in a window; the current first responder, if another, is
///   asked to resign (``UIResponder/canResignFirstResponder``, then its
///   ``UIResponder/resignFirstResponder()``, which a text field's delegate may refuse), and
///   when it refuses the receiver does not become first responder.
/// - The keyboard is up while the first responder takes typed text (``UIKeyInput``, which
///   text fields and text views are) and is in a window. Handing the first responder from
///   one text input to another leaves it up (no hide and show notifications); resigning
///   with no successor takes it down (see `SimulatedKeyboard.swift`).
extension UIResponder {
    func becomeFirstResponderMechanism() -> Bool {
        let session = runtime.textInput
        if session.firstResponder === self { return true }
        guard canBecomeFirstResponder else { return false }
        if let view = self as? UIView, view.storedWindow == nil {
            runtime.report(.warning, .textFirstResponderNotInWindow,
                           "\(view.traceName).becomeFirstResponder() returned false: the view is in no window. Add it to a window's hierarchy (for example in viewDidAppear) before making it first responder.",
                           about: view)
            return false
        }
        if let current = session.firstResponder {
            guard current.canResignFirstResponder else { return false }
            session.transferring = true
            let resigned = current.resignFirstResponder()
            session.transferring = false
            guard resigned else { return false }
            if session.firstResponder === current { session.firstResponder = nil }
        }
        session.firstResponder = self
        runtime.deliver(self, .becomeFirstResponder) {}
        if !(self is EditingTextInput) { SimulatedKeyboard.update(in: runtime) }
        return true
    }

    func resignFirstResponderMechanism() -> Bool {
        let session = runtime.textInput
        guard session.firstResponder === self else { return true }
        session.firstResponder = nil
        runtime.deliver(self, .resignFirstResponder) {}
        if !(self is EditingTextInput) { SimulatedKeyboard.update(in: runtime) }
        return true
    }

    var isFirstResponderMechanism: Bool { runtime.textInput.firstResponder === self }

    func reloadInputViewsMechanism() {
        guard isFirstResponder else { return }
        SimulatedKeyboard.update(reloading: true, in: runtime)
    }
}

/// A text input that shows the keyboard itself, after its own begin-editing callbacks.
@MainActor
protocol EditingTextInput: UIKeyInput {}

extension UIView {
    /// Makes the first responder in this view's subtree resign; with `force`, without asking
    /// a text field's or text view's delegate. Returns whether a first responder resigned
    /// (true when there was none in the subtree).
    @discardableResult
    public func endEditing(_ force: Bool) -> Bool {
        let session = runtime.textInput
        guard let responder = session.firstResponder as? UIView, responder.isDescendant(of: self) else { return true }
        if force { session.forcingResignation = true }
        defer { session.forcingResignation = false }
        return responder.resignFirstResponder()
    }
}

extension HeadlessRuntime {
    /// Posts a notification and records it in the trace as `NotificationCenter.post(_:object:)`.
    func postTraced(_ name: Notification.Name, object: AnyObject?, userInfo: [AnyHashable: Any]? = nil) {
        let objectName = (object as? UIResponder)?.traceName ?? "nil"
        if let recorder {
            recorder.record(event(kind: .callback, className: "NotificationCenter", ordinal: 0,
                                          callback: Callback.postNotification.swiftName,
                                          selector: Callback.postNotification.selector,
                                          arguments: [name.rawValue, objectName]))
        }
        NotificationCenter.default.post(name: name, object: object, userInfo: userInfo)
    }
}
