import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
import HeadlessCore

/// `delaysTouchesEnded` (on by default) holds a view's `touchesEnded` back while a recognizer
/// on it is undecided after the fingers lift: the view gets it when the recognizer fails, and
/// `touchesCancelled` instead when it recognizes. Off, the view gets its end at once.
@MainActor
@Suite(.freshRuntime) struct DelaysTouchesEndedTests {
    final class LoggingPad: UIView {
        override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad began") }
        override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad ended") }
        override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) { Journal.log("pad cancelled") }
    }

    static func padWithDoubleTap(delaysEnded: Bool) -> LifecycleHarness {
        launch {
            ScreenController { view in
                let pad = LoggingPad(frame: CGRect(x: 50, y: 300, width: 200, height: 200))
                let double = UITapGestureRecognizer()
                double.numberOfTapsRequired = 2
                double.delaysTouchesEnded = delaysEnded
                pad.addGestureRecognizer(double)
                view.addSubview(pad)
            }
        }
    }

    @Test func aSingleTapsEndWaitsForTheDoubleTapToFail() {
        let harness = Self.padWithDoubleTap(delaysEnded: true)
        let runtime = harness.runtime
        let start = runtime.runLoop.now
        harness.act("tap-at 100 400")
        // The end came only once the double-tap window had passed and the recognizer failed.
        #expect(Journal.entries == ["pad began", "pad ended"])
        #expect(runtime.runLoop.now - start >= 0.35)
    }

    @Test func aRecognizedDoubleTapCancelsTheHeldBackEnd() {
        let harness = Self.padWithDoubleTap(delaysEnded: true)
        harness.act("tap-at 100 400 2")
        #expect(Journal.entries.first == "pad began")
        #expect(Journal.entries.contains("pad cancelled"))
        #expect(!Journal.entries.contains("pad ended"))
    }

    @Test func withoutDelaysTouchesEndedTheEndComesAtOnce() {
        let harness = Self.padWithDoubleTap(delaysEnded: false)
        harness.act("tap-at 100 400 2")
        // The first tap's end reached the view before the second tap began.
        #expect(Journal.entries.prefix(3) == ["pad began", "pad ended", "pad began"])
        #expect(Journal.entries.last == "pad cancelled")
    }

    @Test func theDefaultsAreIOSs() {
        let recognizer = UITapGestureRecognizer()
        #expect(recognizer.delaysTouchesEnded)
        #expect(!recognizer.delaysTouchesBegan)
        #expect(recognizer.cancelsTouchesInView)
    }
}
