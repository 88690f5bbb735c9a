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
        let list = subjects.joined(separator: ", ")
        return TraceCause(operation: operation, subjects: subjects, animated: animated,
                          text: "\(operation)(\(list.isEmpty ? "" : list + ", ")animated: \(animated))")
    }

    public var description: String { text }
}
