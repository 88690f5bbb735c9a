import HeadlessCore
import Foundation

/// An action revealed by swiping a table row, such as Delete or Flag.
@preconcurrency @MainActor
open class UIContextualAction: NSObject {
    /// The look of an action.
    public enum Style: Int, Sendable, Hashable {
        /// An ordinary action.
        case normal
        /// A destructive action, which removes its row.
        case destructive
    }

    /// The block run when the user taps the action: the action, the view it was shown in, and
    /// a completion to call with whether it was performed.
    public typealias Handler = @MainActor (UIContextualAction, UIView, @escaping (Bool) -> Void) -> Void

    /// The action's look.
    public let style: Style
    /// The action's title.
    open var title: String?
    /// The action's image.
    open var image: UIImage?
    /// The action's background colour.
    open var backgroundColor: UIColor!
    /// What tapping the action does.
    public let handler: Handler

    /// Creates an action.
    public init(style: Style, title: String?, handler: @escaping Handler) {
        self.style = style
        self.title = title
        self.handler = handler
        super.init()
    }
}

/// The actions a swipe on a table row reveals.
@preconcurrency @MainActor
open class UISwipeActionsConfiguration: NSObject {
    /// The actions, from the edge inwards.
    open private(set) var actions: [UIContextualAction]
    /// Whether a full swipe performs the first action; the default is true.
    open var performsFirstActionWithFullSwipe = true

    /// Creates a configuration of actions.
    public init(actions: [UIContextualAction]) {
        self.actions = actions
        super.init()
    }
}
