import HeadlessCore
import Foundation

/// A view that sends actions when the user interacts with it.
///
/// Actions are `UIAction`s registered for events with ``addAction(_:for:)``; Objective-C
/// target-selector pairs do not exist here. The device's `tap` action reaches a control
/// through ``sendActions(for:)`` with `.touchUpInside`.
@preconcurrency @MainActor
open class UIControl: UIView {
    var registeredActions: [(action: UIAction, events: Event)] = []

    /// Whether the control responds to the user. A disabled control ignores taps.
    open var isEnabled = true
    /// Whether the control is selected.
    open var isSelected = false
    /// Whether a touch is on the control.
    open var isHighlighted = false

    /// Creates a control with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a control whose primary action runs on `.primaryActionTriggered`.
    public convenience init(frame: CGRect, primaryAction: UIAction?) {
        self.init(frame: frame)
        if let primaryAction { addAction(primaryAction, for: .primaryActionTriggered) }
    }

    /// Creates a control from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// The control's state, from ``isEnabled``, ``isSelected`` and ``isHighlighted``.
    open var state: State {
        var state: State = []
        if !isEnabled { state.insert(.disabled) }
        if isSelected { state.insert(.selected) }
        if isHighlighted { state.insert(.highlighted) }
        return state
    }

    /// The events that have at least one action.
    open var allControlEvents: Event {
        registeredActions.reduce(into: Event()) { $0.formUnion($1.events) }
    }

    /// Registers an action for events. An action already registered (or one with the same
    /// identifier) gains the new events instead of running twice.
    open func addAction(_ action: UIAction, for controlEvents: Event) {
        addActionMechanism(action, for: controlEvents)
    }

    /// Removes an action (or the action with its identifier) from events.
    open func removeAction(_ action: UIAction, for controlEvents: Event) {
        removeActionMechanism(identifier: action.identifier, for: controlEvents)
    }

    /// Removes the action with an identifier from events.
    open func removeAction(identifiedBy actionIdentifier: UIAction.Identifier, for controlEvents: Event) {
        removeActionMechanism(identifier: actionIdentifier, for: controlEvents)
    }

    /// Sends the actions registered for any of `controlEvents`, in registration order,
    /// through ``sendAction(_:)``.
    open func sendActions(for controlEvents: Event) {
        sendActionsMechanism(for: controlEvents)
    }

    /// Runs an action's handler with the control as its `sender`.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    /// The events a tap sends, after `.touchUpInside`: none for a plain control.
    var tapEvents: Event { [] }
}
