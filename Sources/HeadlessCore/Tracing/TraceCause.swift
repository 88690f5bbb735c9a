/// Why the framework delivered a callback: the operation or device action that caused it.
///
/// It carries the parts a reader of the trace needs (the operation, the objects it is about,
/// whether it was animated) beside the text the trace renders, so that nothing has to read the
/// text back.
public struct TraceCause: Sendable, Hashable, Codable, CustomStringConvertible,
    ExpressibleByStringLiteral, ExpressibleByStringInterpolation {
    /// The operation or action, such as `present`, `pushViewController` or `rotate`.
    public var operation: String
    /// The trace names of the objects the operation is about (the presented controller).
    public var subjects: [String]
    /// Whether the operation was animated, where it takes an `animated:` argument.
    public var animated: Bool?
    /// The text the trace shows, such as `present(DetailViewController#1, animated: true)`.
    public var text: String

    /// Creates a cause from its parts and its rendered text.
    public init(operation: String, subjects: [String] = [], animated: Bool? = nil, text: String) {
        self.operation = operation
        self.subjects = subjects
        self.animated = animated
        self.text = text
    }

    /// A cause that is only its text: a device action (`rotate`) or a property change
    /// (`isHidden = false`), whose operation is the text itself.
    public init(stringLiteral value: String) {
        self.init(operation: value, text: value)
    }

    /// A cause built from text with interpolations, whose operation is the whole text.
    public init(stringInterpolation: DefaultStringInterpolation) {
        self.init(stringLiteral: String(stringInterpolation: stringInterpolation))
    }

    /// A call with the trace names of its subjects and its `animated:` argument, rendered as
    /// Swift: `present(DetailViewController#1, animated: true)`.
    public static func call(_ operation: String, _ subjects: [String], animated: Bool) -> TraceCause {
        // Built by appending into one buffer: made at every push, pop or presentation while a
        // recorder is attached, where joining and interpolating cost several allocations.
        var text = ""
        text.reserveCapacity(operation.utf8.count + subjects.reduce(0) { $0 + $1.utf8.count + 2 } + 18)
        text.append(operation)
        text.append("(")
        for subject in subjects {
            text.append(subject)
            text.append(", ")
        }
        text.append(animated ? "animated: true)" : "animated: false)")
        return TraceCause(operation: operation, subjects: subjects, animated: animated, text: text)
    }

    public var description: String { text }
}
