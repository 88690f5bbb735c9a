import Foundation
import Testing

/// The SignUpDemo example end to end from `--actions`, by the text it shows.
@Suite struct SignUpDemoTests {
    let signUpDemo = BuiltExecutable("SignUpDemo")

    @Test func fillsInAndSubmitsTheFormByVisibleText() throws {
        let run = try signUpDemo.run(["--actions", "focus Name, type Ada1, return, type ada@example.com, return, tap Submit"])
        #expect(run.status == 0)
        #expect(run.lines == [
            "UIKeyboardWillShowNotification: keyboard end frame CGRect(origin: Foundation.CGPoint(x: 0.0, y: 407.0), size: Foundation.CGSize(width: 375.0, height: 260.0))",
            "refused \"1\" in the name",
            "Name: \"Ada\"",
            "Email: \"ada@example.com\"",
            "UIKeyboardWillHideNotification: keyboard end frame CGRect(origin: Foundation.CGPoint(x: 0.0, y: 667.0), size: Foundation.CGSize(width: 375.0, height: 260.0))",
            "submit: Thanks, Ada!",
        ])
    }

    @Test func followsTextSizeAndAppearance() throws {
        let run = try signUpDemo.run(["--actions", "text-size accessibility-medium, appearance dark"])
        #expect(run.status == 0)
        #expect(run.lines == ["text size changed: name field font 28.0 pt", "appearance: dark, background white 0.0"])
    }

    @Test func typingWithNothingFocusedIsRefused() throws {
        let run = try signUpDemo.run(["--actions", "type hello"])
        #expect(run.standardError.contains("no text field or text view is first responder"))
        #expect(run.lines.isEmpty)
    }
}
