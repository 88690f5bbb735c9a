import HeadlessCore
import Foundation

/// Whether nonisolated code (a `UIColor` resolving its components, a font reading the
/// content size category) runs where the main actor does, so that it may read main-actor
/// state (`UITraitCollection.current`) through `MainActor.assumeIsolated`.
///
/// The main thread is; so is the main dispatch queue, which Swift Testing on Linux drains on
/// another thread: the queue is marked with a specific value the first time it is asked.
enum MainActorCheck {
    static let key = DispatchSpecificKey<Int>()
    // Safety: nonisolated(unsafe) because it only records that the main queue was marked; marking it twice is harmless.
    nonisolated(unsafe) static var marked = false

    static var isOnMainActor: Bool {
        if Thread.isMainThread { return true }
        if !marked {
            DispatchQueue.main.setSpecific(key: key, value: 1)
            marked = true
        }
        return DispatchQueue.getSpecific(key: key) == 1
    }
}
