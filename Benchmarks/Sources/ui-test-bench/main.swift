// The cost of XCUITest's layer (issue 35, item 6): a UI test's launch and ten actions and
// queries through XCUIAutomation, against the same launch and actions as device actions alone.
// Scripts/ui-test-instructions.sh runs `ui-test-bench ui N` and `ui-test-bench device N` under
// callgrind, collecting inside `measuredRuns` only; each run warms up once first.
//
//     ui-test-bench ui|device [RUNS]
import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
@_spi(Headless) import XCUIAutomation

/// A UI test: launch, then ten actions and queries (as UITestCostTests in the main package).
@MainActor func uiTestRun() -> [String] {
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

/// The same launch and actions as device actions, without XCUITest's layer.
@MainActor func deviceRun() -> [String] {
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

/// The measured part: `runs` runs of one kind.
@MainActor @inline(never) func measuredRuns(_ run: @MainActor () -> [String], _ runs: Int) -> [String] {
    var last: [String] = []
    for _ in 0..<runs { last = run() }
    return last
}

let arguments = CommandLine.arguments.dropFirst()
let kind = arguments.first ?? "ui"
let runs = arguments.dropFirst().first.flatMap(Int.init) ?? 10
MainActor.assumeIsolated {
    let run: @MainActor () -> [String] = kind == "device" ? deviceRun : uiTestRun
    let warm = run()
    let started = Date()
    let last = measuredRuns(run, runs)
    let seconds = Date().timeIntervalSince(started)
    let expected = kind == "device" ? ["Pears"] : ["Saved", "1", "Alert closed", "true", "Pears"]
    print("\(kind): \(runs) runs, \(String(format: "%.2f", seconds * 1000 / Double(runs))) ms a run, outcome \(last == expected && warm == expected ? "as expected" : "UNEXPECTED \(last)")")
}
