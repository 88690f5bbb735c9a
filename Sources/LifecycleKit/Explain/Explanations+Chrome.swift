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
    ]
}
