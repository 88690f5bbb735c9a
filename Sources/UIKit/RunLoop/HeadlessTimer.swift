import HeadlessCore
import Foundation

/// `Foundation.Timer` on the main run loop's virtual clock (issue 35, item 4; References §49.1).
///
/// `lifecycle port` rewrites an app's `Timer.scheduledTimer(…)`, `Timer(…)` and `Timer.init(…)`
/// to this subclass, so the app's own `var timer: Timer?`, `timer.invalidate()`, `isValid` and
/// `fireDate` keep compiling against Foundation's class. A declaration in UIKit named `Timer`
/// would be ambiguous in every file that imports Foundation too (References §41.3), so the
/// rewriter names this distinct SPI type instead.
///
/// A scheduled timer fires on the virtual clock that animations, display links,
/// `perform(_:with:afterDelay:)` and `DispatchQueue.main.asyncAfter` share: `wait` (the
/// device action), `RunLoop.main.run(until:)` and the test waits let its time pass, each fire
/// at its own virtual time; it does not keep a run-until-idle busy (it does not settle). A
/// repeating timer's next fire is its previous fire time plus the interval (no drift). The run
/// loop holds a scheduled timer, its block and its target until it is invalidated, as on iOS;
/// invalidating releases the block and the target (and so what they hold).
/// Run-loop modes are not told apart: a timer fires in every mode. `tolerance` is kept but
/// not applied.
@_spi(Headless) public final class HeadlessTimer: Timer {
    /// The seconds from creation to the first fire, rounded to the millisecond.
    private var initialDelay: TimeInterval
    private var interval: TimeInterval
    private var repeating: Bool
    /// The object and selector of a target/selector timer; the target is released when the
    /// timer is invalidated.
    private var target: AnyObject?
    /// The block of a block timer; released when the timer is invalidated (after a one-shot
    /// timer's fire, too), with what it captured.
    private var storedBlock: (@Sendable (Timer) -> Void)?
    private var selector: Selector?
    private var info: Any?
    /// Where the timer is scheduled, and its next virtual fire time.
    private weak var runtime: HeadlessRuntime?
    private var handle: TimerHandle?
    private var nextFireTime: TimeInterval?

    // MARK: Creating timers

    /// Creates a timer that fires first at `date` (Foundation's designated initializer).
    public override init(fire date: Date, interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        initialDelay = VirtualDelay.seconds(until: date)
        self.interval = max(0, interval)
        repeating = repeats
        storedBlock = block
        // Foundation keeps the block it is given for the timer's life; the timer keeps the app's
        // block itself, so that invalidating lets go of it, as on iOS (References §56.3).
        super.init(fire: date, interval: interval, repeats: repeats) { timer in (timer as? HeadlessTimer)?.runStoredBlock(timer) }
    }

    /// Creates a timer that fires `interval` seconds after it is added to a run loop (corelibs
    /// Foundation's own convenience initializer would fire at once).
    public convenience init(timeInterval interval: TimeInterval, repeats: Bool, block: @escaping @Sendable (Timer) -> Void) {
        self.init(fire: Date(timeIntervalSinceNow: interval), interval: interval, repeats: repeats, block: block)
    }

    /// A timer that sends `selector` to `target`, with the timer as argument, first at `date`.
    public init(fireAt date: Date, interval ti: TimeInterval, target t: Any, selector s: Selector, userInfo ui: Any?, repeats rep: Bool) {
        initialDelay = VirtualDelay.seconds(until: date)
        interval = max(0, ti)
        repeating = rep
        target = t as AnyObject
        selector = s
        info = ui
        super.init(fire: date, interval: ti, repeats: rep) { timer in (timer as? HeadlessTimer)?.sendSelector() }
    }

    /// A target/selector timer that fires `ti` seconds after it is added to a run loop.
    public convenience init(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector, userInfo: Any?, repeats yesOrNo: Bool) {
        self.init(fireAt: Date(timeIntervalSinceNow: ti), interval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
    }

    /// Creates a timer and schedules it on the current process's main run loop.
    @discardableResult
    public override class func scheduledTimer(withTimeInterval interval: TimeInterval, repeats: Bool,
                                              block: @escaping @Sendable (Timer) -> Void) -> Timer {
        let timer = HeadlessTimer(timeInterval: interval, repeats: repeats, block: block)
        timer.schedule()
        return timer
    }

    /// Creates a target/selector timer and schedules it on the current process's main run loop.
    @discardableResult
    public class func scheduledTimer(timeInterval ti: TimeInterval, target aTarget: Any, selector aSelector: Selector,
                                     userInfo: Any?, repeats yesOrNo: Bool) -> Timer {
        let timer = HeadlessTimer(timeInterval: ti, target: aTarget, selector: aSelector, userInfo: userInfo, repeats: yesOrNo)
        timer.schedule()
        return timer
    }

    // MARK: Timer

    /// Invalidates the timer: it never fires again, and the run loop lets go of it and of its
    /// target.
    public override func invalidate() {
        super.invalidate()
        let handle = self.handle
        self.handle = nil
        nextFireTime = nil
        target = nil
        storedBlock = nil
        guard let handle, let runtime else { return }
        // Off the main thread Foundation's own flag keeps it from firing (iOS asks that a
        // timer be invalidated on the thread it was scheduled on).
        VirtualDelay.onMain(runtime) { $0.runLoop.cancel(handle) }
    }

    /// The next virtual fire time, as a date from now; Foundation's value before the timer is
    /// scheduled.
    public override var fireDate: Date {
        get {
            guard let nextFireTime, let runtime, OffMainRelease.isOnMainActor else { return super.fireDate }
            let now = MainActor.assumeIsolated { runtime.runLoop.now }
            return Date(timeIntervalSinceNow: nextFireTime - now)
        }
        set {
            initialDelay = VirtualDelay.seconds(until: newValue)
            guard handle != nil, isValid else { return }
            VirtualDelay.onMain(self) { timer in
                if let handle = timer.handle, let runtime = timer.runtime { runtime.runLoop.cancel(handle) }
                timer.handle = nil
                timer.schedule(after: timer.initialDelay)
            }
        }
    }

    /// The repeat interval; 0 for a timer that fires once, as Foundation says.
    public override var timeInterval: TimeInterval { repeating ? interval : 0 }

    /// The user info given at creation.
    public override var userInfo: Any? { info }

    // MARK: Scheduling

    /// Schedules the timer on the current process's main run loop (`RunLoop.main.add`). Off
    /// the main thread nothing happens: on iOS such a timer goes to that thread's run loop,
    /// which no one runs, so it never fires either.
    func schedule() {
        VirtualDelay.onMain(self) { $0.schedule(after: $0.initialDelay) }
    }

    @MainActor
    private func schedule(after delay: TimeInterval) {
        guard isValid, handle == nil else { return }
        let runtime = HeadlessRuntime.current
        self.runtime = runtime
        let runLoop = runtime.runLoop
        nextFireTime = runLoop.now + max(0, delay)
        // The run loop holds the timer until it fires for the last time or is invalidated.
        handle = runLoop.schedule(after: max(0, delay), settles: false) { self.fireOnRunLoop() }
    }

    @MainActor
    private func fireOnRunLoop() {
        handle = nil
        let fired = nextFireTime ?? HeadlessRuntime.current.runLoop.now
        fire()
        guard repeating, isValid, handle == nil, let runtime else { return }
        // The next fire keeps to the timer's own schedule; a time already passed is skipped.
        let runLoop = runtime.runLoop
        var next = fired + interval
        if interval > 0, next < runLoop.now { next += ((runLoop.now - next) / interval).rounded(.up) * interval }
        nextFireTime = next
        // A repeating timer of interval 0 fires at the next turn, never twice in one turn.
        handle = runLoop.schedule(after: max(next - runLoop.now, 0), settles: false) { self.fireOnRunLoop() }
    }

    private func runStoredBlock(_ timer: Timer) {
        storedBlock?(timer)
    }

    private func sendSelector() {
        guard let target, let selector else { return }
        VirtualDelay.onMain((timer: self, target: target)) { sent in
            let runtime = SelectorCall.runtime(of: sent.target)
            runtime.send(selector, to: sent.target, arguments: [sent.timer])
        }
    }
}
