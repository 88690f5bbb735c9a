import Benchmark
import Workloads

/// The suite: every workload of issue 9 with its direct-call baseline, and with a trace
/// recorder attached where workload 7 asks for it.
///
/// A benchmark's name is `W<n> <workload> <size> [<variant>]`, so `--filter 'W2 '` runs
/// one workload and `--filter 'direct|engine'` leaves out the recorded runs. Each sample
/// is one ``PreparedRun``: set up outside the measurement, its measured part between
/// `startMeasurement()` and `stopMeasurement()`, freed afterwards.
let benchmarks: @Sendable () -> Void = {
    for entry in Suite.entries {
        Benchmark(entry.name, configuration: Suite.configuration(iterations: entry.iterations, seconds: entry.seconds)) { benchmark in
            await MainActor.run { Harness.preparePending(entry.workload, entry.variant, size: entry.size) }
            benchmark.startMeasurement()
            await MainActor.run { Harness.runPending() }
            benchmark.stopMeasurement()
            let problems = await MainActor.run { Harness.finishPending() }
            if !problems.isEmpty { benchmark.error(problems.joined(separator: "; ")) }
        }
    }
}

/// The benchmarks to register.
enum Suite {
    struct Entry: Sendable {
        let workload: WorkloadID
        let variant: Variant
        let size: Int
        let iterations: Int
        let seconds: Int

        var name: String { "W\(workload.number) \(workload.rawValue) \(size) [\(variant.rawValue)]" }
    }

    static var metrics: [BenchmarkMetric] { [.wallClock, .cpuTotal, .mallocCountTotal, .peakMemoryResident] }

    static func configuration(iterations: Int, seconds: Int) -> Benchmark.Configuration {
        Benchmark.Configuration(metrics: metrics, warmupIterations: 1,
                                maxDuration: .seconds(seconds), maxIterations: iterations)
    }

    static var entries: [Entry] {
        var entries: [Entry] = []
        func add(_ workload: WorkloadID, _ size: Int, _ variants: [Variant], iterations: Int = 10, seconds: Int = 10) {
            for variant in variants {
                entries.append(Entry(workload: workload, variant: variant, size: size, iterations: iterations, seconds: seconds))
            }
        }
        let all = Variant.allCases
        add(.launch, 100, all)
        add(.pushPop, 10_000, all, iterations: 5, seconds: 20)
        add(.foregroundBackground, 1_000, all)
        add(.attachTree, 10_000, [.direct, .engine])
        add(.attachTree, 100_000, all, iterations: 5, seconds: 20)
        add(.attachTree, 1_000_000, [.direct, .engine], iterations: 3, seconds: 30)
        add(.layoutFlagged, 10_000, [.direct, .engine])
        add(.layoutFlagged, 1_000_000, [.engine], iterations: 10, seconds: 30)
        add(.storyboard, 1_000_000, [.direct, .engine], iterations: 20)
        add(.tableScroll, 1_000, [.direct, .engine])
        add(.tableScroll, 100_000, [.engine])
        add(.diffableApply, 10_000, [.direct, .engine], iterations: 20)
        add(.wireframe, 1_000, [.direct, .engine])
        // Issue 37, item 5: each input-driven cost at two sizes ten times apart.
        add(.typeText, 1_000, [.engine])
        add(.typeText, 10_000, [.engine], iterations: 5, seconds: 20)
        add(.scenarioPush, 100, [.engine])
        add(.scenarioPush, 1_000, [.engine], iterations: 5, seconds: 30)
        add(.scenarioPresent, 100, [.engine])
        add(.scenarioPresent, 1_000, [.engine], iterations: 5, seconds: 30)
        add(.animateViews, 1_000, [.engine])
        add(.animateViews, 10_000, [.engine], iterations: 5, seconds: 20)
        add(.autoLayoutChain, 100, [.engine])
        add(.autoLayoutChain, 1_000, [.engine], iterations: 5, seconds: 30)
        add(.homeDeepChain, 400, [.engine])
        add(.homeDeepChain, 4_000, [.engine], iterations: 5, seconds: 20)
        return entries
    }
}
