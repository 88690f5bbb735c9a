import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore
import UIKitSnapshotTesting

/// Gesture recognizers fed by the device's touch actions.
@MainActor
@Suite(.freshRuntime) struct GestureTests {
    /// The target of the recognizers' actions, called by selector.
    @MainActor final class GestureTarget: NSObject {
        func handle(_ recognizer: UIGestureRecognizer) {
            Journal.log("\(recognizer.name ?? "?") \(recognizer.state) at \(TouchTrace.point(recognizer.location(in: recognizer.view)))")
        }
    }

    /// A view whose touches are logged, to see whether a recognizer cancelled them.
    final class PadView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("\(traceName) began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("\(traceName) ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("\(traceName) cancelled") }
    }

    static let target = GestureTarget()

    static func register() {
        SelectorTable.register(GestureTarget.self, [
            "handle:": { receiver, arguments in
                (receiver as! GestureTarget).handle(arguments.argument(0))
            },
        ])
    }

    static func recognizer<R: UIGestureRecognizer>(_ make: (Any?, Selector?) -> R, _ name: String) -> R {
        register()
        let recognizer = make(target, "handle:")
        recognizer.name = name
        return recognizer
    }

    /// Launches a screen holding one `PadView`, "pad", across the screen below the bar, with
    /// the recognizer `make` gives (made as the screen loads).
    static func launchPad(_ make: @escaping @MainActor () -> UIGestureRecognizer) -> LifecycleHarness {
        launch {
            ScreenController { view in
                let pad = PadView(frame: CGRect(x: 0, y: 80, width: 375, height: 500))
                pad.accessibilityIdentifier = "pad"
                pad.addGestureRecognizer(make())
                view.addSubview(pad)
            }
        }
    }

    /// A single tap that requires a double tap to fail fires only after the double-tap window;
    /// a double tap fires the double and fails the single.
    @Test func singleTapWaitsForTheDoubleTapToFail() {
        let harness = launch {
            ScreenController { view in
                let pad = PadView(frame: CGRect(x: 50, y: 300, width: 200, height: 200))
                let single = Self.recognizer(UITapGestureRecognizer.init(target:action:), "single")
                let double = Self.recognizer(UITapGestureRecognizer.init(target:action:), "double")
                double.numberOfTapsRequired = 2
                single.require(toFail: double)
                pad.addGestureRecognizer(single)
                pad.addGestureRecognizer(double)
                view.addSubview(pad)
            }
        }
        let start = harness.runtime.runLoop.now
        let once = harness.act("tap-at 100 400")
        // delaysTouchesEnded: the view's end waits for the recognizers; the single tap
        // recognizes, so the end becomes a cancel.
        #expect(Journal.entries == ["PadView#1 began", "single ended at (50, 100)", "PadView#1 cancelled"])
        #expect(harness.runtime.runLoop.now - start >= UITapGestureRecognizer.multipleTapInterval)
        Journal.entries = []
        let twice = harness.act("tap-at 100 400 2")
        // The first tap's end is held while the double tap waits, and cancelled with the second.
        #expect(Journal.entries == ["PadView#1 began", "PadView#1 began", "double ended at (50, 100)", "PadView#1 cancelled",
                                  "PadView#1 cancelled"])
        expectGolden((once.lines(.swiftInstances) + ["", "== second run"] + twice.lines(.swiftInstances)).joined(separator: "\n"), named: "double-tap-requires-failure.trace")
    }

    /// A swipe recognizer on a container beside (and around) a scroll view: a swipe on the
    /// scroll view is the container's, whose recognizer cancels the scroll view's touches.
    @Test func swipeRecognizerBesideAScrollView() {
        let harness = launch {
            ScreenController { view in
                let container = PadView(frame: CGRect(x: 0, y: 80, width: 375, height: 500))
                container.accessibilityIdentifier = "container"
                let swipe = Self.recognizer(UISwipeGestureRecognizer.init(target:action:), "swipe-left")
                swipe.direction = .left
                container.addGestureRecognizer(swipe)
                container.add(UIScrollView(frame: CGRect(x: 20, y: 20, width: 335, height: 200)), id: "list")
                container.add(PadView(frame: CGRect(x: 20, y: 260, width: 335, height: 200)), id: "side")
                view.addSubview(container)
            }
        }
        let trace = harness.act("swipe left on list")
        #expect(Journal.entries.first == "swipe-left ended at (187, 220)" || Journal.entries.contains { $0.hasPrefix("swipe-left ended") })
        trace.expectGolden("swipe-beside-scroll-view", style: .swiftInstances)
        Journal.entries = []
        harness.act("swipe left on side")
        #expect(Journal.entries == ["PadView#2 began", "swipe-left ended at (157.5, 360)", "PadView#2 cancelled"])
    }

    /// A swipe in a direction no recognizer accepts is refused before any touch is delivered.
    @Test func aSwipeNoRecognizerAcceptsIsRefused() {
        let harness = Self.launchPad {
            let swipe = Self.recognizer(UISwipeGestureRecognizer.init(target:action:), "swipe-left")
            swipe.direction = [.left, .right]
            return swipe
        }
        let message = refused(harness, "swipe up on pad")
        #expect(message?.contains("no gesture recognizer on PadView#1 or its superviews accepts a swipe up (the swipe recognizers there accept UISwipeGestureRecognizer#1: left, right); nothing was delivered") == true)
        #expect(Journal.entries.isEmpty)
        #expect(refused(harness, "swipe sideways")?.contains("it takes a direction") == true)
    }

    /// A long press begins after its minimum duration on the virtual clock and ends on lift.
    @Test func longPressBeginsAfterItsDuration() {
        let harness = Self.launchPad {
            let press = Self.recognizer(UILongPressGestureRecognizer.init(target:action:), "press")
            press.minimumPressDuration = 1.2
            press.cancelsTouchesInView = false
            return press
        }
        let start = harness.runtime.runLoop.now
        harness.act("long-press pad")
        #expect(Journal.entries == ["PadView#1 began", "press began at (187.5, 250)", "press ended at (187.5, 250)", "PadView#1 ended"])
        #expect(harness.runtime.runLoop.now - start >= 1.2)
        Journal.entries = []
        harness.act("tap-at 100 200")
        #expect(Journal.entries == ["PadView#1 began", "PadView#1 ended"])
    }

    /// A pan reports its translation and velocity in the view's coordinates, and setTranslation
    /// restarts the measure.
    @Test func panTranslationAndVelocity() {
        var translations: [CGPoint] = []
        var velocity: CGPoint = .zero
        let harness = Self.launchPad {
            let pan = UIPanGestureRecognizer()
            pan.addHandler { recognizer in
                guard let pan = recognizer as? UIPanGestureRecognizer else { return }
                if pan.state == .ended {
                    translations.append(pan.translation(in: pan.view))
                    velocity = pan.velocity(in: pan.view)
                }
            }
            return pan
        }
        harness.act("pan 100 -40 on pad")
        #expect(translations == [CGPoint(x: 100, y: -40)])
        #expect(abs(velocity.x - 300) < 0.01 && abs(velocity.y + 120) < 0.01)
    }

    /// A recognizer that delays touchesBegan hides the touches from the view while it is
    /// undecided: the view never sees a pan it recognized, and sees a tap late, once it failed.
    @Test func delaysTouchesBeganHoldsTheViewsTouches() {
        let harness = Self.launchPad {
            let pan = Self.recognizer(UIPanGestureRecognizer.init(target:action:), "pan")
            pan.delaysTouchesBegan = true
            return pan
        }
        harness.act("pan 100 0 on pad")
        #expect(Journal.entries == ["pan began at (197.5, 250)"]
                    + (0...16).map { "pan changed at (\(TouchTrace.number(202.5 + 5 * CGFloat($0))), 250)" }
                    + ["pan ended at (287.5, 250)"])
        Journal.entries = []
        harness.act("tap-at 100 200")
        #expect(Journal.entries == ["PadView#1 began", "PadView#1 ended"])
    }

    /// A pinch reports its scale; a rotation recognizer beside it does not begin for a pure pinch.
    @Test func pinchScale() {
        var scales: [CGFloat] = []
        let harness = Self.launchPad {
            let pinch = UIPinchGestureRecognizer()
            pinch.addHandler { recognizer in
                if recognizer.state == .ended { scales.append((recognizer as! UIPinchGestureRecognizer).scale) }
            }
            return pinch
        }
        harness.act("pinch 2 on pad")
        #expect(scales.count == 1 && abs((scales.first ?? 0) - 2) < 0.001)
        #expect(refused(harness, "pinch 0")?.contains("scale greater than 0") == true)
    }

    /// The delegate can stop a recognizer from beginning, and two recognizers recognize together
    /// only when a delegate allows it.
    @Test func delegateDecidesBeginningAndSimultaneity() {
        final class Delegate: NSObject, UIGestureRecognizerDelegate {
            var allowBegin = true
            var simultaneous = false
            func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { allowBegin }
            func gestureRecognizer(_ gestureRecognizer: UIGestureRecognizer,
                                   shouldRecognizeSimultaneouslyWith otherGestureRecognizer: UIGestureRecognizer) -> Bool { simultaneous }
        }
        let delegate = Delegate()
        let harness = launch {
            ScreenController { view in
                let outer = UIView(frame: CGRect(x: 0, y: 80, width: 375, height: 500))
                let inner = UIView(frame: CGRect(x: 0, y: 0, width: 375, height: 500))
                let innerTap = Self.recognizer(UITapGestureRecognizer.init(target:action:), "inner")
                innerTap.delegate = delegate
                inner.addGestureRecognizer(innerTap)
                outer.addGestureRecognizer(Self.recognizer(UITapGestureRecognizer.init(target:action:), "outer"))
                outer.addSubview(inner)
                view.addSubview(outer)
            }
        }
        harness.act("tap-at 100 200")
        #expect(Journal.entries == ["inner ended at (100, 120)"])
        Journal.entries = []
        delegate.simultaneous = true
        harness.act("tap-at 100 200")
        #expect(Journal.entries == ["inner ended at (100, 120)", "outer ended at (100, 120)"])
        Journal.entries = []
        delegate.allowBegin = false
        harness.act("tap-at 100 200")
        #expect(Journal.entries == ["outer ended at (100, 120)"])
    }

    /// Recognizers are attached, moved between views and removed; a cycle of requirements is refused.
    @Test func attachingMovingAndRequirements() {
        let runtime = HeadlessRuntime.current
        let first = UIView(), second = UIView()
        let tap = UITapGestureRecognizer()
        #expect(first.gestureRecognizers == nil)
        first.addGestureRecognizer(tap)
        #expect(tap.view === first && first.gestureRecognizers?.count == 1)
        second.addGestureRecognizer(tap)
        #expect(tap.view === second && first.gestureRecognizers == nil)
        second.removeGestureRecognizer(tap)
        #expect(tap.view == nil && second.gestureRecognizers == nil)
        let other = UITapGestureRecognizer()
        tap.require(toFail: other)
        other.require(toFail: tap)
        tap.require(toFail: tap)
        #expect(runtime.diagnostics.all.map(\.code) == [.gestureRequirementCycle, .gestureRequirementCycle])
        #expect(UIGestureRecognizer.State.recognized == .ended)
    }
}
