import Foundation

/// One simulated process's Core Animation: its clock, its open transactions and the
/// animations waiting for its next commit.
///
/// On iOS these are per thread of one process; here the main thread runs every simulated
/// process in turn (a harness's, a test's), so each process owns one context
/// (`HeadlessRuntime.transactionContext` under UIKit) and a transaction opened in one never
/// takes another's changes or completes in another's commit. A layer keeps the context it
/// was given by its view, or the one current when it first needs one (``CALayer``), as a
/// view keeps its runtime; `CATransaction`'s class methods use the current context, which
/// the host resolves (``CoreAnimationHost/current``). References §46.1.
///
/// Safety: `@unchecked Sendable` because its state is touched on the main thread only: every
/// entry point into Core Animation (`CATransaction`'s class methods, a layer's animation
/// methods, a display link) checks ``CoreAnimationHost/isAvailable`` first and does nothing
/// off the main thread; the context is handed across isolation only by
/// ``CoreAnimationHost/currentContext()``, under `MainActor.assumeIsolated`.
@_spi(Headless) public final class CATransactionContext: @unchecked Sendable {
    /// The clock animations of this context run on; with none, animations start at the
    /// commit and never end by themselves.
    public let clock: (any CoreAnimationClock)?
    /// The transactions opened with `begin()`, innermost last.
    var explicitFrames: [CATransaction.Frame] = []
    /// The implicit transaction, open from the first change outside any `begin()` until the
    /// next commit.
    var implicitFrame: CATransaction.Frame?
    /// Added animations that start at the next commit, with their layer.
    var pendingStarts: [(layer: CALayer, key: String, animation: CAAnimation)] = []
    /// The last number given to an animation added without a key.
    var anonymousCounter = 0

    /// A context on `clock` (nil: a context with no host clock).
    public init(clock: (any CoreAnimationClock)?) {
        self.clock = clock
    }

    /// The clock's current time, in seconds (0 without a clock).
    public var now: CFTimeInterval { clock?.now ?? 0 }

    /// Whether a transaction is open or animations wait for a commit.
    public var hasOpenTransactions: Bool {
        !explicitFrames.isEmpty || implicitFrame != nil || !pendingStarts.isEmpty
    }

    /// The innermost open transaction; opens the implicit one when none is.
    var currentFrame: CATransaction.Frame {
        if let frame = explicitFrames.last { return frame }
        if let frame = implicitFrame { return frame }
        let frame = CATransaction.Frame()
        implicitFrame = frame
        clock?.atNextCommit { [weak self] in self?.commitImplicit() }
        return frame
    }

    func commitImplicit() {
        guard let frame = implicitFrame else { return }
        implicitFrame = nil
        startPendingAnimations()
        frame.commitCompletion()
    }

    func begin() {
        let frame = CATransaction.Frame()
        frame.parent = explicitFrames.last
        if let parent = frame.parent {
            frame.animationDuration = parent.animationDuration
            frame.disableActions = parent.disableActions
            frame.timingFunction = parent.timingFunction
        }
        explicitFrames.append(frame)
    }

    func commit() {
        guard let frame = explicitFrames.popLast() else { return }
        if let clock {
            clock.atNextCommit { [weak self] in self?.startPendingAnimations() }
        } else {
            startPendingAnimations()
        }
        frame.commitCompletion()
    }

    func flush() {
        if implicitFrame != nil { commitImplicit() } else { startPendingAnimations() }
    }

    /// Queues an added animation for the commit; it counts for the completion blocks of the
    /// open transactions (the innermost and those it is nested in) until it stops.
    func enqueueStart(_ animation: CAAnimation, key: String, layer: CALayer) {
        var frame: CATransaction.Frame? = currentFrame
        while let open = frame {
            if let group = open.completion {
                group.animationAdded()
                animation.completionGroups.append(group)
            }
            frame = open.parent
        }
        pendingStarts.append((layer, key, animation))
    }

    /// Forgets an animation that was removed before its commit.
    func cancelStart(of animation: CAAnimation) {
        pendingStarts.removeAll { $0.animation === animation }
    }

    func startPendingAnimations() {
        let starts = pendingStarts
        pendingStarts.removeAll()
        for start in starts { start.layer.startAnimation(start.animation, key: start.key) }
    }

    /// Forgets the open transactions and the animations waiting for a commit: the process
    /// ended (its clock never turns again).
    public func discardPendingWork() {
        let dropped = (explicitFrames, implicitFrame, pendingStarts)
        explicitFrames.removeAll()
        implicitFrame = nil
        pendingStarts.removeAll()
        withExtendedLifetime(dropped) {}
    }
}
