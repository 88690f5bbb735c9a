import HeadlessCore
import Foundation

/// Registering and sending actions.
extension UIControl {
    func addActionMechanism(_ action: UIAction, for events: Event) {
        if let index = registeredActions.firstIndex(where: { $0.action === action || $0.action.identifier == action.identifier }) {
            registeredActions[index].events.formUnion(events)
            registeredActions[index].action = action
            return
        }
        registeredActions.append((action, events))
    }

    func removeActionMechanism(identifier: UIAction.Identifier, for events: Event) {
        for index in registeredActions.indices where registeredActions[index].action.identifier == identifier {
            registeredActions[index].events.subtract(events)
        }
        registeredActions.removeAll { $0.events.isEmpty }
    }

    func sendActionsMechanism(for events: Event) {
        let matching = registeredActions.filter { !$0.events.isDisjoint(with: events) }.map(\.action)
        for action in matching {
            runtime.deliver(self, .sendAction, [action.traceDescription]) { sendAction(action) }
        }
    }

    /// A tap by the user, without touches (the `tap`, `toggle` and `select-segment` device
    /// actions): highlighted and `.touchDown` while the finger is down, then the control's
    /// own response (``controlTapped(at:)``: a switch toggles), `.touchUpInside`, and the
    /// control's tap events (a button's `.primaryActionTriggered`).
    func performTap(at location: CGPoint? = nil) {
        // A text field handles a tap itself: it becomes first responder (TextInput/UITextField.swift).
        if let field = self as? UITextField { _ = field.focusFromTap(); return }
        isHighlighted = true
        sendActions(for: .touchDown)
        isHighlighted = false
        controlTapped(at: location ?? CGPoint(x: bounds.midX, y: bounds.midY))
        sendActions(for: .touchUpInside)
        let more = tapEvents
        if !more.isEmpty { sendActions(for: more) }
    }
}
