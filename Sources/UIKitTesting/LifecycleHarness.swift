@_spi(Headless) import UIKit
import HeadlessCore

/// A fresh simulated process for one test: its runtime and trace, a window to show view
/// controllers in, and the checks that run after every step.
///
/// ```swift
/// @Test func detailIsReleasedWhenRemoved() {
///     let harness = LifecycleHarness()
///     let list = ListViewController()
///     harness.show(list)
///     harness.perform("open detail") { list.showDetail() }
///     let trace = harness.perform("close detail") { list.closeDetail() }
///     trace.filtered(.classes(DetailViewController.self)).expect([...])
/// }
/// ```
///
/// A step (``show(_:fileID:filePath:line:column:)``, ``perform(_:fileID:filePath:line:column:_:)``,
/// ``runUntilIdle(fileID:filePath:line:column:)``, ``advance(by:fileID:filePath:line:column:)``) runs its
/// body, runs the main run loop until idle, then checks what happened in it:
/// - contracts: every diagnostic the framework reported (a missing or wrong `super` call,
///   unbalanced appearance transitions, hierarchy inconsistencies, a run loop that never
///   idles…) fails the test, unless allowed with ``allowDiagnostics(_:)`` or expected with
///   ``expectDiagnostics(_:label:fileID:filePath:line:column:_:)``;
/// - invariants: the step's trace against ``TraceInvariants`` (a controller that appears
///   twice without disappearing…) and the live objects against ``HierarchyInvariants``;
/// - leaks: every view controller and view that left the screen in the step must be gone,
///   or the failure names it, how it left and what holds it (the engine's `LeakTracker`).
///
/// The same failures reach Swift Testing (`Issue.record`) and XCTest (`XCTFail`).
///
/// The harness owns its process: a fresh `HeadlessRuntime` of its own, current during each of
/// its calls and, for its lifetime, in the task that made it (test code after an `await` still
/// makes objects in it). Two harnesses can live in one test, each with its own app, trace,
/// clock and windows; tests that interleave on the main actor need no trait to stay apart.
@MainActor
public final class LifecycleHarness {
    /// Which checks run after each step.
    public struct Checks: OptionSet, Sendable, Hashable {
        /// The bits of the set.
        public let rawValue: Int
        /// Creates a set of checks.
        public init(rawValue: Int) { self.rawValue = rawValue }
        /// Departed view controllers and views must be released.
        public static let leaks = Checks(rawValue: 1 << 0)
        /// Framework diagnostics fail the test.
        public static let contracts = Checks(rawValue: 1 << 1)
        /// Trace and hierarchy invariants hold.
        public static let invariants = Checks(rawValue: 1 << 2)
        /// Every check.
        public static let all: Checks = [.leaks, .contracts, .invariants]
    }

    /// The simulated process; ``HeadlessRuntime/current`` during the harness's calls and in
    /// the task that made it. After the app's process ends and the device starts a new one,
    /// the new one.
    @_spi(Headless) public private(set) var runtime: HeadlessRuntime
    /// The harness's binding of ``runtime`` to the task that made it.
    private var taskBinding: HeadlessRuntime.Binding?
    /// The simulated device, once ``launch(_:infoPlist:fileID:filePath:line:column:)`` launched an app.
    @_spi(Headless) public internal(set) var device: SimulatedDevice?
    /// The trace of everything the harness ran.
    public let recorder: TraceRecorder
    /// The leak tracker behind the leak checks; register roots and allowances on it.
    @_spi(Headless) public let leakTracker: LeakTracker
    /// The checks run after each step.
    public var checks: Checks
    /// The window ``show(_:fileID:filePath:line:column:)`` created, if any.
    public private(set) var window: UIWindow?

    let presentationTracker: PresentationTracker
    /// The trace position where the last step began.
    var lastStepStart = 0
    private var invariants = TraceInvariants()
    private var checkedEvents = 0
    private var checkedDiagnostics = 0
    private var allowedDiagnosticPrefixes: [String] = []
    /// Every failure the harness raised, in order (they are also recorded in the test).
    public private(set) var failures: [TestFailure] = []
    /// Whether a failure already attached the wireframe and trace (LifecycleHarness+Attachments.swift).
    var attachedFailureEvidence = false

    /// Starts a process of its own with a recorder attached, current in the calling task from
    /// now on: in a `.freshRuntime` test, the first harness takes the test's fresh process
    /// (with what the test made before it); otherwise, and for a second harness, a new one.
    public init(checks: Checks = .all, profile: LifecycleProfile = LifecycleProfile()) {
        runtime = HeadlessRuntime.adoptBoundRuntime() ?? HeadlessRuntime()
        runtime.profile = profile
        let presentations = PresentationTracker(runtime: runtime)
        presentationTracker = presentations
        recorder = runtime.attach(TraceRecorder { presentations.observe($0) })
        leakTracker = LeakTracker(runtime: runtime)
        self.checks = checks
        // What the test reported before the harness existed is not a step's to check.
        checkedDiagnostics = runtime.diagnostics.all.count
        observeDepartures(of: runtime)
        taskBinding = HeadlessRuntime.bind(runtime, toCurrentTaskFor: self)
    }

    isolated deinit {
        // The binding ends with the harness. The process stays as it is: objects the test
        // still holds may use it (a test can drop the harness and keep its controllers). In a
        // `.freshRuntime` test it is retired when the test ends.
        if let taskBinding { HeadlessRuntime.unbind(taskBinding) }
    }

    /// Runs `body` with the harness's process current: objects made inside belong to it.
    public func run<T>(_ body: () throws -> T) rethrows -> T {
        try HeadlessRuntime.withCurrent(runtime, body)
    }

    /// Starts a fresh process on the screen of a device model: `iphone-se` (the default
    /// 375×667 screen), `iphone-15`, `iphone-15-pro-max` or `ipad`. An unknown name stops
    /// with a message naming the models.
    public convenience init(device: String, checks: Checks = .all, profile: LifecycleProfile = LifecycleProfile()) {
        self.init(checks: checks, profile: profile)
        guard let model = DeviceModel(identifier: device) else {
            preconditionFailure("LifecycleHarness(device: \"\(device)\"): unknown device; the devices are \(DeviceModel.all.map(\.identifier).joined(separator: ", "))")
        }
        runtime.screen.use(model)
    }

    /// The view hierarchy of the harness's window (or of the key window of a launched app)
    /// with frames and, under each view, the constraints that placed it.
    public func layoutDescription(constraints: Bool = true) -> String {
        let shown = window ?? runtime.allWindows.first(where: \.isKeyWindow) ?? runtime.allWindows.first
        return shown?.layoutDescription(constraints: constraints) ?? "(no window)"
    }

    /// What the harness's window (or the key window of a launched app) shows now, as boxes in
    /// screen coordinates with their text; `wireframe().svg()` draws it, `lines` lists it.
    public func wireframe() -> Wireframe {
        let shown = window ?? runtime.allWindows.first(where: \.isKeyWindow) ?? runtime.allWindows.first
        return shown?.wireframe() ?? Wireframe(size: runtime.screen.bounds.size, elements: [])
    }

    private func observeDepartures(of runtime: HeadlessRuntime) {
        let previous = runtime.onDeparture
        let recorder = self.recorder
        let presentations = presentationTracker
        runtime.onDeparture = { departure in
            previous?(departure)
            presentations.departed(departure, sequence: recorder.count)
        }
    }

    /// Follows the device to the process it runs now; a process that ended frees nothing, so
    /// its departures are forgotten.
    func followProcess() {
        guard let device else { return }
        if device.runtime !== runtime {
            runtime = device.runtime
            taskBinding?.runtime = runtime
            presentationTracker.runtime = runtime
            leakTracker.follow(runtime)
            observeDepartures(of: runtime)
            checkedDiagnostics = 0
        }
        if device.hasProcessEnded { leakTracker.forgetPending() }
    }

    // MARK: Steps

    /// Shows a view controller as the root of a new key window, runs until idle and checks
    /// the step. Replaces the window of an earlier call.
    @discardableResult
    public func show(_ rootViewController: UIViewController,
                     fileID: String = #fileID, filePath: StaticString = #filePath,
                     line: UInt = #line, column: UInt = #column) -> UIWindow {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        var shown: UIWindow?
        step("show \(rootViewController.traceClassName)", site: site) {
            let window = UIWindow(frame: runtime.screen.bounds)
            window.rootViewController = rootViewController
            window.makeKeyAndVisible()
            if let old = self.window, old !== window { tearDown(old) }
            self.window = window
            shown = window
        }
        return shown ?? UIWindow(frame: .zero)
    }

    /// Runs `body` (an in-app operation), runs the run loop until idle, checks the step and
    /// returns its trace.
    ///
    /// - Parameters:
    ///   - label: recorded in the trace as an action (`== label`) and named in failures.
    ///   - fileID: the call site's file, for the failure; leave the default.
    ///   - filePath: the call site's path, for the failure; leave the default.
    ///   - line: the call site's line, for the failure; leave the default.
    ///   - column: the call site's column, for the failure; leave the default.
    ///   - body: the operation, run on the main actor inside the step.
    @discardableResult
    public func perform(_ label: String? = nil,
                        fileID: String = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column,
                        _ body: () throws -> Void) rethrows -> Trace {
        try step(label, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column), body)
    }

    /// Runs the run loop until idle and checks what happened.
    @discardableResult
    public func runUntilIdle(fileID: String = #fileID, filePath: StaticString = #filePath,
                             line: UInt = #line, column: UInt = #column) -> Trace {
        step(nil, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) {}
    }

    /// Advances virtual time, running what falls due, and checks what happened.
    @discardableResult
    public func advance(by seconds: TimeInterval,
                        fileID: String = #fileID, filePath: StaticString = #filePath,
                        line: UInt = #line, column: UInt = #column) -> Trace {
        step("wait \(seconds)", site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            runtime.runLoop.advance(by: seconds)
        }
    }

    /// Runs a step in which the framework must report diagnostics with these codes (or code
    /// prefixes); they do not fail the test, their absence does.
    @discardableResult
    public func expectDiagnostics(_ codes: String..., label: String? = nil,
                                  fileID: String = #fileID, filePath: StaticString = #filePath,
                                  line: UInt = #line, column: UInt = #column,
                                  _ body: () throws -> Void) rethrows -> Trace {
        try step(label, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column),
                 expecting: codes, body)
    }

    /// Removes the harness's window from the screen: its root view controller leaves
    /// (`window teardown`) and must be released like any other.
    public func tearDownWindow(fileID: String = #fileID, filePath: StaticString = #filePath,
                               line: UInt = #line, column: UInt = #column) {
        step("tear down window", site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)) {
            if let window { tearDown(window) }
            window = nil
        }
    }

    // MARK: Reading the trace

    /// Everything recorded so far.
    ///
    /// The recorder keeps every event in a compact form (class name, ordinal, callback,
    /// arguments' text, and an index into a table of causes) and makes `TraceEvent` values
    /// when they are read, so a long test reads its old events here or through
    /// ``trace(since:)``; each read makes them anew, so keep the ``Trace`` it returns rather
    /// than reading it again in a loop.
    public var trace: Trace { Trace(recorder.events) }

    /// A position in the trace, for ``trace(since:)``: the number of events recorded so far.
    public func mark() -> Int { recorder.count }

    /// What was recorded after a ``mark()``; only those events are made.
    public func trace(since mark: Int) -> Trace {
        Trace(recorder.events(after: mark))
    }

    // MARK: Allowances

    /// Lets diagnostics whose code starts with one of these prefixes pass for the rest of
    /// the test.
    public func allowDiagnostics(_ codePrefixes: String...) {
        allowedDiagnosticPrefixes += codePrefixes
    }

    /// Lets an object outlive its screen (a controller kept for reuse).
    public func allowLeak(_ object: AnyObject) { leakTracker.allow(object) }

    /// Lets every instance of a class outlive its screen.
    public func allowLeaks(of type: AnyObject.Type) { leakTracker.allow(type) }

    /// Adds an object (a singleton, a service) whose stored properties leak reports search
    /// for retain paths. Held weakly.
    public func addRoot(_ object: AnyObject, named name: String? = nil) {
        leakTracker.addRoot(object, named: name)
    }

    // MARK: Checks

    /// Fails the test if work is left on the run loop: queued blocks, or timers that never
    /// fire while the clock stands still (as a background-task expiry does).
    @discardableResult
    public func expectRunLoopSettled(fileID: String = #fileID, filePath: StaticString = #filePath,
                                     line: UInt = #line, column: UInt = #column) -> Bool {
        let site = SourceSite(fileID: fileID, filePath: filePath, line: line, column: column)
        let loop = runtime.runLoop
        guard loop.hasWorkNow || loop.scheduledCount > 0 else { return true }
        var parts: [String] = []
        if loop.hasWorkNow { parts.append("blocks are queued for the next turn") }
        if loop.scheduledCount > 0 {
            let next = loop.nextTimerTime.map { String(format: "%.3f", $0) } ?? "?"
            parts.append("\(loop.scheduledCount) timer\(loop.scheduledCount == 1 ? " is" : "s are") still scheduled (the next at t=\(next)s, now t=\(String(format: "%.3f", loop.now))s)")
        }
        fail(.runLoop, "Work is left on the run loop: \(parts.joined(separator: "; ")). Cancel timers and finish background tasks when the work is done.", at: site)
        return false
    }

    /// Runs the checks now on everything not yet checked, without running the run loop.
    public func verify(fileID: String = #fileID, filePath: StaticString = #filePath,
                       line: UInt = #line, column: UInt = #column) {
        verifyStep(nil, site: SourceSite(fileID: fileID, filePath: filePath, line: line, column: column), expecting: [])
    }

    // MARK: Internals

    @discardableResult
    func step(_ label: String?, site: SourceSite, expecting codes: [String] = [],
              _ body: () throws -> Void) rethrows -> Trace {
        // The whole step runs with the harness's process current: what the body and the run
        // loop make belongs to it, whatever other harness or test exists.
        try HeadlessRuntime.withCurrent(runtime) {
            let start = recorder.count
            lastStepStart = start
            leakTracker.currentStep = label
            defer { leakTracker.currentStep = nil }
            if let label {
                try runtime.perform(action: label, body)
            } else {
                try body()
            }
            followProcess()
            if device?.hasProcessEnded != true { runtime.runLoop.runUntilIdle() }
            verifyStep(label, site: site, expecting: codes)
            return Trace(recorder.events(after: start))
        }
    }

    func verifyStep(_ label: String?, site: SourceSite, expecting codes: [String]) {
        let during = label.map { " during '\($0)'" } ?? ""
        let diagnostics = runtime.diagnostics.all
        if checkedDiagnostics > diagnostics.count { checkedDiagnostics = 0 }
        let fresh = diagnostics[checkedDiagnostics...]
        checkedDiagnostics = diagnostics.count
        for code in codes where !fresh.contains(where: { $0.code.rawValue.hasPrefix(code) }) {
            fail(.contract, "Expected a diagnostic '\(code)'\(during), but none was reported\(fresh.isEmpty ? "" : " (reported: \(fresh.map(\.code.rawValue).joined(separator: ", ")))").", at: site)
        }
        if checks.contains(.contracts) {
            for diagnostic in fresh where !isAllowed(diagnostic.code, expecting: codes) {
                fail(.contract, "Contract violation\(during): \(diagnostic)", at: site)
            }
        }

        if checkedEvents > recorder.count { checkedEvents = 0 }
        let newEvents = recorder.events(after: checkedEvents)
        checkedEvents = recorder.count
        if checks.contains(.invariants) {
            var violations = newEvents.flatMap { invariants.consume($0) }
            violations += HierarchyInvariants.check(runtime)
            for violation in violations {
                fail(.invariant, "Lifecycle invariant broken\(during): \(violation)", at: site)
            }
        } else {
            for event in newEvents { _ = invariants.consume(event) }
        }

        if checks.contains(.leaks) {
            for leak in leakTracker.check() {
                fail(.leak, leak.description, at: site)
            }
        } else {
            leakTracker.forgetPending()
        }
    }

    private func isAllowed(_ code: DiagnosticCode, expecting codes: [String]) -> Bool {
        (allowedDiagnosticPrefixes + codes).contains { code.rawValue.hasPrefix($0) }
    }

    func fail(_ category: TestFailure.Category, _ message: String, at site: SourceSite) {
        let failure = TestFailure(category, message, at: site)
        failures.append(failure)
        FailureReporter.record(failure)
        attachFailureEvidence(at: site)
    }

    private func tearDown(_ window: UIWindow) {
        if let root = window.rootViewController { runtime.noteDeparture(root, how: .windowTeardown) }
        window.rootViewController = nil
        window.isHidden = true
        runtime.noteDeparture(window, how: .windowTeardown)
    }
}
