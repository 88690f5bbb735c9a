import LayoutSolver

/// A view's four variables.
struct Box {
    let left: Variable
    let top: Variable
    let width: Variable
    let height: Variable

    init(_ solver: Solver, _ name: String) {
        left = solver.makeVariable("\(name).left")
        top = solver.makeVariable("\(name).top")
        width = solver.makeVariable("\(name).width")
        height = solver.makeVariable("\(name).height")
    }

    var right: Expression { left + width }
    var bottom: Expression { top + height }
    var centerX: Expression { left + 0.5 * width }
}

extension Solver {
    /// The frame (left, top, width, height) after updating the variables.
    func frame(_ box: Box) -> [Double] {
        updateVariables()
        return [value(of: box.left), value(of: box.top), value(of: box.width), value(of: box.height)]
    }

    func values(_ variables: [Variable]) -> [Double] {
        updateVariables()
        return variables.map { value(of: $0) }
    }
}

/// SplitMix64: a small seeded generator, so that randomized tests are reproducible.
struct SeededGenerator: RandomNumberGenerator {
    var state: UInt64
    init(seed: UInt64) { state = seed }
    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}

func close(_ a: [Double], _ b: [Double], tolerance: Double = 1e-6) -> Bool {
    a.count == b.count && zip(a, b).allSatisfy { abs($0 - $1) <= tolerance * max(1, abs($0), abs($1)) }
}

/// A generated layout: views in rows under a root whose size is given by edit variables,
/// with pins to the parent and to siblings, equal widths, proportional widths, inequalities
/// and optional preferences, each optional one at its own priority so that the optimum is
/// unique and any two correct solvers agree.
struct GeneratedLayout {
    var root: Box
    var boxes: [Box] = []
    var constraints: [Constraint] = []
    var variables: [Variable] = []

    init(_ solver: Solver, views: Int, seed: UInt64) {
        var random = SeededGenerator(seed: seed)
        root = Box(solver, "root")
        variables = [root.left, root.top, root.width, root.height]
        constraints += [root.left == 0, root.top == 0]
        let perRow = 4
        var priority: Float = 999
        func nextPriority() -> Float {
            priority -= 1
            if priority < 2 { priority = 998 }
            return priority
        }
        for index in 0..<views {
            let box = Box(solver, "view\(index)")
            boxes.append(box)
            variables += [box.left, box.top, box.width, box.height]
            let column = index % perRow
            let gap = Double(Int.random(in: 4...12, using: &random))
            if column == 0 {
                constraints.append(box.left == root.left + gap)
            } else {
                constraints.append(box.left == boxes[index - 1].right + gap)
            }
            if index < perRow {
                constraints.append(box.top == root.top + gap)
            } else {
                constraints.append(box.top == boxes[index - perRow].bottom + gap)
            }
            switch Int.random(in: 0..<4, using: &random) {
            case 0: constraints.append(box.width == Double(Int.random(in: 20...80, using: &random)))
            case 1 where column > 0: constraints.append(box.width == boxes[index - 1].width)
            case 2: constraints.append(box.width == 0.2 * root.width)
            default:
                constraints.append(box.width >= 10)
                constraints.append((box.width == Double(Int.random(in: 30...90, using: &random))).withPriority(nextPriority()))
            }
            if Int.random(in: 0..<2, using: &random) == 0 {
                constraints.append(box.height == Double(Int.random(in: 20...60, using: &random)))
            } else {
                constraints.append(box.height >= 16)
                constraints.append((box.height == 44).withPriority(nextPriority()))
            }
            if column == perRow - 1 {
                constraints.append((box.right <= root.width - 8).withPriority(nextPriority()))
            }
        }
    }
}
