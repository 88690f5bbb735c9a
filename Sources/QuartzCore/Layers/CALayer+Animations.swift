import Foundation
@_spi(Headless) import CoreGraphics

extension CALayer {
    func addAnimationMechanism(_ anim: CAAnimation, forKey key: String?) {
        let extras = ensuredExtras
        let resolvedKey: String
        if let key {
            resolvedKey = key
            if extras.animations[key] != nil { removeAnimationMechanism(forKey: key) }
        } else {
            Self.anonymousCounter += 1
            resolvedKey = Self.anonymousKeyPrefix + String(Self.anonymousCounter)
        }
        if anim.duration <= 0 { anim.duration = CATransaction.current.animationDuration }
        extras.animations[resolvedKey] = anim
        extras.animationOrder.append(resolvedKey)
        CATransaction.enqueueStart(anim, key: resolvedKey, layer: self)
    }

    // Safety: animations are added on the main thread only.
    nonisolated(unsafe) static var anonymousCounter = 0

    func removeAnimationMechanism(forKey key: String) {
        guard let extras, let anim = extras.animations.removeValue(forKey: key) else { return }
        extras.animationOrder.removeAll { $0 == key }
        if let token = anim.endToken { CoreAnimationHost.clock?.cancel(token) }
        anim.endToken = nil
        CATransaction.pendingStarts.removeAll { $0.animation === anim }
        anim.end(finished: false)
    }

    /// Starts an animation at the commit: the delegate hears `animationDidStart`, and the
    /// clock is asked to end it when its active time has passed.
    func startAnimation(_ anim: CAAnimation, key: String) {
        guard extras?.animations[key] === anim, anim.startTime == nil else { return }
        let now = CACurrentMediaTime()
        let start = anim.beginTime > 0 ? anim.beginTime : now
        anim.startTime = start
        anim.delegate?.animationDidStart(anim)
        let end = start + anim.activeDuration
        guard end.isFinite, let clock = CoreAnimationHost.clock else { return }
        anim.endToken = clock.schedule(after: max(0, end - now), settles: true) { [weak self, weak anim] in
            guard let self, let anim else { return }
            self.finishAnimation(anim, key: key)
        }
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
        let now = CACurrentMediaTime()
        for key in extras.animationOrder {
            guard let anim = extras.animations[key] as? CABasicAnimation, let keyPath = anim.keyPath,
                  let start = anim.startTime else { continue }
            let single = anim.duration > 0 ? anim.duration : CAAnimation.defaultDuration
            let elapsed = (now - start) * Double(anim.speed > 0 ? anim.speed : 1)
            guard elapsed >= 0, elapsed < anim.activeDuration || anim.fillMode == .forwards || anim.fillMode == .both
            else { continue }
            var local = min(elapsed, anim.activeDuration).truncatingRemainder(dividingBy: single * (anim.autoreverses ? 2 : 1))
            if elapsed >= anim.activeDuration { local = anim.autoreverses ? 0 : single }
            if anim.autoreverses && local > single { local = 2 * single - local }
            let linear = single > 0 ? local / single : 1
            let eased = (anim.timingFunction ?? CAMediaTimingFunction(name: .linear)).progress(at: linear)
            copy.applyAnimatedValue(keyPath: keyPath, from: anim.fromValue ?? value(forAnimatableKeyPath: keyPath),
                                    to: anim.toValue ?? value(forAnimatableKeyPath: keyPath), progress: eased)
        }
    }

    /// The model value of an animatable key path this implementation interpolates.
    func value(forAnimatableKeyPath keyPath: String) -> Any? {
        switch keyPath {
        case "opacity": opacity
        case "position": position
        case "position.x": position.x
        case "position.y": position.y
        case "bounds": bounds
        case "bounds.size": bounds.size
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
        func point(_ v: Any?) -> CGPoint? { v as? CGPoint }
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
            if let a = from as? CGRect, let b = to as? CGRect {
                bounds = CGRect(x: mix(a.minX, b.minX), y: mix(a.minY, b.minY),
                                width: mix(a.width, b.width), height: mix(a.height, b.height))
            }
        case "bounds.size":
            if let a = from as? CGSize, let b = to as? CGSize {
                bounds.size = CGSize(width: mix(a.width, b.width), height: mix(a.height, b.height))
            }
        case "transform.rotation.z", "transform.rotation":
            if let a = number(from), let b = number(to) { setAffineTransform(CGAffineTransform(rotationAngle: mix(a, b))) }
        case "transform.scale":
            if let a = number(from), let b = number(to) { setAffineTransform(CGAffineTransform(scaleX: mix(a, b), y: mix(a, b))) }
        default: break
        }
    }
}
