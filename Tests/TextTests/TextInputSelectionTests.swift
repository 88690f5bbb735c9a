import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// `UITextInput` on text fields and text views: positions and ranges in UTF-16 units, the
/// selection (with `textFieldDidChangeSelection` / `textViewDidChangeSelection` traced), and
/// typing that replaces the selection.
@MainActor
@Suite(.freshRuntime) struct TextInputSelectionTests {
    @Test func positionsAndRangesOfAField() {
        let field = UITextField(frame: CGRect(x: 0, y: 0, width: 200, height: 34))
        field.text = "Hello, world"
        let start = field.beginningOfDocument
        #expect(field.offset(from: start, to: field.endOfDocument) == 12)
        let comma = field.position(from: start, offset: 5)
        #expect(comma != nil)
        #expect(field.position(from: start, offset: 13) == nil)
        #expect(field.position(from: start, offset: -1) == nil)
        let range = comma.flatMap { field.textRange(from: start, to: $0) }
        #expect(range.flatMap(field.text(in:)) == "Hello")
        #expect(range?.isEmpty == false)
        // Setting the text puts the insertion point at its end.
        #expect(field.selectedTextRange.map { field.offset(from: start, to: $0.start) } == 12)
        #expect(field.selectedTextRange?.isEmpty == true)
    }

    @Test func typingReplacesTheSelectedTextOfAField() {
        let (harness, form) = launchForm()
        harness.act("focus Name, type AdaByron")
        let field = form.nameField
        let start = field.beginningOfDocument
        let mark = harness.mark()
        // Select "Byron" and type over it.
        if let from = field.position(from: start, offset: 3), let to = field.position(from: start, offset: 8) {
            field.selectedTextRange = field.textRange(from: from, to: to)
        }
        #expect(field.selectedTextRange.flatMap(field.text(in:)) == "Byron")
        harness.act("type Lovelace")
        #expect(field.text == "AdaLovelace")
        #expect(field.selectedTextRange.map { field.offset(from: start, to: $0.start) } == 11)
        let calls = harness.trace(since: mark).callbacks(of: "FormViewController#1")
        // The programmatic selection is reported once, then each typed character's change.
        #expect(calls.filter { $0.hasPrefix("textFieldDidChangeSelection") }.count == 1 + 8)
        // Setting the same selection again tells nobody.
        let again = harness.mark()
        field.selectedTextRange = field.selectedTextRange
        #expect(harness.trace(since: again).callbacks(of: "FormViewController#1").isEmpty)
    }

    @Test func replaceWithTextSkipsTheDelegateAndMovesTheCaret() {
        let (harness, form) = launchForm()
        harness.act("focus Name, type Ab")
        let field = form.nameField
        if let range = field.textRange(from: field.beginningOfDocument, to: field.endOfDocument) {
            // The delegate refuses digits when typed; a programmatic replace does not ask it.
            field.replace(range, withText: "R2D2")
        }
        #expect(field.text == "R2D2")
        #expect(field.selectedTextRange.map { field.offset(from: field.beginningOfDocument, to: $0.end) } == 4)
    }

    @Test func aTextViewsSelectedRangeAndTextRangesAgree() {
        let (harness, form) = launchForm()
        harness.act("focus notes, type onetwo")
        let notes = form.notesView
        let mark = harness.mark()
        notes.selectedRange = NSRange(location: 0, length: 3)
        #expect(notes.selectedTextRange.flatMap(notes.text(in:)) == "one")
        harness.act("type 1")
        #expect(notes.text == "1two")
        #expect(notes.selectedRange == NSRange(location: 1, length: 0))
        let calls = harness.trace(since: mark).callbacks(of: "FormViewController#1")
        #expect(calls.first?.hasPrefix("textViewDidChangeSelection") == true)
        // Out-of-range selections are clamped to the text.
        notes.selectedRange = NSRange(location: 40, length: 10)
        #expect(notes.selectedRange == NSRange(location: 4, length: 0))
    }

    @Test func aForeignPositionIsDiagnosed() {
        let runtime = HeadlessRuntime.current
        let field = UITextField(frame: .zero)
        field.text = "abc"
        #expect(field.position(from: UITextPosition(), offset: 1) == nil)
        #expect(runtime.diagnostics.all.map(\.code) == [.textInputForeignPosition])
        #expect(field.text == "abc")
    }
}
