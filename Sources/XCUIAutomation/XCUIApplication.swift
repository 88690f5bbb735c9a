import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// The app under test: launch it, terminate it, read its state, and query its screen (it is
/// the root element of every query).
///
/// Each ``launch()`` starts a fresh simulated process in the test's own process (a new
/// runtime, a cold launch on a new simulated device), as XCUITest starts a fresh app process;
/// an app still running from an earlier launch ends first. Which app: see
/// ``XCUIApplicationTarget``.
@MainActor
open class XCUIApplication: XCUIElement {
    /// The states of an app's process.
    public enum State: UInt, Sendable, Hashable {
        case unknown = 0
        case notRunning = 1
        case runningBackgroundSuspended = 2
        case runningBackground = 3
        case runningForeground = 4
    }

    /// The arguments the app is launched with. Arguments of the form `-key value` reach the
    /// app as `UserDefaults` values, as on iOS; the process's own `CommandLine.arguments`
    /// cannot change in the test's process.
    open var launchArguments: [String] = []
    /// Environment variables set while the app runs (`ProcessInfo.processInfo.environment`),
    /// put back when it terminates or is launched again.
    open var launchEnvironment: [String: String] = [:]

    let target: XCUIApplicationTarget?
    /// The process of this application's last launch.
    var session: UITestSession?

    /// The application of the UI-test target (``XCUIApplicationTarget``).
    public convenience init() {
        self.init(target: nil)
    }

    /// Another app, by bundle identifier: the simulated device runs one app, so only the
    /// target application can be launched; this one fails when launched.
    public convenience init(bundleIdentifier: String) {
        self.init(target: nil, bundleIdentifier: bundleIdentifier)
    }

    /// The application that launches `target`.
    @_spi(Headless) public init(target: XCUIApplicationTarget?) {
        self.target = target
        bundleIdentifier = nil
        super.init(application: nil, locator: ElementLocator())
    }

    private let bundleIdentifier: String?

    private init(target: XCUIApplicationTarget?, bundleIdentifier: String) {
        self.target = target
        self.bundleIdentifier = bundleIdentifier
        super.init(application: nil, locator: ElementLocator())
    }

    /// An application that was never launched, for elements made without one.
    static let detached = XCUIApplication(target: nil)

    // MARK: Launching

    /// Launches the app in a fresh process, terminating a running one first, and waits until
    /// it is idle.
    open func launch() {
        guard let target else {
            let missing = bundleIdentifier.map { "XCUIApplication(bundleIdentifier: \"\($0)\") cannot be launched: the simulated device runs the UI-test target's app only." }
                ?? "XCUIApplication() does not know which app to launch. The UI-test target declares it in one file: final class XCUIApplication: XCUIAutomation.XCUIApplication { init() { super.init(target: XCUIApplicationTarget(AppDelegate.self)) } } (lifecycle port writes it)."
            UITestFailure.record(missing, session: nil, snapshot: nil)
            return
        }
        terminateRunningSessions()
        let session = UITestSession(target: target, arguments: launchArguments, environment: launchEnvironment)
        self.session = session
        UITestSession.current = session
    }

    /// Brings the app to the foreground, launching it when it is not running.
    open func activate() {
        guard let session, session.isRunning, let device = session.device else {
            launch()
            return
        }
        if device.appState == .background || device.appState == .suspended {
            do throws(DeviceError) {
                try device.perform(.open)
            } catch {
                UITestFailure.record("Failed to activate \(shortDescription): \(error)", session: session, snapshot: session.snapshot())
            }
        }
    }

    /// Ends the app's process at once, as XCUITest does: no callback reaches the app.
    open func terminate() {
        guard let session else { return }
        session.device?.terminateApp()
        session.restoreEnvironment()
    }

    /// The state of the app's process.
    open var state: State {
        guard let session, let device = session.device else { return .notRunning }
        guard session.isRunning else { return .notRunning }
        switch device.appState {
        case .notRunning: return .notRunning
        case .inactive, .active: return device.isAppInFront ? .runningForeground : .runningBackground
        case .background: return .runningBackground
        case .suspended: return .runningBackgroundSuspended
        }
    }

    /// Waits, in virtual time, until the app is in `state` or `timeout` seconds pass.
    @discardableResult
    open func wait(for state: State, timeout: TimeInterval) -> Bool {
        guard timeout.isFinite, timeout >= 0 else {
            UITestFailure.record("wait(for: \(state), timeout: \(timeout)): the timeout must be a number of seconds, 0 or more.",
                                 session: session, snapshot: session?.snapshot())
            return false
        }
        guard let session else { return state == .notRunning }
        if state == .notRunning && !session.isRunning { return true }
        return session.wait(timeout: timeout) { self.state == state }
    }

    private func terminateRunningSessions() {
        for running in [session, UITestSession.current].compactMap({ $0 }) where running.isRunning {
            running.device?.terminateApp()
            running.restoreEnvironment()
        }
    }
}
