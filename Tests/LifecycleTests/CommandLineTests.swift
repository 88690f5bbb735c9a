import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport
@testable import LifecycleKit

/// The `lifecycle` executable, run as a user runs it.
@MainActor
@Suite(.freshRuntime) struct CommandLineTests {
    /// The built `lifecycle` executable, beside the test bundle.
    nonisolated static let lifecycle = BuiltExecutable("lifecycle")
    nonisolated static let executable: URL? = lifecycle.url
    nonisolated static let packageRoot = PackageFiles.root

    /// Runs `lifecycle` with `arguments` from the package's root folder.
    func run(_ arguments: String...) throws -> BuiltExecutable.Run {
        try Self.lifecycle.run(arguments, in: Self.packageRoot)
    }

    @Test(.enabled(if: executable != nil))
    func tourPrintsWhatTheLibraryRendersAndStaysQuietWhenPiped() throws {
        let result = try run("tour", "VC-2", "v7")
        #expect(result.status == 0)
        #expect(result.standardError.isEmpty)
        let scenarios = ["VC-2", "V-7"].compactMap(ScenarioCatalog.scenario(id:))
        #expect(result.standardOutput == OutputFormat.seed.render(Tour.document(for: scenarios)))
    }

    /// `lifecycle port` writes the package and says what to run next; bad input is one line
    /// on standard error naming the folder, status 1, and nothing written.
    /// `--dependency NAME=PATH` gives a dependency's sources; the port says what it ported,
    /// and a malformed option or a dependency left without sources is refused with nothing
    /// written (References §48).
    @Test(.enabled(if: executable != nil))
    func portCarriesTheDependenciesItIsGiven() throws {
        let scene = try PortDependencyTests.Scene()
        let chips = PortDependencyTests.chips.path
        let result = try run("port", scene.app.path, "--output", scene.out.path, "--headless-uikit", Self.packageRoot.path,
                             "--dependency", "Chips=\(chips)")
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("Ported the dependency Chips (pod 1.2.0 in Podfile.lock): 2 Swift files of "))
        #expect(FileManager.default.fileExists(atPath: scene.out.appendingPathComponent("Dependencies/Chips/Package.swift").path))

        let other = scene.folder.appendingPathComponent("other-out")
        let malformed = try run("port", scene.app.path, "--output", other.path, "--dependency", "Chips")
        #expect(malformed.status == 1)
        #expect(malformed.standardError == "lifecycle: error: --dependency Chips: give NAME=PATH, such as --dependency SnapKit=../SnapKit.\n")
        let missing = try run("port", scene.app.path, "--output", other.path)
        #expect(missing.status == 1)
        #expect(missing.standardError.contains("Chips (pod 1.2.0 in Podfile.lock; declared at Podfile:6): its sources are not in the app's folder"))
        #expect(!FileManager.default.fileExists(atPath: other.path))
    }

    @Test(.enabled(if: executable != nil))
    func portWritesAPackageAndRefusesBadInput() throws {
        let app = try PortTests.appFolder()
        let out = app.deletingLastPathComponent().appendingPathComponent("PortApp-linux")
        let result = try run("port", app.path, "--output", out.path, "--headless-uikit", Self.packageRoot.path)
        #expect(result.status == 0)
        #expect(result.standardOutput.contains("as PortApp (7 files written to \(out.path))"))
        #expect(result.standardOutput.contains("Next: cd \(out.path) && swift build && .build/debug/PortApp"))
        let manifest = try String(contentsOf: out.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".package(path: \"\(Self.packageRoot.standardizedFileURL.path)\")"))

        let missing = app.appendingPathComponent("nowhere")
        let refused = try run("port", missing.path, "--output", out.path + "-2")
        #expect(refused.status == 1)
        #expect(refused.standardError == "lifecycle: error: \(missing.path): no such folder. Give the folder of the iOS app (the one holding its .xcodeproj or its Swift files).\n")
        #expect(!FileManager.default.fileExists(atPath: out.path + "-2"))
    }

    @Test(.enabled(if: executable != nil))
    func unknownScenarioIsAUsageError() throws {
        let result = try run("tour", "VC-99")
        #expect(result.status == 64)
        #expect(result.standardError.contains("unknown scenario 'VC-99'"))
        #expect(result.standardOutput.isEmpty)
    }

    @Test(.enabled(if: executable != nil))
    func formatsAndOutputFile() throws {
        let directory = TestScratch.url("lifecycle-cli")
        defer { try? FileManager.default.removeItem(at: directory) }
        let file = directory.appendingPathComponent("trace.json")
        let result = try run("tour", "V-6", "--format", "chrome", "--output", file.path)
        #expect(result.status == 0 && result.standardOutput.isEmpty)
        let json = try String(contentsOf: file, encoding: .utf8)
        #expect(TraceEventFormatValidator.problems(in: json) == [])
        let mermaid = try run("tour", "V-6", "--format", "mermaid")
        #expect(MermaidValidator.problems(in: mermaid.standardOutput) == [])
        let jsonl = try run("tour", "V-6", "--format", "jsonl")
        let records = jsonl.standardOutput.split(separator: "\n")
        #expect(records.first?.contains("\"kind\":\"section\"") == true)
        #expect(records.dropFirst().allSatisfy { (try? JSONDecoder().decode(TraceEvent.self, from: Data($0.utf8))) != nil })
        let bad = try run("tour", "--format", "svg")
        #expect(bad.status == 64)
    }

    @Test(.enabled(if: executable != nil))
    func runReportsFileProblemsWithPositionsAndFails() throws {
        let example = try run("run", "Examples/scenarios/inbox.yaml")
        #expect(example.status == 0)
        #expect(example.standardOutput.contains("-[FooterViewController dealloc]"))
        let broken = try run("run", "Tests/LifecycleTests/Fixtures/alias-bomb.yaml")
        #expect(broken.status == 1)
        #expect(broken.standardError.hasPrefix("Tests/LifecycleTests/Fixtures/alias-bomb.yaml:2:"))
        let missing = try run("run", "nowhere.yaml")
        #expect(missing.status == 1 && missing.standardError.contains("nowhere.yaml: error: cannot read the file"))
        let check = try run("run", "--check", "Examples/scenarios/tabs.yaml")
        #expect(check.status == 0 && check.standardOutput.isEmpty)
    }

    @Test(.enabled(if: executable != nil))
    func explainAndList() throws {
        let explain = try run("explain", "viewDidLoad")
        #expect(explain.status == 0 && explain.standardOutput.hasPrefix("viewDidLoad()  ·  -[UIViewController viewDidLoad]"))
        let unknown = try run("explain", "viewDidApear")
        #expect(unknown.status == 1 && unknown.standardError.contains("Did you mean"))
        let list = try run("list", "--ids")
        #expect(list.standardOutput.split(separator: "\n").map(String.init) == ScenarioCatalog.everything.map(\.id))
    }

    @Test(.enabled(if: executable != nil))
    func exploreRunsTheTestKitsExplorationAndIsRepeatable() throws {
        let first = try run("explore", "--count", "20", "--seed", "42")
        let second = try run("explore", "--count", "20", "--seed", "42")
        #expect(first.standardOutput.hasPrefix("explored 20 sequences"))
        #expect(first.standardOutput == second.standardOutput)
        #expect(first.status == (first.standardOutput.contains("no violation.") ? 0 : 1))
        #expect(first.standardError.isEmpty)
        #expect(try run("explore", "--count", "0").status == 64)
    }

    @Test func progressIsSilentWhenNotATerminal() {
        // Under the test runner standard error is a pipe or a file, never a terminal.
        #expect(!ProgressReporter().isEnabled)
    }
}
