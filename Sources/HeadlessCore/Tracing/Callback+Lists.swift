/// The callbacks of scroll views, table views and their cells.
extension Callback {
    // MARK: Scroll views
    public static let scrollViewDidScroll = Callback("scrollViewDidScroll(_:)", selector: "scrollViewDidScroll:")
    public static let scrollViewWillBeginDragging = Callback(
        "scrollViewWillBeginDragging(_:)", selector: "scrollViewWillBeginDragging:")
    public static let scrollViewWillEndDragging = Callback(
        "scrollViewWillEndDragging(_:withVelocity:targetContentOffset:)",
        selector: "scrollViewWillEndDragging:withVelocity:targetContentOffset:")
    public static let scrollViewDidEndDragging = Callback(
        "scrollViewDidEndDragging(_:willDecelerate:)", selector: "scrollViewDidEndDragging:willDecelerate:")
    public static let scrollViewWillBeginDecelerating = Callback(
        "scrollViewWillBeginDecelerating(_:)", selector: "scrollViewWillBeginDecelerating:")
    public static let scrollViewDidEndDecelerating = Callback(
        "scrollViewDidEndDecelerating(_:)", selector: "scrollViewDidEndDecelerating:")
    public static let scrollViewDidEndScrollingAnimation = Callback(
        "scrollViewDidEndScrollingAnimation(_:)", selector: "scrollViewDidEndScrollingAnimation:")
    public static let scrollViewShouldScrollToTop = Callback(
        "scrollViewShouldScrollToTop(_:)", selector: "scrollViewShouldScrollToTop:")
    public static let scrollViewDidScrollToTop = Callback("scrollViewDidScrollToTop(_:)", selector: "scrollViewDidScrollToTop:")
    public static let scrollViewDidZoom = Callback("scrollViewDidZoom(_:)", selector: "scrollViewDidZoom:")
    public static let viewForZooming = Callback("viewForZooming(in:)", selector: "viewForZoomingInScrollView:")
    public static let scrollViewWillBeginZooming = Callback(
        "scrollViewWillBeginZooming(_:with:)", selector: "scrollViewWillBeginZooming:withView:")
    public static let scrollViewDidEndZooming = Callback(
        "scrollViewDidEndZooming(_:with:atScale:)", selector: "scrollViewDidEndZooming:withView:atScale:")
    public static let scrollViewDidChangeAdjustedContentInset = Callback(
        "scrollViewDidChangeAdjustedContentInset(_:)", selector: "scrollViewDidChangeAdjustedContentInset:")
    public static let adjustedContentInsetDidChange = Callback(
        "adjustedContentInsetDidChange()", selector: "adjustedContentInsetDidChange")

    // MARK: Table view cells and headers
    public static let prepareForReuse = Callback("prepareForReuse()", selector: "prepareForReuse")
    public static let willDisplayCell = Callback(
        "tableView(_:willDisplay:forRowAt:)", selector: "tableView:willDisplayCell:forRowAtIndexPath:")
    public static let didEndDisplayingCell = Callback(
        "tableView(_:didEndDisplaying:forRowAt:)", selector: "tableView:didEndDisplayingCell:forRowAtIndexPath:")
    public static let viewForHeaderInSection = Callback(
        "tableView(_:viewForHeaderInSection:)", selector: "tableView:viewForHeaderInSection:")
    public static let viewForFooterInSection = Callback(
        "tableView(_:viewForFooterInSection:)", selector: "tableView:viewForFooterInSection:")
    public static let willDisplayHeaderView = Callback(
        "tableView(_:willDisplayHeaderView:forSection:)", selector: "tableView:willDisplayHeaderView:forSection:")
    public static let didEndDisplayingHeaderView = Callback(
        "tableView(_:didEndDisplayingHeaderView:forSection:)", selector: "tableView:didEndDisplayingHeaderView:forSection:")
    public static let willDisplayFooterView = Callback(
        "tableView(_:willDisplayFooterView:forSection:)", selector: "tableView:willDisplayFooterView:forSection:")
    public static let didEndDisplayingFooterView = Callback(
        "tableView(_:didEndDisplayingFooterView:forSection:)", selector: "tableView:didEndDisplayingFooterView:forSection:")
    public static let prefetchRowsAt = Callback("tableView(_:prefetchRowsAt:)", selector: "tableView:prefetchRowsAtIndexPaths:")
    public static let cancelPrefetchingForRowsAt = Callback(
        "tableView(_:cancelPrefetchingForRowsAt:)", selector: "tableView:cancelPrefetchingForRowsAtIndexPaths:")

    // MARK: Table view selection
    public static let shouldHighlightRowAt = Callback(
        "tableView(_:shouldHighlightRowAt:)", selector: "tableView:shouldHighlightRowAtIndexPath:")
    public static let didHighlightRowAt = Callback(
        "tableView(_:didHighlightRowAt:)", selector: "tableView:didHighlightRowAtIndexPath:")
    public static let didUnhighlightRowAt = Callback(
        "tableView(_:didUnhighlightRowAt:)", selector: "tableView:didUnhighlightRowAtIndexPath:")
    public static let willSelectRowAt = Callback("tableView(_:willSelectRowAt:)", selector: "tableView:willSelectRowAtIndexPath:")
    public static let willDeselectRowAt = Callback(
        "tableView(_:willDeselectRowAt:)", selector: "tableView:willDeselectRowAtIndexPath:")
    public static let didDeselectRowAt = Callback("tableView(_:didDeselectRowAt:)", selector: "tableView:didDeselectRowAtIndexPath:")

    // MARK: Table view editing
    // setEditing(_:animated:) is Callback+Chrome.swift's `.setEditing`, shared with the controller's.
    public static let commitEditingStyle = Callback(
        "tableView(_:commit:forRowAt:)", selector: "tableView:commitEditingStyle:forRowAtIndexPath:")
    public static let moveRowAtTo = Callback(
        "tableView(_:moveRowAt:to:)", selector: "tableView:moveRowAtIndexPath:toIndexPath:")
    public static let willBeginEditingRowAt = Callback(
        "tableView(_:willBeginEditingRowAt:)", selector: "tableView:willBeginEditingRowAtIndexPath:")
    public static let didEndEditingRowAt = Callback(
        "tableView(_:didEndEditingRowAt:)", selector: "tableView:didEndEditingRowAtIndexPath:")
}
