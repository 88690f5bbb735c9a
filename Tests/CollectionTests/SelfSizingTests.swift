import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A cell whose content is a box pinned to the content view's edges, with a height set per
/// item: Auto Layout gives the cell its size.
final class BoxCell: UICollectionViewCell {
    let box = UIView(frame: .zero)
    private var heightConstraint: NSLayoutConstraint?
    private var widthConstraint: NSLayoutConstraint?

    override init(frame: CGRect) {
        super.init(frame: frame)
        box.translatesAutoresizingMaskIntoConstraints = false
        contentView.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: contentView.topAnchor),
            box.bottomAnchor.constraint(equalTo: contentView.bottomAnchor),
            box.leadingAnchor.constraint(equalTo: contentView.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: contentView.trailingAnchor),
        ])
    }

    required init?(coder: NSCoder) { nil }

    /// Gives the box a height and, for flow layouts, a width.
    func size(height: CGFloat, width: CGFloat? = nil) {
        heightConstraint?.isActive = false
        // Below required, as on iOS, so the estimated frame the cell first gets is no conflict.
        heightConstraint = box.heightAnchor.constraint(equalToConstant: height)
        heightConstraint?.priority = UILayoutPriority(999)
        heightConstraint?.isActive = true
        widthConstraint?.isActive = false
        if let width {
            widthConstraint = box.widthAnchor.constraint(equalToConstant: width)
            widthConstraint?.priority = UILayoutPriority(999)
            widthConstraint?.isActive = true
        }
    }
}

/// A cell that sizes itself by overriding `preferredLayoutAttributesFitting(_:)`.
final class FixedPreferenceCell: UICollectionViewCell {
    override func preferredLayoutAttributesFitting(
        _ layoutAttributes: UICollectionViewLayoutAttributes) -> UICollectionViewLayoutAttributes {
        let attributes: UICollectionViewLayoutAttributes = layoutAttributes.copy()
        attributes.frame.size.height = 100
        return attributes
    }
}

/// Items whose heights cycle 40, 60, 80 points, measured only when shown.
final class BoxSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate {
    let count: Int
    let width: CGFloat?
    var asked: [IndexPath] = []
    var displayed: [IndexPath] = []

    init(count: Int, width: CGFloat? = nil) {
        self.count = count
        self.width = width
    }

    static func height(_ item: Int) -> CGFloat { 40 + CGFloat(item % 3) * 20 }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { count }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        asked.append(indexPath)
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "box", for: indexPath)
        (cell as? BoxCell)?.size(height: Self.height(indexPath.item), width: width)
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        displayed.append(indexPath)
    }
}

/// Self-sizing cells: estimated sizes in flow and compositional layouts replaced by what the
/// cells measure through Auto Layout, with the content size corrected and only the visible
/// cells made.
@MainActor
@Suite(.freshRuntime) struct SelfSizingTests {
    static func makeView(_ layout: UICollectionViewLayout, _ source: BoxSource,
                         cellClass: UICollectionViewCell.Type = BoxCell.self) -> UICollectionView {
        let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
        collectionView.register(cellClass, forCellWithReuseIdentifier: "box")
        collectionView.dataSource = source
        collectionView.delegate = source
        collectionView.layoutIfNeeded()
        return collectionView
    }

    static func estimatedList() -> UICollectionViewCompositionalLayout {
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .estimated(44))
        let item = NSCollectionLayoutItem(layoutSize: size)
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [item])
        return UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
    }

    /// The visible cells' frames, in item order.
    static func frames(_ collectionView: UICollectionView) -> [CGRect] {
        collectionView.indexPathsForVisibleItems.compactMap { collectionView.cellForItem(at: $0)?.frame }
    }

    @Test func compositionalEstimatedItemsTakeTheirMeasuredHeights() {
        let runtime = HeadlessRuntime.current
        let source = BoxSource(count: 1_000)
        let collectionView = Self.makeView(Self.estimatedList(), source)
        let frames = Self.frames(collectionView)
        // 40 + 60 + 80 = 180 per three items: a 667-point screen holds items 0 to 11.
        #expect(frames.count == 12)
        #expect(frames.map(\.height) == (0..<12).map(BoxSource.height))
        for (upper, lower) in zip(frames, frames.dropFirst()) { #expect(upper.maxY == lower.minY) }
        #expect(frames.first?.width == 375)
        // The first pass placed 16 items at the 44-point estimate (704 points) and measured
        // them; the four that then fell below the screen were taken back but stay measured.
        #expect(source.asked.count == 16)
        let measured = (0..<16).map(BoxSource.height).reduce(0, +)
        #expect(collectionView.contentSize.height == measured + 984 * 44)
        #expect(collectionView.visibleCells.count == 12)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func scrollingMeasuresTheItemsItReaches() {
        let source = BoxSource(count: 30)
        let collectionView = Self.makeView(Self.estimatedList(), source)
        var offset: CGFloat = 0
        while offset < collectionView.contentSize.height - collectionView.bounds.height {
            offset = min(offset + 300, collectionView.contentSize.height - collectionView.bounds.height)
            collectionView.contentOffset = CGPoint(x: 0, y: offset)
            collectionView.layoutIfNeeded()
        }
        // All 30 items were measured on the way down: 10 cycles of 180 points.
        #expect(collectionView.contentSize.height == 1_800)
        let last = collectionView.cellForItem(at: IndexPath(item: 29, section: 0))?.frame
        #expect(last == CGRect(x: 0, y: 1_720, width: 375, height: 80))
        // Cells were reused: far fewer made than items.
        #expect(Set(source.asked).count == 30)
        #expect(collectionView.visibleCells.count < 30)
    }

    @Test func flowEstimatedItemSizeUsesTheCellsFittingSize() {
        let source = BoxSource(count: 200, width: 375)
        let layout = UICollectionViewFlowLayout()
        layout.minimumLineSpacing = 10
        layout.estimatedItemSize = CGSize(width: 375, height: 50)
        let collectionView = Self.makeView(layout, source)
        let frames = Self.frames(collectionView)
        #expect(frames.prefix(3) == [
            CGRect(x: 0, y: 0, width: 375, height: 40),
            CGRect(x: 0, y: 50, width: 375, height: 60),
            CGRect(x: 0, y: 120, width: 375, height: 80),
        ])
        for (upper, lower) in zip(frames, frames.dropFirst()) { #expect(lower.minY == upper.maxY + 10) }
        // The first pass placed 12 items at the 50-point estimate; all were measured.
        #expect(frames.count == 10)
        #expect(source.asked.count == 12)
        let measured = (0..<12).map { BoxSource.height($0) + 10 }.reduce(0, +)
        #expect(collectionView.contentSize.height == measured + 188 * 60 - 10)
    }

    @Test func flowAutomaticSizeWrapsNarrowItemsIntoLines() {
        let source = BoxSource(count: 9, width: 100)
        let layout = UICollectionViewFlowLayout()
        layout.itemSize = CGSize(width: 100, height: 50)
        layout.minimumLineSpacing = 0
        layout.estimatedItemSize = UICollectionViewFlowLayout.automaticSize
        let collectionView = Self.makeView(layout, source)
        // Three 100-point items a line; each line as tall as its tallest item (80).
        let frames = Self.frames(collectionView)
        #expect(frames.count == 9)
        #expect(frames[0].size == CGSize(width: 100, height: 40))
        #expect(frames[3].minY >= 80)
        #expect(collectionView.contentSize.height == 240)
    }

    @Test func anOverriddenPreferredLayoutAttributesFittingIsUsed() {
        let source = BoxSource(count: 50)
        let collectionView = Self.makeView(Self.estimatedList(), source, cellClass: FixedPreferenceCell.self)
        let frames = Self.frames(collectionView)
        #expect(frames.count == 7)
        #expect(frames.allSatisfy { $0.height == 100 })
        #expect(source.asked.count == 16)
        #expect(collectionView.contentSize.height == CGFloat(16 * 100 + 34 * 44))
    }

    @Test func absoluteSizesAreNotMeasured() {
        let source = BoxSource(count: 50)
        let size = NSCollectionLayoutSize(widthDimension: .fractionalWidth(1), heightDimension: .absolute(44))
        let group = NSCollectionLayoutGroup.vertical(layoutSize: size, subitems: [NSCollectionLayoutItem(layoutSize: size)])
        let layout = UICollectionViewCompositionalLayout(section: NSCollectionLayoutSection(group: group))
        let collectionView = Self.makeView(layout, source)
        #expect(Self.frames(collectionView).allSatisfy { $0.height == 44 })
        #expect(collectionView.contentSize.height == CGFloat(50 * 44))
    }
}
