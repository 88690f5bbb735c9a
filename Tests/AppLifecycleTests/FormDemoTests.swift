import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// The form example (Examples/FormDemo), driven end to end by the control actions, by what
/// its screen shows.
@MainActor
@Suite(.freshRuntime) struct FormDemoTests {
    let formDemo = BuiltExecutable("FormDemo")

    @Test func theFormIsFilledInAndSubmittedByVisibleText() throws {
        let run = try formDemo.run(["--actions", "toggle notifications, select-segment Weekly, step copies up, slide volume 0.8, tap Submit"])
        #expect(run.status == 0)
        #expect(run.lines == [
            "notifications: on", "frequency: Weekly", "copies: 2", "volume: 0.8",
            "submitted: notifications on, Weekly, 2 copies, volume 0.8",
        ])
        #expect(run.standardError.isEmpty)
    }

    /// Fields, a switch, a segmented control and the submit button, all by what the screen shows.
    @Test func aNameIsTypedAndTheFormSubmittedByVisibleText() throws {
        let run = try formDemo.run(["--actions", "focus Name, type Ada, return, toggle notifications, select-segment Monthly, tap Submit"])
        #expect(run.status == 0)
        #expect(run.lines == ["notifications: on", "frequency: Monthly", "submitted: Ada, notifications on, Monthly, 1 copies, volume 0.5"])
        #expect(run.standardError.isEmpty)
    }

    @Test func aDoubleTapOnTheTitleResetsTheFormAndBadInputChangesNothing() throws {
        let run = try formDemo.run(["--actions", "toggle notifications, tap-at 60 55 2, slide volume 3, swipe up, tap Submit"])
        #expect(run.status == 0)
        #expect(run.lines == ["notifications: on", "form reset", "submitted: notifications off, Daily, 1 copies, volume 0.5"])
        #expect(run.standardError.contains("FormDemo: slide volume 3: 3 is outside the range of UISlider#1, 0.0…1.0. Pick a value in the range.; nothing changed."))
        #expect(run.standardError.contains("FormDemo: swipe up: no gesture recognizer on UIButton#1 or its superviews accepts a swipe up"))
    }
}
