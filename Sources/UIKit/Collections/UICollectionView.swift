import HeadlessCore
import Foundation

/// A scrolling view of items laid out by a ``UICollectionViewLayout``.
///
/// Cells exist only for the elements whose frames meet the visible region: each layout pass
/// asks the layout for ``UICollectionViewLayout/layoutAttributesForElements(in:)`` of the
/// bounds, gives new elements a cell through the data source (dequeue, `cellForItemAt`,
/// `willDisplay`) and takes back the cells that left (`didEndDisplaying`, the reuse pool,
/// `prepareForReuse` at the next dequeue). Batch updates check the data source's new counts as
/// UIKit does; see `UICollectionView+Updates.swift`.
@preconcurrency @MainActor
open class UICollectionView: UIScrollView {
    /// The kinds of element a collection view shows.
    public enum ElementCategory: UInt, Sendable, Hashable {
        /// A cell, backed by an item of the data source.
        case cell
        /// A supplementary view, such as a header.
        case supplementaryView
        /// A decoration view, owned by the layout.
        case decorationView
    }

    /// Where an item ends up when scrolled to.
    public struct ScrollPosition: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let top = ScrollPosition(rawValue: 1 << 0)
        public static let centeredVertically = ScrollPosition(rawValue: 1 << 1)
        public static let bottom = ScrollPosition(rawValue: 1 << 2)
        public static let left = ScrollPosition(rawValue: 1 << 3)
        public static let centeredHorizontally = ScrollPosition(rawValue: 1 << 4)
        public static let right = ScrollPosition(rawValue: 1 << 5)
    }

    /// The direction a layout scrolls in.
    public enum ScrollDirection: Int, Sendable, Hashable {
        case vertical
        case horizontal
    }

    /// The kind of a section header supplementary view.
    public static let elementKindSectionHeader = "UICollectionElementKindSectionHeader"
    /// The kind of a section footer supplementary view.
    public static let elementKindSectionFooter = "UICollectionElementKindSectionFooter"

    /// The identity of a shown element: category, kind and index path.
    struct ElementKey: Hashable {
        var category: ElementCategory
        var kind: String
        var indexPath: IndexPath
    }

    private var layout: UICollectionViewLayout

    /// The object that supplies the items.
    open weak var dataSource: UICollectionViewDataSource? {
        didSet { if dataSource !== oldValue { reloadData() } }
    }
    weak var collectionDelegate: UICollectionViewDelegate?
    /// The object told which items will be shown soon.
    open weak var prefetchDataSource: UICollectionViewDataSourcePrefetching?
    /// Whether ``prefetchDataSource`` is told.
    open var isPrefetchingEnabled = true
    /// A view behind the content, sized to the collection view.
    open var backgroundView: UIView? {
        didSet {
            oldValue?.removeFromSuperview()
            if let backgroundView { insertSubview(backgroundView, at: 0); backgroundView.frame = bounds }
        }
    }
    /// Whether items can be selected.
    open var allowsSelection = true
    /// Whether several items can be selected at once.
    open var allowsMultipleSelection = false
    /// Whether items can be selected while editing.
    open var allowsSelectionDuringEditing = false
    /// Whether several items can be selected while editing.
    open var allowsMultipleSelectionDuringEditing = false
    /// Whether the collection view is editing (list cells show their editing accessories).
    open var isEditing = false {
        didSet { if isEditing != oldValue { for cell in visibleCells { cell.setNeedsUpdateConfiguration() } } }
    }
    /// Whether the cells are re-laid out when the layout changes bounds; kept for API parity.
    open var remembersLastFocusedIndexPath = false
    /// Whether selecting an item follows focus.
    open var selectionFollowsFocus = false

    // MARK: State (UICollectionView+Cells.swift)

    var needsReload = true
    var itemCounts: [Int] = []
    var visibleCellsByPath: [IndexPath: UICollectionViewCell] = [:]
    var visibleSupplementaries: [ElementKey: UICollectionReusableView] = [:]
    var cellPool: [String: [UICollectionViewCell]] = [:]
    var supplementaryPool: [String: [UICollectionReusableView]] = [:]
    var cellClasses: [String: UICollectionViewCell.Type] = [:]
    var cellNibs: [String: UINib] = [:]
    var supplementaryClasses: [String: UICollectionReusableView.Type] = [:]
    var supplementaryNibs: [String: UINib] = [:]
    var selectedPaths: [IndexPath] = []
    var highlightedPath: IndexPath?
    /// The finger followed on an item (UICollectionView+Touches.swift).
    var itemTouch: CellTouch?
    var prefetched: Set<IndexPath> = []
    var lastTiledBounds: CGRect = .zero
    var batch: BatchUpdate?
    var batchDepth = 0
    /// Cells being reconfigured: a dequeue for their index path returns them unchanged.
    var reconfiguring: [IndexPath: UICollectionViewCell] = [:]
    /// The index path the data source is being asked for, so a dequeue can check it.
    var dequeueingPath: IndexPath?
    /// Whether a layout pass is running, so a reentrant one is refused.
    var isTiling = false
    /// Whether a self-sizing cell changed the layout during the current layout pass.
    var selfSizingChanged = false
    var decorationPool: [String: [UICollectionReusableView]] = [:]

    /// Creates a collection view with a frame and a layout.
    public init(frame: CGRect, collectionViewLayout layout: UICollectionViewLayout) {
        self.layout = layout
        super.init(frame: frame)
        adopt(layout)
    }

    /// Creates a collection view from a storyboard or xib, with a flow layout.
    public required init?(coder: NSCoder) {
        layout = (coder as? InterfaceBuilderCoder)?.decodeReference(forKey: "collectionViewLayout")
            as? UICollectionViewLayout ?? UICollectionViewFlowLayout()
        super.init(coder: coder)
        adopt(layout)
    }

    private func adopt(_ layout: UICollectionViewLayout) {
        if let previous = layout.collectionView, previous !== self {
            runtime.report(.warning, .collectionViewLayoutInvalid,
                           "\(traceName) was given a layout already installed in \(previous.traceName): a layout serves one collection view; create a layout for each. The layout moved to \(traceName).",
                           about: self)
            previous.setNeedsLayout()
        }
        layout.collectionView = self
        layout.needsPrepare = true
    }

    /// The delegate told of selection and display.
    open override var delegate: UIScrollViewDelegate? {
        get { collectionDelegate }
        set { collectionDelegate = newValue as? UICollectionViewDelegate }
    }

    /// The layout.
    open var collectionViewLayout: UICollectionViewLayout {
        get { layout }
        set { setCollectionViewLayout(newValue, animated: false) }
    }

    /// Replaces the layout; the animation is not modelled.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool) {
        setCollectionViewLayout(layout, animated: animated, completion: nil)
    }

    /// Replaces the layout and calls `completion` at the next run-loop turn.
    open func setCollectionViewLayout(_ layout: UICollectionViewLayout, animated: Bool,
                                      completion: ((Bool) -> Void)? = nil) {
        if self.layout !== layout {
            if self.layout.collectionView === self { self.layout.collectionView = nil }
            self.layout = layout
            adopt(layout)
        }
        layout.invalidateLayout()
        setNeedsLayout()
        layoutIfNeeded()
        if let completion { runtime.runLoop.perform { completion(true) } }
    }

    /// Keeps the layout informed of bounds changes (scrolling does not invalidate it).
    open override var bounds: CGRect {
        didSet { if bounds != oldValue { layout.boundsDidChange(from: oldValue, to: bounds) } }
    }

    /// Places the visible elements.
    open override func layoutSubviews() {
        super.layoutSubviews()
        backgroundView?.frame = CGRect(origin: bounds.origin, size: bounds.size)
        tile()
    }

    // MARK: Registration and dequeue (UICollectionView+Cells.swift)

    /// Registers a cell class for a reuse identifier.
    open func register(_ cellClass: AnyClass?, forCellWithReuseIdentifier identifier: String) {
        cellClasses[identifier] = cellClass as? UICollectionViewCell.Type
        cellNibs[identifier] = nil
    }

    /// Registers a nib holding a cell for a reuse identifier.
    open func register(_ nib: UINib?, forCellWithReuseIdentifier identifier: String) {
        cellNibs[identifier] = nib
        cellClasses[identifier] = nil
    }

    /// Registers a class for supplementary views of a kind.
    open func register(_ viewClass: AnyClass?, forSupplementaryViewOfKind elementKind: String,
                       withReuseIdentifier identifier: String) {
        supplementaryClasses[Self.poolKey(elementKind, identifier)] = viewClass as? UICollectionReusableView.Type
        supplementaryNibs[Self.poolKey(elementKind, identifier)] = nil
    }

    /// Registers a nib holding a supplementary view of a kind.
    open func register(_ nib: UINib?, forSupplementaryViewOfKind kind: String, withReuseIdentifier identifier: String) {
        supplementaryNibs[Self.poolKey(kind, identifier)] = nib
        supplementaryClasses[Self.poolKey(kind, identifier)] = nil
    }

    /// A cell for the item at an index path: a reused one (after its `prepareForReuse()`) or a
    /// new one of the registered class.
    open func dequeueReusableCell(withReuseIdentifier identifier: String, for indexPath: IndexPath) -> UICollectionViewCell {
        dequeueCellMechanism(identifier, for: indexPath)
    }

    /// A supplementary view of a kind for an index path, reused or new.
    open func dequeueReusableSupplementaryView(ofKind elementKind: String, withReuseIdentifier identifier: String,
                                               for indexPath: IndexPath) -> UICollectionReusableView {
        dequeueSupplementaryMechanism(elementKind, identifier, for: indexPath)
    }

    // MARK: Queries

    /// The number of sections, as the data source last reported it.
    open var numberOfSections: Int {
        loadCountsIfNeeded()
        return itemCounts.count
    }

    /// The number of items in a section, as the data source last reported it.
    open func numberOfItems(inSection section: Int) -> Int {
        loadCountsIfNeeded()
        return itemCounts.indices.contains(section) ? itemCounts[section] : 0
    }

    /// The visible cell of an item, or `nil`.
    open func cellForItem(at indexPath: IndexPath) -> UICollectionViewCell? { visibleCellsByPath[indexPath] }

    /// The index path of a visible cell, or `nil`.
    open func indexPath(for cell: UICollectionViewCell) -> IndexPath? {
        guard let key = cell.elementKey, key.category == .cell, visibleCellsByPath[key.indexPath] === cell else { return nil }
        return key.indexPath
    }

    /// The index path of the item at a point of the content, or `nil`.
    open func indexPathForItem(at point: CGPoint) -> IndexPath? {
        let probe = CGRect(x: point.x, y: point.y, width: 1, height: 1)
        let hits = layout.layoutAttributesForElements(in: probe) ?? []
        return hits.last { $0.representedElementCategory == .cell && $0.frame.contains(point) }?.indexPath
    }

    /// The visible cells, in index-path order.
    open var visibleCells: [UICollectionViewCell] {
        indexPathsForVisibleItems.compactMap { visibleCellsByPath[$0] }
    }

    /// The index paths of the visible cells, in order.
    open var indexPathsForVisibleItems: [IndexPath] { visibleCellsByPath.keys.sorted() }

    /// The visible supplementary view of a kind at an index path, or `nil`.
    open func supplementaryView(forElementKind elementKind: String, at indexPath: IndexPath) -> UICollectionReusableView? {
        visibleSupplementaries[ElementKey(category: .supplementaryView, kind: elementKind, indexPath: indexPath)]
    }

    /// The visible supplementary views of a kind.
    open func visibleSupplementaryViews(ofKind elementKind: String) -> [UICollectionReusableView] {
        indexPathsForVisibleSupplementaryElements(ofKind: elementKind).compactMap {
            supplementaryView(forElementKind: elementKind, at: $0)
        }
    }

    /// The index paths of the visible supplementary views of a kind.
    open func indexPathsForVisibleSupplementaryElements(ofKind elementKind: String) -> [IndexPath] {
        visibleSupplementaries.keys.filter { $0.category == .supplementaryView && $0.kind == elementKind }
            .map(\.indexPath).sorted()
    }

    /// The layout's attributes for an item.
    open func layoutAttributesForItem(at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadCountsIfNeeded()
        layout.prepareIfNeeded()
        return layout.layoutAttributesForItem(at: indexPath)
    }

    /// The layout's attributes for a supplementary element.
    open func layoutAttributesForSupplementaryElement(ofKind kind: String,
                                                      at indexPath: IndexPath) -> UICollectionViewLayoutAttributes? {
        loadCountsIfNeeded()
        layout.prepareIfNeeded()
        return layout.layoutAttributesForSupplementaryView(ofKind: kind, at: indexPath)
    }

    // MARK: Selection (UICollectionView+Selection.swift)

    /// The selected items' index paths, or `nil` when none is selected.
    open var indexPathsForSelectedItems: [IndexPath]? { selectedPaths.isEmpty ? nil : selectedPaths }

    /// Selects an item (no delegate callbacks, as on iOS) and scrolls to it.
    open func selectItem(at indexPath: IndexPath?, animated: Bool, scrollPosition: ScrollPosition) {
        selectMechanism(indexPath, scrollPosition: scrollPosition)
    }

    /// Deselects an item (no delegate callbacks, as on iOS).
    open func deselectItem(at indexPath: IndexPath, animated: Bool) { deselectMechanism(indexPath) }

    /// Scrolls so that an item sits at a position.
    open func scrollToItem(at indexPath: IndexPath, at scrollPosition: ScrollPosition, animated: Bool) {
        scrollToItemMechanism(indexPath, scrollPosition)
    }

    // MARK: Touches (UICollectionView+Touches.swift)

    /// A finger down on an item highlights it; touches on no item go up the responder chain.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !itemTouchesBegan(touches) { super.touchesBegan(touches, with: event) }
    }

    /// A finger that leaves its item unhighlights it.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !itemTouchesMoved(touches) { super.touchesMoved(touches, with: event) }
    }

    /// The lift selects the highlighted item.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !itemTouchesEnded(touches) { super.touchesEnded(touches, with: event) }
    }

    /// A cancelled touch unhighlights the item.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        if !itemTouchesCancelled(touches) { super.touchesCancelled(touches, with: event) }
    }

    // MARK: Updates (UICollectionView+Updates.swift)

    /// Forgets the counts and the cells, and asks the data source again at the next layout pass.
    open func reloadData() { reloadDataMechanism() }

    /// Runs `updates` as one batch: the inserts, deletes, moves and reloads it makes are checked
    /// against the data source's new counts and applied together; `completion` runs at the next
    /// run-loop turn with `true`, or `false` when the update was invalid.
    open func performBatchUpdates(_ updates: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        performBatchUpdatesMechanism(updates, completion: completion)
    }

    /// Inserts items at index paths after the update.
    open func insertItems(at indexPaths: [IndexPath]) { record { $0.insertedItems += indexPaths } }
    /// Deletes items at index paths before the update.
    open func deleteItems(at indexPaths: [IndexPath]) { record { $0.deletedItems += indexPaths } }
    /// Reloads items: their cells are replaced by new ones from the data source.
    open func reloadItems(at indexPaths: [IndexPath]) { record { $0.reloadedItems += indexPaths } }
    /// Asks the data source for the items' cells again, reusing the existing cells.
    open func reconfigureItems(at indexPaths: [IndexPath]) { record { $0.reconfiguredItems += indexPaths } }
    /// Moves an item.
    open func moveItem(at indexPath: IndexPath, to newIndexPath: IndexPath) {
        record { $0.movedItems.append((indexPath, newIndexPath)) }
    }
    /// Inserts sections at indexes after the update.
    open func insertSections(_ sections: IndexSet) { record { $0.insertedSections.formUnion(sections) } }
    /// Deletes sections at indexes before the update.
    open func deleteSections(_ sections: IndexSet) { record { $0.deletedSections.formUnion(sections) } }
    /// Reloads sections.
    open func reloadSections(_ sections: IndexSet) { record { $0.reloadedSections.formUnion(sections) } }
    /// Moves a section.
    open func moveSection(_ section: Int, toSection newSection: Int) {
        record { $0.movedSections.append((section, newSection)) }
    }

    /// The key of a reuse pool.
    static func poolKey(_ kind: String, _ identifier: String) -> String { kind + "\u{1F}" + identifier }
}
