/// A linear constraint `Σ cᵢ·vᵢ  relation  constant` with a ``Strength``.
///
/// A constraint is a reference: add it to a ``Solver`` with `Solver/add(_:)`, and remove
/// it, or change its constant, by passing the same instance. It can be in one solver at a
/// time. Its terms, relation and strength are fixed; its ``constant`` changes only through
/// ``Solver/setConstant(_:for:)``, which re-solves incrementally.
///
/// Build constraints with the operators: `x + 8 == y`, `a.width >= 44`, then
/// ``withStrength(_:)`` for an optional one.
///
/// A constraint is `Sendable` so that errors can carry it; its mutable state (the constant,
/// the identifier, its registration) is changed only by the solver that holds it, and, like
/// the solver, it must not be used from two threads at once. Both sides are normalised so that the
/// variables are on the left: `x + 8 == y` is stored as `x - y == -8`.
public final class Constraint: CustomStringConvertible, @unchecked Sendable {
    /// The left-hand side's terms, with every variable moved to the left.
    public let terms: [Term]
    /// How the left-hand side compares with ``constant``.
    public let relation: Relation
    /// The right-hand side: `Σ terms relation constant`.
    public internal(set) var constant: Double
    /// How strongly the solver holds the constraint.
    public let strength: Strength
    /// A name for diagnostics, such as UIKit's constraint identifier.
    public var identifier: String?

    /// The solver's record of this constraint, while it is in a solver.
    var recordIndex: Int32 = -1
    /// Identity of the solver holding the constraint (compared only, never hashed).
    var owner: ObjectIdentifier?

    /// The constraint `terms relation constant`.
    public init(terms: [Term], _ relation: Relation, _ constant: Double, strength: Strength = .required) {
        self.terms = terms
        self.relation = relation
        self.constant = constant
        self.strength = strength
    }

    /// The constraint `expression relation 0`.
    public convenience init(_ expression: Expression, _ relation: Relation, strength: Strength = .required) {
        self.init(terms: expression.terms, relation, -expression.constant, strength: strength)
    }

    /// A new constraint with the same terms, relation and constant and another strength.
    public func withStrength(_ strength: Strength) -> Constraint {
        let copy = Constraint(terms: terms, relation, constant, strength: strength)
        copy.identifier = identifier
        return copy
    }

    /// A new constraint with the same terms, relation and constant and the UIKit priority
    /// `priority`.
    public func withPriority(_ priority: Float) -> Constraint { withStrength(Strength(priority)) }

    public var description: String { render { $0.description } }

    /// The constraint written out, with each variable named by `name`.
    func render(_ name: (Variable) -> String) -> String {
        var text = ""
        for (index, term) in terms.enumerated() {
            let c = term.coefficient
            if index == 0 {
                if c == -1 { text += "-" } else if c != 1 { text += "\(formatNumber(c))*" }
            } else {
                text += c < 0 ? " - " : " + "
                if abs(c) != 1 { text += "\(formatNumber(abs(c)))*" }
            }
            text += name(term.variable)
        }
        if terms.isEmpty { text = "0" }
        text += " \(relation) \(formatNumber(constant))"
        if !strength.isRequired { text += " @\(formatNumber(Double(strength.priority)))" }
        if let identifier { text = "'\(identifier)' \(text)" }
        return text
    }
}

/// `12` rather than `12.0`, `0.5` as is.
func formatNumber(_ value: Double) -> String {
    if value.isFinite, value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
