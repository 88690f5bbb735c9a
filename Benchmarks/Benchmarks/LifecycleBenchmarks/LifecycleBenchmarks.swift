import Benchmark

/// The benchmark suite: every workload registers itself here.
let benchmarks: @Sendable () -> Void = {
    ViewTreeBenchmarks.register()
    NavigationBenchmarks.register()
}
