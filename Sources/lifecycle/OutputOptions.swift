@_spi(Headless) import UIKit
import HeadlessCore
import ArgumentParser
import Foundation
import LifecycleKit

extension OutputFormat: ExpressibleByArgument {}

/// The options shared by the commands that print traces.
struct OutputOptions: ParsableArguments {
    @Option(name: .shortAndLong, help: "The output format: \(OutputFormat.allCases.map(\.rawValue).joined(separator: ", ")).")
    var format: OutputFormat = .seed

    @Option(name: .shortAndLong, help: ArgumentHelp("Write the output to a file instead of standard output.", valueName: "file"))
    var output: String?

    @Flag(name: .long, help: "Show UIKit's own objects (windows, plain views, containers) too, not only the app's classes.")
    var all = false

    /// Writes rendered text where the options say.
    func write(_ text: String) throws {
        guard let output else {
            FileHandle.standardOutput.write(Data(text.utf8))
            return
        }
        let url = URL(fileURLWithPath: output)
        do {
            try FileManager.default.createDirectory(at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(text.utf8).write(to: url, options: .atomic)
        } catch {
            throw CommandError("cannot write \(output): \(error.localizedDescription)")
        }
    }
}

/// An error the command reports on standard error, with a non-zero exit status.
struct CommandError: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = description }
}
