import Foundation

/// A layer's own time line (``CAMediaTiming``), and time conversion between layers.
extension CALayer: CAMediaTiming {
    private var timing: LayerTiming { extras?.timing ?? LayerTiming() }

    private func setTiming(_ change: (inout LayerTiming) -> Void) {
        var value = timing
        change(&value)
        guard value != timing else { return }
        ensuredExtras.timing = value == LayerTiming() ? nil : value
        // The layer's and its sublayers' animations now end at other clock times.
        rescheduleAnimationEnds()
    }

    /// Where the layer's time line starts in its superlayer's, in seconds.
    public var beginTime: CFTimeInterval {
        get { timing.beginTime }
        set { setTiming { $0.beginTime = newValue } }
    }
    /// The layer's duration (a layer's time line does not end; kept for the protocol).
    public var duration: CFTimeInterval {
        get { timing.duration }
        set { setTiming { $0.duration = newValue } }
    }
    /// How fast the layer's time (and its animations) runs against its superlayer's; 0 pauses.
    public var speed: Float {
        get { timing.speed }
        set { setTiming { $0.speed = newValue } }
    }
    /// An offset added to the layer's local time.
    public var timeOffset: CFTimeInterval {
        get { timing.timeOffset }
        set { setTiming { $0.timeOffset = newValue } }
    }
    public var repeatCount: Float {
        get { timing.repeatCount }
        set { setTiming { $0.repeatCount = newValue } }
    }
    public var repeatDuration: CFTimeInterval {
        get { timing.repeatDuration }
        set { setTiming { $0.repeatDuration = newValue } }
    }
    public var autoreverses: Bool {
        get { timing.autoreverses }
        set { setTiming { $0.autoreverses = newValue } }
    }
    public var fillMode: CAMediaTimingFillMode {
        get { timing.fillMode }
        set { setTiming { $0.fillMode = newValue } }
    }

    /// Converts a time of layer `l`'s time line (nil: ``CACurrentMediaTime()``'s) to this
    /// layer's.
    public func convertTime(_ t: CFTimeInterval, from l: CALayer?) -> CFTimeInterval {
        localTime(fromClock: l?.clockTime(fromLocal: t) ?? t)
    }

    /// Converts a time of this layer's time line to layer `l`'s (nil: the clock's).
    public func convertTime(_ t: CFTimeInterval, to l: CALayer?) -> CFTimeInterval {
        let clock = clockTime(fromLocal: t)
        return l?.localTime(fromClock: clock) ?? clock
    }

    /// The timings from the root layer down to this one (only those that are not the default).
    private var timingsFromRoot: [LayerTiming] {
        var chain: [LayerTiming] = []
        var layer: CALayer? = self
        while let current = layer {
            if let timing = current.extras?.timing { chain.append(timing) }
            layer = current.superlayer
        }
        return chain.reversed()
    }

    /// This layer's local time at clock time `t`.
    func localTime(fromClock t: CFTimeInterval) -> CFTimeInterval {
        timingsFromRoot.reduce(t) { $1.local($0) }
    }

    /// The clock time at which this layer's local time is `t`.
    func clockTime(fromLocal t: CFTimeInterval) -> CFTimeInterval {
        timingsFromRoot.reversed().reduce(t) { $1.parent($0) }
    }

    /// How many seconds of the layer's local time pass per second of the clock.
    var effectiveSpeed: Double {
        timingsFromRoot.reduce(1) { $0 * Double($1.speed) }
    }

    /// Schedules again the ends of the animations of this layer and its sublayers (walked with
    /// a stack) after a timing change.
    func rescheduleAnimationEnds() {
        var stack: [CALayer] = [self]
        while let layer = stack.popLast() {
            if let extras = layer.extras {
                for key in extras.animationOrder {
                    guard let anim = extras.animations[key], anim.startTime != nil, !anim.hasEnded else { continue }
                    layer.scheduleEnd(of: anim, key: key)
                }
            }
            stack.append(contentsOf: layer.sublayers ?? [])
        }
    }
}
