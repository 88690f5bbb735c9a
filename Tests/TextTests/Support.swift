import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
@_exported import _UIKitTestSupport

/// A form: two text fields (name, email) and a text view, with a delegate that records
/// nothing itself (the trace shows its calls) and refuses digits in the name field.
final class FormViewController: UIViewController, UITextFieldDelegate, UITextViewDelegate {
    let nameField = UITextField(frame: CGRect(x: 20, y: 80, width: 300, height: 34))
    let emailField = UITextField(frame: CGRect(x: 20, y: 130, width: 300, height: 34))
    let notesView = UITextView(frame: CGRect(x: 20, y: 180, width: 300, height: 100))
    var keepsEditing = false
    var submitted: [String] = []
    let keyboardLog = NotificationLog()
    var notifications: [String] { keyboardLog.names }
    var keyboardEndFrames: [CGRect] {
        keyboardLog.entries.map { ($0.userInfo[UIResponder.keyboardFrameEndUserInfoKey] as? NSValue)?.cgRectValue ?? .zero }
    }

    override func viewDidLoad() {
        super.viewDidLoad()
        nameField.placeholder = "Name"
        nameField.accessibilityIdentifier = "name"
        nameField.delegate = self
        nameField.addAction(UIAction(title: "began") { _ in }, for: .editingDidBegin)
        nameField.addAction(UIAction(title: "validate") { _ in }, for: .editingChanged)
        nameField.addAction(UIAction(title: "ended") { _ in }, for: .editingDidEnd)
        emailField.placeholder = "Email"
        emailField.keyboardType = .emailAddress
        emailField.returnKeyType = .done
        emailField.delegate = self
        emailField.addAction(UIAction(title: "submit") { [weak self] _ in
            self?.submitted.append(self?.emailField.text ?? "")
        }, for: .editingDidEndOnExit)
        notesView.accessibilityIdentifier = "notes"
        notesView.delegate = self
        view.addSubview(nameField)
        view.addSubview(emailField)
        view.addSubview(notesView)
        keyboardLog.observe([UIResponder.keyboardWillShowNotification, UIResponder.keyboardDidShowNotification,
                             UIResponder.keyboardWillHideNotification, UIResponder.keyboardDidHideNotification])
    }

    func textField(_ textField: UITextField, shouldChangeCharactersIn range: NSRange, replacementString string: String) -> Bool {
        textField !== nameField || string.rangeOfCharacter(from: .decimalDigits) == nil
    }

    func textFieldShouldEndEditing(_ textField: UITextField) -> Bool { !keepsEditing }
}

/// The text-input lines of a trace: delegate calls, control actions, notifications and
/// first-responder changes (layout and appearance left out).
let textInputFilter: TraceFilter = (.actions || .classNames(["FormViewController", "NotificationCenter", "UITextField", "UITextView"]))
    && .excluding(.layoutSubviews, .draw, .viewWillLayoutSubviews, .viewDidLayoutSubviews, .initFrame, .initCoder,
                  .traitCollectionDidChange)

@MainActor
func launchForm() -> (LifecycleHarness, FormViewController) {
    let harness = launchApp { FormViewController() }
    let form = harness.runtime.keyWindow?.rootViewController as! FormViewController
    return (harness, form)
}
