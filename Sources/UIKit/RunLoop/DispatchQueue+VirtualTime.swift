import HeadlessCore
import Foundation
import Dispatch

/// `DispatchQueue.main.asyncAfter(deadline:…)` in virtual time (issue 35, item 4; References
/// §41.3 and §49.1).
///
/// `lifecycle port` rewrites an app's `asyncAfter(deadline:` calls to these SPI members (a
/// public overload in UIKit would add to Apple's surface). On the main queue the block is
/// scheduled on the main run loop, the deadline's distance from now later in virtual time
/// (rounded to the millisecond, so that the microseconds between the caller's `.now()` and
/// this call leave no trace), among the run loop's other timers, animations and display links:
/// the device's `wait` fires it, and a test that waits 5 s of app time takes no real time.
/// Called off the main actor (a network completion), the block first hops to the main queue,
/// then waits its delay there. Other queues go to Dispatch unchanged; a deadline of
/// `.distantFuture` never comes; a cancelled work item does not run.
extension DispatchQueue {
    @_spi(Headless) public func virtualAsyncAfter(deadline: DispatchTime, qos: DispatchQoS = .unspecified,
                                                  flags: DispatchWorkItemFlags = [], execute work: @escaping @Sendable () -> Void) {
        // `DispatchQueue.main` is a new wrapper at each call on Linux: the queue is known by
        // the mark the main queue carries.
        guard OffMainRelease.isMainQueue(self) else {
            asyncAfter(deadline: deadline, qos: qos, flags: flags, execute: work)
            return
        }
        guard deadline != .distantFuture else { return }
        let delay = VirtualDelay.seconds(until: deadline)
        if OffMainRelease.isOnMainActor {
            MainActor.assumeIsolated { VirtualDelay.schedule(after: delay, work) }
        } else {
            async { MainActor.assumeIsolated { VirtualDelay.schedule(after: delay, work) } }
        }
    }

    /// The work-item form: the item runs at the deadline unless it was cancelled first (off
    /// the main actor, Dispatch's own delay).
    @_spi(Headless) public func virtualAsyncAfter(deadline: DispatchTime, execute item: DispatchWorkItem) {
        guard OffMainRelease.isMainQueue(self), OffMainRelease.isOnMainActor else {
            asyncAfter(deadline: deadline, execute: item)
            return
        }
        guard deadline != .distantFuture else { return }
        let delay = VirtualDelay.seconds(until: deadline)
        let box = MainThreadValue(item)
        MainActor.assumeIsolated {
            _ = HeadlessRuntime.current.runLoop.schedule(after: delay, settles: false) {
                if !box.value.isCancelled { box.value.perform() }
            }
        }
    }
}

/// The virtual delays of blocks that app code schedules with Dispatch.
enum VirtualDelay {
    /// The seconds from now to `deadline`, rounded to the millisecond; 0 for a past deadline.
    static func seconds(until deadline: DispatchTime) -> TimeInterval {
        let now = DispatchTime.now().uptimeNanoseconds
        let target = deadline.uptimeNanoseconds
        guard target > now else { return 0 }
        return (Double(target - now) / 1_000_000).rounded() / 1_000
    }

    /// The seconds from now to `date`, rounded to the millisecond; 0 for a past date.
    static func seconds(until date: Date) -> TimeInterval {
        max(0, (date.timeIntervalSinceNow * 1_000).rounded() / 1_000)
    }

    /// Runs `body(value)` now on the main actor; does nothing off it (see ``HeadlessTimer``).
    static func onMain<Value>(_ value: Value, _ body: @MainActor (Value) -> Void) {
        guard OffMainRelease.isOnMainActor else { return }
        let box = MainThreadValue(value)
        MainActor.assumeIsolated { body(box.value) }
    }

    /// Schedules `work` on the current process's main run loop. Like the app's other timers
    /// (`perform(_:with:afterDelay:)`, display links), it does not keep a run-until-idle
    /// busy: the clock reaches it when time is let pass (`wait`).
    @MainActor
    static func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) {
        HeadlessRuntime.current.runLoop.schedule(after: delay, settles: false) { work() }
    }
}

/// A value that is not `Sendable` (a `Timer`, a `DispatchWorkItem`, a timer's target) carried
/// into the main actor's context by code that is already on the main thread: Foundation's
/// classes are nonisolated, the engine's run loop is the main actor's.
// Safety: unchecked Sendable: made and read on the main thread only; every use is behind a check of `OffMainRelease.isOnMainActor`.
struct MainThreadValue<Value>: @unchecked Sendable {
    let value: Value
    init(_ value: Value) { self.value = value }
}
