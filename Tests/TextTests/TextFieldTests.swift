import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Text fields, text views, the first responder and the keyboard, driven by device actions.
@MainActor
@Suite(.freshRuntime) struct TextFieldTests {
    /// Focusing a field: should-begin, did-begin, the editing-began notification, then the
    /// keyboard's will-show at once and did-show when its 0.25 s animation ends.
    @Test func focusingAFieldBringsTheKeyboardUp() {
        let (harness, form) = launchForm()
        let step = harness.act("focus Name")
        #expect(form.nameField.isFirstResponder && form.nameField.isEditing)
        #expect(form.notifications == ["UIKeyboardWillShowNotification", "UIKeyboardDidShowNotification"])
        // iPhone SE (the default model), portrait: 260 points at the bottom of the 375×667 screen.
        #expect(form.keyboardEndFrames.last == CGRect(x: 0, y: 407, width: 375, height: 260))
        step.filtered(textInputFilter).expectGolden("focus-field", style: .swift)
    }

    /// Typing goes one character at a time through the delegate: the refused digit is not
    /// inserted and sends nothing more.
    @Test func typingWithOneCharacterRefused() {
        let (harness, form) = launchForm()
        harness.act("focus Name")
        let step = harness.act("type A1b")
        #expect(form.nameField.text == "Ab")
        step.filtered(textInputFilter).expectGolden("type-one-refused", style: .swift)
    }

    /// Return asks should-return, sends `.editingDidEndOnExit` and, since an action is
    /// registered for it, ends editing and takes the keyboard down.
    @Test func returnEndsEditingOnExit() {
        let (harness, form) = launchForm()
        harness.act("focus Email, type a@b.c")
        let step = harness.act("return, wait 1")
        #expect(form.submitted == ["a@b.c"])
        #expect(!form.emailField.isFirstResponder)
        #expect(form.notifications.suffix(2) == ["UIKeyboardWillHideNotification", "UIKeyboardDidHideNotification"])
        step.filtered(textInputFilter).expectGolden("return-on-exit", style: .swift)
    }

    /// Return in a field with no `.editingDidEndOnExit` action keeps it editing.
    @Test func returnWithoutAnExitActionKeepsEditing() {
        let (harness, form) = launchForm()
        harness.act("focus Name, return")
        #expect(form.nameField.isFirstResponder)
    }

    /// Moving from one field to another ends the first's editing and begins the second's;
    /// the keyboard stays up: no hide or show notification.
    @Test func switchingFieldsKeepsTheKeyboardUp() {
        let (harness, form) = launchForm()
        harness.act("focus Name, type Jo")
        form.keyboardLog.entries.removeAll()
        let step = harness.act("focus Email, wait 1")
        #expect(form.emailField.isFirstResponder && !form.nameField.isEditing)
        #expect(form.notifications.isEmpty)
        step.filtered(textInputFilter).expectGolden("switch-fields", style: .swift)
    }

    /// `dismiss-keyboard` ends editing and posts the hide pair.
    @Test func dismissingTheKeyboard() {
        let (harness, form) = launchForm()
        harness.act("focus notes, type Hi")
        let step = harness.act("dismiss-keyboard, wait 1")
        #expect(form.notesView.text == "Hi" && !form.notesView.isFirstResponder)
        step.filtered(textInputFilter).expectGolden("dismiss-keyboard", style: .swift)
    }

    /// A delegate that refuses to end editing keeps the field first responder; `endEditing(true)`
    /// does not ask it.
    @Test func shouldEndEditingCanRefuseUnlessForced() {
        let (harness, form) = launchForm()
        harness.act("focus Name")
        form.keepsEditing = true
        #expect(form.view.endEditing(false) == false)
        #expect(form.nameField.isFirstResponder)
        #expect(!form.emailField.becomeFirstResponder())
        #expect(form.view.endEditing(true))
        #expect(!form.nameField.isFirstResponder)
    }

    /// Typing with no first responder is refused with a message saying what to do, and
    /// changes nothing.
    @Test func typingWithNoFirstResponderIsRefused() throws {
        let (harness, form) = launchForm()
        let device = try #require(harness.device)
        #expect(throws: DeviceError.self) { try device.perform("type hello") }
        do {
            try device.perform("type hello")
        } catch {
            #expect("\(error)".contains("no text field or text view is first responder"))
            #expect("\(error)".contains("focus"))
        }
        #expect(form.nameField.text == "" && form.emailField.text == "")
        #expect(form.notifications.isEmpty)
    }

    /// The keyboard layout guide's top follows the keyboard.
    @Test func keyboardLayoutGuideFollowsTheKeyboard() {
        let (harness, form) = launchForm()
        let bar = UIView()
        bar.translatesAutoresizingMaskIntoConstraints = false
        form.view.addSubview(bar)
        NSLayoutConstraint.activate([
            bar.leadingAnchor.constraint(equalTo: form.view.leadingAnchor),
            bar.trailingAnchor.constraint(equalTo: form.view.trailingAnchor),
            bar.heightAnchor.constraint(equalToConstant: 44),
            bar.bottomAnchor.constraint(equalTo: form.view.keyboardLayoutGuide.topAnchor),
        ])
        form.view.layoutIfNeeded()
        #expect(bar.frame.maxY == 667)
        harness.act("focus Name, wait 1")
        #expect(bar.frame.maxY == 407)
        harness.act("dismiss-keyboard, wait 1")
        #expect(bar.frame.maxY == 667)
    }

    /// The editing control events and notifications, observed by the app.
    @Test func controlEventsAndNotifications() {
        let (harness, form) = launchForm()
        var events: [String] = []
        for (event, name) in [(UIControl.Event.editingDidBegin, "begin"), (.editingChanged, "changed"), (.editingDidEnd, "end")] {
            form.nameField.addAction(UIAction { _ in events.append(name) }, for: event)
        }
        let posted = NotificationLog()
        posted.observe([UITextField.textDidChangeNotification], object: form.nameField)
        harness.act("focus name, type ab, dismiss-keyboard")
        #expect(events == ["begin", "changed", "changed", "end"])
        #expect(posted.names == ["UITextFieldTextDidChangeNotification", "UITextFieldTextDidChangeNotification"])
    }

    /// Input traits are stored.
    @Test func inputTraitsAreStored() {
        let field = UITextField(frame: .zero)
        field.keyboardType = .numberPad
        field.returnKeyType = .go
        field.isSecureTextEntry = true
        field.autocapitalizationType = .none
        field.autocorrectionType = .no
        field.textContentType = .oneTimeCode
        field.clearButtonMode = .whileEditing
        field.attributedPlaceholder = NSAttributedString(string: "Code")
        #expect(field.keyboardType == .numberPad && field.returnKeyType == .go && field.isSecureTextEntry)
        #expect(field.autocapitalizationType == .none && field.autocorrectionType == .no)
        #expect(field.textContentType == .oneTimeCode && field.clearButtonMode == .whileEditing)
        #expect(field.placeholder == "Code")
        #expect(field.text == "")
    }

    /// A view outside any window cannot become first responder, and says why.
    @Test func becomingFirstResponderOutsideAWindowIsDiagnosed() {
        let runtime = HeadlessRuntime.current
        let field = UITextField(frame: .zero)
        #expect(!field.becomeFirstResponder())
        #expect(runtime.diagnostics.all.map(\.code) == [.textFirstResponderNotInWindow])
    }
}
