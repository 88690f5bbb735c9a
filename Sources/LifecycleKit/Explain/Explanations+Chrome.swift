extension Explanations {
    /// The chrome: bar button items, the edit button, alert actions.
    static let chrome: [Explanation] = [
        Explanation(
            "primaryAction", "_sendAction:withEvent:", on: "UIBarButtonItem",
            when: "When the user taps a bar button item in a navigation bar or toolbar: its primaryAction runs, else its action is sent to its target (or up the responder chain from the controller showing it).",
            state: "The bar shows the item, enabled; the controller showing it is on screen.",
            do: ["Push, present (an alert, a sheet) or change state in response to the tap."],
            dont: ["Do not rely on a tap reaching a disabled or hidden item, or one with neither an action nor a primary action: nothing happens."]),
        Explanation(
            "setEditing(_:animated:)", "setEditing:animated:", on: "UIViewController",
            when: "When the controller enters or leaves editing mode: its editButtonItem was tapped (animated), or isEditing was set (not animated).",
            state: "isEditing already has the new value once super has been called; the edit button reads \"Done\" while editing, \"Edit\" otherwise.",
            do: ["Call super, then put your views (a table view's rows) in or out of editing mode."],
            dont: ["Do not forget super: the edit button's title and isEditing follow it."]),
        Explanation(
            "handler(_:)", "handler", on: "UIAlertAction",
            when: "When the user taps an alert's or action sheet's button: the alert is dismissed first, and the handler runs once the dismissal has completed.",
            state: "The alert is no longer presented: the presenter's presentedViewController is nil, so it may present something else at once.",
            do: ["Act on the user's choice; present a follow-up controller from the presenter."],
            dont: ["Do not dismiss the alert yourself: it is already gone.", "Do not expect appearance callbacks on the presenter: an alert does not hide it."]),
        Explanation(
            "updateSearchResults(for:)", "updateSearchResultsForSearchController:", on: "UISearchResultsUpdating",
            when: "When a search starts (after the search bar begins editing, while the search controller appears), after each change the user types, and once more as the search ends with the text emptied.",
            state: "searchController.searchBar.text holds the text to filter by; isActive tells whether the search is still on.",
            do: ["Filter the content by the search bar's text and reload what shows the results."],
            dont: ["Do not present or dismiss the search controller from here."],
            see: []),
        Explanation(
            "willPresentSearchController(_:)", "willPresentSearchController:", on: "UISearchControllerDelegate",
            when: "When a search is activated (a tap in the search field, or isActive set to true), before the search controller is presented over the current context. A tap in the field activates it from the field's begin-editing, after searchBarTextDidBeginEditing(_:).",
            state: "isActive is already true; after a tap in the field, the search bar is already first responder. The search controller's view is not loaded yet. The presenter stays on screen and gets no appearance callbacks.",
            do: ["Prepare the content for searching (hide what the search covers)."],
            dont: ["Do not present something else from here: a presentation is starting."],
            see: []),
        Explanation(
            "didPresentSearchController(_:)", "didPresentSearchController:", on: "UISearchControllerDelegate",
            when: "After the search controller's presentation finished: after its viewDidAppear(_:).",
            state: "The search is active and the search bar is the first responder.",
            do: ["Start work that needs the search on screen."],
            dont: ["Do not activate the search again from here: it is already active."],
            see: []),
        Explanation(
            "willDismissSearchController(_:)", "willDismissSearchController:", on: "UISearchControllerDelegate",
            when: "When the search ends (Cancel, or isActive set to false), before the dismissal; after searchBarCancelButtonClicked(_:) when Cancel was tapped.",
            state: "isActive is already false; the text is still there until the dismissal empties it.",
            do: ["Prepare to show the unfiltered content."],
            dont: ["Do not read the search text as final: it is emptied next."],
            see: []),
        Explanation(
            "didDismissSearchController(_:)", "didDismissSearchController:", on: "UISearchControllerDelegate",
            when: "After the search controller's dismissal finished: after its viewDidDisappear(_:).",
            state: "The search is over, the text is empty and results were updated for it.",
            do: ["Restore what the search changed."],
            dont: ["Do not expect another results update: the last one came before the dismissal ended."],
            see: []),
        Explanation(
            "searchBar(_:textDidChange:)", "searchBar:textDidChange:", on: "UISearchBarDelegate",
            when: "After each change the user types in the search field (not when the text is set in code), before the results updater is asked.",
            state: "searchBar.text has the new text.",
            do: ["Filter by the new text when the bar is used without a search controller."],
            dont: ["Do not set the bar's text from here unconditionally."],
            see: []),
        Explanation(
            "searchBarCancelButtonClicked(_:)", "searchBarCancelButtonClicked:", on: "UISearchBarDelegate",
            when: "When the user taps the search bar's Cancel button; with a search controller, before it is dismissed.",
            state: "The search is still active; the text is still there.",
            do: ["With a bare search bar, clear the text and resign the first responder yourself."],
            dont: ["Do not dismiss a search controller yourself: Cancel already ends its search."],
            see: []),
    ]
}
