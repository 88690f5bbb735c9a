@_spi(Headless) import UIKit
import HeadlessCore
import ArgumentParser
import LifecycleKit

/// `lifecycle tour`: replays the seeds' scenarios.
struct TourCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tour",
        abstract: "Replay the seed documents' scenarios and print their traces.",
        discussion: """
        Each scenario runs on a fresh simulated process. The trace shows the demo app's own \
        classes; --all adds UIKit's objects. Name scenarios by id (VC-2, vc2), by family \
        (APP, VC, V for the seed claims; UI for the chrome: bars, alerts, search, pages), \
        `seeds` for every seed claim, or give none for all of them.
        """
    )

    @Argument(help: ArgumentHelp("Scenario ids or families; all scenarios when none is given.", valueName: "id"))
    var selectors: [String] = []

    @OptionGroup var options: OutputOptions

    func validate() throws {
        for selector in selectors where ScenarioCatalog.select(selector) == nil {
            let hint = ScenarioCatalog.suggestions(for: selector)
            throw ValidationError("unknown scenario '\(selector)'."
                + (hint.isEmpty ? "" : " Did you mean \(hint.joined(separator: ", "))?")
                + " Run `lifecycle list` to see them all.")
        }
    }

    func run() throws {
        var scenarios: [Scenario] = []
        for selector in selectors.isEmpty ? ["all"] : selectors {
            for scenario in ScenarioCatalog.select(selector) ?? [] where !scenarios.contains(where: { $0.id == scenario.id }) {
                scenarios.append(scenario)
            }
        }
        let options = self.options
        let text = MainActor.assumeIsolated {
            let progress = ProgressReporter()
            let document = Tour.document(for: scenarios, showAll: options.all) { current, total, scenario in
                progress.update(current, of: total, "\(scenario.id) \(scenario.title)")
            }
            progress.finish()
            return options.format.render(document)
        }
        try options.write(text)
    }
}
