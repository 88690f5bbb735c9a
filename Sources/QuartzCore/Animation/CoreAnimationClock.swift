import Foundation

/// The clock Core Animation runs on, provided by the host (UIKit's virtual run loop, or
/// ``ManualAnimationClock`` in tests). QuartzCore does not depend on UIKit: the host installs
/// its clock in ``CoreAnimationHost/clock``.
@_spi(Headless) public protocol CoreAnimationClock: AnyObject {
    /// The current time, in seconds.
    var now: TimeInterval { get }
    /// Runs `block` at `now + delay`. A timer that `settles` may be jumped to by a host that
    /// runs until idle; a display link's does not.
    func schedule(after delay: TimeInterval, settles: Bool, _ block: @escaping () -> Void) -> Int
    /// Cancels a scheduled block.
    func cancel(_ token: Int)
    /// Runs `block` when the current turn commits (the next commit if none is under way).
    func atNextCommit(_ block: @escaping () -> Void)
}

/// Where the host installs the animation clock.
@_spi(Headless) public enum CoreAnimationHost {
    /// The clock animations run on; with none, animations start at ``CATransaction/flush()``
    /// and never end by themselves.
    // Safety: set by the host at start-up and read on the main thread only; Core Animation here is single-threaded like the run loop that drives it.
    nonisolated(unsafe) public static var clock: (any CoreAnimationClock)?

    /// Forgets transactions and animations waiting for a commit: for a host that throws its
    /// clock's pending work away (a fresh simulated process).
    public static func discardPendingWork() {
        CATransaction.explicitFrames.removeAll()
        CATransaction.implicitFrame = nil
        CATransaction.pendingStarts.removeAll()
    }
}

/// A clock that moves only when told to: for using QuartzCore without UIKit.
@_spi(Headless) public final class ManualAnimationClock: CoreAnimationClock {
    public private(set) var now: TimeInterval = 0
    private var timers: [(time: TimeInterval, id: Int, block: () -> Void)] = []
    private var commitBlocks: [() -> Void] = []
    private var nextID = 0

    public init() {}

    public func schedule(after delay: TimeInterval, settles: Bool, _ block: @escaping () -> Void) -> Int {
        nextID += 1
        timers.append((now + max(0, delay), nextID, block))
        return nextID
    }

    public func cancel(_ token: Int) { timers.removeAll { $0.id == token } }

    public func atNextCommit(_ block: @escaping () -> Void) { commitBlocks.append(block) }

    /// Runs the blocks waiting for a commit.
    public func commit() {
        var rounds = 0
        while !commitBlocks.isEmpty && rounds < 1_000 {
            let blocks = commitBlocks
            commitBlocks.removeAll()
            for block in blocks { block() }
            rounds += 1
        }
    }

    /// Commits, then moves time forward, firing each due timer at its own time and committing
    /// after each.
    public func advance(by seconds: TimeInterval) {
        commit()
        let target = now + max(0, seconds)
        while let next = timers.filter({ $0.time <= target }).min(by: { ($0.time, $0.id) < ($1.time, $1.id) }) {
            timers.removeAll { $0.id == next.id }
            now = max(now, next.time)
            next.block()
            commit()
        }
        now = target
    }
}

/// The current time of the animation clock, in seconds.
public func CACurrentMediaTime() -> CFTimeInterval {
    CoreAnimationHost.clock?.now ?? 0
}

/// A time interval, in seconds.
public typealias CFTimeInterval = Double
