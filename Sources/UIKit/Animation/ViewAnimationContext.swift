import Foundation
@_spi(Headless) import QuartzCore

/// The animation block running now, and what turns a view's property changes inside it into
/// Core Animation animations on the view's layer.
///
/// This is how iOS shows block animations: the model value (the view's property, the layer's
/// property) takes the end value at once, and an animation added to the layer under the
/// property's key path (`position`, `bounds`, `opacity`, `transform`, `backgroundColor`) carries the layer's
/// presentation from the value shown before the change to the model value, on the virtual
/// clock (References §33). On iOS the layer asks the view for that action
/// (`action(for:forKey:)`); here the view's write-through to its layer asks this context,
/// which is the same decision in one place. A view without a layer gets one before the
/// change, so that the start value is known.
///
/// An animation starts from the value shown now (a running animation's presentation), so an
/// animation that interrupts another continues from where the first had got to. Changing one
/// property twice in one block animates once, from the first start value.
@MainActor
final class ViewAnimationContext {
    /// How the animations added in this context move.
    enum Pace {
        /// Along a cubic timing function, on the clock.
        case curve(CAMediaTimingFunction)
        /// Along a spring, on the clock.
        case spring(SpringCurve)
        /// At the progress a driver gives (a property animator's fraction, eased).
        case driven(() -> Double)
    }

    let duration: TimeInterval
    let delay: TimeInterval
    let pace: Pace
    /// For a block animation: what counts its animations and calls its completion when the last
    /// one stops (a property animator's context has none; the animator ends by itself).
    var completion: BlockAnimationCompletion?
    /// The animations added, with their layers (held weakly), in order.
    private var added: [(layer: Weak, key: String, animation: CAAnimation)] = []
    private var animatedKeys: Set<LayerKey> = []
    /// For a keyframe's context: the keyframe animation it belongs to.
    private var enclosingKeyframes: ViewAnimationContext?
    /// For a keyframe animation: how many of its keyframes animated each layer key so far,
    /// and the last of them.
    private var keyframeRuns: [LayerKey: (count: Int, last: CABasicAnimation)] = [:]

    private struct Weak { weak var layer: CALayer? }
    private struct LayerKey: Hashable {
        let layer: ObjectIdentifier
        let key: String
    }

    init(duration: TimeInterval, delay: TimeInterval, pace: Pace) {
        self.duration = duration
        self.delay = delay
        self.pace = pace
    }

    /// The innermost animation block running now in `runtime`'s process; nil outside one or
    /// inside `performWithoutAnimation`. The contexts open are the process's
    /// (``HeadlessRuntime/animationContexts``, References §46.2).
    static func current(in runtime: HeadlessRuntime) -> ViewAnimationContext? {
        runtime.animationContexts.last ?? nil
    }

    /// Runs `body` with `context` current in `runtime`'s process (nil turns animation off
    /// inside `body`).
    static func run(_ context: ViewAnimationContext?, in runtime: HeadlessRuntime, _ body: () -> Void) {
        runtime.animationContexts.append(context)
        defer { runtime.animationContexts.removeLast() }
        body()
    }

    /// Runs one keyframe of the keyframe animation running now (`addKeyframe`): its changes
    /// animate over its part of the whole, `start` and `length` being fractions of the
    /// duration. Outside a keyframe animation the block runs as it is.
    static func runKeyframe(start: Double, length: Double, in runtime: HeadlessRuntime, _ body: () -> Void) {
        guard let enclosing = current(in: runtime) else { return body() }
        let start = start.isFinite ? min(max(start, 0), 1) : 0
        let length = length.isFinite ? min(max(length, 0), 1 - start) : 0
        let keyframe = ViewAnimationContext(duration: enclosing.duration * length,
                                            delay: enclosing.delay + enclosing.duration * start, pace: enclosing.pace)
        keyframe.enclosingKeyframes = enclosing
        keyframe.completion = enclosing.completion
        run(keyframe, in: runtime, body)
    }

    /// A key path of `layer` is about to take a new model value: animate it from the value shown
    /// now to the model value.
    ///
    /// In a keyframe, the first keyframe to change a key starts from the value shown; a later
    /// one starts from the value the earlier keyframes left (the model value now), under its
    /// own key, added later so that it takes over once it begins. Each holds its end value
    /// until the whole keyframe animation ends and removes them.
    func willChange(_ layer: CALayer, keyPath: String) {
        guard animatedKeys.insert(LayerKey(layer: ObjectIdentifier(layer), key: keyPath)).inserted else { return }
        if let enclosing = enclosingKeyframes {
            let key = LayerKey(layer: ObjectIdentifier(layer), key: keyPath)
            let earlier = enclosing.keyframeRuns[key]
            let index = earlier?.count ?? 0
            let animation = makeAnimation(keyPath: keyPath)
            if index == 0 {
                animation.fromValue = layer.presentationValue(forKeyPath: keyPath)
                    ?? (keyPath == "backgroundColor" ? CGColor(gray: 0, alpha: 0) : nil)
            } else {
                // The model value now is where the earlier keyframes left it: the previous one
                // ends there, and this one starts there.
                let reached = layer.value(forAnimatableKeyPath: keyPath)
                earlier?.last.toValue = reached
                animation.fromValue = reached
            }
            enclosing.keyframeRuns[key] = (index + 1, animation)
            animation.duration = max(0, duration)
            animation.beginTime = (layer.animationContext?.now ?? 0) + delay
            animation.fillMode = index == 0 ? .both : .forwards
            animation.isRemovedOnCompletion = false
            let layerKey = index == 0 ? keyPath : "\(keyPath) keyframe \(index)"
            completion?.track(animation)
            layer.add(animation, forKey: layerKey)
            enclosing.added.append((Weak(layer: layer), layerKey, animation))
            return
        }
        let animation = makeAnimation(keyPath: keyPath)
        // No colour is a transparent one: the colour fades in.
        animation.fromValue = layer.presentationValue(forKeyPath: keyPath)
            ?? (keyPath == "backgroundColor" ? CGColor(gray: 0, alpha: 0) : nil)
        add(animation, to: layer, forKey: keyPath)
    }

    /// Adds an animation that changes no model value (a transition of a layer's content, a
    /// system animation's fade) at this context's timing, counted for the block's completion.
    func addUnmodeledAnimation(_ animation: CAAnimation, to layer: CALayer, forKey key: String) {
        add(animation, to: layer, forKey: key)
    }

    /// Gives `animation` this context's duration and delay, counts it for the block's
    /// completion and adds it to `layer`.
    private func add(_ animation: CAAnimation, to layer: CALayer, forKey key: String) {
        // A driven animation's duration only matters to its driver; 0 takes the transaction's.
        animation.duration = max(0, duration)
        if delay > 0 {
            animation.beginTime = (layer.animationContext?.now ?? 0) + delay
            animation.fillMode = .backwards
        }
        completion?.track(animation)
        layer.add(animation, forKey: key)
        added.append((Weak(layer: layer), key, animation))
    }

    /// A basic animation of `keyPath` at this context's pace, without values or timing.
    private func makeAnimation(keyPath: String) -> CABasicAnimation {
        switch pace {
        case .curve(let function):
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.timingFunction = function
            return animation
        case .spring(let curve):
            let spring = CASpringAnimation(keyPath: keyPath)
            (spring.mass, spring.stiffness, spring.damping) = (curve.mass, curve.stiffness, curve.damping)
            spring.initialVelocity = curve.initialVelocity
            return spring
        case .driven(let progress):
            let animation = CABasicAnimation(keyPath: keyPath)
            animation.progressSource = progress
            return animation
        }
    }

    /// Removes the animations this context added that are still on their layers (a property
    /// animator that stops or finishes: the model values are then what the layers show).
    func removeAnimations() {
        for entry in added {
            guard let layer = entry.layer.layer, layer.animation(forKey: entry.key) === entry.animation else { continue }
            layer.removeAnimation(forKey: entry.key)
        }
        added.removeAll()
        animatedKeys.removeAll()
        keyframeRuns.removeAll()
    }
}

extension UIView {
    /// Before an animatable property changes inside an animation block: makes sure the view has
    /// a layer holding the value before the change.
    func prepareLayerForAnimatedChange() {
        if layerStorage == nil, ViewAnimationContext.current(in: runtime) != nil { _ = layerMechanism }
    }
}
