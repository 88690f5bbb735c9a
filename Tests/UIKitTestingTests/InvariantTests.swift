import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// The lifecycle invariants: what the trace checker and the hierarchy checker reject, and
/// that real runs of the framework satisfy them.
@MainActor
@Suite(.freshRuntime) struct InvariantTests {
    private func callback(_ instance: String, _ callback: Callback) -> TraceEvent {
        let parts = instance.split(separator: "#")
        return TraceEvent(kind: .callback, className: String(parts[0]), ordinal: Int(parts[1]) ?? 0,
                          callback: callback.swiftName, selector: callback.selector)
    }

    /// The framework's state machine cannot produce these traces, so they are built by hand
    /// to show what the checker catches (a broken container or a regression in the engine).
    @Test func controllerThatAppearsTwiceWithoutDisappearingIsCaught() {
        var checker = TraceInvariants()
        let violations = checker.consume(Trace([
            callback("A#1", .viewWillAppear), callback("A#1", .viewDidAppear),
            callback("A#1", .viewWillAppear), callback("A#1", .viewDidAppear),
        ]))
        #expect(violations.map(\.rule) == ["appearance.twice"])
        #expect(violations.first?.description == "[appearance.twice] A#1: received viewWillAppear(_:) while appeared, without disappearing first.")
    }

    @Test func cancelEdgesAreLegal() {
        var checker = TraceInvariants()
        let violations = checker.consume(Trace([
            callback("A#1", .viewWillAppear), callback("A#1", .viewWillDisappear),   // cancelled appearance
            callback("A#1", .viewWillAppear), callback("A#1", .viewDidAppear),       // cancelled disappearance
            callback("A#1", .viewWillDisappear), callback("A#1", .viewDidDisappear),
        ]))
        #expect(violations.isEmpty)
        #expect(checker.unfinishedTransitions.isEmpty)
    }

    @Test func repeatedViewDidLoadAndCallbacksAfterDeinitAreCaught() {
        var checker = TraceInvariants()
        let violations = checker.consume(Trace([
            callback("A#1", .loadView), callback("A#1", .viewDidLoad), callback("A#1", .viewDidLoad),
            callback("A#1", .deinitialize), callback("A#1", .viewWillAppear),
        ]))
        #expect(violations.map(\.rule) == ["viewDidLoad.repeated", "callback.afterDeinit"])
    }

    private func edge(_ instance: String, _ edge: String, kind: TraceEvent.Kind = .note) -> TraceEvent {
        let parts = instance.split(separator: "#")
        return TraceEvent(kind: kind, className: String(parts[0]), ordinal: Int(parts[1]) ?? 0,
                          callback: edge, selector: edge, edge: edge)
    }

    /// Built by hand for the same reason: the device only takes legal edges.
    @Test func callbackToASuspendedAppAndIllegalAppEdgesAreCaught() {
        var checker = TraceInvariants()
        let violations = checker.consume(Trace([
            edge("UIApplication#1", "notRunning→inactive"), edge("UIApplication#1", "inactive→active"),
            edge("UIApplication#1", "active→inactive"), edge("UIApplication#1", "inactive→background"),
            edge("UIApplication#1", "background→suspended"),
            callback("A#1", .didReceiveMemoryWarning),
            edge("UIApplication#1", "suspended→background"),
            edge("UIApplication#1", "background→active"),
        ]))
        #expect(violations.map(\.rule) == ["app.suspended", "app.edge"])
        #expect(violations.first?.message == "received didReceiveMemoryWarning() while the app is suspended.")
        #expect(violations.last?.message == "took the illegal edge background→active.")
        #expect(checker.applicationState == .active)
    }

    @Test func callbacksAfterTheProcessEndedAreCaughtUntilItIsLaunchedAgain() {
        var checker = TraceInvariants()
        let launch = TraceEvent(kind: .action, className: "Device", ordinal: 0, callback: "open", selector: "open")
        let violations = checker.consume(Trace([
            edge("UIApplication#1", "notRunning→inactive"), edge("UIApplication#1", "inactive→background"),
            edge("UIApplication#1", "background→notRunning"),
            callback("A#1", .viewWillAppear),
            launch,
            edge("UIApplication#1", "notRunning→inactive"), callback("A#1", .viewWillAppear),
        ]))
        #expect(violations.map(\.rule) == ["app.suspended"])
        #expect(violations.first?.message == "received viewWillAppear(_:) after the app's process ended.")
    }

    @Test func unfinishedTransitionIsReportedByBothCheckers() {
        let harness = LifecycleHarness()
        let parent = UIViewController()
        harness.show(parent)
        let child = UIViewController()
        let failures = FailureReporter.collecting {
            harness.perform("begin without end") {
                parent.addChild(child)
                child.beginAppearanceTransition(true, animated: false)
            }
        }
        #expect(failures.map(\.message) == [
            "Lifecycle invariant broken during 'begin without end': [appearance.unfinished] UIViewController#2: is still appearing after the run loop settled: a viewWillAppear was never closed by its \"did\" callback or a cancel.",
        ])
        var checker = TraceInvariants()
        _ = checker.consume(harness.trace)
        #expect(checker.unfinishedTransitions == ["UIViewController#2"])
    }

    @Test func realRunsSatisfyEveryInvariant() {
        final class Child: UIViewController {}
        let harness = LifecycleHarness()
        harness.show(UIViewController())
        // The test holds no strong reference, so the root can be released at teardown.
        func parent() -> UIViewController { harness.window!.rootViewController! }
        let failures = FailureReporter.collecting {
            harness.perform("embed") {
                let parent = parent()
                let child = Child()
                parent.addChild(child)
                parent.view.addSubview(child.view)
                child.didMove(toParent: parent)
            }
            harness.perform("unembed") {
                let child = parent().children[0]
                child.willMove(toParent: nil)
                child.view.removeFromSuperview()
                child.removeFromParent()
            }
            harness.tearDownWindow()
        }
        #expect(failures.isEmpty, "\(failures)")
        var checker = TraceInvariants()
        #expect(checker.consume(harness.trace).isEmpty)
        #expect(HierarchyInvariants.check(harness.runtime).isEmpty)
    }
}
