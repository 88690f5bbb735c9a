import HeadlessCore
import Foundation
import Dispatch

// `lifecycle port` rewrites an app's `Task.sleep(nanoseconds:)`, `Task.sleep(for:)` and
// `Task.sleep(until:clock:)` (with the continuous or suspending clock, the default one) to
// these SPI members, so that a sleep waits on the engine's virtual clock as the app's timers
// and delayed blocks do (References §54.5): a task that sleeps 2 s resumes when a wait has let
// 2 s of virtual time pass, at once in real time. The signatures mirror the standard
// library's, so the app's arguments compile as they did, plus the caller's isolation
// (`#isolation`), so the sleep does not leave the caller's actor before it sets its timer.

@_spi(Headless) extension Task where Success == Never, Failure == Never {
    /// `Task.sleep(nanoseconds:)` of an app, on the virtual clock.
    public static func headlessSleep(nanoseconds duration: UInt64, isolation: isolated (any Actor)? = #isolation) async throws {
        try await VirtualSleep.sleep(seconds: Double(duration) / 1_000_000_000, isolation: isolation)
    }

    /// `Task.sleep(for:tolerance:clock:)` of an app, on the virtual clock (the tolerance is
    /// not applied: virtual timers fire at their time).
    public static func headlessSleep<C: Clock>(for duration: C.Instant.Duration, tolerance: C.Instant.Duration? = nil,
                                               clock: C = ContinuousClock(),
                                               isolation: isolated (any Actor)? = #isolation) async throws where C.Duration == Swift.Duration {
        try await VirtualSleep.sleep(seconds: VirtualSleep.seconds(duration), isolation: isolation)
    }

    /// `Task.sleep(until:tolerance:clock:)` of an app, on the virtual clock: the deadline's
    /// distance from the clock's `now` passes in virtual time.
    public static func headlessSleep<C: Clock>(until deadline: C.Instant, tolerance: C.Instant.Duration? = nil,
                                               clock: C = ContinuousClock(),
                                               isolation: isolated (any Actor)? = #isolation) async throws where C.Duration == Swift.Duration {
        try await VirtualSleep.sleep(seconds: VirtualSleep.seconds(clock.now.duration(to: deadline)), isolation: isolation)
    }
}

/// A sleep on the virtual clock: a timer on the current process's main run loop resumes the
/// sleeping task; cancelling the task resumes it at once with `CancellationError`, as the
/// standard library's sleep does.
enum VirtualSleep {
    static func seconds(_ duration: Swift.Duration) -> TimeInterval {
        let (seconds, attoseconds) = duration.components
        return Double(seconds) + Double(attoseconds) / 1e18
    }

    /// Runs in the caller's isolation (`isolation`), so that a sleep in main-actor code (a view
    /// controller's task) sets its timer at once, on the run loop of the caller's process,
    /// before anything can suspend: where the continuation's closure runs is the runtime's
    /// choice (with a task executor preference it may leave the caller's actor), and a timer
    /// set there was set late, after a wait had let virtual time pass.
    static func sleep(seconds: TimeInterval, isolation: isolated (any Actor)?) async throws {
        try Task.checkCancellation()
        // Rounded to the millisecond, as the app's other delays are (References §49.1).
        let delay = max(0, (seconds * 1_000).rounded() / 1_000)
        // A sleeping task is a live app task from here: the waits service the main queue for it.
        let sleeper = Sleeper()
        sleeper.setTimer(after: delay)
        try await withTaskCancellationHandler {
            // Capturing the isolation keeps the operation on the caller's actor, where the task
            // goes on after the sleep without another hop (References §54.1).
            _ = isolation
            try await withCheckedThrowingContinuation { (continuation: CheckedContinuation<Void, any Error>) in
                sleeper.start(continuation)
            }
        } onCancel: {
            sleeper.cancel()
        }
        // The task goes on: its sleep no longer holds the waits.
        if sleeper.wokeByTimer { AppTaskExecutor.shared.sleepWent() }
    }
}

/// One sleeping task: its timer and its continuation, resumed once, by the timer or by
/// cancellation, whichever comes first, also when it comes before the continuation does.
// Safety: unchecked Sendable: every stored property is read and written under `lock`.
private final class Sleeper: @unchecked Sendable {
    private enum Outcome { case woke, cancelled }

    private let lock = NSLock()
    private var continuation: CheckedContinuation<Void, any Error>?
    /// How the sleep ended, once it has.
    private var outcome: Outcome?
    private var lifetime: AppTaskLifetime? = AppTaskLifetime()

    /// Whether the timer (not cancellation) ended the sleep.
    var wokeByTimer: Bool { lock.withLock { outcome == .woke } }

    /// Stores the continuation, or resumes it at once when the sleep already ended.
    func start(_ continuation: CheckedContinuation<Void, any Error>) {
        let ended: Outcome? = lock.withLock {
            if outcome == nil { self.continuation = continuation }
            return outcome
        }
        switch ended {
        case .woke?: continuation.resume()
        case .cancelled?: continuation.resume(throwing: CancellationError())
        case nil: break
        }
    }

    /// Sets the timer now when the caller runs on the main actor; off it, at the next turn of
    /// the main queue, which the waits service while the app has live tasks.
    func setTimer(after delay: TimeInterval) {
        if OffMainRelease.isOnMainActor {
            MainActor.assumeIsolated { schedule(after: delay) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { self.schedule(after: delay) } }
        }
    }

    @MainActor
    private func schedule(after delay: TimeInterval) {
        guard lock.withLock({ outcome == nil }) else { return }
        // Like the app's timers, a sleep does not keep a run-until-idle busy: `wait` lets its
        // time pass (References §49.1). A timer that fires after a cancellation finds the
        // sleep ended and does nothing.
        HeadlessRuntime.current.runLoop.schedule(after: delay, settles: false) { [self] in
            end(.woke)
        }
    }

    func cancel() {
        end(.cancelled)
    }

    private func end(_ how: Outcome) {
        let taken: (CheckedContinuation<Void, any Error>?, AppTaskLifetime?)? = lock.withLock {
            guard outcome == nil else { return nil }
            outcome = how
            if how == .woke { AppTaskExecutor.shared.sleepWoke() }
            let taken = (continuation, lifetime)
            continuation = nil
            lifetime = nil
            return taken
        }
        guard let (continuation, lifetime) = taken else { return }
        lifetime?.end()
        switch how {
        case .woke: continuation?.resume()
        case .cancelled: continuation?.resume(throwing: CancellationError())
        }
    }
}
