/// One priority level of the objective: the sum of the errors of the optional constraints
/// at that priority, expressed in the non-basic symbols.
struct Level {
    var priority: Float
    var row = Row()
    var errorCount = 0
}

extension Tableau {
    /// The index of `priority`'s level, made if there is none yet. Levels are kept highest
    /// priority first; the objective is minimised lexicographically over them.
    mutating func level(for priority: Float) -> Int {
        var index = 0
        while index < levels.count, levels[index].priority > priority { index += 1 }
        if index < levels.count, levels[index].priority == priority { return index }
        levels.insert(Level(priority: priority), at: index)
        objectiveChanged = true
        return index
    }

    /// Adds `weight · symbol` to a level, substituting the symbol's row if it is basic.
    mutating func addToObjective(_ symbol: Int32, weight: Double, level: Int) {
        objectiveChanged = true
        let slot = rowOf[Int(symbol)]
        if slot >= 0 {
            let row = rows[Int(slot)]
            levels[level].row.constant += weight * row.constant
            Row.merge(&levels[level].row.cells, removing: -1, factor: weight, row.cells,
                      scratch: &scratch, inserted: &inserted)
            inserted.removeAll(keepingCapacity: true)
        } else {
            Row.add(symbol, weight, to: &levels[level].row.cells)
        }
    }

    /// The coefficient of `symbol` in each level, compared lexicographically: is it negative,
    /// that is, does the first level where it is non-zero have it below zero?
    func firstNonZeroLevelIsNegative(_ symbol: Int32, above level: Int) -> Bool {
        for index in 0..<level {
            let c = levels[index].row.coefficient(of: symbol)
            if abs(c) > epsilon { return false }
        }
        return true
    }

    /// The symbol to enter the basis in the primal simplex: the first (by priority level,
    /// then symbol id) non-dummy symbol whose objective coefficient vector is negative.
    func enteringSymbol() -> Int32 {
        for level in levels.indices {
            for cell in levels[level].row.cells
            where cell.coefficient < -epsilon && kinds[Int(cell.symbol)] != .dummy {
                if level == 0 || firstNonZeroLevelIsNegative(cell.symbol, above: level) { return cell.symbol }
            }
        }
        return -1
    }

    /// The entering symbol of the artificial phase.
    func artificialEnteringSymbol() -> Int32 {
        for cell in artificial.cells where cell.coefficient < -epsilon && kinds[Int(cell.symbol)] != .dummy {
            return cell.symbol
        }
        return -1
    }
}
