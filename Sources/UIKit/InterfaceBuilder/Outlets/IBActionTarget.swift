import HeadlessCore

/// An object that handles the actions a storyboard or xib connects to it.
///
/// iOS code marks action methods with `@IBAction`, which UIKit calls by selector through the
/// Objective-C runtime. Here the target names its actions itself: it returns the method for
/// each action name the file stores — the Objective-C selector that `@IBAction` produced,
/// such as `saveTapped:` for `func saveTapped(_ sender: Any)`, or `unwindToMaster:` for an
/// unwind action:
///
/// ```swift
/// extension DetailViewController: IBActionTarget {
///     func action(named name: String) -> ((Any?) -> Void)? {
///         switch name {
///         case "saveTapped:": return { self.saveTapped($0) }
///         case "unwindToMaster:": return { self.unwindToMaster($0 as! UIStoryboardSegue) }
///         default: return nil
///         }
///     }
/// }
/// ```
///
/// A control's action connection becomes a `UIAction` on the control for the file's event
/// (`touchUpInside`, `valueChanged`…); when it fires, the target's method runs with the
/// control as the sender. An action connected to First Responder goes up the responder chain
/// from the control to the first object that has it. An unwind segue's destination is the
/// first controller, searching outwards from the source, that has the unwind action; the
/// method runs with the segue as the sender.
@MainActor
@_spi(Headless) public protocol IBActionTarget: AnyObject {
    /// The method for an action name as the file stores it, or nil when the object has none.
    func action(named name: String) -> ((Any?) -> Void)?
}

extension HeadlessRuntime {
    /// Runs an action on a target, tracing it as a callback when the target is a responder.
    func deliverAction(_ name: String, to target: IBActionTarget, sender: Any?) -> Bool {
        guard let method = target.action(named: name) else { return false }
        if let responder = target as? UIResponder {
            deliver(responder, Callback(Self.swiftName(ofSelector: name), selector: name), [describeSender(sender)]) {
                method(sender)
            }
        } else {
            method(sender)
        }
        return true
    }

    /// `saveTapped:` as `saveTapped(_:)`, for the Swift-style trace.
    static func swiftName(ofSelector selector: String) -> String {
        let parts = selector.split(separator: ":", omittingEmptySubsequences: false)
        guard parts.count > 1, let base = parts.first else { return "\(selector)()" }
        return "\(base)(\(String(repeating: "_:", count: parts.count - 1)))"
    }

    func describeSender(_ sender: Any?) -> String {
        switch sender {
        case nil: return "nil"
        case let responder as UIResponder: return responder.traceName
        case let segue as UIStoryboardSegue: return segue.traceName
        case let recognizer as UIGestureRecognizer: return recognizer.traceName
        case let some?: return String(describing: type(of: some))
        }
    }
}
