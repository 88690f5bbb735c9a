import HeadlessCore
import Foundation

/// A navigation item's search bar that collapses as its controller's content scrolls
/// (``UINavigationItem/hidesSearchBarWhenScrolling``, References §30).
///
/// The search bar hangs under the bar's title row, and its bottom edge follows the top of the
/// content: at the top of the content it shows whole, scrolling down folds it into the bar
/// point for point, and pulling the content down past its collapsed top unfolds it again. How
/// much shows is a function of the content offset alone (not of the safe area, which the bar's
/// height feeds back into), so a change of the bar's height never moves the content and
/// cannot oscillate. A drag that comes to rest with the search bar partly shown settles on
/// whichever of shown and folded is nearer, as on iOS.
///
/// The content scroll view is the one iOS looks for: the top controller's root view when it
/// is a scroll view, else that view's first subview when it is one.
extension UIScrollView {
    /// A navigation item whose search bar this scroll view folds, and where it hangs.
    struct CollapsingSearchBar {
        let item: UINavigationItem
        let navigation: UINavigationController
        /// The search bar's whole height.
        let fullHeight: CGFloat
        /// The bottom of the bar's title row, measured from this scroll view's top edge.
        let titleBottom: CGFloat
    }

    /// The search bar this scroll view folds as it scrolls, if it is the content scroll view
    /// of the top controller of a navigation controller whose item hides its search bar when
    /// scrolling.
    var collapsingSearchBar: CollapsingSearchBar? {
        guard contentInsetAdjustmentBehavior != .never else { return nil }
        let controller: UIViewController
        if let owner = owningViewController, owner.storedView === self {
            controller = owner
        } else if let parent = storedSuperview, let owner = parent.owningViewController, owner.storedView === parent,
                  parent.storedSubviews.first === self {
            controller = owner
        } else {
            return nil
        }
        guard let navigation = controller.storedParent as? UINavigationController,
              let item = controller.chrome?.navigationItem, item.hidesSearchBarWhenScrolling,
              let search = item.searchController, !search.isActive,
              let bar = navigation.storedNavigationBar, !bar.isHidden, bar.storedSuperview != nil,
              bar.topItem === item else { return nil }
        let titleRow = bar.convert(CGPoint(x: 0, y: bar.titleRowHeight(for: item)), to: self)
        return CollapsingSearchBar(item: item, navigation: navigation, fullHeight: bar.searchBarHeight(search.searchBar),
                                   titleBottom: titleRow.y - contentOffset.y)
    }

    /// How much of the search bar shows at `offset`: the distance from the title row down to
    /// the content's top, within the search bar's height.
    func searchBarReveal(at offset: CGPoint, _ collapsing: CollapsingSearchBar) -> CGFloat {
        min(max(-contentInset.top - offset.y - collapsing.titleBottom, 0), collapsing.fullHeight)
    }

    /// The offset at which the search bar shows whole: the top a drag can pull the content to.
    func searchBarShownOffset(_ collapsing: CollapsingSearchBar) -> CGFloat {
        -contentInset.top - collapsing.titleBottom - collapsing.fullHeight
    }

    /// After the content moved: folds or unfolds the search bar to follow it, and lays the
    /// navigation controller's bars and content out again when it changed.
    func followContentWithSearchBar() {
        guard let collapsing = collapsingSearchBar else { return }
        let reveal = searchBarReveal(at: contentOffset, collapsing)
        guard reveal != collapsing.item.searchBarReveal(fullHeight: collapsing.fullHeight) else { return }
        collapsing.item.storedSearchBarReveal = reveal
        collapsing.navigation.barsDidChange()
    }

    /// A resting offset that leaves the search bar partly shown moves to show it whole or
    /// fold it, whichever is nearer.
    func settlingSearchBar(_ target: CGPoint) -> CGPoint {
        guard let collapsing = collapsingSearchBar else { return target }
        let reveal = searchBarReveal(at: target, collapsing)
        guard reveal > 0, reveal < collapsing.fullHeight else { return target }
        let shown = searchBarShownOffset(collapsing)
        let y = reveal * 2 >= collapsing.fullHeight ? shown : shown + collapsing.fullHeight
        return CGPoint(x: target.x, y: y)
    }
}

extension UINavigationItem {
    /// How much of the search bar shows: whole unless it hides when scrolling and the content
    /// folded it.
    func searchBarReveal(fullHeight: CGFloat) -> CGFloat {
        guard hidesSearchBarWhenScrolling, let storedSearchBarReveal else { return fullHeight }
        return min(storedSearchBarReveal, fullHeight)
    }
}
