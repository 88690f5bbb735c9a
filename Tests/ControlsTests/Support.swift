import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore
@_exported import _UIKitTestSupport

/// What the test apps' controls and recognizers did, in order.
@MainActor
enum Journal {
    static var lines: [String] = []
    static func log(_ line: String) { lines.append(line) }
}

/// Launches the test app with `root` on a fresh harness and clears the journal.
@MainActor
func launch(_ root: @escaping @MainActor () -> UIViewController) -> LifecycleHarness {
    Journal.lines = []
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
