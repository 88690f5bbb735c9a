import HeadlessCore
import Foundation

/// The text-input state of one simulated process: its first responder and the keyboard.
///
/// Held per runtime (by serial), so that a reset process starts with no first responder
/// and the keyboard down.
@MainActor
final class TextInputSession {
    private static var storage: TextInputSession?

    /// The session of the current process.
    static var current: TextInputSession {
        let runtime = HeadlessRuntime.current
        if let storage, storage.serial == runtime.serial { return storage }
        let session = TextInputSession(serial: runtime.serial)
        storage = session
        return session
    }

    let serial: Int
    /// The first responder, if any.
    weak var firstResponder: UIResponder?
    /// The keyboard's frame in screen coordinates while it is up; nil while it is down.
    var keyboardFrame: CGRect?
    /// Set while a resignation skips the delegate's permission (`endEditing(true)`).
    var forcingResignation = false
    /// Set while the first responder passes from one responder to another.
    var transferring = false

    init(serial: Int) { self.serial = serial }
}
