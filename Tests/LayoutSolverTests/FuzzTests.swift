@testable import LayoutSolver
import Testing

@Suite("Random systems keep the required constraints satisfied")
struct FuzzTests {
    /// How far the current values are from satisfying a constraint (0 when it holds).
    func violation(_ constraint: Constraint, _ solver: Solver) -> Double {
        let lhs = constraint.terms.reduce(0.0) { $0 + $1.coefficient * solver.value(of: $1.variable) }
        switch constraint.relation {
        case .equal: return abs(lhs - constraint.constant)
        case .lessThanOrEqual: return max(0, lhs - constraint.constant)
        case .greaterThanOrEqual: return max(0, constraint.constant - lhs)
        }
    }

    @Test("Adds, removals, new constants and suggestions on random systems", arguments: Array(UInt64(1)...UInt64(40)))
    func fuzz(seed: UInt64) throws {
        var random = SeededGenerator(seed: seed)
        let solver = Solver()
        let variables = (0..<6).map { solver.makeVariable("x\($0)") }
        try solver.addEditVariable(variables[0], strength: Strength(600))
        var active: [Constraint] = []
        for _ in 0..<80 {
            solver.updateVariables()
            let before = variables.map { solver.value(of: $0) }
            switch Int.random(in: 0..<10, using: &random) {
            case 0..<5:
                let count = Int.random(in: 1...3, using: &random)
                let terms = (0..<count).map { _ in
                    Term(variables[Int.random(in: 0..<variables.count, using: &random)],
                         Double(Int.random(in: -3...3, using: &random)))
                }
                let relation: Relation = [.equal, .lessThanOrEqual, .greaterThanOrEqual][Int.random(in: 0..<3, using: &random)]
                let priorities: [Float] = [1000, 1000, 750, 500, 250, 1]
                let constraint = Constraint(terms: terms, relation, Double(Int.random(in: -50...50, using: &random)),
                                            strength: Strength(priorities[Int.random(in: 0..<priorities.count, using: &random)]))
                do {
                    try solver.add(constraint)
                    active.append(constraint)
                } catch {
                    #expect(error.kind == .unsatisfiable)
                    #expect(error.conflicting.last === constraint)
                    #expect(variables.map { solver.value(of: $0) } == before)
                    solver.updateVariables()
                    #expect(variables.map { solver.value(of: $0) } == before, "values changed after a failed add")
                    // A fresh solver with the same required constraints must fail too.
                    let fresh = Solver()
                    _ = variables.map { fresh.makeVariable(solver.name(of: $0)) }
                    let required = active.filter(\.strength.isRequired).map { Constraint(terms: $0.terms, $0.relation, $0.constant) }
                    try fresh.add(required)
                    #expect(throws: SolverError.self) { try fresh.add(Constraint(terms: constraint.terms, constraint.relation, constraint.constant)) }
                }
            case 5, 6:
                if !active.isEmpty {
                    let index = Int.random(in: 0..<active.count, using: &random)
                    try solver.remove(active.remove(at: index))
                }
            case 7, 8:
                if !active.isEmpty {
                    let constraint = active[Int.random(in: 0..<active.count, using: &random)]
                    let old = constraint.constant
                    do {
                        try solver.setConstant(old + Double(Int.random(in: -40...40, using: &random)), for: constraint)
                    } catch {
                        #expect(error.kind == .unsatisfiable)
                        #expect(constraint.constant == old)
                        solver.updateVariables()
                        #expect(variables.map { solver.value(of: $0) } == before, "values changed after a failed constant")
                    }
                }
            default:
                try solver.suggestValue(variables[0], Double(Int.random(in: -100...100, using: &random)))
            }
            let shown = variables.map { solver.value(of: $0) }
            let changed = solver.updateVariables()
            // The changed list is exactly the variables whose solved value differs from the
            // one last read, and every value read is the tableau's.
            let truth = variables.map { solver.tableau.value(of: solver.symbolOfVariable[Int($0.id)]) + 0 }
            #expect(variables.map { solver.value(of: $0) } == truth)
            #expect(changed == variables.indices.filter { shown[$0] != truth[$0] }.map { variables[$0] })
            for constraint in active where constraint.strength.isRequired {
                #expect(violation(constraint, solver) < 1e-6, "\(solver.describe(constraint)) violated")
            }
        }
    }
}

@Suite("Memory stays flat")
struct MemoryTests {
    @Test("Adding and removing constraints forever reuses the same symbols and rows")
    func symbolsReused() throws {
        let solver = Solver()
        let layout = GeneratedLayout(solver, views: 20, seed: 3)
        try solver.add(layout.constraints)
        try solver.addEditVariable(layout.root.width, strength: Strength(999))
        try solver.suggestValue(layout.root.width, 375)
        let box = layout.boxes[7]
        let toggled: [Constraint] = [(box.width == 55).withPriority(900), box.left >= 30, (box.height <= 10).withPriority(600)]
        try solver.add(toggled)
        try solver.remove(toggled)
        let symbols = solver.tableau.symbolCount, slots = solver.tableau.rows.count
        let before = solver.values(layout.variables)
        for cycle in 0..<500 {
            try solver.add(toggled)
            try solver.suggestValue(layout.root.width, cycle % 2 == 0 ? 667 : 375)
            try solver.remove(toggled)
        }
        try solver.suggestValue(layout.root.width, 375)
        #expect(solver.tableau.symbolCount == symbols)
        #expect(solver.tableau.rows.count == slots)
        #expect(close(solver.values(layout.variables), before))
    }
}
