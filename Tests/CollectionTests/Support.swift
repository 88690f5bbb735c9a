import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// A cell that remembers what it shows and how often it was reused.
final class TileCell: UICollectionViewCell {
    var shown: String?
    var reuses = 0

    override func prepareForReuse() {
        super.prepareForReuse()
        reuses += 1
        shown = nil
    }
}

/// A header view.
final class TileHeader: UICollectionReusableView {
    var title: String?
}

/// A background decoration.
final class SectionBackground: UICollectionReusableView {}

/// A data source and delegate over counts per section, recording what it was asked.
final class TileSource: NSObject, UICollectionViewDataSource, UICollectionViewDelegate,
    UICollectionViewDataSourcePrefetching {
    var counts: [Int]
    var created: [Weak] = []
    var willDisplay: [IndexPath] = []
    var didEndDisplaying: [IndexPath] = []
    var prefetched: [IndexPath] = []

    struct Weak { weak var cell: UICollectionViewCell? }

    init(counts: [Int]) { self.counts = counts }

    /// Cells that are still alive.
    var liveCells: Int { created.filter { $0.cell != nil }.count }

    func numberOfSections(in collectionView: UICollectionView) -> Int { counts.count }

    func collectionView(_ collectionView: UICollectionView, numberOfItemsInSection section: Int) -> Int { counts[section] }

    func collectionView(_ collectionView: UICollectionView, cellForItemAt indexPath: IndexPath) -> UICollectionViewCell {
        let cell = collectionView.dequeueReusableCell(withReuseIdentifier: "tile", for: indexPath)
        if !created.contains(where: { $0.cell === cell }) { created.append(Weak(cell: cell)) }
        (cell as? TileCell)?.shown = "\(indexPath.section)-\(indexPath.item)"
        return cell
    }

    func collectionView(_ collectionView: UICollectionView, viewForSupplementaryElementOfKind kind: String,
                        at indexPath: IndexPath) -> UICollectionReusableView {
        let view = collectionView.dequeueReusableSupplementaryView(ofKind: kind, withReuseIdentifier: "header", for: indexPath)
        (view as? TileHeader)?.title = "Section \(indexPath.section)"
        return view
    }

    func collectionView(_ collectionView: UICollectionView, willDisplay cell: UICollectionViewCell, forItemAt indexPath: IndexPath) {
        willDisplay.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, didEndDisplaying cell: UICollectionViewCell,
                        forItemAt indexPath: IndexPath) {
        didEndDisplaying.append(indexPath)
    }

    func collectionView(_ collectionView: UICollectionView, prefetchItemsAt indexPaths: [IndexPath]) {
        prefetched += indexPaths
    }
}

/// A controller whose view is a collection view.
final class GridViewController: UIViewController {
    let layout: UICollectionViewLayout
    let source: TileSource
    private(set) var collectionView: UICollectionView!

    init(layout: UICollectionViewLayout, source: TileSource) {
        self.layout = layout
        self.source = source
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not used") }

    override func loadView() {
        let collectionView = UICollectionView(frame: .zero, collectionViewLayout: layout)
        collectionView.register(TileCell.self, forCellWithReuseIdentifier: "tile")
        collectionView.register(TileHeader.self, forSupplementaryViewOfKind: UICollectionView.elementKindSectionHeader,
                                withReuseIdentifier: "header")
        collectionView.dataSource = source
        collectionView.delegate = source
        self.collectionView = collectionView
        view = collectionView
    }
}

/// A flow layout of 100×100 tiles, three to a row on the 375-point screen.
@MainActor func tileLayout() -> UICollectionViewFlowLayout {
    let layout = UICollectionViewFlowLayout()
    layout.itemSize = CGSize(width: 100, height: 100)
    layout.minimumLineSpacing = 10
    layout.minimumInteritemSpacing = 10
    layout.sectionInset = UIEdgeInsets(top: 0, left: 10, bottom: 0, right: 10)
    return layout
}

/// The trace filter of the collection callbacks the goldens pin.
@MainActor let collectionLifecycle: TraceFilter = .kinds(.diagnostic) || .kinds(.action)
    || (.classes(TileSource.self, TileCell.self, TileHeader.self)
        && .callbacks(.numberOfSectionsInCollectionView, .numberOfItemsInSection, .cellForItemAt,
                      .viewForSupplementaryElementOfKind, .collectionWillDisplayCell, .collectionDidEndDisplayingCell,
                      .collectionWillDisplaySupplementaryView, .collectionDidEndDisplayingSupplementaryView,
                      .prepareForReuse, .collectionPrefetchItems, .collectionCancelPrefetching,
                      .collectionShouldHighlightItem, .collectionDidHighlightItem, .collectionDidUnhighlightItem,
                      .collectionShouldSelectItem, .collectionDidSelectItem, .collectionDidDeselectItem,
                      .diffableCellProvider, .updateConfigurationUsingState, .initFrame))
