import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// An animation that can be started, paused, scrubbed, reversed, stopped and finished, in the
/// run loop's virtual time.
///
/// As with the block-based animations, the animation blocks run at once when the animator
/// first becomes active, so the model values are the end values while it runs. The clock
/// gives the rest: ``fractionComplete`` follows virtual time while running, the completions run
/// when the clock reaches the end, and finishing at `.start` or `.current` (or ending reversed)
/// puts the views of the app's windows that the blocks changed back at their start values, or
/// part-way, as iOS leaves its model values (References §31). While it is active, the layers of
/// the views its blocks changed show its fraction along its curve or spring in their
/// presentation (linearly while scrubbed with ``scrubsLinearly``; References §33).
@preconcurrency @MainActor
open class UIViewPropertyAnimator: NSObject, UIViewImplicitlyAnimating {
    /// The simulated process the animator belongs to: the one current when it was made.
    let runtime = HeadlessRuntime.current
    /// The timing curve.
    open private(set) var timingParameters: (any UITimingCurveProvider)?
    /// The duration, in seconds.
    open private(set) var duration: TimeInterval
    /// The delay before the animation moves, in seconds.
    open internal(set) var delay: TimeInterval = 0
    /// Whether the animated views take touches while the animation runs.
    open var isUserInteractionEnabled = true
    /// Whether the app does the hit testing of animated views itself.
    open var isManualHitTestingEnabled = false
    /// Whether the animation can be paused, reversed and scrubbed.
    open var isInterruptible = true
    /// Whether scrubbing moves linearly instead of along the timing curve.
    open var scrubsLinearly = true
    /// Whether the animator pauses at its end instead of finishing, so it can be reversed.
    open var pausesOnCompletion = false

    /// The state.
    open private(set) var state: UIViewAnimatingState = .inactive
    /// Whether the animation moves now.
    open var isRunning: Bool { run != nil }
    /// Whether the animation runs back towards its start.
    open var isReversed = false {
        didSet {
            guard oldValue != isReversed, run != nil else { return }
            restartRun(after: 0, durationFactor: 1)
        }
    }

    /// How far the animation has gone, from 0 (start) to 1 (end), in time.
    ///
    /// Setting it on an inactive animator starts it paused; setting it while it runs changes
    /// nothing (a diagnostic says to pause first).
    open var fractionComplete: CGFloat {
        get { currentFraction }
        set {
            if run != nil {
                runtime.report(Diagnostic(.warning, code: .animatorRunning, message:
                    "\(describe()).fractionComplete was set while the animator runs, which changes nothing. Call pauseAnimation() first.",
                    subject: describe()))
                return
            }
            if state == .inactive { activate() }
            guard state == .active else { return }
            pausedFraction = max(0, min(1, newValue.isFinite ? newValue : 0))
            scrubbed = true
        }
    }

    // The animation blocks not yet run, the completions, and what the blocks changed.
    private var pendingAnimations: [() -> Void] = []
    private var completions: [(UIViewAnimatingPosition) -> Void] = []
    private var changes = AnimatedViewChanges()
    /// Where the blocks' changes become layer animations, which show the animator's eased
    /// fraction (made when the animator becomes active).
    private var actions: ViewAnimationContext?
    /// Whether ``fractionComplete`` was set since the animation last moved: the views then
    /// show the fraction itself when ``scrubsLinearly`` is true.
    private var scrubbed = false
    /// The fraction while paused (or before running).
    private var pausedFraction: CGFloat = 0
    /// The current run: when it starts moving, from which fraction, over how many seconds.
    private struct Run {
        var movesAt: TimeInterval
        var from: CGFloat
        var span: TimeInterval
        var reversed: Bool
        var timer: TimerHandle
    }
    private var run: Run?

    /// An animator with a duration and a timing curve.
    public init(duration: TimeInterval, timingParameters parameters: any UITimingCurveProvider) {
        self.duration = max(0, duration)
        timingParameters = parameters
        super.init()
    }

    /// An animator with one of the system's curves.
    public convenience init(duration: TimeInterval, curve: UIView.AnimationCurve, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(animationCurve: curve))
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator with a cubic curve through two control points.
    public convenience init(duration: TimeInterval, controlPoint1 point1: CGPoint, controlPoint2 point2: CGPoint,
                            animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UICubicTimingParameters(controlPoint1: point1, controlPoint2: point2))
        if let animations { pendingAnimations.append(animations) }
    }

    /// An animator with a spring of a damping ratio.
    public convenience init(duration: TimeInterval, dampingRatio ratio: CGFloat, animations: (() -> Void)? = nil) {
        self.init(duration: duration, timingParameters: UISpringTimingParameters(dampingRatio: ratio))
        if let animations { pendingAnimations.append(animations) }
    }

    /// Makes an animator and starts it after `delay`.
    @discardableResult
    open class func runningPropertyAnimator(withDuration duration: TimeInterval, delay: TimeInterval,
                                            options: UIView.AnimationOptions = [], animations: @escaping () -> Void,
                                            completion: ((UIViewAnimatingPosition) -> Void)? = nil) -> UIViewPropertyAnimator {
        let animator = UIViewPropertyAnimator(duration: duration, curve: options.animationCurve, animations: animations)
        animator.delay = max(0, delay)
        if let completion { animator.addCompletion(completion) }
        animator.startAnimation(afterDelay: animator.delay)
        return animator
    }

    /// Adds an animation block; on an active animator it runs at once.
    open func addAnimations(_ animation: @escaping () -> Void) {
        addAnimations(animation, delayFactor: 0)
    }

    /// Adds an animation block that would start after a fraction of the duration; in virtual
    /// time its changes are made when it is added to an active animator, or at the start.
    open func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {
        if state == .active {
            let actions = actions
            changes.record { ViewAnimationContext.run(actions, in: runtime, animation) }
        } else {
            pendingAnimations.append(animation)
        }
    }

    /// Adds a block to run when the animation ends, after those added before it.
    open func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {
        completions.append(completion)
    }

    /// Starts, or resumes, the animation now.
    open func startAnimation() {
        startAnimation(afterDelay: 0)
    }

    /// Starts, or resumes, the animation after a delay.
    open func startAnimation(afterDelay delay: TimeInterval) {
        guard refuseIfStopped("startAnimation") else { return }
        if state == .inactive { activate() }
        guard run == nil else { return }
        restartRun(after: max(0, delay), durationFactor: 1)
    }

    /// Pauses the animation where it is; an inactive animator becomes active, paused at 0.
    open func pauseAnimation() {
        guard refuseIfStopped("pauseAnimation") else { return }
        if state == .inactive { activate() }
        if let run {
            pausedFraction = fraction(of: run)
            runtime.runLoop.cancel(run.timer)
            self.run = nil
        }
    }

    /// Resumes a paused animation, over `durationFactor` times the time left (the time left
    /// when 0); the timing parameters are kept for the record.
    open func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {
        guard refuseIfStopped("continueAnimation") else { return }
        if let parameters { timingParameters = parameters }
        if state == .inactive { activate() }
        guard run == nil else { return }
        restartRun(after: 0, durationFactor: durationFactor > 0 ? durationFactor : 1)
    }

    /// Stops the animation: without finishing, it becomes inactive where it is and no
    /// completion runs; otherwise it waits, stopped, for ``finishAnimation(at:)``.
    open func stopAnimation(_ withoutFinishing: Bool) {
        guard state == .active else { return }
        pauseAnimation()
        changes.apply(at: easedFraction)
        actions?.removeAnimations()
        if withoutFinishing {
            reset()
        } else {
            state = .stopped
        }
    }

    /// Ends a stopped animation with the views at `finalPosition`, then runs the completions.
    open func finishAnimation(at finalPosition: UIViewAnimatingPosition) {
        guard state == .stopped else {
            runtime.report(Diagnostic(.warning, code: .animatorNotStopped, message:
                "\(describe()).finishAnimation(at:) was called while the animator is \(state == .active ? "active" : "inactive"); iOS raises an exception. Call stopAnimation(false) first.",
                subject: describe()))
            return
        }
        finish(at: finalPosition)
    }

    // MARK: Mechanism

    private var currentFraction: CGFloat { run.map(fraction(of:)) ?? pausedFraction }

    /// The current fraction along the timing curve (beyond 0...1 while a spring overshoots), as
    /// the views show it; the fraction itself while scrubbed with ``scrubsLinearly``.
    private var easedFraction: CGFloat {
        let fraction = currentFraction
        if scrubbed && scrubsLinearly && run == nil { return fraction }
        return CGFloat(timingParameters?.easedProgress(at: Double(fraction), duration: duration) ?? Double(fraction))
    }

    private func fraction(of run: Run) -> CGFloat {
        let now = runtime.runLoop.now
        guard now > run.movesAt else { return run.from }
        let travelled = run.span > 0 ? CGFloat(min(1, (now - run.movesAt) / run.span)) : 1
        return run.reversed ? run.from * (1 - travelled) : run.from + (1 - run.from) * travelled
    }

    /// Becomes active: runs the pending animation blocks, recording what they change.
    private func activate() {
        state = .active
        let blocks = pendingAnimations
        pendingAnimations.removeAll()
        let actions = ViewAnimationContext(duration: duration, delay: 0, pace: .driven { [weak self] in
            MainActor.assumeIsolated { Double(self?.easedFraction ?? 1) }
        })
        self.actions = actions
        changes.record { ViewAnimationContext.run(actions, in: runtime) { for block in blocks { block() } } }
        pausedFraction = isReversed ? 1 : 0
    }

    /// Starts moving from the current fraction towards the end (or the start when reversed).
    private func restartRun(after wait: TimeInterval, durationFactor: CGFloat) {
        let runLoop = runtime.runLoop
        let from = currentFraction
        scrubbed = false
        if let run { runLoop.cancel(run.timer) }
        let left = isReversed ? from : 1 - from
        let span = duration * Double(left) * Double(durationFactor)
        // The clock holds a running animator, as UIKit does, so an app need not keep it.
        let timer = runLoop.schedule(after: wait + span, settles: true) { self.reachedEnd() }
        run = Run(movesAt: runLoop.now + wait, from: from, span: span, reversed: isReversed, timer: timer)
    }

    private func reachedEnd() {
        run = nil
        pausedFraction = isReversed ? 0 : 1
        if pausesOnCompletion { return }
        finish(at: isReversed ? .start : .end)
    }

    private func finish(at position: UIViewAnimatingPosition) {
        switch position {
        case .start: changes.apply(at: 0)
        case .end: changes.apply(at: 1)
        case .current: break
        }
        let blocks = completions
        reset()
        for completion in blocks { completion(position) }
    }

    private func reset() {
        if let run { runtime.runLoop.cancel(run.timer) }
        run = nil
        state = .inactive
        actions?.removeAnimations()
        actions = nil
        scrubbed = false
        completions.removeAll()
        changes = AnimatedViewChanges()
        pausedFraction = 0
    }

    private func refuseIfStopped(_ call: String) -> Bool {
        guard state == .stopped else { return true }
        runtime.report(Diagnostic(.warning, code: .animatorStopped, message:
            "\(describe()).\(call)() was called on a stopped animator; iOS raises an exception. Call finishAnimation(at:) first.",
            subject: describe()))
        return false
    }

    private func describe() -> String {
        "UIViewPropertyAnimator(duration: \(duration))"
    }
}
