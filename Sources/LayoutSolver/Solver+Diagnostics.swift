extension Solver {
    /// The error for a required constraint that cannot hold: the required constraints whose
    /// markers are among `symbols`, with `constraint`, in the order they were added.
    func unsatisfiable(_ constraint: Constraint, recordIndex: Int32, symbols: [Int32]) -> SolverError {
        var involved: [(Int, Constraint)] = []
        var seen = Set<Int32>()
        for symbol in symbols where symbol >= 0 && Int(symbol) < tableau.symbolCount {
            let kind = tableau.kinds[Int(symbol)]
            guard kind == .slack || kind == .dummy else { continue }
            let owner = tableau.owner[Int(symbol)]
            guard owner >= 0, owner != recordIndex, Int(owner) < records.count,
                  let record = records[Int(owner)], record.marker == symbol,
                  record.constraint.strength.isRequired, seen.insert(owner).inserted else { continue }
            involved.append((record.sequence, record.constraint))
        }
        involved.sort { $0.0 < $1.0 }
        let conflicting = involved.map(\.1) + [constraint]
        var message = "Unable to simultaneously satisfy constraints: the required constraint \(describe(constraint)) conflicts with the required constraints already in the solver."
        if conflicting.count > 1 {
            message += " Involved:"
            for other in conflicting { message += "\n    \(describe(other))" }
        }
        message += "\nMake one of them optional (a priority below 1000), or remove it."
        return SolverError(.unsatisfiable, constraint: constraint, conflicting: conflicting, message: message)
    }

    func unknown(_ constraint: Constraint) -> SolverError {
        SolverError(.unknownConstraint, constraint: constraint,
                    message: "The constraint \(describe(constraint)) is not in the solver; add it first.")
    }

    func internalError(_ failure: SimplexFailure, _ constraint: Constraint) -> SolverError {
        let what = switch failure {
        case .unbounded(let symbol): "the objective is unbounded in symbol \(symbol)"
        case .infeasible(_, let basic): "the dual simplex found no pivot for row of symbol \(basic)"
        case .cycling: "the simplex did not converge (degenerate cycling)"
        }
        return SolverError(.internalError, constraint: constraint,
                           message: "Internal solver error while handling \(describe(constraint)): \(what). Please report this with the constraints that led to it.")
    }
}
