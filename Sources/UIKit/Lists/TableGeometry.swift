import Foundation

/// The vertical layout of a table's sections: per section a header item, its rows and a
/// footer item, laid end to end in one ``HeightTree``.
///
/// Item `sectionStarts[s]` is section `s`'s header, the next `rowCounts[s]` items its rows,
/// then its footer. Finding a row's item is O(1); finding the section of an item is a binary
/// search over the sections.
struct TableGeometry {
    /// What one item is.
    enum Item: Equatable {
        case header(Int)
        case row(IndexPath)
        case footer(Int)
    }

    private(set) var rowCounts: [Int] = []
    /// The item index of each section's header.
    private(set) var sectionStarts: [Int] = []
    private(set) var tree = HeightTree()
    /// Whether an item's height is an estimate, replaced when the item is first shown.
    var isEstimated: [Bool] = []
    /// The sections' header and footer titles, from the data source.
    var headerTitles: [String?] = []
    var footerTitles: [String?] = []

    init() {}

    /// A layout of sections: for each, the header height, the row heights and the footer height,
    /// with whether each is an estimate.
    init(sections: [(header: CGFloat, rows: [CGFloat], footer: CGFloat)], estimated: [Bool],
         headerTitles: [String?], footerTitles: [String?]) {
        var heights: [CGFloat] = []
        heights.reserveCapacity(sections.reduce(0) { $0 + $1.rows.count + 2 })
        for section in sections {
            sectionStarts.append(heights.count)
            rowCounts.append(section.rows.count)
            heights.append(section.header)
            heights.append(contentsOf: section.rows)
            heights.append(section.footer)
        }
        tree = HeightTree(heights)
        isEstimated = estimated
        self.headerTitles = headerTitles
        self.footerTitles = footerTitles
    }

    var itemCount: Int { tree.count }
    var totalHeight: CGFloat { tree.total }

    func headerItem(_ section: Int) -> Int { sectionStarts[section] }
    func footerItem(_ section: Int) -> Int { sectionStarts[section] + rowCounts[section] + 1 }
    func rowItem(_ indexPath: IndexPath) -> Int { sectionStarts[indexPath.section] + 1 + indexPath.row }

    /// Whether a row exists.
    func contains(_ indexPath: IndexPath) -> Bool {
        indexPath.count == 2 && rowCounts.indices.contains(indexPath.section) && indexPath.row >= 0 && indexPath.row < rowCounts[indexPath.section]
    }

    /// The section an item belongs to: the last section starting at or before it.
    func section(ofItem index: Int) -> Int {
        var low = 0, high = sectionStarts.count - 1
        while low < high {
            let middle = (low + high + 1) / 2
            if sectionStarts[middle] <= index { low = middle } else { high = middle - 1 }
        }
        return low
    }

    /// What an item is.
    func item(at index: Int) -> Item {
        let section = section(ofItem: index)
        let offset = index - sectionStarts[section]
        if offset == 0 { return .header(section) }
        if offset > rowCounts[section] { return .footer(section) }
        return .row(IndexPath(row: offset - 1, section: section))
    }

    func origin(ofItem index: Int) -> CGFloat { tree.origin(of: index) }
    func height(ofItem index: Int) -> CGFloat { tree.heights[index] }

    /// The item at an offset from the top of the sections.
    func item(containing offset: CGFloat) -> Int { tree.index(containing: offset) }

    /// Replaces an item's height; returns the change.
    @discardableResult
    mutating func setHeight(_ height: CGFloat, ofItem index: Int) -> CGFloat {
        let delta = height - tree.heights[index]
        tree.setHeight(height, at: index)
        isEstimated[index] = false
        return delta
    }
}

/// The changes recorded between `beginUpdates()` and `endUpdates()`.
struct TableUpdates {
    var insertedRows: [IndexPath] = []
    var deletedRows: [IndexPath] = []
    var reloadedRows: [IndexPath] = []
    var reconfiguredRows: [IndexPath] = []
    var movedRows: [(IndexPath, IndexPath)] = []
    var insertedSections = IndexSet()
    var deletedSections = IndexSet()
    var reloadedSections = IndexSet()
    var movedSections: [(Int, Int)] = []

    var isEmpty: Bool {
        insertedRows.isEmpty && deletedRows.isEmpty && reloadedRows.isEmpty && reconfiguredRows.isEmpty
            && movedRows.isEmpty && insertedSections.isEmpty && deletedSections.isEmpty
            && reloadedSections.isEmpty && movedSections.isEmpty
    }
}
