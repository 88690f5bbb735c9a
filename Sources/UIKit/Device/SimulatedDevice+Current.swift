import HeadlessCore
import Foundation

extension SimulatedDevice {
    /// The device that drives the current simulated process, if one does: for stand-ins of
    /// other frameworks (UserNotifications) that act on the device, as opening a notification
    /// brings the app to the foreground.
    @_spi(Headless) public static var current: SimulatedDevice? {
        DeviceRegistry.device(of: HeadlessRuntime.current)
    }
}
