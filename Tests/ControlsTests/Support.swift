import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore
@_exported import _UIKitTestSupport

/// Launches the test app with `root` on a fresh harness and clears the journal.
@MainActor
func launch(_ root: @escaping @MainActor () -> UIViewController) -> LifecycleHarness {
    Journal.entries = []
    return launchApp(showing: root)
}

extension UIView {
    /// Adds `control`, identified as `identifier` for the device's actions, with an action of
    /// that title that logs `<identifier> valueChanged <value>` to the journal.
    func addLogging<Control: UIControl>(_ control: Control, _ identifier: String,
                                        value: @escaping @MainActor (Control) -> String) {
        control.accessibilityIdentifier = identifier
        control.addAction(UIAction(title: identifier) { action in
            Journal.log("\(identifier) valueChanged \((action.sender as? Control).map(value) ?? "nil")")
        }, for: .valueChanged)
        addSubview(control)
    }
}

extension UIView {
    /// Adds `subview`, named `label` for VoiceOver (which the device's actions also read), and
    /// returns it.
    @discardableResult
    func add<Subview: UIView>(_ subview: Subview, label: String) -> Subview {
        subview.accessibilityLabel = label
        addSubview(subview)
        return subview
    }

    /// Adds `subview`, identified as `identifier` for the device's actions, and returns it.
    @discardableResult
    func add<Subview: UIView>(_ subview: Subview, id identifier: String) -> Subview {
        subview.accessibilityIdentifier = identifier
        addSubview(subview)
        return subview
    }
}
