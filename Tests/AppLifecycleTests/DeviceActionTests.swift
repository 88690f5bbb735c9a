import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Illegal and malformed actions: a clear message, and nothing changed.
@MainActor
@Suite(.freshRuntime) struct DeviceActionTests {
    /// Performs an action that must be refused; checks that nothing was recorded or changed.
    private func expectRefused(_ action: String, on device: SimulatedDevice,
                               sourceLocation: SourceLocation = #_sourceLocation) -> DeviceError? {
        let state = device.appState
        let events = device.trace.events.count
        let entries = Journal.entries.count
        var caught: DeviceError?
        do {
            try device.perform(action)
            Issue.record("\(action) was performed", sourceLocation: sourceLocation)
        } catch {
            caught = error
        }
        #expect(device.appState == state, sourceLocation: sourceLocation)
        #expect(device.trace.events.count == events, sourceLocation: sourceLocation)
        #expect(Journal.entries.count == entries, sourceLocation: sourceLocation)
        return caught
    }

    @Test func openWhileActiveIsRefusedAndNamesWhatIsLegal() {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        let error = expectRefused("open", on: device)
        #expect(error?.description == "open: the app is already in front (it is active); nothing changed. Legal now: home, notification-center, control-center, call, lock, app-switcher, memory-warning, rotate, wait, back, swipe-back, tab, swipe-down, tap, double-tap, tap-tab, alert, scroll, scroll-to, scroll-to-top, toggle, slide, select-segment, step, pick, pull-to-refresh, tap-at, long-press, swipe, pan, pinch, focus, type, return, dismiss-keyboard, text-size, appearance, menu, context-menu, preview, dismiss-menu, swipe-row, drag-sheet, press-key, pick-image, pick-font, pick-color, pick-document, cancel-picker")
        #expect(error?.isUsageError == false)
    }

    @Test func callEndWithoutACallIsRefused() {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        #expect(expectRefused("call-end", on: device)?.description.hasPrefix("call-end: there is no call in progress; nothing changed.") == true)
    }

    @Test func eachStateRefusesWhatItCannotDo() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        for action in ["unlock", "notification-center-dismiss", "control-center-dismiss", "app-switcher-dismiss", "kill", "jetsam"] {
            #expect(expectRefused(action, on: device) != nil, "\(action) while active")
        }
        try device.perform(.notificationCenter)
        for action in ["open", "control-center", "app-switcher", "call", "kill"] {
            #expect(expectRefused(action, on: device)?.description.contains("notification-center is showing; dismiss it first (notification-center-dismiss)") == true)
        }
        try device.perform(.notificationCenterDismiss)
        try device.perform(.home)
        #expect(device.appState == .suspended)
        for action in ["home", "notification-center", "control-center", "memory-warning"] {
            #expect(expectRefused(action, on: device) != nil, "\(action) while suspended")
        }
        try device.perform(.lock)
        #expect(expectRefused("lock", on: device)?.description.hasPrefix("lock: the screen is already locked") == true)
        #expect(expectRefused("open", on: device)?.description.hasPrefix("open: the screen is locked; unlock it first (unlock)") == true)
    }

    @Test func memoryWarningToASuspendedAppIsRefusedWithTheReason() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        try device.perform(.home)
        #expect(expectRefused("memory-warning", on: device)?.description.contains("iOS sends no memory warning to a suspended app") == true)
    }

    @Test func actionsAfterTheProcessEndedAreRefusedExceptOpenRotateAndWait() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        try device.perform(.appSwitcher)
        try device.perform(.kill)
        for action in ["home", "kill", "jetsam", "memory-warning", "notification-center"] {
            #expect(expectRefused(action, on: device)?.description.contains("the app is not running") == true, "\(action)")
        }
        #expect(device.legalActions == ["open", "call", "lock", "app-switcher", "rotate", "wait", "text-size", "appearance"])
    }

    @Test func aDeviceWithoutAnAppSaysSo() {
        Journal.reset()
        let device = SimulatedDevice()
        #expect(throws: DeviceError.noApplication("open")) { try device.perform(.open) }
        #expect(throws: DeviceError.noApplication("home")) { try device.perform(.home) }
    }

    @Test func unknownAndMalformedActionsAreUsageErrors() {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        let unknown = expectRefused("shake", on: device)
        #expect(unknown?.isUsageError == true)
        #expect(unknown?.description == "unknown action \"shake\"; the actions are: home, open, notification-center, notification-center-dismiss, control-center, control-center-dismiss, call, call-end, lock, unlock, app-switcher, app-switcher-dismiss, kill, jetsam, memory-warning, rotate, wait, back, swipe-back, tab, swipe-down, tap, double-tap, tap-tab, alert, scroll, scroll-to, scroll-to-top, toggle, slide, select-segment, step, pick, pull-to-refresh, tap-at, long-press, swipe, pan, pinch, focus, type, return, dismiss-keyboard, text-size, appearance, menu, context-menu, preview, dismiss-menu, swipe-row, open-notification, drag-sheet, press-key, pick-image, pick-font, pick-color, pick-document, cancel-picker")
        #expect(expectRefused("rotate sideways", on: device)?.description == "malformed action \"rotate sideways\": \"sideways\" is not an orientation; usage: rotate <portrait|portrait-upside-down|landscape-left|landscape-right>")
        #expect(expectRefused("rotate", on: device)?.isUsageError == true)
        #expect(expectRefused("wait soon", on: device)?.description == "malformed action \"wait soon\": \"soon\" is not a number of seconds (0 or more); usage: wait <seconds>")
        #expect(expectRefused("home now", on: device)?.description == "malformed action \"home now\": it takes no arguments; usage: home")
    }

    @Test func aMalformedListPerformsNothing() {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        #expect(throws: DeviceError.self) { try device.perform(actions: "home, , open") }
        #expect(throws: DeviceError.self) { try device.perform(actions: "home, fly") }
        #expect(device.appState == .active)
        #expect(throws: Never.self) { try device.perform(actions: "home, open, rotate landscape-left, wait 10") }
        #expect(device.trace.events.filter { $0.kind == .action }.map(\.description) == [
            "launch", "home", "open", "rotate landscape-left", "wait 10",
        ])
    }

    @Test func listsParseWithTheirArguments() throws {
        let actions = try DeviceAction.parseList(" home ,open, rotate   landscape-left,wait 2.5 ")
        #expect(actions == [.home, .open, .rotate(.landscapeLeft), DeviceAction("wait", ["2.5"])])
        #expect(try DeviceAction.parseList("") == [])
        #expect(DeviceAction.wait(10).description == "wait 10")
        #expect(DeviceAction.rotate(.portraitUpsideDown).description == "rotate portrait-upside-down")
    }
}

extension TraceEvent {
    /// `name args` for an action event.
    var description: String { ([callback] + arguments).joined(separator: " ") }
}

/// The app switcher and the home screen.
@MainActor
@Suite(.freshRuntime) struct AppSwitcherTests {
    @Test func tappingTheAppsCardReturnsToIt() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        try device.perform(.appSwitcher)
        #expect(try Journal.during { try device.perform(.open) } == ["applicationDidBecomeActive(_:)"])
        try device.perform(.home)
        try device.perform(.appSwitcher)
        #expect(device.appState == .suspended)
        #expect(try Journal.during { try device.perform(.open) } == ["applicationWillEnterForeground(_:)", "applicationDidBecomeActive(_:)"])
        #expect(device.overlay == nil)
    }

    @Test func theSwitcherOverTheHomeScreenIsSilent() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        try device.perform(.home)
        #expect(try Journal.during {
            try device.perform(.appSwitcher)
            try device.perform(.appSwitcherDismiss)
        } == [])
        #expect(device.appState == .suspended)
        #expect(!device.isAppInFront)
    }

    @Test func aCallGoesOnWhenTheUserGoesHome() throws {
        Journal.reset()
        let device = launched(PlainAppDelegate.self)
        try device.perform(.call)
        try device.perform(.home)
        #expect(device.isCallInProgress)
        try device.perform(.open)
        #expect(try Journal.during { try device.perform(.callEnd) } == [])
        #expect(!device.isCallInProgress)
        #expect(device.appState == .active)
    }
}
