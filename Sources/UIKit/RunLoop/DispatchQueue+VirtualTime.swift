import HeadlessCore
import Foundation
import Dispatch

/// `DispatchQueue.main.asyncAfter(deadline:execute:)` in virtual time (issue 35, item 4).
///
/// An app's `DispatchQueue.main.asyncAfter(deadline: .now() + 0.3) { … }` resolves to this
/// overload rather than to Dispatch's `asyncAfter(deadline:qos:flags:execute:)`: of two
/// candidates Swift prefers the one that needs no default arguments. This holds in Swift 5
/// and Swift 6 modes, with `import Foundation` beside `import UIKit` in the same file
/// (References §41), where a type of the same name (a `Timer` of UIKit's) would be ambiguous.
///
/// On the main queue the block is scheduled on the main run loop, the deadline's distance
/// from now later in virtual time (rounded to the millisecond, so that the microseconds
/// between the caller's `.now()` and this call leave no trace), among the run loop's other
/// timers, animations and display links: the device's `wait` fires it, and a test that waits
/// 5 s of app time takes no real time. Called off the main actor (a network completion), the
/// block first hops to the main queue, then waits its delay there. Other queues, the
/// `qos:flags:` form, work items and wall-clock deadlines go to Dispatch unchanged; a
/// deadline of `.distantFuture` never comes.
extension DispatchQueue {
    public func asyncAfter(deadline: DispatchTime, execute work: @escaping @Sendable () -> Void) {
        // `DispatchQueue.main` is a new wrapper at each call on Linux: the queue is known by
        // the mark the main queue carries.
        guard OffMainRelease.isMainQueue(self) else {
            asyncAfter(deadline: deadline, qos: .unspecified, flags: [], execute: work)
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

    /// Schedules `work` on the current process's main run loop. Like the app's other timers
    /// (`perform(_:with:afterDelay:)`, display links), it does not keep a run-until-idle
    /// busy: the clock reaches it when time is let pass (`wait`).
    @MainActor
    static func schedule(after delay: TimeInterval, _ work: @escaping @Sendable () -> Void) {
        HeadlessRuntime.current.runLoop.schedule(after: delay, settles: false) { work() }
    }
}
