/// The callbacks of collection views, their cells and their data sources.
extension Callback {
    // MARK: Collection view data source
    public static let numberOfSectionsInCollectionView = Callback(
        "numberOfSections(in:)", selector: "numberOfSectionsInCollectionView:")
    public static let numberOfItemsInSection = Callback(
        "collectionView(_:numberOfItemsInSection:)", selector: "collectionView:numberOfItemsInSection:")
    public static let cellForItemAt = Callback(
        "collectionView(_:cellForItemAt:)", selector: "collectionView:cellForItemAtIndexPath:")
    public static let viewForSupplementaryElementOfKind = Callback(
        "collectionView(_:viewForSupplementaryElementOfKind:at:)",
        selector: "collectionView:viewForSupplementaryElementOfKind:atIndexPath:")

    // MARK: Collection view delegate
    public static let collectionWillDisplayCell = Callback(
        "collectionView(_:willDisplay:forItemAt:)", selector: "collectionView:willDisplayCell:forItemAtIndexPath:")
    public static let collectionDidEndDisplayingCell = Callback(
        "collectionView(_:didEndDisplaying:forItemAt:)",
        selector: "collectionView:didEndDisplayingCell:forItemAtIndexPath:")
    public static let collectionWillDisplaySupplementaryView = Callback(
        "collectionView(_:willDisplaySupplementaryView:forElementKind:at:)",
        selector: "collectionView:willDisplaySupplementaryView:forElementKind:atIndexPath:")
    public static let collectionDidEndDisplayingSupplementaryView = Callback(
        "collectionView(_:didEndDisplayingSupplementaryView:forElementOfKind:at:)",
        selector: "collectionView:didEndDisplayingSupplementaryView:forElementOfKind:atIndexPath:")
    public static let collectionShouldHighlightItem = Callback(
        "collectionView(_:shouldHighlightItemAt:)", selector: "collectionView:shouldHighlightItemAtIndexPath:")
    public static let collectionDidHighlightItem = Callback(
        "collectionView(_:didHighlightItemAt:)", selector: "collectionView:didHighlightItemAtIndexPath:")
    public static let collectionDidUnhighlightItem = Callback(
        "collectionView(_:didUnhighlightItemAt:)", selector: "collectionView:didUnhighlightItemAtIndexPath:")
    public static let collectionShouldSelectItem = Callback(
        "collectionView(_:shouldSelectItemAt:)", selector: "collectionView:shouldSelectItemAtIndexPath:")
    public static let collectionDidSelectItem = Callback(
        "collectionView(_:didSelectItemAt:)", selector: "collectionView:didSelectItemAtIndexPath:")
    public static let collectionShouldDeselectItem = Callback(
        "collectionView(_:shouldDeselectItemAt:)", selector: "collectionView:shouldDeselectItemAtIndexPath:")
    public static let collectionDidDeselectItem = Callback(
        "collectionView(_:didDeselectItemAt:)", selector: "collectionView:didDeselectItemAtIndexPath:")

    // MARK: Prefetching
    public static let collectionPrefetchItems = Callback(
        "collectionView(_:prefetchItemsAt:)", selector: "collectionView:prefetchItemsAtIndexPaths:")
    public static let collectionCancelPrefetching = Callback(
        "collectionView(_:cancelPrefetchingForItemsAt:)", selector: "collectionView:cancelPrefetchingForItemsAtIndexPaths:")

    // MARK: Reusable views and cells
    // prepareForReuse() is Callback+Lists.swift's `.prepareForReuse`, shared with table cells.
    public static let updateConfigurationUsingState = Callback(
        "updateConfiguration(using:)", selector: "_updateConfigurationUsingState:")

    // MARK: Diffable data sources
    public static let diffableCellProvider = Callback("cellProvider(_:_:_:)", selector: "cellProvider")
    public static let diffableSupplementaryViewProvider = Callback(
        "supplementaryViewProvider(_:_:_:)", selector: "supplementaryViewProvider")
    public static let registrationHandler = Callback("handler(_:_:_:)", selector: "configurationHandler")
}
