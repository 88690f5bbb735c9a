import HeadlessCore

/// Targets and actions: the selector-based way of `addTarget(_:action:for:)`.
///
/// Each target-action pair is kept among the control's actions as a ``TargetSelectorAction``,
/// a `UIAction` that sends the selector, so that pairs and closure actions run in the order
/// they were added, and `sendActions(for:)` traces both alike.
extension UIControl {
    /// The actions the control sends to a target for an event, as selector names; nil when
    /// there are none. A nil target asks for the actions sent up the responder chain.
    public func actions(forTarget target: Any?, forControlEvent controlEvent: Event) -> [String]? {
        let object = target as AnyObject?
        let names = targetActions.filter { pair in
            pair.events.contains(controlEvent) && pair.action.isSent(to: object)
        }.map(\.action.selector.name)
        return names.isEmpty ? nil : names
    }

    /// The targets of the control's target-action pairs; a pair sent up the responder chain
    /// counts as `NSNull()`, as on iOS.
    public var allTargets: Set<AnyHashable> {
        var targets = Set<AnyHashable>()
        for pair in targetActions {
            if pair.action.sendsToFirstResponder {
                targets.insert(AnyHashable(NSNull()))
            } else if let target = pair.action.target {
                targets.insert(target as? AnyHashable ?? AnyHashable(ObjectIdentifier(target)))
            }
        }
        return targets
    }

    private var targetActions: [(action: TargetSelectorAction, events: Event)] {
        registeredActions.compactMap { entry in
            (entry.action as? TargetSelectorAction).map { ($0, entry.events) }
        }
    }

    func addTargetMechanism(_ target: AnyObject?, action: Selector, for events: Event) {
        // Pairs whose target is gone will never be sent again.
        registeredActions.removeAll { entry in
            guard let pair = entry.action as? TargetSelectorAction else { return false }
            return !pair.sendsToFirstResponder && pair.target == nil
        }
        addActionMechanism(TargetSelectorAction(target: target, selector: action), for: events)
    }

    func removeTargetMechanism(_ target: AnyObject?, action: Selector?, for events: Event) {
        for index in registeredActions.indices {
            guard let pair = registeredActions[index].action as? TargetSelectorAction else { continue }
            let targetMatches = target == nil || pair.target === target
            let actionMatches = action == nil || pair.selector == action
            if targetMatches && actionMatches { registeredActions[index].events.subtract(events) }
        }
        registeredActions.removeAll { $0.events.isEmpty }
    }
}

/// A target-action pair registered on a control: a `UIAction` that sends its selector to its
/// target (weakly held), or up the responder chain from the control when it has none.
@MainActor
final class TargetSelectorAction: UIAction {
    private(set) weak var target: AnyObject?
    let selector: Selector
    let sendsToFirstResponder: Bool

    init(target: AnyObject?, selector: Selector) {
        self.target = target
        self.selector = selector
        self.sendsToFirstResponder = target == nil
        let owner = target.map { TargetSelectorAction.address(of: $0) } ?? "first-responder"
        super.init(title: selector.name, identifier: Identifier("target.\(owner).\(selector.name)"), engineHandler: { action in
            guard let pair = action as? TargetSelectorAction, let control = action.sender as? UIControl else { return }
            if pair.sendsToFirstResponder {
                control.sendAction(pair.selector, to: nil, for: nil)
            } else if let target = pair.target {
                control.sendAction(pair.selector, to: target, for: nil)
            }
        })
    }

    /// Whether the pair sends to `object` (nil: up the responder chain).
    func isSent(to object: AnyObject?) -> Bool {
        object == nil ? sendsToFirstResponder : target === object
    }

    private static func address(of object: AnyObject) -> String {
        String(UInt(bitPattern: Unmanaged.passUnretained(object).toOpaque()), radix: 16)
    }
}
