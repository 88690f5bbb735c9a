extension Solver {
    /// Makes `variable` an edit variable: a value that changes often (a root view's size on
    /// rotation, an intrinsic content size) and is set with ``suggestValue(_:_:)``.
    ///
    /// The solver holds an optional constraint `variable == suggested value` at `strength`,
    /// starting at the variable's current value.
    /// - Throws: ``SolverError`` with kind `duplicateEditVariable`, `unknownVariable`, or
    ///   `invalidStrength` if `strength` is required (an edit must be able to give way) or
    ///   out of range.
    public func addEditVariable(_ variable: Variable, strength: Strength) throws(SolverError) {
        guard isKnown(variable) else { throw unknownVariable(variable) }
        guard editRecord[Int(variable.id)] < 0 else {
            throw SolverError(.duplicateEditVariable, variable: variable,
                              message: "\(name(of: variable)) is already an edit variable; suggest values to it, or remove it first.")
        }
        guard strength.isValid, !strength.isRequired else {
            throw SolverError(.invalidStrength, variable: variable,
                              message: "Cannot make \(name(of: variable)) an edit variable at \(strength): an edit variable's priority must be greater than 0 and below 1000 (required).")
        }
        let current = tableau.value(of: symbolOfVariable[Int(variable.id)])
        let constraint = Constraint(terms: [Term(variable)], .equal, current, strength: strength)
        constraint.identifier = "edit \(name(of: variable))"
        try add(constraint)
        editRecord[Int(variable.id)] = constraint.recordIndex
    }

    /// Stops editing `variable`: removes its edit constraint and re-solves.
    /// - Throws: ``SolverError`` with kind `unknownEditVariable`.
    public func removeEditVariable(_ variable: Variable) throws(SolverError) {
        let index = try editIndex(variable)
        editRecord[Int(variable.id)] = -1
        try removeRecord(index)
    }

    /// Whether `variable` is an edit variable of this solver.
    public func hasEditVariable(_ variable: Variable) -> Bool {
        isKnown(variable) && editRecord[Int(variable.id)] >= 0
    }

    /// Suggests a value for an edit variable and re-solves incrementally (the dual simplex
    /// over the rows that hold the edit constraint's error variables). The variable takes
    /// the value unless stronger constraints keep it away.
    /// - Throws: ``SolverError`` with kind `unknownEditVariable` or `nonFiniteValue`.
    public func suggestValue(_ variable: Variable, _ value: Double) throws(SolverError) {
        let index = try editIndex(variable)
        guard value.isFinite else {
            throw SolverError(.nonFiniteValue, variable: variable,
                              message: "Cannot suggest \(value) for \(name(of: variable)); suggested values must be finite numbers.")
        }
        try changeConstant(index, to: value)
    }

    /// Suggests values for several edit variables (a root view's width and height on
    /// rotation), then re-solves once with the dual simplex.
    /// - Throws: ``SolverError`` with kind `unknownEditVariable` or `nonFiniteValue`, before
    ///   any value is applied.
    public func suggestValues(_ suggestions: [(Variable, Double)]) throws(SolverError) {
        var indices: [Int32] = []
        indices.reserveCapacity(suggestions.count)
        for (variable, value) in suggestions {
            indices.append(try editIndex(variable))
            guard value.isFinite else {
                throw SolverError(.nonFiniteValue, variable: variable,
                                  message: "Cannot suggest \(value) for \(name(of: variable)); suggested values must be finite numbers.")
            }
        }
        for (index, (_, value)) in zip(indices, suggestions) {
            let record = records[Int(index)]!
            let delta = -(value - record.constraint.constant)
            if delta == 0 { continue }
            applyConstantChange(record, delta)
            record.constraint.constant = value
        }
        do {
            try tableau.dualOptimize()
        } catch {
            throw internalError(error, records[Int(indices[0])]!.constraint)
        }
    }

    func editIndex(_ variable: Variable) throws(SolverError) -> Int32 {
        guard isKnown(variable) else { throw unknownVariable(variable) }
        let index = editRecord[Int(variable.id)]
        guard index >= 0 else {
            throw SolverError(.unknownEditVariable, variable: variable,
                              message: "\(name(of: variable)) is not an edit variable; call addEditVariable(_:strength:) first.")
        }
        return index
    }

    func unknownVariable(_ variable: Variable) -> SolverError {
        SolverError(.unknownVariable, variable: variable,
                    message: "\(variable) was not made by this solver; make variables with the solver's makeVariable(_:).")
    }
}
