/// Why a re-optimisation stopped short.
enum SimplexFailure: Error {
    /// The objective is unbounded below (cannot happen for a sum of errors: a bug).
    case unbounded(entering: Int32)
    /// Dual simplex found a row that no pivot can make feasible: the required constraints
    /// whose markers it holds conflict.
    case infeasible(row: Row, basic: Int32)
    /// More pivots than any terminating run needs (degenerate cycling): stopped rather
    /// than looping forever.
    case cycling
}

extension Tableau {
    /// The primal simplex: pivots until no entering symbol lowers the objective (the
    /// artificial one during the artificial phase).
    mutating func optimize(artificialPhase: Bool) throws(SimplexFailure) {
        // An objective that has not changed since it was last optimal still is: the rows
        // changed since then only by substitutions that left the objective alone.
        if !artificialPhase && !objectiveChanged { return }
        var budget = pivotBudget
        while true {
            let entering = artificialPhase ? artificialEnteringSymbol() : enteringSymbol()
            if entering < 0 {
                if !artificialPhase { objectiveChanged = false }
                return
            }
            let slot = leavingSlot(for: entering)
            if slot < 0 { throw .unbounded(entering: entering) }
            budget -= 1
            if budget < 0 { throw .cycling }
            pivot(slot, entering: entering)
        }
    }

    /// A bound on the pivots of one re-optimisation: far more than a terminating run makes
    /// (each pivot is one row), so that a degenerate cycle ends in an error, not a hang.
    var pivotBudget: Int { 100 + 20 * (rows.count + levels.count) }

    /// The row that limits how far `entering` can grow: the least `-constant / coefficient`
    /// over rows with a restricted basic symbol and a negative coefficient; ties go to the
    /// lowest basic symbol (Bland's rule, against cycling).
    func leavingSlot(for entering: Int32) -> Int32 {
        var best = Double.infinity
        var bestBasic = Int32.max
        var bestSlot: Int32 = -1
        for slot in columns[Int(entering)] {
            let t = Int(slot)
            guard t < rows.count else { continue }
            let basic = basicOf[t]
            guard basic >= 0, kinds[Int(basic)].isRestricted,
                  let k = Row.index(of: entering, in: rows[t].cells) else { continue }
            let c = rows[t].cells[k].coefficient
            if c < 0 {
                let ratio = -rows[t].constant / c
                if ratio < best || (ratio == best && basic < bestBasic) {
                    best = ratio
                    bestBasic = basic
                    bestSlot = slot
                }
            }
        }
        return bestSlot
    }

    /// The dual simplex, after constants changed: pivots the infeasible rows back to
    /// feasibility, keeping the objective optimal.
    mutating func dualOptimize() throws(SimplexFailure) {
        var budget = pivotBudget + infeasible.count
        while let leaving = infeasible.popLast() {
            let slot = rowOf[Int(leaving)]
            guard slot >= 0 else { continue }
            let t = Int(slot)
            let constant = rows[t].constant
            if kinds[Int(leaving)] == .dummy {
                if abs(constant) > epsilon { throw .infeasible(row: rows[t], basic: leaving) }
                continue
            }
            guard constant < 0 else { continue }
            let entering = dualEnteringSymbol(slot)
            if entering < 0 {
                if constant > -epsilon { continue }
                throw .infeasible(row: rows[t], basic: leaving)
            }
            budget -= 1
            if budget < 0 { throw .cycling }
            pivot(slot, entering: entering)
        }
    }

    /// The dual ratio test: among the row's non-dummy symbols with a positive coefficient,
    /// the one whose objective coefficient vector divided by that coefficient is least
    /// (lexicographically over the levels).
    mutating func dualEnteringSymbol(_ slot: Int32) -> Int32 {
        let levelCount = levels.count
        if ratioBest.count < levelCount {
            ratioBest = Array(repeating: 0, count: levelCount)
            ratioCandidate = ratioBest
        }
        var entering: Int32 = -1
        for cell in rows[Int(slot)].cells where cell.coefficient > epsilon && kinds[Int(cell.symbol)] != .dummy {
            var less = entering < 0
            var decided = less
            for level in 0..<levelCount {
                let r = levels[level].row.coefficient(of: cell.symbol) / cell.coefficient
                ratioCandidate[level] = r
                if !decided {
                    let d = r - ratioBest[level]
                    if d < -epsilon { less = true; decided = true } else if d > epsilon { decided = true }
                }
            }
            if less {
                entering = cell.symbol
                swap(&ratioBest, &ratioCandidate)
            }
        }
        return entering
    }

    /// The row to pivot a non-basic marker into before its constraint's row is dropped
    /// (Cassowary's choice): a restricted row limiting a decrease, else one limiting an
    /// increase, else a row with an external basic symbol.
    func markerLeavingSlot(_ marker: Int32) -> Int32 {
        var r1 = Double.infinity
        var r2 = Double.infinity
        var first: Int32 = -1
        var second: Int32 = -1
        var third: Int32 = -1
        for slot in columns[Int(marker)] {
            let t = Int(slot)
            guard t < rows.count else { continue }
            let basic = basicOf[t]
            guard basic >= 0, let k = Row.index(of: marker, in: rows[t].cells) else { continue }
            let c = rows[t].cells[k].coefficient
            if kinds[Int(basic)] == .external {
                if third < 0 { third = slot }
            } else if c < 0 {
                let r = -rows[t].constant / c
                if r < r1 { r1 = r; first = slot }
            } else {
                let r = rows[t].constant / c
                if r < r2 { r2 = r; second = slot }
            }
        }
        return first >= 0 ? first : second >= 0 ? second : third
    }
}
