/// A variable multiplied by a coefficient: one summand of an ``Expression``.
public struct Term: Sendable, Hashable {
    /// The variable.
    public var variable: Variable
    /// What the variable is multiplied by.
    public var coefficient: Double

    /// A term `coefficient · variable`.
    @inlinable
    public init(_ variable: Variable, _ coefficient: Double = 1) {
        self.variable = variable
        self.coefficient = coefficient
    }
}
