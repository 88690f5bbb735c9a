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

/// Which simulated device drives which process.
@MainActor
enum DeviceRegistry {
    /// The ``HeadlessRuntime/serial`` of the process `device` drives (a serial rather than a
    /// weak reference: see ``HeadlessRuntime/serial``).
    static var runtimeSerial: Int?
    /// The device, through its handle (nil once it is gone).
    @Handled static var device: SimulatedDevice? = nil

    static func device(of runtime: HeadlessRuntime) -> SimulatedDevice? {
        runtimeSerial == runtime.serial ? device : nil
    }

    static func register(_ device: SimulatedDevice, in runtime: HeadlessRuntime) {
        runtimeSerial = runtime.serial
        self.device = device
    }
}
