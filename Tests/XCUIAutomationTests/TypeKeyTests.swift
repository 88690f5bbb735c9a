import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
@_spi(Headless) @testable import XCUIAutomation

/// `typeKey(_:modifierFlags:)` presses a hardware-keyboard key through the device's
/// `press-key` path (References §55.7).
@MainActor
@Suite(.freshRuntime) struct TypeKeyTests {
    @Test func typeKeyTypesAndEditsTextInTheFocusedField() {
        let app = catalogApplication()
        app.launch()
        let name = app.textFields["Name"]
        name.tap()
        name.typeKey("a", modifierFlags: [])
        name.typeKey("b", modifierFlags: .shift)
        name.typeKey("c", modifierFlags: [])
        name.typeKey(.delete, modifierFlags: [])
        #expect(name.value as? String == "aB")
        // With Command, text input leaves the key: no key command takes ⌘B, nothing changes.
        name.typeKey("b", modifierFlags: .command)
        #expect(name.value as? String == "aB")
    }

    @Test func keysWithoutACharacterTypeTheirUIKeyCommandInputs() {
        #expect(XCUIKeyboardKey.F12.keyInput == UIKeyCommand.f12)
        #expect(XCUIKeyboardKey.upArrow.keyInput == UIKeyCommand.inputUpArrow)
        #expect(XCUIKeyboardKey.enter.keyInput == "\r")
        #expect(XCUIElement.KeyModifierFlags([.shift, .option, .capsLock]).keyModifierFlags == [.shift, .alternate, .alphaShift])
    }
}
