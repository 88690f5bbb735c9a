import Testing
import UIKit
@testable import Tally

struct TallySwiftTestingTests {

    @Test func resetGoesBackToZero() {
        var tally = Tally()
        tally.increment()
        tally.reset()
        #expect(tally == Tally())
    }

    // A view controller of the app, loaded and driven in the test.
    @MainActor
    @Test func theControllerShowsTheCount() {
        let controller = TallyViewController()
        controller.loadViewIfNeeded()
        controller.change { $0.increment() }
        #expect(controller.countLabel.text == "1")
        #expect(controller.decrementButton.isEnabled)
    }
}
