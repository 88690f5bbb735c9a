import HeadlessCore
import Foundation

/// `RunLoop.main` and `RunLoop.current` as an app's code uses them, on the virtual clock
/// (issue 35, item 4; References §49.1).
///
/// `lifecycle port` rewrites `RunLoop.main.add(_:forMode:)`, `.run(until:)`,
/// `.run(mode:before:)` and `.perform(_:)` (on `RunLoop.main` or `RunLoop.current`) to this
/// SPI type: an extension of Foundation's `RunLoop` with the same names would be ambiguous
/// where the file imports Foundation too (References §41.3). On the main thread it is the
/// current process's main run loop; off it, each call goes to Foundation's own run loop of
/// that thread, as before.
@_spi(Headless) public final class HeadlessRunLoop: Sendable {
    private let isMain: Bool

    private init(isMain: Bool) {
        self.isMain = isMain
    }

    /// The main run loop of the current process.
    public static var main: HeadlessRunLoop { HeadlessRunLoop(isMain: true) }

    /// The calling thread's run loop: the main run loop on the main thread.
    public static var current: HeadlessRunLoop { HeadlessRunLoop(isMain: OffMainRelease.isOnMainActor) }

    private var onMainActor: Bool { isMain && OffMainRelease.isOnMainActor }

    /// Schedules a timer: a ``HeadlessTimer`` at its fire date on the virtual clock; any other
    /// `Timer` (made by code the port did not rewrite) is fired through `fire()` at its
    /// fire date and then every `timeInterval` while it stays valid.
    public func add(_ timer: Timer, forMode mode: RunLoop.Mode) {
        guard onMainActor else {
            RunLoop.current.add(timer, forMode: mode)
            return
        }
        if let timer = timer as? HeadlessTimer {
            timer.schedule()
            return
        }
        let delay = VirtualDelay.seconds(until: timer.fireDate)
        VirtualDelay.onMain(timer) { ForeignTimer.schedule($0, after: delay) }
    }

    /// Lets virtual time pass until `limitDate` (its distance from now, on the virtual clock):
    /// timers, delayed blocks and animations fire at their times, and in-flight network work
    /// is waited for (boundedly, in real time) first.
    public func run(until limitDate: Date) {
        guard onMainActor else {
            RunLoop.current.run(until: limitDate)
            return
        }
        let seconds = max(0, limitDate.timeIntervalSinceNow)
        MainActor.assumeIsolated { _ = HeadlessRuntime.current.runLoop.letTimePass(seconds) }
    }

    /// Runs the loop once: the work due now, or, when there is none, virtual time up to the
    /// next timer no later than `limitDate`. Returns true, as a run loop with sources does.
    @discardableResult
    public func run(mode: RunLoop.Mode, before limitDate: Date) -> Bool {
        guard onMainActor else { return RunLoop.current.run(mode: mode, before: limitDate) }
        let limit = max(0, limitDate.timeIntervalSinceNow)
        MainActor.assumeIsolated {
            let runLoop = HeadlessRuntime.current.runLoop
            NetworkActivity.settle(runLoop)
            if runLoop.hasWorkNow {
                runLoop.runOneTurn()
            } else {
                let next = runLoop.nextTimerTime.map { $0 - runLoop.now } ?? limit
                runLoop.letTimePass(min(max(0, next), limit))
            }
        }
        return true
    }

    /// Runs a block at the next turn of the loop.
    public func perform(_ block: @escaping @Sendable () -> Void) {
        guard onMainActor else {
            RunLoop.current.perform(block)
            return
        }
        MainActor.assumeIsolated { HeadlessRuntime.current.runLoop.perform { block() } }
    }
}

/// A `Foundation.Timer` that code the port did not rewrite adds to the main run loop: fired
/// through `fire()` on the virtual clock while it stays valid.
@MainActor
enum ForeignTimer {
    static func schedule(_ timer: Timer, after delay: TimeInterval) {
        let runLoop = HeadlessRuntime.current.runLoop
        runLoop.schedule(after: delay, settles: false) {
            guard timer.isValid else { return }
            let interval = timer.timeInterval
            timer.fire()
            if interval > 0, timer.isValid { schedule(timer, after: interval) }
        }
    }
}
