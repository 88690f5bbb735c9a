import HeadlessCore
import Foundation

/// The closure that makes a compositional layout's section for an index.
public typealias UICollectionViewCompositionalLayoutSectionProvider =
    @MainActor (Int, NSCollectionLayoutEnvironment) -> NSCollectionLayoutSection?

/// A layout composed of items, groups and sections.
///
/// `prepare()` asks the section provider once per section and resolves each section's group
/// once: its items' frames repeat for every group of the section, so an item's frame is found
/// by arithmetic, and sections by binary search over their starts. A section with orthogonal
/// scrolling lays its groups out in a row and scrolls that row on its own: its cells exist only
/// for the part of the row in its visible band (`orthogonalOffset(forSection:)`).
@preconcurrency @MainActor
open class UICollectionViewCompositionalLayout: UICollectionViewLayout {
    private let provider: UICollectionViewCompositionalLayoutSectionProvider
    /// The layout-wide settings.
    open var configuration: UICollectionViewCompositionalLayoutConfiguration { didSet { invalidateLayout() } }

    var sections: [CompositionalSectionLayout] = []
    var contentHeight: CGFloat = 0
    var width: CGFloat = 0
    var globalBoundary: [(kind: String, frame: CGRect)] = []
    /// How far each orthogonal section has scrolled.
    var orthogonalOffsets: [Int: CGFloat] = [:]
    private var reportedDirection = false
    /// The heights self-sizing items reported, by section and item; kept while the width and
    /// the counts stay as they were measured under.
    var measuredHeights: [Int: [Int: CGFloat]] = [:]
    var measuredWidth: CGFloat = -1
    var measuredCounts: [Int] = []

    /// A layout whose every section is `section`.
    public convenience init(section: NSCollectionLayoutSection) {
        self.init(section: section, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose every section is `section`, with settings.
    public convenience init(section: NSCollectionLayoutSection, configuration: UICollectionViewCompositionalLayoutConfiguration) {
        self.init(sectionProvider: { _, _ in section }, configuration: configuration)
    }

    /// A layout whose sections a closure makes.
    public convenience init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider) {
        self.init(sectionProvider: sectionProvider, configuration: UICollectionViewCompositionalLayoutConfiguration())
    }

    /// A layout whose sections a closure makes, with settings.
    public init(sectionProvider: @escaping UICollectionViewCompositionalLayoutSectionProvider,
                configuration: UICollectionViewCompositionalLayoutConfiguration) {
        provider = sectionProvider
        self.configuration = configuration
        super.init()
    }

    /// Compositional layouts are made in code only.
    public required init?(coder: NSCoder) {
        provider = { _, _ in nil }
        configuration = UICollectionViewCompositionalLayoutConfiguration()
        super.init(coder: coder)
    }

    /// A list layout: every section is a list section of `configuration`.
    public static func list(using configuration: UICollectionLayoutListConfiguration) -> UICollectionViewCompositionalLayout {
        UICollectionViewCompositionalLayout { _, environment in
            NSCollectionLayoutSection.list(using: configuration, layoutEnvironment: environment)
        }
    }

    /// Asks for every section and resolves its group.
    open override func prepare() {
        super.prepare()
        sections = []
        globalBoundary = []
        contentHeight = 0
        guard let collectionView else { return }
        if configuration.scrollDirection == .horizontal, !reportedDirection {
            reportedDirection = true
            collectionView.runtime.report(
                .warning, .collectionViewLayoutInvalid,
                "The compositional layout of \(collectionView.traceName) scrolls horizontally, which the headless layout does not model: its sections are laid out vertically. Use orthogonalScrollingBehavior on sections for horizontal rows.",
                about: collectionView)
        }
        let size = collectionView.bounds.size
        width = size.width
        let environment = CompositionalEnvironment(container: CompositionalContainer(size: size),
                                                   traitCollection: collectionView.traitCollection)
        var y: CGFloat = 0
        for item in configuration.boundarySupplementaryItems where !item.isTrailing {
            let height = item.layoutSize.resolve(in: size).height
            globalBoundary.append((item.elementKind, CGRect(x: 0, y: y, width: width, height: height)))
            if item.extendsBoundary { y += height }
        }
        let counts = collectionView.itemCounts
        if width != measuredWidth || counts != measuredCounts { measuredHeights = [:] }
        measuredWidth = width
        measuredCounts = counts
        sections.reserveCapacity(counts.count)
        for (index, count) in counts.enumerated() {
            if index > 0 { y += max(0, configuration.interSectionSpacing) }
            guard let section = provider(index, environment) else {
                collectionView.runtime.report(
                    .error, .collectionViewLayoutInvalid,
                    "The section provider of \(collectionView.traceName)'s compositional layout returned nil for section \(index): return a section for every section of the data source. The section is empty.",
                    about: collectionView)
                sections.append(CompositionalSectionLayout(empty: index, at: y))
                continue
            }
            var laid = CompositionalSectionLayout(section, index: index, count: count, top: y, container: size,
                                                  environment: environment) { message in
                collectionView.runtime.report(.error, .collectionViewLayoutInvalid,
                                              "\(collectionView.traceName), section \(index): \(message)", about: collectionView)
            }
            for (item, height) in measuredHeights[index] ?? [:] { _ = laid.setMeasuredHeight(height, ofItem: item) }
            sections.append(laid)
            y = laid.bottom
        }
        for item in configuration.boundarySupplementaryItems where item.isTrailing {
            let height = item.layoutSize.resolve(in: size).height
            globalBoundary.append((item.elementKind, CGRect(x: 0, y: y, width: width, height: height)))
            y += height
        }
        contentHeight = y
    }

    /// The container's width by the sections' height.
    open override var collectionViewContentSize: CGSize { CGSize(width: width, height: contentHeight) }

    /// The elements meeting `rect`: sections by binary search, groups by arithmetic.
    open override func layoutAttributesForElements(in rect: CGRect) -> [UICollectionViewLayoutAttributes]? {
        var result: [UICollectionViewLayoutAttributes] = []
        for (index, boundary) in globalBoundary.enumerated() where boundary.frame.intersects(rect) {
            let attributes = UICollectionViewLayoutAttributes(forSupplementaryViewOfKind: boundary.kind,
                                                              with: IndexPath(item: index, section: 0))
            attributes.frame = boundary.frame
            result.append(attributes)
        }
        var low = 0, high = sections.count
        while low < high {
            let mid = (low + high) / 2
            if sections[mid].bottom < rect.minY { low = mid + 1 } else { high = mid }
        }
        var index = low
        let visible = collectionView?.bounds ?? rect
        while index < sections.count, sections[index].top <= rect.maxY {
            sections[index].elements(in: rect, visible: visible, offset: orthogonalOffsets[index] ?? 0, into: &result)
            index += 1
        }
        return result
    }

    /// The attributes of an item.
    open override func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              let frame = sections[indexPath.section].frame(ofItem: indexPath.item,
                                                            offset: orthogonalOffsets[indexPath.section] ?? 0)
        else { return nil }
        let attributes = UICollectionViewLayoutAttributes(forCellWith: indexPath)
        attributes.frame = frame
        attributes.selfSizingHeight = sections[indexPath.section].needsSelfSizing(indexPath.item)
        return attributes
    }

    /// An item of an estimated-height group invalidates the layout when its preferred height
    /// differs from the estimate.
    open override func shouldInvalidateLayout(forPreferredLayoutAttributes preferredAttributes: UICollectionViewLayoutAttributes,
                                              withOriginalAttributes originalAttributes: UICollectionViewLayoutAttributes) -> Bool {
        preferredAttributes.size.height != originalAttributes.size.height
    }

    /// Records the measured height, resizes its group and moves the later sections
    /// (References §23).
    override func applyPreferredSize(_ size: CGSize, forItemAt indexPath: IndexPath) -> Bool {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section),
              sections[indexPath.section].isSelfSizing else { return false }
        let previous = sections[indexPath.section].measuredHeights[indexPath.item]
        measuredHeights[indexPath.section, default: [:]][indexPath.item] = size.height
        let delta = sections[indexPath.section].setMeasuredHeight(size.height, ofItem: indexPath.item)
        if delta != 0 {
            for later in (indexPath.section + 1)..<sections.count { sections[later].shift(by: delta) }
            for index in globalBoundary.indices where globalBoundary[index].frame.minY >= sections[indexPath.section].bottom - delta {
                globalBoundary[index].frame.origin.y += delta
            }
            contentHeight += delta
        }
        return delta != 0 || previous != size.height
    }

    override func discardMeasuredSizes() { measuredHeights = [:] }

    /// The attributes of a section's header or footer, or of the layout's.
    open override func layoutAttributesForSupplementaryView(ofKind elementKind: String,
                                                            at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        let visible = collectionView?.bounds ?? .zero
        var found: [UICollectionViewLayoutAttributes] = []
        sections[indexPath.section].boundaryElements(visible: visible, into: &found)
        return found.first { $0.representedElementKind == elementKind && $0.indexPath == indexPath }
    }

    /// The attributes of a section's decoration.
    open override func layoutAttributesForDecorationView(ofKind elementKind: String,
                                                         at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        guard indexPath.count == 2, sections.indices.contains(indexPath.section) else { return nil }
        return sections[indexPath.section].decorations().first { $0.representedElementKind == elementKind }
    }

    /// How far an orthogonal section has scrolled along its row.
    @_spi(Headless) public func orthogonalOffset(forSection section: Int) -> CGFloat { orthogonalOffsets[section] ?? 0 }

    /// Scrolls an orthogonal section's row, as a swipe across it does: the collection view's
    /// cells for that section follow its visible band.
    @_spi(Headless) public func setOrthogonalOffset(_ offset: CGFloat, forSection section: Int) {
        guard sections.indices.contains(section), sections[section].isOrthogonal else {
            if let collectionView {
                collectionView.runtime.report(
                    .warning, .collectionViewIndexPathOutOfRange,
                    "Section \(section) of \(collectionView.traceName) does not scroll orthogonally: set orthogonalScrollingBehavior on its section. The offset was ignored.",
                    about: collectionView)
            }
            return
        }
        let limit = max(0, sections[section].rowWidth - width)
        orthogonalOffsets[section] = max(0, min(offset, limit))
        collectionView?.setNeedsLayout()
    }
}
