import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting

/// A UI test's failed query, action or wait: the message says what was asked and why it
/// failed, then lists the screen's elements as `debugDescription` prints them. Under Swift
/// Testing the test also gets `screen.png` and `wireframe.svg` as attachments; under XCTest
/// (which has no attachments on Linux) they are written to a folder the message names.
@MainActor
enum UITestFailure {
    /// Records the failure in the running test (Swift Testing or XCTest), through the kit's
    /// ``FailureReporter``.
    static func record(_ message: String, session: UITestSession?, snapshot: AccessibilitySnapshot?) {
        var text = message
        if let snapshot {
            text += "\nThe screen's elements:\n" + snapshot.treeDescription()
        }
        if let saved = attach(session: session) { text += "\n" + saved }
        FailureReporter.record(TestFailure(.userInterface, text, at: SourceSite()))
    }

    /// Records a failure that no session is behind.
    static func record(_ message: String, session: UITestSession?) {
        record(message, session: session, snapshot: nil)
    }

    /// Logs a wait that ran out, with the screen, without failing the test (the test decides,
    /// as with XCUITest's `waitForExistence`).
    static func log(_ message: String, snapshot: AccessibilitySnapshot?) {
        var text = message
        if let snapshot { text += "\nThe screen's elements:\n" + snapshot.treeDescription() }
        FileHandle.standardError.write(Data((text + "\n").utf8))
    }

    /// Folder numbering for the XCTest attachments of one test process.
    private static var savedCount = 0

    /// Attaches the screen's PNG and wireframe; under XCTest, writes them and returns a line
    /// naming where.
    private static func attach(session: UITestSession?) -> String? {
        guard let session, session.isRunning, let window = session.harness.runtime.keyWindow else { return nil }
        let png = window.renderedPNGData()
        let svg = session.harness.wireframe().svg(title: "screen")
        if Test.current != nil {
            if let png { Attachment.record(Array(png), named: "screen.png") }
            Attachment.record(svg, named: "wireframe.svg")
            return nil
        }
        savedCount += 1
        let folder = FileManager.default.temporaryDirectory
            .appendingPathComponent("XCUIAutomation-\(ProcessInfo.processInfo.processIdentifier)")
            .appendingPathComponent("failure-\(savedCount)")
        do {
            try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
            if let png { try png.write(to: folder.appendingPathComponent("screen.png")) }
            try Data(svg.utf8).write(to: folder.appendingPathComponent("wireframe.svg"))
            return "The screen: \(folder.path)/screen.png, \(folder.path)/wireframe.svg"
        } catch {
            return "The screen could not be saved to \(folder.path): \(error)"
        }
    }
}
