@testable import LayoutSolver
import Testing

@Suite("Incremental changes agree with solving from scratch")
struct IncrementalTests {
    @Test("Removing constraints restores the previous values")
    func removeRestores() throws {
        let solver = Solver()
        let layout = GeneratedLayout(solver, views: 40, seed: 7)
        try solver.add(layout.constraints)
        try solver.addEditVariable(layout.root.width, strength: Strength(999))
        try solver.addEditVariable(layout.root.height, strength: Strength(999))
        try solver.suggestValue(layout.root.width, 375)
        try solver.suggestValue(layout.root.height, 667)
        let before = solver.values(layout.variables)
        let extra: [Constraint] = [
            layout.boxes[3].width == 77,
            layout.boxes[10].left >= 300,
            (layout.boxes[20].height == 5).withPriority(999),
            layout.boxes[5].top <= layout.boxes[9].top - 100,
        ]
        for constraint in extra {
            do { try solver.add(constraint) } catch { continue }   // some conflict: fine
        }
        #expect(!close(solver.values(layout.variables), before))
        for constraint in extra where solver.contains(constraint) { try solver.remove(constraint) }
        #expect(close(solver.values(layout.variables), before))
    }

    @Test("A changed constant gives what a fresh solve of the changed system gives", arguments: [1, 2, 3, 4, 5] as [UInt64])
    func constantChange(seed: UInt64) throws {
        let solver = Solver()
        let layout = GeneratedLayout(solver, views: 60, seed: seed)
        try solver.add(layout.constraints)
        try solver.add([layout.root.width == 375, layout.root.height == 667])
        solver.updateVariables()
        var random = SeededGenerator(seed: seed &* 31)
        // Change a few constants one after another, comparing each time.
        var changed: [Int: Double] = [:]
        for _ in 0..<6 {
            let index = Int.random(in: 2..<layout.constraints.count, using: &random)
            let constraint = layout.constraints[index]
            let value = constraint.constant + Double(Int.random(in: -20...20, using: &random))
            do { try solver.setConstant(value, for: constraint) } catch { continue }
            changed[index] = value

            let fresh = Solver()
            let freshLayout = GeneratedLayout(fresh, views: 60, seed: seed)
            for (i, v) in changed { freshLayout.constraints[i].constant = v }
            try fresh.add(freshLayout.constraints)
            try fresh.add([freshLayout.root.width == 375, freshLayout.root.height == 667])
            #expect(close(solver.values(layout.variables), fresh.values(freshLayout.variables)))
        }
    }

    /// Optional extras at priorities of their own (x.5, unused by the base layout), so that
    /// toggling them never leaves a variable undetermined or the optimum tied.
    static func extras(_ layout: GeneratedLayout, seed: UInt64) -> [Constraint] {
        var random = SeededGenerator(seed: seed &+ 99)
        var result: [Constraint] = []
        for i in 0..<12 {
            let box = layout.boxes[Int.random(in: 0..<layout.boxes.count, using: &random)]
            let value = Double(Int.random(in: 0...300, using: &random))
            let priority = Float(100 + 37 * i) + 0.5
            switch i % 3 {
            case 0: result.append((box.width == value).withPriority(priority))
            case 1: result.append((box.left >= value).withPriority(priority))
            default: result.append((box.height <= value / 4).withPriority(priority))
            }
        }
        return result
    }

    @Test("Random edits, toggled constraints and new constants agree with fresh solves", arguments: [11, 12, 13] as [UInt64])
    func randomized(seed: UInt64) throws {
        let solver = Solver()
        let layout = GeneratedLayout(solver, views: 30, seed: seed)
        let extras = Self.extras(layout, seed: seed)
        try solver.add(layout.constraints)
        try solver.addEditVariable(layout.root.width, strength: Strength(999))
        try solver.addEditVariable(layout.root.height, strength: Strength(999))
        var random = SeededGenerator(seed: seed)
        var active = Array(repeating: false, count: extras.count)
        var size = (375.0, 667.0)
        try solver.suggestValue(layout.root.width, size.0)
        try solver.suggestValue(layout.root.height, size.1)
        for step in 0..<15 {
            switch step % 3 {
            case 0:
                size = (Double(Int.random(in: 300...900, using: &random)), Double(Int.random(in: 300...900, using: &random)))
                try solver.suggestValue(layout.root.width, size.0)
                try solver.suggestValue(layout.root.height, size.1)
            case 1:
                let index = Int.random(in: 0..<extras.count, using: &random)
                if active[index] { try solver.remove(extras[index]) } else { try solver.add(extras[index]) }
                active[index].toggle()
            default:
                let index = Int.random(in: 2..<layout.constraints.count, using: &random)
                let constraint = layout.constraints[index]
                try solver.setConstant(constraint.constant + 3, for: constraint)
            }
            // The same system, built at once.
            let fresh = Solver()
            let freshLayout = GeneratedLayout(fresh, views: 30, seed: seed)
            let freshExtras = Self.extras(freshLayout, seed: seed)
            for (i, c) in freshLayout.constraints.enumerated() { c.constant = layout.constraints[i].constant }
            try fresh.add(freshLayout.constraints)
            try fresh.add(extras.indices.filter { active[$0] }.map { freshExtras[$0] })
            try fresh.add([(freshLayout.root.width == size.0).withPriority(999), (freshLayout.root.height == size.1).withPriority(999)])
            let incremental = solver.values(layout.variables)
            let scratch = fresh.values(freshLayout.variables)
            #expect(close(incremental, scratch), "step \(step): first difference at \(zip(incremental, scratch).enumerated().first { !close([$0.1.0], [$0.1.1]) }.map { "\(solver.name(of: layout.variables[$0.0])): \($0.1.0) vs \($0.1.1)" } ?? "-")")
        }
    }
}
