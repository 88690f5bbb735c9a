import Foundation

/// Feedback for the outcome of a task: success, warning or error.
@preconcurrency @MainActor
open class UINotificationFeedbackGenerator: UIFeedbackGenerator {
    /// The outcome a feedback tells.
    public enum FeedbackType: Int, Sendable, Hashable {
        case success = 0
        case warning = 1
        case error = 2
    }

    /// Gives the feedback of an outcome.
    open func notificationOccurred(_ notificationType: FeedbackType) {
        record("notificationOccurred(\(notificationType))")
    }
}
