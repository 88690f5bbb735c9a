import HeadlessCore

/// Memory warnings reaching view controllers (VC-14, References §10).
extension HeadlessRuntime {
    /// Delivers `didReceiveMemoryWarning()` to every live view controller, in creation
    /// order, whether its view is loaded or not, on screen or not.
    ///
    /// The application layer calls it after `applicationDidReceiveMemoryWarning(_:)` and
    /// before posting the notification (the order §10 recommends; Apple lists the channels
    /// without an order). Views stay loaded, as since iOS 6: nothing is unloaded and
    /// `viewDidUnload` does not exist.
    func deliverMemoryWarning() {
        for controller in allViewControllers {
            deliver(controller, .didReceiveMemoryWarning) { controller.didReceiveMemoryWarning() }
        }
    }
}
