import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
@_spi(Headless) import XCUIAutomation

/// Failures say what was asked and show the screen; bad input fails the test, never hangs
/// or crashes it.
@MainActor
@Suite(.freshRuntime) struct FailureTests {
    @Test func aMissingElementNamesTheQueryAndShowsTheScreen() throws {
        let app = catalogApplication()
        app.launch()
        let failures = FailureReporter.collecting { app.buttons["Delete"].tap() }
        let failure = try #require(failures.first)
        #expect(failures.count == 1)
        #expect(failure.message.contains("Failed to tap"))
        #expect(failure.message.contains("Descendants matching type Button → Elements matching identifier \"Delete\""))
        #expect(failure.message.contains("no matches found"))
        #expect(failure.message.contains("identifier: 'save'"))  // the tree
    }

    @Test func severalMatchesAreRefusedWhenOneIsNeeded() throws {
        let app = catalogApplication()
        app.launch()
        let failures = FailureReporter.collecting { _ = app.buttons.element.label }
        #expect(try #require(failures.first).message.contains("multiple matching elements found"))
    }

    @Test func aQueryOnATerminatedAppFails() throws {
        let app = catalogApplication()
        app.launch()
        app.terminate()
        let failures = FailureReporter.collecting { app.buttons["save"].tap() }
        #expect(try #require(failures.first).message.contains("the application is not running"))
        #expect(!app.buttons["save"].exists)
    }

    @Test func aNegativeTimeoutFailsAtOnce() throws {
        let app = catalogApplication()
        app.launch()
        var result = true
        let failures = FailureReporter.collecting { result = app.buttons["save"].waitForExistence(timeout: -1) }
        #expect(!result)
        #expect(try #require(failures.first).message.contains("the timeout must be a number of seconds, 0 or more"))
    }

    @Test func typingWithoutFocusFails() throws {
        let app = catalogApplication()
        app.launch()
        let failures = FailureReporter.collecting { app.textFields["Name"].typeText("Ada") }
        #expect(try #require(failures.first).message.contains("has keyboard focus"))
        let typed = FailureReporter.collecting { app.typeText("Ada") }
        #expect(try #require(typed.first).message.contains("no text field or text view is first responder"))
    }

    @Test func aDisabledButtonRefusesTheTap() throws {
        let app = catalogApplication()
        app.launch()
        let failures = FailureReporter.collecting { app.buttons["Disabled"].tap() }
        #expect(try #require(failures.first).message.contains("disabled"))
    }

    @Test func anApplicationWithoutATargetSaysHowToDeclareIt() throws {
        let failures = FailureReporter.collecting { XCUIApplication().launch() }
        #expect(try #require(failures.first).message.contains("final class XCUIApplication: XCUIAutomation.XCUIApplication"))
    }

    @Test func adjustingAPickerWheelThatIsNotThereFails() throws {
        let app = catalogApplication()
        app.launch()
        let failures = FailureReporter.collecting { app.pickerWheels.element.adjust(toPickerWheelValue: "May") }
        #expect(try #require(failures.first).message.contains("adjust"))
    }
}
