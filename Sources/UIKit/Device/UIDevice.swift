import HeadlessCore
import Foundation

/// The device the app runs on: the simulated phone.
@preconcurrency @MainActor
public final class UIDevice {
    /// The device of the current process.
    public static var current: UIDevice { shared }
    private static let shared = UIDevice()

    private init() {}

    /// The physical orientation: the simulated device's, or portrait when there is none.
    public var orientation: UIDeviceOrientation {
        DeviceRegistry.device(of: HeadlessRuntime.current)?.orientation ?? .portrait
    }

    /// Posted, with the device as its object, each time the physical ``orientation`` changes
    /// while the app runs in front. UIKit follows the device's orientation for autorotation
    /// whether or not the app asked, so an observer receives it without calling
    /// ``beginGeneratingDeviceOrientationNotifications()`` first (References §62.4).
    public static let orientationDidChangeNotification = Notification.Name("UIDeviceOrientationDidChangeNotification")

    /// Whether the app asked for orientation notifications more often than it stopped them.
    public var isGeneratingDeviceOrientationNotifications: Bool {
        (DeviceRegistry.device(of: HeadlessRuntime.current)?.orientationNotificationRequests ?? 0) > 0
    }

    /// Asks for orientation notifications; calls nest.
    public func beginGeneratingDeviceOrientationNotifications() {
        DeviceRegistry.device(of: HeadlessRuntime.current)?.orientationNotificationRequests += 1
    }

    /// Ends one ``beginGeneratingDeviceOrientationNotifications()``.
    public func endGeneratingDeviceOrientationNotifications() {
        guard let device = DeviceRegistry.device(of: HeadlessRuntime.current) else { return }
        device.orientationNotificationRequests = max(0, device.orientationNotificationRequests - 1)
    }

    /// The kind of device.
    public var userInterfaceIdiom: UIUserInterfaceIdiom { .phone }
    /// The device's name.
    public var name: String { "Simulated iPhone" }
    /// The model.
    public var model: String { "iPhone" }
    /// The operating system's name.
    public var systemName: String { "iOS" }
    /// The operating system's version that the simulated lifecycle follows.
    public var systemVersion: String { "17.0" }
}

/// Which simulated device drives which process: each runtime keeps its own, through its
/// handle (``HeadlessRuntime/simulatedDevice``).
@MainActor
enum DeviceRegistry {
    static func device(of runtime: HeadlessRuntime) -> SimulatedDevice? {
        runtime.simulatedDevice
    }

    static func register(_ device: SimulatedDevice, in runtime: HeadlessRuntime) {
        runtime.simulatedDevice = device
    }
}
