import Foundation
import Testing
@_spi(Headless) import UIKit

/// Pictures of a failing step: when a harness check fails in a Swift Testing test, the test
/// gets the screen's wireframe (an SVG of the window's boxes, with labels' text and buttons'
/// titles) and the trace so far as attachments, once per harness. `swift test
/// --attachments-path DIR` saves them; Xcode shows them in the test report.
extension LifecycleHarness {
    /// The files attached to a failing test: `wireframe.svg` (what the window shows now) and
    /// `trace.txt` (every event so far, instances numbered).
    public var failureAttachments: [(name: String, contents: String)] {
        let title = FailureReporter.currentTestName ?? "wireframe"
        return [
            ("wireframe.svg", wireframe().svg(title: title)),
            ("trace.txt", trace.lines(.seedInstances).joined(separator: "\n") + "\n"),
        ]
    }

    /// Attaches ``failureAttachments`` to the running Swift Testing test, the first time a
    /// check of this harness fails; nothing when no test is running or failures are collected.
    func attachFailureEvidence(at site: SourceSite) {
        guard !attachedFailureEvidence, Test.current != nil, Collector.current == nil else { return }
        attachedFailureEvidence = true
        let location = SourceLocation(fileID: site.fileID, filePath: "\(site.filePath)",
                                      line: Int(site.line), column: Int(site.column))
        for (name, contents) in failureAttachments {
            Attachment.record(contents, named: name, sourceLocation: location)
        }
    }
}
