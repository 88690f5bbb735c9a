// lifecycle-bench: runs one workload per process, for what the benchmark plugin cannot
// measure here: instruction counts (under valgrind's callgrind, which counts only between
// the client requests around the measured part), bytes per object, and soak runs.
//
//     lifecycle-bench run WORKLOAD VARIANT SIZE     one measured run (callgrind counts it)
//     lifecycle-bench trace WORKLOAD SIZE           the engine's trace of a small run
//     lifecycle-bench verify                        engine and baseline tally the same callbacks
//     lifecycle-bench memory                        bytes per live view and view controller
//     lifecycle-bench flat [CYCLES]                 push/pop cycles: is memory flat?

import MeasurementShims
import Foundation
@_spi(Headless) import UIKit
import HeadlessCore
import Workloads


@MainActor
func usage() -> Never {
    let workloads = WorkloadID.allCases.map(\.rawValue).joined(separator: "|")
    let variants = Variant.allCases.map(\.rawValue).joined(separator: "|")
    print("""
    usage: lifecycle-bench run (\(workloads)) (\(variants)) SIZE
           lifecycle-bench trace WORKLOAD SIZE
           lifecycle-bench verify
           lifecycle-bench memory
           lifecycle-bench flat [CYCLES]
    """)
    exit(64)
}

/// User plus system CPU time of the process so far, in seconds.
func cpuSeconds() -> Double {
    var usage = rusage()
    getrusage(RUSAGE_SELF.rawValue, &usage)
    func value(_ time: timeval) -> Double { Double(time.tv_sec) + Double(time.tv_usec) / 1e6 }
    return value(usage.ru_utime) + value(usage.ru_stime)
}

func seconds(_ duration: Duration) -> Double {
    let (whole, fraction) = duration.components
    return Double(whole) + Double(fraction) / 1e18
}

/// A size small enough for a warm-up run.
func warmUpSize(_ workload: WorkloadID, _ size: Int) -> Int {
    switch workload {
    case .launch, .pushPop, .foregroundBackground: min(size, 5)
    case .attachTree, .layoutFlagged: min(size, 1_000)
    case .storyboard: min(size, 20_000)
    case .tableScroll: min(size, 1_000)
    case .diffableApply: min(size, 1_000)
    case .wireframe: min(size, 10)
    case .typeText, .animateViews: min(size, 100)
    case .scenarioPush, .scenarioPresent, .autoLayoutChain, .homeDeepChain: min(size, 10)
    }
}

@MainActor
func runOnce(_ workload: WorkloadID, _ variant: Variant, size: Int) {
    // A small run first, uncounted, so that one-time costs (type metadata, the first
    // `String(describing:)` of each class, caches) stay out of the count, as the benchmark
    // plugin's warm-up iteration keeps them out of its figures.
    let warmUp = Harness.prepare(workload, variant, size: warmUpSize(workload, size))
    warmUp.run()
    warmUp.finish()
    let prepared = Harness.prepare(workload, variant, size: size)
    let before = Tally.snapshot()
    let clock = ContinuousClock()
    let cpuStart = cpuSeconds()
    let start = clock.now
    callgrind_shim_start()
    prepared.run()
    callgrind_shim_stop()
    let elapsed = clock.now - start
    let cpu = cpuSeconds() - cpuStart
    let tally = Tally.difference(from: before, to: Tally.snapshot())
    let callbacks = tally.values.reduce(0, +)
    print("workload=\(workload.rawValue) variant=\(variant.rawValue) size=\(size) wall_s=\(String(format: "%.6f", seconds(elapsed))) cpu_s=\(String(format: "%.6f", cpu)) subject_callbacks=\(callbacks)")
    for problem in prepared.problems { print("problem: \(problem)") }
    prepared.finish()
}

@MainActor
func trace(_ workload: WorkloadID, size: Int) {
    let prepared = Harness.prepare(workload, .recorded, size: size)
    prepared.run()
    for recorder in prepared.recorders {
        for line in recorder.lines(.seed) { print(line) }
    }
    prepared.finish()
}

/// Runs each workload under the engine and the baseline and compares what the subjects heard.
@MainActor
func verify() -> Bool {
    let sizes: [WorkloadID: [Int]] = [.launch: [1, 3], .pushPop: [1, 5], .foregroundBackground: [1, 5],
                                      .attachTree: [1_000], .layoutFlagged: [1_000], .storyboard: [50_000]]
    var allEqual = true
    for workload in WorkloadID.allCases {
        for size in sizes[workload] ?? [] {
            var tallies: [Variant: [Tally.Kind: Int]] = [:]
            var traced = 0
            for variant in Variant.allCases {
                let prepared = Harness.prepare(workload, variant, size: size)
                let before = Tally.snapshot()
                prepared.run()
                tallies[variant] = Tally.difference(from: before, to: Tally.snapshot())
                if variant == .recorded {
                    traced = prepared.recorders.reduce(0) { $0 + $1.callbacks.count }
                }
                for problem in prepared.problems { print("problem: \(problem)"); allEqual = false }
                prepared.finish()
            }
            let engine = tallies[.engine] ?? [:]
            let equal = engine == tallies[.direct] && engine == tallies[.recorded]
            allEqual = allEqual && equal
            let subjectCallbacks = engine.values.reduce(0, +)
            print("\(equal ? "same" : "DIFFERENT") \(workload.rawValue) size=\(size): subject callbacks \(subjectCallbacks), traced callbacks \(traced)")
            if !equal {
                for variant in Variant.allCases {
                    print("  \(variant.rawValue): \(Tally.render(tallies[variant] ?? [:]))")
                }
            }
        }
    }
    return allEqual
}

// MARK: Memory

/// Bytes in use by malloc (main arena and mmapped chunks).
func mallocInUse() -> Int {
    Int(measurement_malloc_in_use())
}

/// The resident set size, in bytes.
func residentBytes() -> Int {
    guard let text = try? String(contentsOfFile: "/proc/self/statm", encoding: .utf8) else { return 0 }
    let fields = text.split(separator: " ")
    guard fields.count > 1, let pages = Int(fields[1]) else { return 0 }
    return pages * Int(sysconf(Int32(_SC_PAGESIZE)))
}

/// Bytes per object: malloc's usable size of one instance, and the growth of malloc's
/// in-use bytes per object over `count` live objects (which includes whatever the framework
/// keeps per object, such as weak-reference side tables and registries).
@MainActor
func bytesPerObject(_ label: String, count: Int = 100_000, _ make: () -> AnyObject) {
    HeadlessRuntime.reset()
    var objects: [AnyObject] = []
    objects.reserveCapacity(count)
    objects.append(make())
    let before = mallocInUse()
    for _ in 1..<count { objects.append(make()) }
    let after = mallocInUse()
    let usable = measurement_usable_size(Unmanaged.passUnretained(objects[0]).toOpaque())
    let perObject = Double(after - before) / Double(count - 1)
    print("\(label): malloc usable size of one instance \(usable) B, in use per object over \(count) live: \(String(format: "%.1f", perObject)) B")
    objects.removeAll()
    HeadlessRuntime.reset()
}

@MainActor
func memory() {
    bytesPerObject("UIView()") { UIView() }
    bytesPerObject("CountingView(frame:)") { CountingView(frame: .zero) }
    bytesPerObject("UIViewController()") { UIViewController() }
    bytesPerObject("ScreenController() (view not loaded)") { ScreenController() }

    // Views attached in a window, as in workload 4: per view, including the subview arrays
    // and everything else the engine keeps once the run loop is idle.
    for count in [100_000, 1_000_000] {
        HeadlessRuntime.reset()
        let before = mallocInUse()
        let prepared = Harness.prepare(.attachTree, .engine, size: count)
        prepared.run()
        HeadlessRuntime.current.runLoop.runUntilIdle()
        let after = mallocInUse()
        print("attached tree of \(count) CountingViews in a window: in use per view \(String(format: "%.1f", Double(after - before) / Double(count))) B (includes the benchmark's own array of the views, 8 B per view)")
        prepared.finish()
    }
}

// MARK: Soak

/// Push/pop cycles, sampling malloc's in-use bytes and the resident size.
@MainActor
func flat(cycles: Int) {
    let prepared = Harness.prepare(.pushPop, .engine, size: 0)
    prepared.run()
    prepared.finish()
    HeadlessRuntime.reset()
    let runtime = HeadlessRuntime.current
    let root = ScreenController()
    let navigation = UINavigationController(rootViewController: root)
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    runtime.runLoop.runUntilIdle()
    let samples = 10
    let step = max(1, cycles / samples)
    let clock = ContinuousClock()
    let start = clock.now
    var first: (inUse: Int, resident: Int)?
    var last = (inUse: 0, resident: 0)
    for cycle in 1...cycles {
        navigation.pushViewController(ScreenController(), animated: true)
        runtime.runLoop.runUntilIdle()
        _ = navigation.popViewController(animated: true)
        runtime.runLoop.runUntilIdle()
        if cycle % step == 0 || cycle == 1_000 {
            let sample = (inUse: mallocInUse(), resident: residentBytes())
            if first == nil && cycle >= 1_000 { first = sample }
            last = sample
            print("cycle \(cycle): malloc in use \(sample.inUse) B, resident \(sample.resident / 1024) KiB, live controllers \(runtime.allViewControllers.count), t=\(String(format: "%.1f", seconds(clock.now - start))) s")
        }
    }
    if let first {
        print("growth from cycle 1000 to \(cycles): malloc in use \(last.inUse - first.inUse) B, resident \((last.resident - first.resident) / 1024) KiB")
    }
    withExtendedLifetime(window) {}
}

// MARK: Main

@MainActor
func main() {
    let arguments = Array(CommandLine.arguments.dropFirst())
    guard let command = arguments.first else { usage() }
    switch command {
    case "run":
        guard arguments.count == 4, let workload = WorkloadID(rawValue: arguments[1]),
              let variant = Variant(rawValue: arguments[2]), let size = Int(arguments[3]) else { usage() }
        runOnce(workload, variant, size: size)
    case "trace":
        guard arguments.count == 3, let workload = WorkloadID(rawValue: arguments[1]), let size = Int(arguments[2]) else { usage() }
        trace(workload, size: size)
    case "verify":
        if !verify() { exit(1) }
    case "memory":
        memory()
    case "flat":
        let cycles = arguments.count > 1 ? Int(arguments[1]) ?? 1_000_000 : 1_000_000
        flat(cycles: cycles)
    default:
        usage()
    }
}

MainActor.assumeIsolated { main() }
