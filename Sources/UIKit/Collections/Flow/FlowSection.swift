import HeadlessCore
import Foundation

/// One section of a flow layout in main-axis/cross-axis coordinates.
struct FlowSection {
    /// An item's place.
    struct Placed {
        var index: Int
        var main: CGFloat
        var cross: CGFloat
        var mainLength: CGFloat
        var crossLength: CGFloat
    }

    var start: CGFloat
    var end: CGFloat = 0
    var count: Int
    var lineSpacing: CGFloat
    var itemSpacing: CGFloat
    var header: CGRect?
    var footer: CGRect?
    var itemsStart: CGFloat = 0
    var itemsEnd: CGFloat = 0
    var crossStart: CGFloat = 0
    var available: CGFloat = 0

    // Uniform sections.
    var uniformSize: (main: CGFloat, cross: CGFloat)?
    var perLine = 1

    // Sections of estimated (self-sizing) items: lines hold `perLine` items by the estimate,
    // and each line's length (plus the line spacing) sits in a Fenwick tree, so a measured
    // item moves the lines after it in O(log n).
    var isEstimated = false
    var lines = HeightTree()
    var measured: [Int: (main: CGFloat, cross: CGFloat)] = [:]

    // Sections sized item by item.
    var placed: [Placed] = []
    var lineFirstItem: [Int] = []
    var lineEnds: [CGFloat] = []

    /// Whether the main axis is vertical (the header and footer rectangles move along it).
    var vertical = true

    init(start: CGFloat, count: Int, lineSpacing: CGFloat, itemSpacing: CGFloat) {
        self.start = start
        self.count = count
        self.lineSpacing = lineSpacing
        self.itemSpacing = itemSpacing
        itemsStart = start
        itemsEnd = start
    }

    var lineCount: Int { uniformSize != nil ? (count + perLine - 1) / perLine : lineFirstItem.count }

    mutating func layoutUniform(size: (main: CGFloat, cross: CGFloat)) {
        uniformSize = size
        perLine = size.cross + itemSpacing > 0 ? max(1, Int(((available + itemSpacing) / (size.cross + itemSpacing)).rounded(.down))) : 1
        let lines = (count + perLine - 1) / perLine
        itemsEnd = itemsStart + CGFloat(lines) * size.main + CGFloat(max(0, lines - 1)) * lineSpacing
    }

    /// Lays the section out with every item at the estimate, ready to take measured sizes.
    mutating func layoutEstimated(size: (main: CGFloat, cross: CGFloat)) {
        layoutUniform(size: size)
        isEstimated = true
        lines = HeightTree(Array(repeating: size.main + lineSpacing, count: lineCount))
        itemsEnd = itemsStart + max(0, lines.total - lineSpacing)
    }

    /// Takes an item's measured size; returns how much longer the section became.
    mutating func setMeasured(_ index: Int, _ size: (main: CGFloat, cross: CGFloat)) -> CGFloat {
        guard isEstimated, let estimate = uniformSize, index >= 0, index < count else { return 0 }
        measured[index] = size
        let line = index / perLine
        let first = line * perLine
        var length: CGFloat = 0
        for item in first..<min(count, first + perLine) { length = max(length, measured[item]?.main ?? estimate.main) }
        let delta = length + lineSpacing - lines.heights[line]
        guard delta != 0 else { return 0 }
        lines.setHeight(length + lineSpacing, at: line)
        itemsEnd += delta
        end += delta
        footer = footer.map { vertical ? $0.offsetBy(dx: 0, dy: delta) : $0.offsetBy(dx: delta, dy: 0) }
        return delta
    }

    /// Moves the whole section along the main axis.
    mutating func shift(by delta: CGFloat) {
        start += delta
        end += delta
        itemsStart += delta
        itemsEnd += delta
        header = header.map { vertical ? $0.offsetBy(dx: 0, dy: delta) : $0.offsetBy(dx: delta, dy: 0) }
        footer = footer.map { vertical ? $0.offsetBy(dx: 0, dy: delta) : $0.offsetBy(dx: delta, dy: 0) }
    }

    /// The items of one line of an estimated section, justified as measured.
    func placeEstimatedLine(_ line: Int) -> [Placed] {
        guard let estimate = uniformSize else { return [] }
        let first = line * perLine
        let next = min(count, first + perLine)
        guard first < next else { return [] }
        let lineStart = itemsStart + lines.origin(of: line)
        let lineLength = lines.heights[line] - lineSpacing
        let sizes = (first..<next).map { measured[$0] ?? estimate }
        let total = sizes.map(\.cross).reduce(0, +)
        var cross = crossStart
        var gap = itemSpacing
        if sizes.count == 1 {
            cross += max(0, (available - total) / 2)
        } else {
            gap = max(itemSpacing, (available - total) / CGFloat(sizes.count - 1))
        }
        var result: [Placed] = []
        result.reserveCapacity(sizes.count)
        for (offset, size) in sizes.enumerated() {
            result.append(Placed(index: first + offset, main: lineStart + (lineLength - size.main) / 2, cross: cross,
                                 mainLength: size.main, crossLength: size.cross))
            cross += size.cross + gap
        }
        return result
    }

    mutating func layoutVariable(sizes: [(main: CGFloat, cross: CGFloat)]) {
        var line: [Int] = []
        var used: CGFloat = 0
        var position = itemsStart
        placed = sizes.enumerated().map { Placed(index: $0.offset, main: 0, cross: 0, mainLength: $0.element.main,
                                                 crossLength: $0.element.cross) }
        func close() {
            guard !line.isEmpty else { return }
            let height = line.map { placed[$0].mainLength }.max() ?? 0
            let widths = line.map { placed[$0].crossLength }.reduce(0, +)
            var cross = crossStart
            var gap = itemSpacing
            if line.count == 1 {
                cross += max(0, (available - widths) / 2)
            } else {
                gap = max(itemSpacing, (available - widths) / CGFloat(line.count - 1))
            }
            for index in line {
                placed[index].cross = cross
                placed[index].main = position + (height - placed[index].mainLength) / 2
                cross += placed[index].crossLength + gap
            }
            lineFirstItem.append(line[0])
            lineEnds.append(position + height)
            position += height + lineSpacing
            line = []
            used = 0
        }
        for (index, size) in sizes.enumerated() {
            let needed = line.isEmpty ? size.cross : used + itemSpacing + size.cross
            if !line.isEmpty && needed > available { close() }
            used = line.isEmpty ? size.cross : used + itemSpacing + size.cross
            line.append(index)
        }
        close()
        itemsEnd = lineEnds.last ?? itemsStart
    }

    /// The item at an index.
    func item(_ index: Int) -> Placed? {
        guard index >= 0, index < count else { return nil }
        if isEstimated {
            return placeEstimatedLine(index / perLine).first { $0.index == index }
        }
        guard let size = uniformSize else { return placed.indices.contains(index) ? placed[index] : nil }
        let line = index / perLine
        let column = index % perLine
        let inLine = line == lineCount - 1 ? count - line * perLine : perLine
        let cross: CGFloat
        if inLine == 1 {
            cross = crossStart + max(0, (available - size.cross) / 2)
        } else {
            let gap = max(itemSpacing, (available - CGFloat(inLine) * size.cross) / CGFloat(inLine - 1))
            cross = crossStart + CGFloat(column) * (size.cross + gap)
        }
        return Placed(index: index, main: itemsStart + CGFloat(line) * (size.main + lineSpacing), cross: cross,
                      mainLength: size.main, crossLength: size.cross)
    }

    /// The items of the lines meeting `low..<high` on the main axis.
    func items(from low: CGFloat, to high: CGFloat) -> [Placed] {
        guard count > 0, high > itemsStart || (high == low && low >= itemsStart), low <= itemsEnd else { return [] }
        let firstLine: Int
        let lastLine: Int
        if isEstimated {
            let first = lines.index(containing: low - itemsStart)
            let last = lines.index(containing: high - itemsStart)
            return (first...max(first, last)).flatMap(placeEstimatedLine)
        }
        if let size = uniformSize {
            let pitch = size.main + lineSpacing
            guard pitch > 0 else { return (0..<count).compactMap(item) }
            firstLine = max(0, Int(((low - itemsStart - size.main) / pitch).rounded(.down)))
            lastLine = min(lineCount - 1, Int(((high - itemsStart) / pitch).rounded(.down)))
        } else {
            var lo = 0, hi = lineEnds.count
            while lo < hi {
                let mid = (lo + hi) / 2
                if lineEnds[mid] < low { lo = mid + 1 } else { hi = mid }
            }
            firstLine = lo
            var last = lo
            while last + 1 < lineFirstItem.count, placed[lineFirstItem[last + 1]].main < high { last += 1 }
            lastLine = last
        }
        guard firstLine <= lastLine else { return [] }
        var result: [Placed] = []
        for line in firstLine...lastLine {
            let first = uniformSize != nil ? line * perLine : lineFirstItem[line]
            let next = uniformSize != nil ? min(count, first + perLine)
                : (line + 1 < lineFirstItem.count ? lineFirstItem[line + 1] : count)
            for index in first..<next { if let placed = item(index) { result.append(placed) } }
        }
        return result
    }
}
