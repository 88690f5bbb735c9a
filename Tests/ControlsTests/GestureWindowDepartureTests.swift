import Foundation
import Testing
@_spi(Headless) @testable import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore

/// A gesture whose view leaves the window mid-way (issue 37 item 6): its touches are
/// cancelled, a recognizer in progress goes to `cancelled` (its action sent once with that
/// state, never `ended`) and back to `possible`, one still possible fails, and the rest of
/// the fingers' paths go nowhere.
@MainActor
@Suite(.freshRuntime) struct GestureWindowDepartureTests {
    /// A view that logs its touches.
    final class PadView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad began") }
        override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad moved") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad cancelled") }
    }

    /// A pad that leaves its superview as soon as a touch begins on it.
    final class VanishingPadView: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
            Journal.log("pad began")
            removeFromSuperview()
        }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad cancelled") }
    }

    /// Launches a screen with a container holding a pad across the screen below the bar; the
    /// recognizer goes on the pad, or on the container when `onContainer`.
    static func launchPad(onContainer: Bool = false, pad makePad: @escaping @MainActor () -> UIView = { PadView() },
                          _ recognizer: @escaping @MainActor () -> UIGestureRecognizer) -> LifecycleHarness {
        launch {
            ScreenController { view in
                let pad = makePad()
                let container = UIView(frame: CGRect(x: 0, y: 80, width: 375, height: 500))
                pad.frame = container.bounds
                pad.accessibilityIdentifier = "pad"
                container.addSubview(pad)
                (onContainer ? container : pad).addGestureRecognizer(recognizer())
                view.addSubview(container)
            }
        }
    }

    /// A recognizer that logs its states and runs `leave` on its `n`th `changed` (or when it
    /// begins, for n = 0).
    static func logging<R: UIGestureRecognizer>(_ recognizer: R, _ name: String, leaveAt n: Int,
                                                 _ leave: @escaping @MainActor (R) -> Void) -> R {
        var changes = 0
        recognizer.addHandler { recognizer in
            Journal.log("\(name) \(recognizer.state)")
            if recognizer.state == .began, n == 0 { leave(recognizer as! R) }
            if recognizer.state == .changed {
                changes += 1
                if changes == n { leave(recognizer as! R) }
            }
        }
        return recognizer
    }

    @Test func aPanWhoseViewIsRemovedIsCancelledOnce() {
        var pan: UIPanGestureRecognizer?
        let harness = Self.launchPad {
            let made = Self.logging(UIPanGestureRecognizer(), "pan", leaveAt: 3) { $0.view?.removeFromSuperview() }
            pan = made
            return made
        }
        harness.act("pan 100 0 on pad")
        #expect(Journal.entries == ["pad began", "pad moved", "pan began", "pad cancelled", "pan changed", "pan changed", "pan changed", "pan cancelled"])
        #expect(pan?.state == .possible)
    }

    @Test func aLongPressWhoseViewIsRemovedIsCancelled() {
        var press: UILongPressGestureRecognizer?
        let harness = Self.launchPad {
            let made = Self.logging(UILongPressGestureRecognizer(), "press", leaveAt: 0) { $0.view?.removeFromSuperview() }
            made.cancelsTouchesInView = false
            press = made
            return made
        }
        harness.act("long-press pad")
        #expect(Journal.entries == ["pad began", "press began", "press cancelled", "pad cancelled"])
        #expect(press?.state == .possible)
    }

    /// A long press whose view left before its duration elapsed never begins: it fails, in
    /// virtual time, when its timer fires.
    @Test func aLongPressWhoseViewLeftBeforeItBeganFails() {
        var press: UILongPressGestureRecognizer?
        let harness = Self.launchPad(pad: { VanishingPadView() }) {
            let made = Self.logging(UILongPressGestureRecognizer(), "press", leaveAt: 0) { _ in }
            made.cancelsTouchesInView = false
            press = made
            return made
        }
        harness.act("long-press pad")
        #expect(Journal.entries == ["pad began", "pad cancelled"])
        #expect(press?.state == .possible)
    }

    /// The recognizer is on the touched view's superview, and the superview's subtree leaves.
    @Test func aRecognizerOnARemovedSuperviewIsCancelled() {
        let harness = Self.launchPad(onContainer: true) {
            Self.logging(UIPanGestureRecognizer(), "pan", leaveAt: 2) { $0.view?.removeFromSuperview() }
        }
        harness.act("pan 100 0 on pad")
        #expect(Journal.entries == ["pad began", "pad moved", "pan began", "pad cancelled", "pan changed", "pan changed", "pan cancelled"])
    }

    /// The touched view's superview leaves while the recognizer's view (an ancestor) stays:
    /// the touch is cancelled, and so is every recognizer that had it.
    @Test func aTouchedSubviewLeavingCancelsTheAncestorsRecognizer() {
        let harness = Self.launchPad(onContainer: true) {
            Self.logging(UIPanGestureRecognizer(), "pan", leaveAt: 2) { pan in
                pan.view?.subviews.first?.removeFromSuperview()
            }
        }
        harness.act("pan 100 0 on pad")
        #expect(Journal.entries == ["pad began", "pad moved", "pan began", "pad cancelled", "pan changed", "pan changed", "pan cancelled"])
    }

    /// Hiding the window mid-gesture cancels it too.
    @Test func hidingTheWindowCancelsTheGesture() {
        var window: UIWindow?
        let harness = Self.launchPad {
            Self.logging(UIPanGestureRecognizer(), "pan", leaveAt: 1) { pan in
                window = pan.view?.window
                window?.isHidden = true
            }
        }
        harness.act("pan 100 0 on pad")
        #expect(Journal.entries == ["pad began", "pad moved", "pan began", "pad cancelled", "pan changed", "pan cancelled"])
        #expect(window?.isHidden == true)
    }
}
