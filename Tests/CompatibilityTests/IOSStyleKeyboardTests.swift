import Testing
import UIKit
import UIKitTesting

/// The keyboard code of `IOSStyleKeyboard.swift` behaves as on iOS: arrow keys reach the
/// first responder's pressesBegan/Ended with their modifiers, ⌘A reaches the selectAll
/// override through the main menu, and the app delegate's buildMenu runs at the first press.
@MainActor
@Suite(.freshRuntime) struct IOSStyleKeyboardTests {
    @Test func aKeyboardCanvasWorksAsOnIOS() {
        let harness = LifecycleHarness()
        harness.launch(SketchAppDelegate.self)
        guard let app = UIApplication.shared.delegate as? SketchAppDelegate else {
            Issue.record("the app did not launch")
            return
        }
        #expect(app.canvas.isFirstResponder)
        harness.act("press-key left-arrow, press-key shift+left-arrow hold 0.2, press-key right-arrow")
        #expect(app.canvas.moves == ["left", "up", "left×10", "up", "right", "up"])
        #expect(app.canvas.lastPressType == .rightArrow)
        #expect(app.canvas.eventPresses == 1)
        #expect(app.menuBuilds == 1)
        harness.act("press-key cmd+a")
        #expect(app.canvas.selectedAll == 1)
        // ⌘+ matches Zoom In, but the canvas cannot perform it: the press goes on up the chain.
        harness.act("press-key cmd++, press-key escape")
        #expect(app.canvas.moves.count == 6)
        #expect(app.canvas.keyCommands?.map(\.title) == ["Zoom In", "", "Close"])
    }
}
