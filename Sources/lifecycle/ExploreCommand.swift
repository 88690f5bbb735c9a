import ArgumentParser
import Foundation
import LifecycleKit
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// `lifecycle explore`: the test kit's random exploration, as a long run from the command line.
struct ExploreCommand: ParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "explore",
        abstract: "Run seeded random sequences of container operations and device actions, checking the lifecycle invariants after every step.",
        discussion: """
        Each failing sequence is shrunk to a minimal one and printed with the rules it broke; the \
        exit status is 1 when any failed. The same seed gives the same sequences. Progress is shown \
        on a terminal.
        """
    )

    @Option(help: "The number of sequences.")
    var count = 1_000

    @Option(help: "The seed of the whole run (decimal, or hexadecimal with 0x).")
    var seed = "0x5EED0F11FE"

    @Option(help: "The most moves in one sequence.")
    var length = 12

    @Option(help: "Stop after this many distinct failures.")
    var failures = 3

    func validate() throws {
        guard count > 0, length > 0, failures > 0 else {
            throw ValidationError("--count, --length and --failures must be positive.")
        }
        guard Self.parseSeed(seed) != nil else {
            throw ValidationError("--seed must be a number, such as 42 or 0x5EED0F11FE.")
        }
    }

    static func parseSeed(_ text: String) -> UInt64? {
        text.lowercased().hasPrefix("0x") ? UInt64(text.dropFirst(2), radix: 16) : UInt64(text)
    }

    func run() throws {
        let seed = Self.parseSeed(self.seed) ?? 0
        let (count, length, failures) = (self.count, self.length, self.failures)
        let report = MainActor.assumeIsolated {
            let progress = ProgressReporter()
            var configuration = ExplorationConfiguration(seed: seed, sequences: count, maxLength: length, failureLimit: failures)
            configuration.onSequence = { done, total in
                if done == total || done.isMultiple(of: 25) { progress.update(done, of: total, "sequences") }
            }
            let report = Exploration.run(configuration)
            progress.finish()
            return report
        }
        print("explored \(report.sequences) sequences, \(report.moves) moves, seed 0x\(String(seed, radix: 16, uppercase: true))")
        for failure in report.failures {
            print("\n" + failure.description)
        }
        guard report.failures.isEmpty else {
            print("\n\(report.failures.count) failing sequence\(report.failures.count == 1 ? "" : "s").")
            throw ExitCode.failure
        }
        print("no violation.")
    }
}
