/// The callbacks of menus, context menus, swipe actions, search and page controllers.
extension Callback {
    /// A menu action's handler, after the menu closed.
    public static let menuActionHandler = Callback("handler(_:)", selector: "handler")
    /// The context menu delegate is asked for the configuration at the touch.
    public static let contextMenuConfiguration = Callback("contextMenuInteraction(_:configurationForMenuAtLocation:)",
                                                          selector: "contextMenuInteraction:configurationForMenuAtLocation:")
    /// The context menu is about to show.
    public static let contextMenuWillDisplay = Callback("contextMenuInteraction(_:willDisplayMenuFor:animator:)",
                                                        selector: "contextMenuInteraction:willDisplayMenuForConfiguration:animator:")
    /// The context menu is about to close.
    public static let contextMenuWillEnd = Callback("contextMenuInteraction(_:willEndFor:animator:)",
                                                    selector: "contextMenuInteraction:willEndForConfiguration:animator:")
    /// The context menu's preview was tapped.
    public static let contextMenuWillPerformPreviewAction = Callback(
        "contextMenuInteraction(_:willPerformPreviewActionForMenuWith:animator:)",
        selector: "contextMenuInteraction:willPerformPreviewActionForMenuWithConfiguration:animator:")
    /// A swipe action's handler.
    public static let contextualActionHandler = Callback("handler(_:_:_:)", selector: "handler")
}

extension Callback {
    /// The delegate is asked for the actions a swipe from the leading edge reveals.
    public static let leadingSwipeActionsConfiguration = Callback(
        "tableView(_:leadingSwipeActionsConfigurationForRowAt:)", selector: "tableView:leadingSwipeActionsConfigurationForRowAtIndexPath:")
    /// The delegate is asked for the actions a swipe from the trailing edge reveals.
    public static let trailingSwipeActionsConfiguration = Callback(
        "tableView(_:trailingSwipeActionsConfigurationForRowAt:)", selector: "tableView:trailingSwipeActionsConfigurationForRowAtIndexPath:")
}
