/// Why the ``Solver`` refused an operation. After any of these errors the solver is exactly
/// as it was before the call.
public struct SolverError: Error, CustomStringConvertible {
    /// The kinds of failure.
    public enum Kind: Sendable, Hashable {
        /// A required constraint cannot hold together with the required constraints already
        /// in the solver (UIKit's "Unable to simultaneously satisfy constraints").
        case unsatisfiable
        /// The constraint is already in this solver.
        case duplicateConstraint
        /// The constraint is not in this solver.
        case unknownConstraint
        /// The constraint is in another solver.
        case constraintInAnotherSolver
        /// The variable was not made by this solver.
        case unknownVariable
        /// The variable is already an edit variable.
        case duplicateEditVariable
        /// The variable is not an edit variable.
        case unknownEditVariable
        /// An edit variable cannot be required; a strength outside `(0, 1000]` or NaN.
        case invalidStrength
        /// A coefficient, constant or suggested value is NaN or infinite.
        case nonFiniteValue
        /// The solver met a state its algorithm rules out (a bug): the message says which.
        case internalError
    }

    /// What went wrong.
    public let kind: Kind
    /// The constraint the operation was given, if any.
    public let constraint: Constraint?
    /// The variable the operation was given, if any.
    public let variable: Variable?
    /// For ``Kind-swift.enum/unsatisfiable``: the required constraints that conflict,
    /// including ``constraint`` itself, in the order they were added. These are the
    /// constraints whose markers the failed solve ran into: a set that cannot hold together
    /// (usually, but not always, a minimal one).
    public let conflicting: [Constraint]
    /// A diagnostic naming the objects involved and the fix.
    public let message: String

    init(_ kind: Kind, constraint: Constraint? = nil, variable: Variable? = nil,
         conflicting: [Constraint] = [], message: String) {
        self.kind = kind
        self.constraint = constraint
        self.variable = variable
        self.conflicting = conflicting
        self.message = message
    }

    public var description: String { message }
}
