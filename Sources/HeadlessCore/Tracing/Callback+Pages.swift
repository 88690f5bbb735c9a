/// The callbacks of page view controllers: their data source and delegate.
extension Callback {
    public static let pageViewControllerBefore = Callback(
        "pageViewController(_:viewControllerBefore:)", selector: "pageViewController:viewControllerBeforeViewController:")
    public static let pageViewControllerAfter = Callback(
        "pageViewController(_:viewControllerAfter:)", selector: "pageViewController:viewControllerAfterViewController:")
    public static let pageViewControllerWillTransition = Callback(
        "pageViewController(_:willTransitionTo:)", selector: "pageViewController:willTransitionToViewControllers:")
    public static let pageViewControllerDidFinishAnimating = Callback(
        "pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)",
        selector: "pageViewController:didFinishAnimating:previousViewControllers:transitionCompleted:")
}
