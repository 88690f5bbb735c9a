import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore

/// `--check-leaks` and `--strict` for apps run from the command line, shown on the LeakDemo
/// example: a draft screen that captures `self` in a stored closure and forgets
/// `super.viewWillAppear(_:)`, and the same app with those bugs fixed (`-- --fixed`).
@Suite struct CommandLineCheckTests {
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String
        var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
    }

    /// Runs the LeakDemo executable that `swift build` / `swift test` built beside the tests.
    static func runLeakDemo(_ arguments: [String]) throws -> Run? {
        var directory = Bundle.main.executableURL?.deletingLastPathComponent()
        var candidates: [URL] = []
        for _ in 0..<4 {
            if let current = directory {
                candidates.append(current.appendingPathComponent("LeakDemo"))
                directory = current.deletingLastPathComponent()
            }
        }
        let root = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()
        candidates.append(root.appendingPathComponent(".build/debug/LeakDemo"))
        guard let executable = candidates.first(where: { FileManager.default.isExecutableFile(atPath: $0.path) }) else {
            Issue.record("The LeakDemo example was not built; run swift build first.")
            return nil
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("LeakDemo-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let output = scratch.appendingPathComponent("stdout"), error = scratch.appendingPathComponent("stderr")
        _ = FileManager.default.createFile(atPath: output.path, contents: nil)
        _ = FileManager.default.createFile(atPath: error.path, contents: nil)
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        process.standardInput = FileHandle.nullDevice
        process.standardOutput = try FileHandle(forWritingTo: output)
        process.standardError = try FileHandle(forWritingTo: error)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: try String(contentsOf: output, encoding: .utf8),
                   standardError: try String(contentsOf: error, encoding: .utf8))
    }

    @Test func checkLeaksReportsOneLeakLinePerObjectAndFailsTheProcess() throws {
        let run = try #require(try Self.runLeakDemo(["--check-leaks", "--actions", "home, open, memory-warning"]))
        #expect(run.status == 1)
        #expect(run.standardOutput == "draft: will appear\ninbox: dropped the draft\n")
        let leaks = run.errorLines.filter { $0.hasPrefix("leak: ") }
        #expect(leaks == [
            "leak: LeakyDraftViewController#1 (removeFromParent during memory-warning): held by a closure stored in LeakyDraftViewController#1.autosave?",
            "leak: UIView#2 (removeFromSuperview during memory-warning): kept alive by the leaked LeakyDraftViewController#1",
        ])
        #expect(run.errorLines.last == "LeakDemo: --check-leaks: 2 objects outlived their screen.")
    }

    @Test func withoutTheFlagsTheSameRunSucceeds() throws {
        let run = try #require(try Self.runLeakDemo(["--actions", "memory-warning"]))
        #expect(run.status == 0)
        #expect(!run.standardError.contains("leak:"))
        // The diagnostic is still printed; only --strict makes it fail the run.
        #expect(run.standardError.contains("[viewController.super.missing]"))
    }

    @Test func strictMakesEveryDiagnosticFailTheProcess() throws {
        let run = try #require(try Self.runLeakDemo(["--strict", "--actions", "home"]))
        #expect(run.status == 1)
        #expect(run.errorLines.first == "LeakDemo: warning: [viewController.super.missing] LeakyDraftViewController.viewWillAppear(_:) did not call super.viewWillAppear(_:). Overrides must call super so UIKit can keep its own state.")
        #expect(run.errorLines.last == "LeakDemo: --strict: 1 diagnostic was reported.")
    }

    @Test func correctCodePassesBothChecks() throws {
        let run = try #require(try Self.runLeakDemo(["--check-leaks", "--strict", "--actions", "home, open, memory-warning", "--", "--fixed"]))
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
    }

    @Test func leaksOfAProcessThatEndedAreNotJudged() throws {
        let run = try #require(try Self.runLeakDemo(["--check-leaks", "--actions", "app-switcher, kill", "--", "--fixed"]))
        #expect(run.status == 0)
        #expect(run.standardError.isEmpty)
    }

    @Test func flagsAreParsedAndListedInTheUsage() throws {
        let line = try AppCommandLine.parse(["--check-leaks", "--strict", "--actions", "home"])
        #expect(line.checksLeaks && line.isStrict)
        #expect(throws: AppCommandLineError.self) { try AppCommandLine.parse(["--strict=yes"]) }
        #expect(AppCommandLine.synopsis(executable: "App").contains("[--check-leaks] [--strict]"))
    }
}
