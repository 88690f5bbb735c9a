// solver-bench: the constraint solver's workloads on a generated 1,000-view screen.
//
//     solver-bench run WORKLOAD [VIEWS]   one measured run between callgrind's client requests
//                                         (WORKLOAD: scratch | constant | chain | rotation)
//     solver-bench time [VIEWS]           wall time of every workload, repeated; one JSON line
//     solver-bench export [VIEWS]         the screen and this solver's values as JSON
//
// `Scripts/solver-instructions.sh` counts instructions under callgrind;
// `Scripts/solver-vs-kiwi.py` compares with kiwisolver on the same screen.

import Foundation
import LayoutSolver
import MeasurementShims
import SolverWorkloads

enum Workload: String, CaseIterable {
    /// A new solver: every constraint added one by one, the root's edit variables, the
    /// portrait size suggested, the values read.
    case scratch
    /// One constraint's constant changed (a gap between two siblings in the middle of the
    /// screen), re-solved, the values read. Per change.
    case constant
    /// The first row's top margin changed: every view's top moves. Per change.
    case chain
    /// Both edit variables (the root's width and height) change, portrait to landscape or
    /// back, re-solved, the values read. Per rotation.
    case rotation

    /// How many changes one measured run makes.
    var repetitions: Int {
        switch self {
        case .scratch: 1
        case .constant, .chain: 100
        case .rotation: 10
        }
    }
}

func usage() -> Never {
    print("usage: solver-bench run (\(Workload.allCases.map(\.rawValue).joined(separator: "|"))) [VIEWS]\n       solver-bench time [VIEWS]\n       solver-bench export [VIEWS]")
    exit(64)
}

/// A solved screen, ready for the incremental workloads.
func prepared(_ screen: Screen) throws -> Screen.Instance {
    let instance = screen.instantiate()
    try instance.solve()
    return instance
}

/// Runs `repetitions` units of an incremental workload on a solved instance.
func perform(_ workload: Workload, _ screen: Screen, _ instance: Screen.Instance, repetitions: Int, phase: inout Bool) throws {
    let solver = instance.solver
    switch workload {
    case .scratch:
        preconditionFailure("scratch is not incremental")
    case .constant, .chain:
        let constraint = instance.constraints[workload == .constant ? screen.localConstant : screen.chainConstant]
        for _ in 0..<repetitions {
            phase.toggle()
            try solver.setConstant(constraint.constant + (phase ? 4 : -4), for: constraint)
            solver.updateVariables()
        }
    case .rotation:
        for _ in 0..<repetitions {
            phase.toggle()
            try solver.suggestValue(instance.variables[screen.rootWidth], phase ? 667 : 375)
            try solver.suggestValue(instance.variables[screen.rootHeight], phase ? 375 : 667)
            solver.updateVariables()
        }
    }
}

func seconds(_ duration: Duration) -> Double {
    let (whole, fraction) = duration.components
    return Double(whole) + Double(fraction) / 1e18
}

/// One measured run: set-up and a warm-up outside, the workload between the client requests.
func runOnce(_ workload: Workload, views: Int) throws {
    let screen = Screen(views: views)
    let clock = ContinuousClock()
    var phase = false
    // Warm-up, uncounted: a small screen through the same code paths.
    let small = Screen(views: min(views, 100))
    let warm = try prepared(small)
    if workload != .scratch { try perform(workload, small, warm, repetitions: 2, phase: &phase) }
    phase = false

    let elapsed: Duration
    if workload == .scratch {
        let instance = screen.instantiate()
        callgrind_shim_start()
        let start = clock.now
        try instance.solve()
        elapsed = clock.now - start
        callgrind_shim_stop()
    } else {
        let instance = try prepared(screen)
        callgrind_shim_start()
        let start = clock.now
        try perform(workload, screen, instance, repetitions: workload.repetitions, phase: &phase)
        elapsed = clock.now - start
        callgrind_shim_stop()
    }
    let unit = seconds(elapsed) / Double(workload.repetitions)
    print("\(workload.rawValue) views=\(views) constraints=\(screen.specs.count) units=\(workload.repetitions) wall_per_unit_ms=\(String(format: "%.4f", unit * 1000))")
}

/// Median and minimum wall time per unit of each workload, as one JSON line.
func timeAll(views: Int) throws {
    let screen = Screen(views: views)
    let clock = ContinuousClock()
    var results: [String] = []
    func summary(_ samples: [Double]) -> String {
        let sorted = samples.sorted()
        return String(format: "{\"median_ms\": %.4f, \"min_ms\": %.4f, \"samples\": %d}", sorted[sorted.count / 2] * 1000, sorted[0] * 1000, sorted.count)
    }
    // From scratch: a new instance each sample (made outside the timing).
    _ = try prepared(screen)
    var samples: [Double] = []
    for _ in 0..<15 {
        let instance = screen.instantiate()
        let start = clock.now
        try instance.solve()
        samples.append(seconds(clock.now - start))
    }
    results.append("\"scratch\": \(summary(samples))")
    for workload in [Workload.constant, .chain, .rotation] {
        let instance = try prepared(screen)
        var phase = false
        try perform(workload, screen, instance, repetitions: 4, phase: &phase)
        samples = []
        let batch = workload == .rotation ? 5 : 50
        for _ in 0..<30 {
            let start = clock.now
            try perform(workload, screen, instance, repetitions: batch, phase: &phase)
            samples.append(seconds(clock.now - start) / Double(batch))
        }
        results.append("\"\(workload.rawValue)\": \(summary(samples))")
    }
    print("{\"views\": \(views), \"constraints\": \(screen.specs.count), " + results.joined(separator: ", ") + "}")
}

let arguments = CommandLine.arguments.dropFirst()
guard let command = arguments.first else { usage() }
do {
    switch command {
    case "run":
        guard arguments.count >= 2, let workload = Workload(rawValue: arguments[arguments.startIndex + 1]) else { usage() }
        let views = arguments.count >= 3 ? Int(arguments[arguments.startIndex + 2]) ?? 1000 : 1000
        try runOnce(workload, views: views)
    case "time":
        let views = arguments.count >= 2 ? Int(arguments[arguments.startIndex + 1]) ?? 1000 : 1000
        try timeAll(views: views)
    case "export":
        let views = arguments.count >= 2 ? Int(arguments[arguments.startIndex + 1]) ?? 1000 : 1000
        print(try Screen(views: views).json(), terminator: "")
    default:
        usage()
    }
} catch {
    print("problem: \(error)")
    exit(1)
}
