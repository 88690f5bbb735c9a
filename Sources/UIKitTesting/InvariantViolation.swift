/// A broken lifecycle invariant: which rule, about which object, and what happened.
public struct InvariantViolation: Sendable, Hashable, CustomStringConvertible {
    /// A stable name for the rule, such as `appearance.twice`.
    public let rule: String
    /// The object concerned, such as `DetailViewController#1`.
    public let subject: String
    /// What happened, in a sentence.
    public let message: String
    /// The position of the offending event in the trace, when the rule reads the trace.
    public let sequence: Int?

    /// Creates a violation.
    public init(rule: String, subject: String, message: String, sequence: Int? = nil) {
        self.rule = rule
        self.subject = subject
        self.message = message
        self.sequence = sequence
    }

    /// `[appearance.twice] DetailViewController#1: …`.
    public var description: String {
        "[\(rule)] \(subject): \(message)\(sequence.map { $0 > 0 ? " (trace event \($0))" : "" } ?? "")"
    }
}
