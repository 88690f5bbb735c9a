import HeadlessCore
import Foundation

/// The simulated main run loop: turns, queued blocks and timers in virtual time.
///
/// Nothing here waits for real time. A turn fires the timers that are due, runs the blocks
/// queued before the turn started, then commits the turn's transaction: `viewIsAppearing`,
/// the layout pass, the display pass and the work waiting for the commit (such as the
/// `viewDidAppear` of a view controller that appeared without animation).
@MainActor
@_spi(Headless) public final class MainRunLoop {
    /// The virtual time, in seconds since the runtime started.
    // Safety: unchecked exclusivity: the virtual clock is read and advanced only by the main actor, one statement at a time.
    @exclusivity(unchecked) public private(set) var now: TimeInterval = 0
    /// The number of turns run so far.
    // Safety: unchecked exclusivity: the virtual clock is read and advanced only by the main actor, one statement at a time.
    @exclusivity(unchecked) public private(set) var turn = 0
    /// The most turns ``runUntilIdle(maxTurns:)`` runs before it reports work that never ends.
    public static let defaultTurnLimit = 100_000

    /// The runtime that owns this run loop; cleared by the runtime's `deinit` (see
    /// ``HeadlessRuntime/serial`` for why it is not weak).
    // Safety: unowned(unsafe) and nonisolated(unsafe) because the runtime owns the run loop and clears this link in its deinit.
    nonisolated(unsafe) unowned(unsafe) var runtime: HeadlessRuntime?
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) private var queue: [@MainActor () -> Void] = []
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) private var timers = TimerQueue()
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) private var nextTimerID = 0
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) private var afterCommit: [@MainActor () -> Void] = []

    /// When true, each turn also runs the blocks that app code sent to `DispatchQueue.main`
    /// before the turn started, after the turn's own queued blocks and before the commit, and
    /// ``runUntilIdle(maxTurns:)`` goes on while such blocks keep arriving.
    ///
    /// This works only where the scenario runs on the real main thread outside the main
    /// queue, as in a command-line host whose top-level code calls
    /// `MainActor.assumeIsolated { … }`: there the turn services the main queue through the
    /// thread's run loop. Under Swift Testing on Linux the main actor *is* the main dispatch
    /// queue, serviced by a worker thread, and the test function is the block it is running;
    /// blocks sent to `DispatchQueue.main` can run only after the test returns, and draining
    /// from inside the test would run other tests' main-actor jobs. There the flag does
    /// nothing (the turn sees that it is not on the main run loop's thread), so tests should
    /// use ``perform(_:)`` for work of the next turn. Off by default.
    public var drainsDispatchMainQueue = false

    init() {}

    /// Queues a block for the next turn.
    public func perform(_ block: @escaping @MainActor () -> Void) {
        queue.append(block)
    }

    /// Schedules a block at `now + delay` in virtual time.
    ///
    /// - Parameter settles: whether ``runUntilIdle(maxTurns:)`` may advance the clock to this
    ///   timer (animations and transitions do; the system's background timers do not).
    @discardableResult
    public func schedule(after delay: TimeInterval, settles: Bool = true,
                         _ block: @escaping @MainActor () -> Void) -> TimerHandle {
        nextTimerID += 1
        timers.insert(TimerQueue.Entry(fireTime: now + max(0, delay), id: nextTimerID), settles: settles, block: block)
        return TimerHandle(id: nextTimerID)
    }

    /// Cancels a scheduled block; it will not run.
    public func cancel(_ handle: TimerHandle) {
        timers.cancel(handle.id)
    }

    /// Whether a scheduled block is still waiting.
    public func isScheduled(_ handle: TimerHandle) -> Bool {
        timers.contains(handle.id)
    }

    /// The steps the timer queue has taken so far (heap comparisons): they grow as n log n
    /// with the number of timers scheduled and fired, where a sorted list grew as n²
    /// (References §51.3). For tests.
    public var timerQueueSteps: Int { timers.steps }

    /// Queues a block to run when the current turn commits, after layout and display.
    func performAfterCommit(_ block: @escaping @MainActor () -> Void) {
        afterCommit.append(block)
    }

    /// Drops every queued block, timer and after-commit block without running them.
    func discardPendingWork() {
        let dropped = (queue, timers.removeAll(), afterCommit)
        queue.removeAll()
        afterCommit.removeAll()
        withExtendedLifetime(dropped) {}
    }

    /// Whether a turn run now would do anything.
    public var hasWorkNow: Bool {
        if !queue.isEmpty || !afterCommit.isEmpty { return true }
        if let first = timers.first, first.fireTime <= now { return true }
        return runtime?.hasCommitWork ?? false
    }

    /// The virtual time of the next scheduled block, if any.
    public var nextTimerTime: TimeInterval? { timers.first?.fireTime }

    /// The number of scheduled blocks, including those that do not settle.
    public var scheduledCount: Int { timers.count }

    /// Runs one turn: due timers, queued blocks, then the commit.
    ///
    /// Only the timers scheduled before the turn started fire in it; one that a timer
    /// schedules for now fires in the next turn, so that a timer re-scheduling itself with
    /// no delay cannot keep a single turn from ending. (Such a timer is due no earlier than
    /// now and was scheduled after every timer of the turn, so it comes after all of them
    /// in firing order: the turn stops at the first timer that is not due or is newer.)
    public func runOneTurn() {
        turn += 1
        if let runtime { OffMainRelease.report(to: runtime) }
        let lastDueID = nextTimerID
        while let first = timers.first, first.fireTime <= now, first.id <= lastDueID {
            let block = timers.removeFirst()
            block?()
        }
        let blocks = queue
        queue.removeAll()
        for block in blocks { block() }
        if drainsDispatchMainQueue { _ = DispatchMainQueue.drainOnce() }
        commit()
    }

    /// The first timer that ``runUntilIdle(maxTurns:)`` may advance the clock to.
    private func firstSettlingTimer() -> TimerQueue.Entry? {
        timers.firstSettling
    }

    /// A turn that only services `DispatchQueue.main`; returns false, and leaves no trace of
    /// a turn, when no block was waiting there.
    private func runDispatchOnlyTurn() -> Bool {
        guard drainsDispatchMainQueue else { return false }
        turn += 1
        guard DispatchMainQueue.drainOnce() || hasWorkNow else {
            turn -= 1
            return false
        }
        commit()
        return true
    }

    /// Runs turns until nothing is left to do now, advancing the clock to settling timers
    /// (animations, transitions) when nothing else is pending.
    ///
    /// The clock never jumps to a timer that does not settle (a system timer such as the
    /// background-task expiry); but when it jumps to a settling timer that lies later, the
    /// timers due on the way fire too, since their time has passed.
    ///
    /// Returns false, and reports a diagnostic, when the turn limit is hit: work that
    /// re-queues itself forever.
    @discardableResult
    public func runUntilIdle(maxTurns: Int = MainRunLoop.defaultTurnLimit) -> Bool {
        var turns = 0
        while turns < maxTurns {
            if hasWorkNow {
                runOneTurn()
            } else if runDispatchOnlyTurn() {
                // Blocks sent to DispatchQueue.main ran in a turn of their own.
            } else if let next = firstSettlingTimer() {
                // The block the clock jumps to stays referenced until its turn has committed,
                // so that what it releases goes after the turn's layout pass (a popped
                // controller's dealloc follows the navigation controller's layout, as in the
                // goldens), as an iOS run loop iteration releases autoreleased objects after
                // its commit.
                let jumpedTo = timers.block(of: next.id)
                now = max(now, next.fireTime)
                runOneTurn()
                withExtendedLifetime(jumpedTo) {}
            } else {
                return true
            }
            turns += 1
        }
        return reportNeverIdle(maxTurns)
    }

    /// Advances virtual time by `seconds`, running every timer that falls due on the way,
    /// each at its own time, then runs until idle at the final time without advancing further.
    ///
    /// Returns false, and reports a diagnostic, when work at one instant never ends.
    @discardableResult
    public func advance(by seconds: TimeInterval, maxTurns: Int = MainRunLoop.defaultTurnLimit) -> Bool {
        let target = now + max(0, seconds)
        var budget = maxTurns
        guard drainNow(budget: &budget) else { return reportNeverIdle(maxTurns) }
        while let next = timers.first, next.fireTime <= target {
            now = max(now, next.fireTime)
            guard drainNow(budget: &budget) else { return reportNeverIdle(maxTurns) }
        }
        now = target
        guard drainNow(budget: &budget) else { return reportNeverIdle(maxTurns) }
        return true
    }

    /// Runs turns while there is work now; false when the budget ran out first.
    private func drainNow(budget: inout Int) -> Bool {
        while budget > 0 {
            if hasWorkNow {
                runOneTurn()
            } else if !runDispatchOnlyTurn() {
                return true
            }
            budget -= 1
        }
        return !hasWorkNow
    }

    private func reportNeverIdle(_ turns: Int) -> Bool {
        runtime?.report(.error, .runloopNeverIdle,
                        "The main run loop was still busy after \(turns) turns: a block or animation re-queues itself forever. Stop re-scheduling work from its own completion.")
        return false
    }

    private func commit() {
        guard let runtime else { return }
        var rounds = 0
        repeat {
            runtime.commitTransaction()
            let blocks = afterCommit
            afterCommit.removeAll()
            for block in blocks { block() }
            rounds += 1
        } while (runtime.hasCommitWork || !afterCommit.isEmpty) && rounds < Self.commitRoundLimit
        if rounds == Self.commitRoundLimit && (runtime.hasCommitWork || !afterCommit.isEmpty) {
            runtime.report(.error, .runloopCommitLoop,
                           "One turn's commit did not settle after \(Self.commitRoundLimit) rounds: the work that follows layout keeps flagging views or queueing more. The rest waits for the next turn.")
        }
    }

    /// The most rounds of layout and after-commit work one commit runs.
    static let commitRoundLimit = 1_000
}

/// Identifies a block scheduled on the ``MainRunLoop``.
@_spi(Headless) public struct TimerHandle: Hashable, Sendable {
    let id: Int
}

