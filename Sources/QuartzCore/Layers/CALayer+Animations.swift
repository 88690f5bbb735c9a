import Foundation
@_spi(Headless) import CoreGraphics

extension CALayer {
    /// The Core Animation of this layer's process (References §46.1): the context its view gave
    /// it (``transactionContext``), else the one current when it first needed one, kept from
    /// then on as a view keeps its runtime.
    /// Nil off the main thread, where Core Animation here does nothing
    /// (``CoreAnimationHost/isAvailable``).
    @_spi(Headless) public var animationContext: CATransactionContext? {
        guard CoreAnimationHost.isAvailable else { return nil }
        if let context = transactionContext { return context }
        let context = CoreAnimationHost.currentContext()
        transactionContext = context
        return context
    }

    /// The time of this layer's clock now (0 off the main thread, or with no clock).
    var clockNow: CFTimeInterval { animationContext?.now ?? 0 }

    func addAnimationMechanism(_ anim: CAAnimation, forKey key: String?) {
        // Off the main thread Core Animation here does nothing (CoreAnimationHost.isAvailable).
        guard let context = animationContext else { return }
        addAnimation(anim, forKey: key, in: context)
    }

    private func addAnimation(_ anim: CAAnimation, forKey key: String?, in context: CATransactionContext) {
        let extras = ensuredExtras
        let resolvedKey: String
        if let key {
            resolvedKey = key
            if extras.animations[key] != nil { removeAnimationMechanism(forKey: key) }
        } else {
            context.anonymousCounter += 1
            resolvedKey = Self.anonymousKeyPrefix + String(context.anonymousCounter)
        }
        if anim.duration <= 0 { anim.duration = context.currentFrame.animationDuration }
        extras.animations[resolvedKey] = anim
        extras.animationOrder.append(resolvedKey)
        context.enqueueStart(anim, key: resolvedKey, layer: self)
    }

    func removeAnimationMechanism(forKey key: String) {
        guard let extras, let anim = extras.animations.removeValue(forKey: key) else { return }
        extras.animationOrder.removeAll { $0 == key }
        // An animation was added through the layer's context, which the layer keeps.
        if let context = transactionContext, CoreAnimationHost.isAvailable {
            if let token = anim.endToken { context.clock?.cancel(token) }
            context.cancelStart(of: anim)
        }
        anim.endToken = nil
        anim.end(finished: false)
    }

    /// Starts an animation at the commit: the delegate hears `animationDidStart`, and the
    /// clock is asked to end it when its active time has passed.
    ///
    /// The animation's times are the layer's local times (``CAMediaTiming``): a `beginTime` set
    /// by the app is one, and a start at the commit is the layer's local time then.
    func startAnimation(_ anim: CAAnimation, key: String) {
        guard extras?.animations[key] === anim, anim.startTime == nil else { return }
        let start = anim.beginTime > 0 ? anim.beginTime : localTime(fromClock: clockNow)
        anim.startTime = start
        anim.delegate?.animationDidStart(anim)
        scheduleEnd(of: anim, key: key)
    }

    /// Asks the clock to end a started animation when the layer's local time reaches its end:
    /// never while the layer's time stands still or runs backwards (its timing may change).
    func scheduleEnd(of anim: CAAnimation, key: String) {
        guard let context = animationContext else { return }
        scheduleEnd(of: anim, key: key, in: context)
    }

    private func scheduleEnd(of anim: CAAnimation, key: String, in context: CATransactionContext) {
        if let token = anim.endToken { context.clock?.cancel(token) }
        anim.endToken = nil
        guard anim.progressSource == nil, let start = anim.startTime else { return }
        let end = start + anim.activeDuration
        let rate = effectiveSpeed
        guard end.isFinite, rate > 0, let clock = context.clock else { return }
        let delay = (end - localTime(fromClock: clock.now)) / rate
        anim.endToken = clock.schedule(after: max(0, delay), settles: true) { [weak self, weak anim] in
            guard let self, let anim else { return }
            self.finishAnimation(anim, key: key)
        }
    }

    /// The layer is released with animations running: they are removed, each ending with
    /// `finished == false` at the next commit, so that their delegates (a block animation's
    /// completion among them) still hear of it once. Before, their end timers found no layer
    /// and they never ended (found by the exploration's `animation.completion` rule,
    /// References §50.8).
    func endAnimationsOfReleasedLayer() {
        guard let extras, !extras.animations.isEmpty else { return }
        let running = extras.animationOrder.compactMap { extras.animations[$0] }
        extras.animations.removeAll()
        extras.animationOrder.removeAll()
        // The layer's own process's clock (References §46.1); none off the main actor.
        let clock = CoreAnimationHost.isAvailable ? transactionContext?.clock : nil
        for anim in running {
            if let token = anim.endToken { clock?.cancel(token) }
            anim.endToken = nil
        }
        guard let clock else {
            for anim in running { anim.end(finished: false) }
            return
        }
        clock.atNextCommit { for anim in running { anim.end(finished: false) } }
    }

    func finishAnimation(_ anim: CAAnimation, key: String) {
        anim.endToken = nil
        if anim.isRemovedOnCompletion, extras?.animations[key] === anim {
            extras?.animations.removeValue(forKey: key)
            extras?.animationOrder.removeAll { $0 == key }
        }
        anim.end(finished: true)
    }

    /// Writes the running basic animations' current values into a presentation copy.
    func applyRunningAnimations(to copy: CALayer) {
        guard let extras else { return }
        let now = localTime(fromClock: clockNow)
        for key in extras.animationOrder {
            guard let anim = extras.animations[key] as? CABasicAnimation, let keyPath = anim.keyPath,
                  let progress = anim.presentedProgress(at: now) else { continue }
            copy.applyAnimatedValue(keyPath: keyPath, from: anim.fromValue ?? value(forAnimatableKeyPath: keyPath),
                                    to: anim.toValue ?? value(forAnimatableKeyPath: keyPath), progress: progress)
        }
    }

    /// The value a key path shows now: the presentation's, with the running animations applied
    /// (UIKit's block animations start from it, as with `.beginFromCurrentState`); nil for a
    /// key path this implementation does not interpolate.
    @_spi(Headless) public func presentationValue(forKeyPath keyPath: String) -> Any? {
        let hasAnimations = !(extras?.animationOrder.isEmpty ?? true)
        return hasAnimations ? presentation()?.value(forAnimatableKeyPath: keyPath) : value(forAnimatableKeyPath: keyPath)
    }

    /// The model value of an animatable key path this implementation interpolates.
    @_spi(Headless) public func value(forAnimatableKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "opacity": opacity
        case "position": position
        case "position.x": position.x
        case "position.y": position.y
        case "bounds": bounds
        case "bounds.size": bounds.size
        case "transform": transform
        case "backgroundColor": backgroundColor
        case "cornerRadius": cornerRadius
        case "borderWidth": borderWidth
        case "shadowOpacity": shadowOpacity
        case "shadowRadius": shadowRadius
        case "zPosition": zPosition
        case "transform.rotation.z", "transform.rotation": atan2(affineTransform().b, affineTransform().a)
        case "transform.scale": affineTransform().a
        default: nil
        }
    }

    /// Sets the animatable property at `keyPath` to `value` (a value of another type sets
    /// nothing).
    func setAnimatableValue(_ value: Any?, forKeyPath keyPath: String) {
        if keyPath == "backgroundColor" {
            if value == nil { backgroundColor = nil } else if let color = value as? CGColor { backgroundColor = color }
            return
        }
        // The start of a change from the value to itself is the value, exactly.
        applyAnimatedValue(keyPath: keyPath, from: value, to: value, progress: 0)
    }

    /// The key paths ``value(forAnimatableKeyPath:)`` reads and ``setAnimatableValue(_:forKeyPath:)`` sets.
    static let animatableKeyPaths: Set<String> = [
        "opacity", "position", "position.x", "position.y", "bounds", "bounds.size", "transform", "backgroundColor",
        "cornerRadius", "borderWidth", "shadowOpacity", "shadowRadius", "zPosition", "transform.rotation.z",
        "transform.rotation", "transform.scale",
    ]

    private func applyAnimatedValue(keyPath: String, from: Any?, to: Any?, progress t: Double) {
        func number(_ v: Any?) -> Double? {
            switch v {
            case let d as Double: d
            case let f as Float: Double(f)
            case let c as CGFloat: Double(c)
            case let i as Int: Double(i)
            case let n as NSNumber: n.doubleValue
            default: nil
            }
        }
        func mix(_ a: Double, _ b: Double) -> Double { a + (b - a) * t }
        // Values come as Swift values or boxed in NSValue, as apps write them.
        func point(_ v: Any?) -> CGPoint? { v as? CGPoint ?? (v as? NSValue)?.pointValue }
        func rect(_ v: Any?) -> CGRect? { v as? CGRect ?? (v as? NSValue)?.rectValue }
        func size(_ v: Any?) -> CGSize? { v as? CGSize ?? (v as? NSValue)?.sizeValue }
        func transform3D(_ v: Any?) -> CATransform3D? {
            if let value = v as? CATransform3D { return value }
            if let boxed = v as? NSValue, String(cString: boxed.objCType) == NSValue.caTransform3DObjCType { return boxed.caTransform3DValue }
            return nil
        }
        switch keyPath {
        case "opacity": if let a = number(from), let b = number(to) { opacity = Float(mix(a, b)) }
        case "cornerRadius": if let a = number(from), let b = number(to) { cornerRadius = mix(a, b) }
        case "borderWidth": if let a = number(from), let b = number(to) { borderWidth = mix(a, b) }
        case "shadowOpacity": if let a = number(from), let b = number(to) { shadowOpacity = Float(mix(a, b)) }
        case "shadowRadius": if let a = number(from), let b = number(to) { shadowRadius = mix(a, b) }
        case "zPosition": if let a = number(from), let b = number(to) { zPosition = mix(a, b) }
        case "position.x": if let a = number(from), let b = number(to) { position.x = mix(a, b) }
        case "position.y": if let a = number(from), let b = number(to) { position.y = mix(a, b) }
        case "position":
            if let a = point(from), let b = point(to) { position = CGPoint(x: mix(a.x, b.x), y: mix(a.y, b.y)) }
        case "bounds":
            if let a = rect(from), let b = rect(to) {
                bounds = CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height))
            }
        case "bounds.size":
            if let a = size(from), let b = size(to) {
                bounds.size = CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
            }
        case "backgroundColor":
            backgroundColor = CGColor.mixed(from as? CGColor, to as? CGColor, at: t)
        case "transform":
            if let a = transform3D(from), let b = transform3D(to) { transform = a.mixed(with: b, at: t) }
        case "transform.rotation.z", "transform.rotation":
            if let a = number(from), let b = number(to) { setAffineTransform(CGAffineTransform(rotationAngle: mix(a, b))) }
        case "transform.scale":
            if let a = number(from), let b = number(to) { setAffineTransform(CGAffineTransform(scaleX: mix(a, b), y: mix(a, b))) }
        default: break
        }
    }
}

extension CABasicAnimation {
    /// How far along its values the animation is at clock time `now`: its driver's progress,
    /// or the local time through repeats, reversals and fill modes, paced by the spring of a
    /// ``CASpringAnimation`` or else by the timing function. Nil when it shows nothing now
    /// (not started, or ended without a fill).
    func presentedProgress(at now: CFTimeInterval) -> Double? {
        if let progressSource { return progressSource() }
        guard let start = startTime else { return nil }
        let single = duration > 0 ? duration : CAAnimation.defaultDuration
        let pace = Double(speed > 0 ? speed : 1)
        let elapsed = now - start
        var local: Double
        if elapsed < 0 {
            guard fillMode == .backwards || fillMode == .both else { return nil }
            local = 0
        } else if elapsed >= activeDuration {
            guard fillMode == .forwards || fillMode == .both else { return nil }
            local = autoreverses ? 0 : single
        } else {
            local = (elapsed * pace).truncatingRemainder(dividingBy: single * (autoreverses ? 2 : 1))
            if autoreverses && local > single { local = 2 * single - local }
        }
        if let spring = self as? CASpringAnimation { return spring.curve.progress(at: local) }
        let linear = single > 0 ? local / single : 1
        return (timingFunction ?? CAMediaTimingFunction(name: .linear)).progress(at: linear)
    }
}

extension CATransform3D {
    /// The transform a fraction `t` of the way to `end`, element by element.
    func mixed(with end: CATransform3D, at t: Double) -> CATransform3D {
        func mix(_ a: CGFloat, _ b: CGFloat) -> CGFloat { a + (b - a) * t }
        var r = self
        (r.m11, r.m12, r.m13, r.m14) = (mix(m11, end.m11), mix(m12, end.m12), mix(m13, end.m13), mix(m14, end.m14))
        (r.m21, r.m22, r.m23, r.m24) = (mix(m21, end.m21), mix(m22, end.m22), mix(m23, end.m23), mix(m24, end.m24))
        (r.m31, r.m32, r.m33, r.m34) = (mix(m31, end.m31), mix(m32, end.m32), mix(m33, end.m33), mix(m34, end.m34))
        (r.m41, r.m42, r.m43, r.m44) = (mix(m41, end.m41), mix(m42, end.m42), mix(m43, end.m43), mix(m44, end.m44))
        return r
    }
}

extension CGColor {
    /// The colour a fraction `t` of the way from `start` to `end`, mixed with premultiplied
    /// components (so that a fade from or to a transparent colour keeps the other's hue); a
    /// missing colour is transparent. Nil when both are missing.
    static func mixed(_ start: CGColor?, _ end: CGColor?, at t: Double) -> CGColor? {
        guard start != nil || end != nil else { return nil }
        let clear: (red: CGFloat, green: CGFloat, blue: CGFloat, alpha: CGFloat) = (0, 0, 0, 0)
        let a = start?.rgbaComponents ?? clear, b = end?.rgbaComponents ?? clear
        func mix(_ x: CGFloat, _ y: CGFloat) -> CGFloat { x + (y - x) * t }
        let alpha = mix(a.alpha, b.alpha)
        guard alpha > 0 else { return CGColor(red: 0, green: 0, blue: 0, alpha: 0) }
        func channel(_ x: CGFloat, _ y: CGFloat) -> CGFloat { mix(x * a.alpha, y * b.alpha) / alpha }
        return CGColor(red: channel(a.red, b.red), green: channel(a.green, b.green), blue: channel(a.blue, b.blue),
                       alpha: alpha)
    }
}
