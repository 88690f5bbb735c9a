import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting

/// Item 6 of issue 36 (References §50.5): moving the focus between text fields that have
/// input accessory views of their own reloads the input views, which posts the four keyboard
/// notifications again; fields without their own input views post nothing.
@MainActor
@Suite(.freshRuntime) struct KeyboardAccessoryFidelityTests {
    final class AccessoryForm: UIViewController {
        let first = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 34))
        let second = UITextField(frame: CGRect(x: 20, y: 130, width: 300, height: 34))
        let third = UITextField(frame: CGRect(x: 20, y: 180, width: 300, height: 34))
        let keyboardLog = NotificationLog()

        override func viewDidLoad() {
            super.viewDidLoad()
            first.placeholder = "First"
            second.placeholder = "Second"
            third.placeholder = "Third"
            // Two toolbars of the same height: the keyboard's frame does not change.
            first.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            second.inputAccessoryView = UIToolbar(frame: CGRect(x: 0, y: 0, width: 375, height: 44))
            third.inputAccessoryView = second.inputAccessoryView
            [first, second, third].forEach(view.addSubview)
            keyboardLog.observe([UIResponder.keyboardWillChangeFrameNotification, UIResponder.keyboardWillShowNotification,
                                 UIResponder.keyboardDidChangeFrameNotification, UIResponder.keyboardDidShowNotification,
                                 UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification])
        }
    }

    static let showSequence = ["UIKeyboardWillChangeFrameNotification", "UIKeyboardWillShowNotification",
                               "UIKeyboardDidChangeFrameNotification", "UIKeyboardDidShowNotification"]

    @Test func movingToAFieldWithItsOwnAccessoryPostsTheShowSequenceAgain() {
        let harness = launchApp { AccessoryForm() }
        let form = harness.runtime.keyWindow?.rootViewController as! AccessoryForm
        harness.act("focus First, wait 1")
        #expect(form.keyboardLog.names == Self.showSequence)
        form.keyboardLog.entries.removeAll()
        let step = harness.act("focus Second, wait 1")
        #expect(form.second.isFirstResponder)
        #expect(form.keyboardLog.names == Self.showSequence)
        let frames = form.keyboardLog.entries.map {
            ($0.userInfo[UIResponder.keyboardFrameBeginUserInfoKey] as? NSValue)?.cgRectValue
                == ($0.userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue
        }
        #expect(frames.allSatisfy { $0 }, "the same height: begin and end frames are equal")
        step.filtered(.actions || .classNames(["NotificationCenter"])).expectGolden("focus-field-with-own-accessory", style: .swift)

        // The same accessory view: nothing is reloaded, nothing posted.
        form.keyboardLog.entries.removeAll()
        harness.act("focus Third, wait 1")
        #expect(form.third.isFirstResponder)
        #expect(form.keyboardLog.names.isEmpty)
    }
}
