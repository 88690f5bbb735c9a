extension Solver {
    // MARK: Adding

    /// Adds a constraint and re-solves.
    ///
    /// - Throws: ``SolverError`` with kind `unsatisfiable` (a required constraint that
    ///   conflicts with the required constraints already held; ``SolverError/conflicting``
    ///   names them), `duplicateConstraint`, `constraintInAnotherSolver`, `unknownVariable`,
    ///   `nonFiniteValue` or `invalidStrength`. The solver is unchanged after an error.
    public func add(_ constraint: Constraint) throws(SolverError) {
        try addOne(constraint)
    }

    /// Adds constraints in order, all or none: if one fails, the ones added before it are
    /// taken out again and the solver is exactly as it was before the call.
    public func add(_ constraints: [Constraint]) throws(SolverError) {
        beginTransaction()
        do {
            for constraint in constraints { try addOne(constraint) }
        } catch {
            rollbackTransaction()
            throw error
        }
        commitTransaction()
    }

    func validate(_ constraint: Constraint) throws(SolverError) {
        if constraint.owner == ObjectIdentifier(self), recordIndex(of: constraint) != nil {
            throw SolverError(.duplicateConstraint, constraint: constraint,
                              message: "The constraint \(describe(constraint)) is already in the solver; add it once, or remove it first.")
        }
        if let owner = constraint.owner, owner != ObjectIdentifier(self), constraint.recordIndex >= 0 {
            throw SolverError(.constraintInAnotherSolver, constraint: constraint,
                              message: "The constraint \(constraint) is held by another solver; remove it there first, or make a new constraint.")
        }
        if !constraint.strength.isValid {
            throw SolverError(.invalidStrength, constraint: constraint,
                              message: "The constraint \(describe(constraint)) has priority \(constraint.strength.priority); a priority must be greater than 0 and at most 1000 (required).")
        }
        if !constraint.constant.isFinite {
            throw SolverError(.nonFiniteValue, constraint: constraint,
                              message: "The constraint \(describe(constraint)) has the constant \(constraint.constant); constants must be finite numbers.")
        }
        for term in constraint.terms {
            if !isKnown(term.variable) {
                throw SolverError(.unknownVariable, constraint: constraint, variable: term.variable,
                                  message: "The constraint \(constraint) uses \(term.variable), which this solver did not make; make variables with the solver's makeVariable(_:).")
            }
            if !term.coefficient.isFinite {
                throw SolverError(.nonFiniteValue, constraint: constraint, variable: term.variable,
                                  message: "The constraint \(describe(constraint)) multiplies \(name(of: term.variable)) by \(term.coefficient); coefficients must be finite numbers.")
            }
        }
    }

    func addOne(_ constraint: Constraint) throws(SolverError) {
        try validate(constraint)
        let index = freeRecords.last ?? Int32(records.count)
        var (row, record) = makeRow(constraint, recordIndex: index)

        // Cassowary's choice of the new row's basic variable.
        var subject = chooseSubject(row, record)
        if subject < 0, row.cells.allSatisfy({ tableau.kinds[Int($0.symbol)] == .dummy }) {
            if abs(row.constant) > epsilon {
                throw unsatisfiable(constraint, recordIndex: index, symbols: row.cells.map(\.symbol))
            }
            subject = record.marker
        }

        let ownTransaction = subject < 0 && !tableau.inTransaction
        if ownTransaction { beginTransaction() }
        addErrorsToObjective(record)

        if subject >= 0 {
            tableau.solveDetached(&row, lhs: -1, for: subject)
            tableau.substitute(subject, row)
            _ = tableau.addRow(row, basic: subject)
        } else if let conflict = addWithArtificialVariable(row) {
            let error = unsatisfiable(constraint, recordIndex: index, symbols: conflict)
            if ownTransaction { rollbackTransaction() }
            throw error
        }

        // Register the constraint.
        if let free = freeRecords.popLast() {
            records[Int(free)] = record
        } else {
            records.append(record)
        }
        constraint.recordIndex = index
        constraint.owner = ObjectIdentifier(self)
        if tableau.inTransaction { transactionRecords.append(index) }

        do {
            try tableau.optimize(artificialPhase: false)
        } catch {
            let failure = internalError(error, constraint)
            if ownTransaction { rollbackTransaction() }
            throw failure
        }
        if ownTransaction { commitTransaction() }
    }

    /// The constraint's equation as a tableau row, with the basic variables it mentions
    /// substituted, and its marker and error symbols (new).
    func makeRow(_ constraint: Constraint, recordIndex: Int32) -> (Row, Record) {
        var row = Row()
        row.constant = -constraint.constant
        tableau.touched.removeAll(keepingCapacity: true)
        for term in constraint.terms {
            let symbol = symbolOfVariable[Int(term.variable.id)]
            let slot = tableau.rowOf[Int(symbol)]
            if slot >= 0 {
                let basicRow = tableau.rows[Int(slot)]
                row.constant += term.coefficient * basicRow.constant
                for cell in basicRow.cells { accumulate(cell.symbol, term.coefficient * cell.coefficient) }
            } else {
                accumulate(symbol, term.coefficient)
            }
        }
        tableau.touched.sort()
        var previous: Int32 = -1
        for symbol in tableau.touched where symbol != previous {
            previous = symbol
            let c = tableau.accumulator[Int(symbol)]
            tableau.accumulator[Int(symbol)] = 0
            if abs(c) > epsilon { row.cells.append(Cell(symbol: symbol, coefficient: c)) }
        }

        // The new symbols' cells are appended, then sorted in place if a reused id is lower
        // than a variable's.
        let variableCells = row.cells.count
        let marker: Int32
        var other: Int32 = -1
        var markerSign = 1.0
        var otherSign = 0.0
        let optional = !constraint.strength.isRequired
        switch constraint.relation {
        case .lessThanOrEqual, .greaterThanOrEqual:
            markerSign = constraint.relation == .lessThanOrEqual ? 1 : -1
            marker = tableau.newSymbol(.slack, owner: recordIndex)
            row.cells.append(Cell(symbol: marker, coefficient: markerSign))
            if optional {
                other = tableau.newSymbol(.error, owner: recordIndex)
                otherSign = -markerSign
                row.cells.append(Cell(symbol: other, coefficient: otherSign))
            }
        case .equal:
            if optional {
                marker = tableau.newSymbol(.error, owner: recordIndex)
                other = tableau.newSymbol(.error, owner: recordIndex)
                markerSign = -1
                otherSign = 1
                row.cells.append(Cell(symbol: marker, coefficient: -1))
                row.cells.append(Cell(symbol: other, coefficient: 1))
            } else {
                marker = tableau.newSymbol(.dummy, owner: recordIndex)
                row.cells.append(Cell(symbol: marker, coefficient: 1))
            }
        }
        var sorted = true
        for i in max(variableCells, 1)..<max(row.cells.count, 1) where row.cells[i].symbol < row.cells[i - 1].symbol {
            sorted = false
        }
        if !sorted { row.cells.sort { $0.symbol < $1.symbol } }
        if row.constant < 0 {
            row.constant = -row.constant
            for i in row.cells.indices { row.cells[i].coefficient = -row.cells[i].coefficient }
        }
        sequence += 1
        let record = Record(constraint: constraint, marker: marker, other: other,
                            markerSign: markerSign, otherSign: otherSign, sequence: sequence)
        return (row, record)
    }

    @inline(__always)
    func accumulate(_ symbol: Int32, _ coefficient: Double) {
        if tableau.accumulator[Int(symbol)] == 0 { tableau.touched.append(symbol) }
        tableau.accumulator[Int(symbol)] += coefficient
    }

    /// The symbol to make basic: the first external one; else the marker or the other error
    /// if restricted with a negative coefficient (the row's constant is non-negative, so it
    /// stays feasible); else none (-1).
    func chooseSubject(_ row: Row, _ record: Record) -> Int32 {
        for cell in row.cells where tableau.kinds[Int(cell.symbol)] == .external { return cell.symbol }
        if tableau.kinds[Int(record.marker)].isRestricted, row.coefficient(of: record.marker) < 0 {
            return record.marker
        }
        if record.other >= 0, tableau.kinds[Int(record.other)].isRestricted, row.coefficient(of: record.other) < 0 {
            return record.other
        }
        return -1
    }

    func errorSymbols(_ record: Record) -> (Int32, Int32) {
        let m = tableau.kinds[Int(record.marker)] == .error ? record.marker : -1
        let o = record.other >= 0 && tableau.kinds[Int(record.other)] == .error ? record.other : -1
        return (m, o)
    }

    func addErrorsToObjective(_ record: Record) {
        let strength = record.constraint.strength
        guard !strength.isRequired else { return }
        let level = tableau.level(for: strength.priority)
        let (m, o) = errorSymbols(record)
        for symbol in [m, o] where symbol >= 0 {
            tableau.addToObjective(symbol, weight: 1, level: level)
            tableau.levels[level].errorCount += 1
        }
    }

    func removeErrorsFromObjective(_ record: Record) {
        let strength = record.constraint.strength
        guard !strength.isRequired else { return }
        let level = tableau.level(for: strength.priority)
        let (m, o) = errorSymbols(record)
        for symbol in [m, o] where symbol >= 0 {
            tableau.addToObjective(symbol, weight: -1, level: level)
            tableau.levels[level].errorCount -= 1
        }
        if tableau.levels[level].errorCount <= 0 {
            tableau.levels.remove(at: level)
            tableau.objectiveChanged = true
        }
    }

    /// Cassowary's artificial phase, for a row none of whose symbols can be made basic:
    /// minimises an artificial variable equal to the row. Returns nil on success, or the
    /// symbols of the final artificial objective (the conflict's markers) on failure.
    func addWithArtificialVariable(_ row: Row) -> [Int32]? {
        let art = tableau.newSymbol(.slack, owner: -1)
        _ = tableau.addRow(row, basic: art)
        tableau.artificial = row
        tableau.hasArtificial = true
        do {
            try tableau.optimize(artificialPhase: true)
        } catch {
            tableau.hasArtificial = false
            return row.cells.map(\.symbol)
        }
        let success = abs(tableau.artificial.constant) <= epsilon
        let conflict = success ? nil : tableau.artificial.cells.map(\.symbol)
        tableau.hasArtificial = false
        tableau.artificial = Row()
        if conflict != nil { return conflict }

        let slot = tableau.rowOf[Int(art)]
        if slot >= 0 {
            var artRow = tableau.removeRow(slot)
            if !artRow.cells.isEmpty {
                guard let pivotable = artRow.cells.first(where: { tableau.kinds[Int($0.symbol)].isRestricted }) else {
                    return artRow.cells.map(\.symbol)
                }
                let entering = pivotable.symbol
                tableau.solveDetached(&artRow, lhs: art, for: entering)
                tableau.inserted.removeAll(keepingCapacity: true)
                tableau.substitute(entering, artRow)
                _ = tableau.addRow(artRow, basic: entering)
            }
        }
        tableau.releaseSymbol(art)
        return nil
    }

    // MARK: Removing

    /// Removes a constraint and re-solves.
    /// - Throws: ``SolverError`` with kind `unknownConstraint` if it is not in the solver.
    public func remove(_ constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex(of: constraint) else { throw unknown(constraint) }
        if let variable = editVariable(of: index) {
            throw SolverError(.unknownConstraint, constraint: constraint, variable: variable,
                              message: "The constraint \(describe(constraint)) is the edit constraint of \(name(of: variable)); use removeEditVariable(_:).")
        }
        try removeRecord(index)
    }

    /// Removes constraints, all or none: if one is not in the solver (or is listed twice),
    /// nothing is removed.
    public func remove(_ constraints: [Constraint]) throws(SolverError) {
        var seen = Set<Int32>()
        var indices: [Int32] = []
        indices.reserveCapacity(constraints.count)
        for constraint in constraints {
            guard let index = recordIndex(of: constraint), editVariable(of: index) == nil,
                  seen.insert(index).inserted else { throw unknown(constraint) }
            indices.append(index)
        }
        for index in indices { try removeRecord(index) }
    }

    func editVariable(of index: Int32) -> Variable? {
        guard let record = records[Int(index)], record.constraint.terms.count == 1 else { return nil }
        let variable = record.constraint.terms[0].variable
        return editRecord[Int(variable.id)] == index ? variable : nil
    }

    func removeRecord(_ index: Int32) throws(SolverError) {
        let record = records[Int(index)]!
        removeErrorsFromObjective(record)
        let marker = record.marker
        let slot = tableau.rowOf[Int(marker)]
        if slot >= 0 {
            _ = tableau.removeRow(slot)
        } else {
            let leavingSlot = tableau.markerLeavingSlot(marker)
            if leavingSlot >= 0 {
                let leaving = tableau.basicOf[Int(leavingSlot)]
                var row = tableau.removeRow(leavingSlot)
                tableau.solveDetached(&row, lhs: leaving, for: marker)
                tableau.inserted.removeAll(keepingCapacity: true)
                tableau.substitute(marker, row)
            }
        }
        tableau.releaseSymbol(marker)
        if record.other >= 0 { tableau.releaseSymbol(record.other) }
        records[Int(index)] = nil
        freeRecords.append(index)
        record.constraint.recordIndex = -1
        record.constraint.owner = nil
        do {
            try tableau.optimize(artificialPhase: false)
        } catch {
            throw internalError(error, record.constraint)
        }
    }

    // MARK: Changing a constant

    /// Changes the right-hand side of a constraint that the solver holds and re-solves
    /// incrementally: only the rows that hold the constraint's marker are updated, then the
    /// dual simplex repairs the rows that became infeasible.
    ///
    /// - Throws: ``SolverError`` with kind `unsatisfiable` if the constraint is required and
    ///   the new constant conflicts with other required constraints (the constant and the
    ///   solver are then unchanged), `unknownConstraint`, or `nonFiniteValue`.
    public func setConstant(_ constant: Double, for constraint: Constraint) throws(SolverError) {
        guard let index = recordIndex(of: constraint) else { throw unknown(constraint) }
        guard constant.isFinite else {
            throw SolverError(.nonFiniteValue, constraint: constraint,
                              message: "Cannot set the constant of \(describe(constraint)) to \(constant); constants must be finite numbers.")
        }
        try changeConstant(index, to: constant)
    }

    func changeConstant(_ index: Int32, to constant: Double) throws(SolverError) {
        let record = records[Int(index)]!
        let constraint = record.constraint
        let delta = -(constant - constraint.constant)
        if delta == 0 { return }
        let required = constraint.strength.isRequired
        if required { beginTransaction() }
        applyConstantChange(record, delta)
        do {
            try tableau.dualOptimize()
        } catch {
            if required, case .infeasible(let row, let basic) = error {
                rollbackTransaction()
                throw unsatisfiable(constraint, recordIndex: index, symbols: row.cells.map(\.symbol) + [basic])
            }
            if required { rollbackTransaction() }
            throw internalError(error, constraint)
        }
        if required { commitTransaction() }
        constraint.constant = constant
    }

    /// Applies a change `delta` of the constant of the constraint's equation
    /// (`expression + delta`), which is the same as shifting its marker by
    /// `delta / markerSign`: Cassowary's update of a constant by its marker.
    func applyConstantChange(_ record: Record, _ delta: Double) {
        let marker = record.marker
        let markerSlot = tableau.rowOf[Int(marker)]
        if markerSlot >= 0 {
            tableau.touch(markerSlot)
            tableau.rows[Int(markerSlot)].constant -= delta / record.markerSign
            noteIfInfeasible(markerSlot)
            return
        }
        if record.other >= 0 {
            let otherSlot = tableau.rowOf[Int(record.other)]
            if otherSlot >= 0 {
                tableau.touch(otherSlot)
                tableau.rows[Int(otherSlot)].constant -= delta / record.otherSign
                noteIfInfeasible(otherSlot)
                return
            }
        }
        let shift = delta / record.markerSign
        tableau.pruneColumn(marker)  // no duplicate entries: each row is shifted once
        for slot in tableau.columns[Int(marker)] {
            let t = Int(slot)
            guard t < tableau.rows.count, tableau.basicOf[t] >= 0,
                  let k = Row.index(of: marker, in: tableau.rows[t].cells) else { continue }
            tableau.touch(slot)
            tableau.rows[t].constant += tableau.rows[t].cells[k].coefficient * shift
            noteIfInfeasible(slot)
        }
    }

    @inline(__always)
    func noteIfInfeasible(_ slot: Int32) {
        let basic = tableau.basicOf[Int(slot)]
        let constant = tableau.rows[Int(slot)].constant
        switch tableau.kinds[Int(basic)] {
        case .external: tableau.noteMoved(basic)
        case .dummy: if abs(constant) > epsilon { tableau.infeasible.append(basic) }
        case .slack, .error: if constant < 0 { tableau.infeasible.append(basic) }
        }
    }
}
