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
