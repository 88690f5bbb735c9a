@_spi(Headless) import UIKit
@testable import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import Testing

/// A screen that asks for a name in an alert.
final class RenameViewController: UIViewController {
    var names: [String] = []

    func askForName() {
        let alert = UIAlertController(title: "Rename", message: nil, preferredStyle: .alert)
        alert.addTextField { field in field.placeholder = "Name" }
        alert.addAction(UIAlertAction(title: "Cancel", style: .cancel))
        alert.addAction(UIAlertAction(title: "Save", style: .default) { [weak self, weak alert] _ in
            self?.names.append(alert?.textFields?.first?.text ?? "(alert gone)")
        })
        present(alert, animated: true)
    }
}

/// Text fields in alerts: added and configured, focused when the alert appears, typed into,
/// read by the action's handler after the dismissal.
@MainActor
@Suite(.freshRuntime) struct AlertTextFieldTests {
    @Test func typedTextReachesTheHandler() {
        let harness = LifecycleHarness()
        let screen = RenameViewController()
        harness.show(screen)
        harness.perform("ask") { screen.askForName() }
        do {
            // Not kept past this block: the alert must be released once dismissed.
            let alert = screen.presentedViewController as? UIAlertController
            #expect(alert?.textFields?.count == 1)
            #expect(alert?.textFields?.first?.placeholder == "Name")
            #expect(alert?.textFields?.first?.isFirstResponder == true)
            #expect(alert?.textFields?.first?.storedWindow != nil)
            harness.perform("type Ada") {
                for character in "Ada" { alert?.textFields?.first?.insertText(String(character)) }
            }
        }
        harness.tap("Save")
        #expect(screen.names == ["Ada"])
        #expect(screen.presentedViewController == nil)
        #expect(HeadlessRuntime.current.textInput.firstResponder == nil)
        #expect(harness.failures.isEmpty, "\(harness.failures)")
    }

    /// An action sheet takes no text field: reported, nothing added.
    @Test func actionSheetRefusesATextField() {
        let runtime = HeadlessRuntime.current
        let sheet = UIAlertController(title: nil, message: nil, preferredStyle: .actionSheet)
        sheet.addTextField()
        #expect(sheet.textFields == nil)
        #expect(runtime.diagnostics.all.contains { $0.code == .alertTextFieldOnActionSheet && $0.message.contains("only be added to an alert") })
    }
}
