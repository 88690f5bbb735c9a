import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// An interaction controller that drives a custom transition's animator by a fraction of its
/// way, as a pan gesture's handler does (References §57.6).
///
/// As on iOS, it starts the animator's `animateTransition(using:)` and pauses the animations it
/// added inside the container (`speed` 0; here on the layers of the container's views, whose
/// layers are not sublayers of their superviews' layers), so that they stand at their start;
/// `update(_:)` moves the layers' `timeOffset` to that fraction of the transition's duration;
/// `finish()` lets the rest run forward at ``completionSpeed`` in virtual time (the animator's
/// completion then completes the transition); `cancel()` runs them back to their start and then
/// removes them, so that their completions report `finished == false` and the animator
/// completes the transition as cancelled, which undoes it. The layers get their own timing back
/// when the transition ends.
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
    /// The layers of the container's views, whose timing the transition drives.
    private var layers: [CALayer] = []
    /// The local time the layers show while paused.
    private var pausedTime: CFTimeInterval = 0
    private var isPaused = false

    public override init() {
        super.init()
    }

    /// Starts the animator and holds its animations at their start.
    open func startInteractiveTransition(_ transitionContext: any UIViewControllerContextTransitioning) {
        guard let context = transitionContext as? ViewControllerTransitionContext, let animator = context.animator else {
            HeadlessRuntime.current.report(.error, .presentationInteractionForeignContext,
                                           "UIPercentDrivenInteractiveTransition.startInteractiveTransition(_:) was given a context UIKit did not make, so it cannot find the transition's animator; nothing was started. Let UIKit start it (return the object from interactionControllerForPresentation/Dismissal), or call the animator yourself.")
            return
        }
        self.context = context
        percentComplete = 0
        duration = CGFloat(animator.transitionDuration(using: context))
        context.onEnd { [weak self] in self?.restoreTiming() }
        animator.animateTransition(using: context)
        // The animations added now start at the next commit, at their layers' local time then.
        layers = viewLayers(in: context.containerView)
        pausedTime = 0
        isPaused = true
        for layer in layers {
            layer.speed = 0
            layer.beginTime = 0
            layer.timeOffset = 0
        }
    }

    /// Moves the transition to `percentComplete` of its way (kept between 0 and 1).
    open func update(_ percentComplete: CGFloat) {
        guard let context else { return }
        let bounded = percentComplete.isFinite ? min(1, max(0, percentComplete)) : 0
        self.percentComplete = bounded
        context.updateInteractiveTransition(bounded)
        guard isPaused else { return }
        pausedTime = CFTimeInterval(bounded * duration)
        for layer in layers { layer.timeOffset = pausedTime }
    }

    /// Holds the transition where it is.
    open func pause() {
        guard let context else { return }
        let now = currentTime()
        isPaused = true
        pausedTime = now
        for layer in layers {
            layer.speed = 0
            layer.beginTime = 0
            layer.timeOffset = now
        }
        context.pauseInteractiveTransition()
    }

    /// Lets the rest of the transition run forward.
    open func finish() {
        guard let context else { return }
        context.finishInteractiveTransition()
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let from = currentTime()
        isPaused = false
        for layer in layers {
            layer.speed = Float(speed)
            layer.timeOffset = 0
            layer.beginTime = parentTime(of: layer) - from / CFTimeInterval(speed)
        }
    }

    /// Runs the transition back to its start, then ends its animations (cancelled).
    open func cancel() {
        guard let context else { return }
        context.cancelInteractiveTransition()
        let speed = completionSpeed > 0 && completionSpeed.isFinite ? completionSpeed : 1
        let from = currentTime()
        isPaused = false
        for layer in layers {
            layer.speed = -Float(speed)
            layer.timeOffset = from
            layer.beginTime = parentTime(of: layer)
        }
        let back = max(0, from / CFTimeInterval(speed))
        HeadlessRuntime.current.runLoop.schedule(after: back) { [weak self] in
            self?.endCancelledAnimations()
        }
    }

    /// The local time the transition's layers show now.
    private func currentTime() -> CFTimeInterval {
        if isPaused { return pausedTime }
        return layers.first?.convertTime(CACurrentMediaTime(), from: nil) ?? pausedTime
    }

    /// The time of a layer's parent now (the clock's for a view's layer).
    private func parentTime(of layer: CALayer) -> CFTimeInterval {
        layer.superlayer?.convertTime(CACurrentMediaTime(), from: nil) ?? CACurrentMediaTime()
    }

    /// The layers of a view and its subviews that exist (walked with a stack).
    private func viewLayers(in container: UIView) -> [CALayer] {
        var found: [CALayer] = []
        var stack = [container]
        while let view = stack.popLast() {
            if let layer = view.layerStorage { found.append(layer) }
            stack.append(contentsOf: view.subviews)
        }
        return found
    }

    /// At the start again: the transition's animations go, their completions learning that
    /// they did not finish.
    private func endCancelledAnimations() {
        let driven = layers
        restoreTiming()
        var stack = driven
        while let current = stack.popLast() {
            current.removeAllAnimations()
            stack.append(contentsOf: current.sublayers ?? [])
        }
    }

    private func restoreTiming() {
        for layer in layers {
            layer.speed = 1
            layer.timeOffset = 0
            layer.beginTime = 0
        }
        layers = []
        isPaused = false
    }
}
