import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import UIKitSnapshotTesting
import _UIKitTestSupport

/// Trace expectations: exact and in-order matching, filters, layout folding, the line diff
/// of a failure, and golden files.
@MainActor
@Suite(.freshRuntime) struct TraceExpectationTests {
    final class RootViewController: SeedRootController {}

    private func showRoot() -> (LifecycleHarness, Trace) {
        let harness = LifecycleHarness()
        harness.show(RootViewController())
        return (harness, harness.trace)
    }

    @Test func exactMatchWithFoldedLayoutReproducesV6() {
        let (_, trace) = showRoot()
        trace.filtered(.classes(RootViewController.self, NoXibView.self) && !.callbacks(.draw, .viewIsAppearing, .initFrame, .initNibNameBundle)).expect(seedV6("RootViewController", layout: ["[layout]"]))
    }

    @Test func inOrderAllowsOtherLines() {
        let (_, trace) = showRoot()
        #expect(trace.expect([
            "-[RootViewController viewDidLoad]",
            "-[RootViewController viewWillAppear:]",
            "-[RootViewController viewDidAppear:]",
        ], .inOrder))
        let wrongOrder = trace.compare([
            "-[RootViewController viewDidAppear:]",
            "-[RootViewController viewWillAppear:]",
        ], .inOrder)
        #expect(!wrongOrder.matches)
        #expect(wrongOrder.message.hasPrefix("The trace does not contain the expected lines in order; 1 expected line is missing"))
    }

    @Test func exactMismatchShowsALineDiff() {
        let (_, trace) = showRoot()
        let comparison = trace.filtered(.classes(RootViewController.self)).compare([
            "-[RootViewController loadView]",
            "-[RootViewController viewDidLoad]",
            "-[RootViewController viewDidAppear:]",
        ], filter: .appearance || .callbacks(.loadView, .viewDidLoad))
        #expect(!comparison.matches)
        #expect(comparison.message == """
            The trace differs from the expected one (- expected, + actual):
              -[RootViewController loadView]
              -[RootViewController viewDidLoad]
            + -[RootViewController viewWillAppear:]
            + -[RootViewController viewIsAppearing:]
              -[RootViewController viewDidAppear:]
            """)
        let failures = FailureReporter.collecting {
            trace.expect(["-[RootViewController loadView]"], filter: .callbacks(.loadView, .viewDidLoad))
        }
        #expect(failures.map(\.category) == [.trace])
        #expect(failures.first?.message.hasSuffix("+ -[RootViewController viewDidLoad]") == true)
    }

    @Test func instanceStylesAndObjectFilters() {
        let harness = LifecycleHarness()
        let first = RootViewController()
        let second = RootViewController()
        harness.show(first)
        harness.allowLeak(first)  // the test itself holds it
        let trace = harness.perform("swap") { harness.window?.rootViewController = second }
        trace.filtered(.objects(first) && .appearance).expect([
            "RootViewController#1.viewWillDisappear(false)",
            "RootViewController#1.viewDidDisappear(false)",
        ], style: .swiftInstances)
        trace.filtered(.objects(second) && .appearance).expect([
            "-[RootViewController#2 viewWillAppear:]",
            "-[RootViewController#2 viewIsAppearing:]",
            "-[RootViewController#2 viewDidAppear:]",
        ], style: .seedInstances)
    }

    @Test func lineDiffShortensLongSharedRuns() {
        let shared = (1...20).map { "line \($0)" }
        let diff = LineDiff(expected: shared + ["old"], actual: shared + ["new"])
        #expect(diff.rendered() == """
              … 17 matching lines …
              line 18
              line 19
              line 20
            - old
            + new
            """)
        #expect(diff.missing == ["old"] && diff.extra == ["new"])
    }

    @Test func goldenIsRecordedThenComparedWithAClearMessage() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("uikit-goldens-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (_, trace) = showRoot()
        let url = URL(fileURLWithPath: directory).appendingPathComponent("launch.trace")
        // A check told not to record a missing file fails and writes nothing.
        let refused = FailureReporter.collecting {
            trace.expectGolden("launch", directory: directory, missingFile: .fail)
        }
        #expect(refused.first?.message.contains("launch.trace: No reference was found on disk. New snapshot was not recorded") == true)
        #expect(!FileManager.default.fileExists(atPath: url.path))

        // Recording (snapshot-testing's `.missing` mode) writes the file and fails the check.
        let recorded = withSnapshotTesting(record: .missing) {
            FailureReporter.collecting { trace.expectGolden("launch", directory: directory) }
        }
        #expect(recorded.count == 1)
        #expect(recorded.first?.message.contains("Automatically recorded snapshot") == true)
        let text = try String(contentsOf: url, encoding: .utf8)
        #expect(text.hasPrefix("# Golden trace 'launch' (seed)."))
        #expect(text.contains("\n-[RootViewController initWithNibName:bundle:]\n== show RootViewController\n"))

        #expect(FailureReporter.collecting { trace.expectGolden("launch", directory: directory) }.isEmpty)
        // Comment lines are not compared.
        try ("# A note a person added.\n" + text).write(to: url, atomically: true, encoding: .utf8)
        #expect(FailureReporter.collecting { trace.expectGolden("launch", directory: directory) }.isEmpty)

        try text.replacingOccurrences(of: "-[RootViewController viewDidLoad]\n", with: "")
            .write(to: url, atomically: true, encoding: .utf8)
        let failures = FailureReporter.collecting { trace.expectGolden("launch", directory: directory) }
        let message = try #require(failures.first?.message)
        #expect(message.hasPrefix("Golden file \(url.path): "))
        #expect(message.contains("\n+-[RootViewController viewDidLoad]\n"))
        #expect(message.hasSuffix("If the new text is right, re-record it: SNAPSHOT_TESTING_RECORD=all swift test --filter goldenIsRecordedThenComparedWithAClearMessage"))
    }

    @Test func recordModeNeverWritesNothing() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("uikit-goldens-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        let (_, trace) = showRoot()
        let url = URL(fileURLWithPath: directory).appendingPathComponent("launch.trace")
        withSnapshotTesting(record: .never) {
            let missing = FailureReporter.collecting { trace.expectGolden("launch", directory: directory) }
            #expect(missing.first?.message.contains("recording is disabled") == true)
            #expect(!FileManager.default.fileExists(atPath: url.path))
        }
        try "stale\n".write(to: url, atomically: true, encoding: .utf8)
        withSnapshotTesting(record: .never) {
            #expect(FailureReporter.collecting { trace.expectGolden("launch", directory: directory) }.count == 1)
        }
        #expect(try String(contentsOf: url, encoding: .utf8) == "stale\n")
        // `.all` re-records an existing file (and fails, asking for a second run).
        withSnapshotTesting(record: .all) {
            #expect(FailureReporter.collecting { trace.expectGolden("launch", directory: directory) }.first?.message.contains("Record mode is on") == true)
        }
        #expect(FailureReporter.collecting { trace.expectGolden("launch", directory: directory) }.isEmpty)
    }

    @Test func anyTextHasAGoldenFileToo() throws {
        let directory = FileManager.default.temporaryDirectory
            .appendingPathComponent("uikit-goldens-\(UUID().uuidString)").path
        defer { try? FileManager.default.removeItem(atPath: directory) }
        withSnapshotTesting(record: .missing) {
            #expect(FailureReporter.collecting { expectGolden("# not a comment\nline", named: "report.txt", directory: directory) }.count == 1)
            #expect(FailureReporter.collecting { expectGolden("# not a comment\nline", named: "report.txt", directory: directory) }.isEmpty)
            let changed = FailureReporter.collecting { expectGolden("# not a comment\nother", named: "report.txt", directory: directory) }
            #expect(changed.first?.message.contains("+other") == true)
            let comment = FailureReporter.collecting { expectGolden("# a different comment\nline", named: "report.txt", directory: directory) }
            #expect(comment.count == 1)
        }
    }
}
