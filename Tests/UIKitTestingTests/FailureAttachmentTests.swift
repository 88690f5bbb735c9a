import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting

/// A failing harness check attaches the screen's wireframe and the trace to the test.
@MainActor
@Suite(.freshRuntime) struct FailureAttachmentTests {
    final class GreetingViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            let label = UILabel(frame: CGRect(x: 20, y: 100, width: 200, height: 30))
            label.text = "Hello there"
            view.addSubview(label)
        }
    }

    @Test func theAttachmentsShowTheScreenAndTheTrace() throws {
        let harness = LifecycleHarness()
        harness.show(GreetingViewController())
        let attachments = harness.failureAttachments
        #expect(attachments.map(\.name) == ["wireframe.svg", "trace.txt"])
        let svg = try #require(attachments.first?.contents)
        #expect(svg.hasPrefix("<svg"))
        #expect(svg.contains("Hello there"))
        // The label's box, at half scale: x 10, y 50, 100 × 15.
        #expect(svg.contains("x=\"10\" y=\"50\" width=\"100\" height=\"15\""))
        let trace = try #require(attachments.last?.contents)
        #expect(trace.contains("== show GreetingViewController"))
        #expect(trace.contains("-[GreetingViewController#1 viewDidLoad]"))
    }

    @Test func aFailingCheckStillReportsItsFailure() {
        let harness = LifecycleHarness()
        let failures = FailureReporter.collecting {
            harness.act("home")   // no app launched: the harness fails the step
        }
        #expect(failures.count == 1)
        #expect(harness.failures.count == 1)
    }
}
