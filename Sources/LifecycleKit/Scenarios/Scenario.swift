@_spi(Headless) import UIKit
import HeadlessCore

/// One claim of the seed documents, replayed by a small demo app built into the tool.
///
/// The catalog has one scenario per seed claim (References, appendix: APP-1…13, VC-1…17,
/// V-1…12). A scenario whose mechanism lives in a part of the framework that is not there
/// yet has no body and says which part it needs.
public struct Scenario: Sendable, Identifiable {
    /// Whether a scenario can run.
    public enum Availability: Sendable, Hashable {
        /// It runs.
        case ready
        /// It needs a part of the framework that has not been merged yet.
        case needs(part: Int, what: String)

        /// `ready`, or `needs part 3 (the application and the simulated device)`.
        public var description: String {
            switch self {
            case .ready: return "ready"
            case .needs(let part, let what): return "needs part \(part) (\(what)), not merged yet"
            }
        }
    }

    /// The claim's id, such as `VC-2`.
    public let id: String
    /// A one-line title.
    public let title: String
    /// The seed files the claim comes from, by number (`000`…`004`); empty for a scenario
    /// beyond the seeds.
    public let seeds: [String]
    /// For a scenario beyond the seeds, the sections of Documentation/References.md that
    /// source its claim (`§29`).
    public let sources: [String]
    /// The claim, as the digest states it.
    public let claim: String
    /// The device actions and in-app operations the demo performs, in words.
    public let actions: [String]
    /// Where the engine departs from the seed's text on purpose, and why.
    public let departures: [String]
    /// The demo's own classes: the trace shows only these unless asked for everything.
    public let demoClasses: Set<String>
    /// Whether the scenario can run.
    public let availability: Availability
    /// Runs the demo; nil while the scenario waits for a part of the framework.
    let body: (@MainActor @Sendable (ScenarioContext) -> Void)?

    /// Creates a scenario that runs.
    init(_ id: String, _ title: String, seeds: [String], claim: String, actions: [String],
         departures: [String] = [], demoClasses: Set<String>,
         body: @escaping @MainActor @Sendable (ScenarioContext) -> Void) {
        self.init(id: id, title: title, seeds: seeds, sources: [], claim: claim, actions: actions, departures: departures,
                  demoClasses: demoClasses, availability: .ready, body: body)
    }

    /// Creates a scenario beyond the seeds, sourced in the references document; it runs
    /// under the newest modelled iOS.
    init(_ id: String, _ title: String, sources: [String], claim: String, actions: [String],
         departures: [String] = [], demoClasses: Set<String>,
         body: @escaping @MainActor @Sendable (ScenarioContext) -> Void) {
        self.init(id: id, title: title, seeds: [], sources: sources, claim: claim, actions: actions, departures: departures,
                  demoClasses: demoClasses, availability: .ready, body: body)
    }

    /// Creates a scenario that waits for a part of the framework.
    init(_ id: String, _ title: String, seeds: [String], claim: String, actions: [String],
         departures: [String] = [], needs part: Int, _ what: String) {
        self.init(id: id, title: title, seeds: seeds, sources: [], claim: claim, actions: actions, departures: departures,
                  demoClasses: [], availability: .needs(part: part, what: what), body: nil)
    }

    private init(id: String, title: String, seeds: [String], sources: [String], claim: String, actions: [String],
                 departures: [String], demoClasses: Set<String>, availability: Availability,
                 body: (@MainActor @Sendable (ScenarioContext) -> Void)?) {
        self.id = id
        self.title = title
        self.seeds = seeds
        self.sources = sources
        self.claim = claim
        self.actions = actions
        self.departures = departures
        self.demoClasses = demoClasses
        self.availability = availability
        self.body = body
    }

    /// The claim's family: `APP`, `VC` or `V` (the seeds'), or `UI` (the chrome, beyond them).
    public var family: String {
        String(id.prefix { $0 != "-" })
    }

    /// The claim's number within its family.
    public var number: Int {
        Int(id.drop { $0 != "-" }.dropFirst()) ?? 0
    }
}
