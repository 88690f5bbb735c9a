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

    // Sections sized item by item.
    var placed: [Placed] = []
    var lineFirstItem: [Int] = []
    var lineEnds: [CGFloat] = []

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
