// swift-tools-version: 6.1
import PackageDescription

// The benchmarks live in their own package so that the main build stays light.
// Run them with `swift package --disable-sandbox benchmark` from this folder.
let package = Package(
    name: "HeadlessUIKitBenchmarks",
    platforms: [.macOS(.v14)],
    dependencies: [
        .package(path: ".."),
        .package(url: "https://github.com/ordo-one/benchmark", exact: "1.38.1", traits: ["MallocInterposer"]),
    ],
    targets: [
        .executableTarget(
            name: "LifecycleBenchmarks",
            dependencies: [
                .product(name: "UIKit", package: "HeadlessUIKit"),
                .product(name: "Benchmark", package: "benchmark"),
            ],
            path: "Benchmarks/LifecycleBenchmarks",
            swiftSettings: [.swiftLanguageMode(.v6)],
            plugins: [.plugin(name: "BenchmarkPlugin", package: "benchmark")]
        ),
    ]
)
