import Benchmark
import UIKit

/// Workloads 4, 5 and 7: building and attaching view trees, layout passes that follow the
/// flagged views, and the cost of tracing.
@MainActor
enum ViewTreeBenchmarks {
    nonisolated static func register() {
        for size in [10_000, 100_000, 1_000_000] {
            Benchmark("attach tree \(size) views", configuration: heavy) { benchmark in
                await MainActor.run { attachTree(size: size, benchmark: benchmark, recorder: false) }
            }
            Benchmark("attach tree \(size) views (direct calls)", configuration: heavy) { benchmark in
                await MainActor.run { directTree(size: size, benchmark: benchmark) }
            }
        }
        Benchmark("attach tree 100000 views (recorder attached)", configuration: heavy) { benchmark in
            await MainActor.run { attachTree(size: 100_000, benchmark: benchmark, recorder: true) }
        }
        for size in [10_000, 1_000_000] {
            Benchmark("layout 100 flagged in \(size) views", configuration: light) { benchmark in
                await MainActor.run { layoutFlagged(size: size, benchmark: benchmark) }
            }
        }
    }

    static let heavy = Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal, .peakMemoryResident],
        warmupIterations: 0, maxDuration: .seconds(20), maxIterations: 3)

    static let light = Benchmark.Configuration(
        metrics: [.wallClock, .instructions, .mallocCountTotal],
        warmupIterations: 1, maxDuration: .seconds(5), maxIterations: 200)

    static func attachTree(size: Int, benchmark: Benchmark, recorder: Bool) {
        let runtime = HeadlessRuntime.reset()
        if recorder { runtime.attach() }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        benchmark.startMeasurement()
        let views = TreeBuilder.linkedTree(count: size)
        window.addSubview(views[0])
        runtime.runLoop.runUntilIdle()
        benchmark.stopMeasurement()
        blackHole(views.count)
    }

    static func directTree(size: Int, benchmark: Benchmark) {
        HeadlessRuntime.reset()
        let window = UIWindow(frame: UIScreen.main.bounds)
        benchmark.startMeasurement()
        let views = TreeBuilder.detachedViews(count: size)
        TreeBuilder.deliverDirectly(to: views, window: window)
        benchmark.stopMeasurement()
        blackHole(views.count)
    }

    static func layoutFlagged(size: Int, benchmark: Benchmark) {
        let runtime = HeadlessRuntime.reset()
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let views = TreeBuilder.linkedTree(count: size)
        window.addSubview(views[0])
        runtime.runLoop.runUntilIdle()
        let stride = size / 100
        let flagged = (0..<100).map { views[$0 * stride + stride / 2] }
        for _ in benchmark.scaledIterations {
            for view in flagged { view.setNeedsLayout() }
            runtime.runLoop.runOneTurn()
        }
    }
}
