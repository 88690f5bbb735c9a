import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// `CATransaction`'s completion block (issue 36, item 5; References §38): without animations it
/// runs when its transaction commits; a replaced block runs when its own animations end, at once
/// with none; animations added before the block was set do not count for it.
@MainActor
@Suite(.freshRuntime) struct TransactionCompletionTests {
    @Test func anExplicitTransactionWithoutAnimationsCompletesAtItsCommit() {
        let runLoop = HeadlessRuntime.current.runLoop
        var trace: [String] = []
        let turn = runLoop.turn
        CATransaction.begin()
        CATransaction.setCompletionBlock { trace.append("completion at \(runLoop.now) turn \(runLoop.turn)") }
        trace.append("before commit")
        CATransaction.commit()
        trace.append("after commit")
        #expect(trace == ["before commit", "completion at 0.0 turn \(turn)", "after commit"])
        #expect(runLoop.runUntilIdle())
        #expect(trace.count == 3)
    }

    @Test func theImplicitTransactionCompletesAtTheRunLoopsCommit() {
        let runLoop = HeadlessRuntime.current.runLoop
        var trace: [String] = []
        runLoop.perform {
            CATransaction.setCompletionBlock { trace.append("implicit at turn \(runLoop.turn)") }
            trace.append("set in turn \(runLoop.turn)")
        }
        let next = runLoop.turn + 1
        runLoop.runOneTurn()
        #expect(trace == ["set in turn \(next)", "implicit at turn \(next)"])
    }

    @Test func aReplacedBlockRunsAtOnceWithoutAnimationsAndAfterItsOwnOtherwise() {
        let runLoop = HeadlessRuntime.current.runLoop
        let layer = CALayer()
        var trace: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { trace.append("first at \(runLoop.now)") }
        CATransaction.setCompletionBlock { trace.append("second at \(runLoop.now)") }
        #expect(trace == ["first at 0.0"])  // replaced with no animation added: invoked immediately
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        CATransaction.setCompletionBlock { trace.append("third at \(runLoop.now)") }
        #expect(trace == ["first at 0.0"])  // the second waits for the fade
        let move = CABasicAnimation(keyPath: "position")
        move.duration = 2
        layer.add(move, forKey: "move")
        CATransaction.commit()
        #expect(trace == ["first at 0.0"])
        #expect(runLoop.runUntilIdle())
        #expect(trace == ["first at 0.0", "second at 1.0", "third at 2.0"])
    }

    @Test func aBlockSetAfterTheAnimationsDoesNotWaitForThem() {
        let runLoop = HeadlessRuntime.current.runLoop
        let layer = CALayer()
        var trace: [String] = []
        CATransaction.begin()
        let fade = CABasicAnimation(keyPath: "opacity")
        fade.duration = 1
        layer.add(fade, forKey: "fade")
        CATransaction.setCompletionBlock { trace.append("late block at \(runLoop.now)") }
        CATransaction.commit()
        #expect(trace == ["late block at 0.0"])
        #expect(runLoop.runUntilIdle())
        #expect(trace.count == 1)
    }

    @Test func aRemovedAnimationCompletesItsTransactionAndBlockAnimationsJoinIt() {
        let runLoop = HeadlessRuntime.current.runLoop
        let view = UIView(frame: CGRect(x: 0, y: 0, width: 10, height: 10))
        var trace: [String] = []
        CATransaction.begin()
        CATransaction.setCompletionBlock { trace.append("transaction at \(runLoop.now)") }
        UIView.animate(withDuration: 1, animations: { view.alpha = 0 }, completion: { trace.append("block \($0) at \(runLoop.now)") })
        CATransaction.commit()
        runLoop.advance(by: 0.3)
        view.layer.removeAllAnimations()
        #expect(trace == ["block false at 0.3", "transaction at 0.3"])
        #expect(runLoop.runUntilIdle())
        #expect(trace.count == 2)
    }
}
