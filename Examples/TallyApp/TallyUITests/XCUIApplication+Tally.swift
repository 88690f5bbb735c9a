// The one file that ties this UI-test target to its app (on iOS the target's build
// settings name the app, which runs in another process). `lifecycle port` writes it.
@_spi(Headless) import XCUIAutomation
@testable import Tally

/// `XCUIApplication()` in this target launches Tally.
final class XCUIApplication: XCUIAutomation.XCUIApplication {
    init() {
        super.init(target: XCUIApplicationTarget(AppDelegate.self, name: "Tally"))
    }
}
