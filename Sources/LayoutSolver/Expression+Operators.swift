// A small DSL: `2 * x + y - 8 <= z` builds a required `Constraint`.
//
// `==` between two `Variable`s (which are `Equatable`) returns a `Bool` or a `Constraint`
// depending on the context: write `solver.add(x == y)` or `let c: Constraint = x == y`.

// MARK: Building expressions

extension Expression {
    @inlinable
    public static func + (lhs: Expression, rhs: Expression) -> Expression {
        Expression(lhs.terms + rhs.terms, constant: lhs.constant + rhs.constant)
    }

    @inlinable
    public static func - (lhs: Expression, rhs: Expression) -> Expression {
        var terms = lhs.terms
        terms.reserveCapacity(lhs.terms.count + rhs.terms.count)
        for term in rhs.terms { terms.append(Term(term.variable, -term.coefficient)) }
        return Expression(terms, constant: lhs.constant - rhs.constant)
    }

    @inlinable
    public static func * (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms.map { Term($0.variable, $0.coefficient * rhs) }, constant: lhs.constant * rhs)
    }

    @inlinable
    public static func * (lhs: Double, rhs: Expression) -> Expression { rhs * lhs }

    @inlinable
    public static func / (lhs: Expression, rhs: Double) -> Expression { lhs * (1 / rhs) }

    @inlinable
    public static prefix func - (operand: Expression) -> Expression { operand * -1 }

    @inlinable
    public static func + (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant + rhs)
    }

    @inlinable
    public static func - (lhs: Expression, rhs: Double) -> Expression {
        Expression(lhs.terms, constant: lhs.constant - rhs)
    }

    @inlinable
    public static func + (lhs: Double, rhs: Expression) -> Expression { rhs + lhs }

    @inlinable
    public static func - (lhs: Double, rhs: Expression) -> Expression { -rhs + lhs }

    @inlinable
    public static func + (lhs: Expression, rhs: Variable) -> Expression { lhs + Expression(rhs) }
    @inlinable
    public static func - (lhs: Expression, rhs: Variable) -> Expression { lhs - Expression(rhs) }
    @inlinable
    public static func + (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) + rhs }
    @inlinable
    public static func - (lhs: Variable, rhs: Expression) -> Expression { Expression(lhs) - rhs }
}

extension Variable {
    @inlinable
    public static func * (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, rhs)]) }
    @inlinable
    public static func * (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, lhs)]) }
    @inlinable
    public static func / (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs, 1 / rhs)]) }
    @inlinable
    public static prefix func - (operand: Variable) -> Expression { Expression([Term(operand, -1)]) }
    @inlinable
    public static func + (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs)]) }
    @inlinable
    public static func - (lhs: Variable, rhs: Variable) -> Expression { Expression([Term(lhs), Term(rhs, -1)]) }
    @inlinable
    public static func + (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: rhs) }
    @inlinable
    public static func - (lhs: Variable, rhs: Double) -> Expression { Expression([Term(lhs)], constant: -rhs) }
    @inlinable
    public static func + (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs)], constant: lhs) }
    @inlinable
    public static func - (lhs: Double, rhs: Variable) -> Expression { Expression([Term(rhs, -1)], constant: lhs) }
}

// MARK: Building constraints

extension Expression {
    public static func == (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .equal) }
    public static func <= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .lessThanOrEqual) }
    public static func >= (lhs: Expression, rhs: Expression) -> Constraint { Constraint(lhs - rhs, .greaterThanOrEqual) }

    public static func == (lhs: Expression, rhs: Double) -> Constraint { lhs == Expression(constant: rhs) }
    public static func <= (lhs: Expression, rhs: Double) -> Constraint { lhs <= Expression(constant: rhs) }
    public static func >= (lhs: Expression, rhs: Double) -> Constraint { lhs >= Expression(constant: rhs) }

    public static func == (lhs: Expression, rhs: Variable) -> Constraint { lhs == Expression(rhs) }
    public static func <= (lhs: Expression, rhs: Variable) -> Constraint { lhs <= Expression(rhs) }
    public static func >= (lhs: Expression, rhs: Variable) -> Constraint { lhs >= Expression(rhs) }
}

extension Variable {
    public static func == (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) == Expression(rhs) }
    public static func <= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) <= Expression(rhs) }
    public static func >= (lhs: Variable, rhs: Variable) -> Constraint { Expression(lhs) >= Expression(rhs) }

    public static func == (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) == Expression(constant: rhs) }
    public static func <= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) <= Expression(constant: rhs) }
    public static func >= (lhs: Variable, rhs: Double) -> Constraint { Expression(lhs) >= Expression(constant: rhs) }

    public static func == (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) == rhs }
    public static func <= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) <= rhs }
    public static func >= (lhs: Variable, rhs: Expression) -> Constraint { Expression(lhs) >= rhs }
}
