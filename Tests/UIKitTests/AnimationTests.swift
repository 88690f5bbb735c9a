import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// `UIView.animate(withDuration:…)`: the block runs at once, the completion in virtual time.
@MainActor
@Suite(.freshRuntime) struct AnimationTests {
    @Test func animationsRunAtOnceAndCompleteAtTheEndOfTheDuration() {
        let runLoop = HeadlessRuntime.current.runLoop
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var finished: [String] = []
        UIView.animate(withDuration: 0.25, animations: {
            view.alpha = 0
        }, completion: { done in
            finished.append("\(done) at \(runLoop.now)")
        })
        #expect(view.alpha == 0)
        #expect(finished.isEmpty)

        runLoop.advance(by: 0.2)
        #expect(finished.isEmpty)
        runLoop.advance(by: 0.05)
        #expect(finished == ["true at 0.25"])
    }

    /// The delay adds to the duration of a block that animates; a block that changes nothing
    /// animatable completes in the next turn without waiting for either (References §38).
    @Test func delayAddsToTheDuration() {
        let runLoop = HeadlessRuntime.current.runLoop
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var order: [String] = []
        UIView.animate(withDuration: 0.3, delay: 0.2, options: [.curveEaseOut, .allowUserInteraction], animations: {
            order.append("animations")
            view.alpha = 0.5
        }, completion: { _ in order.append("completion at \(runLoop.now)") })
        UIView.animate(withDuration: 0.1, animations: { order.append("short") },
                       completion: { _ in order.append("short completion at \(runLoop.now)") })
        #expect(order == ["animations", "short"])

        #expect(runLoop.runUntilIdle())
        #expect(order == ["animations", "short", "short completion at 0.0", "completion at 0.5"])
        #expect(runLoop.now == 0.5)
    }

    @Test func zeroDurationCompletesInTheNextTurn() {
        let runLoop = HeadlessRuntime.current.runLoop
        var completed = false
        UIView.animate(withDuration: 0, animations: {}, completion: { completed = $0 })
        #expect(!completed)
        runLoop.runOneTurn()
        #expect(completed)
        #expect(runLoop.now == 0)
    }

    @Test func layoutInsideAnimationsHappensInTheTurn() {
        let recorder = HeadlessRuntime.current.attach()
        let runLoop = HeadlessRuntime.current.runLoop
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = ProbeView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        window.addSubview(view)
        runLoop.runUntilIdle()
        recorder.clear()

        UIView.animate(withDuration: 1, animations: {
            view.frame.size = CGSize(width: 20, height: 20)
        }, completion: { _ in HeadlessRuntime.current.note("completed") })
        runLoop.runOneTurn()
        #expect(recorder.events.map { $0.kind == .note ? "note" : $0.instance + " " + $0.callback }
            == ["UIWindow#1 layoutSubviews()", "ProbeView#1 layoutSubviews()"])
        runLoop.runUntilIdle()
        #expect(recorder.events.last?.callback == "completed")
        #expect(recorder.events.last?.time == 1)
    }

    @Test func optionsAreAnOptionSet() {
        let options: UIView.AnimationOptions = [.curveLinear, .repeat, .autoreverse]
        #expect(options.contains(.repeat))
        #expect(!options.contains(.layoutSubviews))
        #expect(UIView.AnimationOptions.curveEaseInOut.isEmpty)
    }
}
