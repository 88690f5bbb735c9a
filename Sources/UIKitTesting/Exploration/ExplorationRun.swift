@_spi(Headless) import UIKit
import HeadlessCore

/// One sequence of moves run in a fresh process, checked after every move.
@MainActor
final class ExplorationRun {
    /// What a run found.
    struct Outcome {
        /// The broken rules, each as `[rule] subject: message`, of the first move that broke any.
        var violations: [String] = []
        /// The index of that move, or `moves.count` for the final teardown.
        var failingStep: Int?
        /// What each move did.
        var transcript: [String] = []
        /// The trace of the run.
        var trace = Trace([])

        var failed: Bool { !violations.isEmpty }
        /// The rule names, for telling one failure from another while shrinking.
        var rules: Set<String> {
            Set(violations.map { String($0.dropFirst().prefix { $0 != "]" }) })
        }
    }

    private var runtime: HeadlessRuntime
    private let recorder: TraceRecorder
    private let tracker: LeakTracker
    private let app: ExplorationApp
    private let faultCodes: [String]
    private var invariants = TraceInvariants()
    private var checkedEvents = 0
    private var checkedDiagnostics = 0
    private var checkedAttachments = 0
    private var checkedNotes = 0
    /// Whether a passing run also makes its trace (``Exploration/replay(shape:moves:configuration:)``
    /// shows it); a failing run always does. A passing sequence of a long exploration has no
    /// reader for its trace.
    private let keepsTrace: Bool

    init(configuration: ExplorationConfiguration, keepsTrace: Bool = false) {
        self.keepsTrace = keepsTrace
        runtime = HeadlessRuntime.reset()
        recorder = runtime.attach()
        runtime.checksViewAttachment = true
        tracker = LeakTracker(runtime: runtime)
        app = ExplorationApp(makeScreen: configuration.makeScreen)
        faultCodes = configuration.faultDiagnostics
        FidelityInvariants.reset()
    }

    /// Runs the moves on an app of the given shape, stopping at the first violation.
    func run(shape: UInt32, moves: [ExplorationMove]) -> Outcome {
        var outcome = Outcome()
        outcome.transcript.append(app.launch(shape: shape))
        followProcess()
        runtime.runLoop.runUntilIdle()
        var found = check(settled: true)
        if !found.isEmpty {
            outcome.violations = found
            outcome.failingStep = -1
            outcome.trace = Trace(recorder.events)
            return outcome
        }
        for (index, move) in moves.enumerated() {
            let done = move.kind == .device
                ? app.apply(move)
                : runtime.perform(action: "explore \(move.kind.rawValue)") { app.apply(move) }
            outcome.transcript.append(done ?? "(\(move.kind.rawValue): nothing to act on)")
            followProcess()
            if move.settles && app.canRunAppCode { runtime.runLoop.runUntilIdle() }
            found = check(settled: move.settles)
            if !found.isEmpty {
                outcome.violations = found
                outcome.failingStep = index
                outcome.trace = Trace(recorder.events)
                return outcome
            }
        }
        if app.canRunAppCode { runtime.runLoop.runUntilIdle() }
        found = check(settled: true)
        if app.canRunAppCode { found += FidelityInvariants.unfinishedAnimations() }
        if found.isEmpty, app.tearDown() {
            outcome.transcript.append("tear down the window")
            runtime.runLoop.runUntilIdle()
            found = check(settled: true)
            let alive = runtime.allViewControllers.map(\.traceName)
            if !alive.isEmpty {
                found.append("[teardown.alive] \(alive.joined(separator: ", ")): still alive after the window was torn down and the run loop settled.")
            }
        }
        if !found.isEmpty {
            outcome.violations = found
            outcome.failingStep = moves.count
        }
        if keepsTrace || outcome.failed { outcome.trace = Trace(recorder.events) }
        return outcome
    }

    /// Follows the app to the process it runs in now; a process that ended frees nothing.
    private func followProcess() {
        if app.runtime !== runtime {
            runtime = app.runtime
            runtime.checksViewAttachment = true
            tracker.follow(runtime)
            FidelityInvariants.forgetAnimations()
            checkedDiagnostics = 0
            checkedAttachments = 0
        }
        if app.device?.hasProcessEnded == true {
            tracker.forgetPending()
            FidelityInvariants.forgetAnimations()
        }
    }

    /// The rules broken since the last check; the settled-state rules only when settled.
    private func check(settled: Bool) -> [String] {
        var found: [String] = []
        let diagnostics = runtime.diagnostics.all
        for diagnostic in diagnostics[checkedDiagnostics...] where faultCodes.contains(where: { diagnostic.code.rawValue.hasPrefix($0) }) {
            found.append("[diagnostic] \(diagnostic.subject ?? "runtime"): \(diagnostic)")
        }
        checkedDiagnostics = diagnostics.count
        if checkedEvents > recorder.count { checkedEvents = 0 }
        let events = recorder.events(after: checkedEvents)
        for event in events {
            found += invariants.consume(event).map(\.description)
        }
        found += FidelityInvariants.sizeTransitions(events[...], runtime: runtime)
        checkedEvents = recorder.count
        found += FidelityInvariants.attachment(runtime, since: checkedAttachments)
        found += FidelityInvariants.noted[checkedNotes...]
        checkedNotes = FidelityInvariants.noted.count
        checkedAttachments = runtime.attachmentViolations.count
        guard settled, app.device?.hasProcessEnded != true else { return found }
        found += HierarchyInvariants.check(runtime).map(\.description)
        for leak in tracker.check() {
            found.append("[leak] \(leak.name): still alive after it left (\(leak.how)); \(leak.reason)")
        }
        return found
    }
}
