import HeadlessCore
import Foundation

/// Tapping an alert's action.
extension UIAlertController {
    /// A tap on one of the alert's actions: the alert is dismissed (animated), and once the
    /// dismissal has completed the action's handler runs, as UIKit orders them. Returns why
    /// nothing happened (the action is disabled, not the alert's, or the alert is not on
    /// screen any more), or nil.
    func performAction(_ action: UIAlertAction) -> String? {
        guard storedActions.contains(identicalTo: action) else {
            return "\(action.actionDescription) is not an action of \(traceName)."
        }
        guard storedPresentingViewController != nil, !beingDismissed, storedView?.storedWindow != nil else {
            return "\(traceName) is not on screen any more (it was dismissed), so \(action.actionDescription) cannot be tapped; nothing happened."
        }
        guard action.isEnabled else {
            return "\(action.actionDescription) of \(traceName) is disabled (isEnabled is false); nothing happened."
        }
        runtime.withCause("alert action \"\(action.title ?? "")\"") {
            dismissMechanism(animated: true) { [runtime] in
                guard let handler = action.handler else { return }
                runtime.deliver(toDelegate: action, .alertActionHandler, [action.title ?? ""]) { handler(action) }
            }
        }
        return nil
    }
}
