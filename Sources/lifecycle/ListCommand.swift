@_spi(Headless) import UIKit
import HeadlessCore
import ArgumentParser
import LifecycleKit

/// `lifecycle list`: the scenario catalog.
struct ListCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "list",
        abstract: "List the scenarios the tour replays: one per claim of the seed documents, then the chrome scenarios."
    )

    @Flag(name: .long, help: "Print only the ids, one per line.")
    var ids = false

    func run() throws {
        if ids {
            print(ScenarioCatalog.everything.map(\.id).joined(separator: "\n"))
        } else {
            print(MainActor.assumeIsolated { Tour.listing() }, terminator: "")
        }
    }
}
