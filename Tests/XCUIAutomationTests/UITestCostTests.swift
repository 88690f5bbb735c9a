import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
@_spi(Headless) import XCUIAutomation

/// What XCUITest's layer costs over the device actions it drives (issue 35, item 6; References
/// §54.3): the same launch and ten steps, once as a UI test (`XCUIApplication`, queries,
/// element actions) and once as the device actions alone. Both end on the same screen, which
/// these tests check; `Benchmarks/Scripts/ui-test-instructions.sh` counts the instructions of
/// each run (callgrind, collecting inside `uiTestRun` or `deviceRun` only).
@MainActor
@Suite(.freshRuntime) struct UITestCostTests {
    /// A UI test: launch, then ten actions and queries.
    static func uiTestRun() -> [String] {
        let app = catalogApplication()
        app.launch()
        app.buttons["save"].tap()                                   // 1
        let saved = app.staticTexts["status"].label                  // 2
        app.switches["notifications"].tap()                         // 3
        let on = app.switches["notifications"].value as? String ?? "" // 4
        app.navigationBars.buttons["Info"].tap()                    // 5
        app.alerts["About"].buttons["OK"].tap()                     // 6
        let closed = app.staticTexts["status"].label                 // 7
        app.buttons["Show List"].tap()                              // 8
        app.cells["row-1"].tap()                                    // 9
        let pears = app.cells["row-1"].staticTexts["Pears"].exists   // 10
        let title = app.navigationBars.firstMatch.identifier
        app.terminate()
        return [saved, on, closed, "\(pears)", title]
    }

    /// The same launch and actions as device actions, without XCUITest's layer (no queries).
    static func deviceRun() -> [String] {
        let harness = LifecycleHarness(checks: [])
        harness.launch(CatalogAppDelegate.self)
        var outcome: [String] = []
        for action in ["tap save", "toggle notifications", "tap Info", "tap OK", "tap \"Show List\"", "tap Pears"] {
            do throws(DeviceError) {
                try harness.device?.perform(action)
            } catch {
                outcome.append("\(action): \(error)")
            }
        }
        let navigation = harness.runtime.keyWindow?.rootViewController as? UINavigationController
        outcome.append(navigation?.topViewController?.title ?? "")
        harness.device?.terminateApp()
        return outcome
    }

    /// The measured runs: the script collects inside these only, after a first run has warmed
    /// what runs once per process (class registrations, caches).
    static func measuredUITestRun() -> [String] { uiTestRun() }
    static func measuredDeviceRun() -> [String] { deviceRun() }

    @Test func theUITestRunsItsTenStepsToTheListScreen() {
        #expect(Self.uiTestRun() == ["Saved", "1", "Alert closed", "true", "Pears"])
        #expect(Self.measuredUITestRun() == ["Saved", "1", "Alert closed", "true", "Pears"])
    }

    @Test func theDeviceActionsAloneReachTheSameScreen() {
        #expect(Self.deviceRun() == ["Pears"])
        #expect(Self.measuredDeviceRun() == ["Pears"])
    }
}
