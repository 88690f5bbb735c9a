import HeadlessCore
import Foundation

/// One section of a compositional layout, resolved: its group's item frames (which repeat for
/// every group), where its groups start, its boundary items and decorations.
@MainActor
struct CompositionalSectionLayout {
    struct Boundary {
        var kind: String
        var frame: CGRect
        var pinned: Bool
        var zIndex: Int
        var trailing = false
    }

    let index: Int
    let count: Int
    private(set) var top: CGFloat
    private(set) var bottom: CGFloat
    let isOrthogonal: Bool
    private(set) var rowWidth: CGFloat = 0
    private var leaves: [CGRect] = []
    private var groupSize: CGSize = .zero
    private var pitch: CGFloat = 0
    private var groupCount = 0
    private var itemsTop: CGFloat = 0
    private var itemsBottom: CGFloat = 0
    private var leading: CGFloat = 0
    private var boundaries: [Boundary] = []
    private var backgroundFrames: [(kind: String, frame: CGRect, zIndex: Int)] = []
    /// Whether the group's height is estimated, so its items size themselves: each group's
    /// height (plus the spacing) sits in a Fenwick tree and a measured item moves the groups
    /// after it in O(log n).
    private(set) var isSelfSizing = false
    private var groupHeights = HeightTree()
    private var spacing: CGFloat = 0
    private(set) var measuredHeights: [Int: CGFloat] = [:]

    init(empty index: Int, at top: CGFloat) {
        self.index = index
        count = 0
        self.top = top
        bottom = top
        isOrthogonal = false
    }

    init(_ section: NSCollectionLayoutSection, index: Int, count: Int, top: CGFloat, container: CGSize,
         environment: NSCollectionLayoutEnvironment, report: @escaping (String) -> Void) {
        self.index = index
        self.count = count
        self.top = top
        isOrthogonal = section.orthogonalScrollingBehavior != .none
        let insets = section.contentInsets
        let contentWidth = max(0, container.width - insets.leading - insets.trailing)
        leading = insets.leading
        var resolver = GroupResolver(report: report)
        let group = resolver.resolve(section.group, in: CGSize(width: contentWidth, height: container.height))
        groupSize = group.size
        leaves = group.leaves
        var y = top
        let supplementaryWidth = section.supplementariesFollowContentInsets ? contentWidth : container.width
        let supplementaryX = section.supplementariesFollowContentInsets ? insets.leading : 0
        func boundary(_ item: NSCollectionLayoutBoundarySupplementaryItem, at y: CGFloat) -> Boundary {
            let size = item.layoutSize.resolve(in: CGSize(width: supplementaryWidth, height: container.height))
            return Boundary(kind: item.elementKind,
                            frame: CGRect(x: supplementaryX + item.offset.x, y: y + item.offset.y,
                                          width: size.width, height: size.height),
                            pinned: item.pinToVisibleBounds, zIndex: item.pinToVisibleBounds ? 10 : item.zIndex)
        }
        for item in section.boundarySupplementaryItems where !item.isTrailing {
            let placed = boundary(item, at: y)
            boundaries.append(placed)
            if item.extendsBoundary { y += placed.frame.height }
        }
        let sectionTop = y
        y += insets.top
        itemsTop = y
        if count > 0 && leaves.isEmpty {
            report("its group (\(section.group.visualDescription())) places no item: give the group subitems with a non-zero size. The section shows no items.")
        }
        let perGroup = leaves.count
        groupCount = perGroup > 0 ? (count + perGroup - 1) / perGroup : 0
        let spacing = section.interGroupSpacing.isFinite ? max(0, section.interGroupSpacing) : 0
        self.spacing = spacing
        if isOrthogonal {
            pitch = groupSize.width + spacing
            itemsBottom = itemsTop + (groupCount > 0 ? groupSize.height : 0)
            rowWidth = insets.leading + CGFloat(groupCount) * groupSize.width + CGFloat(max(0, groupCount - 1)) * spacing
                + insets.trailing
        } else {
            pitch = groupSize.height + spacing
            itemsBottom = itemsTop + CGFloat(groupCount) * groupSize.height + CGFloat(max(0, groupCount - 1)) * spacing
        }
        if groupCount > 0 && pitch <= 0 {
            report("its group has zero \(isOrthogonal ? "width" : "height"), so its items cannot be placed: give the group's layout size a non-zero dimension. The section shows no items.")
            groupCount = 0
            itemsBottom = itemsTop
        }
        if !isOrthogonal, groupCount > 0, pitch > 0, section.group.layoutSize.heightDimension.isEstimated {
            isSelfSizing = true
            groupHeights = HeightTree(Array(repeating: pitch, count: groupCount))
        }
        y = itemsBottom + insets.bottom
        let sectionBottom = y
        for item in section.boundarySupplementaryItems where item.isTrailing {
            var placed = boundary(item, at: y)
            placed.trailing = true
            boundaries.append(placed)
            if item.extendsBoundary { y += placed.frame.height }
        }
        bottom = y
        for decoration in section.decorationItems {
            let frame = CGRect(x: 0, y: sectionTop, width: container.width, height: sectionBottom - sectionTop)
                .inset(by: UIEdgeInsets(decoration.contentInsets))
            backgroundFrames.append((decoration.elementKind, frame, decoration.zIndex))
        }
    }

    /// The origin of group `group`, with an orthogonal row scrolled by `offset`.
    private func origin(ofGroup group: Int, offset: CGFloat) -> CGPoint {
        if isSelfSizing { return CGPoint(x: leading, y: itemsTop + groupHeights.origin(of: group)) }
        return isOrthogonal ? CGPoint(x: leading + CGFloat(group) * pitch - offset, y: itemsTop)
                     : CGPoint(x: leading, y: itemsTop + CGFloat(group) * pitch)
    }

    func frame(ofItem item: Int, offset: CGFloat) -> CGRect? {
        guard item >= 0, item < count, !leaves.isEmpty, groupCount > 0 else { return nil }
        let origin = origin(ofGroup: item / leaves.count, offset: offset)
        return leaf(of: item).offsetBy(dx: origin.x, dy: origin.y)
    }

    /// An item's frame within its group: the group's leaf, with the measured height once the
    /// item has sized itself.
    private func leaf(of item: Int) -> CGRect {
        var frame = leaves[item % leaves.count]
        if let height = measuredHeights[item] { frame.size.height = height }
        return frame
    }

    /// Whether the item at `item` still has an estimated height.
    func needsSelfSizing(_ item: Int) -> Bool { isSelfSizing && measuredHeights[item] == nil }

    /// Takes an item's measured height; returns how much taller the section became. The
    /// group grows or shrinks to hold its tallest item, keeping its insets.
    mutating func setMeasuredHeight(_ height: CGFloat, ofItem item: Int) -> CGFloat {
        guard isSelfSizing, item >= 0, item < count, !leaves.isEmpty else { return 0 }
        measuredHeights[item] = height
        let group = item / leaves.count
        let first = group * leaves.count
        var groupHeight: CGFloat = 0
        for index in first..<min(count, first + leaves.count) {
            let estimate = leaves[index - first]
            let padding = max(0, groupSize.height - estimate.maxY)
            groupHeight = max(groupHeight, estimate.minY + (measuredHeights[index] ?? estimate.height) + padding)
        }
        let delta = groupHeight + spacing - groupHeights.heights[group]
        guard delta != 0 else { return 0 }
        groupHeights.setHeight(groupHeight + spacing, at: group)
        itemsBottom += delta
        bottom += delta
        for index in boundaries.indices where boundaries[index].trailing { boundaries[index].frame.origin.y += delta }
        for index in backgroundFrames.indices { backgroundFrames[index].frame.size.height += delta }
        return delta
    }

    /// Moves the whole section down by `delta`.
    mutating func shift(by delta: CGFloat) {
        top += delta
        bottom += delta
        itemsTop += delta
        itemsBottom += delta
        for index in boundaries.indices { boundaries[index].frame.origin.y += delta }
        for index in backgroundFrames.indices { backgroundFrames[index].frame.origin.y += delta }
    }

    /// Appends the attributes of the elements meeting `rect`.
    func elements(in rect: CGRect, visible: CGRect, offset: CGFloat, into result: inout [UICollectionViewLayoutAttributes]) {
        guard bottom >= rect.minY, top <= rect.maxY else { return }
        for (kind, frame, zIndex) in backgroundFrames where frame.intersects(rect) {
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: index))
            attributes.frame = frame
            attributes.zIndex = zIndex
            result.append(attributes)
        }
        if groupCount > 0, itemsBottom >= rect.minY, itemsTop <= rect.maxY {
            let first: Int
            let last: Int
            if isSelfSizing {
                first = groupHeights.index(containing: rect.minY - itemsTop)
                last = groupHeights.index(containing: rect.maxY - itemsTop)
            } else if isOrthogonal {
                let low = rect.minX + offset - leading
                let high = rect.maxX + offset - leading
                first = max(0, Int(((low - groupSize.width) / pitch).rounded(.down)))
                last = min(groupCount - 1, Int((high / pitch).rounded(.down)))
            } else {
                first = max(0, Int(((rect.minY - itemsTop - groupSize.height) / pitch).rounded(.down)))
                last = min(groupCount - 1, Int(((rect.maxY - itemsTop) / pitch).rounded(.down)))
            }
            if first <= last {
                for group in first...last {
                    let origin = origin(ofGroup: group, offset: offset)
                    for (leafIndex, leaf) in leaves.enumerated() {
                        let item = group * leaves.count + leafIndex
                        guard item < count else { break }
                        let frame = (isSelfSizing ? self.leaf(of: item) : leaf).offsetBy(dx: origin.x, dy: origin.y)
                        guard frame.intersects(rect) else { continue }
                        let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item, section: index))
                        attributes.frame = frame
                        attributes.selfSizingHeight = needsSelfSizing(item)
                        result.append(attributes)
                    }
                }
            }
        }
        var boundary: [UICollectionViewLayoutAttributes] = []
        boundaryElements(visible: visible, into: &boundary)
        result += boundary.filter { $0.frame.intersects(rect) }
    }

    /// The section's headers and footers, pinned ones held at the visible top.
    func boundaryElements(visible: CGRect, into result: inout [UICollectionViewLayoutAttributes]) {
        var kinds: [String: Int] = [:]
        for placed in boundaries {
            var frame = placed.frame
            if placed.pinned {
                frame.origin.y = min(max(frame.minY, visible.minY), bottom - frame.height)
            }
            let ordinal = kinds[placed.kind, default: 0]
            kinds[placed.kind] = ordinal + 1
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: placed.kind,
                                                              with: IndexPath(item: ordinal, section: index))
            attributes.frame = frame
            attributes.zIndex = placed.zIndex
            result.append(attributes)
        }
    }

    func decorations() -> [UICollectionViewLayoutAttributes] {
        backgroundFrames.map { kind, frame, zIndex in
            let attributes = UICollectionViewLayoutAttributes(forDecorationViewOfKind: kind, with: IndexPath(item: 0, section: index))
            attributes.frame = frame
            attributes.zIndex = zIndex
            return attributes
        }
    }
}

/// Resolves a group into its size and the frames of its leaf items, relative to the group.
@MainActor
struct GroupResolver {
    /// The most items one group places, so a tiny item cannot make a group of millions.
    static let itemLimit = 10_000
    let report: (String) -> Void

    mutating func resolve(_ group: NSCollectionLayoutGroup, in container: CGSize) -> (size: CGSize, leaves: [CGRect]) {
        let size = group.layoutSize.resolve(in: container)
        return (size, place(group, size: size))
    }

    private mutating func place(_ group: NSCollectionLayoutGroup, size: CGSize) -> [CGRect] {
        let inner = CGRect(origin: .zero, size: size).inset(by: UIEdgeInsets(group.contentInsets))
        let innerSize = CGSize(width: max(0, inner.width), height: max(0, inner.height))
        switch group.arrangement {
        case .custom(let provider):
            let environment = CompositionalEnvironment(container: CompositionalContainer(size: size),
                                                       traitCollection: UITraitCollection())
            return provider(environment).map(\.frame)
        case .horizontal, .vertical:
            let horizontal: Bool = if case .horizontal = group.arrangement { true } else { false }
            let available = horizontal ? innerSize.width : innerSize.height
            let spacing = group.interItemSpacing?.spacing ?? 0
            var slots: [(item: NSCollectionLayoutItem, size: CGSize)] = []
            if let fixed = group.fixedCount, let subitem = group.subitems.first {
                let n = min(max(1, fixed), Self.itemLimit)
                let length = max(0, (available - spacing * CGFloat(n - 1)) / CGFloat(n))
                var itemSize = subitem.layoutSize.resolve(in: innerSize)
                if horizontal { itemSize.width = length } else { itemSize.height = length }
                slots = Array(repeating: (subitem, itemSize), count: n)
            } else if !group.subitems.isEmpty {
                var used: CGFloat = 0
                var index = 0
                while slots.count < Self.itemLimit {
                    let subitem = group.subitems[index % group.subitems.count]
                    let itemSize = subitem.layoutSize.resolve(in: innerSize)
                    let length = horizontal ? itemSize.width : itemSize.height
                    if length <= 0 {
                        report("an item of a \(group.visualDescription()) has zero \(horizontal ? "width" : "height") (\(horizontal ? subitem.layoutSize.widthDimension.traceDescription : subitem.layoutSize.heightDimension.traceDescription)): give it a non-zero dimension. It is placed once.")
                        slots.append((subitem, itemSize))
                        break
                    }
                    let needed = slots.isEmpty ? length : used + spacing + length
                    if !slots.isEmpty && needed > available + 0.001 { break }
                    slots.append((subitem, itemSize))
                    used = needed
                    index += 1
                }
            }
            var gap = spacing
            if let interItem = group.interItemSpacing, interItem.isFlexibleSpacing, slots.count > 1 {
                let total = slots.map { horizontal ? $0.size.width : $0.size.height }.reduce(0, +)
                gap = max(spacing, (available - total) / CGFloat(slots.count - 1))
            }
            var position = horizontal ? inner.minX : inner.minY
            var leaves: [CGRect] = []
            for (item, itemSize) in slots {
                let origin = horizontal ? CGPoint(x: position, y: inner.minY) : CGPoint(x: inner.minX, y: position)
                if let subgroup = item as? NSCollectionLayoutGroup {
                    leaves += place(subgroup, size: itemSize).map { $0.offsetBy(dx: origin.x, dy: origin.y) }
                } else {
                    leaves.append(CGRect(origin: origin, size: itemSize).inset(by: UIEdgeInsets(item.contentInsets)))
                }
                position += (horizontal ? itemSize.width : itemSize.height) + gap
            }
            return leaves
        }
    }
}
