import ArgumentParser
import LifecycleKit

/// `lifecycle explain`: what a callback is for.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain when UIKit calls a callback, in which state, and what belongs there."
    )

    @Argument(help: ArgumentHelp("A callback, as Swift or Objective-C spells it (viewDidLoad, viewWillAppear:, willMove(toSuperview:)).", valueName: "callback"))
    var callback: String?

    func run() throws {
        throw CommandError("not yet")
    }
}
