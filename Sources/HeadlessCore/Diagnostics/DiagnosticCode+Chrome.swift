/// The codes of the chrome around content: bars, bar items, alerts and action sheets.
extension DiagnosticCode {
    // MARK: navigationBar
    public static let navigationBarItemsManaged: DiagnosticCode = "navigationBar.items.managed"

    // MARK: tabBar
    public static let tabBarItemsManaged: DiagnosticCode = "tabBar.items.managed"

    // MARK: barButtonItem
    public static let barButtonItemNoAction: DiagnosticCode = "barButtonItem.noAction"

    // MARK: alert
    public static let alertActionReused: DiagnosticCode = "alert.action.reused"
    public static let alertSecondCancelAction: DiagnosticCode = "alert.action.secondCancel"
    public static let alertPreferredActionNotAdded: DiagnosticCode = "alert.preferredAction.notAdded"
    public static let alertActionSheetNoSource: DiagnosticCode = "alert.actionSheet.noPopoverSource"

    // MARK: sheet
    /// A sheet presentation controller given an empty `detents` array (References §50.4).
    public static let sheetDetentsEmpty: DiagnosticCode = "sheet.detents.empty"

    // MARK: searchController
    /// A search controller activated while no view controller shows its search bar.
    public static let searchControllerNoPresenter: DiagnosticCode = "searchController.noPresenter"
}

/// The codes of the share sheet.
extension DiagnosticCode {
    // MARK: activity
    /// A `UIActivityViewController` presented on iPad without a popover source: iOS raises an
    /// exception; here nothing is presented.
    public static let activityNoPopoverSource: DiagnosticCode = "activity.noPopoverSource"
}
