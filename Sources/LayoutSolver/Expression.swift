/// A linear expression: a sum of terms plus a constant, `Σ cᵢ·vᵢ + constant`.
///
/// Build expressions with the arithmetic operators (`2 * x + y - 8`) or directly from
/// terms. A variable may appear in several terms; the solver adds their coefficients.
public struct Expression: Sendable, Hashable {
    /// The summands that involve a variable.
    public var terms: [Term]
    /// The summand without a variable.
    public var constant: Double

    /// An expression from its terms and constant.
    @inlinable
    public init(_ terms: [Term] = [], constant: Double = 0) {
        self.terms = terms
        self.constant = constant
    }

    /// The expression `1 · variable`.
    @inlinable
    public init(_ variable: Variable) {
        self.terms = [Term(variable)]
        self.constant = 0
    }

    /// The constant expression `constant`.
    @inlinable
    public init(constant: Double) {
        self.terms = []
        self.constant = constant
    }
}
