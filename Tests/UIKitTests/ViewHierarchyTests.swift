import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// V-1 … V-5 and V-11: creation, adding, reaching a window, removal and re-parenting.
@MainActor
@Suite(.freshRuntime) struct ViewHierarchyTests {
    final class CodeView: InitializerProbe {}

    /// A child moved from one superview to another, neither in a window or both in the same one.
    let reparentingWithoutTheWindowPair = [
        "ProbeView.willRemoveSubview(ChildProbe#1)",
        "ChildProbe.willMove(toSuperview: ProbeView#2)",
        "ChildProbe.didMoveToSuperview()",
        "ProbeView.didAddSubview(ChildProbe#1)",
    ]

    @Test func plainInitGoesThroughInitFrame() {
        let recorder = HeadlessRuntime.current.attach()
        let view = CodeView()
        #expect(view.initializers == ["init(frame:)"])
        #expect(view.frame == .zero)
        #expect(recorder.swiftLines(of: ["CodeView"]) == ["CodeView.init(frame: (0, 0, 0, 0))"])
    }

    @Test func addSubviewOutsideAWindowDeliversSuperviewPairThenDidAddSubview() {
        let recorder = HeadlessRuntime.current.attach()
        let host = ProbeView()
        let child = ChildProbe()
        host.addSubview(child)

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe"], skipping: initializers) == [
            "ChildProbe.willMove(toSuperview: ProbeView#1)",
            "ChildProbe.didMoveToSuperview()",
            "ProbeView.didAddSubview(ChildProbe#1)",
        ])
        #expect(child.notes == [
            "willMove(toSuperview: ProbeView#1) superview=nil",
            "didMoveToSuperview() superview=ProbeView#1",
        ])
        #expect(host.notes == ["didAddSubview(ChildProbe#1) contains=true"])
        #expect(child.window == nil)
        #expect(host.subviews.map(\.traceName) == ["ChildProbe#1"])
    }

    @Test func subtreeReachingAWindowGetsWindowCallbacksParentsFirst() {
        let recorder = HeadlessRuntime.current.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let parent = ProbeView()
        let child = ChildProbe()
        let leaf = LeafProbe()
        parent.addSubview(child)
        child.addSubview(leaf)
        recorder.clear()

        window.addSubview(parent)

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe", "LeafProbe", "UIWindow"], skipping: initializers) == [
            "ProbeView.willMove(toWindow: UIWindow#1)",
            "ChildProbe.willMove(toWindow: UIWindow#1)",
            "LeafProbe.willMove(toWindow: UIWindow#1)",
            "ProbeView.willMove(toSuperview: UIWindow#1)",
            "ProbeView.didMoveToWindow()",
            "ChildProbe.didMoveToWindow()",
            "LeafProbe.didMoveToWindow()",
            "ProbeView.didMoveToSuperview()",
            "UIWindow.didAddSubview(ProbeView#1)",
        ])
        #expect(leaf.notes.suffix(2) == [
            "willMove(toWindow: UIWindow#1) window=nil",
            "didMoveToWindow() window=UIWindow#1",
        ])
        #expect(child.notes.suffix(2) == [
            "willMove(toWindow: UIWindow#1) window=nil",
            "didMoveToWindow() window=UIWindow#1",
        ])
        #expect(leaf.window === window)
    }

    @Test func addingToASuperviewAlreadyInAWindowDeliversBothPairs() {
        let recorder = HeadlessRuntime.current.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let host = ProbeView()
        window.addSubview(host)
        recorder.clear()

        let child = ChildProbe()
        host.addSubview(child)

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe"], skipping: initializers) == [
            "ChildProbe.willMove(toWindow: UIWindow#1)",
            "ChildProbe.willMove(toSuperview: ProbeView#1)",
            "ChildProbe.didMoveToWindow()",
            "ChildProbe.didMoveToSuperview()",
            "ProbeView.didAddSubview(ChildProbe#1)",
        ])
    }

    /// References §15.1: the window pair nests inside the superview pair, as on device.
    @Test func removalFromAWindowNestsTheWindowPairInsideTheSuperviewPair() {
        let recorder = HeadlessRuntime.current.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let host = ProbeView()
        let child = ChildProbe()
        let leaf = LeafProbe()
        window.addSubview(host)
        host.addSubview(child)
        child.addSubview(leaf)
        child.notes.removeAll()
        host.notes.removeAll()
        recorder.clear()

        child.removeFromSuperview()

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe", "LeafProbe"], skipping: initializers) == [
            "ProbeView.willRemoveSubview(ChildProbe#1)",
            "ChildProbe.willMove(toSuperview: nil)",
            "ChildProbe.willMove(toWindow: nil)",
            "LeafProbe.willMove(toWindow: nil)",
            "ChildProbe.didMoveToWindow()",
            "LeafProbe.didMoveToWindow()",
            "ChildProbe.didMoveToSuperview()",
        ])
        #expect(host.notes == ["willRemoveSubview(ChildProbe#1) contains=true"])
        #expect(child.notes == [
            "willMove(toSuperview: nil) superview=ProbeView#1",
            "willMove(toWindow: nil) window=UIWindow#1",
            "didMoveToWindow() window=nil",
            "didMoveToSuperview() superview=nil",
        ])
        #expect(host.subviews.isEmpty)
        #expect(child.superview == nil && child.window == nil && leaf.window == nil)
        #expect(leaf.superview === child)
    }

    @Test func removalOutsideAWindowDeliversOnlyTheSuperviewPair() {
        let recorder = HeadlessRuntime.current.attach()
        let host = ProbeView()
        let child = ChildProbe()
        host.addSubview(child)
        recorder.clear()

        child.removeFromSuperview()
        child.removeFromSuperview()

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe"], skipping: initializers) == [
            "ProbeView.willRemoveSubview(ChildProbe#1)",
            "ChildProbe.willMove(toSuperview: nil)",
            "ChildProbe.didMoveToSuperview()",
        ])
    }

    @Test func reparentingRemovesFromTheOldSuperviewFirst() {
        let recorder = HeadlessRuntime.current.attach()
        let oldHost = ProbeView()
        let newHost = ProbeView()
        let child = ChildProbe()
        oldHost.addSubview(child)
        oldHost.notes.removeAll()
        child.notes.removeAll()
        recorder.clear()

        newHost.addSubview(child)

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe"], skipping: initializers) == reparentingWithoutTheWindowPair)
        #expect(recorder.callbacks.filter { $0.callback == "willRemoveSubview(_:)" }.map(\.instance) == ["ProbeView#1"])
        #expect(recorder.callbacks.filter { $0.callback == "didAddSubview(_:)" }.map(\.instance) == ["ProbeView#2"])
        #expect(oldHost.notes == ["willRemoveSubview(ChildProbe#1) contains=true"])
        #expect(child.notes == [
            "willMove(toSuperview: ProbeView#2) superview=ProbeView#1",
            "didMoveToSuperview() superview=ProbeView#2",
        ])
        #expect(oldHost.subviews.isEmpty)
        #expect(newHost.subviews.map(\.traceName) == ["ChildProbe#1"])
    }

    @Test func reparentingOutOfAWindowDeliversTheWindowPair() {
        let recorder = HeadlessRuntime.current.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let oldHost = ProbeView()
        window.addSubview(oldHost)
        let newHost = ProbeView()
        let child = ChildProbe()
        oldHost.addSubview(child)
        recorder.clear()

        newHost.addSubview(child)

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe"], skipping: initializers) == [
            "ProbeView.willRemoveSubview(ChildProbe#1)",
            "ChildProbe.willMove(toWindow: nil)",
            "ChildProbe.willMove(toSuperview: ProbeView#2)",
            "ChildProbe.didMoveToWindow()",
            "ChildProbe.didMoveToSuperview()",
            "ProbeView.didAddSubview(ChildProbe#1)",
        ])
        #expect(child.window == nil)
    }

    /// References §9.2(d) leaves open whether a move inside one window delivers the
    /// window pair; the framework skips it, as Chameleon does (see `UIView+Hierarchy.swift`).
    @Test func reparentingInsideOneWindowSkipsTheWindowPair() {
        let recorder = HeadlessRuntime.current.attach()
        let window = UIWindow(frame: UIScreen.main.bounds)
        let oldHost = ProbeView(), newHost = ProbeView()
        window.addSubview(oldHost)
        window.addSubview(newHost)
        let child = ChildProbe()
        oldHost.addSubview(child)
        recorder.clear()

        newHost.addSubview(child)

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe"], skipping: initializers) == reparentingWithoutTheWindowPair)
        #expect(child.window === window)
    }

    @Test func reorderingKeepsTheViewAndDeliversNoMoveCallbacks() {
        let recorder = HeadlessRuntime.current.attach()
        let host = ProbeView()
        let a = ChildProbe(), b = ChildProbe(), c = ChildProbe()
        host.addSubview(a)
        host.addSubview(b)
        host.addSubview(c)
        recorder.clear()

        host.bringSubviewToFront(a)
        #expect(host.subviews.map(\.traceName) == ["ChildProbe#2", "ChildProbe#3", "ChildProbe#1"])
        host.sendSubviewToBack(c)
        #expect(host.subviews.map(\.traceName) == ["ChildProbe#3", "ChildProbe#2", "ChildProbe#1"])
        host.exchangeSubview(at: 0, withSubviewAt: 2)
        #expect(host.subviews.map(\.traceName) == ["ChildProbe#1", "ChildProbe#2", "ChildProbe#3"])
        host.insertSubview(c, at: 0)
        #expect(host.subviews.map(\.traceName) == ["ChildProbe#3", "ChildProbe#1", "ChildProbe#2"])
        host.insertSubview(c, aboveSubview: b)
        #expect(host.subviews.map(\.traceName) == ["ChildProbe#1", "ChildProbe#2", "ChildProbe#3"])
        host.insertSubview(a, belowSubview: c)
        #expect(host.subviews.map(\.traceName) == ["ChildProbe#2", "ChildProbe#1", "ChildProbe#3"])
        host.addSubview(b)
        #expect(host.subviews.map(\.traceName) == ["ChildProbe#1", "ChildProbe#3", "ChildProbe#2"])

        #expect(recorder.swiftLines(of: ["ProbeView", "ChildProbe"], skipping: initializers).isEmpty)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    @Test func insertingAtAnIndexPlacesANewSubview() {
        let host = UIView()
        let a = UIView(), b = UIView(), c = UIView()
        host.addSubview(a)
        host.addSubview(b)
        host.insertSubview(c, at: 1)
        #expect(host.subviews.map(ObjectIdentifier.init) == [a, c, b].map(ObjectIdentifier.init))
        let d = UIView()
        host.insertSubview(d, belowSubview: a)
        let e = UIView()
        host.insertSubview(e, aboveSubview: b)
        #expect(host.subviews.map(ObjectIdentifier.init) == [d, a, c, b, e].map(ObjectIdentifier.init))
        #expect(c.superview === host && d.superview === host && e.superview === host)
    }

    @Test func descendantsAndTags() {
        let root = UIView()
        let middle = UIView()
        let leaf = UIView()
        let sibling = UIView()
        root.addSubview(middle)
        middle.addSubview(leaf)
        root.addSubview(sibling)
        leaf.tag = 7
        sibling.tag = 7
        root.tag = 1

        #expect(leaf.isDescendant(of: root))
        #expect(leaf.isDescendant(of: leaf))
        #expect(!root.isDescendant(of: leaf))
        #expect(!sibling.isDescendant(of: middle))
        #expect(root.viewWithTag(7) === leaf)
        #expect(root.viewWithTag(1) === root)
        #expect(root.viewWithTag(99) == nil)
        #expect(middle.viewWithTag(7) === leaf)
    }
}
