@_spi(Headless) import UIKit
import HeadlessCore
import ArgumentParser
import LifecycleKit

/// `lifecycle explain`: what a callback is for.
struct ExplainCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explain",
        abstract: "Explain when UIKit calls a callback, in which state, and what belongs there.",
        discussion: "Without a callback, lists every callback that can be explained."
    )

    @Argument(help: ArgumentHelp("A callback, as Swift or Objective-C spells it: viewDidLoad, viewWillAppear:, willMove(toSuperview:), dealloc.", valueName: "callback"))
    var callback: String?

    func run() throws {
        guard let callback else {
            print(Self.listing(), terminator: "")
            return
        }
        let found = ExplanationCatalog.lookup(callback)
        guard !found.isEmpty else {
            let hints = ExplanationCatalog.suggestions(for: callback)
            throw CommandError("no callback named '\(callback)'."
                + (hints.isEmpty ? "" : " Did you mean \(hints.joined(separator: ", "))?")
                + " Run `lifecycle explain` to list them all.")
        }
        print(found.map { $0.rendered() }.joined(separator: "\n"), terminator: "")
    }

    static func listing() -> String {
        var output = ""
        var group = ""
        for explanation in ExplanationCatalog.all {
            if explanation.declaredBy != group {
                group = explanation.declaredBy
                output += (output.isEmpty ? "" : "\n") + group + "\n"
            }
            output += "  " + explanation.swiftName + "\n"
        }
        return output + "\nlifecycle explain <callback> explains one.\n"
    }
}
