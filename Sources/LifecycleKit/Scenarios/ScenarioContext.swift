@_spi(Headless) import UIKit
import HeadlessCore

/// What a demo app sees while a scenario runs: the fresh runtime, and helpers to record
/// its steps and observations.
@MainActor
public final class ScenarioContext {
    /// The runtime the scenario runs on, fresh from `HeadlessRuntime.reset()`.
    @_spi(Headless) public let runtime: HeadlessRuntime
    private var kept: [AnyObject] = []

    init(runtime: HeadlessRuntime) {
        self.runtime = runtime
    }

    /// Records an in-app operation or device action, and runs it as the cause of the
    /// callbacks it delivers.
    public func step(_ name: String, _ arguments: String..., body: () -> Void) {
        runtime.perform(action: name, arguments: arguments, body)
    }

    /// Runs the main run loop until nothing is left to do (layout, `viewDidAppear`, timers
    /// that settle).
    public func settle() {
        runtime.runLoop.runUntilIdle()
    }

    /// Forgets what the set-up traced: the scenario's trace starts here.
    public func traceFromHere() {
        runtime.recorder?.clear()
    }

    /// Keeps objects alive until the scenario's trace is complete, so that they are not
    /// destroyed (and traced) merely because the demo's code returned.
    public func keep(_ objects: AnyObject...) {
        kept.append(contentsOf: objects)
    }

    /// Lets go of the kept objects; the runner calls it once recording has stopped.
    func releaseKept() {
        kept.removeAll()
    }
}

/// Lines the demo apps add to the trace themselves, as the seeds' demos log with `NSLog`.
@MainActor
enum DemoLog {
    /// Records a line for a call the framework does not deliver, such as a convenience
    /// `init()` that the demo overrides (VC-3, V-1).
    static func call(_ object: UIResponder, _ swiftName: String, selector: String) {
        let runtime = HeadlessRuntime.current
        guard let recorder = runtime.recorder else { return }
        let ordinal = Int(object.traceName.split(separator: "#").last ?? "") ?? 0
        recorder.record(TraceEvent(time: runtime.runLoop.now, turn: runtime.runLoop.turn, depth: 0,
                                   kind: .callback, className: object.traceClassName, ordinal: ordinal,
                                   callback: swiftName, selector: selector, cause: "logged by the demo"))
    }

    /// Records an observation, such as the value of `view.superview` inside a callback.
    static func observe(_ text: String) {
        HeadlessRuntime.current.note(text)
    }
}
