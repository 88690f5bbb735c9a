/// The callbacks of the chrome: bar button items and alert actions.
extension Callback {
    /// A bar button item's tap: its primary action, or its action sent to its target.
    public static let barButtonItemAction = Callback("primaryAction", selector: "_sendAction:withEvent:")
    /// An alert action's handler, run after the alert was dismissed.
    public static let alertActionHandler = Callback("handler(_:)", selector: "handler")
    /// `setEditing(_:animated:)` on a view controller, from its edit button.
    public static let setEditing = Callback("setEditing(_:animated:)", selector: "setEditing:animated:")
}
