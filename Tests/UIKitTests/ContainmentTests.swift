import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
import _UIKitTestSupport

/// Child view controllers (References §7; VC-16): the containment calls, appearance
/// forwarded to children, and the hierarchy checks.
@MainActor
@Suite(.freshRuntime) struct ContainmentTests {
    final class ChildContent: UIView {}

    /// A child that notes its moving flags as it appears and disappears.
    final class Child: ProbeViewController {
        override func makeContent() -> UIView? { ChildContent() }
        override func note(_ callback: NotedCallback) -> String? { movingNote(callback) }
    }

    /// A container that embeds a child in `viewDidLoad`, as iOS code does.
    final class Parent: EmbeddingViewController {
        var embedsInViewDidLoad = false
        lazy var child = Child()

        override func viewDidLoad() {
            super.viewDidLoad()
            if embedsInViewDidLoad { embed(child) }
        }

    }

    let classes: Set<String> = ["Parent", "Child", "ChildContent"]
    let noise: Set<String> = ["init(frame:)", "init(nibName:bundle:)", "draw(_:)"]
    /// The parent's layout pass in which an appearing child's view reaches the status bar, is
    /// appearing and is laid out.
    let layoutWithAnAppearingChild = [
        "Parent.viewWillLayoutSubviews()",
        "Parent.viewDidLayoutSubviews()",
        "Child.viewSafeAreaInsetsDidChange()",
        "Child.viewLayoutMarginsDidChange()",
        "Child.viewIsAppearing(false)",
        "Child.viewWillLayoutSubviews()",
        "Child.viewDidLayoutSubviews()",
    ]

    @Test func addChildCallsWillMoveAndTheContainerCallsDidMove() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let parent = Parent()
        let child = parent.child
        _ = parent.view
        recorder.clear()

        parent.addChild(child)
        #expect(parent.children.map(\.traceName) == ["Child#1"])
        #expect(child.parent === parent)
        parent.view.addSubview(child.view)
        child.didMove(toParent: parent)

        #expect(recorder.swiftLines(of: ["Child"], skipping: noise) == [
            "Child.willMove(toParent: Parent#1)",
            "Child.loadView()",
            "Child.viewDidLoad()",
            "Child.didMove(toParent: Parent#1)",
        ])
        #expect(recorder.callbacks.first { $0.callback == "didMove(toParent:)" }?.cause == "called by the app")
        #expect(recorder.callbacks.first { $0.callback == "willMove(toParent:)" }?.cause == nil)

        recorder.clear()
        parent.unembed(child)
        #expect(recorder.swiftLines(of: ["Child"], skipping: noise) == [
            "Child.willMove(toParent: nil)",
            "Child.didMove(toParent: nil)",
        ])
        #expect(parent.children.isEmpty)
        #expect(child.parent == nil)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func childEmbeddedInViewDidLoadAppearsWithItsParentParentFirst() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let parent = Parent()
        parent.embedsInViewDidLoad = true
        let window = showInWindow(parent)

        #expect(recorder.swiftLines(of: ["Parent", "Child"], skipping: noise) == [
            "Parent.loadView()",
            "Parent.viewDidLoad()",
            "Child.willMove(toParent: Parent#1)",
            "Child.loadView()",
            "Child.viewDidLoad()",
            "Child.didMove(toParent: Parent#1)",
            "Parent.viewWillAppear(false)",
            "Child.viewWillAppear(false)",
            // Both root views reach the status bar: their insets are reported first (References §18).
            "Parent.viewSafeAreaInsetsDidChange()",
            "Parent.viewLayoutMarginsDidChange()",
            "Parent.viewIsAppearing(false)",
        ] + layoutWithAnAppearingChild + [
            "Parent.viewDidAppear(false)",
            "Child.viewDidAppear(false)",
        ])
        #expect(parent.child.appearanceState == .appeared)
        #expect(parent.child.notes == ["viewWillAppear toParent=true", "viewDidAppear toParent=true"])
        #expect(!parent.child.isMovingToParent)

        recorder.clear()
        window.rootViewController = nil
        #expect(recorder.swiftLines(of: ["Parent", "Child"], skipping: noise) == [
            "Parent.viewWillDisappear(false)",
            "Child.viewWillDisappear(false)",
            "Parent.viewDidDisappear(false)",
            "Child.viewDidDisappear(false)",
        ])
        #expect(parent.child.notes.suffix(2) == ["viewWillDisappear fromParent=false", "viewDidDisappear fromParent=false"])
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func childAddedWhileTheParentIsOnScreenAppearsAfterTheCommit() {
        let runtime = HeadlessRuntime.current
        let (recorder, parent, window) = showTraced(Parent())
        recorder.clear()

        parent.embed(parent.child)
        #expect(recorder.swiftLines(of: classes, skipping: noise) == [
            "Child.willMove(toParent: Parent#1)",
            "Child.loadView()",
            "Child.viewDidLoad()",
            "ChildContent.willMove(toSuperview: UIView#2)",
            "ChildContent.didMoveToSuperview()",
            "Child.viewWillAppear(false)",
            "ChildContent.willMove(toWindow: UIWindow#1)",
            "ChildContent.didMoveToWindow()",
            "Child.didMove(toParent: Parent#1)",
        ])
        recorder.clear()
        runtime.runLoop.runOneTurn()
        #expect(recorder.swiftLines(of: ["Parent", "Child"], skipping: noise) == layoutWithAnAppearingChild + [
            "Child.viewDidAppear(false)",
        ])
        #expect(!recorder.callbacks.contains { $0.className == "Parent" && $0.edge != nil })
        #expect(parent.child.notes == ["viewWillAppear toParent=true", "viewDidAppear toParent=true"])
        _ = window
    }

    /// VC-16: the parent gets no appearance callback (no `viewWillAppear`) when a child leaves.
    @Test func childRemovedWhileTheParentIsOnScreenDisappearsAndTheParentHearsNothing() {
        let runtime = HeadlessRuntime.current
        let (recorder, parent, window) = showTraced(Parent())
        weak var weakChild: Child?
        do {
            let child = Child()
            weakChild = child
            parent.embed(child)
            runtime.runLoop.runUntilIdle()
            recorder.clear()
            parent.unembed(child)
            #expect(child.notes.suffix(2) == ["viewWillDisappear fromParent=true", "viewDidDisappear fromParent=true"])
            #expect(!child.isMovingFromParent)
        }
        runtime.runLoop.runUntilIdle()

        #expect(weakChild == nil)
        #expect(recorder.swiftLines(of: classes, skipping: noise) == [
            "Child.willMove(toParent: nil)",
            "Child.viewWillDisappear(false)",
            "ChildContent.willMove(toWindow: nil)",
            "ChildContent.didMoveToWindow()",
            "Child.viewDidDisappear(false)",
            "Child.didMove(toParent: nil)",
            "Child.deinit",
            "ChildContent.willMove(toSuperview: nil)",
            "ChildContent.didMoveToSuperview()",
            "ChildContent.deinit",
            "Parent.viewWillLayoutSubviews()",
            "Parent.viewDidLayoutSubviews()",
        ])
        #expect(!recorder.callbacks.contains { $0.className == "Parent" && $0.edge != nil })
        #expect(parent.appearanceState == .appeared)
        _ = window
    }

    /// Apps also remove the child before its view (`willMove(toParent: nil)`,
    /// `removeFromParent()`, `view.removeFromSuperview()`): the view leaving the window still
    /// gives the former child its disappearance, shown or still appearing (References §59.9).
    @Test func childRemovedBeforeItsViewStillDisappearsWhenTheViewLeaves() {
        let runtime = HeadlessRuntime.current
        let (recorder, parent, window) = showTraced(Parent())
        for settlesFirst in [true, false] {
            let child = Child()
            parent.embed(child)
            if settlesFirst { runtime.runLoop.runUntilIdle() }
            recorder.clear()
            child.willMove(toParent: nil)
            child.removeFromParent()
            #expect(child.appearanceState == (settlesFirst ? .appeared : .appearing))
            child.view.removeFromSuperview()
            runtime.runLoop.runUntilIdle()
            #expect(recorder.swiftLines(of: ["Child"], skipping: noise).filter { $0.contains("appear") || $0.contains("Appear") } == [
                "Child.viewWillDisappear(false)",
                "Child.viewDidDisappear(false)",
            ], "settled first: \(settlesFirst)")
            #expect(child.appearanceState == .disappeared)
        }
        // A removed child whose view stays shown disappears when that view leaves later.
        let child = Child()
        parent.embed(child)
        runtime.runLoop.runUntilIdle()
        child.willMove(toParent: nil)
        child.removeFromParent()
        runtime.runLoop.runUntilIdle()
        #expect(child.appearanceState == .appeared)
        recorder.clear()
        child.view.removeFromSuperview()
        #expect(recorder.swiftLines(of: ["Child"], skipping: noise).filter { $0.contains("Disappear") } == [
            "Child.viewWillDisappear(false)",
            "Child.viewDidDisappear(false)",
        ])
        #expect(!recorder.callbacks.contains { $0.className == "Parent" && $0.edge != nil })
        #expect(runtime.diagnostics.all.filter { $0.severity != .notice }.isEmpty, "\(runtime.diagnostics.all)")
        _ = window
    }

    @Test func forwardingReachesGrandchildrenOuterFirst() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let outer = Parent()
        let middle = Parent()
        outer.embed(middle)
        middle.embed(middle.child)
        let window = showInWindow(outer)

        let appearance = recorder.callbacks.filter { $0.edge != nil && $0.callback != "viewIsAppearing(_:)" }
            .map { "\($0.instance).\($0.callback)" }
        #expect(appearance == [
            "Parent#1.viewWillAppear(_:)", "Parent#2.viewWillAppear(_:)", "Child#1.viewWillAppear(_:)",
            "Parent#1.viewDidAppear(_:)", "Parent#2.viewDidAppear(_:)", "Child#1.viewDidAppear(_:)",
        ])
        recorder.clear()
        outer.unembed(middle)
        let removal = recorder.callbacks.filter { $0.edge != nil }.map { "\($0.instance).\($0.callback)" }
        #expect(removal == [
            "Parent#2.viewWillDisappear(_:)", "Child#1.viewWillDisappear(_:)",
            "Parent#2.viewDidDisappear(_:)", "Child#1.viewDidDisappear(_:)",
        ])
        _ = window
    }

    final class EmbedsOnAppear: UIViewController {
        var embedded: [Child] = []
        override func viewWillAppear(_ animated: Bool) {
            super.viewWillAppear(animated)
            let child = Child()
            embedded.append(child)
            addChild(child)
            view.addSubview(child.view)
            child.didMove(toParent: self)
        }
    }

    @Test func childEmbeddedInViewWillAppearAppearsOnceWhetherOrNotTheViewIsInAWindow() {
        let runtime = HeadlessRuntime.current
        let (recorder, parent, window) = showTraced(EmbedsOnAppear())
        window.isHidden = true
        window.isHidden = false
        runtime.runLoop.runUntilIdle()

        let appearance: Set<String> = ["viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)"]
        #expect(parent.embedded.map(\.appearanceState) == [.appeared, .appeared])
        #expect(recorder.callbackNames(of: "Child#1").filter(appearance.contains) == [
            "viewWillAppear(_:)", "viewDidAppear(_:)", "viewWillDisappear(_:)", "viewDidDisappear(_:)",
            "viewWillAppear(_:)", "viewDidAppear(_:)",
        ])
        #expect(recorder.callbackNames(of: "Child#2").filter(appearance.contains) == ["viewWillAppear(_:)", "viewDidAppear(_:)"])
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func aChildWithAnotherParentMovesOverThroughRemoveFromParent() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let first = Parent(), second = Parent()
        let child = Child()
        first.addChild(child)
        recorder.clear()
        second.addChild(child)
        #expect(recorder.swiftLines(of: ["Child"]) == [
            "Child.didMove(toParent: nil)",
            "Child.willMove(toParent: Parent#2)",
        ])
        #expect(first.children.isEmpty)
        #expect(second.children.map(\.traceName) == ["Child#1"])
        second.addChild(child)
        #expect(second.children.count == 1)
    }

    @Test func containmentCyclesAreRefused() {
        let runtime = HeadlessRuntime.current
        let parent = Parent(), child = Child()
        parent.addChild(parent)
        parent.addChild(child)
        child.addChild(parent)
        #expect(runtime.diagnostics.all.map(\.code) == ["viewController.containment.self", "viewController.containment.cycle"])
        #expect(runtime.diagnostics.all.last?.message == "addChild(_:) on Child#1: Parent#1 is one of its ancestors, so adding it would make a cycle. Nothing was added.")
        #expect(parent.parent == nil)
        #expect(child.children.isEmpty)
    }

    // MARK: Hierarchy consistency

    @Test func aChildsViewUnderAnotherControllerIsRefused() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let parent = Parent(), stranger = Parent()
        let child = Child()
        parent.addChild(child)
        _ = stranger.view
        _ = child.view
        recorder.clear()

        stranger.view.addSubview(child.view)

        let diagnostics = runtime.diagnostics.all
        #expect(diagnostics.map(\.code) == ["viewController.hierarchy.inconsistency"])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message == "UIViewControllerHierarchyInconsistency: child view controller Child#1 should have parent view controller Parent#2 but actual parent is Parent#1. Call Parent#2.addChild(_:) before adding its view; nothing was added.")
        #expect(child.view.superview == nil)
        #expect(stranger.view.subviews.isEmpty)
        #expect(recorder.lifecycleCallbacks.isEmpty)
    }

    @Test func aViewAddedWithoutAddChildIsAddedWithAWarning() {
        let runtime = HeadlessRuntime.current
        let (recorder, parent, window) = showTraced(Parent())
        let orphan = Child()
        recorder.clear()

        parent.view.addSubview(orphan.view)

        #expect(runtime.diagnostics.all.map(\.code) == ["viewController.hierarchy.missingAddChild"])
        #expect(runtime.diagnostics.all.first?.severity == .warning)
        #expect(runtime.diagnostics.all.first?.message.contains("Call Parent#1.addChild(Child) before adding its view") == true)
        #expect(orphan.view.window === window)
        runtime.runLoop.runUntilIdle()
        #expect(!recorder.callbacks.contains { $0.className == "Child" && $0.edge != nil })
    }
}
