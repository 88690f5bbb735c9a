/// The simplex tableau in solved form, with the objective, as Cassowary keeps it.
///
/// Symbols are dense `Int32` ids with their kind, basic row and column in parallel arrays.
/// Rows live in slots (reused after removal); `rowOf[symbol]` is the slot of the row whose
/// basic variable the symbol is, or -1 when it is non-basic (parametric). Every row that
/// holds a cell for a symbol is listed in that symbol's column, so substituting a symbol
/// touches the rows that hold it and no other. Columns are kept lazily: entries of rows that
/// lost the cell are skipped and pruned, never searched for.
struct Tableau {
    // Per symbol.
    var kinds: [SymbolKind] = []
    var rowOf: [Int32] = []
    /// Who the symbol belongs to: the variable's index for an external symbol, the
    /// constraint record's index for markers and errors, -1 otherwise.
    var owner: [Int32] = []
    var columns: [[Int32]] = []
    var columnLimit: [Int32] = []
    /// Whether an external symbol is listed in `movedExternals`.
    var moved: [Bool] = []

    /// External symbols whose value may have changed since the values were last read, so
    /// that reading them costs what changed rather than every variable.
    var movedExternals: [Int32] = []
    /// Set when the list cannot be trusted (after a rollback): every value is compared.
    var everythingMoved = false

    // Per slot.
    var rows: [Row] = []
    var basicOf: [Int32] = []
    var stamp: [UInt32] = []
    var seen: [UInt32] = []
    var freeSlots: [Int32] = []
    /// Ids of symbols that left the tableau for good (the markers and errors of removed
    /// constraints), reused by `newSymbol`, so that adding and removing constraints
    /// forever keeps the symbol tables the same size.
    var freeSymbols: [Int32] = []

    /// The objective, one row per priority level, highest priority first.
    var levels: [Level] = []
    /// The objective of the artificial phase, while one runs.
    var artificial = Row()
    var hasArtificial = false
    /// Whether the objective changed since the primal simplex last found it optimal.
    var objectiveChanged = true
    /// Basic symbols whose rows may have become infeasible (negative constant).
    var infeasible: [Int32] = []

    /// The undo log of the running transaction, if any.
    var journal: Journal?
    var journalEpoch: UInt32 = 0
    var pruneEpoch: UInt32 = 0

    // Scratch buffers, reused.
    var scratch: [Cell] = []
    /// Cells rewritten by substitutions into rows so far (both rows' lengths per merge): the
    /// work a constraint's addition or removal costs, read by the scaling tests.
    var substitutionWork = 0
    var inserted: [Int32] = []
    var accumulator: [Double] = []
    var touched: [Int32] = []
    var ratioBest: [Double] = []
    var ratioCandidate: [Double] = []

    var symbolCount: Int { kinds.count }

    mutating func newSymbol(_ kind: SymbolKind, owner: Int32) -> Int32 {
        if let symbol = freeSymbols.popLast() {
            let s = Int(symbol)
            kinds[s] = kind
            rowOf[s] = -1
            self.owner[s] = owner
            columns[s].removeAll(keepingCapacity: true)
            columnLimit[s] = 16
            accumulator[s] = 0
            moved[s] = false
            return symbol
        }
        let symbol = Int32(kinds.count)
        kinds.append(kind)
        rowOf.append(-1)
        self.owner.append(owner)
        columns.append([])
        columnLimit.append(16)
        accumulator.append(0)
        moved.append(false)
        return symbol
    }

    /// Notes that a symbol's value may have changed (its row's constant changed, or it
    /// entered or left the basis).
    @inline(__always)
    mutating func noteMoved(_ symbol: Int32) {
        let s = Int(symbol)
        if kinds[s] == .external, !moved[s] {
            moved[s] = true
            movedExternals.append(symbol)
        }
    }

    /// The current value of a symbol: its row's constant if basic, else 0.
    @inline(__always)
    func value(of symbol: Int32) -> Double {
        let slot = rowOf[Int(symbol)]
        return slot >= 0 ? rows[Int(slot)].constant : 0
    }

    // MARK: Columns

    @inline(__always)
    mutating func noteCell(_ symbol: Int32, inSlot slot: Int32) {
        let s = Int(symbol)
        columns[s].append(slot)
        if columns[s].count > Int(columnLimit[s]) { pruneColumn(symbol) }
    }

    @inline(__always)
    mutating func noteInserted(inSlot slot: Int32) {
        if inserted.isEmpty { return }
        for symbol in inserted { noteCell(symbol, inSlot: slot) }
        inserted.removeAll(keepingCapacity: true)
    }

    /// Drops the column entries of rows that no longer hold the symbol, and duplicates.
    mutating func pruneColumn(_ symbol: Int32) {
        pruneEpoch &+= 1
        if pruneEpoch == 0 { for i in seen.indices { seen[i] = 0 }; pruneEpoch = 1 }
        let s = Int(symbol)
        var column = columns[s]
        columns[s] = []
        var kept = 0
        for index in column.indices {
            let slot = Int(column[index])
            guard slot < rows.count, basicOf[slot] >= 0, seen[slot] != pruneEpoch,
                  Row.index(of: symbol, in: rows[slot].cells) != nil else { continue }
            seen[slot] = pruneEpoch
            column[kept] = column[index]
            kept += 1
        }
        column.removeLast(column.count - kept)
        columnLimit[s] = Int32(max(32, 4 * kept))
        columns[s] = column
    }

    // MARK: Rows

    /// Stores a new row for `basic`; returns its slot.
    mutating func addRow(_ row: Row, basic: Int32) -> Int32 {
        let slot: Int32
        if let free = freeSlots.popLast() {
            slot = free
            touch(slot)
            rows[Int(slot)] = row
            basicOf[Int(slot)] = basic
        } else {
            slot = Int32(rows.count)
            rows.append(row)
            basicOf.append(basic)
            stamp.append(0)
            seen.append(0)
        }
        rowOf[Int(basic)] = slot
        noteMoved(basic)
        for cell in row.cells { noteCell(cell.symbol, inSlot: slot) }
        return slot
    }

    /// Takes the row out of `slot`, making its basic symbol non-basic.
    mutating func removeRow(_ slot: Int32) -> Row {
        touch(slot)
        let s = Int(slot)
        let row = rows[s]
        rows[s] = Row()
        noteMoved(basicOf[s])
        rowOf[Int(basicOf[s])] = -1
        basicOf[s] = -1
        freeSlots.append(slot)
        return row
    }

    /// Replaces `symbol` by `definition` (a row whose basic variable `symbol` becomes, or
    /// which is being removed) in every row and objective that holds it.
    mutating func substitute(_ symbol: Int32, _ definition: Row) {
        let s = Int(symbol)
        let column = columns[s]
        columns[s] = []
        columnLimit[s] = 16
        for slot in column {
            let t = Int(slot)
            guard t < rows.count, basicOf[t] >= 0,
                  let k = Row.index(of: symbol, in: rows[t].cells) else { continue }
            touch(slot)
            let factor = rows[t].cells[k].coefficient
            rows[t].constant += factor * definition.constant
            substitutionWork += rows[t].cells.count + definition.cells.count
            Row.merge(&rows[t].cells, removing: symbol, factor: factor, definition.cells,
                      scratch: &scratch, inserted: &inserted)
            noteInserted(inSlot: slot)
            let basic = basicOf[t]
            if kinds[Int(basic)] == .external {
                noteMoved(basic)
            } else if rows[t].constant < 0 {
                infeasible.append(basic)
            }
        }
        for level in levels.indices {
            if Self.substitute(symbol, definition, into: &levels[level].row, scratch: &scratch, inserted: &inserted) {
                objectiveChanged = true
            }
        }
        if hasArtificial {
            Self.substitute(symbol, definition, into: &artificial, scratch: &scratch, inserted: &inserted)
        }
        inserted.removeAll(keepingCapacity: true)
    }

    @discardableResult
    static func substitute(_ symbol: Int32, _ definition: Row, into row: inout Row,
                           scratch: inout [Cell], inserted: inout [Int32]) -> Bool {
        guard let k = Row.index(of: symbol, in: row.cells) else { return false }
        let factor = row.cells[k].coefficient
        row.constant += factor * definition.constant
        Row.merge(&row.cells, removing: symbol, factor: factor, definition.cells,
                  scratch: &scratch, inserted: &inserted)
        return true
    }

    /// Makes `entering` basic in `slot` in place of the slot's basic symbol.
    mutating func pivot(_ slot: Int32, entering: Int32) {
        touch(slot)
        let t = Int(slot)
        let leaving = basicOf[t]
        Row.solve(&rows[t], lhs: leaving, for: entering, scratch: &scratch, inserted: &inserted)
        noteInserted(inSlot: slot)
        basicOf[t] = entering
        rowOf[Int(leaving)] = -1
        rowOf[Int(entering)] = slot
        noteMoved(leaving)
        noteMoved(entering)
        substitute(entering, rows[t])
    }

    /// Takes a symbol out of the tableau for good and puts its id up for reuse: its row, if it
    /// is basic (a row whose basic symbol no other row mentions constrains nothing else), and
    /// any cell left of it (round-off of a combination that cancels).
    mutating func releaseSymbol(_ symbol: Int32) {
        let slot = rowOf[Int(symbol)]
        if slot >= 0 { _ = removeRow(slot) }
        eraseColumn(symbol)
        columns[Int(symbol)] = []
        freeSymbols.append(symbol)
    }

    /// Removes every cell of `symbol` (an artificial variable that leaves for good).
    mutating func eraseColumn(_ symbol: Int32) {
        let s = Int(symbol)
        let column = columns[s]
        columns[s] = []
        for slot in column {
            let t = Int(slot)
            guard t < rows.count, basicOf[t] >= 0,
                  let k = Row.index(of: symbol, in: rows[t].cells) else { continue }
            touch(slot)
            rows[t].cells.remove(at: k)
        }
        for level in levels.indices {
            if let k = Row.index(of: symbol, in: levels[level].row.cells) {
                levels[level].row.cells.remove(at: k)
                objectiveChanged = true
            }
        }
    }
}

extension Tableau {
    /// Solves a row that is not stored in the tableau for `rhs` (see `Row.solve`); the
    /// symbols it gains are not noted in any column.
    mutating func solveDetached(_ row: inout Row, lhs: Int32, for rhs: Int32) {
        Row.solve(&row, lhs: lhs, for: rhs, scratch: &scratch, inserted: &inserted)
        inserted.removeAll(keepingCapacity: true)
    }
}
