import HeadlessCore
import Foundation

/// A view that sends actions when the user interacts with it.
///
/// Actions are `UIAction`s registered for events with ``addAction(_:for:)``; Objective-C
/// target-selector pairs do not exist here. The device's `tap` action reaches a control
/// through ``sendActions(for:)`` with `.touchUpInside`.
@preconcurrency @MainActor
open class UIControl: UIView, UIContextMenuInteractionDelegate {
    var registeredActions: [(action: UIAction, events: Event)] = []

    /// Whether the control responds to the user. A disabled control ignores taps.
    open var isEnabled = true { didSet { if isEnabled != oldValue { controlStateDidChange() } } }
    /// Whether the control is selected.
    open var isSelected = false { didSet { if isSelected != oldValue { controlStateDidChange() } } }
    /// Whether a touch is on the control.
    open var isHighlighted = false { didSet { if isHighlighted != oldValue { controlStateDidChange() } } }
    /// Whether a tap shows the control's menu instead of sending its actions (`UIButton.menu`).
    open var showsMenuAsPrimaryAction = false
    /// Whether a long press shows the control's menu; while true, the control has a
    /// ``contextMenuInteraction`` whose delegate is the control.
    open var isContextMenuInteractionEnabled = false {
        didSet { if isContextMenuInteractionEnabled != oldValue { updateContextMenuInteraction() } }
    }
    /// The interaction that shows the control's menu, while ``isContextMenuInteractionEnabled``.
    open var contextMenuInteraction: UIContextMenuInteraction? { storedContextMenuInteraction }
    var storedContextMenuInteraction: UIContextMenuInteraction?
    /// How the content (a button's title and image) sits across the control.
    open var contentHorizontalAlignment: ContentHorizontalAlignment = .center { didSet { setNeedsLayout() } }
    /// How the content sits up and down the control.
    open var contentVerticalAlignment: ContentVerticalAlignment = .center { didSet { setNeedsLayout() } }
    /// The horizontal alignment with leading and trailing resolved for the layout direction.
    open var effectiveContentHorizontalAlignment: ContentHorizontalAlignment {
        let rightToLeft = effectiveUserInterfaceLayoutDirection == .rightToLeft
        switch contentHorizontalAlignment {
        case .leading: return rightToLeft ? .right : .left
        case .trailing: return rightToLeft ? .left : .right
        default: return contentHorizontalAlignment
        }
    }
    /// Whether the control is tracking a touch (between `beginTracking` returning true and the
    /// touch's end).
    open internal(set) var isTracking = false
    /// Whether the tracked touch is inside the control's bounds.
    open internal(set) var isTouchInside = false
    /// The touch the control tracks now.
    var trackedTouch: UITouch?

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

    /// Adds a target and an action for events: when one of them happens, the control sends
    /// `action` to `target`, or up the responder chain from the control when `target` is
    /// nil. The control does not keep the target alive. A pair already added gains the new
    /// events instead of being sent twice.
    open func addTarget(_ target: Any?, action: Selector, for controlEvents: Event) {
        addTargetMechanism(target as AnyObject?, action: action, for: controlEvents)
    }

    /// Removes a target and action from events; a nil target stands for every target, a nil
    /// action for every action of the target.
    open func removeTarget(_ target: Any?, action: Selector?, for controlEvents: Event) {
        removeTargetMechanism(target as AnyObject?, action: action, for: controlEvents)
    }

    /// Sends an action through the application's ``UIApplication/sendAction(_:to:from:for:)``,
    /// with the control as the sender.
    open func sendAction(_ action: Selector, to target: Any?, for event: UIEvent?) {
        if let application = ApplicationRegistry.application(of: runtime) {
            application.sendAction(action, to: target, from: self, for: event)
        } else {
            _ = UIApplication.dispatchAction(action, to: target, from: self, for: event)
        }
    }

    /// Runs an action's handler with the control as its `sender`.
    open func sendAction(_ action: UIAction) {
        action.perform(sender: self)
    }

    // MARK: Context menu (UIControl+ContextMenu.swift)

    /// The configuration of the menu the control shows; nil (the default) shows none.
    /// `UIButton` returns one with its ``UIButton/menu``.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     configurationForMenuAtLocation location: CGPoint) -> UIContextMenuConfiguration? {
        nil
    }

    /// The preview lifted while the menu opens; nil (the default) lifts the control itself.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForHighlightingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    /// The preview the menu settles into as it closes; nil (the default) uses the control.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     previewForDismissingMenuWithConfiguration configuration: UIContextMenuConfiguration) -> UITargetedPreview? {
        nil
    }

    /// The control's menu is about to show. Subclasses call `super`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     willDisplayMenuFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// The control's menu is about to close. Subclasses call `super`.
    open func contextMenuInteraction(_ interaction: UIContextMenuInteraction,
                                     willEndFor configuration: UIContextMenuConfiguration,
                                     animator: (any UIContextMenuInteractionAnimating)?) {}

    /// Where the menu attaches to the control, in its coordinates: the middle of its bottom edge.
    open func menuAttachmentPoint(for configuration: UIContextMenuConfiguration) -> CGPoint {
        CGPoint(x: bounds.midX, y: bounds.maxY)
    }

    // MARK: Tracking (UIControl+Tracking.swift)

    /// A touch went down on the control; return whether to keep tracking it. Default true.
    open func beginTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch moved; return whether to keep tracking it. Default true.
    open func continueTracking(_ touch: UITouch, with event: UIEvent?) -> Bool { true }

    /// The tracked touch lifted.
    open func endTracking(_ touch: UITouch?, with event: UIEvent?) {}

    /// The tracked touch was cancelled.
    open func cancelTracking(with event: UIEvent?) {}

    /// Starts tracking: highlighted, `beginTracking(_:with:)`, then `.touchDown` (and
    /// `.touchDownRepeat` for a second tap). A disabled control ignores the touch.
    open override func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchesBegan(touches, with: event)
    }

    /// Follows the touch: `continueTracking(_:with:)` and the drag events.
    open override func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchesMoved(touches, with: event)
    }

    /// Ends tracking: `endTracking(_:with:)`, then `.touchUpInside` (a tap) or `.touchUpOutside`.
    open override func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchesEnded(touches, with: event)
    }

    /// Cancels tracking: `cancelTracking(with:)`, then `.touchCancel`.
    open override func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent?) {
        trackingTouchesCancelled(touches, with: event)
    }

    /// Keeps a single tap for the control's own action (References §36): a one-finger,
    /// one-tap recognizer of another view (a superview's) does not begin on a control whose
    /// default action is a tap, as Apple documents from iOS 6 on. Other recognizers, and the
    /// control's own, are asked as usual.
    open override func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool {
        if keepsSingleTaps, gestureRecognizer.storedView !== self, let tap = gestureRecognizer as? UITapGestureRecognizer,
           tap.numberOfTapsRequired == 1, tap.numberOfTouchesRequired == 1 {
            return false
        }
        return super.gestureRecognizerShouldBegin(gestureRecognizer)
    }

    /// Whether a single tap is the control's default action (a button, a switch, a stepper,
    /// a segmented control, a page control): false for a plain control.
    var keepsSingleTaps: Bool { false }

    /// The events a tap sends, after `.touchUpInside`: none for a plain control.
    var tapEvents: Event { [] }

    /// The control's own response to a tap, before `.touchUpInside` (a switch toggles, a
    /// segmented control selects the segment under `location`): nothing for a plain control.
    func controlTapped(at location: CGPoint) {}

    /// Called when ``isEnabled``, ``isSelected`` or ``isHighlighted`` changed.
    func controlStateDidChange() {}
}
