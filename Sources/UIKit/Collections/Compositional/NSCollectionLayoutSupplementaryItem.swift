import HeadlessCore
import Foundation

/// The edges of a rectangle, leading and trailing following the layout direction.
public struct NSDirectionalRectEdge: OptionSet, Hashable, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let top = NSDirectionalRectEdge(rawValue: 1 << 0)
    public static let leading = NSDirectionalRectEdge(rawValue: 1 << 1)
    public static let bottom = NSDirectionalRectEdge(rawValue: 1 << 2)
    public static let trailing = NSDirectionalRectEdge(rawValue: 1 << 3)
    public static let all: NSDirectionalRectEdge = [.top, .leading, .bottom, .trailing]
}

/// Where a boundary supplementary item sits on its section or layout.
public enum NSRectAlignment: Int, Sendable, Hashable {
    case none, top, topLeading, leading, bottomLeading, bottom, bottomTrailing, trailing, topTrailing
}

/// Where a supplementary item is anchored on its item.
@preconcurrency @MainActor
open class NSCollectionLayoutAnchor: NSObject {
    /// The edges it is anchored to.
    public let edges: NSDirectionalRectEdge
    /// An offset in points.
    public let offset: CGPoint
    /// Whether the offset is a fraction of the item's size.
    public let isFractionalOffset: Bool

    /// An anchor on edges.
    public convenience init(edges: NSDirectionalRectEdge) { self.init(edges: edges, offset: .zero, fractional: false) }
    /// An anchor on edges with an offset in points.
    public convenience init(edges: NSDirectionalRectEdge, absoluteOffset: CGPoint) {
        self.init(edges: edges, offset: absoluteOffset, fractional: false)
    }
    /// An anchor on edges with an offset as a fraction of the item's size.
    public convenience init(edges: NSDirectionalRectEdge, fractionalOffset: CGPoint) {
        self.init(edges: edges, offset: fractionalOffset, fractional: true)
    }
    init(edges: NSDirectionalRectEdge, offset: CGPoint, fractional: Bool) {
        self.edges = edges
        self.offset = offset
        isFractionalOffset = fractional
        super.init()
    }
    /// Whether the offset is absolute.
    open var isAbsoluteOffset: Bool { !isFractionalOffset }
}

/// A supplementary view anchored to an item (a badge).
@preconcurrency @MainActor
open class NSCollectionLayoutSupplementaryItem: NSCollectionLayoutItem {
    /// The element kind the data source's supplementary provider receives.
    public let elementKind: String
    /// The anchor on the item.
    public let containerAnchor: NSCollectionLayoutAnchor
    /// The stacking order.
    open var zIndex = 1

    /// Creates a supplementary item anchored to its item.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, containerAnchor: NSCollectionLayoutAnchor) {
        self.elementKind = elementKind
        self.containerAnchor = containerAnchor
        super.init(layoutSize: layoutSize, supplementaryItems: [])
    }
}

/// A header or footer of a section or of the whole layout.
@preconcurrency @MainActor
open class NSCollectionLayoutBoundarySupplementaryItem: NSCollectionLayoutSupplementaryItem {
    /// Where it sits.
    public let alignment: NSRectAlignment
    /// An offset from its place.
    public let offset: CGPoint
    /// Whether it takes room in the section (true) or overlaps the content.
    open var extendsBoundary = true
    /// Whether it stays at the visible edge while its section shows.
    open var pinToVisibleBounds = false

    /// Creates a boundary item.
    public convenience init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment) {
        self.init(layoutSize: layoutSize, elementKind: elementKind, alignment: alignment, absoluteOffset: .zero)
    }

    /// Creates a boundary item with an offset.
    public init(layoutSize: NSCollectionLayoutSize, elementKind: String, alignment: NSRectAlignment, absoluteOffset: CGPoint) {
        self.alignment = alignment
        offset = absoluteOffset
        super.init(layoutSize: layoutSize, elementKind: elementKind,
                   containerAnchor: NSCollectionLayoutAnchor(edges: [.top], offset: .zero, fractional: false))
    }

    /// Whether it goes after the content (bottom or trailing alignments).
    var isTrailing: Bool { [.bottom, .bottomLeading, .bottomTrailing].contains(alignment) }
}

/// A view the layout draws behind a section, such as its background.
@preconcurrency @MainActor
open class NSCollectionLayoutDecorationItem: NSCollectionLayoutItem {
    /// The decoration kind, registered on the layout.
    public let elementKind: String
    /// The stacking order (behind the cells by default).
    open var zIndex = -1

    init(elementKind: String) {
        self.elementKind = elementKind
        super.init(layoutSize: NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .fractionalHeight(1)),
                   supplementaryItems: [])
    }

    /// A background covering its section.
    open class func background(elementKind: String) -> NSCollectionLayoutDecorationItem {
        NSCollectionLayoutDecorationItem(elementKind: elementKind)
    }
}
