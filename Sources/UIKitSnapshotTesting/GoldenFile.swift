import Foundation
import SnapshotTesting
import Testing
@_spi(Headless) import UIKit
import UIKitTesting

/// Golden files: text recorded once, committed, and compared on every run, on
/// swift-snapshot-testing's machinery (`verifySnapshot`, its record modes, its
/// `withSnapshotTesting` configuration and `.snapshots(record:)` trait).
///
/// The checks are `Trace.expectGolden(_:filter:style:foldingLayout:directory:missingFile:)`
/// for traces and ``expectGolden(_:named:directory:missingFile:fileID:filePath:line:column:)`` for
/// any other text. A golden named `push-pop` for a test in `Tests/AppTests/NavigationTests.swift`
/// lives at `Tests/AppTests/Goldens/push-pop.trace` (not in `__Snapshots__`: the project's
/// goldens keep their names and folder). The rules are snapshot-testing's:
/// - by default (record mode `.missing`) a missing file is recorded, and **a check that records
///   fails**, saying what it wrote: run it again to compare;
/// - `SNAPSHOT_TESTING_RECORD=all` (or `UIKIT_RECORD_GOLDENS=1`, kept as an alias) re-records
///   every check, `failed` re-records the ones that differ, `never` records nothing: CI sets
///   `never` (`.ci/run`), so a missing file fails there instead of being written;
/// - otherwise the text must match the file line for line, and a mismatch shows snapshot-testing's
///   line diff (`−` golden, `+` actual). Lines starting with `#` in a `.trace` file are comments.
public enum GoldenTrace {
    /// The environment variable that makes every golden check record (an alias of
    /// `SNAPSHOT_TESTING_RECORD=all`, for the commands earlier documents give).
    public static let recordVariable = "UIKIT_RECORD_GOLDENS"

    /// The file a golden of a test file is stored in; `name` without an extension gets `.trace`.
    public static func url(named name: String, testFile: StaticString, directory: String? = nil) -> URL {
        let testURL = URL(fileURLWithPath: "\(testFile)")
        let folder = directory.map { URL(fileURLWithPath: $0, relativeTo: testURL.deletingLastPathComponent()) }
            ?? testURL.deletingLastPathComponent().appendingPathComponent("Goldens")
        return folder.appendingPathComponent(name.contains(".") ? name : name + ".trace")
    }

    /// What a golden check does when its file does not exist yet.
    public enum MissingFile: Sendable {
        /// Follow snapshot-testing's record mode (`.missing` by default: record it, and fail).
        case recordOutsideCI
        /// Fail without recording (record mode `.never` for this check), unless every check is
        /// asked to record.
        case fail
    }

    /// The record mode a check uses: `.all` when ``recordVariable`` is set, `.never` for
    /// ``MissingFile/fail``, otherwise nil (snapshot-testing's configuration decides).
    static func record(for missingFile: MissingFile) -> SnapshotTestingConfiguration.Record? {
        if let value = ProcessInfo.processInfo.environment[recordVariable],
           !["", "0", "false", "no"].contains(value.lowercased()) {
            return .all
        }
        return missingFile == .fail ? .never : nil
    }

    /// The one comparison behind every golden check: `verifySnapshot` with the golden's own
    /// folder and file name, its failure reported through `FailureReporter`.
    /// Returns whether the check passed.
    static func check(_ text: String, url: URL, diffing: Diffing<String>, missingFile: MissingFile,
                      site: SourceSite) -> Bool {
        check(text, as: Snapshotting<String, String>(pathExtension: nil, diffing: diffing),
              url: url, missingFile: missingFile, site: site)
    }

    /// ``check(_:url:diffing:missingFile:site:)`` for any value and strategy (a PNG of a view,
    /// say): the file's extension comes from `url`, not from the strategy.
    static func check<Value, Format>(_ value: Value, as strategy: Snapshotting<Value, Format>, url: URL,
                                     missingFile: MissingFile, site: SourceSite) -> Bool {
        let file = url.lastPathComponent
        let dot = file.lastIndex(of: ".") ?? file.endIndex
        let base = String(file[..<dot])
        let ext = dot < file.endIndex ? String(file[file.index(after: dot)...]) : ""
        let strategy = Snapshotting<Value, Format>(pathExtension: nil, diffing: strategy.diffing, asyncSnapshot: strategy.snapshot)
        let failure = verifySnapshot(
            of: value, as: strategy, named: ext, record: record(for: missingFile),
            snapshotDirectory: url.deletingLastPathComponent().path,
            file: site.filePath, testName: base,
            line: site.line, column: site.column)
        guard let failure else { return true }
        let rerun = "SNAPSHOT_TESTING_RECORD=all swift test --filter \(currentTestName ?? base)"
        FailureReporter.record(TestFailure(.trace, """
            Golden file \(displayPath(url)): \(failure)
            If the new text is right, re-record it: \(rerun)
            """, at: site))
        return false
    }

    static var currentTestName: String? {
        Test.current.map { $0.name.components(separatedBy: "(").first ?? $0.name }
    }

    static func displayPath(_ url: URL) -> String {
        let cwd = FileManager.default.currentDirectoryPath
        let path = url.standardizedFileURL.path
        return path.hasPrefix(cwd + "/") ? String(path.dropFirst(cwd.count + 1)) : path
    }

    /// Text as a golden file holds it: the lines, each ending in a newline.
    static func fileText(_ lines: [String]) -> String {
        lines.map { $0 + "\n" }.joined()
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
    return GoldenTrace.check(GoldenTrace.fileText(lines),
                             url: GoldenTrace.url(named: name, testFile: filePath, directory: directory),
                             diffing: .lines, missingFile: missingFile, site: site)
}

extension Trace {
    /// Compares the trace with a golden file, by the rules of ``GoldenTrace``.
    ///
    /// - Parameters:
    ///   - name: the file's name, without `.trace`; it lives in `Goldens/` beside the test file
    ///     (or in `directory`, relative to the test file).
    ///   - filter: the events kept; all of them by default, actions and diagnostics included.
    ///   - style: the line format of the file.
    ///   - foldingLayout: off by default: the engine is deterministic, so a golden holds every
    ///     layout callback.
    ///   - directory: a folder for the file, relative to the test file, instead of `Goldens/`.
    ///   - missingFile: what to do when the file does not exist.
    ///   - fileID: the call site's file, for the failure; leave the default.
    ///   - filePath: the call site's path, for the failure; leave the default.
    ///   - line: the call site's line, for the failure; leave the default.
    ///   - column: the call site's column, for the failure; leave the default.
    @discardableResult
    public func expectGolden(_ name: String, filter: TraceFilter = .all, style: TraceStyle = .seed,
                             foldingLayout: Bool = false, directory: String? = nil,
                             missingFile: GoldenTrace.MissingFile = .recordOutsideCI,
                             fileID: String = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> Bool {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let header = [
            "# Golden trace '\(name)' (\(style.format.rawValue)\(style.showsInstances ? ", instances" : "")\(foldingLayout ? ", layout folded" : "")).",
            "# Compared by UIKitSnapshotTesting; re-record with SNAPSHOT_TESTING_RECORD=all swift test.",
        ]
        return GoldenTrace.check(GoldenTrace.fileText(header + filtered(filter).lines(style, foldingLayout: foldingLayout)),
                                 url: GoldenTrace.url(named: name, testFile: filePath, directory: directory),
                                 diffing: .linesIgnoringComments, missingFile: missingFile, site: site)
    }
}
