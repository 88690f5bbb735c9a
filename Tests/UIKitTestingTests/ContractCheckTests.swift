import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting

/// Contract checks: the framework's misuse diagnostics fail the step that caused them;
/// correct overrides pass.
@MainActor
@Suite(.freshRuntime) struct ContractCheckTests {
    /// Calls the wrong super method from viewDidDisappear.
    final class WrongSuperViewController: UIViewController {
        override func viewDidDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
        }
    }

    /// Forgets super.viewWillAppear.
    final class MissingSuperViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) {}
    }

    /// Calls super everywhere.
    final class CorrectViewController: UIViewController {
        override func viewWillAppear(_ animated: Bool) { super.viewWillAppear(animated) }
        override func viewDidAppear(_ animated: Bool) { super.viewDidAppear(animated) }
        override func viewWillDisappear(_ animated: Bool) { super.viewWillDisappear(animated) }
        override func viewDidDisappear(_ animated: Bool) { super.viewDidDisappear(animated) }
    }

    @Test func viewDidDisappearCallingSuperViewWillDisappearFails() {
        let harness = LifecycleHarness()
        harness.show(WrongSuperViewController())
        let failures = FailureReporter.collecting {
            harness.perform("replace root") { harness.window?.rootViewController = CorrectViewController() }
        }
        #expect(failures.map(\.category) == [.contract])
        #expect(failures.first?.message == "Contract violation during 'replace root': warning: [viewController.super.wrong] WrongSuperViewController.viewDidDisappear(_:) called super.viewWillDisappear(_:); call super.viewDidDisappear(_:) instead.")
    }

    @Test func missingSuperViewWillAppearFails() {
        let harness = LifecycleHarness()
        let failures = FailureReporter.collecting {
            harness.show(MissingSuperViewController())
        }
        #expect(failures.map(\.category) == [.contract])
        #expect(failures.first?.message.contains("[viewController.super.missing] MissingSuperViewController.viewWillAppear(_:) did not call super.viewWillAppear(_:)") == true)
        #expect(failures.first?.message.contains("during 'show MissingSuperViewController'") == true)
    }

    @Test func correctOverridesPassThroughAppearAndDisappear() {
        let harness = LifecycleHarness()
        let failures = FailureReporter.collecting {
            harness.show(CorrectViewController())
            harness.perform("replace root") { harness.window?.rootViewController = CorrectViewController() }
            harness.tearDownWindow()
        }
        #expect(failures.isEmpty, "\(failures)")
        #expect(harness.trace.callbacks(of: "CorrectViewController#1").contains("deinit"))
    }

    @Test func unbalancedManualTransitionFails() {
        let harness = LifecycleHarness()
        let parent = CorrectViewController()
        harness.show(parent)
        let failures = FailureReporter.collecting {
            harness.perform("double begin") {
                let child = CorrectViewController()
                parent.addChild(child)
                child.beginAppearanceTransition(true, animated: false)
                child.beginAppearanceTransition(true, animated: false)
                child.endAppearanceTransition()
                child.removeFromParent()
            }
        }
        #expect(failures.contains { $0.message.contains("[viewController.appearance.unbalanced]") })
    }

    @Test func expectedDiagnosticsPassAndTheirAbsenceFails() {
        let harness = LifecycleHarness()
        let view = UIView()
        harness.expectDiagnostics("view.hierarchy.self") { view.addSubview(view) }
        let failures = FailureReporter.collecting {
            harness.expectDiagnostics("view.hierarchy.cycle") { view.addSubview(UIView()) }
        }
        #expect(failures.map(\.message) == ["Expected a diagnostic 'view.hierarchy.cycle', but none was reported."])
    }

    @Test func allowedDiagnosticsPass() {
        let harness = LifecycleHarness()
        harness.allowDiagnostics("viewController.super")
        harness.show(MissingSuperViewController())
        #expect(harness.failures.isEmpty)
    }

    @Test func workLeftOnTheRunLoopFails() {
        let harness = LifecycleHarness()
        harness.show(CorrectViewController())
        harness.runtime.runLoop.schedule(after: 30, settles: false) {}
        let failures = FailureReporter.collecting { harness.expectRunLoopSettled() }
        #expect(failures.first?.message.contains("1 timer is still scheduled (the next at t=30.000s, now t=0.000s)") == true)
        harness.advance(by: 30)
        #expect(harness.expectRunLoopSettled())
    }

    @Test func runLoopThatNeverIdlesFails() {
        let harness = LifecycleHarness()
        func again() { harness.runtime.runLoop.perform { again() } }
        let failures = FailureReporter.collecting {
            harness.perform("spin") { again() }
        }
        #expect(failures.contains { $0.message.contains("[runloop.neverIdle]") })
    }
}
