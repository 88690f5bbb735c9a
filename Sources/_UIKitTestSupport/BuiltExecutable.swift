import Foundation
import Testing

/// One of the package's executables (an example app, `lifecycle`), run as a user runs it from a
/// shell.
///
/// `swift build` and `swift test` build every product into the folder the test bundle runs
/// from; the executable is looked up there and in its parents, then in `.build/debug`.
public struct BuiltExecutable: Sendable {
    public let name: String

    public init(_ name: String) { self.name = name }

    /// What a run printed and how it ended.
    public struct Run: Sendable {
        public var status: Int32
        public var standardOutput: String
        public var standardError: String

        /// Standard output, line by line, empty lines left out.
        public var lines: [String] { standardOutput.split(separator: "\n").map(String.init) }
        /// Standard error, line by line, empty lines left out.
        public var errorLines: [String] { standardError.split(separator: "\n").map(String.init) }
    }

    /// The executable, or nil when it was not built.
    public var url: URL? {
        var directories: [URL] = []
        if var directory = Bundle.main.executableURL?.deletingLastPathComponent() {
            for _ in 0..<4 {
                directories.append(directory)
                directory.deleteLastPathComponent()
            }
        }
        directories.append(PackageFiles.root.appendingPathComponent(".build/debug"))
        return directories.map { $0.appendingPathComponent(name) }
            .first { FileManager.default.isExecutableFile(atPath: $0.path) }
    }

    /// Runs the executable with `arguments` in `directory` (a fresh scratch folder when nil).
    /// Its standard input is `standardInput` when given, else the text `input`; `environment`
    /// adds to (or replaces) variables of this process's environment. A missing executable
    /// records an issue and gives a run with status -1.
    public func run(_ arguments: [String], input: String = "", standardInput: FileHandle? = nil,
                    in directory: URL? = nil, environment: [String: String] = [:],
                    sourceLocation: SourceLocation = #_sourceLocation) throws -> Run {
        guard let url else {
            Issue.record("The executable \(name) was not built; run swift build first.", sourceLocation: sourceLocation)
            return Run(status: -1, standardOutput: "", standardError: "")
        }
        let scratch = FileManager.default.temporaryDirectory.appendingPathComponent("\(name)-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: scratch, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: scratch) }
        // Files, not pipes: a large output cannot fill a pipe's buffer while the test waits.
        let inputURL = scratch.appendingPathComponent("stdin")
        let outputURL = scratch.appendingPathComponent("stdout")
        let errorURL = scratch.appendingPathComponent("stderr")
        try Data(input.utf8).write(to: inputURL)
        try Data().write(to: outputURL)
        try Data().write(to: errorURL)

        let process = Process()
        process.executableURL = url
        process.arguments = arguments
        if !environment.isEmpty {
            process.environment = ProcessInfo.processInfo.environment.merging(environment) { $1 }
        }
        process.currentDirectoryURL = directory ?? scratch
        process.standardInput = try standardInput ?? FileHandle(forReadingFrom: inputURL)
        process.standardOutput = try FileHandle(forWritingTo: outputURL)
        process.standardError = try FileHandle(forWritingTo: errorURL)
        try process.run()
        process.waitUntilExit()
        return Run(status: process.terminationStatus,
                   standardOutput: String(decoding: try Data(contentsOf: outputURL), as: UTF8.self),
                   standardError: String(decoding: try Data(contentsOf: errorURL), as: UTF8.self))
    }
}
