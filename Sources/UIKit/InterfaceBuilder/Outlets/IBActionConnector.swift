import HeadlessCore
import Foundation

/// Connects actions and segue triggers to controls.
///
/// An action becomes a `UIAction` registered for the file's event (`touchUpInside` when it
/// gives none); it calls the target's method through ``IBActionTarget``, or walks the
/// responder chain from the control for an action sent to First Responder. A segue from a
/// control is performed on `.touchUpInside`.
@MainActor
enum IBActionConnector {
    static func connect(_ selector: String, eventType: String?, from source: AnyObject, to target: AnyObject?,
                        declaring: IBObject, document: IBDocument) {
        guard let control = source as? UIControl else {
            HeadlessRuntime.current.report(document.error(.unsupportedElement, at: declaring,
                                                          "the action \"\(selector)\" of \(declaring.summary) comes from an object that is not a UIControl; HeadlessUIKit cannot send it."))
            return
        }
        weak let weakTarget = target
        let toFirstResponder = target == nil
        let action = UIAction(title: selector, identifier: UIAction.Identifier("ib.action.\(declaring.id).\(selector)")) { action in
            let runtime = HeadlessRuntime.current
            let sender = action.sender
            if toFirstResponder {
                sendUpResponderChain(selector, from: control, sender: sender)
                return
            }
            guard let target = weakTarget else { return }
            guard runtime.send(Selector(selector), to: target, arguments: [sender], reportsMissing: false) else {
                runtime.report(.error, .interfaceBuilderUnrecognizedSelector,
                               "-[\(String(describing: type(of: target))) \(selector)]: unrecognized selector sent to instance \(IBInstantiation.describe(target)). Declare the method with @IBAction (ported with `lifecycle port`), or return a method for \"\(selector)\" from action(named:) (IBActionTarget).",
                               about: target as? UIResponder)
                return
            }
        }
        control.addAction(action, for: event(named: eventType))
    }

    private static func sendUpResponderChain(_ selector: String, from control: UIControl, sender: Any?) {
        let runtime = HeadlessRuntime.current
        var responder: UIResponder? = control
        var steps = 0
        while let current = responder, steps < 10_000 {
            steps += 1
            if runtime.send(Selector(selector), to: current, arguments: [sender], reportsMissing: false) { return }
            responder = current.next
        }
        runtime.report(.warning, .interfaceBuilderNoResponder,
                       "No responder from \(control.traceName) up handles the action \"\(selector)\" sent to First Responder; nothing happened.",
                       about: control)
    }

    static func connectSegue(_ trigger: IBSegueTrigger, from source: AnyObject) -> Bool {
        guard let control = source as? UIControl else { return false }
        let action = UIAction(title: "segue \(trigger.segue.identifier ?? trigger.connection.id)",
                              identifier: UIAction.Identifier("ib.segue.\(trigger.connection.id)")) { action in
            trigger.fire(sender: action.sender)
        }
        control.addAction(action, for: .touchUpInside)
        return true
    }

    /// A control event as Interface Builder writes it (`touchUpInside`, `valueChanged`).
    static func event(named name: String?) -> UIControl.Event {
        switch name {
        case "touchDown": return .touchDown
        case "touchDownRepeat": return .touchDownRepeat
        case "touchDragInside": return .touchDragInside
        case "touchDragOutside": return .touchDragOutside
        case "touchDragEnter": return .touchDragEnter
        case "touchDragExit": return .touchDragExit
        case "touchUpOutside": return .touchUpOutside
        case "touchCancel": return .touchCancel
        case "valueChanged": return .valueChanged
        case "primaryActionTriggered": return .primaryActionTriggered
        case "editingDidBegin": return .editingDidBegin
        case "editingChanged": return .editingChanged
        case "editingDidEnd": return .editingDidEnd
        case "editingDidEndOnExit": return .editingDidEndOnExit
        default: return .touchUpInside
        }
    }
}
