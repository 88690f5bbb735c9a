import LayoutSolver

extension Screen {
    /// The screen as JSON, for `Scripts/solver-vs-kiwi.py`: variables, constraints (terms as
    /// `[variable index, coefficient]`, `op`, `constant`, `priority` 1...1000), the edit
    /// variables, and the values this solver finds in portrait, after the chain constant
    /// changes, and in landscape, so the script can check that kiwisolver agrees.
    public func json() throws -> String {
        var out = "{\n"
        out += "\"variables\": [" + names.map { "\"\($0)\"" }.joined(separator: ", ") + "],\n"
        out += "\"constraints\": [\n"
        out += specs.map { spec in
            let terms = spec.terms.map { "[\($0.variable), \(number($0.coefficient))]" }.joined(separator: ", ")
            let op = switch spec.relation {
            case .equal: "=="
            case .lessThanOrEqual: "<="
            case .greaterThanOrEqual: ">="
            }
            return "{\"terms\": [\(terms)], \"op\": \"\(op)\", \"constant\": \(number(spec.constant)), \"priority\": \(number(Double(spec.priority)))}"
        }.joined(separator: ",\n")
        out += "\n],\n"
        out += "\"edits\": [{\"variable\": \(rootWidth), \"priority\": \(number(Double(editPriority)))}, {\"variable\": \(rootHeight), \"priority\": \(number(Double(editPriority)))}],\n"

        let instance = instantiate()
        try instance.solve()
        let portrait = instance.variables.map { instance.solver.value(of: $0) }
        let chain = instance.constraints[chainConstant]
        try instance.solver.setConstant(chain.constant + 4, for: chain)
        instance.solver.updateVariables()
        let changed = instance.variables.map { instance.solver.value(of: $0) }
        try instance.solver.setConstant(chain.constant - 4, for: chain)
        try instance.solver.suggestValue(instance.variables[rootWidth], 667)
        try instance.solver.suggestValue(instance.variables[rootHeight], 375)
        instance.solver.updateVariables()
        let landscape = instance.variables.map { instance.solver.value(of: $0) }
        func list(_ values: [Double]) -> String { "[" + values.map(number).joined(separator: ", ") + "]" }
        out += "\"portrait\": {\"width\": 375, \"height\": 667, \"values\": \(list(portrait))},\n"
        out += "\"change\": {\"constraint\": \(chainConstant), \"constant\": \(number(chain.constant + 4)), \"values\": \(list(changed))},\n"
        out += "\"landscape\": {\"width\": 667, \"height\": 375, \"values\": \(list(landscape))}\n"
        out += "}\n"
        return out
    }
}

private func number(_ value: Double) -> String {
    if value == value.rounded(), abs(value) < 1e15 { return String(Int64(value)) }
    return "\(value)"
}
