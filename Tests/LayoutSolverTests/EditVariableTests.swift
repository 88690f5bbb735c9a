import LayoutSolver
import Testing

@Suite("Edit variables follow suggested values")
struct EditVariableTests {
    @Test("Suggested root sizes move the views that depend on them (rotation)")
    func rotation() throws {
        let solver = Solver()
        let root = Box(solver, "root")
        let content = Box(solver, "content")
        try solver.add([
            root.left == 0, root.top == 0,
            content.left == root.left + 16, content.right == root.right - 16,
            content.top == root.top + 59, content.bottom == root.bottom - 34,
        ])
        try solver.addEditVariable(root.width, strength: Strength(999))
        try solver.addEditVariable(root.height, strength: Strength(999))
        try solver.suggestValue(root.width, 393)
        try solver.suggestValue(root.height, 852)
        #expect(solver.frame(content) == [16, 59, 361, 759])
        try solver.suggestValues([(root.width, 852), (root.height, 393)])
        #expect(solver.frame(content) == [16, 59, 820, 300])
        try solver.suggestValue(root.width, 393)
        try solver.suggestValue(root.height, 852)
        #expect(solver.frame(content) == [16, 59, 361, 759])
    }

    @Test("A suggestion gives way to required constraints and stronger preferences")
    func clamped() throws {
        let solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(width >= 100)
        try solver.add(width <= 300)
        try solver.addEditVariable(width, strength: .defaultHigh)
        try solver.suggestValue(width, 80)
        #expect(solver.values([width]) == [100])
        try solver.suggestValue(width, 200)
        #expect(solver.values([width]) == [200])
        try solver.add((width == 150).withPriority(800))
        #expect(solver.values([width]) == [150])
        try solver.suggestValue(width, 500)
        #expect(solver.values([width]) == [150])
    }

    @Test("An intrinsic size as an edit variable with hugging and compression resistance")
    func intrinsicSize() throws {
        let solver = Solver()
        let width = solver.makeVariable("label.width"), intrinsic = solver.makeVariable("label.intrinsic")
        let container = solver.makeVariable("container")
        try solver.addEditVariable(intrinsic, strength: Strength(999))
        try solver.suggestValue(intrinsic, 120)
        try solver.add((width <= intrinsic).withPriority(250))     // hugging
        try solver.add((width >= intrinsic).withPriority(750))     // compression resistance
        try solver.add(width <= container)
        try solver.addEditVariable(container, strength: Strength(998))
        try solver.suggestValue(container, 300)
        #expect(solver.values([width]) == [120])
        try solver.suggestValue(intrinsic, 200)
        #expect(solver.values([width]) == [200])
        try solver.suggestValue(container, 150)
        #expect(solver.values([width]) == [150])
    }

    @Test("Removing an edit variable lets the other constraints decide again")
    func removeEdit() throws {
        let solver = Solver()
        let x = solver.makeVariable("x")
        try solver.add((x == 10).withPriority(100))
        try solver.addEditVariable(x, strength: .defaultHigh)
        try solver.suggestValue(x, 42)
        #expect(solver.values([x]) == [42])
        try solver.removeEditVariable(x)
        #expect(!solver.hasEditVariable(x))
        #expect(solver.values([x]) == [10])
    }
}
