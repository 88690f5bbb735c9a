import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import CoreGraphics

/// Compares a view, painted into pixels, with a reference PNG: `name.png` in `Goldens/` beside
/// the test file (or in `directory`, relative to it), by the recording rules of
/// ``GoldenTrace`` (`UIKIT_RECORD_GOLDENS=1` records, a check that records fails, CI never
/// records).
///
/// The comparison is pixel for pixel on the decoded images, not on the PNG bytes, so a
/// different zlib cannot fail it. A mismatch names the number of differing pixels and the
/// first one, and writes the actual image beside the golden as `name.actual.png` (not meant
/// to be committed).
@MainActor @discardableResult
public func expectSnapshot(of view: UIView, named name: String, scale: CGFloat? = nil, directory: String? = nil,
                           fileID: String = #fileID, filePath: StaticString = #filePath,
                           line: UInt = #line, column: UInt = #column) -> Bool {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    let url = GoldenTrace.url(named: name + ".png", testFile: filePath, directory: directory)
    let shown = GoldenTrace.displayPath(url)
    guard let png = view.renderedPNGData(scale: scale), let actual = CGImage.decode(png) else {
        FailureReporter.record(TestFailure(.trace, "\(view) could not be painted: its bounds are empty (or too large). Give the view a size before taking its snapshot.", at: site))
        return false
    }
    let rerun = "\(GoldenTrace.recordVariable)=1 swift test --filter \(FailureReporter.currentTestName ?? name)"
    let existing = (try? Data(contentsOf: url)).flatMap(CGImage.decode)
    if GoldenTrace.isCI && (existing == nil || GoldenTrace.isRecording) {
        FailureReporter.record(TestFailure(.trace, "Reference image \(shown) \(existing == nil ? "does not exist" : "was asked to be re-recorded"), and CI is set: references are never recorded on CI. Record it locally with \(rerun), look at it and commit it.", at: site))
        return false
    }
    if existing == nil || GoldenTrace.isRecording {
        if existing == actual { return true }
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try png.write(to: url)
        } catch {
            FailureReporter.record(TestFailure(.trace, "Could not write reference image \(shown): \(error).", at: site))
            return false
        }
        FailureReporter.record(TestFailure(.trace, "Recorded reference image \(shown) (\(actual.width)×\(actual.height) pixels). A check that records does not pass: look at the image, then run the test again to compare.", at: site))
        return false
    }
    guard let existing else { return false }
    if existing == actual { return true }
    let actualURL = url.deletingPathExtension().appendingPathExtension("actual.png")
    try? png.write(to: actualURL)
    var message = "\(view) differs from reference image \(shown)"
    if existing.width != actual.width || existing.height != actual.height {
        message += ": the reference is \(existing.width)×\(existing.height) pixels, the view \(actual.width)×\(actual.height)."
    } else {
        var differing = 0
        var first: (x: Int, y: Int)?
        for y in 0..<actual.height {
            for x in 0..<actual.width where actual.pixel(x: x, y: y)! != existing.pixel(x: x, y: y)! {
                differing += 1
                if first == nil { first = (x, y) }
            }
        }
        if let first {
            message += ": \(differing) pixels differ, the first at (\(first.x), \(first.y)): reference \(existing.pixel(x: first.x, y: first.y)!), actual \(actual.pixel(x: first.x, y: first.y)!)."
        }
    }
    message += " The actual image is in \(GoldenTrace.displayPath(actualURL)). If it is right, re-record: \(rerun)"
    FailureReporter.record(TestFailure(.trace, message, at: site))
    return false
}

extension LifecycleHarness {
    /// What the harness's window (or the key window of a launched app) shows now, as PNG data at
    /// the screen's scale; nil when there is no window.
    public func snapshotPNG(scale: CGFloat? = nil) -> Data? {
        let shown = window ?? runtime.allWindows.first(where: \.isKeyWindow) ?? runtime.allWindows.first
        return shown?.renderedPNGData(scale: scale)
    }
}
