import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport

/// An app executable fed hostile input (issue 20): control characters are escaped in its
/// messages, and a directory as standard input is an error.
@MainActor
@Suite(.freshRuntime) struct CommandLineHardeningTests {
    let lifecycleDemo = BuiltExecutable("LifecycleDemo")

    @Test func nulAndEscapeInAnActionAreEscapedInTheMessage() throws {
        let run = try lifecycleDemo.run([], input: "home\nda\u{0}nce\u{1B}[2J\n")
        #expect(run.status == 64)
        #expect(run.standardError.contains("unknown action \"da\\u{0}nce\\u{1B}[2J\""))
        #expect(!run.standardError.contains("\u{1B}"))
        #expect(!run.standardError.contains("\u{0}"))
        let listed = try lifecycleDemo.run(["--actions", "rotate \u{1B}]0;owned\u{7}"])
        #expect(listed.status == 64)
        #expect(!listed.standardError.contains("\u{1B}") && !listed.standardError.contains("\u{7}"))
        #expect(listed.standardError.contains("\\u{1B}]0;owned\\u{7}"))
    }

    @Test func theErrorDescriptionItselfIsEscaped() {
        let error = DeviceError.unknownAction("a\u{1B}b", legal: ["home"])
        #expect(error.description == "unknown action \"a\\u{1B}b\"; the actions are: home")
    }

    @Test func aDirectoryAsStandardInputIsAnError() throws {
        let folder = TestScratch.url("stdin-folder")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        guard let handle = FileHandle(forReadingAtPath: folder.path) else {
            Issue.record("a folder could not be opened for reading")
            return
        }
        let run = try lifecycleDemo.run([], standardInput: handle)
        let message = run.standardError
        #expect(run.status == 66)
        #expect(message.contains("LifecycleDemo: standard input is a directory, not a list of actions. Redirect a file (LifecycleDemo < actions.txt), pipe the actions, or pass --actions."))
    }
}
