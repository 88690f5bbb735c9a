extension DiagnosticCode {
    // MARK: collectionView
    /// A dequeue for an identifier (or supplementary kind) nothing was registered for.
    public static let collectionViewDequeueUnregistered: DiagnosticCode = "collectionView.dequeue.unregistered"
    /// A batch update whose counts disagree with the data source's new counts.
    public static let collectionViewInvalidUpdate: DiagnosticCode = "collectionView.update.invalid"
    /// An index path outside the collection view's sections or items.
    public static let collectionViewIndexPathOutOfRange: DiagnosticCode = "collectionView.indexPath.outOfRange"
    /// A data source or provider that returned a view that was not dequeued from the collection view.
    public static let collectionViewCellNotDequeued: DiagnosticCode = "collectionView.cell.notDequeued"
    /// A layout whose sizes are not finite or negative, or whose groups cannot place an item.
    public static let collectionViewLayoutInvalid: DiagnosticCode = "collectionView.layout.invalid"

    // MARK: diffable
    /// Item or section identifiers that are not unique.
    public static let diffableDuplicateIdentifiers: DiagnosticCode = "diffable.identifiers.duplicate"
    /// An identifier a snapshot operation names that the snapshot does not hold.
    public static let diffableUnknownIdentifier: DiagnosticCode = "diffable.identifiers.unknown"
    /// A snapshot operation that needs a section when the snapshot has none.
    public static let diffableNoSection: DiagnosticCode = "diffable.section.missing"
    /// A diffable data source used with a collection view whose data source was replaced.
    public static let diffableDataSourceReplaced: DiagnosticCode = "diffable.dataSource.replaced"
}
