@_spi(Headless) import UIKit
import HeadlessCore
import ArgumentParser
import Foundation
import LifecycleKit

/// The `lifecycle` command: replays the seeds' scenarios, runs scenario files and shows
/// traces as text, JSON, diagrams and HTML.
@main
struct Lifecycle: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "lifecycle",
        abstract: "Replay iOS lifecycle scenarios on HeadlessUIKit and show their traces.",
        discussion: """
        Start with `lifecycle tour`: it replays every claim of the seed documents with small demo \
        apps and prints each trace the way the seeds print theirs. `lifecycle explain viewDidLoad` \
        says when UIKit calls a callback and what belongs there; `lifecycle run FILE.yaml` runs \
        your own scenario.
        """,
        version: "0.1.0",
        subcommands: [ListCommand.self, TourCommand.self, RunCommand.self, ExplainCommand.self, ExploreCommand.self, PortCommand.self]
    )

    /// Runs the command, printing a ``CommandError`` as `lifecycle: error: …` on standard
    /// error with exit status 1.
    static func main() {
        do {
            var command = try parseAsRoot()
            try command.run()
        } catch let error as CommandError {
            FileHandle.standardError.write(Data("lifecycle: error: \(TerminalText.escaped(error.description, keepingLineBreaks: true))\n".utf8))
            Foundation.exit(1)
        } catch {
            // Help and version go to standard output as ArgumentParser prints them; errors echo
            // arguments, so their control characters (NUL, ESC) are escaped first.
            let code = exitCode(for: error)
            guard code != .success, !(error is ExitCode) else { exit(withError: error) }
            FileHandle.standardError.write(Data((TerminalText.escaped(fullMessage(for: error), keepingLineBreaks: true) + "\n").utf8))
            Foundation.exit(code.rawValue)
        }
    }
}
