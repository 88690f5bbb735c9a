import Foundation

/// The clock Core Animation runs on, provided by the host (UIKit's virtual run loop, or
/// ``ManualAnimationClock`` in tests). QuartzCore does not depend on UIKit: each
/// ``CATransactionContext`` is made with its clock. Used on the main thread only.
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

/// How QuartzCore finds the Core Animation of the simulated process running now: the host
/// (UIKit) installs one typed resolver (the current runtime's context); a test of QuartzCore
/// alone can run a body with a context of its own (``withContext(_:_:)``). References §46.1.
@MainActor
@_spi(Headless) public enum CoreAnimationHost {
    /// The host's resolver: the context of the process running now. UIKit installs it
    /// when it makes its first runtime.
    public static var resolver: (@MainActor () -> CATransactionContext)?
    /// The contexts of the ``withContext(_:_:)`` scopes open now, innermost last.
    private static var scoped: [CATransactionContext] = []
    /// The context used with no host and no scope: no clock.
    private static let standalone = CATransactionContext(clock: nil)

    /// The context of the process running now: the innermost ``withContext(_:_:)`` scope's,
    /// else the host's, else one with no clock.
    public static var current: CATransactionContext {
        if let context = scoped.last { return context }
        return resolver?() ?? standalone
    }

    /// Runs `body` with `context` as ``current`` (synchronous: nothing else runs inside).
    public static func withContext<T>(_ context: CATransactionContext, _ body: () throws -> T) rethrows -> T {
        scoped.append(context)
        defer { scoped.removeLast() }
        return try body()
    }

    /// Whether Core Animation can run here: where the main actor runs (the main thread, or
    /// the main dispatch queue, which on Linux may be drained by another thread), as the run
    /// loop that drives it. Elsewhere a transaction call or an added animation does nothing
    /// (References §46.1); here, resolving the current context enters the main actor with
    /// `MainActor.assumeIsolated`, so the isolation is checked, not assumed.
    nonisolated static var isAvailable: Bool {
        MainActorPlace.isCurrent
    }

    /// The context of the process running now (``current``), handed to QuartzCore's
    /// nonisolated code; nil off the main thread.
    nonisolated static func currentContext() -> CATransactionContext? {
        guard isAvailable else { return nil }
        return MainActor.assumeIsolated { current }
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

/// The current time of the animation clock of the process running now, in seconds (0 off
/// the main thread or without a clock).
public func CACurrentMediaTime() -> CFTimeInterval {
    CoreAnimationHost.currentContext()?.now ?? 0
}

/// A time interval, in seconds.
public typealias CFTimeInterval = Double
