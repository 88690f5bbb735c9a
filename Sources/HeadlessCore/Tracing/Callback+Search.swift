/// The callbacks of search: the search controller's delegate and results updater, and the
/// search bar's delegate.
extension Callback {
    /// The results updater is asked to filter for the search bar's text.
    public static let updateSearchResults = Callback("updateSearchResults(for:)", selector: "updateSearchResultsForSearchController:")
    /// The search controller is about to be presented.
    public static let willPresentSearchController = Callback("willPresentSearchController(_:)", selector: "willPresentSearchController:")
    /// The search controller's presentation has completed.
    public static let didPresentSearchController = Callback("didPresentSearchController(_:)", selector: "didPresentSearchController:")
    /// The search controller is about to be dismissed.
    public static let willDismissSearchController = Callback("willDismissSearchController(_:)", selector: "willDismissSearchController:")
    /// The search controller's dismissal has completed.
    public static let didDismissSearchController = Callback("didDismissSearchController(_:)", selector: "didDismissSearchController:")
    /// The search bar's delegate is asked whether editing may begin.
    public static let searchBarShouldBeginEditing = Callback("searchBarShouldBeginEditing(_:)", selector: "searchBarShouldBeginEditing:")
    /// Editing began in the search bar.
    public static let searchBarTextDidBeginEditing = Callback("searchBarTextDidBeginEditing(_:)", selector: "searchBarTextDidBeginEditing:")
    /// The search bar's delegate is asked whether editing may end.
    public static let searchBarShouldEndEditing = Callback("searchBarShouldEndEditing(_:)", selector: "searchBarShouldEndEditing:")
    /// Editing ended in the search bar.
    public static let searchBarTextDidEndEditing = Callback("searchBarTextDidEndEditing(_:)", selector: "searchBarTextDidEndEditing:")
    /// The search bar's delegate is asked whether a typed change may happen.
    public static let searchBarShouldChangeText = Callback("searchBar(_:shouldChangeTextIn:replacementText:)",
                                                           selector: "searchBar:shouldChangeTextInRange:replacementText:")
    /// The search bar's text changed by the user.
    public static let searchBarTextDidChange = Callback("searchBar(_:textDidChange:)", selector: "searchBar:textDidChange:")
    /// The keyboard's search button was pressed.
    public static let searchBarSearchButtonClicked = Callback("searchBarSearchButtonClicked(_:)", selector: "searchBarSearchButtonClicked:")
    /// The search bar's Cancel button was tapped.
    public static let searchBarCancelButtonClicked = Callback("searchBarCancelButtonClicked(_:)", selector: "searchBarCancelButtonClicked:")
    /// The user chose another scope button.
    public static let searchBarSelectedScopeDidChange = Callback("searchBar(_:selectedScopeButtonIndexDidChange:)",
                                                                 selector: "searchBar:selectedScopeButtonIndexDidChange:")
}
