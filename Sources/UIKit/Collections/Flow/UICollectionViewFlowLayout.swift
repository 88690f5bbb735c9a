import HeadlessCore
import Foundation

/// A layout of items in lines that wrap: rows for vertical scrolling, columns for horizontal,
/// with section insets, spacings, and header and footer supplementary views.
///
/// Lines are justified: a line of several items spreads them across the available width, and a
/// line of one item centres it. When every item has the same size (the delegate does not answer
/// `sizeForItemAt`), a section is held as a few numbers and the items in a rectangle are found
/// by arithmetic; otherwise the section keeps its frames and lines are found by binary search.
@preconcurrency @MainActor
open class UICollectionViewFlowLayout: UICollectionViewLayout {
    /// What the section insets are measured from.
    public enum SectionInsetReference: Int, Sendable, Hashable {
        case fromContentInset
        case fromSafeArea
        case fromLayoutMargins
    }

    /// An item size that asks cells to size themselves.
    public static let automaticSize = CGSize(width: CGFloat.greatestFiniteMagnitude, height: CGFloat.greatestFiniteMagnitude)

    /// The space between lines.
    open var minimumLineSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The least space between items of a line.
    open var minimumInteritemSpacing: CGFloat = 10 { didSet { invalidateLayout() } }
    /// The size of every item, unless the delegate sizes them.
    open var itemSize = CGSize(width: 50, height: 50) { didSet { invalidateLayout() } }
    /// An estimate of the items' sizes; non-zero turns on self-sizing (the estimate is used).
    open var estimatedItemSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The scrolling direction.
    open var scrollDirection: UICollectionView.ScrollDirection = .vertical { didSet { invalidateLayout() } }
    /// The size of section headers (the height when vertical); zero for none.
    open var headerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The size of section footers; zero for none.
    open var footerReferenceSize: CGSize = .zero { didSet { invalidateLayout() } }
    /// The insets of each section's items.
    open var sectionInset: UIEdgeInsets = .zero { didSet { invalidateLayout() } }
    /// What section insets are measured from.
    open var sectionInsetReference: SectionInsetReference = .fromContentInset { didSet { invalidateLayout() } }
    /// Whether headers stay at the top of the visible bounds while their section shows.
    open var sectionHeadersPinToVisibleBounds = false { didSet { invalidateLayout() } }
    /// Whether footers stay at the bottom of the visible bounds while their section shows.
    open var sectionFootersPinToVisibleBounds = false { didSet { invalidateLayout() } }

    /// The sizes self-sizing cells reported, by section and item; kept while the width and
    /// the counts stay as they were measured under.
    var measuredSizes: [Int: [Int: CGSize]] = [:]
    var measuredCrossLength: CGFloat = -1
    var measuredCounts: [Int] = []

    /// Set by the delegate protocol's default `sizeForItemAt`.
    var defaultSizeAnswered = false
    var sections: [FlowSection] = []
    var contentLength: CGFloat = 0
    var crossLength: CGFloat = 0

    /// Creates a flow layout.
    public override init() { super.init() }

    /// Creates a flow layout from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        if coder.containsValue(forKey: "minimumLineSpacing") { minimumLineSpacing = CGFloat(coder.decodeDouble(forKey: "minimumLineSpacing")) }
        if coder.containsValue(forKey: "minimumInteritemSpacing") {
            minimumInteritemSpacing = CGFloat(coder.decodeDouble(forKey: "minimumInteritemSpacing"))
        }
        if coder.containsValue(forKey: "itemSize") { itemSize = coder.decodeCGSize(forKey: "itemSize") }
        if coder.decodeObject(forKey: "scrollDirection") as? String == "horizontal" { scrollDirection = .horizontal }
    }

    var isVertical: Bool { scrollDirection == .vertical }

    /// A rectangle from main-axis and cross-axis coordinates.
    func rect(main: CGFloat, cross: CGFloat, mainLength: CGFloat, crossLength: CGFloat) -> CGRect {
        isVertical ? CGRect(x: cross, y: main, width: crossLength, height: mainLength)
                   : CGRect(x: main, y: cross, width: mainLength, height: crossLength)
    }

    /// Main-axis range of a rectangle.
    func mainRange(_ rect: CGRect) -> (CGFloat, CGFloat) { isVertical ? (rect.minY, rect.maxY) : (rect.minX, rect.maxX) }

    /// Lays out every section's lines; uniform sections cost O(1) each.
    open override func prepare() {
        super.prepare()
        sections = []
        contentLength = 0
        guard let collectionView else { return }
        let counts = collectionView.itemCounts
        crossLength = isVertical ? collectionView.bounds.width : collectionView.bounds.height
        let delegate = collectionView.collectionDelegate as? UICollectionViewDelegateFlowLayout
        let selfSizing = estimatedItemSize != .zero
        if crossLength != measuredCrossLength || counts != measuredCounts { measuredSizes = [:] }
        measuredCrossLength = crossLength
        measuredCounts = counts
        // `automaticSize` starts every item at `itemSize`.
        var uniformSize: CGSize? = selfSizing && estimatedItemSize != Self.automaticSize ? estimatedItemSize : itemSize
        if let delegate, !selfSizing, let section = counts.firstIndex(where: { $0 > 0 }) {
            defaultSizeAnswered = false
            let size = delegate.collectionView(collectionView, layout: self, sizeForItemAt: IndexPath(item: 0, section: section))
            uniformSize = defaultSizeAnswered ? size : nil
        }
        var position: CGFloat = 0
        sections.reserveCapacity(counts.count)
        for (index, count) in counts.enumerated() {
            let inset = delegate?.collectionView(collectionView, layout: self, insetForSectionAt: index) ?? sectionInset
            let lineSpacing = delegate?.collectionView(collectionView, layout: self, minimumLineSpacingForSectionAt: index)
                ?? minimumLineSpacing
            let itemSpacing = delegate?.collectionView(collectionView, layout: self, minimumInteritemSpacingForSectionAt: index)
                ?? minimumInteritemSpacing
            let header = delegate?.collectionView(collectionView, layout: self, referenceSizeForHeaderInSection: index)
                ?? headerReferenceSize
            let footer = delegate?.collectionView(collectionView, layout: self, referenceSizeForFooterInSection: index)
                ?? footerReferenceSize
            var section = FlowSection(start: position, count: count, lineSpacing: sanitized(lineSpacing),
                                      itemSpacing: sanitized(itemSpacing))
            section.vertical = isVertical
            let (mainBefore, mainAfter, crossBefore, crossAfter) = isVertical
                ? (inset.top, inset.bottom, inset.left, inset.right) : (inset.left, inset.right, inset.top, inset.bottom)
            let headerLength = sanitized(isVertical ? header.height : header.width)
            if headerLength > 0 {
                section.header = rect(main: position, cross: 0, mainLength: headerLength, crossLength: crossLength)
                position += headerLength
            }
            position += sanitized(mainBefore)
            section.itemsStart = position
            section.crossStart = sanitized(crossBefore)
            section.available = max(0, crossLength - sanitized(crossBefore) - sanitized(crossAfter))
            if count > 0 {
                if selfSizing, let uniformSize {
                    section.layoutEstimated(size: oriented(uniformSize))
                    for (item, size) in measuredSizes[index] ?? [:] { _ = section.setMeasured(item, oriented(size)) }
                } else if let uniformSize {
                    section.layoutUniform(size: oriented(uniformSize))
                } else if let delegate {
                    var sizes: [(main: CGFloat, cross: CGFloat)] = []
                    sizes.reserveCapacity(count)
                    for item in 0..<count {
                        let size = delegate.collectionView(collectionView, layout: self,
                                                           sizeForItemAt: IndexPath(item: item, section: index))
                        sizes.append(oriented(size))
                    }
                    section.layoutVariable(sizes: sizes)
                }
            }
            position = section.itemsEnd + sanitized(mainAfter)
            let footerLength = sanitized(isVertical ? footer.height : footer.width)
            if footerLength > 0 {
                section.footer = rect(main: position, cross: 0, mainLength: footerLength, crossLength: crossLength)
                position += footerLength
            }
            section.end = position
            sections.append(section)
        }
        contentLength = position
    }

    private func sanitized(_ value: CGFloat) -> CGFloat { value.isFinite && value > 0 ? value : 0 }

    private func oriented(_ size: CGSize) -> (main: CGFloat, cross: CGFloat) {
        let size = CGSize(width: sanitized(size.width), height: sanitized(size.height))
        return isVertical ? (size.height, size.width) : (size.width, size.height)
    }

    /// The content's size: the container's cross length by the sections' extent.
    open override var collectionViewContentSize: CGSize {
        isVertical ? CGSize(width: crossLength, height: contentLength) : CGSize(width: contentLength, height: crossLength)
    }

    /// The elements meeting `rect`: the sections found by binary search, their lines by
    /// arithmetic (uniform) or binary search (sized by the delegate).
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        let (low, high) = mainRange(rect)
        var result: [UICollectionViewLayoutAttributes] = []
        var index = firstSection(endingAfter: low)
        while index < sections.count, sections[index].start < high || (sections[index].start == high && high == low) {
            let section = sections[index]
            for item in section.items(from: low, to: high) {
                let frame = self.rect(main: item.main, cross: item.cross, mainLength: item.mainLength, crossLength: item.crossLength)
                guard frame.intersects(rect) else { continue }
                let attributes = UICollectionViewLayoutAttributes(forCellWith: IndexPath(item: item.index, section: index))
                attributes.frame = frame
                markSelfSizing(attributes)
                result.append(attributes)
            }
            if let header = headerAttributes(index), header.frame.intersects(rect) { result.append(header) }
            if let footer = footerAttributes(index), footer.frame.intersects(rect) { result.append(footer) }
            index += 1
        }
        return result
    }

    private func firstSection(endingAfter position: CGFloat) -> Int {
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].end < position {
                low = mid + 1
            } else {
                high = mid
            }
        }
        return low
    }

    /// The attributes of an item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let item = sections[indexPath.section].item(indexPath.item) else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = rect(main: item.main, cross: item.cross, mainLength: item.mainLength, crossLength: item.crossLength)
        markSelfSizing(attributes)
        return attributes
    }

    /// Flags an item not measured yet in a self-sizing section: both its dimensions are
    /// estimates.
    private func markSelfSizing(_ attributes: UICollectionViewLayoutAttributes) {
        let indexPath = attributes.indexPath
        guard sections.indices.contains(indexPath.section), sections[indexPath.section].isEstimated,
              sections[indexPath.section].measured[indexPath.item] == nil else { return }
        attributes.selfSizingWidth = true
        attributes.selfSizingHeight = true
    }

    /// A self-sizing item's preferred size invalidates the layout when it differs from the
    /// estimate.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        estimatedItemSize != .zero && preferredAttributes.size != originalAttributes.size
    }

    /// Records the measured size, lengthens its line and moves the later sections; the
    /// sections before it and the lines before it keep their places (References §23).
    override func applyPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        guard estimatedItemSize != .zero, indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].isEstimated else { return false }
        let previous = sections[indexPath.section].item(indexPath.item)
        measuredSizes[indexPath.section, default: [:]][indexPath.item] = size
        let delta = sections[indexPath.section].setMeasured(indexPath.item, oriented(size))
        if delta != 0 {
            for later in (indexPath.section + 1)..<sections.count { sections[later].shift(by: delta) }
            contentLength += delta
        }
        let now = sections[indexPath.section].item(indexPath.item)
        return delta != 0 || previous?.mainLength != now?.mainLength || previous?.crossLength != now?.crossLength
    }

    override func discardMeasuredSizes() { measuredSizes = [:] }

    /// The attributes of a section header or footer.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2 else { return nil }
        switch elementKind {
        case UICollectionView.elementKindSectionHeader: return headerAttributes(indexPath.section)
        case UICollectionView.elementKindSectionFooter: return footerAttributes(indexPath.section)
        default: return nil
        }
    }

    private func headerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section), var frame = sections[section].header else { return nil }
        if sectionHeadersPinToVisibleBounds, let collectionView {
            let visibleStart = isVertical ? collectionView.bounds.minY : collectionView.bounds.minX
            let limit = sections[section].end - (isVertical ? frame.height : frame.width)
            let pinned = min(max(isVertical ? frame.minY : frame.minX, visibleStart), limit)
            if isVertical { frame.origin.y = pinned } else { frame.origin.x = pinned }
        }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                                          with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        attributes.zIndex = sectionHeadersPinToVisibleBounds ? 10 : 0
        return attributes
    }

    private func footerAttributes(_ section: Int) -> UICollectionViewLayoutAttributes? {
        guard sections.indices.contains(section), let frame = sections[section].footer else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: UICollectionView.elementKindSectionFooter,
                                                          with: IndexPath(item: 0, section: section))
        attributes.frame = frame
        return attributes
    }

    /// Headers pin to the bounds, so a scroll re-queries them; otherwise only a size change
    /// invalidates the layout.
    open override func shouldInvalidateLayout(forBoundsChange newBounds: CGRect) -> Bool {
        super.shouldInvalidateLayout(forBoundsChange: newBounds)
    }
}
