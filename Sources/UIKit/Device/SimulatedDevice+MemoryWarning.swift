import HeadlessCore
import Foundation

/// The memory warning (APP-5, VC-14, References §10).
extension SimulatedDevice {
    /// Delivers a memory warning to the running app: the app delegate's
    /// `applicationDidReceiveMemoryWarning(_:)`, then `didReceiveMemoryWarning()` on every
    /// live view controller, in creation order (loaded or not, on screen or not), then
    /// `UIApplication.didReceiveMemoryWarningNotification`. Apple lists the three channels
    /// without an order; this is the reference's recommended default. Views are not unloaded.
    func simulateMemoryWarning() {
        guard let application, !processEnded else { return }
        application.deliverToDelegate(.applicationDidReceiveMemoryWarning, edge: nil, perState: false) {
            $0.applicationDidReceiveMemoryWarning(application)
        }
        runtime.deliverMemoryWarning()
        application.post(UIApplication.didReceiveMemoryWarningNotification)
    }
}
