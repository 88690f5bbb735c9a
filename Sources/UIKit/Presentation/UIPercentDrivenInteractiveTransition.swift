import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// An interaction controller that drives a custom transition's animator by a fraction of its
/// way, as a pan gesture's handler does (References §57.6).
///
/// As on iOS, it starts the animator's `animateTransition(using:)` with the container's layer
/// paused (`speed` 0), so that the animations the animator adds inside the container stand at
/// their start; `update(_:)` moves the layer's `timeOffset` to that fraction of the
/// transition's duration; `finish()` lets the rest run forward at ``completionSpeed`` in
/// virtual time (the animator's completion then completes the transition); `cancel()` runs
/// them back to their start and then removes them, so that their completions report
/// `finished == false` and the animator completes the transition as cancelled, which undoes it.
/// The container's layer gets its own timing back when the transition ends.
@preconcurrency @MainActor
open class UIPercentDrivenInteractiveTransition: NSObject, UIViewControllerInteractiveTransitioning {
    /// The transition's duration: the animator's.
    open private(set) var duration: CGFloat = 0
    /// How far the transition is, from 0 to 1.
    open private(set) var percentComplete: CGFloat = 0
    /// The speed of the rest of the transition after `finish()` or `cancel()`.
    open var completionSpeed: CGFloat = 1
    /// The curve of the rest of the transition.
    open var completionCurve: UIView.AnimationCurve = .easeInOut
    /// The timing curve of the rest of the transition, when set.
    open var timingCurve: (any UITimingCurveProvider)?
    /// Whether the transition starts interactively (default true).
    open var wantsInteractiveStart = true

    private var context: ViewControllerTransitionContext?
    private var layer: CALayer?

    public override init() {
        super.init()
    }

    /// Starts the animator with the container's animations paused at their start.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ViewControllerTransitionContext, let animator = context.animator else {
            HeadlessRuntime.current.report(.error, .presentationInteractionForeignContext,
                                           "UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:) was given a context UIKit did not make, so it cannot find the transition's animator; nothing was started. Let UIKit start it (return the object from interactionControllerForPresentation/Dismissal), or call the animator yourself.")
            return
        }
        self.context = context
        percentComplete = 0
        duration = CGFloat(animator.transitionDuration(using: context))
        let layer = context.containerView.layer
        self.layer = layer
        layer.speed = 0
        layer.timeOffset = 0
        layer.beginTime = 0
        context.onEnd { [weak self] in self?.restoreTiming() }
        animator.animateTransition(using: context)
    }

    /// Moves the transition to `percentComplete` of its way (kept between 0 and 1).
    open func update(_ percentComplete: CGFloat) {
        guard let context, let layer else { return }
        let bounded = percentComplete.isFinite ? min(1, max(0, percentComplete)) : 0
        self.percentComplete = bounded
        context.updateInteractiveTransition(bounded)
        if layer.speed == 0 { layer.timeOffset = CFTimeInterval(bounded * duration) }
    }

    /// Holds the transition where it is.
    open func pause() {
        guard let context, let layer else { return }
        let now = layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = 0
        layer.beginTime = 0
        layer.timeOffset = now
        context.pauseInteractiveTransition()
    }

    /// Lets the rest of the transition run forward.
    open func finish() {
        guard let context, let layer else { return }
        context.finishInteractiveTransition()
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let paused = layer.speed == 0 ? layer.timeOffset : layer.convertTime(CACurrentMediaTime(), from: nil)
        let parentNow = parentTime(of: layer)
        layer.speed = Float(speed)
        layer.timeOffset = 0
        layer.beginTime = parentNow - paused / CFTimeInterval(speed)
    }

    /// Runs the transition back to its start, then ends its animations (cancelled).
    open func cancel() {
        guard let context, let layer else { return }
        context.cancelInteractiveTransition()
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let paused = layer.speed == 0 ? layer.timeOffset : layer.convertTime(CACurrentMediaTime(), from: nil)
        layer.speed = -Float(speed)
        layer.timeOffset = paused
        layer.beginTime = parentTime(of: layer)
        let back = max(0, paused / CFTimeInterval(speed))
        HeadlessRuntime.current.runLoop.schedule(after: back) { [weak self] in
            self?.endCancelledAnimations()
        }
    }

    /// The time of the layer's parent now.
    private func parentTime(of layer: CALayer) -> CFTimeInterval {
        layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
    }

    /// At the start again: the animations in the container go, their completions learning
    /// that they did not finish.
    private func endCancelledAnimations() {
        guard let layer else { return }
        restoreTiming()
        var stack = [layer]
        while let current = stack.popLast() {
            current.removeAllAnimations()
            stack.append(contentsOf: current.sublayers ?? [])
        }
    }

    private func restoreTiming() {
        guard let layer else { return }
        layer.speed = 1
        layer.timeOffset = 0
        layer.beginTime = 0
    }
}
