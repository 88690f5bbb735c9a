import Foundation
import Dispatch

/// Where the main actor runs: the main thread, or the main dispatch queue, which Swift Testing
/// on Linux drains from another thread. The one mark of the main queue that the engine's
/// modules share (QuartzCore is the lowest module that needs it; UIKit and the stand-ins above
/// it ask here).
package enum MainActorPlace {
    /// Marks the main dispatch queue.
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs where the main actor does.
    package static var isCurrent: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Whether `queue` is the main dispatch queue (whose wrapper object is a new one at each
    /// `DispatchQueue.main` on Linux, so identity does not tell).
    package static func isMainQueue(_ queue: DispatchQueue) -> Bool {
        queue.getSpecific(key: mainQueueKey) == true
    }
}
