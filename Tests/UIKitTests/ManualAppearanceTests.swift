import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Containers that forward appearance by hand, the state machine's cancel edges, and the
/// "Unbalanced calls" diagnostic (References §7.2–7.4).
@MainActor
@Suite(.freshRuntime) struct ManualAppearanceTests {
    final class Panel: UIViewController {}

    final class ManualContainer: UIViewController {
        let panel = Panel()

        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }

        override func viewDidLoad() {
            super.viewDidLoad()
            addChild(panel)
            view.addSubview(panel.view)
            panel.didMove(toParent: self)
        }

        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            panel.beginAppearanceTransition(true, animated: animated)
        }

        override func viewDidAppear(_ animated: Bool) {
            super.viewDidAppear(animated)
            panel.endAppearanceTransition()
        }

        override func viewWillDisappear(_ animated: Bool) {
            super.viewWillDisappear(animated)
            panel.beginAppearanceTransition(false, animated: animated)
        }

        override func viewDidDisappear(_ animated: Bool) {
            super.viewDidDisappear(animated)
            panel.endAppearanceTransition()
        }
    }

    /// A container that forwards nothing, whatever happens to its child's view.
    final class SilentContainer: UIViewController {
        override var shouldAutomaticallyForwardAppearanceMethods: Bool { false }
    }

    func appearance(_ recorder: TraceRecorder) -> [String] {
        recorder.callbacks.filter { $0.edge != nil }.map { "\($0.instance).\($0.callback) \($0.edge!)" }
    }

    /// A fresh process whose controllers are driven by hand outside any window, as the state
    /// machine tests below do: the iOS 13+ rule that such an appearance stops at
    /// `viewWillAppear` (References §15.5, tested in FidelityTests) is switched off.
    static func offWindowRuntime() -> HeadlessRuntime {
        let runtime = HeadlessRuntime.reset()
        runtime.profile.appearanceTransitionNeedsWindow = false
        return runtime
    }

    @Test func manualContainerForwardsThroughBeginAndEnd() {
        let runtime = HeadlessRuntime.current
        let (recorder, _, window) = showTraced(ManualContainer())

        #expect(appearance(recorder) == [
            "ManualContainer#1.viewWillAppear(_:) disappeared→appearing",
            "Panel#1.viewWillAppear(_:) disappeared→appearing",
            "ManualContainer#1.viewIsAppearing(_:) appearing",
            "Panel#1.viewIsAppearing(_:) appearing",
            "ManualContainer#1.viewDidAppear(_:) appearing→appeared",
            "Panel#1.viewDidAppear(_:) appearing→appeared",
        ])
        #expect(recorder.callbacks.first { $0.instance == "Panel#1" && $0.callback == "viewWillAppear(_:)" }?.cause
            == "beginAppearanceTransition(true, animated: false)")

        recorder.clear()
        window.rootViewController = nil
        #expect(appearance(recorder) == [
            "ManualContainer#1.viewWillDisappear(_:) appeared→disappearing",
            "Panel#1.viewWillDisappear(_:) appeared→disappearing",
            "ManualContainer#1.viewDidDisappear(_:) disappearing→disappeared",
            "Panel#1.viewDidDisappear(_:) disappearing→disappeared",
        ])
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func containerThatForwardsNothingLeavesItsChildAlone() {
        let runtime = HeadlessRuntime.current
        let (recorder, container, window) = showTraced(SilentContainer())

        let panel = Panel()
        container.addChild(panel)
        container.view.addSubview(panel.view)
        panel.didMove(toParent: container)
        runtime.runLoop.runUntilIdle()
        panel.willMove(toParent: nil)
        panel.view.removeFromSuperview()
        panel.removeFromParent()

        #expect(!recorder.callbacks.contains { $0.className == "Panel" && $0.edge != nil })
        #expect(panel.appearanceState == .disappeared)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }

    @Test func anAppearanceLoadsTheViewFirst() {
        let runtime = Self.offWindowRuntime()
        let recorder = runtime.attach()
        let panel = Panel()
        panel.beginAppearanceTransition(true, animated: false)
        panel.endAppearanceTransition()
        #expect(recorder.callbackNames(of: "Panel#1") == [
            "init(nibName:bundle:)", "loadView()", "viewDidLoad()", "viewWillAppear(_:)",
            "viewIsAppearing(_:)", "viewDidAppear(_:)",
        ])
    }

    @Test func cancellingADisappearanceTakesTheCancelEdge() {
        let runtime = Self.offWindowRuntime()
        let panel = Panel()
        panel.beginAppearanceTransition(true, animated: true)
        panel.endAppearanceTransition()
        let recorder = runtime.attach()

        panel.beginAppearanceTransition(false, animated: true)
        panel.beginAppearanceTransition(true, animated: true)
        panel.endAppearanceTransition()

        #expect(appearance(recorder) == [
            "Panel#1.viewWillDisappear(_:) appeared→disappearing",
            "Panel#1.viewWillAppear(_:) disappearing→appearing",
            "Panel#1.viewIsAppearing(_:) appearing",
            "Panel#1.viewDidAppear(_:) appearing→appeared",
        ])
        #expect(recorder.lines(.swift).first == "Panel.viewWillDisappear(true)")
        #expect(panel.appearanceState == .appeared)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func cancellingAnAppearanceTakesTheCancelEdge() {
        let runtime = Self.offWindowRuntime()
        let recorder = runtime.attach()
        let panel = Panel()
        panel.beginAppearanceTransition(true, animated: false)
        panel.beginAppearanceTransition(false, animated: false)
        panel.endAppearanceTransition()

        #expect(appearance(recorder) == [
            "Panel#1.viewWillAppear(_:) disappeared→appearing",
            "Panel#1.viewWillDisappear(_:) appearing→disappearing",
            "Panel#1.viewDidDisappear(_:) disappearing→disappeared",
        ])
        #expect(panel.appearanceState == .disappeared)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func unbalancedCallsAreReportedAndChangeNothing() {
        let runtime = Self.offWindowRuntime()
        let recorder = runtime.attach()
        let panel = Panel()

        panel.endAppearanceTransition()
        #expect(panel.appearanceState == .disappeared)
        panel.beginAppearanceTransition(false, animated: false)
        #expect(panel.appearanceState == .disappeared)
        panel.beginAppearanceTransition(true, animated: false)
        panel.beginAppearanceTransition(true, animated: false)
        #expect(panel.appearanceState == .appearing)
        panel.endAppearanceTransition()
        panel.endAppearanceTransition()
        #expect(panel.appearanceState == .appeared)

        let diagnostics = runtime.diagnostics.all
        #expect(diagnostics.map(\.code) == Array(repeating: "viewController.appearance.unbalanced", count: 4))
        #expect(diagnostics.allSatisfy { $0.message.hasPrefix("Unbalanced calls to begin/end appearance transitions for Panel#1") })
        #expect(diagnostics.first?.message.contains("Pair each beginAppearanceTransition(_:animated:) with one endAppearanceTransition()") == true)
        #expect(diagnostics.map(\.severity) == Array(repeating: .warning, count: 4))
        #expect(appearance(recorder).map { $0.components(separatedBy: " ").last! } == [
            "disappeared→appearing", "appearing", "appearing→appeared",
        ])
    }
}
