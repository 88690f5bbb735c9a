import LayoutSolver
import Testing

@Suite("Bad input is refused with a typed error and leaves the solver unchanged")
struct ErrorTests {
    /// A small solved system, with the values it has.
    func system() throws -> (Solver, Box, [Double]) {
        let solver = Solver()
        let box = Box(solver, "box")
        try solver.add([box.left == 10, box.top == 20, box.width >= 50, box.height == 30])
        try solver.add((box.width == 80).withPriority(500))
        return (solver, box, solver.frame(box))
    }

    @Test("A conflicting required constraint is reported with the constraints it conflicts with")
    func unsatisfiable() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        let a = x >= 10, b = y == x + 5, unrelated = z == 3
        try solver.add([a, b, unrelated])
        let c = y <= 12
        let error = #expect(throws: SolverError.self) { try solver.add(c) }
        #expect(error?.kind == .unsatisfiable)
        #expect(error?.constraint === c)
        let conflicting = error?.conflicting ?? []
        #expect(conflicting.count == 3)
        #expect(conflicting[0] === a && conflicting[1] === b && conflicting[2] === c)
        #expect(error?.message.contains("Unable to simultaneously satisfy constraints") == true)
        #expect(error?.message.contains("y <= 12") == true)
        #expect(!solver.contains(c))
    }

    @Test("A contradiction between required equalities names both")
    func contradictoryEqualities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let first = x == 10
        try solver.add(first)
        let second = x == 20
        let error = #expect(throws: SolverError.self) { try solver.add(second) }
        #expect(error?.kind == .unsatisfiable)
        #expect(error?.conflicting.count == 2)
        #expect(error?.conflicting.first === first)
    }

    @Test("After an unsatisfiable constraint the values and later solves are as if it never came")
    func stateUnchangedAfterFailure() throws {
        let (solver, box, before) = try system()
        for bad in [box.width <= 40, box.width + box.left == 30, box.height == 31] {
            #expect(throws: SolverError.self) { try solver.add(bad) }
            #expect(solver.frame(box) == before)
        }
        // The solver still works and agrees with a fresh one given the same history.
        try solver.add(box.width <= 70)
        let (fresh, freshBox, _) = try system()
        try fresh.add(freshBox.width <= 70)
        #expect(solver.frame(box) == fresh.frame(freshBox))
        #expect(solver.frame(box) == [10, 20, 70, 30])
    }

    @Test("A batch is added all or nothing")
    func batchAllOrNothing() throws {
        let (solver, box, before) = try system()
        let count = solver.constraintCount
        let good = box.width <= 200
        #expect(throws: SolverError.self) { try solver.add([good, box.height == 40]) }
        #expect(!solver.contains(good))
        #expect(solver.constraintCount == count)
        #expect(solver.frame(box) == before)
        try solver.add(good)
        #expect(solver.contains(good))
    }

    @Test("A required constant change that conflicts is refused and rolled back")
    func unsatisfiableConstantChange() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let floor = x >= 10
        let link = y == x + 5
        let cap = y <= 100
        try solver.add([floor, link, cap])
        try solver.add((x == 0).withPriority(250))
        #expect(solver.values([x, y]) == [10, 15])
        let error = #expect(throws: SolverError.self) { try solver.setConstant(12, for: cap) }
        #expect(error?.kind == .unsatisfiable)
        #expect(error?.conflicting.contains { $0 === floor } == true)
        #expect(cap.constant == 100)
        #expect(solver.values([x, y]) == [10, 15])
        try solver.setConstant(20, for: cap)
        try solver.setConstant(14, for: floor)
        #expect(solver.values([x, y]) == [14, 19])
    }

    @Test("NaN and infinite coefficients, constants and suggestions are rejected")
    func nonFinite() throws {
        let (solver, box, before) = try system()
        for bad in [box.width == .nan, box.width <= .infinity, Constraint(terms: [Term(box.left, .nan)], .equal, 0)] {
            let error = #expect(throws: SolverError.self) { try solver.add(bad) }
            #expect(error?.kind == .nonFiniteValue)
        }
        let c = box.top >= 0
        try solver.add(c)
        let error = #expect(throws: SolverError.self) { try solver.setConstant(-.infinity, for: c) }
        #expect(error?.kind == .nonFiniteValue)
        try solver.addEditVariable(box.height, strength: .defaultHigh)
        let suggestion = #expect(throws: SolverError.self) { try solver.suggestValue(box.height, .nan) }
        #expect(suggestion?.kind == .nonFiniteValue)
        #expect(solver.frame(box) == before)
    }

    @Test("Duplicate and unknown constraints, unknown variables and bad strengths")
    func misuse() throws {
        let (solver, box, _) = try system()
        let c = box.left <= 100
        try solver.add(c)
        #expect((#expect(throws: SolverError.self) { try solver.add(c) })?.kind == .duplicateConstraint)
        try solver.remove(c)
        #expect((#expect(throws: SolverError.self) { try solver.remove(c) })?.kind == .unknownConstraint)
        #expect((#expect(throws: SolverError.self) { try solver.setConstant(1, for: c) })?.kind == .unknownConstraint)

        let other = Solver()
        let stranger = Box(other, "stranger")
        let foreign = Constraint(terms: [Term(variable(id: 400))], .equal, 0)
        #expect((#expect(throws: SolverError.self) { try solver.add(foreign) })?.kind == .unknownVariable)
        let held = stranger.left == 0
        try other.add(held)
        #expect((#expect(throws: SolverError.self) { try solver.add(held) })?.kind == .constraintInAnotherSolver)

        #expect((#expect(throws: SolverError.self) { try solver.add((box.left == 0).withPriority(0)) })?.kind == .invalidStrength)
        #expect((#expect(throws: SolverError.self) { try solver.add((box.left == 0).withPriority(1001)) })?.kind == .invalidStrength)
        #expect((#expect(throws: SolverError.self) { try solver.addEditVariable(box.left, strength: .required) })?.kind == .invalidStrength)
        #expect((#expect(throws: SolverError.self) { try solver.suggestValue(box.left, 3) })?.kind == .unknownEditVariable)
        #expect((#expect(throws: SolverError.self) { try solver.removeEditVariable(box.left) })?.kind == .unknownEditVariable)
        try solver.addEditVariable(box.left, strength: .defaultHigh)
        #expect((#expect(throws: SolverError.self) { try solver.addEditVariable(box.left, strength: .defaultLow) })?.kind == .duplicateEditVariable)
    }
}

/// A variable id that no solver in the test made (variables are normally made by a solver).
func variable(id: Int32) -> Variable {
    let solver = Solver()
    var last = solver.makeVariable()
    while last.id < id { last = solver.makeVariable() }
    return last
}

@Suite("Constraints move between solvers and are removed in batches")
struct OwnershipTests {
    @Test("A constraint whose solver is gone can be added to another")
    func outlivesSolver() throws {
        var first: Solver? = Solver()
        let x = first!.makeVariable("x")
        let c = x == 5
        try first!.add(c)
        first = nil
        let second = Solver()
        _ = second.makeVariable("x")  // variable 0 of the new solver, the id `x` carries
        try second.add(c)
        #expect(second.values([x]) == [5])
    }

    @Test("A batch removal refuses unknown constraints and removes nothing")
    func batchRemove() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let a = x == 5, b = y == x + 1, stranger = y == 0
        try solver.add([a, b])
        #expect(throws: SolverError.self) { try solver.remove([a, stranger]) }
        #expect(solver.contains(a) && solver.contains(b))
        try solver.remove([b, a])
        #expect(solver.constraintCount == 0)
    }
}

@Suite("Degenerate required constraints")
struct DegenerateTests {
    @Test("A cycle of required constraints is unsatisfiable and names the cycle")
    func requiredCycle() throws {
        let solver = Solver()
        let a = solver.makeVariable("a.left"), b = solver.makeVariable("b.left"), c = solver.makeVariable("c.left")
        let ab = b == a + 10, bc = c == b + 10
        try solver.add([ab, bc])
        let ca = a == c + 10
        let error = #expect(throws: SolverError.self) { try solver.add(ca) }
        #expect(error?.kind == .unsatisfiable)
        #expect(error?.conflicting.count == 3)
        #expect(error?.conflicting.first === ab)
    }

    @Test("A zero multiplier on a required equality with a non-zero constant is unsatisfiable")
    func zeroMultiplier() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let error = #expect(throws: SolverError.self) { try solver.add(0 * x == 5) }
        #expect(error?.kind == .unsatisfiable)
        #expect(error?.conflicting.count == 1)
        try solver.add(0 * x == 0)   // vacuous, accepted
    }

    @Test("Redundant required constraints are accepted, and removing one keeps the other")
    func redundant() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        let first = x == 10, second = x == 10
        try solver.add([first, second])
        let conflict = #expect(throws: SolverError.self) { try solver.setConstant(11, for: second) }
        #expect(conflict?.kind == .unsatisfiable)
        #expect(conflict?.conflicting.count == 2)
        #expect(solver.values([x]) == [10])
        try solver.remove(first)
        #expect(solver.values([x]) == [10])
        let error = #expect(throws: SolverError.self) { try solver.setConstant(11, for: first) }
        #expect(error?.kind == .unknownConstraint)
        try solver.setConstant(12, for: second)
        #expect(solver.values([x]) == [12])
    }
}
