import Foundation

/// Groups layer changes and animations, with their duration, their actions switch and a
/// block to run when the group's animations have all ended.
///
/// Outside any ``begin()`` an implicit transaction is open; it commits with the host's next
/// commit (the run loop's, under UIKit). Animations added in a transaction start at the commit
/// and its completion block runs after the last of them stops (or at the commit, with none).
open class CATransaction {
    /// The values of one transaction.
    final class Frame {
        var animationDuration: CFTimeInterval = 0.25
        var timingFunction: CAMediaTimingFunction?
        var disableActions = false
        var completionBlock: (() -> Void)?
        var values: [String: Any] = [:]
        /// Animations added in the transaction that have not stopped yet.
        var pendingAnimations = 0
        var committed = false
        var parent: Frame?

        /// Runs the completion block once the transaction committed and its animations ended.
        func animationEnded() {
            pendingAnimations -= 1
            completeIfDone()
        }

        func completeIfDone() {
            guard committed, pendingAnimations <= 0, let block = completionBlock else { return }
            completionBlock = nil
            block()
        }
    }

    // Safety: transactions are opened and committed on the main thread only (the thread the host clock runs on); no other thread touches this state.
    nonisolated(unsafe) static var explicitFrames: [Frame] = []
    // Safety: as explicitFrames, main thread only.
    nonisolated(unsafe) static var implicitFrame: Frame?

    /// The innermost open transaction; opens the implicit one when none is.
    static var current: Frame {
        if let frame = explicitFrames.last { return frame }
        if let frame = implicitFrame { return frame }
        let frame = Frame()
        implicitFrame = frame
        if let clock = CoreAnimationHost.clock {
            clock.atNextCommit { commitImplicit() }
        }
        return frame
    }

    static func commitImplicit() {
        guard let frame = implicitFrame else { return }
        implicitFrame = nil
        startPendingAnimations()
        frame.committed = true
        frame.completeIfDone()
    }

    /// Opens a transaction.
    open class func begin() {
        let frame = Frame()
        frame.parent = explicitFrames.last
        if let parent = frame.parent {
            frame.animationDuration = parent.animationDuration
            frame.disableActions = parent.disableActions
            frame.timingFunction = parent.timingFunction
        }
        explicitFrames.append(frame)
    }

    /// Closes the innermost transaction; an unbalanced call does nothing. Its animations start
    /// at the host's next commit (at once without a host clock).
    open class func commit() {
        guard let frame = explicitFrames.popLast() else { return }
        if let clock = CoreAnimationHost.clock {
            clock.atNextCommit {
                startPendingAnimations()
                frame.committed = true
                frame.completeIfDone()
            }
        } else {
            startPendingAnimations()
            frame.committed = true
            frame.completeIfDone()
        }
    }

    /// Commits the implicit transaction now: pending animations start.
    open class func flush() {
        if implicitFrame != nil { commitImplicit() } else { startPendingAnimations() }
    }

    open class func lock() {}
    open class func unlock() {}

    open class func animationDuration() -> CFTimeInterval { current.animationDuration }
    open class func setAnimationDuration(_ dur: CFTimeInterval) { current.animationDuration = dur }
    open class func animationTimingFunction() -> CAMediaTimingFunction? { current.timingFunction }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) { current.timingFunction = function }
    open class func disableActions() -> Bool { current.disableActions }
    open class func setDisableActions(_ flag: Bool) { current.disableActions = flag }
    open class func completionBlock() -> (() -> Void)? { current.completionBlock }
    /// Sets the block to run when the transaction's animations have ended.
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.completionBlock = block }
    open class func value(forKey key: String) -> Any? { current.values[key] }
    open class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }

    // MARK: Animations waiting for the commit

    /// Added animations that start at the next commit, with their layer.
    // Safety: as explicitFrames, main thread only.
    nonisolated(unsafe) static var pendingStarts: [(layer: CALayer, key: String, animation: CAAnimation)] = []

    static func enqueueStart(_ animation: CAAnimation, key: String, layer: CALayer) {
        let frame = current
        frame.pendingAnimations += 1
        animation.transaction = frame
        pendingStarts.append((layer, key, animation))
    }

    static func startPendingAnimations() {
        let starts = pendingStarts
        pendingStarts.removeAll()
        for start in starts { start.layer.startAnimation(start.animation, key: start.key) }
    }
}
