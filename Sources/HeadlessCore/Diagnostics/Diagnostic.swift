/// A problem the framework noticed: misuse of the API or bad input.
///
/// UIKit raises an exception or logs a line in these situations; the headless runtime
/// reports a diagnostic instead, leaves the state unchanged where UIKit would have
/// thrown, and goes on.
public struct Diagnostic: Sendable, Hashable, Codable, CustomStringConvertible {
    /// How serious the problem is.
    public enum Severity: String, Sendable, Hashable, Codable {
        /// A part of the app that HeadlessUIKit does not create yet (a storyboard element it
        /// does not model), which the app has not used: shown so that the gap is visible, and
        /// no failure of `--strict` on its own. When the app or a scripted step uses that part,
        /// an ``error`` is reported about it (References §47.4).
        case notice
        /// UIKit logs this and goes on.
        case warning
        /// UIKit raises an exception here; the runtime refused the operation instead.
        case error
    }

    /// How serious the problem is.
    public var severity: Severity

    /// Whether the diagnostic fails a run under `--strict`: warnings and errors do, notices
    /// do not.
    public var failsStrictRun: Bool { severity != .notice }
    /// A stable identifier for the kind of problem, such as `view.hierarchy.cycle`.
    public var code: DiagnosticCode
    /// The message, naming the object and the fix.
    public var message: String
    /// The object the problem is about, such as `ViewController#1`, when there is one.
    public var subject: String?

    /// Creates a diagnostic.
    public init(_ severity: Severity, code: DiagnosticCode, message: String, subject: String? = nil) {
        self.severity = severity
        self.code = code
        self.message = message
        self.subject = subject
    }

    /// `warning: [code] message`.
    public var description: String { "\(severity.rawValue): [\(code)] \(message)" }
}
