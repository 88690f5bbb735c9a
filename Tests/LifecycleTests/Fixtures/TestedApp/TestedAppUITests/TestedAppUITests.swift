import XCTest

final class TestedAppUITests: XCTestCase {

    override func setUpWithError() throws {
        // Put setup code here. This method is called before the invocation of each test method in the class.

        // In UI tests it is usually best to stop immediately when a failure occurs.
        continueAfterFailure = false
    }

    override func tearDownWithError() throws {
        // Put teardown code here. This method is called after the invocation of each test method in the class.
    }

    @MainActor
    func testGreetShowsTheGreeting() throws {
        // UI tests must launch the application that they test.
        let app = XCUIApplication()
        app.launch()

        XCTAssertEqual(app.staticTexts["greeting"].label, "Tap Greet")
        app.buttons["Greet"].tap()
        XCTAssertEqual(app.staticTexts["greeting"].label, "Hello, Ada!")
    }
}
