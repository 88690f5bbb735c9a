@_spi(Headless) import UIKit
import HeadlessCore

/// The tour: scenarios replayed one after another, each on a fresh runtime.
@MainActor
public enum Tour {
    /// Runs scenarios and collects their sections in a document.
    ///
    /// - Parameters:
    ///   - scenarios: the scenarios, in order.
    ///   - showAll: whether traces keep UIKit's own objects.
    ///   - progress: called before each scenario runs with its position (from 1), the count
    ///     and the scenario.
    public static func document(for scenarios: [Scenario], showAll: Bool = false,
                                progress: ((Int, Int, Scenario) -> Void)? = nil) -> TraceDocument {
        var sections: [TraceSection] = []
        for (i, scenario) in scenarios.enumerated() {
            progress?(i + 1, scenarios.count, scenario)
            sections.append(ScenarioRunner.run(scenario, showAll: showAll))
        }
        let title = scenarios.count == 1 ? "Lifecycle tour: \(scenarios[0].id)" : "Lifecycle tour"
        return TraceDocument(title: title, sections: sections)
    }

    /// The catalog as a table: id, status and title, then the seed files.
    public static func listing(showSeeds: Bool = true) -> String {
        let scenarios = ScenarioCatalog.everything
        let idWidth = (scenarios.map(\.id.count).max() ?? 6) + 2
        var output = ""
        var family = ""
        for scenario in scenarios {
            if scenario.family != family {
                family = scenario.family
                output += (output.isEmpty ? "" : "\n") + familyHeading(family) + "\n"
            }
            let status: String
            switch scenario.availability {
            case .ready: status = "      "
            case .needs(let part, _): status = "part \(part)"
            }
            output += "  " + scenario.id.padding(toLength: idWidth, withPad: " ", startingAt: 0) + status + "  "
                + scenario.title + (scenario.seeds.isEmpty ? "  [References " + scenario.sources.joined(separator: ", ")
                    : "  [seed " + scenario.seeds.joined(separator: ", ")) + "]\n"
        }
        let waiting = scenarios.filter { $0.availability != .ready }
        if !waiting.isEmpty {
            output += "\n\"part N\": needs that part of the framework, not merged yet; the tour prints its claim only.\n"
        }
        if showSeeds {
            output += "\nSeeds (shared/seeds/):\n"
            for seed in ScenarioCatalog.seeds {
                output += "  \(seed.number)  \(seed.about)\n"
            }
        }
        return output
    }

    static func familyHeading(_ family: String) -> String {
        switch family {
        case "APP": return "App lifecycle"
        case "VC": return "View controller lifecycle"
        case "V": return "View lifecycle"
        case "UI": return "Chrome: bars, alerts, search and pages (beyond the seeds)"
        default: return family
        }
    }
}
