@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing

/// Runs one of the package's example executables, as a user runs it from a shell.
///
/// `swift build` and `swift test` build every product, the examples included, into the
/// directory the test bundle runs from; the examples are looked up there (or, failing that,
/// in `.build/debug` of the package).
struct ExampleApp {
    let name: String

    /// What a run printed and how it ended.
    struct Run {
        var status: Int32
        var standardOutput: String
        var standardError: String

        /// Standard output, line by line.
        var lines: [String] { standardOutput.split(separator: "\n", omittingEmptySubsequences: false).map(String.init).filter { !$0.isEmpty } }
    }

    static let packageRoot = URL(fileURLWithPath: #filePath)
        .deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent().deletingLastPathComponent()

    /// The example's executable, or nil when it was not built.
    var executable: URL? {
        var directories: [URL] = []
        if var directory = Bundle.main.executableURL?.deletingLastPathComponent() {
            for _ in 0..<4 {
                directories.append(directory)
                directory.deleteLastPathComponent()
            }
        }
        directories.append(Self.packageRoot.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// A file of the package, such as `Examples/SceneDemo/Info.plist`.
    static func path(_ relative: String) -> String {
        packageRoot.appendingPathComponent(relative).path
    }

    /// Runs the example with `arguments`, feeding `input` to its standard input.
    func run(_ arguments: [String], input: String = "", sourceLocation: SourceLocation = #_sourceLocation) throws -> Run {
        guard let executable else {
            Issue.record("The example \(name) was not built; run swift build first.", sourceLocation: sourceLocation)
            return Run(status: -1, standardOutput: "", standardError: "")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("ExampleApp-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        let inputURL = scratch.appendingPathComponent("stdin")
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputURL)
        FileManager.default.createFile(atPath: outputURL.path, contents: nil)
        FileManager.default.createFile(atPath: errorURL.path, contents: nil)

        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.currentDirectoryURL = scratch
        process.standardInput = try FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: try String(contentsOf: outputURL, encoding: .utf8),
                   standardError: try String(contentsOf: errorURL, encoding: .utf8))
    }
}
