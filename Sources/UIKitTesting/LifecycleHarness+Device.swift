@_spi(Headless) import UIKit
import HeadlessCore

/// Launching an app on the simulated device and acting on the device, as a user and the
/// system do, with the harness's checks after each action.
extension LifecycleHarness {
    /// Cold-launches an app whose delegate class is `delegateType` on a new simulated device,
    /// as a tap on its icon, and checks the launch.
    @discardableResult
    public func launch<Delegate: UIResponder & UIApplicationDelegate>(
        _ delegateType: Delegate.Type,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> UIApplication {
        launch(delegateType, infoPlist: InfoPlist(), fileID: fileID, filePath: filePath, line: line, column: column)
    }

    /// Cold-launches an app with an Info.plist; one with `UIApplicationSceneManifest` makes the
    /// app scene-based.
    @discardableResult
    @_spi(Headless) public func launch<Delegate: UIResponder & UIApplicationDelegate>(
        _ delegateType: Delegate.Type, infoPlist: InfoPlist,
        fileID: String = #fileID, filePath: StaticString = #filePath, line: UInt = #line, column: UInt = #column
    ) -> UIApplication {
        var application: UIApplication?
        step(nil, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            let device = self.device ?? SimulatedDevice(runtime: runtime)
            self.device = device
            application = device.launch(delegateType, infoPlist: infoPlist)
        }
        return application ?? UIApplication.shared
    }

    /// Performs a device action (`.home`, `.rotate(.landscapeLeft)`, `.wait(30)`…) and checks
    /// what happened. An action that is not legal now fails the test and changes nothing.
    @discardableResult
    @_spi(Headless) public func act(_ action: DeviceAction,
                    fileID: String = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) -> Trace {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        guard let device else {
            fail(.invariant, "No app was launched: call launch(_:) before acting on the device.", at: site)
            return Trace([])
        }
        var failure: DeviceError?
        let trace = step(nil, site: site) {
            do throws(DeviceError) {
                try device.perform(action)
            } catch {
                failure = error
            }
        }
        if let failure { fail(.invariant, "The device refused '\(action)': \(failure)", at: site) }
        return trace
    }

    /// Parses and performs device actions, one or a comma-separated list
    /// (`"home, open, rotate landscape-left"`), each checked as a step.
    @discardableResult
    public func act(_ actions: String,
                    fileID: String = #fileID, filePath: StaticString = #filePath,
                    line: UInt = #line, column: UInt = #column) -> Trace {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let list: [DeviceAction]
        do {
            list = try DeviceAction.parseList(actions)
        } catch {
            fail(.invariant, "Cannot parse the device actions \"\(actions)\": \(error)", at: site)
            return Trace([])
        }
        let start = mark()
        for action in list {
            if device?.hasProcessEnded == true && action.name != "open" { break }
            act(action, fileID: fileID, filePath: filePath, line: line, column: column)
        }
        return trace(since: start)
    }
}
