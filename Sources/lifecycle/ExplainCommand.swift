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

    @Option(name: .customLong("ios"), help: ArgumentHelp("Also say what this iOS version does where the modelled versions differ (for example 9 or 18).", valueName: "version"))
    var ios: String?

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
        if let ios {
            guard let profile = LifecycleProfile(parsing: ios) else {
                throw CommandError("--ios: '\(ios)' is not an iOS version; pass a major version such as 9 or \(LifecycleProfile.newestModelledVersion).")
            }
            print(found.map { $0.rendered(onIOS: profile.iOSVersion) }.joined(separator: "\n"), terminator: "")
            return
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
