extension Solver {
    /// Copies the solution into the variables' values and returns the variables whose value
    /// changed since the last call, in the order they were made, so that a layout engine
    /// sets frames only where something moved.
    @discardableResult
    public func updateVariables() -> [Variable] {
        var changed: [Variable] = []
        if tableau.everythingMoved {
            tableau.everythingMoved = false
            for index in symbolOfVariable.indices {
                let value = tableau.value(of: symbolOfVariable[index]) + 0  // no -0
                if value != values[index] {
                    values[index] = value
                    changed.append(Variable(id: Int32(index)))
                }
            }
        } else {
            // Only the variables whose rows changed since the last read: the cost of a small
            // change stays small on a large screen.
            for symbol in tableau.movedExternals {
                let index = Int(tableau.owner[Int(symbol)])
                let value = tableau.value(of: symbol) + 0  // no -0
                if value != values[index] {
                    values[index] = value
                    changed.append(Variable(id: Int32(index)))
                }
            }
            changed.sort { $0.id < $1.id }
        }
        for symbol in tableau.movedExternals { tableau.moved[Int(symbol)] = false }
        tableau.movedExternals.removeAll(keepingCapacity: true)
        return changed
    }

    /// The value of `variable` as of the last ``updateVariables()``.
    public func value(of variable: Variable) -> Double {
        isKnown(variable) ? values[Int(variable.id)] : .nan
    }

    /// Whether the constraints leave `variable` free: its value is not determined by the
    /// constraints but depends on an unconstrained (parametric) variable, as UIKit's
    /// `hasAmbiguousLayout` asks. A variable no constraint mentions is ambiguous.
    ///
    /// This detects freedom along external variables. It does not detect ties between
    /// optional constraints of the same priority that have several equally good solutions.
    public func isAmbiguous(_ variable: Variable) -> Bool {
        guard isKnown(variable) else { return false }
        let slot = tableau.rowOf[Int(symbolOfVariable[Int(variable.id)])]
        guard slot >= 0 else { return true }
        for cell in tableau.rows[Int(slot)].cells where tableau.kinds[Int(cell.symbol)] == .external {
            return true
        }
        return false
    }
}
