/// A quantity the solver finds a value for: one edge or size of a view, for instance.
///
/// A variable is a small value: the dense integer id that the ``Solver`` which made it gave
/// it. Make variables with ``Solver/makeVariable(_:)``; the solver keeps their names (for
/// diagnostics) and their values. A variable belongs to the solver that made it and must
/// not be given to another one.
public struct Variable: Hashable, Sendable, CustomStringConvertible {
    /// The variable's index in its solver: 0, 1, 2, … in the order the variables were made.
    /// An engine can use it to index its own arrays.
    public let id: Int32

    @inlinable
    init(id: Int32) { self.id = id }

    public var description: String { "v\(id)" }
}
