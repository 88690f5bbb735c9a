import Foundation

extension CATransaction {
    /// A completion block of a transaction and the animations added while it was the
    /// transaction's block: it runs once it is done with (replaced, or its transaction committed)
    /// and every one of those animations has stopped, finished or removed.
    ///
    /// This is Apple's contract for `setCompletionBlock(_:)`: the block "is guaranteed to be
    /// called (on the main thread) as soon as all animations subsequently added by this
    /// transaction group have completed (or have been removed.) If no animations are added
    /// before the current transaction group is committed (or the completion block is set to a
    /// different value,) the block will be invoked immediately" (References §38). An animation
    /// added before the block was set does not count for it.
    final class CompletionGroup {
        /// The block, until it runs.
        private(set) var block: (() -> Void)?
        /// The animations of the group that have not stopped yet.
        private var running = 0
        /// Whether the block was replaced or its transaction committed.
        private var sealed = false

        init(_ block: @escaping () -> Void) { self.block = block }

        /// One more animation counts for the block.
        func animationAdded() { running += 1 }

        /// One of the group's animations stopped.
        func animationEnded() {
            running -= 1
            runIfDone()
        }

        /// No more animations join the group: the block runs now if none is running.
        func seal() {
            sealed = true
            runIfDone()
        }

        private func runIfDone() {
            guard sealed, running <= 0, let block else { return }
            self.block = nil
            block()
        }
    }
}
