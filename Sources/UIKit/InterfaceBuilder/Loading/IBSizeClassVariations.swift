import HeadlessCore

/// The size-class variations Interface Builder wrote for one view (`<variation>` elements),
/// resolved to the objects of one instantiation, and applied for the view's size classes
/// (References §64.1, §64.2).
///
/// A constraint that some variation's `<mask key="constraints">` names is installed or not by
/// the masks that apply to the current size classes: every `key="default"` variation first,
/// then the variations whose key matches, less specific (one class named) before more specific
/// (both named), each in file order; the last `include` or `exclude` of a constraint wins, and
/// a constraint no applying mask names stays installed. Attributes written on a variation
/// (such as a stack view's `axis`) override the view's own the same way. When the view's size
/// classes change (a rotation), the variations are applied again: constraints are added or
/// removed on the view that holds them and the overridden attributes are set or restored.
@MainActor
final class IBSizeClassVariations {
    /// The size classes a variation's key names; `nil` for `any` or not named.
    struct Condition: Equatable {
        var width: UIUserInterfaceSizeClass?
        var height: UIUserInterfaceSizeClass?

        /// How many classes the key names: applying order, fewer first.
        var specificity: Int { (width == nil ? 0 : 1) + (height == nil ? 0 : 1) }

        func matches(width current: UIUserInterfaceSizeClass, height currentHeight: UIUserInterfaceSizeClass) -> Bool {
            (width == nil || width == current) && (height == nil || height == currentHeight)
        }

        /// Reads a key as Xcode writes it: `default` (nil condition, returned as `.some(nil)`),
        /// or `widthClass=…` and `heightClass=…` joined by `-`, each `compact`, `regular` or `any`.
        /// Returns nil for a key it does not know.
        static func parse(_ key: String) -> Condition?? {
            if key == "default" { return .some(nil) }
            var condition = Condition()
            var seen: Set<Substring> = []
            let parts = key.split(separator: "-", omittingEmptySubsequences: false)
            guard parts.count <= 2 else { return nil }
            for part in parts {
                let pair = part.split(separator: "=", omittingEmptySubsequences: false)
                guard pair.count == 2, seen.insert(pair[0]).inserted else { return nil }
                let sizeClass: UIUserInterfaceSizeClass?
                switch pair[1] {
                case "compact": sizeClass = .compact
                case "regular": sizeClass = .regular
                case "any": sizeClass = nil
                default: return nil
                }
                switch pair[0] {
                case "widthClass": condition.width = sizeClass
                case "heightClass": condition.height = sizeClass
                default: return nil
                }
            }
            return .some(condition)
        }
    }

    /// A constraint a mask names, and the view it is installed on.
    final class ConstraintSlot {
        let constraint: NSLayoutConstraint
        weak var holder: UIView?

        init(constraint: NSLayoutConstraint, holder: UIView) {
            self.constraint = constraint
            self.holder = holder
        }
    }

    /// One `<variation>`: when it applies, what its masks include or exclude, and the
    /// attributes it overrides.
    struct Variation {
        /// nil for `key="default"`, which always applies, first.
        var condition: Condition?
        var constraints: [(slot: ConstraintSlot, included: Bool)] = []
        var attributes: [String: String] = [:]
    }

    /// The variations in applying order.
    private let variations: [Variation]
    /// Every constraint some mask names, once.
    private let slots: [ConstraintSlot]
    /// The view's own values of the attributes some variation overrides (nil: not written).
    private let baseAttributes: [String: String?]
    /// The size classes last applied.
    private var applied: (width: UIUserInterfaceSizeClass, height: UIUserInterfaceSizeClass)?
    /// The attribute values last set.
    private var appliedAttributes: [String: String?] = [:]

    init(variations: [Variation], baseAttributes: [String: String?]) {
        // Stable: default first, then by specificity, file order within each.
        self.variations = variations.enumerated().sorted { lhs, rhs in
            let left = lhs.element.condition.map { $0.specificity } ?? -1
            let right = rhs.element.condition.map { $0.specificity } ?? -1
            return left != right ? left < right : lhs.offset < rhs.offset
        }.map(\.element)
        var seen: Set<ObjectIdentifier> = []
        slots = variations.flatMap { $0.constraints.map(\.slot) }.filter { seen.insert(ObjectIdentifier($0)).inserted }
        self.baseAttributes = baseAttributes
        appliedAttributes = baseAttributes
    }

    /// Applies the variations of several views for their current size classes in three
    /// steps, so that no state in between holds constraints of two size classes at once (the
    /// engine reports a conflict as soon as a constraint in a window is added): every
    /// constraint to uninstall is removed and every attribute set, then the stack views whose
    /// arrangement changed rebuild it, then every constraint to install is added.
    static func apply(to views: [UIView]) {
        var additions: [ConstraintSlot] = []
        var changed: [UIView] = []
        for view in views {
            guard let record = view.traitExtras?.sizeClassVariations,
                  let added = record.removeAndSetAttributes(of: view) else { continue }
            additions += added
            changed.append(view)
        }
        for view in changed { view.updateFrameworkConstraints() }
        for slot in additions { slot.holder?.addConstraint(slot.constraint) }
    }

    /// For the view's current size classes, when they differ from those last applied: removes
    /// the constraints to uninstall and sets the attributes, and returns the constraints to
    /// install (nil when the classes did not change).
    private func removeAndSetAttributes(of view: UIView) -> [ConstraintSlot]? {
        let traits = view.traitCollection
        let width = traits.horizontalSizeClass, height = traits.verticalSizeClass
        if let applied, applied.width == width, applied.height == height { return nil }
        applied = (width, height)
        var installed: [ObjectIdentifier: Bool] = [:]
        var attributes = baseAttributes
        for variation in variations {
            if let condition = variation.condition, !condition.matches(width: width, height: height) { continue }
            for (slot, included) in variation.constraints { installed[ObjectIdentifier(slot)] = included }
            for (name, value) in variation.attributes { attributes[name] = .some(value) }
        }
        var additions: [ConstraintSlot] = []
        for slot in slots where slot.holder != nil {
            let wanted = installed[ObjectIdentifier(slot)] ?? true
            if wanted, !slot.constraint.isActive {
                additions.append(slot)
            } else if !wanted, slot.constraint.isActive {
                slot.holder?.removeConstraint(slot.constraint)
            }
        }
        if let view = view as? IBVariableAttributes {
            for (name, value) in attributes.sorted(by: { $0.key < $1.key }) where appliedAttributes[name] != value {
                view.applyArchivedAttribute(name, value)
            }
        }
        appliedAttributes = attributes
        return additions
    }
}

/// A view whose archived attributes a size-class variation may override (References §64.2).
@MainActor
protocol IBVariableAttributes: UIView {
    /// The attributes ``applyArchivedAttribute(_:_:)`` sets.
    static var variableArchivedAttributes: Set<String> { get }
    /// Sets an attribute from its archived text; nil restores the default.
    func applyArchivedAttribute(_ name: String, _ value: String?)
}

extension UIView {
    /// Applies the size-class variations from Interface Builder files of the views of this
    /// subtree, when their size classes changed since they were last applied; `stopsAtControllers`
    /// skips the subtrees of other controllers' root views, which catch up on their own
    /// (References §64.2).
    func applySizeClassVariationsInSubtree(stopsAtControllers: Bool = false) {
        var varying: [UIView] = []
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if stopsAtControllers, view !== self, view.owningViewController != nil { continue }
            if view.traitExtras?.sizeClassVariations != nil { varying.append(view) }
            stack.append(contentsOf: view.subviews.reversed())
        }
        guard !varying.isEmpty else { return }
        IBSizeClassVariations.apply(to: varying)
    }
}
