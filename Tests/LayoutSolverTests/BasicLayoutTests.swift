import LayoutSolver
import Testing

@Suite("Small layouts solve to known frames")
struct BasicLayoutTests {
    @Test("A chain of views pinned to each other and to the parent")
    func chain() throws {
        let solver = Solver()
        let parent = Box(solver, "parent")
        let a = Box(solver, "a"), b = Box(solver, "b"), c = Box(solver, "c")
        try solver.add([
            parent.left == 0, parent.top == 0, parent.width == 320, parent.height == 480,
            a.left == parent.left + 16, a.top == parent.top + 20, a.width == 50, a.height == 30,
            b.left == a.right + 8, b.top == a.top, b.width == a.width, b.height == a.height,
            c.left == b.right + 8, c.top == b.bottom + 4, c.right == parent.right - 16, c.height == 10,
        ])
        #expect(solver.frame(a) == [16, 20, 50, 30])
        #expect(solver.frame(b) == [74, 20, 50, 30])
        #expect(solver.frame(c) == [132, 54, 172, 10])
    }

    @Test("A fixed-size view centred in its parent")
    func centring() throws {
        let solver = Solver()
        let parent = Box(solver, "parent")
        let child = Box(solver, "child")
        try solver.add([
            parent.left == 0, parent.top == 0, parent.width == 375, parent.height == 667,
            child.width == 100, child.height == 50,
            child.centerX == parent.centerX,
            child.top + 0.5 * child.height == parent.top + 0.5 * parent.height,
        ])
        #expect(solver.frame(child) == [137.5, 308.5, 100, 50])
    }

    @Test("Equal-width siblings share the parent's width")
    func equalWidths() throws {
        let solver = Solver()
        let parent = Box(solver, "parent")
        let boxes = (0..<3).map { Box(solver, "b\($0)") }
        try solver.add([parent.left == 0, parent.width == 320])
        try solver.add(boxes[0].left == parent.left + 10)
        try solver.add(boxes[1].left == boxes[0].right + 10)
        try solver.add(boxes[2].left == boxes[1].right + 10)
        try solver.add(boxes[2].right == parent.right - 10)
        try solver.add(boxes[1].width == boxes[0].width)
        try solver.add(boxes[2].width == boxes[0].width)
        solver.updateVariables()
        let third: Double = 280.0 / 3
        let widths: [Double] = boxes.map { solver.value(of: $0.width) }
        #expect(close(widths, [third, third, third]))
        let expectedLeft: Double = 10 + 2 * (third + 10)
        #expect(close([solver.value(of: boxes[2].left)], [expectedLeft]))
    }

    @Test("Inequalities hold and optional preferences move up to them")
    func inequalities() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        try solver.add(x >= 10)
        try solver.add(x <= 100)
        try solver.add((x == 500).withPriority(500))
        try solver.add(y >= x + 5)
        try solver.add((y == 0).withPriority(250))
        #expect(solver.values([x, y]) == [100, 105])
    }

    @Test("The higher priority wins a conflict, however many lower ones oppose it")
    func priorities() throws {
        let solver = Solver()
        let width = solver.makeVariable("width")
        try solver.add(width >= 0)
        try solver.add((width == 200).withPriority(751))
        // Twenty constraints one priority lower pull the other way: a combined weight
        // (751 vs 20 x 750) would give in; lexicographic levels do not.
        for _ in 0..<20 { try solver.add((width == 50).withPriority(750)) }
        #expect(solver.values([width]) == [200])
        // Hugging (250) against compression resistance (750) on one label.
        let label = solver.makeVariable("label")
        try solver.add((label <= 80).withPriority(250))
        try solver.add((label >= 120).withPriority(750))
        #expect(solver.values([label]) == [120])
    }

    @Test("Equal priorities break the tie the same way every time")
    func equalPrioritiesDeterministic() throws {
        func run() throws -> [Double] {
            let solver = Solver()
            let a = solver.makeVariable("a"), b = solver.makeVariable("b")
            try solver.add(a + b == 100)
            try solver.add(a >= 0)
            try solver.add(b >= 0)
            try solver.add((a == 80).withPriority(500))
            try solver.add((b == 80).withPriority(500))
            return solver.values([a, b])
        }
        let first = try run()
        #expect(first[0] + first[1] == 100)
        #expect(first[0] >= 20 && first[0] <= 80)
        for _ in 0..<5 { #expect(try run() == first) }
    }

    @Test("updateVariables reports only the variables that moved")
    func changedVariables() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y"), z = solver.makeVariable("z")
        let cx = x == 10
        try solver.add([cx, y == 20, z == x + 1])
        #expect(solver.updateVariables() == [x, y, z])
        #expect(solver.updateVariables() == [])
        try solver.setConstant(15, for: cx)
        #expect(solver.updateVariables() == [x, z])
        #expect(solver.value(of: z) == 16)
    }

    @Test("A free variable is ambiguous; a pinned one is not")
    func ambiguity() throws {
        let solver = Solver()
        let left = solver.makeVariable("left"), width = solver.makeVariable("width")
        let other = solver.makeVariable("other")
        try solver.add(left + width == 100)
        #expect(solver.isAmbiguous(left) || solver.isAmbiguous(width))
        #expect(solver.isAmbiguous(other))
        try solver.add(width == 40)
        #expect(!solver.isAmbiguous(left))
        #expect(!solver.isAmbiguous(width))
    }

    @Test("Constraints and errors describe themselves with the variables' names")
    func descriptions() throws {
        let solver = Solver()
        let x = solver.makeVariable("x"), y = solver.makeVariable("y")
        let c = (2 * x + 8 <= y).withPriority(250)
        #expect(solver.describe(c) == "2*x - y <= -8 @250")
    }
}
