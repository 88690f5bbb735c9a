import Foundation

/// Feedback for a change of selection (a picker's wheel clicking into place).
@preconcurrency @MainActor
open class UISelectionFeedbackGenerator: UIFeedbackGenerator {
    /// Gives the feedback of a selection that changed.
    open func selectionChanged() {
        record("selectionChanged")
    }
}
