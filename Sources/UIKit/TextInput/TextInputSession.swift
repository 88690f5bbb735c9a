import HeadlessCore
import Foundation

/// The text-input state of one simulated process: its first responder and the keyboard.
///
/// Held by the runtime (``HeadlessRuntime/textInput``), so that a fresh process starts with
/// no first responder and the keyboard down.
@MainActor
final class TextInputSession {
    /// The first responder, if any.
    weak var firstResponder: UIResponder?
    /// The keyboard's frame in screen coordinates while it is up; nil while it is down.
    var keyboardFrame: CGRect?
    /// The input view and input accessory view the keyboard shows now (identities only),
    /// to tell whether the next first responder brings its own (References §50.5).
    var keyboardInputViews: (input: ObjectIdentifier?, accessory: ObjectIdentifier?) = (nil, nil)
    /// Set while a resignation skips the delegate's permission (`endEditing(true)`).
    var forcingResignation = false
    /// Set while the first responder passes from one responder to another.
    var transferring = false

    init() {}
}
