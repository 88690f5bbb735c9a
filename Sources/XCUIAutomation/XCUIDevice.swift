import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// The simulated device of the running app: its orientation and its Home button.
@MainActor
open class XCUIDevice {
    /// The hardware buttons.
    public enum Button: Int, Sendable, Hashable {
        case home = 1
    }

    /// The device.
    public static let shared = XCUIDevice()

    /// The device's orientation; setting it turns the device (the app rotates when it
    /// supports the orientation).
    open var orientation: UIDeviceOrientation {
        get { UITestSession.current?.device?.orientation ?? .portrait }
        set {
            guard let session = UITestSession.current, let device = session.device else {
                UITestFailure.record("XCUIDevice.shared.orientation = \(newValue): no app was launched.", session: nil)
                return
            }
            do throws(DeviceError) {
                try device.perform(.rotate(newValue))
            } catch {
                UITestFailure.record("XCUIDevice.shared.orientation = \(newValue): \(error)", session: session, snapshot: session.snapshot())
            }
        }
    }

    /// Presses a button: Home sends the app to the background.
    open func press(_ button: Button) {
        guard let session = UITestSession.current, let device = session.device else {
            UITestFailure.record("XCUIDevice.shared.press(.home): no app was launched.", session: nil)
            return
        }
        do throws(DeviceError) {
            try device.perform(.home)
        } catch {
            UITestFailure.record("XCUIDevice.shared.press(.home): \(error)", session: session, snapshot: session.snapshot())
        }
    }
}
