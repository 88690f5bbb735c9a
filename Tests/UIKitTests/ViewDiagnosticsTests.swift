import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// Bad hierarchy input: a diagnostic that names the view and the fix, and nothing changes.
@MainActor
@Suite(.freshRuntime) struct ViewDiagnosticsTests {
    /// A host with three subviews, settled, and a recorder cleared after the set-up.
    func host() -> (ProbeView, [ChildProbe], TraceRecorder) {
        let recorder = HeadlessRuntime.reset().attach()
        let host = ProbeView()
        let children = [ChildProbe(), ChildProbe(), ChildProbe()]
        for child in children { host.addSubview(child) }
        HeadlessRuntime.current.runLoop.runUntilIdle()
        recorder.clear()
        return (host, children, recorder)
    }

    func order(_ view: UIView) -> [String] { view.subviews.map(\.traceName) }

    @Test func addingAViewToItselfIsRefused() {
        let (host, _, recorder) = host()
        let before = order(host)
        host.addSubview(host)

        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.count == 1)
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.code == "view.hierarchy.self")
        #expect(diagnostics.first?.message == "addSubview(_:) on ProbeView#1: a view cannot be its own subview. Add it to another view; nothing was added.")
        #expect(diagnostics.first?.subject == "ProbeView#1")
        #expect(host.superview == nil)
        #expect(order(host) == before)
        #expect(recorder.lifecycleCallbacks.isEmpty)
        #expect(recorder.events.map(\.kind) == [.diagnostic])
    }

    @Test func addingAnAncestorIsRefusedAsACycle() {
        let (host, children, recorder) = host()
        let leaf = LeafProbe()
        children[0].addSubview(leaf)
        recorder.clear()

        leaf.addSubview(host)

        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.map(\.code) == ["view.hierarchy.cycle"])
        #expect(diagnostics.first?.message == "addSubview(_:) on LeafProbe#1: ProbeView#1 is an ancestor of LeafProbe#1, so adding it would make a cycle. Remove it from the hierarchy first or add it elsewhere; nothing was added.")
        #expect(host.superview == nil)
        #expect(leaf.subviews.isEmpty)
        #expect(leaf.superview === children[0])
        #expect(recorder.lifecycleCallbacks.isEmpty)

        children[0].insertSubview(host, at: 0)
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.code) == ["view.hierarchy.cycle", "view.hierarchy.cycle"])
        #expect(HeadlessRuntime.current.diagnostics.all.last?.message.hasPrefix("insertSubview(_:at:) on ChildProbe#1: ProbeView#1 is an ancestor") == true)
        #expect(host.superview == nil)
    }

    @Test func insertingAtAnOutOfRangeIndexIsRefused() {
        let (host, _, recorder) = host()
        let before = order(host)
        let stranger = LeafProbe()
        host.insertSubview(stranger, at: 4)
        host.insertSubview(stranger, at: -1)

        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.map(\.code) == ["view.hierarchy.indexOutOfRange", "view.hierarchy.indexOutOfRange"])
        #expect(diagnostics.first?.message == "insertSubview(_:at:) on ProbeView#1: index 4 is outside 0...3. Pass an index within the subviews' count; nothing was inserted.")
        #expect(stranger.superview == nil)
        #expect(order(host) == before)
        #expect(recorder.lifecycleCallbacks.isEmpty)

        host.insertSubview(stranger, at: 3)
        #expect(order(host) == before + ["LeafProbe#1"])
    }

    @Test func movingAnExistingSubviewPastTheEndIsRefused() {
        let (host, children, _) = host()
        let before = order(host)
        host.insertSubview(children[0], at: 3)
        #expect(HeadlessRuntime.current.diagnostics.all.first?.message == "insertSubview(_:at:) on ProbeView#1: index 3 is outside 0...2. Pass an index within the subviews' count; nothing was inserted.")
        #expect(order(host) == before)
    }

    @Test func exchangingOutOfRangeIsRefused() {
        let (host, _, recorder) = host()
        let before = order(host)
        host.exchangeSubview(at: 0, withSubviewAt: 3)

        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.map(\.code) == ["view.hierarchy.indexOutOfRange"])
        #expect(diagnostics.first?.message == "exchangeSubview(at: 0, withSubviewAt: 3) on ProbeView#1: there are 3 subviews. Pass indexes below that count; nothing was exchanged.")
        #expect(order(host) == before)
        #expect(recorder.lifecycleCallbacks.isEmpty)
    }

    @Test func insertingAboveANonSiblingIsRefused() {
        let (host, _, recorder) = host()
        let before = order(host)
        let stranger = LeafProbe()
        let notASibling = LeafProbe()
        host.insertSubview(stranger, aboveSubview: notASibling)
        host.insertSubview(stranger, belowSubview: notASibling)

        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.map(\.code) == ["view.hierarchy.notASubview", "view.hierarchy.notASubview"])
        #expect(diagnostics.first?.message == "insertSubview(_:aboveSubview:) on ProbeView#1: the sibling LeafProbe#2 is not one of its subviews. Pass a current subview; nothing was inserted.")
        #expect(diagnostics.last?.message.hasPrefix("insertSubview(_:belowSubview:) on ProbeView#1") == true)
        #expect(stranger.superview == nil)
        #expect(order(host) == before)
        #expect(recorder.lifecycleCallbacks.isEmpty)
    }

    @Test func reorderingAViewThatIsNotASubviewIsReported() {
        let (host, _, _) = host()
        let before = order(host)
        let stranger = LeafProbe()
        host.bringSubviewToFront(stranger)
        host.sendSubviewToBack(stranger)
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.code) == ["view.hierarchy.notASubview", "view.hierarchy.notASubview"])
        #expect(HeadlessRuntime.current.diagnostics.all.first?.message == "bringSubviewToFront(_:) on ProbeView#1: LeafProbe#1 is not one of its subviews; nothing changed.")
        #expect(order(host) == before)
        #expect(stranger.superview == nil)
    }

    @Test func diagnosticsReachTheTraceAndTheObserver() {
        let (host, _, recorder) = host()
        var heard: [String] = []
        HeadlessRuntime.current.diagnostics.onReport = { heard.append($0.code.rawValue) }
        host.addSubview(host)
        #expect(heard == ["view.hierarchy.self"])
        #expect(recorder.lines(.seed) == ["!! error: [view.hierarchy.self] addSubview(_:) on ProbeView#1: a view cannot be its own subview. Add it to another view; nothing was added."])
    }
}
