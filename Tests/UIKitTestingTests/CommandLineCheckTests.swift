import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport

/// `--check-leaks` and `--strict` for apps run from the command line, shown on the LeakDemo
/// example: a draft screen that captures `self` in a stored closure and forgets
/// `super.viewWillAppear(_:)`, and the same app with those bugs fixed (`-- --fixed`).
@Suite struct CommandLineCheckTests {
    /// Runs the LeakDemo executable that `swift build` / `swift test` built beside the tests.
    static func runLeakDemo(_ arguments: [String]) throws -> BuiltExecutable.Run? {
        try BuiltExecutable("LeakDemo").run(arguments, standardInput: .nullDevice)
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
