/// Below this magnitude a coefficient or constant counts as zero.
let epsilon = 1e-8

/// One non-zero entry of a row: `coefficient · symbol`.
struct Cell {
    var symbol: Int32
    var coefficient: Double
}

/// A row of the tableau, `basic = constant + Σ cells`, or a row of the objective,
/// `constant + Σ cells`. The cells are sorted by symbol id and hold no (near-)zero
/// coefficient: a sparse row that merges in linear time.
struct Row {
    var cells: [Cell] = []
    var constant: Double = 0

    /// The index of `symbol`'s cell, if the row has one.
    @inline(__always)
    static func index(of symbol: Int32, in cells: [Cell]) -> Int? {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            let s = cells[mid].symbol
            if s < symbol { low = mid &+ 1 } else if s > symbol { high = mid } else { return mid }
        }
        return nil
    }

    /// The coefficient of `symbol`, 0 when the row has no cell for it.
    @inline(__always)
    func coefficient(of symbol: Int32) -> Double {
        if let i = Row.index(of: symbol, in: cells) { return cells[i].coefficient }
        return 0
    }

    /// `target += factor · source`, dropping `removing`'s cell from `target` (pass -1 to keep
    /// every cell). The merged cells are built in `scratch` and swapped in, so both buffers
    /// are reused; symbols new to `target` are appended to `inserted`.
    static func merge(_ target: inout [Cell], removing: Int32, factor: Double, _ source: [Cell],
                      scratch: inout [Cell], inserted: inout [Int32]) {
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(target.count + source.count)
        var i = 0
        var j = 0
        let n = target.count
        let m = source.count
        while i < n || j < m {
            if j >= m || (i < n && target[i].symbol < source[j].symbol) {
                let cell = target[i]
                if cell.symbol != removing { scratch.append(cell) }
                i &+= 1
            } else if i >= n || source[j].symbol < target[i].symbol {
                let c = factor * source[j].coefficient
                if abs(c) > epsilon {
                    scratch.append(Cell(symbol: source[j].symbol, coefficient: c))
                    inserted.append(source[j].symbol)
                }
                j &+= 1
            } else {
                let symbol = target[i].symbol
                if symbol != removing {
                    let c = target[i].coefficient + factor * source[j].coefficient
                    if abs(c) > epsilon { scratch.append(Cell(symbol: symbol, coefficient: c)) }
                }
                i &+= 1
                j &+= 1
            }
        }
        swap(&target, &scratch)
    }

    /// Adds `coefficient · symbol` to the cells, removing the cell if it becomes zero.
    /// Returns whether the symbol is new to the row.
    @discardableResult
    static func add(_ symbol: Int32, _ coefficient: Double, to cells: inout [Cell]) -> Bool {
        var low = 0
        var high = cells.count
        while low < high {
            let mid = (low &+ high) >> 1
            if cells[mid].symbol < symbol { low = mid &+ 1 } else { high = mid }
        }
        if low < cells.count, cells[low].symbol == symbol {
            let c = cells[low].coefficient + coefficient
            if abs(c) > epsilon { cells[low].coefficient = c } else { cells.remove(at: low) }
            return false
        }
        if abs(coefficient) > epsilon {
            cells.insert(Cell(symbol: symbol, coefficient: coefficient), at: low)
            return true
        }
        return false
    }

    /// Rewrites `row`, which reads `lhs = constant + Σ cells` (with `lhs` not among the
    /// cells), to read `rhs = …`: solves it for `rhs`, which must have a cell. `lhs` gets a
    /// cell (reported through `inserted`).
    static func solve(_ row: inout Row, lhs: Int32, for rhs: Int32, scratch: inout [Cell], inserted: inout [Int32]) {
        guard let k = index(of: rhs, in: row.cells) else { return }
        let factor = -1 / row.cells[k].coefficient
        scratch.removeAll(keepingCapacity: true)
        scratch.reserveCapacity(row.cells.count + 1)
        var placed = lhs < 0
        for cell in row.cells where cell.symbol != rhs {
            if !placed, lhs < cell.symbol {
                scratch.append(Cell(symbol: lhs, coefficient: -factor))
                placed = true
            }
            scratch.append(Cell(symbol: cell.symbol, coefficient: cell.coefficient * factor))
        }
        if !placed { scratch.append(Cell(symbol: lhs, coefficient: -factor)) }
        if lhs >= 0 { inserted.append(lhs) }
        row.constant *= factor
        swap(&row.cells, &scratch)
    }
}
