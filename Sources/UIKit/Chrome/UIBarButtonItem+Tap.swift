import HeadlessCore
import Foundation

/// A tap on a bar button item, by the device.
extension UIBarButtonItem {
    /// Runs what the item does when tapped: the edit button toggles its controller's editing,
    /// else the ``primaryAction`` runs, else ``action`` is sent to ``target`` (or to the first
    /// object up the responder chain from `owner`, the controller that shows the item, that
    /// performs it), through `UIApplication.sendAction(_:to:from:for:)` as a control's
    /// target-action pair is; else a custom control is tapped. Returns why nothing happened
    /// (disabled, no action, only a menu), or nil.
    func performTap(from owner: UIViewController?) -> String? {
        let runtime = owner?.runtime ?? HeadlessRuntime.current
        guard isEnabled else { return "\(itemDescription) is disabled (isEnabled is false)." }
        if let controller = editingController {
            let editing = !controller.isEditing
            runtime.deliver(controller, .setEditing, [String(editing), "true"]) {
                controller.setEditing(editing, animated: true)
            }
            return nil
        }
        if let primaryAction {
            runtime.deliver(toDelegate: self, .barButtonItemAction, [primaryAction.traceDescription]) {
                primaryAction.perform(sender: self)
            }
            return nil
        }
        if let storyboardSegue {
            guard storyboardSegue.controller != nil else {
                return "\(itemDescription) performs the segue \(storyboardSegue.segue.identifier.map { "\"\($0)\"" } ?? storyboardSegue.connection.id), but the controller of its scene is gone; nothing happened."
            }
            storyboardSegue.fire(sender: self)
            return nil
        }
        if let action {
            let receiver: AnyObject
            if let target {
                receiver = target
            } else if let found = owner?.target(forAction: action, withSender: self) {
                receiver = found as AnyObject
            } else {
                return "\(itemDescription) sends \"\(action.name)\" up the responder chain, and no responder from \(owner?.traceName ?? "the bar") performs it. Give the item a target, or declare the method in a controller on the chain; nothing happened."
            }
            runtime.deliver(toDelegate: self, .barButtonItemAction, [action.name]) {
                if let application = ApplicationRegistry.application(of: runtime) {
                    application.sendAction(action, to: receiver, from: self, for: nil)
                } else {
                    _ = UIApplication.dispatchAction(action, to: receiver, from: self, for: nil)
                }
            }
            return nil
        }
        if let control = customView as? UIControl {
            control.performTap()
            return nil
        }
        if let menu {
            guard runtime.menuSession.show(menu, from: .barButtonItem(self), in: owner?.storedView?.storedWindow) else {
                return "\(itemDescription) shows a menu, but its bar is in no window; nothing happened."
            }
            return nil
        }
        runtime.report(.warning, .barButtonItemNoAction,
                       "\(itemDescription) was tapped but has no primaryAction, no action and no menu, so nothing happened. Create it with init(title:style:target:action:) or init(primaryAction:), or set its action.",
                       about: owner)
        return "\(itemDescription) has no primaryAction, action or menu; tapping it does nothing."
    }
}
