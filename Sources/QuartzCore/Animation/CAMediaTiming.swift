import Foundation

/// The timing of a layer or an animation: a local time line placed in its parent's.
///
/// A layer's local time is `(parentTime − beginTime) × speed + timeOffset`, composed from the
/// root layer (whose parent time is ``CACurrentMediaTime()``) down; the animations of a layer
/// run in its local time. A layer with `speed` 0 stops its animations where they are, which
/// is how apps pause them:
///
/// ```swift
/// let paused = layer.convertTime(CACurrentMediaTime(), from: nil)
/// layer.speed = 0
/// layer.timeOffset = paused
/// ```
public protocol CAMediaTiming: AnyObject {
    /// Where the local time line starts in the parent's, in seconds.
    var beginTime: CFTimeInterval { get set }
    /// The length of one repetition, in seconds.
    var duration: CFTimeInterval { get set }
    /// How fast local time runs against the parent's (0 stops it).
    var speed: Float { get set }
    /// An offset added to local time, in seconds.
    var timeOffset: CFTimeInterval { get set }
    /// How many times the time line repeats.
    var repeatCount: Float { get set }
    /// For how long the time line repeats, in seconds.
    var repeatDuration: CFTimeInterval { get set }
    /// Whether each repetition plays back after it plays forward.
    var autoreverses: Bool { get set }
    /// What shows outside the active time.
    var fillMode: CAMediaTimingFillMode { get set }
}

extension CAAnimation: CAMediaTiming {}

/// A layer's timing values, kept only when one differs from the default.
struct LayerTiming: Equatable {
    var beginTime: CFTimeInterval = 0
    var duration: CFTimeInterval = 0
    var speed: Float = 1
    var timeOffset: CFTimeInterval = 0
    var repeatCount: Float = 0
    var repeatDuration: CFTimeInterval = 0
    var autoreverses = false
    var fillMode: CAMediaTimingFillMode = .removed

    /// The local time for a time of the parent.
    func local(_ parent: CFTimeInterval) -> CFTimeInterval {
        (parent - beginTime) * Double(speed) + timeOffset
    }

    /// The parent's time for a local time; with `speed` 0 every parent time gives the same
    /// local time, and the layer's begin time stands for them.
    func parent(_ local: CFTimeInterval) -> CFTimeInterval {
        speed == 0 ? beginTime : (local - timeOffset) / Double(speed) + beginTime
    }
}
