/// An incremental Cassowary solver: linear equalities and inequalities over ``Variable``s,
/// required or optional by ``Strength``, kept solved as constraints come and go.
///
/// The algorithm is Badros, Borning and Stuckey's ("The Cassowary Linear Arithmetic
/// Constraint Solving Algorithm", 2001): the constraints are kept as a simplex tableau in
/// solved form, optional constraints contribute error variables to an objective that is
/// minimised lexicographically by priority level, a new constraint is added with one
/// substitution pass and a primal re-optimisation (an artificial variable when no variable of
/// the new row can be made basic), and a new constant (``setConstant(_:for:)``,
/// ``suggestValue(_:_:)``) is applied by the constraint's marker and repaired with the dual
/// simplex, touching only the rows that hold the marker.
///
/// ```swift
/// let solver = Solver()
/// let left = solver.makeVariable("left"), width = solver.makeVariable("width")
/// try solver.add(left == 20)
/// try solver.add(width >= 100)
/// try solver.add((width == 300).withPriority(250))
/// try solver.addEditVariable(width, strength: .defaultHigh)
/// try solver.suggestValue(width, 80)      // clamped by the required `width >= 100`
/// solver.updateVariables()
/// solver.value(of: width)                 // 100
/// ```
///
/// Every operation either succeeds or throws a ``SolverError`` and leaves the solver as it
/// was. Results are deterministic: they depend only on the operations and their order.
/// A solver is not thread-safe; use it from one thread or actor.
public final class Solver {
    struct Record {
        var constraint: Constraint
        /// The symbol that identifies the constraint's row: its slack, dummy, or positive error.
        var marker: Int32
        /// The second error (optional equality) or the error of an optional inequality, or -1.
        var other: Int32
        /// The coefficients of `marker` and `other` in the constraint's equation
        /// `lhs - rhs + markerSign·marker + otherSign·other = 0`.
        var markerSign: Double
        var otherSign: Double
        /// Order of addition, for reporting conflicts in that order.
        var sequence: Int
    }

    // The solver is used from one thread at a time and its storage is never handed out
    // while it is being changed: the dynamic exclusivity checks (a quarter of a
    // from-scratch solve) are turned off for it.
    // Safety: unchecked exclusivity: the solver is single-threaded and its loops index these arrays without holding inout access across calls that reach them.
    @exclusivity(unchecked) var tableau = Tableau()
    // Safety: unchecked exclusivity: the solver is single-threaded and its loops index these arrays without holding inout access across calls that reach them.
    @exclusivity(unchecked) var records: [Record?] = []
    var freeRecords: [Int32] = []
    var sequence = 0

    // Per variable.
    // Safety: unchecked exclusivity: the solver is single-threaded and its loops index these arrays without holding inout access across calls that reach them.
    @exclusivity(unchecked) var symbolOfVariable: [Int32] = []
    var names: [String] = []
    // Safety: unchecked exclusivity: the solver is single-threaded and its loops index these arrays without holding inout access across calls that reach them.
    @exclusivity(unchecked) var values: [Double] = []
    var editRecord: [Int32] = []

    // The running transaction's bookkeeping beyond the tableau.
    var transactionRecords: [Int32] = []
    var savedRecordCount = 0
    var savedFreeRecords: [Int32] = []
    var savedSequence = 0

    /// An empty solver.
    public init() {}

    deinit {
        // The constraints outlive the solver; they may then be added to another one.
        for record in records {
            record?.constraint.recordIndex = -1
            record?.constraint.owner = nil
        }
    }

    // MARK: Variables

    /// Makes a variable of this solver, with value 0 until constraints say otherwise.
    /// - Parameter name: used in diagnostics only.
    public func makeVariable(_ name: String = "") -> Variable {
        let id = Int32(symbolOfVariable.count)
        symbolOfVariable.append(tableau.newSymbol(.external, owner: id))
        names.append(name.isEmpty ? "v\(id)" : name)
        values.append(0)
        editRecord.append(-1)
        return Variable(id: id)
    }

    /// How many variables this solver has made.
    public var variableCount: Int { symbolOfVariable.count }

    /// The name `variable` was made with.
    public func name(of variable: Variable) -> String {
        isKnown(variable) ? names[Int(variable.id)] : "\(variable) (not of this solver)"
    }

    func isKnown(_ variable: Variable) -> Bool { variable.id >= 0 && Int(variable.id) < symbolOfVariable.count }

    /// `constraint` written out with this solver's variable names.
    public func describe(_ constraint: Constraint) -> String {
        constraint.render { name(of: $0) }
    }

    // MARK: Constraints held

    /// Whether `constraint` is in this solver.
    public func contains(_ constraint: Constraint) -> Bool { recordIndex(of: constraint) != nil }

    /// How many constraints the solver holds, edit constraints included.
    public var constraintCount: Int { records.count - freeRecords.count }

    /// Cells rewritten so far by substituting a row into the rows that mention its variable
    /// (each merge counts both rows' lengths): a measure of the work additions and removals
    /// cost, independent of time, for tests that check it stays in proportion to the input.
    public var substitutionWork: Int { tableau.substitutionWork }

    func recordIndex(of constraint: Constraint) -> Int32? {
        let index = constraint.recordIndex
        guard index >= 0, Int(index) < records.count, let record = records[Int(index)],
              record.constraint === constraint else { return nil }
        return index
    }

    // MARK: Transactions

    func beginTransaction() {
        tableau.beginTransaction()
        transactionRecords.removeAll()
        savedRecordCount = records.count
        savedFreeRecords = freeRecords
        savedSequence = sequence
    }

    func commitTransaction() {
        tableau.commit()
        transactionRecords.removeAll()
    }

    func rollbackTransaction() {
        tableau.rollback()
        for index in transactionRecords {
            if let record = records[Int(index)] {
                record.constraint.recordIndex = -1
                record.constraint.owner = nil
            }
            if Int(index) < savedRecordCount { records[Int(index)] = nil }
        }
        records.removeLast(records.count - savedRecordCount)
        freeRecords = savedFreeRecords
        sequence = savedSequence
        transactionRecords.removeAll()
    }
}
