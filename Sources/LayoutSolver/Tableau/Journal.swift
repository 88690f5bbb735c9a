/// The undo log of a transaction: what the tableau was before an operation that may fail
/// (a required constraint that needs the artificial phase, a batch of constraints, a new
/// constant of a required constraint), so that a failure leaves it exactly as it was.
///
/// Rows are saved the first time a transaction touches them; arrays are copy-on-write, so
/// saving a row is a reference, and the row's next change copies it.
struct Journal {
    var saved: [(slot: Int32, row: Row, basic: Int32)] = []
    let slotCount: Int
    let freeSlots: [Int32]
    let freeSymbols: [Int32]
    let symbolCount: Int
    let levels: [Level]
}

extension Tableau {
    var inTransaction: Bool { journal != nil }

    mutating func beginTransaction() {
        precondition(journal == nil)
        journalEpoch &+= 1
        if journalEpoch == 0 { for i in stamp.indices { stamp[i] = 0 }; journalEpoch = 1 }
        journal = Journal(slotCount: rows.count, freeSlots: freeSlots, freeSymbols: freeSymbols, symbolCount: kinds.count, levels: levels)
    }

    mutating func commit() { journal = nil }

    /// Saves a slot's row before its first change in the running transaction.
    @inline(__always)
    mutating func touch(_ slot: Int32) {
        guard journal != nil else { return }
        touchSlow(slot)
    }

    mutating func touchSlow(_ slot: Int32) {
        let t = Int(slot)
        guard t < journal!.slotCount, stamp[t] != journalEpoch else { return }
        stamp[t] = journalEpoch
        journal!.saved.append((slot, rows[t], basicOf[t]))
    }

    /// Puts the tableau back as it was when the transaction began.
    mutating func rollback() {
        guard let journal else { return }
        self.journal = nil
        for entry in journal.saved {
            let basic = basicOf[Int(entry.slot)]
            if basic >= 0, Int(basic) < rowOf.count { rowOf[Int(basic)] = -1 }
        }
        for slot in journal.slotCount..<rows.count {
            let basic = basicOf[slot]
            if basic >= 0, Int(basic) < rowOf.count { rowOf[Int(basic)] = -1 }
        }
        rows.removeLast(rows.count - journal.slotCount)
        basicOf.removeLast(basicOf.count - journal.slotCount)
        stamp.removeLast(stamp.count - journal.slotCount)
        seen.removeLast(seen.count - journal.slotCount)
        let extra = kinds.count - journal.symbolCount
        kinds.removeLast(extra)
        rowOf.removeLast(extra)
        owner.removeLast(extra)
        columns.removeLast(extra)
        columnLimit.removeLast(extra)
        accumulator.removeLast(extra)
        moved.removeLast(extra)
        for symbol in movedExternals where Int(symbol) < moved.count { moved[Int(symbol)] = false }
        movedExternals.removeAll()
        everythingMoved = true
        for entry in journal.saved {
            let t = Int(entry.slot)
            rows[t] = entry.row
            basicOf[t] = entry.basic
            if entry.basic >= 0 { rowOf[Int(entry.basic)] = entry.slot }
        }
        for entry in journal.saved {
            for cell in entry.row.cells { noteCell(cell.symbol, inSlot: entry.slot) }
        }
        freeSlots = journal.freeSlots
        freeSymbols = journal.freeSymbols
        levels = journal.levels
        infeasible.removeAll()
        objectiveChanged = true
        hasArtificial = false
        artificial = Row()
    }
}
