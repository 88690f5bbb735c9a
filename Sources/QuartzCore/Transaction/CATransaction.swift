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
        /// The group of the completion block set last: the animations added since then join it.
        var completion: CompletionGroup?
        var values: [String: Any] = [:]
        var parent: Frame?

        /// Sets the completion block: the block set before is done with (it runs at once when
        /// none of the animations added under it is still running), and the animations added from
        /// now on count for the new one.
        func replaceCompletionBlock(with block: (() -> Void)?) {
            let previous = completion
            completion = block.map(CompletionGroup.init)
            previous?.seal()
        }

        /// The transaction is committed: its completion block runs once its animations have ended,
        /// at once when it has none.
        func commitCompletion() {
            let group = completion
            completion = nil
            group?.seal()
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
        frame.commitCompletion()
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
    /// at the host's next commit (at once without a host clock). Its completion block, when no
    /// animation was added under it, runs now, inside this call: Apple's
    /// `setCompletionBlock(_:)` says that "if no animations are added before the current
    /// transaction group is committed (or the completion block is set to a different value,) the
    /// block will be invoked immediately" (References §38).
    open class func commit() {
        guard let frame = explicitFrames.popLast() else { return }
        if let clock = CoreAnimationHost.clock {
            clock.atNextCommit { startPendingAnimations() }
        } else {
            startPendingAnimations()
        }
        frame.commitCompletion()
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
    open class func completionBlock() -> (() -> Void)? { current.completion?.block }
    /// Sets the block to run when the animations added to the transaction from now on have all
    /// ended (or been removed), on the main thread. A block set before is invoked immediately when
    /// none of the animations added under it is still running, else when they have ended; with no
    /// animation added before the commit, the block runs at the commit. As Apple documents
    /// `setCompletionBlock(_:)` (References §38).
    open class func setCompletionBlock(_ block: (() -> Void)?) { current.replaceCompletionBlock(with: block) }
    open class func value(forKey key: String) -> Any? { current.values[key] }
    open class func setValue(_ anObject: Any?, forKey key: String) { current.values[key] = anObject }

    // MARK: Animations waiting for the commit

    /// Added animations that start at the next commit, with their layer.
    // Safety: as explicitFrames, main thread only.
    nonisolated(unsafe) static var pendingStarts: [(layer: CALayer, key: String, animation: CAAnimation)] = []

    /// Queues an added animation for the commit; it counts for the completion blocks of the
    /// open transactions (the innermost and those it is nested in) until it stops.
    static func enqueueStart(_ animation: CAAnimation, key: String, layer: CALayer) {
        var frame: Frame? = current
        while let open = frame {
            if let group = open.completion {
                group.animationAdded()
                animation.completionGroups.append(group)
            }
            frame = open.parent
        }
        pendingStarts.append((layer, key, animation))
    }

    static func startPendingAnimations() {
        let starts = pendingStarts
        pendingStarts.removeAll()
        for start in starts { start.layer.startAnimation(start.animation, key: start.key) }
    }
}
