import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
@testable import LifecycleKit

/// The `lifecycle` executable, run as a user runs it.
@MainActor
@Suite(.freshRuntime) struct CommandLineTests {
    struct Result {
        let status: Int32
        let output: String
        let error: String
    }

    /// The built `lifecycle` executable, beside the test bundle.
    nonisolated static let executable: URL? = {
        let candidates = [
            Bundle.main.bundleURL.deletingLastPathComponent().appendingPathComponent("lifecycle"),
            Bundle.main.bundleURL.appendingPathComponent("lifecycle"),
            URL(fileURLWithPath: CommandLine.arguments[0]).deletingLastPathComponent().appendingPathComponent("lifecycle"),
        ]
        return candidates.first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }()

    nonisolated static let packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent()

    func run(_ arguments: String...) throws -> Result {
        let process = Process()
        guard let executable = Self.executable else {
            Issue.record("the lifecycle executable was not built")
            return Result(status: -1, output: "", error: "")
        }
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = Self.packageRoot
        let output = Pipe()
        let error = Pipe()
        process.standardOutput = output
        process.standardError = error
        try process.run()
        let outputData = output.fileHandleForReading.readDataToEndOfFile()
        let errorData = error.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return Result(status: process.terminationStatus, output: String(decoding: outputData, as: UTF8.self),
                      error: String(decoding: errorData, as: UTF8.self))
    }

    @Test(.enabled(if: executable != nil))
    func tourPrintsWhatTheLibraryRendersAndStaysQuietWhenPiped() throws {
        let result = try run("tour", "VC-2", "v7")
        #expect(result.status == 0)
        #expect(result.error.isEmpty)
        let scenarios = ["VC-2", "V-7"].compactMap(ScenarioCatalog.scenario(id:))
        #expect(result.output == OutputFormat.seed.render(Tour.document(for: scenarios)))
    }

    /// `lifecycle port` writes the package and says what to run next; bad input is one line
    /// on standard error naming the folder, status 1, and nothing written.
    @Test(.enabled(if: executable != nil))
    func portWritesAPackageAndRefusesBadInput() throws {
        let app = try PortTests.appFolder()
        let out = app.deletingLastPathComponent().appendingPathComponent("PortApp-linux")
        let result = try run("port", app.path, "--output", out.path, "--headless-uikit", Self.packageRoot.path)
        #expect(result.status == 0)
        #expect(result.output.contains("as PortApp (7 files written to \(out.path))"))
        #expect(result.output.contains("Next: cd \(out.path) && swift build && .build/debug/PortApp"))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(Self.packageRoot.standardizedFileURL.path)\")"))

        let missing = app.appendingPathComponent("nowhere")
        let refused = try run("port", missing.path, "--output", out.path + "-2")
        #expect(refused.status == 1)
        #expect(refused.error == "lifecycle: error: \(missing.path): no such folder. Give the folder of the iOS app (the one holding its .xcodeproj or its Swift files).\n")
        #expect(!FileManager.default.fileExists(atPath: out.path + "-2"))
    }

    @Test(.enabled(if: executable != nil))
    func unknownScenarioIsAUsageError() throws {
        let result = try run("tour", "VC-99")
        #expect(result.status == 64)
        #expect(result.error.contains("unknown scenario 'VC-99'"))
        #expect(result.output.isEmpty)
    }

    @Test(.enabled(if: executable != nil))
    func formatsAndOutputFile() throws {
        let directory = FileManager.default.temporaryDirectory.appendingPathComponent("lifecycle-cli-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("trace.json")
        let result = try run("tour", "V-6", "--format", "chrome", "--output", file.path)
        #expect(result.status == 0 && result.output.isEmpty)
        let json = try String(contentsOf: file, encoding: .utf8)
        #expect(TraceEventFormatValidator.problems(in: json) == [])
        let mermaid = try run("tour", "V-6", "--format", "mermaid")
        #expect(MermaidValidator.problems(in: mermaid.output) == [])
        let jsonl = try run("tour", "V-6", "--format", "jsonl")
        let records = jsonl.output.split(separator: "\n")
        #expect(records.first?.contains("\"kind\":\"section\"") == true)
        #expect(records.dropFirst().allSatisfy { (try? JSONDecoder().decode(TraceEvent.self, from: Data($0.utf8))) != nil })
        let bad = try run("tour", "--format", "svg")
        #expect(bad.status == 64)
    }

    @Test(.enabled(if: executable != nil))
    func runReportsFileProblemsWithPositionsAndFails() throws {
        let example = try run("run", "Examples/scenarios/inbox.yaml")
        #expect(example.status == 0)
        #expect(example.output.contains("-[FooterViewController dealloc]"))
        let broken = try run("run", "Tests/LifecycleTests/Fixtures/alias-bomb.yaml")
        #expect(broken.status == 1)
        #expect(broken.error.hasPrefix("Tests/LifecycleTests/Fixtures/alias-bomb.yaml:2:"))
        let missing = try run("run", "nowhere.yaml")
        #expect(missing.status == 1 && missing.error.contains("nowhere.yaml: error: cannot read the file"))
        let check = try run("run", "--check", "Examples/scenarios/tabs.yaml")
        #expect(check.status == 0 && check.output.isEmpty)
    }

    @Test(.enabled(if: executable != nil))
    func explainAndList() throws {
        let explain = try run("explain", "viewDidLoad")
        #expect(explain.status == 0 && explain.output.hasPrefix("viewDidLoad()  ·  -[UIViewController viewDidLoad]"))
        let unknown = try run("explain", "viewDidApear")
        #expect(unknown.status == 1 && unknown.error.contains("Did you mean"))
        let list = try run("list", "--ids")
        #expect(list.output.split(separator: "\n").map(String.init) == ScenarioCatalog.all.map(\.id))
    }

    @Test(.enabled(if: executable != nil))
    func exploreRunsTheTestKitsExplorationAndIsRepeatable() throws {
        let first = try run("explore", "--count", "20", "--seed", "42")
        let second = try run("explore", "--count", "20", "--seed", "42")
        #expect(first.output.hasPrefix("explored 20 sequences"))
        #expect(first.output == second.output)
        #expect(first.status == (first.output.contains("no violation.") ? 0 : 1))
        #expect(first.error.isEmpty)
        #expect(try run("explore", "--count", "0").status == 64)
    }

    @Test func progressIsSilentWhenNotATerminal() {
        // Under the test runner standard error is a pipe or a file, never a terminal.
        #expect(!ProgressReporter().isEnabled)
    }
}
