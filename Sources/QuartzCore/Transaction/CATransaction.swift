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

    // Each class method runs on the Core Animation of the process running now
    // (CoreAnimationHost.current, References §46.1); off the main thread it does nothing.

    /// Opens a transaction.
    open class func begin() {
        CoreAnimationHost.currentContext()?.begin()
    }

    /// Closes the innermost transaction; an unbalanced call does nothing. Its animations start
    /// at the host's next commit (at once without a host clock). Its completion block, when no
    /// animation was added under it, runs now, inside this call: Apple's
    /// `setCompletionBlock(_:)` says that "if no animations are added before the current
    /// transaction group is committed (or the completion block is set to a different value,) the
    /// block will be invoked immediately" (References §38).
    open class func commit() {
        CoreAnimationHost.currentContext()?.commit()
    }

    /// Commits the implicit transaction now: pending animations start.
    open class func flush() {
        CoreAnimationHost.currentContext()?.flush()
    }

    open class func lock() {}
    open class func unlock() {}

    open class func animationDuration() -> CFTimeInterval {
        CoreAnimationHost.currentContext()?.currentFrame.animationDuration ?? 0.25
    }
    open class func setAnimationDuration(_ dur: CFTimeInterval) {
        CoreAnimationHost.currentContext()?.currentFrame.animationDuration = dur
    }
    open class func animationTimingFunction() -> CAMediaTimingFunction? {
        CoreAnimationHost.currentContext()?.currentFrame.timingFunction
    }
    open class func setAnimationTimingFunction(_ function: CAMediaTimingFunction?) {
        CoreAnimationHost.currentContext()?.currentFrame.timingFunction = function
    }
    open class func disableActions() -> Bool {
        CoreAnimationHost.currentContext()?.currentFrame.disableActions ?? false
    }
    open class func setDisableActions(_ flag: Bool) {
        CoreAnimationHost.currentContext()?.currentFrame.disableActions = flag
    }
    open class func completionBlock() -> (() -> Void)? {
        CoreAnimationHost.currentContext()?.currentFrame.completion?.block
    }
    /// Sets the block to run when the animations added to the transaction from now on have all
    /// ended (or been removed), on the main thread. A block set before is invoked immediately when
    /// none of the animations added under it is still running, else when they have ended; with no
    /// animation added before the commit, the block runs at the commit. As Apple documents
    /// `setCompletionBlock(_:)` (References §38).
    open class func setCompletionBlock(_ block: (() -> Void)?) {
        CoreAnimationHost.currentContext()?.currentFrame.replaceCompletionBlock(with: block)
    }
    open class func value(forKey key: String) -> Any? {
        CoreAnimationHost.currentContext()?.currentFrame.values[key]
    }
    open class func setValue(_ anObject: Any?, forKey key: String) {
        CoreAnimationHost.currentContext()?.currentFrame.values[key] = anObject
    }
}
