/// How the two sides of a ``Constraint`` compare.
public enum Relation: Sendable, Hashable, CustomStringConvertible {
    /// `lhs == rhs`.
    case equal
    /// `lhs <= rhs`.
    case lessThanOrEqual
    /// `lhs >= rhs`.
    case greaterThanOrEqual

    public var description: String {
        switch self {
        case .equal: "=="
        case .lessThanOrEqual: "<="
        case .greaterThanOrEqual: ">="
        }
    }
}
