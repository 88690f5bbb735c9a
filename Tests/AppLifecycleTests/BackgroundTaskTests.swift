import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Background time and background tasks in virtual time (References §3.8).
@MainActor
@Suite(.freshRuntime) struct BackgroundTaskTests {
    /// Starts a background task when the app enters the background; what the expiration
    /// handler does is up to the test.
    final class UploadingAppDelegate: UIResponder, UIApplicationDelegate {
        static var endsTaskWhenExpiring = true
        var task = UIBackgroundTaskIdentifier.invalid

        func applicationDidEnterBackground(_ application: UIApplication) {
            Journal.log("\(#function) remaining \(Int(application.backgroundTimeRemaining))")
            task = application.beginBackgroundTask(withName: "upload") { [unowned self] in
                Journal.log("expired, remaining \(Int(application.backgroundTimeRemaining))")
                Journal.log("another task: \(application.beginBackgroundTask() == .invalid ? "invalid" : "started")")
                if Self.endsTaskWhenExpiring { application.endBackgroundTask(task) }
            }
        }

        func applicationWillTerminate(_ application: UIApplication) { Journal.log(#function) }
    }

    private func launchAndGoHome() throws -> SimulatedDevice {
        Journal.reset()
        let device = launched(UploadingAppDelegate.self)
        try device.perform(.home)
        return device
    }

    @Test func aRunningTaskKeepsTheAppInTheBackgroundWithoutMovingTheClock() throws {
        UploadingAppDelegate.endsTaskWhenExpiring = true
        let device = try launchAndGoHome()
        #expect(Journal.entries == ["applicationDidEnterBackground(_:) remaining 30"])
        #expect(device.appState == .background)
        #expect(device.runtime.runLoop.now == 0)
        try device.perform(.wait(10))
        #expect(UIApplication.shared.backgroundTimeRemaining == 20)
        #expect(device.appState == .background)
    }

    @Test func endingTheLastTaskSuspendsTheApp() throws {
        let device = try launchAndGoHome()
        let application = UIApplication.shared
        let delegate = try #require(application.delegate as? UploadingAppDelegate)
        device.runtime.runLoop.schedule(after: 5, settles: false) { application.endBackgroundTask(delegate.task) }
        try device.perform(.wait(4))
        #expect(device.appState == .background)
        try device.perform(.wait(1))
        #expect(device.appState == .suspended)
        #expect(!Journal.entries.contains { $0.hasPrefix("expired") })
    }

    @Test func theExpirationHandlerRunsWhenTheTimeIsOverThenTheAppIsSuspended() throws {
        UploadingAppDelegate.endsTaskWhenExpiring = true
        let device = try launchAndGoHome()
        try device.perform(.wait(29.5))
        #expect(device.appState == .background)
        try device.perform(.wait(1))
        #expect(Journal.entries.suffix(2) == ["expired, remaining 0", "another task: invalid"])
        #expect(device.appState == .suspended)
        let expiry = try #require(device.trace.callbacks.last { $0.callback == "expirationHandler()" })
        #expect(expiry.instance == "UIApplication#1")
        #expect(expiry.time == 30)
    }

    @Test func aTaskThatOutlivesItsTimeGetsTheAppKilled() throws {
        UploadingAppDelegate.endsTaskWhenExpiring = false
        defer { UploadingAppDelegate.endsTaskWhenExpiring = true }
        let device = try launchAndGoHome()
        try device.perform(.wait(60))
        #expect(device.hasProcessEnded)
        #expect(!Journal.entries.contains("applicationWillTerminate(_:)"))
        #expect(device.runtime.diagnostics.all.map(\.code) == ["application.backgroundTask.expired"])
        #expect(device.runtime.runLoop.now == 30)
    }

    @Test func killingAnAppThatRunsATaskTerminatesIt() throws {
        let device = try launchAndGoHome()
        let log = try Journal.during { try device.perform(.kill) }
        #expect(log == ["applicationWillTerminate(_:)"])
        #expect(device.hasProcessEnded)
    }

    @Test func inTheForegroundTheTimeIsUnlimitedAndTasksAreHarmless() throws {
        Journal.reset()
        let device = SimulatedDevice()
        let application = device.launch(PlainAppDelegate.self)
        #expect(application.backgroundTimeRemaining == .greatestFiniteMagnitude)
        let task = application.beginBackgroundTask()
        #expect(task != .invalid)
        application.endBackgroundTask(task)
        application.endBackgroundTask(task)
        #expect(device.runtime.diagnostics.all.map(\.code) == ["application.backgroundTask.unknown"])
        try device.perform(.home)
        #expect(device.appState == .suspended)
    }
}
