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
