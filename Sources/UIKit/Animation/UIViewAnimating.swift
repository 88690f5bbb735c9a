import Foundation

/// Where an animator is in its life: made and not yet started, running or paused, or stopped
/// and waiting for ``UIViewAnimating/finishAnimation(at:)``.
public enum UIViewAnimatingState: Int, Sendable {
    /// Not started, or finished: the animations have not run, or have completed.
    case inactive = 0
    /// Started: running, or paused at some fraction.
    case active = 1
    /// Stopped without finishing; ``UIViewAnimating/finishAnimation(at:)`` ends it.
    case stopped = 2
}

/// Where the animated properties end up when an animation finishes.
public enum UIViewAnimatingPosition: Int, Sendable {
    /// At the values the animations set.
    case end = 0
    /// At the values from before the animations ran.
    case start = 1
    /// Wherever the animation had brought them.
    case current = 2
}

/// An object that runs animations and can be started, paused, scrubbed, reversed and stopped.
@preconcurrency @MainActor
public protocol UIViewAnimating: AnyObject {
    /// The animator's state.
    var state: UIViewAnimatingState { get }
    /// Whether the animation is moving (started and not paused).
    var isRunning: Bool { get }
    /// Whether the animation runs from its end back to its start.
    var isReversed: Bool { get set }
    /// How far the animation has gone, from 0 to 1.
    var fractionComplete: CGFloat { get set }
    /// Starts, or resumes, the animation.
    func startAnimation()
    /// Starts the animation after a delay, in seconds.
    func startAnimation(afterDelay delay: TimeInterval)
    /// Pauses a running animation, or starts an inactive one paused at its beginning.
    func pauseAnimation()
    /// Stops the animation: at once and without completions when `withoutFinishing` is true,
    /// otherwise into the stopped state, which ``finishAnimation(at:)`` ends.
    func stopAnimation(_ withoutFinishing: Bool)
    /// Ends a stopped animation with its properties at a position, and runs the completions.
    func finishAnimation(at finalPosition: UIViewAnimatingPosition)
}

/// An animator that takes further animation blocks and completions once made.
@preconcurrency @MainActor
public protocol UIViewImplicitlyAnimating: UIViewAnimating {
    /// Adds an animation block that starts after a fraction of the duration.
    func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat)
    /// Adds an animation block.
    func addAnimations(_ animation: @escaping () -> Void)
    /// Adds a block to run when the animation ends, with the position it ended at.
    func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void)
    /// Resumes a paused animation with other timing, over a fraction of the remaining time.
    func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat)
}

// Apple's requirements of UIViewImplicitlyAnimating are optional; these defaults stand in for
// an implementation that leaves them out.
extension UIViewImplicitlyAnimating {
    public func addAnimations(_ animation: @escaping () -> Void, delayFactor: CGFloat) {}
    public func addAnimations(_ animation: @escaping () -> Void) {}
    public func addCompletion(_ completion: @escaping (UIViewAnimatingPosition) -> Void) {}
    public func continueAnimation(withTimingParameters parameters: (any UITimingCurveProvider)?, durationFactor: CGFloat) {}
}
