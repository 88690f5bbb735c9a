import Foundation
import Testing
import UIKitTesting
import _UIKitTestSupport
@testable import LifecycleKit

/// The `lifecycle` command and the scenario reader fed hostile input (issue 20).
@MainActor
@Suite(.freshRuntime) struct CommandLineHardeningTests {
    @Test func controlCharactersInAScenarioFileAreEscapedInErrors() {
        do {
            _ = try ScenarioFileReader.parse("name: x\nroot: {kind: \"nav\u{1B}[31m\"}\n", path: "evil\u{0}.yaml")
            Issue.record("the file was accepted")
        } catch let errors as ScenarioFileErrors {
            #expect(!errors.description.contains("\u{1B}"))
            #expect(!errors.description.contains("\u{0}"))
            #expect(errors.description.hasPrefix("evil\\u{0}.yaml:"))
        } catch {
            Issue.record("unexpected \(error)")
        }
    }

    @Test func aDirectoryIsNotAScenarioFile() throws {
        let folder = FileManager.default.temporaryDirectory
        #expect(throws: ScenarioFileErrors.self) { _ = try ScenarioFileReader.read(path: folder.path) }
        do { _ = try ScenarioFileReader.read(path: folder.path) } catch let errors as ScenarioFileErrors {
            #expect(errors.errors.first?.message == "this is a directory, not a scenario file. Give the path of a .yaml file.")
        }
    }

    @Test(.enabled(if: CommandLineTests.executable != nil))
    func argumentErrorsEscapeControlCharacters() throws {
        let run = try CommandLineTests.lifecycle.run(["tour", "VC-\u{1B}[2J"])
        let message = run.standardError
        #expect(run.status == 64)
        #expect(message.contains("VC-\\u{1B}[2J"))
        #expect(!message.contains("\u{1B}"))
    }

    @Test func tenThousandPushStepsAreValidatedAndRun() throws {
        var text = "name: pushes\nroot:\n  kind: navigation\n  controllers:\n    - class: RootScreen\nsteps:\n"
        for index in 0..<10_000 { text += "  - push: {class: Screen\(index % 7)}\n" }
        let file = try ScenarioFileReader.parse(text, path: "pushes.yaml")
        #expect(file.steps.count == 10_000)
        let document = try ScenarioFileRunner.run(file, showAll: false)
        #expect(!document.sections.isEmpty)
    }
}
