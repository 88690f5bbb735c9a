import HeadlessCore
import Foundation

/// A button of an alert or action sheet: a title, a style, and the handler run when it is
/// tapped, after the alert has been dismissed.
@preconcurrency @MainActor
open class UIAlertAction: NSObject {
    /// How an action is shown.
    public enum Style: Int, Sendable, Hashable {
        /// A plain button.
        case `default` = 0
        /// The button that cancels; an alert has at most one.
        case cancel = 1
        /// A button whose action destroys data, shown in red.
        case destructive = 2
    }

    /// The button's title.
    open private(set) var title: String?
    /// The button's style.
    open private(set) var style: UIAlertAction.Style
    /// Whether the button can be tapped.
    open var isEnabled = true
    let handler: ((UIAlertAction) -> Void)?
    /// The alert the action was added to.
    weak var alertController: UIAlertController?

    /// Creates an action.
    public init(title: String?, style: UIAlertAction.Style, handler: ((UIAlertAction) -> Void)? = nil) {
        self.title = title
        self.style = style
        self.handler = handler
        super.init()
    }

    /// How traces and diagnostics name the action.
    var actionDescription: String { "UIAlertAction \"\(title ?? "")\"" }
}
