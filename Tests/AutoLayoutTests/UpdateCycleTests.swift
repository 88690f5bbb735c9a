@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
import UIKitTesting

/// The update cycle: constraints bottom-up, then frames, then layout top-down, then display.
@MainActor
@Suite(.freshRuntime) struct UpdateCycleTests {
    final class Outer: UIView {
        override func updateConstraints() { super.updateConstraints() }
        override func layoutSubviews() {
            super.layoutSubviews()
            log.append("Outer.layoutSubviews inner=\(subviews.first.map { $0.frame.width } ?? -1)")
        }
        var log: [String] = []
    }

    final class Inner: UIView {
        var extra: NSLayoutConstraint?
        override func updateConstraints() {
            extra?.constant = 30
            super.updateConstraints()
        }
        override func draw(_ rect: CGRect) {}
    }

    final class Controller: UIViewController {
        override func updateViewConstraints() { super.updateViewConstraints() }
        override func viewSafeAreaInsetsDidChange() { super.viewSafeAreaInsetsDidChange() }
        override func viewLayoutMarginsDidChange() { super.viewLayoutMarginsDidChange() }
    }

    @Test func constraintsBottomUpThenLayoutTopDownThenDisplay() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: runtime.screen.bounds)
        let outer = Outer(), inner = Inner()
        window.addSubview(outer)
        outer.translatesAutoresizingMaskIntoConstraints = false
        inner.translatesAutoresizingMaskIntoConstraints = false
        outer.addSubview(inner)
        let width = inner.widthAnchor.constraint(equalToConstant: 10)
        inner.extra = width
        NSLayoutConstraint.activate([
            outer.leadingAnchor.constraint(equalTo: window.leadingAnchor),
            outer.topAnchor.constraint(equalTo: window.topAnchor),
            outer.widthAnchor.constraint(equalToConstant: 200),
            outer.heightAnchor.constraint(equalToConstant: 100),
            inner.leadingAnchor.constraint(equalTo: outer.leadingAnchor),
            inner.topAnchor.constraint(equalTo: outer.topAnchor),
            inner.heightAnchor.constraint(equalToConstant: 10),
            width,
        ])
        window.isHidden = false
        runtime.runLoop.runUntilIdle()
        let lines = recorder.callbacks.filter { ["Outer", "Inner"].contains($0.className) && !$0.callback.hasPrefix("init") }
            .map { "\($0.className).\($0.callback)" }
        // updateConstraints bottom-up (Inner first), then layout (Outer before Inner), then
        // draw, for Inner only: Outer does not implement draw(_:), so it is not drawn.
        #expect(lines.filter { !$0.contains("Move") && !$0.contains("Subview(") && !$0.contains("DidChange") } == [
            "Inner.updateConstraints()",
            "Outer.updateConstraints()",
            "Outer.layoutSubviews()",
            "Inner.layoutSubviews()",
            "Inner.draw(_:)",
        ])
        // The constant changed in updateConstraints was solved before Outer's layoutSubviews ran.
        #expect(outer.log == ["Outer.layoutSubviews inner=30.0"])
        #expect(inner.frame == CGRect(x: 0, y: 0, width: 30, height: 10))
        withExtendedLifetime(window) {}
    }

    @Test func setNeedsUpdateConstraintsRunsBeforeTheNextPassAndUpdateConstraintsIfNeededAtOnce() {
        let runtime = HeadlessRuntime.current
        let recorder = runtime.attach()
        let window = UIWindow(frame: runtime.screen.bounds)
        window.isHidden = false
        let inner = Inner()
        window.addSubview(inner)
        inner.widthAnchor.constraint(equalToConstant: 5).isActive = true
        runtime.runLoop.runUntilIdle()
        recorder.clear()
        inner.setNeedsUpdateConstraints()
        #expect(inner.needsUpdateConstraints())
        inner.updateConstraintsIfNeeded()
        #expect(!inner.needsUpdateConstraints())
        #expect(recorder.callbacks.map(\.callback) == ["updateConstraints()"])
        inner.setNeedsUpdateConstraints()
        runtime.runLoop.runUntilIdle()
        #expect(recorder.callbacks.map(\.callback) == ["updateConstraints()", "updateConstraints()"])
        withExtendedLifetime(window) {}
    }

    @Test func controllerGetsUpdateViewConstraintsAndSafeAreaCallbacksOnRotation() throws {
        let runtime = HeadlessRuntime.current
        runtime.screen.use(.iPhone15)
        let recorder = runtime.attach()
        let device = SimulatedDevice(runtime: runtime)
        let window = UIWindow(frame: runtime.screen.bounds)
        let controller = Controller()
        window.rootViewController = controller
        window.makeKeyAndVisible()
        let box = UIView()
        box.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(box)
        NSLayoutConstraint.activate([
            box.topAnchor.constraint(equalTo: controller.view.safeAreaLayoutGuide.topAnchor),
            box.leadingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.leadingAnchor),
            box.trailingAnchor.constraint(equalTo: controller.view.layoutMarginsGuide.trailingAnchor),
            box.heightAnchor.constraint(equalToConstant: 44),
        ])
        runtime.runLoop.runUntilIdle()
        #expect(box.frame == CGRect(x: 16, y: 59, width: 361, height: 44))
        recorder.clear()
        try device.perform(.rotate(.landscapeLeft))
        runtime.runLoop.runUntilIdle()
        #expect(box.frame == CGRect(x: 75, y: 0, width: 702, height: 44))
        let names = recorder.callbacks.filter { $0.className == "Controller" || $0.className == "UIView" && $0.instance == controller.view.traceName }
            .map(\.callback)
        let order = names.filter { ["safeAreaInsetsDidChange()", "viewSafeAreaInsetsDidChange()", "layoutMarginsDidChange()",
                                    "viewLayoutMarginsDidChange()", "viewWillLayoutSubviews()", "layoutSubviews()"].contains($0) }
        #expect(Array(order.prefix(6)) == ["safeAreaInsetsDidChange()", "viewSafeAreaInsetsDidChange()", "layoutMarginsDidChange()",
                                           "viewLayoutMarginsDidChange()", "viewWillLayoutSubviews()", "layoutSubviews()"])
        withExtendedLifetime(window) {}
    }

    /// References §18: a root view first laid out under the status bar reports its safe area,
    /// then its margins (which include it), before `viewIsAppearing(_:)` and its layout; an
    /// Auto Layout view away from the unsafe edges reports nothing; before iOS 11 nothing is
    /// reported at first display.
    @Test(arguments: [18, 10]) func firstDisplayReportsTheInsetsBeforeViewIsAppearing(iOS version: Int) {
        let runtime = HeadlessRuntime.current
        runtime.profile = LifecycleProfile(iOS: version)
        runtime.screen.use(.iPhone15)
        let recorder = runtime.attach()
        let window = UIWindow(frame: runtime.screen.bounds)
        let controller = Controller()
        controller.loadViewIfNeeded()
        let middle = Inner()
        middle.translatesAutoresizingMaskIntoConstraints = false
        controller.view.addSubview(middle)
        NSLayoutConstraint.activate([
            middle.centerXAnchor.constraint(equalTo: controller.view.centerXAnchor),
            middle.centerYAnchor.constraint(equalTo: controller.view.centerYAnchor),
            middle.widthAnchor.constraint(equalToConstant: 100),
            middle.heightAnchor.constraint(equalToConstant: 100),
        ])
        window.rootViewController = controller
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        let root = controller.view.traceName
        let calls = recorder.callbacks
            .filter { $0.className == "Controller" || $0.instance == root }
            .map { "\($0.className).\($0.callback)" }
            .filter { ["DidChange", "viewIsAppearing", "viewWillLayoutSubviews"].contains(where: $0.contains) }
        if version >= 11 {
            #expect(calls == [
                "UIView.safeAreaInsetsDidChange()", "Controller.viewSafeAreaInsetsDidChange()",
                "UIView.layoutMarginsDidChange()", "Controller.viewLayoutMarginsDidChange()",
                "Controller.viewIsAppearing(_:)", "Controller.viewWillLayoutSubviews()",
            ])
        } else {
            #expect(calls == ["Controller.viewWillLayoutSubviews()"])
        }
        #expect(controller.view.safeAreaInsets == UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0))
        #expect(!recorder.callbacks.contains { $0.className == "Inner" && $0.callback.hasSuffix("DidChange()") })
        withExtendedLifetime(window) {}
    }

    @Test func plainViewStaysSmall() {
        // The Auto Layout state is one pointer until a view uses it.
        #expect(class_getInstanceSizeOfUIView() <= 256)
        #expect(class_getInstanceSizeOfUIView() > 100, "the metadata field read is the instance size")
    }
}

/// The instance size of a plain view: the `instanceSize` field of its Swift class metadata
/// (after the kind, the superclass, the flags and the instance address point; Linux has no
/// Objective-C interoperability fields).
func class_getInstanceSizeOfUIView() -> Int {
    let metadata = unsafeBitCast(UIView.self as AnyClass, to: UnsafeRawPointer.self)
    return Int(metadata.load(fromByteOffset: 24, as: UInt32.self))
}

@MainActor
@Suite(.freshRuntime) struct OffscreenWorkTests {
    @Test func aStackOutsideAnyWindowDoesNotKeepTheRunLoopBusy() {
        let runtime = HeadlessRuntime.current
        let stack = UIStackView(arrangedSubviews: [UILabel(), UILabel()])
        stack.setNeedsUpdateConstraints()
        #expect(runtime.runLoop.runUntilIdle())
        #expect(runtime.diagnostics.all.isEmpty)
        // It is arranged when it is laid out.
        stack.layoutIfNeeded()
        #expect(!stack.needsUpdateConstraints())
        #expect(stack.constraints.count > 0)
    }
}
