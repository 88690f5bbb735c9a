@_spi(Headless) import UIKit
import HeadlessCore

/// Workload 8: a diffable data source applies a snapshot of `items` items of which 1 % changed
/// (a third deleted, a third inserted, a third moved) to a collection view on screen; the
/// baseline is `CollectionDifference` of the same two arrays.
@MainActor
enum CollectionWorkloads {
    /// The item lists before and after: deterministic, spread over the whole list.
    static func lists(items: Int) -> (old: [Int], new: [Int]) {
        let old = Array(0..<items)
        let changes = max(3, items / 100)
        let perKind = changes / 3
        let stride = max(1, items / max(1, perKind))
        var new = old
        let deleted = Set((0..<perKind).map { ($0 * stride + 7) % items })
        new.removeAll { deleted.contains($0) }
        let moving = (0..<(changes - 2 * perKind)).map { ($0 * stride + stride / 2) % items }.filter { !deleted.contains($0) }
        let movingSet = Set(moving)
        new.removeAll { movingSet.contains($0) }
        for (index, value) in moving.enumerated() {
            new.insert(value, at: (index * stride + stride * 3 / 4 + 1) % max(1, new.count))
        }
        for index in 0..<perKind {
            new.insert(items + index, at: min(new.count, index * stride + 3))
        }
        return (old, new)
    }

    static func snapshot(_ items: [Int]) -> NSDiffableDataSourceSnapshot<Int, Int> {
        var snapshot = NSDiffableDataSourceSnapshot<Int, Int>()
        snapshot.appendSections([0])
        snapshot.appendItems(items, toSection: 0)
        return snapshot
    }

    static func prepareDiffableApply(_ run: PreparedRun, items: Int) {
        let (old, new) = lists(items: items)
        switch run.variant {
        case .direct:
            run.setBody {
                let difference = new.difference(from: old)
                run.keep.append(Kept(difference))
            }
        case .engine, .recorded:
            if run.variant == .recorded { run.recorders.append(HeadlessRuntime.current.attach()) }
            let layout = UICollectionViewFlowLayout()
            layout.itemSize = CGSize(width: 375, height: 44)
            layout.minimumLineSpacing = 0
            let collectionView = UICollectionView(frame: CGRect(x: 0, y: 0, width: 375, height: 667), collectionViewLayout: layout)
            collectionView.register(UICollectionViewCell.self, forCellWithReuseIdentifier: "cell")
            let dataSource = UICollectionViewDiffableDataSource<Int, Int>(collectionView: collectionView) { collectionView, indexPath, _ in
                collectionView.dequeueReusableCell(withReuseIdentifier: "cell", for: indexPath)
            }
            dataSource.apply(snapshot(old), animatingDifferences: false)
            collectionView.layoutIfNeeded()
            let next = snapshot(new)
            run.keep += [collectionView, dataSource]
            run.setBody {
                dataSource.apply(next, animatingDifferences: false)
                if dataSource.snapshot().numberOfItems != new.count {
                    run.problems.append("the applied snapshot has \(dataSource.snapshot().numberOfItems) items, not \(new.count)")
                }
            }
        }
    }
}
