import Foundation
@_spi(Headless) import UIKit
import HeadlessCore

/// What a random exploration runs: how many sequences, how long, which moves, from which seed.
public struct ExplorationConfiguration {
    /// The seed of the whole run; each sequence gets its own seed from it.
    public var seed: UInt64
    /// How many sequences to run.
    public var sequences: Int
    /// The most moves in one sequence (each has between 1 and this many).
    public var maxLength: Int
    /// The moves drawn from.
    public var moves: [ExplorationMove.Kind]
    /// Diagnostic code prefixes that count as violations. Others are the framework answering
    /// misuse that random moves commit on purpose (presenting while a presentation runs),
    /// which UIKit answers with a log line too.
    public var faultDiagnostics: [String]
    /// The most failing sequences reported; the run stops there.
    public var failureLimit: Int
    /// Tells a shrunk failure that is a known issue (of the framework under test) from a new
    /// one, returning a note about it; known failures are reported apart and the run goes on.
    public var knownIssue: (@MainActor (ExplorationFailure) -> String?)?
    /// How many failures are shrunk before a failure that breaks exactly the rules of a known
    /// one is counted as known without shrinking (shrinking replays the sequence many times).
    public var shrinkLimit = 12
    /// Makes each screen of the app; the default follows every contract.
    public var makeScreen: @MainActor () -> UIViewController
    /// Called after each sequence with the number run so far and the number asked for, for a
    /// progress display (the `lifecycle explore` command's).
    public var onSequence: (@MainActor (_ done: Int, _ total: Int) -> Void)?

    /// Every move, device actions drawn three times as often as each other move.
    public static let defaultMoves = ExplorationMove.Kind.allCases + [.device, .device]

    /// The diagnostics that only a framework fault can cause when every screen calls `super`
    /// and the moves are container operations.
    public static let defaultFaultDiagnostics = [
        "viewController.super.", "runloop.neverIdle", "layout.loop", "viewController.hierarchy.inconsistency",
        "viewController.loadView.", "view.hierarchy.cycle", "viewController.containment.",
    ]

    /// A configuration; the environment variables `UIKIT_EXPLORE_COUNT`, `UIKIT_EXPLORE_SEED`
    /// and `UIKIT_EXPLORE_LENGTH` override the count, seed and length when `readsEnvironment`.
    public init(seed: UInt64 = 0x5EED_0F_11FE, sequences: Int = 1_000, maxLength: Int = 12,
                moves: [ExplorationMove.Kind] = ExplorationConfiguration.defaultMoves,
                faultDiagnostics: [String] = defaultFaultDiagnostics,
                failureLimit: Int = 3, knownIssue: (@MainActor (ExplorationFailure) -> String?)? = nil,
                readsEnvironment: Bool = false,
                makeScreen: (@MainActor () -> UIViewController)? = nil) {
        self.seed = seed
        self.sequences = sequences
        self.maxLength = maxLength
        self.moves = moves
        self.faultDiagnostics = faultDiagnostics
        self.failureLimit = failureLimit
        self.knownIssue = knownIssue
        self.makeScreen = makeScreen ?? { ExplorationScreen() }
        guard readsEnvironment else { return }
        let environment = ProcessInfo.processInfo.environment
        if let count = environment["UIKIT_EXPLORE_COUNT"].flatMap(Int.init), count > 0 { self.sequences = count }
        if let length = environment["UIKIT_EXPLORE_LENGTH"].flatMap(Int.init), length > 0 { self.maxLength = length }
        if let text = environment["UIKIT_EXPLORE_SEED"] {
            let value = text.hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
            if let value { self.seed = value }
        }
    }
}

/// A sequence that broke a rule, shrunk to a minimal one.
public struct ExplorationFailure: Sendable, CustomStringConvertible {
    /// The seed of the sequence (not of the whole run).
    public let sequenceSeed: UInt64
    /// The app's root shape.
    public let shape: UInt32
    /// The sequence as generated.
    public let moves: [ExplorationMove]
    /// The smallest subsequence found that still breaks the same rules.
    public let minimalMoves: [ExplorationMove]
    /// The rules the minimal sequence breaks.
    public let violations: [String]
    /// What each move of the minimal sequence did, the launch first.
    public let transcript: [String]
    /// The note of ``ExplorationConfiguration/knownIssue`` when the failure is a known issue.
    public internal(set) var knownIssue: String?

    /// The rules broken and the operations of the minimal sequence, which tell one bug from another.
    var signature: String {
        let rules = Set(violations.map { String($0.dropFirst().prefix { $0 != "]" }) }).sorted()
        return "\(rules) \(minimalMoves.map(\.kind.rawValue))"
    }

    /// The report: the violations, the minimal sequence step by step, and how to replay it.
    public var description: String {
        var lines = knownIssue.map { ["Known issue: \($0)"] } ?? []
        lines += ["Random exploration broke a lifecycle rule (sequence seed 0x\(String(sequenceSeed, radix: 16)), shape \(shape)); shrunk from \(moves.count) to \(minimalMoves.count) moves:"]
        lines += violations.map { "  " + $0 }
        lines.append("Minimal sequence:")
        for (index, step) in transcript.enumerated() {
            lines.append(index == 0 ? "  0. \(step)" : "  \(index). \(step)")
        }
        lines.append("Replay: Exploration.replay(shape: \(shape), moves: [\(minimalMoves.map(\.description).joined(separator: ", "))])")
        return lines.joined(separator: "\n")
    }
}

/// The outcome of an exploration.
public struct ExplorationReport: Sendable {
    /// The sequences run.
    public let sequences: Int
    /// The moves run, summed over the sequences.
    public let moves: Int
    /// The sequences that broke a rule, shrunk, one per kind of failure (at most
    /// ``ExplorationConfiguration/failureLimit``), known issues left out.
    public let failures: [ExplorationFailure]
    /// One shrunk example of each known issue met.
    public let knownFailures: [ExplorationFailure]
    /// How many sequences failed with a known issue.
    public let knownFailureCount: Int
}

/// Random exploration: seeded random sequences of container operations and run-loop steps on
/// apps of several shapes, checked after every move against the lifecycle rules, with each
/// failing sequence shrunk to a minimal one by delta debugging.
///
/// Rules checked after every move: ``TraceInvariants`` (no controller appears twice without
/// disappearing, every "did" has its "will", `viewDidLoad()` once per view load, no callback
/// after `deinit`) and fault diagnostics; once the move has settled, also
/// ``HierarchyInvariants`` (`view.window` consistent with the hierarchy, no appearance left
/// unfinished) and the leak verdicts (every popped, dismissed or removed controller and view
/// released). At the end the window is torn down and every controller must be gone.
@MainActor
public enum Exploration {
    /// Runs an exploration.
    public static func run(_ configuration: ExplorationConfiguration) -> ExplorationReport {
        var master = SplitMix64(seed: configuration.seed)
        var failures: [ExplorationFailure] = []
        var known: [ExplorationFailure] = []
        var knownCount = 0
        var knownRules: Set<Set<String>> = []
        var shrinks = 0
        var movesRun = 0
        var sequencesRun = 0
        for _ in 0..<configuration.sequences {
            let sequenceSeed = master.next()
            let (shape, moves) = generate(seed: sequenceSeed, configuration: configuration)
            movesRun += moves.count
            sequencesRun += 1
            let outcome = ExplorationRun(configuration: configuration).run(shape: shape, moves: moves)
            configuration.onSequence?(sequencesRun, configuration.sequences)
            guard outcome.failed else { continue }
            if shrinks >= configuration.shrinkLimit, knownRules.contains(outcome.rules) {
                knownCount += 1
                continue
            }
            shrinks += 1
            var failure = shrink(seed: sequenceSeed, shape: shape, moves: moves, outcome: outcome,
                                 configuration: configuration)
            if let note = configuration.knownIssue?(failure) {
                failure.knownIssue = note
                knownCount += 1
                knownRules.insert(outcome.rules)
                if !known.contains(where: { $0.signature == failure.signature }) { known.append(failure) }
                continue
            }
            // One report per kind of failure: the same rules broken by the same operations.
            if !failures.contains(where: { $0.signature == failure.signature }) { failures.append(failure) }
            if failures.count >= configuration.failureLimit { break }
        }
        HeadlessRuntime.reset()
        return ExplorationReport(sequences: sequencesRun, moves: movesRun, failures: failures,
                                 knownFailures: known, knownFailureCount: knownCount)
    }

    /// Runs one sequence again, to debug it: the rules it broke (empty when it passed),
    /// what each move did, and the trace up to the first violation.
    public static func replay(shape: UInt32, moves: [ExplorationMove],
                              configuration: ExplorationConfiguration = ExplorationConfiguration())
        -> (violations: [String], transcript: [String], trace: Trace) {
        let outcome = ExplorationRun(configuration: configuration, keepsTrace: true).run(shape: shape, moves: moves)
        return (outcome.violations, outcome.transcript, outcome.trace)
    }

    /// The shape and moves of the sequence with a seed.
    public static func generate(seed: UInt64, configuration: ExplorationConfiguration) -> (shape: UInt32, moves: [ExplorationMove]) {
        var generator = SplitMix64(seed: seed)
        let shape = UInt32(generator.next() % UInt64(ExplorationApp.shapeCount))
        let length = 1 + Int(generator.next() % UInt64(max(1, configuration.maxLength)))
        let moves = (0..<length).map { _ in ExplorationMove.random(from: configuration.moves, using: &generator) }
        return (shape, moves)
    }

    private static func shrink(seed: UInt64, shape: UInt32, moves: [ExplorationMove], outcome: ExplorationRun.Outcome,
                               configuration: ExplorationConfiguration) -> ExplorationFailure {
        let rules = outcome.rules
        // Moves after the failing one cannot matter.
        let failingPrefix = Array(moves.prefix(min(moves.count, (outcome.failingStep ?? moves.count) + 1)))
        let minimal = DeltaDebugging.minimize(failingPrefix) { candidate in
            let result = ExplorationRun(configuration: configuration).run(shape: shape, moves: candidate)
            return result.failed && !result.rules.isDisjoint(with: rules)
        }
        let final = ExplorationRun(configuration: configuration).run(shape: shape, moves: minimal)
        return ExplorationFailure(sequenceSeed: seed, shape: shape, moves: moves, minimalMoves: minimal,
                                  violations: final.violations, transcript: final.transcript)
    }
}
