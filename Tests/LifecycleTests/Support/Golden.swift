@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing

/// Golden files under `Tests/LifecycleTests/Goldens/`: recorded when missing or when the
/// environment sets `LIFECYCLE_RECORD=1`, compared otherwise.
enum Golden {
    static let directory = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("Goldens")

    static var isRecording: Bool {
        ProcessInfo.processInfo.environment["LIFECYCLE_RECORD"] == "1"
    }

    /// Compares `actual` with the golden file at `name` (a path under Goldens/), recording
    /// it first when it is missing or recording is asked for.
    static func check(_ actual: String, against name: String, sourceLocation: SourceLocation = #_sourceLocation) {
        let url = directory.appendingPathComponent(name)
        if isRecording || !FileManager.default.fileExists(atPath: url.path) {
            try? FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            do {
                try Data(actual.utf8).write(to: url)
            } catch {
                Issue.record("cannot record golden \(name): \(error)", sourceLocation: sourceLocation)
            }
            return
        }
        guard let data = try? Data(contentsOf: url) else {
            Issue.record("cannot read golden \(name)", sourceLocation: sourceLocation)
            return
        }
        let expected = String(decoding: data, as: UTF8.self)
        guard expected != actual else { return }
        Issue.record("""
            \(name) differs from the golden file (run with LIFECYCLE_RECORD=1 to re-record after checking the change):
            \(lineDiff(expected: expected, actual: actual))
            """, sourceLocation: sourceLocation)
    }

    /// A short line diff: `-` lines only in the golden, `+` lines only in the output.
    static func lineDiff(expected: String, actual: String) -> String {
        let old = expected.components(separatedBy: "\n")
        let new = actual.components(separatedBy: "\n")
        let difference = new.difference(from: old)
        var lines: [String] = []
        for change in difference {
            switch change {
            case .remove(let offset, let element, _): lines.append("  line \(offset + 1) - \(element)")
            case .insert(let offset, let element, _): lines.append("  line \(offset + 1) + \(element)")
            }
            if lines.count >= 40 {
                lines.append("  …")
                break
            }
        }
        return lines.joined(separator: "\n")
    }
}
