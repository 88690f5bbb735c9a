import HeadlessCore
import Foundation

/// The object that filters content for a search controller's text.
@preconcurrency @MainActor
public protocol UISearchResultsUpdating: NSObjectProtocol {
    /// Called when the search bar becomes first responder, each time the user changes its
    /// text, and when the search ends (with the emptied text): filter for
    /// `searchController.searchBar.text`.
    func updateSearchResults(for searchController: UISearchController)
}
