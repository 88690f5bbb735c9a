import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore

/// One launched app process: a ``LifecycleHarness`` (a fresh runtime, as a new process is)
/// with the app launched on its simulated device, and what the launch changed in the test's
/// process (the environment variables of `launchEnvironment`), restored when it ends.
@MainActor
final class UITestSession {
    /// The process of the last `launch()`, which `XCUIDevice.shared` and queries act on.
    static var current: UITestSession?

    let harness: LifecycleHarness
    let applicationLabel: String
    private var savedEnvironment: [String: String?] = [:]

    init(target: XCUIApplicationTarget, arguments: [String], environment: [String: String]) {
        harness = LifecycleHarness(checks: [])
        applicationLabel = target.name
        for (key, value) in environment {
            savedEnvironment[key] = ProcessInfo.processInfo.environment[key]
            setenv(key, value, 1)
        }
        let defaults = Self.argumentDomain(arguments)
        if !defaults.isEmpty { UserDefaults.standard.setVolatileDomain(defaults, forName: UserDefaults.argumentDomain) }
        target.launch(harness)
    }

    /// The `-key value` pairs of launch arguments, which iOS puts in `UserDefaults`'
    /// argument domain.
    static func argumentDomain(_ arguments: [String]) -> [String: Any] {
        var domain: [String: Any] = [:]
        var index = 0
        while index < arguments.count {
            let argument = arguments[index]
            if argument.hasPrefix("-"), argument.count > 1, index + 1 < arguments.count, !arguments[index + 1].hasPrefix("-") {
                domain[String(argument.dropFirst())] = arguments[index + 1]
                index += 2
            } else {
                index += 1
            }
        }
        return domain
    }

    var device: SimulatedDevice? { harness.device }

    /// Whether the app's process runs.
    var isRunning: Bool {
        guard let device else { return false }
        return !device.hasProcessEnded && device.appState != .notRunning
    }

    /// The screen's elements now; nil when the process is not running.
    func snapshot() -> AccessibilitySnapshot? {
        device?.accessibilitySnapshot(applicationLabel: applicationLabel)
    }

    /// Lets `seconds` of virtual time pass on the device (timers fire, animations run).
    func advance(by seconds: TimeInterval) {
        guard let device, seconds > 0 else { return }
        try? device.perform(.wait(seconds))
    }

    /// Puts back the environment variables the launch set.
    func restoreEnvironment() {
        for (key, value) in savedEnvironment {
            if let value { setenv(key, value, 1) } else { unsetenv(key) }
        }
        savedEnvironment = [:]
        UserDefaults.standard.removeVolatileDomain(forName: UserDefaults.argumentDomain)
    }

    /// Waits in virtual time until `condition` holds or `timeout` seconds pass: checks, then
    /// lets 0.1 s pass, for at most 1,000 polls; the rest of a longer timeout passes at once
    /// before the last check, so a long timeout cannot hang the test.
    func wait(timeout: TimeInterval, until condition: () -> Bool) -> Bool {
        let poll: TimeInterval = 0.1
        var waited: TimeInterval = 0
        var polls = 0
        while true {
            if condition() { return true }
            if waited >= timeout || !isRunning { return false }
            let step = polls < 1_000 ? min(poll, timeout - waited) : timeout - waited
            advance(by: step)
            waited += step
            polls += 1
        }
    }
}
