import HeadlessCore
import Foundation

/// Activation, checks and changes of a constraint.
///
/// A constraint is checked when it is made; one that UIKit would refuse with an exception is
/// reported (`autolayout.invalidConstraint`) when it is activated, and stays inactive:
/// - the first item is nil, or neither a view nor a layout guide (nor is the second);
/// - a second item without an attribute, or a second attribute without an item;
/// - a location (edge, centre, baseline) set to a constant, or related to a size;
/// - a horizontal attribute related to a vertical one;
/// - a multiplier of zero (or not finite) on a location, and a constant that is not finite.
///
/// Activating a constraint whose items have no common ancestor is reported
/// (`autolayout.noCommonAncestor`) and leaves it inactive, where UIKit raises an exception.
extension NSLayoutConstraint {
    func validate() -> String? {
        guard let first = storedFirstItem else {
            return "its first item is nil. Pass a view or a layout guide as the first item."
        }
        guard first is UIView || first is UILayoutGuide else {
            return "its first item (\(Self.itemName(first))) is neither a view nor a layout guide."
        }
        if storedFirstAttribute == .notAnAttribute {
            return "its first attribute is notAnAttribute. Give the attribute of the first item that the constraint sets."
        }
        if let second = storedSecondItem, !(second is UIView || second is UILayoutGuide) {
            return "its second item (\(Self.itemName(second))) is neither a view nor a layout guide."
        }
        if storedSecondItem == nil && storedSecondAttribute != .notAnAttribute {
            return "its second item is nil but its second attribute is \(storedSecondAttribute.name). Pass the second view, or use notAnAttribute for a constant."
        }
        if storedSecondItem != nil && storedSecondAttribute == .notAnAttribute {
            return "its second attribute is notAnAttribute but it has a second item. Give the second item's attribute."
        }
        if storedSecondItem == nil && !storedFirstAttribute.isDimension {
            return "a location (\(storedFirstAttribute.name)) cannot be set to a constant. Relate it to another view's or guide's location."
        }
        if storedSecondItem != nil {
            if storedFirstAttribute.isDimension != storedSecondAttribute.isDimension {
                return "a location and a size cannot be related (\(storedFirstAttribute.name) and \(storedSecondAttribute.name))."
            }
            if storedFirstAttribute.isHorizontal != storedSecondAttribute.isHorizontal && !storedFirstAttribute.isDimension {
                return "a horizontal and a vertical location cannot be related (\(storedFirstAttribute.name) and \(storedSecondAttribute.name))."
            }
        }
        if !storedMultiplier.isFinite {
            return "its multiplier is \(storedMultiplier). Use a finite multiplier."
        }
        if storedMultiplier == 0 && storedSecondItem != nil && !storedFirstAttribute.isDimension {
            return "a multiplier of 0 on a location (\(storedFirstAttribute.name)) would set it to a constant. Use a non-zero multiplier."
        }
        if !storedConstant.isFinite {
            return "its constant is \(storedConstant). Use a finite constant."
        }
        return nil
    }

    /// The view an item stands for in the hierarchy: a view, or a guide's owning view.
    /// The process of the constraint's first view (the current one while it has none).
    var runtime: HeadlessRuntime { Self.hierarchyView(storedFirstItem)?.runtime ?? HeadlessRuntime.current }

    static func hierarchyView(_ item: AnyObject?) -> UIView? {
        if let view = item as? UIView { return view }
        return (item as? UILayoutGuide)?.storedOwningView
    }

    /// The closest view that is an ancestor of (or is) every item's view.
    func commonAncestor() -> UIView? {
        guard let first = Self.hierarchyView(storedFirstItem) else { return nil }
        guard storedSecondItem != nil else { return first }
        guard let second = Self.hierarchyView(storedSecondItem) else { return nil }
        var ancestors = Set<ObjectIdentifier>()
        var current: UIView? = first
        while let view = current {
            ancestors.insert(ObjectIdentifier(view))
            current = view.storedSuperview
        }
        current = second
        while let view = current {
            if ancestors.contains(ObjectIdentifier(view)) { return view }
            current = view.storedSuperview
        }
        return nil
    }

    func activateMechanism() {
        activate(installingOn: nil)
    }

    func activate(installingOn requested: UIView?) {
        guard !storedActive else { return }
        let runtime = self.runtime
        if let malformation {
            runtime.report(.error, .autolayoutInvalidConstraint,
                           "Cannot activate \(description): \(malformation) The constraint stays inactive.",
                           about: Self.hierarchyView(storedFirstItem))
            return
        }
        if storedFirstItem is UILayoutGuide && Self.hierarchyView(storedFirstItem) == nil
            || storedSecondItem is UILayoutGuide && Self.hierarchyView(storedSecondItem) == nil {
            runtime.report(.error, .autolayoutGuideWithoutView,
                           "Cannot activate \(description): a layout guide it uses belongs to no view. Add the guide with addLayoutGuide(_:) first.")
            return
        }
        guard let ancestor = commonAncestor() else {
            runtime.report(.error, .autolayoutNoCommonAncestor,
                           "Cannot activate \(description): its items have no common ancestor. They must be in the same view hierarchy; add both views to it before activating the constraint. The constraint stays inactive.",
                           about: Self.hierarchyView(storedFirstItem))
            return
        }
        var container = ancestor
        if let requested {
            guard requested === ancestor || ancestor.isDescendant(of: requested) else {
                runtime.report(.error, .autolayoutNotAnAncestor,
                               "addConstraint(_:) on \(requested.traceName): \(description) relates views that are not in its subtree. Install it on a common ancestor, or set isActive = true.",
                               about: requested)
                return
            }
            container = requested
        }
        storedActive = true
        self.container = container
        container.autoLayout.constraints.append(self)
        for view in [storedFirstItem, storedSecondItem].compactMap(Self.hierarchyView) {
            let state = view.autoLayout
            if !state.referencing.contains(identicalTo: self) { state.referencing.append(self) }
        }
        runtime.autoLayout.install(self)
        container.requestLayoutPass()
    }

    func deactivateMechanism() {
        guard storedActive else { return }
        storedActive = false
        let runtime = self.runtime
        runtime.autoLayoutIfMade?.uninstall(self)
        isBroken = false
        isConflictDeferred = false
        if let container {
            container.layoutState?.constraints.removeAll(identicalTo: self)
            container.requestLayoutPass()
        }
        container = nil
        for view in [storedFirstItem, storedSecondItem].compactMap(Self.hierarchyView) {
            view.layoutState?.referencing.removeAll(identicalTo: self)
        }
    }

    func setConstantMechanism(_ value: CGFloat) {
        guard value != storedConstant else { return }
        guard value.isFinite else {
            runtime.report(.error, .autolayoutInvalidConstant,
                                           "Cannot set the constant of \(description) to \(value): constants must be finite. The constant stays \(storedConstant.layoutDescription).",
                                           about: Self.hierarchyView(storedFirstItem))
            return
        }
        let old = storedConstant
        storedConstant = value
        guard storedActive, let engine = runtime.autoLayoutIfMade else { return }
        if !engine.updateConstant(of: self) { storedConstant = old }
        container?.requestLayoutPass()
    }

    func setPriorityMechanism(_ value: UILayoutPriority) {
        guard value != storedPriority else { return }
        let runtime = self.runtime
        guard value.rawValue.isFinite, value.rawValue > 0, value.rawValue <= 1000 else {
            runtime.report(.error, .autolayoutInvalidPriority,
                           "Cannot set the priority of \(description) to \(value.rawValue): priorities go from 1 to 1000.")
            return
        }
        if storedActive && (value == .required) != (storedPriority == .required) {
            runtime.report(.error, .autolayoutRequiredPriorityChange,
                           "Cannot change the priority of the active constraint \(description) between required and optional (UIKit raises an exception). Deactivate it first, or choose 999.")
            return
        }
        storedPriority = value
        guard storedActive, let engine = runtime.autoLayoutIfMade else { return }
        engine.uninstall(self)
        engine.install(self)
        container?.requestLayoutPass()
    }
}
