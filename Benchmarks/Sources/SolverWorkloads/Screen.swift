import LayoutSolver

/// A generated screen for the solver benchmark: `views` views (4 variables each: left, top,
/// width, height) in rows of four under a root whose size comes from two edit variables,
/// with about 4.25 constraints per view: pins to the parent and to siblings, proportional
/// and equal widths and heights, a required inequality against the root's right edge, and
/// optional preferences at priorities 750, 500 and 250. Every variable is determined, and
/// no two optional constraints trade off against each other, so any correct solver gives
/// the same values.
public struct Screen {
    /// One constraint, independent of any solver: `Σ coefficient·variable relation constant`.
    public struct Spec {
        public var terms: [(variable: Int, coefficient: Double)]
        public var relation: Relation
        public var constant: Double
        public var priority: Float
    }

    public let views: Int
    public private(set) var names: [String] = []
    public private(set) var specs: [Spec] = []
    /// The root's width and height: the edit variables.
    public let rootWidth = 2
    public let rootHeight = 3
    /// The edit variables' priority.
    public let editPriority: Float = 999
    /// A constraint near the middle of the screen whose constant the "constant" workload
    /// changes: a view's gap to its left sibling (moves two views).
    public private(set) var localConstant = 0
    /// The first row's top margin, on which every view's top depends (moves all views).
    public private(set) var chainConstant = 0

    public init(views: Int) {
        self.views = views
        for name in ["root.left", "root.top", "root.width", "root.height"] { names.append(name) }
        specs.append(Spec(terms: [(0, 1)], relation: .equal, constant: 0, priority: 1000))
        specs.append(Spec(terms: [(1, 1)], relation: .equal, constant: 0, priority: 1000))
        func v(_ view: Int, _ attribute: Int) -> Int { 4 + 4 * view + attribute }  // 0 left, 1 top, 2 width, 3 height
        let perRow = 4
        for view in 0..<views {
            for attribute in ["left", "top", "width", "height"] { names.append("view\(view).\(attribute)") }
            let column = view % perRow
            let left = v(view, 0), top = v(view, 1), width = v(view, 2), height = v(view, 3)
            // Horizontal position: the parent's leading margin, or after the left sibling.
            if column == 0 {
                specs.append(Spec(terms: [(left, 1), (0, -1)], relation: .equal, constant: 16, priority: 1000))
            } else {
                let previous = view - 1
                if view == views / 2 + 1 { localConstant = specs.count }
                specs.append(Spec(terms: [(left, 1), (v(previous, 0), -1), (v(previous, 2), -1)],
                                  relation: .equal, constant: 8, priority: 1000))
            }
            // Vertical position: the parent's top margin, below the row above, or aligned
            // with the left sibling.
            if view == 0 {
                chainConstant = specs.count
                specs.append(Spec(terms: [(top, 1), (1, -1)], relation: .equal, constant: 20, priority: 1000))
            } else if column == 0 {
                let above = view - perRow
                specs.append(Spec(terms: [(top, 1), (v(above, 1), -1), (v(above, 3), -1)],
                                  relation: .equal, constant: 8, priority: 1000))
            } else {
                specs.append(Spec(terms: [(top, 1), (v(view - 1, 1), -1)], relation: .equal, constant: 0, priority: 1000))
            }
            switch column {
            case 0:
                specs.append(Spec(terms: [(width, 1), (rootWidth, -0.2)], relation: .equal, constant: 0, priority: 1000))
                specs.append(Spec(terms: [(height, 1)], relation: .equal, constant: 44, priority: 1000))
            case 1:
                specs.append(Spec(terms: [(width, 1), (v(view - 1, 2), -1)], relation: .equal, constant: 0, priority: 1000))
                specs.append(Spec(terms: [(height, 1), (v(view - 1, 3), -1)], relation: .equal, constant: 0, priority: 1000))
            case 2:
                specs.append(Spec(terms: [(width, 1)], relation: .equal, constant: 60, priority: 750))
                specs.append(Spec(terms: [(height, 1)], relation: .equal, constant: 30, priority: 500))
            default:
                specs.append(Spec(terms: [(left, 1), (width, 1), (0, -1), (rootWidth, -1)],
                                  relation: .lessThanOrEqual, constant: -16, priority: 1000))
                specs.append(Spec(terms: [(width, 1)], relation: .equal, constant: 100, priority: 250))
                specs.append(Spec(terms: [(height, 1)], relation: .equal, constant: 44, priority: 250))
            }
        }
    }

    /// The screen in a solver: its variables, and its constraints (not yet added).
    public struct Instance {
        public let solver: Solver
        public let variables: [Variable]
        public let constraints: [Constraint]

        /// Adds the constraints one by one, the root's edit variables, and the portrait size.
        public func solve(width: Double = 375, height: Double = 667) throws {
            for constraint in constraints { try solver.add(constraint) }
            try solver.addEditVariable(variables[2], strength: Strength(999))
            try solver.addEditVariable(variables[3], strength: Strength(999))
            try solver.suggestValue(variables[2], width)
            try solver.suggestValue(variables[3], height)
            solver.updateVariables()
        }
    }

    /// A new solver with the screen's variables and constraint objects.
    public func instantiate() -> Instance {
        let solver = Solver()
        let variables = names.map { solver.makeVariable($0) }
        let constraints = specs.map { spec in
            Constraint(terms: spec.terms.map { Term(variables[$0.variable], $0.coefficient) },
                       spec.relation, spec.constant, strength: Strength(spec.priority))
        }
        return Instance(solver: solver, variables: variables, constraints: constraints)
    }
}
