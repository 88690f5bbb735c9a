@_spi(Headless) import UIKit
import HeadlessCore

/// Runs scenarios on fresh runtimes and turns them into trace sections.
@MainActor
public enum ScenarioRunner {
    /// Runs one scenario on a fresh `HeadlessRuntime` and returns its section.
    ///
    /// - Parameters:
    ///   - scenario: the scenario; one without a body gives a section with no events.
    ///   - showAll: whether the trace keeps UIKit's own objects (windows, plain views)
    ///     rather than only the demo's classes.
    public static func run(_ scenario: Scenario, showAll: Bool = false) -> TraceSection {
        var section = TraceSection(id: scenario.id, title: scenario.title, facts: facts(of: scenario), events: [],
                                   filter: showAll ? .all : .classes(scenario.demoClasses))
        guard let body = scenario.body else { return section }
        let runtime = HeadlessRuntime.reset()
        runtime.profile = LifecycleProfile(iOS: scenario.iOSVersion)
        let recorder = runtime.attach()
        let context = ScenarioContext(runtime: runtime)
        body(context)
        HeadlessRuntime.current.runLoop.runUntilIdle()
        // A device that ended the app's process records into a new process's runtime.
        runtime.detachRecorder()
        HeadlessRuntime.current.detachRecorder()
        context.releaseKept()
        section.events = recorder.events
        return section
    }

    /// The facts printed under a scenario's heading.
    public static func facts(of scenario: Scenario) -> [TraceSection.Fact] {
        var facts: [TraceSection.Fact]
        if scenario.seeds.isEmpty {
            facts = [
                TraceSection.Fact("source", "Documentation/References.md " + scenario.sources.joined(separator: ", ")),
                TraceSection.Fact("ios", "\(scenario.iOSVersion), the newest modelled version (lifecycle explain <callback> --ios N shows what differs)"),
            ]
        } else {
            facts = [
                TraceSection.Fact("seed", scenario.seeds.joined(separator: ", ")),
                TraceSection.Fact("ios", "\(scenario.iOSVersion), the version the seed was written for (lifecycle explain <callback> --ios N shows what differs)"),
            ]
        }
        facts.append(TraceSection.Fact("claim", scenario.claim))
        if !scenario.actions.isEmpty {
            facts.append(TraceSection.Fact("actions", scenario.actions.joined(separator: "; ")))
        }
        for departure in scenario.departures {
            facts.append(TraceSection.Fact("engine", departure))
        }
        if scenario.availability != .ready {
            facts.append(TraceSection.Fact("status", scenario.availability.description))
        }
        return facts
    }
}

extension Scenario {
    /// The iOS version the tour replays this scenario under: the oldest of its seeds'
    /// (``ScenarioCatalog/seedIOSVersions``); the newest modelled version for a scenario
    /// without a seed.
    public var iOSVersion: Int {
        seeds.compactMap { ScenarioCatalog.seedIOSVersions[$0] }.min() ?? LifecycleProfile.newestModelledVersion
    }
}
