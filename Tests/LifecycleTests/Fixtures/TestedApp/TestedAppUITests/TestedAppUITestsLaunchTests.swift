import XCTest

final class TestedAppUITestsLaunchTests: XCTestCase {

    @MainActor
    func testLaunch() throws {
        let app = XCUIApplication()
        app.launch()

        let screenshot = app.screenshot()
        XCTAssertFalse(screenshot.pngRepresentation.isEmpty)
    }
}
