import XCTest
import XCUIAutomation

// Xcode's template marks each test method `@MainActor`; swift-corelibs-xctest crashes
// discovering an isolated test method (a `@MainActor` class's too), so these run their bodies
// on the main actor, as `lifecycle port` rewrites such methods.
final class TallyUITests: XCTestCase {

    func testTheCountGoesUpAndDown() throws { try MainActor.assumeIsolated {
        let app = XCUIApplication()
        app.launch()

        let count = app.staticTexts["count"]
        XCTAssertEqual(count.label, "0")
        XCTAssertFalse(app.buttons["decrement"].isEnabled)

        app.buttons["increment"].tap()
        app.buttons["Add one"].tap()
        XCTAssertEqual(count.label, "2")

        app.buttons["decrement"].tap()
        XCTAssertEqual(count.label, "1")
    } }

    func testResetAsksFirst() throws { try MainActor.assumeIsolated {
        let app = XCUIApplication()
        app.launch()
        app.buttons["increment"].tap()

        app.navigationBars["Tally"].buttons["Reset"].tap()
        let alert = app.alerts["Reset the tally?"]
        XCTAssertTrue(alert.waitForExistence(timeout: 2))
        alert.buttons["Cancel"].tap()
        XCTAssertEqual(app.staticTexts["count"].label, "1")

        app.navigationBars["Tally"].buttons["Reset"].tap()
        app.alerts.buttons["Reset"].tap()
        XCTAssertTrue(alert.waitForNonExistence(timeout: 2))
        XCTAssertEqual(app.staticTexts["count"].label, "0")
    } }

    func testTheCountSurvivesTheBackground() throws { try MainActor.assumeIsolated {
        let app = XCUIApplication()
        app.launch()
        app.buttons["increment"].tap()
        XCUIDevice.shared.press(.home)
        XCTAssertTrue(app.wait(for: .runningBackgroundSuspended, timeout: 5))
        app.activate()
        XCTAssertEqual(app.state, .runningForeground)
        XCTAssertEqual(app.staticTexts["count"].label, "1")
    } }
}
