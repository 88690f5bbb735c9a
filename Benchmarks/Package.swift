// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so that the main build stays light.
//
//     swift package --disable-sandbox benchmark              # wall time, allocations, peak memory
//     Scripts/instructions.sh                                 # instruction counts (valgrind callgrind)
//     swift run -c release lifecycle-bench memory             # bytes per view and view controller
//     swift run -c release lifecycle-bench flat               # 1,000,000 push/pop cycles, memory flat?
//     Scripts/soak.py home-open 1000000 [--trace FILE]        # an app process's memory over 10^6 device cycles
//     Scripts/solver-vs-kiwi.py                               # the constraint solver against kiwisolver
//     Scripts/solver-instructions.sh                          # the solver's instruction counts
//
// See README.md for the results and the method.
let package = Package(
    name: "HeadlessUIKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(name: "HeadlessUIKit", path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        // The workloads and their direct-call baselines, shared by the benchmark and the driver.
        .target(
            name: "Workloads",
            dependencies: [.product(name: "UIKit", package: "HeadlessUIKit"), .product(name: "HeadlessCore", package: "HeadlessUIKit"),
                           .product(name: "LifecycleKit", package: "HeadlessUIKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // Valgrind client requests (callgrind counts the measured part only) and malloc statistics.
        .target(name: "MeasurementShims"),
        // A plain driver: one workload per process, for callgrind, memory and soak runs.
        .executableTarget(
            name: "lifecycle-bench",
            dependencies: ["Workloads", "MeasurementShims", .product(name: "UIKit", package: "HeadlessUIKit"), .product(name: "HeadlessCore", package: "HeadlessUIKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // An app process driven by device actions on standard input, for the long-run
        // memory measurement (Scripts/soak.py).
        .executableTarget(
            name: "soak-app",
            dependencies: [.product(name: "UIKit", package: "HeadlessUIKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        // The constraint solver on a generated 1,000-view screen (Scripts/solver-*.sh, .py).
        .target(
            name: "SolverWorkloads",
            dependencies: [.product(name: "LayoutSolver", package: "HeadlessUIKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "solver-bench",
            dependencies: ["SolverWorkloads", "MeasurementShims", .product(name: "LayoutSolver", package: "HeadlessUIKit")],
            swiftSettings: [.swiftLanguageMode(.v6)]
        ),
        .executableTarget(
            name: "LifecycleBenchmarks",
            dependencies: [
                "Workloads",
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LifecycleBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
