import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// Golden trace files: a trace recorded once, committed, and compared on every run.
///
/// A golden named `push-pop` for a test in `Tests/AppTests/NavigationTests.swift` lives at
/// `Tests/AppTests/Goldens/push-pop.trace`. It is written when it does not exist yet (and the
/// `CI` environment variable is not set) or when `UIKIT_RECORD_GOLDENS=1`; otherwise the
/// trace must match it line for line, and a mismatch shows a diff, the file and the command
/// that re-records it. Lines starting with `#` in the file are comments.
public enum GoldenTrace {
    /// The environment variable that makes every golden check record instead of compare.
    public static let recordVariable = "UIKIT_RECORD_GOLDENS"

    /// The file a golden of a test file is stored in.
    public static func url(named name: String, testFile: StaticString, directory: String? = nil) -> URL {
        let testURL = URL(fileURLWithPath: "\(testFile)")
        let folder = directory.map { URL(fileURLWithPath: $0, relativeTo: testURL.deletingLastPathComponent()) }
            ?? testURL.deletingLastPathComponent().appendingPathComponent("Goldens")
        return folder.appendingPathComponent(name.hasSuffix(".trace") ? name : name + ".trace")
    }

    /// Whether the environment asks for recording.
    public static var isRecording: Bool {
        guard let value = ProcessInfo.processInfo.environment[recordVariable] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    static var isCI: Bool {
        guard let value = ProcessInfo.processInfo.environment["CI"] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// What a golden check does when its file does not exist yet.
    public enum MissingFile: Sendable {
        /// Record it, unless the `CI` environment variable is set, where it fails.
        case recordOutsideCI
        /// Record it, wherever the check runs.
        case record
        /// Fail, naming the file and the command that records it.
        case fail

        var records: Bool {
            switch self {
            case .recordOutsideCI: !GoldenTrace.isCI
            case .record: true
            case .fail: false
            }
        }
    }

    /// The lines a golden file holds, without its comments.
    public static func read(_ url: URL) -> [String]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return lines.filter { !$0.hasPrefix("#") }
    }

    /// Writes a golden file with a header that says how it was made.
    public static func write(_ lines: [String], to url: URL, name: String, style: TraceStyle, foldingLayout: Bool) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        let header = [
            "# Golden trace '\(name)' (\(style.format.rawValue)\(style.showsInstances ? ", instances" : "")\(foldingLayout ? ", layout folded" : "")).",
            "# Compared by UIKitTesting; re-record with \(recordVariable)=1 swift test.",
        ]
        try (header + lines).joined(separator: "\n").appending("\n").write(to: url, atomically: true, encoding: .utf8)
    }

    static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }
}

extension Trace {
    /// Compares the trace with a golden file, recording it on the first run or when
    /// `UIKIT_RECORD_GOLDENS=1`.
    ///
    /// - Parameters:
    ///   - name: the file's name, without `.trace`; it lives in `Goldens/` beside the test file
    ///     (or in `directory`, relative to the test file).
    ///   - filter: the events kept; all of them by default, actions and diagnostics included.
    ///   - foldingLayout: off by default: the engine is deterministic, so a golden holds every
    ///     layout callback.
    ///   - missingFile: what to do when the file does not exist; by default it is recorded,
    ///     except on CI (the `CI` environment variable), where a missing golden fails.
    @discardableResult
    public func expectGolden(_ name: String, filter: TraceFilter = .all, style: TraceStyle = .seed,
                             foldingLayout: Bool = false, directory: String? = nil,
                             missingFile: GoldenTrace.MissingFile = .recordOutsideCI,
                             fileID: String = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> Bool {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let url = GoldenTrace.url(named: name, testFile: filePath, directory: directory)
        let actual = filtered(filter).lines(style, foldingLayout: foldingLayout)
        let shown = GoldenTrace.displayPath(url)
        let rerun = "\(GoldenTrace.recordVariable)=1 swift test --filter \(FailureReporter.currentTestName ?? name)"
        let existing = GoldenTrace.read(url)

        if existing == nil && !missingFile.records && !GoldenTrace.isRecording {
            let why = GoldenTrace.isCI ? "and CI is set, so it was not recorded" : "and this check does not record missing files"
            FailureReporter.record(TestFailure(.trace, "Golden file \(shown) does not exist, \(why). Record it locally with \(rerun) and commit it.", at: site))
            return false
        }
        if existing == nil || GoldenTrace.isRecording {
            guard existing != actual else { return true }
            do {
                try GoldenTrace.write(actual, to: url, name: name, style: style, foldingLayout: foldingLayout)
                FailureReporter.note("Recorded golden trace \(shown) (\(actual.count) lines).", at: site)
                return true
            } catch {
                FailureReporter.record(TestFailure(.trace, "Could not write golden file \(shown): \(error).", at: site))
                return false
            }
        }
        guard let existing, existing != actual else { return true }
        let diff = LineDiff(expected: existing, actual: actual)
        FailureReporter.record(TestFailure(.trace, """
            The trace differs from golden file \(shown) (- golden, + actual):
            \(diff.rendered())
            If the new trace is right, re-record it: \(rerun)
            """, at: site))
        return false
    }
}
