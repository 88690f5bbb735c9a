import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// Golden files: text recorded once, committed, and compared on every run. The kit's one
/// golden-file system, for traces (``Trace/expectGolden(_:filter:style:foldingLayout:directory:missingFile:fileID:filePath:line:column:)``)
/// and for any other text (``expectGolden(_:named:directory:missingFile:fileID:filePath:line:column:)``).
///
/// A golden named `push-pop` for a test in `Tests/AppTests/NavigationTests.swift` lives at
/// `Tests/AppTests/Goldens/push-pop.trace`. The rules:
/// - a check whose file does not exist records it, and so does every check when
///   `UIKIT_RECORD_GOLDENS=1`; **a check that records fails**, saying what it wrote, so that a
///   test never passes on a file nobody has looked at (run it again to compare);
/// - under CI (the `CI` environment variable set) nothing is ever recorded: a missing file, or a
///   request to record, fails with the command to run locally;
/// - otherwise the text must match the file line for line, and a mismatch shows a diff, the file
///   and the command that re-records it. Lines starting with `#` in a `.trace` file are comments.
public enum GoldenTrace {
    /// The environment variable that makes every golden check record instead of compare.
    public static let recordVariable = "UIKIT_RECORD_GOLDENS"

    /// The environment the checks read (`CI`, ``recordVariable``); the process's by default. The
    /// kit's own tests bind it to check the recording rules under any CI setting.
    @TaskLocal public static var environment: [String: String] = ProcessInfo.processInfo.environment

    /// The file a golden of a test file is stored in; `name` without an extension gets `.trace`.
    public static func url(named name: String, testFile: StaticString, directory: String? = nil) -> URL {
        let testURL = URL(fileURLWithPath: "\(testFile)")
        let folder = directory.map { URL(fileURLWithPath: $0, relativeTo: testURL.deletingLastPathComponent()) }
            ?? testURL.deletingLastPathComponent().appendingPathComponent("Goldens")
        return folder.appendingPathComponent(name.contains(".") ? name : name + ".trace")
    }

    /// Whether the environment asks for recording.
    public static var isRecording: Bool { isSet(recordVariable) }

    /// Whether the checks run under CI, where nothing is recorded.
    public static var isCI: Bool { isSet("CI") }

    private static func isSet(_ variable: String) -> Bool {
        guard let value = environment[variable] else { return false }
        return !["", "0", "false", "no"].contains(value.lowercased())
    }

    /// What a golden check does when its file does not exist yet.
    public enum MissingFile: Sendable {
        /// Record it (and fail, as every recording check does), unless under CI, where it fails
        /// without recording.
        case recordOutsideCI
        /// Fail, naming the file and the command that records it.
        case fail
    }

    /// The lines a golden file holds, without its `#` comments when `comments` is set.
    public static func read(_ url: URL, comments: Bool = true) -> [String]? {
        guard let text = try? String(contentsOf: url, encoding: .utf8) else { return nil }
        var lines = text.components(separatedBy: "\n")
        if lines.last == "" { lines.removeLast() }
        return comments ? lines.filter { !$0.hasPrefix("#") } : lines
    }

    /// Writes a golden file: the header lines (comments), then the lines.
    public static func write(_ lines: [String], header: [String], to url: URL) throws {
        try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try (header + lines).joined(separator: "\n").appending("\n").write(to: url, atomically: true, encoding: .utf8)
    }

    static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    /// The one comparison behind every golden check: records, refuses or compares as the rules
    /// above say, and reports through ``FailureReporter``. Returns whether the check passed.
    static func check(_ actual: [String], url: URL, header: [String], comments: Bool, name: String,
                      missingFile: MissingFile, site: SourceSite) -> Bool {
        let shown = displayPath(url)
        let rerun = "\(recordVariable)=1 swift test --filter \(FailureReporter.currentTestName ?? name)"
        let existing = read(url, comments: comments)
        let wantsRecording = existing == nil ? missingFile == .recordOutsideCI || isRecording : isRecording
        if isCI && (existing == nil || isRecording) {
            let why = existing == nil ? "does not exist" : "was asked to be re-recorded (\(recordVariable))"
            FailureReporter.record(TestFailure(.trace, "Golden file \(shown) \(why), and CI is set: goldens are never recorded on CI. Record it locally with \(rerun), check it and commit it.", at: site))
            return false
        }
        if existing == nil && !wantsRecording {
            FailureReporter.record(TestFailure(.trace, "Golden file \(shown) does not exist, and this check does not record missing files. Record it locally with \(rerun) and commit it.", at: site))
            return false
        }
        if wantsRecording {
            if existing == actual { return true }
            do {
                try write(actual, header: header, to: url)
            } catch {
                FailureReporter.record(TestFailure(.trace, "Could not write golden file \(shown): \(error).", at: site))
                return false
            }
            FailureReporter.record(TestFailure(.trace, "Recorded golden file \(shown) (\(actual.count) lines). A check that records does not pass: look at the file, then run the test again to compare.", at: site))
            return false
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

/// Compares any text (a rendered report, a hierarchy dump) with a golden file named `name`
/// (with its extension, such as `tour/VC-1.txt`) in `Goldens/` beside the test file, by the
/// rules of ``GoldenTrace``. The file holds the text exactly, without a header.
@discardableResult
public func expectGolden(_ text: String, named name: String, directory: String? = nil,
                         missingFile: GoldenTrace.MissingFile = .recordOutsideCI,
                         fileID: String = #fileID, filePath: StaticString = #filePath,
                         line: UInt = #line, column: UInt = #column) -> Bool {
    let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
    var lines = text.components(separatedBy: "\n")
    if lines.last == "" { lines.removeLast() }
    return GoldenTrace.check(lines, url: GoldenTrace.url(named: name, testFile: filePath, directory: directory),
                             header: [], comments: false, name: name, missingFile: missingFile, site: site)
}

extension Trace {
    /// Compares the trace with a golden file, by the rules of ``GoldenTrace``.
    ///
    /// - Parameters:
    ///   - name: the file's name, without `.trace`; it lives in `Goldens/` beside the test file
    ///     (or in `directory`, relative to the test file).
    ///   - filter: the events kept; all of them by default, actions and diagnostics included.
    ///   - foldingLayout: off by default: the engine is deterministic, so a golden holds every
    ///     layout callback.
    ///   - missingFile: what to do when the file does not exist; by default it is recorded (and
    ///     the check fails, as every recording check does), except on CI, where it fails.
    @discardableResult
    public func expectGolden(_ name: String, filter: TraceFilter = .all, style: TraceStyle = .seed,
                             foldingLayout: Bool = false, directory: String? = nil,
                             missingFile: GoldenTrace.MissingFile = .recordOutsideCI,
                             fileID: String = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> Bool {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let header = [
            "# Golden trace '\(name)' (\(style.format.rawValue)\(style.showsInstances ? ", instances" : "")\(foldingLayout ? ", layout folded" : "")).",
            "# Compared by UIKitTesting; re-record with \(GoldenTrace.recordVariable)=1 swift test.",
        ]
        return GoldenTrace.check(filtered(filter).lines(style, foldingLayout: foldingLayout),
                                 url: GoldenTrace.url(named: name, testFile: filePath, directory: directory),
                                 header: header, comments: true, name: name, missingFile: missingFile, site: site)
    }
}
