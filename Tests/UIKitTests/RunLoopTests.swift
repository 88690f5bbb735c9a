import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore

/// The main run loop: turns, queued blocks, timers in virtual time, idling.
@MainActor
@Suite(.freshRuntime) struct RunLoopTests {
    @Test func performRunsInTheNextTurnNotNow() {
        let runLoop = HeadlessRuntime.current.runLoop
        var log: [String] = []
        runLoop.perform {
            log.append("first in turn \(runLoop.turn)")
            runLoop.perform { log.append("queued from a block, turn \(runLoop.turn)") }
        }
        runLoop.perform { log.append("second in turn \(runLoop.turn)") }
        #expect(log.isEmpty)
        #expect(runLoop.hasWorkNow)

        runLoop.runOneTurn()
        #expect(log == ["first in turn 1", "second in turn 1"])
        runLoop.runOneTurn()
        #expect(log.last == "queued from a block, turn 2")
        #expect(!runLoop.hasWorkNow)
    }

    @Test func timersFireInVirtualTimeWithAdvance() {
        let runLoop = HeadlessRuntime.current.runLoop
        var fired: [String] = []
        runLoop.schedule(after: 2) { fired.append("2s at \(runLoop.now)") }
        runLoop.schedule(after: 0.5) { fired.append("0.5s at \(runLoop.now)") }
        runLoop.schedule(after: 0.5) { fired.append("0.5s again at \(runLoop.now)") }
        runLoop.runOneTurn()
        #expect(fired.isEmpty)
        #expect(runLoop.nextTimerTime == 0.5)
        #expect(runLoop.scheduledCount == 3)

        runLoop.advance(by: 1)
        #expect(fired == ["0.5s at 0.5", "0.5s again at 0.5"])
        #expect(runLoop.now == 1)

        runLoop.advance(by: 1)
        #expect(fired.last == "2s at 2.0")
        #expect(runLoop.now == 2)
        #expect(runLoop.scheduledCount == 0)
    }

    @Test func advanceRunsTimersScheduledOnTheWay() {
        let runLoop = HeadlessRuntime.current.runLoop
        var fired: [Double] = []
        runLoop.schedule(after: 1) {
            fired.append(runLoop.now)
            runLoop.schedule(after: 1) { fired.append(runLoop.now) }
            runLoop.schedule(after: 5) { fired.append(runLoop.now) }
        }
        runLoop.advance(by: 3)
        #expect(fired == [1, 2])
        #expect(runLoop.now == 3)
        #expect(runLoop.nextTimerTime == 6)
    }

    @Test func cancelledTimersDoNotRun() {
        let runLoop = HeadlessRuntime.current.runLoop
        var fired = false
        let handle = runLoop.schedule(after: 1) { fired = true }
        #expect(runLoop.isScheduled(handle))
        runLoop.cancel(handle)
        #expect(!runLoop.isScheduled(handle))
        runLoop.advance(by: 2)
        #expect(!fired)
    }

    @Test func runUntilIdleJumpsToSettlingTimersOnly() {
        let runLoop = HeadlessRuntime.current.runLoop
        var fired: [String] = []
        runLoop.schedule(after: 0.3) { fired.append("animation at \(runLoop.now)") }
        runLoop.schedule(after: 180, settles: false) { fired.append("background expiry at \(runLoop.now)") }
        runLoop.schedule(after: 0.7) { fired.append("transition at \(runLoop.now)") }

        #expect(runLoop.runUntilIdle())
        #expect(fired == ["animation at 0.3", "transition at 0.7"])
        #expect(runLoop.now == 0.7)
        #expect(runLoop.scheduledCount == 1)

        runLoop.advance(by: 200)
        #expect(fired.last == "background expiry at 180.0")
    }

    @Test func workThatNeverEndsIsReported() {
        let runtime = HeadlessRuntime.current
        let runLoop = runtime.runLoop
        var count = 0
        func requeue() {
            count += 1
            runLoop.perform { requeue() }
        }
        requeue()
        #expect(runLoop.runUntilIdle(maxTurns: 50) == false)
        #expect(count == 51)
        #expect(runtime.diagnostics.all.map(\.code) == ["runloop.neverIdle"])
        #expect(runtime.diagnostics.all.first?.message.contains("after 50 turns") == true)
    }

    @Test func aTimerThatReschedulesItselfForNowWaitsForTheNextTurn() {
        let runtime = HeadlessRuntime.current
        let runLoop = runtime.runLoop
        var fired: [Int] = []
        func again() {
            fired.append(runLoop.turn)
            runLoop.schedule(after: 0) { again() }
        }
        runLoop.schedule(after: 0) { again() }
        runLoop.runOneTurn()
        runLoop.runOneTurn()
        #expect(fired == [1, 2])
        #expect(runLoop.runUntilIdle(maxTurns: 10) == false)
        #expect(runtime.diagnostics.all.map(\.code) == ["runloop.neverIdle"])
    }

    @Test func advanceReportsWorkThatNeverEndsAtOneInstant() {
        let runtime = HeadlessRuntime.current
        let runLoop = runtime.runLoop
        func again() { runLoop.perform { again() } }
        runLoop.schedule(after: 1) { again() }
        #expect(runLoop.advance(by: 5, maxTurns: 30) == false)
        #expect(runLoop.now == 1)
        #expect(runtime.diagnostics.all.map(\.code) == ["runloop.neverIdle"])
        #expect(runLoop.advance(by: 1, maxTurns: 30) == false)
    }

    @Test func advanceReturnsTrueWhenTheWorkEnds() {
        let runLoop = HeadlessRuntime.current.runLoop
        runLoop.schedule(after: 1) { runLoop.perform {} }
        #expect(runLoop.advance(by: 2))
        #expect(runLoop.now == 2)
    }

    @Test func animationChainsThatNeverEndAreReported() {
        let runtime = HeadlessRuntime.current
        func spin() {
            UIView.animate(withDuration: 1, animations: {}, completion: { _ in spin() })
        }
        spin()
        #expect(runtime.runLoop.runUntilIdle(maxTurns: 20) == false)
        // A block that changes nothing completes in the next turn, without waiting for its
        // duration (References §38): the chain spins at one instant.
        #expect(runtime.runLoop.now == 0)
        #expect(runtime.diagnostics.all.map(\.code) == ["runloop.neverIdle"])
    }

    @Test func aTurnCommitsLayoutAfterItsBlocks() {
        let recorder = HeadlessRuntime.current.attach()
        let runLoop = HeadlessRuntime.current.runLoop
        let window = UIWindow(frame: UIScreen.main.bounds)
        let view = ProbeView()
        window.addSubview(view)
        runLoop.runUntilIdle()
        recorder.clear()

        runLoop.perform {
            view.setNeedsLayout()
            HeadlessRuntime.current.note("block ran")
        }
        runLoop.runOneTurn()
        #expect(recorder.events.map { $0.kind == .note ? "note" : $0.callback } == ["note", "layoutSubviews()"])
        #expect(Set(recorder.events.map(\.turn)).count == 1)
    }

    /// Under Swift Testing the main actor is the main dispatch queue and this test is the
    /// block it runs, so blocks sent to `DispatchQueue.main` run after the test returns. The
    /// run loop must leave them alone rather than re-enter the queue (see
    /// `MainRunLoop.drainsDispatchMainQueue`); a command-line host on the main thread drains them.
    @Test func drainingTheDispatchMainQueueIsHarmlessUnderTheTestRunner() {
        let runtime = HeadlessRuntime.current
        runtime.runLoop.drainsDispatchMainQueue = true
        let turnBefore = runtime.runLoop.turn
        var ranInsideTheTest = false
        DispatchQueue.main.async { ranInsideTheTest = true }
        #expect(runtime.runLoop.runUntilIdle())
        runtime.runLoop.runOneTurn()
        #expect(!ranInsideTheTest)
        #expect(runtime.runLoop.turn == turnBefore + 1)
    }
}
