import ArgumentParser
import LifecycleKit

/// `lifecycle run`: runs a scenario file.
struct RunCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "run",
        abstract: "Run a declarative scenario file (YAML) and print its trace."
    )

    @Argument(help: ArgumentHelp("The scenario file.", valueName: "scenario.yaml"))
    var file: String

    @OptionGroup var options: OutputOptions

    func run() throws {
        throw CommandError("not yet")
    }
}
