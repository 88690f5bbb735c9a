import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// When a block animation's completion runs, and with what `finished` (issue 36, item 4;
/// References §38): once, when the last animation the block added to a layer stops; in the
/// next turn when the block added none, whatever its duration and delay; early and with
/// `finished == false` when its animation is removed.
@MainActor
@Suite(.freshRuntime) struct BlockAnimationCompletionTests {
    /// A completion's trace entry: the `finished` flag, the virtual time and the run-loop turn.
    private static func entry(_ name: String, _ finished: Bool) -> String {
        let runLoop = HeadlessRuntime.current.runLoop
        return "\(name) \(finished) at \(runLoop.now) turn \(runLoop.turn)"
    }

    @Test func aBlockThatChangesNothingCompletesInTheNextTurnWithoutWaiting() {
        let runLoop = HeadlessRuntime.current.runLoop
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var trace: [String] = []
        UIView.animate(withDuration: 2, animations: {}, completion: { trace.append(Self.entry("empty", $0)) })
        UIView.animate(withDuration: 2, delay: 5, options: [], animations: {},
                       completion: { trace.append(Self.entry("empty with delay", $0)) })
        UIView.animate(withDuration: 2, animations: { view.tag = 7 },
                       completion: { trace.append(Self.entry("not animatable", $0)) })
        #expect(trace.isEmpty)  // never inside the call
        let next = runLoop.turn + 1
        runLoop.runOneTurn()
        #expect(trace == ["empty true at 0.0 turn \(next)", "empty with delay true at 0.0 turn \(next)",
                          "not animatable true at 0.0 turn \(next)"])
        #expect(runLoop.runUntilIdle())
        #expect(runLoop.now == 0)
        #expect(trace.count == 3)
    }

    @Test func aBlockCompletesWhenItsLastAnimationEnds() {
        let runLoop = HeadlessRuntime.current.runLoop
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var trace: [String] = []
        UIView.animate(withDuration: 0.5, delay: 0.25, options: [], animations: {
            first.alpha = 0
            second.center = CGPoint(x: 50, y: 50)
        }, completion: { trace.append(Self.entry("group", $0)) })
        #expect(first.layer.animationKeys() == ["opacity"])
        #expect(second.layer.animationKeys() == ["position"])
        runLoop.advance(by: 0.7)
        #expect(trace.isEmpty)
        #expect(runLoop.runUntilIdle())
        #expect(trace.count == 1)
        #expect(trace.first?.hasPrefix("group true at 0.75 turn") == true)
        #expect(first.layer.animationKeys() == nil)
    }

    @Test func removingTheAnimationsEndsTheBlockEarlyWithFinishedFalse() {
        let runLoop = HeadlessRuntime.current.runLoop
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var trace: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 },
                       completion: { trace.append(Self.entry("removed", $0)) })
        runLoop.advance(by: 0.4)
        let turn = runLoop.turn
        view.layer.removeAllAnimations()
        // The animation had started: the completion runs inside its stop.
        #expect(trace == ["removed false at 0.4 turn \(turn)"])
        #expect(view.alpha == 0)
        #expect(runLoop.runUntilIdle())
        #expect(runLoop.now == 0.4)
        #expect(trace.count == 1)

        // Removed by key before the commit that would start it: the next turn, still false.
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 },
                       completion: { trace.append(Self.entry("removed before start", $0)) })
        view.layer.removeAnimation(forKey: "opacity")
        #expect(trace.count == 1)
        runLoop.runOneTurn()
        #expect(trace.last == "removed before start false at 0.4 turn \(turn + 1)")
        #expect(runLoop.runUntilIdle())
        #expect(trace.count == 2)
    }

    /// UIKit reports the flag of the animation whose stop brought the count to zero: a group
    /// whose other animation ran to its end after one was removed still reports true.
    @Test func aGroupReportsTheFlagOfItsLastAnimation() {
        let runLoop = HeadlessRuntime.current.runLoop
        let first = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        let second = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var trace: [String] = []
        UIView.animate(withDuration: 1, animations: { first.alpha = 0; second.alpha = 0 },
                       completion: { trace.append(Self.entry("one removed, then one ends", $0)) })
        UIView.animate(withDuration: 1, animations: { first.center.x = 40; second.center.x = 40 },
                       completion: { trace.append(Self.entry("last removed", $0)) })
        runLoop.advance(by: 0.5)
        first.layer.removeAnimation(forKey: "opacity")
        first.layer.removeAnimation(forKey: "position")
        #expect(trace.isEmpty)
        runLoop.advance(by: 0.2)
        second.layer.removeAnimation(forKey: "position")
        #expect(trace == ["last removed false at 0.7 turn \(runLoop.turn)"])
        #expect(runLoop.runUntilIdle())
        #expect(trace.last?.hasPrefix("one removed, then one ends true at 1.0 turn") == true)
        #expect(trace.count == 2)
    }

    /// An animation of the same key replaces the running one (this implementation does not add
    /// animations additively): the first block ends there, with false.
    @Test func aReplacedAnimationEndsItsBlockWithFinishedFalse() {
        let runLoop = HeadlessRuntime.current.runLoop
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var trace: [String] = []
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 },
                       completion: { trace.append(Self.entry("first", $0)) })
        runLoop.advance(by: 0.5)
        UIView.animate(withDuration: 1, animations: { view.alpha = 1 },
                       completion: { trace.append(Self.entry("second", $0)) })
        #expect(trace == ["first false at 0.5 turn \(runLoop.turn)"])
        #expect(runLoop.runUntilIdle())
        #expect(trace.last?.hasPrefix("second true at 1.5 turn") == true)
    }

    @Test func disabledAnimationsZeroDurationsAndTransitionsWithoutAKind() {
        let runLoop = HeadlessRuntime.current.runLoop
        let container = UIView()
        let view = UIView(), other = UIView()
        container.addSubview(view)
        var trace: [String] = []
        UIView.setAnimationsEnabled(false)
        UIView.animate(withDuration: 1, animations: { view.alpha = 0.5 },
                       completion: { trace.append(Self.entry("disabled", $0)) })
        UIView.setAnimationsEnabled(true)
        UIView.animate(withDuration: 0, animations: { view.alpha = 0.2 },
                       completion: { trace.append(Self.entry("zero", $0)) })
        UIView.transition(from: view, to: other, duration: 1, options: [],
                          completion: { trace.append(Self.entry("plain swap", $0)) })
        UIView.transition(from: other, to: view, duration: 1, options: .transitionCrossDissolve,
                          completion: { trace.append(Self.entry("dissolve", $0)) })
        #expect(container.layer.animation(forKey: "transition") is CATransition)
        #expect(trace.isEmpty)
        let next = runLoop.turn + 1
        runLoop.runOneTurn()
        #expect(trace == ["disabled true at 0.0 turn \(next)", "zero true at 0.0 turn \(next)",
                          "plain swap true at 0.0 turn \(next)"])
        #expect(runLoop.runUntilIdle())
        #expect(trace.count == 4)
        #expect(trace.last?.hasPrefix("dissolve true at 1.0 turn") == true)
    }

    /// Every completion runs once, whatever ends it.
    @Test func everyCompletionRunsExactlyOnce() {
        let runLoop = HeadlessRuntime.current.runLoop
        let views = (0..<4).map { _ in UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
        var calls = [Int](repeating: 0, count: 6)
        UIView.animate(withDuration: 1, animations: { for view in views { view.alpha = 0 } }, completion: { _ in calls[0] += 1 })
        UIView.animate(withDuration: 1, animations: {}, completion: { _ in calls[1] += 1 })
        UIView.animateKeyframes(withDuration: 1, delay: 0, options: [], animations: {
            UIView.addKeyframe(withRelativeStartTime: 0, relativeDuration: 0.5) { views[0].center.x = 30 }
            UIView.addKeyframe(withRelativeStartTime: 0.5, relativeDuration: 0.5) { views[0].center.x = 60 }
        }, completion: { _ in calls[2] += 1 })
        UIView.animate(withDuration: 1, animations: { views[1].transform = CGAffineTransform(scaleX: 2, y: 2) },
                       completion: { _ in calls[3] += 1 })
        UIView.animate(withDuration: 2, animations: { views[2].bounds.size = CGSize(width: 30, height: 30) },
                       completion: { _ in calls[4] += 1 })
        let container = UIView()
        container.addSubview(views[3])
        UIView.perform(.delete, on: [views[3]], options: [], animations: nil, completion: { _ in calls[5] += 1 })
        runLoop.advance(by: 0.5)
        for view in views { view.layer.removeAllAnimations() }
        #expect(runLoop.runUntilIdle())
        runLoop.advance(by: 5)
        #expect(calls == [1, 1, 1, 1, 1, 1])
    }
}
