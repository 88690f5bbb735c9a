import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
@_spi(Headless) import XCUIAutomation

/// Actions reach the app through the simulated device; waits pass in virtual time.
@MainActor
@Suite(.freshRuntime) struct ElementActionTests {
    @Test func tapSendsTheButtonsAction() {
        let app = catalogApplication()
        app.launch()
        app.buttons["save"].tap()
        #expect(app.staticTexts["status"].label == "Saved")
    }

    @Test func controlsChangeTheirValues() {
        let app = catalogApplication()
        app.launch()
        app.switches["notifications"].tap()
        #expect(app.switches["notifications"].value as? String == "1")
        app.sliders["volume"].adjust(toNormalizedSliderPosition: 0.2)
        #expect(app.sliders["volume"].value as? String == "20%")
        #expect(abs(app.sliders["volume"].normalizedSliderPosition - 0.2) < 0.001)
        app.steppers["count"].buttons["Increment"].tap()
        #expect(app.staticTexts["status"].label == "Count 1")
        app.segmentedControls.buttons["Two"].tap()
        #expect(app.segmentedControls.buttons["Two"].isSelected)
    }

    @Test func alertsAreQueriedAndDismissedByTheirButtons() {
        let app = catalogApplication()
        app.launch()
        app.navigationBars.buttons["Info"].tap()
        let alert = app.alerts["About"]
        #expect(alert.waitForExistence(timeout: 1))
        #expect(alert.staticTexts["A catalog"].exists)
        alert.buttons["OK"].tap()
        #expect(alert.waitForNonExistence(timeout: 1))
        #expect(app.staticTexts["status"].label == "Alert closed")
    }

    @Test func waitsPassInVirtualTime() {
        let app = catalogApplication()
        app.launch()
        app.buttons["Later"].tap()
        let clock = { UITestSessionProbe.now }
        let start = clock()
        #expect(!app.staticTexts["Arrived"].waitForExistence(timeout: 1))
        #expect(app.staticTexts["Arrived"].waitForExistence(timeout: 5))
        let waited = clock() - start
        // The label appears 2 s after the tap: the second wait ends soon after it.
        #expect(waited >= 2 && waited < 2.3)
    }

    @Test func aLongTimeoutCannotHangTheTest() {
        let app = catalogApplication()
        app.launch()
        #expect(!app.buttons["Never"].waitForExistence(timeout: 1_000_000))
    }

    @Test func theDeviceSendsTheAppHomeAndBack() {
        let app = catalogApplication()
        app.launch()
        #expect(app.state == .runningForeground)
        XCUIDevice.shared.press(.home)
        #expect(app.state == .runningBackground || app.state == .runningBackgroundSuspended)
        app.activate()
        #expect(app.state == .runningForeground)
        XCUIDevice.shared.orientation = .landscapeLeft
        #expect(XCUIDevice.shared.orientation == .landscapeLeft)
        app.terminate()
        #expect(app.state == .notRunning)
    }

    @Test func eachLaunchIsAFreshProcess() {
        let app = catalogApplication()
        app.launch()
        app.buttons["save"].tap()
        #expect(app.staticTexts["status"].label == "Saved")
        app.launch()
        #expect(app.staticTexts["status"].label == "Ready")
    }

    @Test func theLaunchEnvironmentReachesTheAppWhileItRuns() {
        let app = catalogApplication()
        app.launchEnvironment = ["XCUI_CATALOG_MODE": "demo"]
        app.launch()
        #expect(ProcessInfo.processInfo.environment["XCUI_CATALOG_MODE"] == "demo")
        app.terminate()
        #expect(ProcessInfo.processInfo.environment["XCUI_CATALOG_MODE"] == nil)
    }

    @Test func screenshotsArePNGs() {
        let app = catalogApplication()
        app.launch()
        let png = XCUIScreen.main.screenshot().pngRepresentation
        #expect(png.starts(with: [0x89, 0x50, 0x4E, 0x47]))
        let button = app.buttons["save"].screenshot().image
        #expect(button.size.width > 0 && button.size.width < 375)
    }
}

/// The simulated clock of the current app, for the wait tests.
@MainActor
enum UITestSessionProbe {
    static var now: TimeInterval { HeadlessRuntime.current.runLoop.now }
}
