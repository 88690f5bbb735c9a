@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import XCTest

/// The kit also runs under XCTest: with no Swift Testing test current, its failures go
/// through `XCTFail`, at the line of the call. (The project's own tests use Swift Testing;
/// this case exists to prove the XCTest path.)
final class XCTestReportingTests: XCTestCase {
    final class MissingSuperViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {}
    }

    private var captures = false
    private var captured: [(description: String, line: Int)] = []

    override func recordFailure(withDescription description: String, inFile filePath: String,
                                atLine lineNumber: Int, expected: Bool) {
        guard captures else {
            super.recordFailure(withDescription: description, inFile: filePath, atLine: lineNumber, expected: expected)
            return
        }
        captured.append((description, lineNumber))
    }

    func testContractViolationIsReportedThroughXCTFail() {
        captures = true
        var line = 0
        MainActor.assumeIsolated {
            let harness = LifecycleHarness()
            line = #line + 1
            harness.show(MissingSuperViewController())
        }
        captures = false
        XCTAssertEqual(captured.count, 1)
        XCTAssertTrue(captured.first?.description.contains("[viewController.super.missing]") ?? false)
        XCTAssertEqual(captured.first?.line, line)
    }

    func testCorrectCodePassesUnderXCTest() {
        captures = true
        MainActor.assumeIsolated {
            let harness = LifecycleHarness()
            harness.show(UIViewController())
            harness.perform("replace root") { harness.window?.rootViewController = UIViewController() }
        }
        captures = false
        XCTAssertTrue(captured.isEmpty, "\(captured)")
    }
}
