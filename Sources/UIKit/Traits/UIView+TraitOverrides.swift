import HeadlessCore
import Foundation

/// Appearance overrides (`overrideUserInterfaceStyle`) and iOS 17 trait-change handlers.
///
/// A view's traits are its window's, with the appearance of the nearest override on the way
/// up: the view's own, its owning controller's, then its superview's, and so on. Changing an
/// override delivers `traitCollectionDidChange(_:)` (and the handlers) to each view of the
/// subtree whose appearance it changes, parents before children, a controller just before its
/// root view, as a window's trait change does (`UIWindow+SizeTransition.swift`).
extension UIView: TraitHost, UITraitChangeObservable {
    /// Removes a registration made by `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitExtras?.registrations.removeAll { $0 === (registration as AnyObject) }
    }

    /// The appearance of the nearest override from this view up, or `.unspecified`.
    ///
    /// Found by walking up to the first view that has an override (its own or its
    /// controller's) or a current memo of what it inherits, then left as the memo of every
    /// view passed (``InheritedStyleMemo``): each view of a hierarchy is walked through once
    /// per change of structure, however deep the hierarchy.
    var inheritedStyleOverride: UIUserInterfaceStyle {
        let generation = InheritedStyleMemo.generation
        var found = UIUserInterfaceStyle.unspecified
        var view: UIView? = self
        var visited = 0
        while let current = view {
            visited += 1
            if let style = InheritedStyleMemo.style(in: current.inheritedStyleMemo, generation: generation) {
                found = style
                break
            }
            if let style = current.traitExtras?.overrideStyle, style != .unspecified { found = style; break }
            if let style = current.owningViewController?.traitExtras?.overrideStyle, style != .unspecified { found = style; break }
            view = current.storedSuperview
        }
        let memo = InheritedStyleMemo.memo(found, generation: generation)
        var passed: UIView? = self
        for _ in 0..<visited {
            guard let current = passed else { break }
            current.inheritedStyleMemo = memo
            passed = current.storedSuperview
        }
        InheritedStyleMemo.steps += 2 * visited
        return found
    }

    func withStyleOverride(_ traits: UITraitCollection) -> UITraitCollection {
        traits.with(userInterfaceStyle: inheritedStyleOverride)
    }

    func setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyle else { return }
        let before = traitSnapshot()
        traitExtrasForWriting.overrideStyle = style
        InheritedStyleMemo.structureChanged()
        deliverTraitChanges(since: before)
    }

    /// Each view's (and owning controller's) traits in the subtree.
    func traitSnapshot() -> [ObjectIdentifier: UITraitCollection] {
        var result: [ObjectIdentifier: UITraitCollection] = [:]
        forEachInSubtree { view in
            result[ObjectIdentifier(view)] = view.traitCollection
            if let controller = view.owningViewController { result[ObjectIdentifier(controller)] = controller.traitCollection }
        }
        return result
    }

    /// Delivers `traitCollectionDidChange(_:)` and the handlers to each object of the subtree
    /// whose traits differ from `before`.
    func deliverTraitChanges(since before: [ObjectIdentifier: UITraitCollection]) {
        let runtime = self.runtime
        forEachInSubtree { view in
            if let controller = view.owningViewController, let previous = before[ObjectIdentifier(controller)],
               previous != controller.traitCollection {
                runtime.deliver(controller, .traitCollectionDidChange, [previous.description]) {
                    controller.traitCollectionDidChange(previous)
                }
                controller.traitsDidChange(from: previous)
            }
            if let previous = before[ObjectIdentifier(view)], previous != view.traitCollection {
                runtime.deliver(view, .traitCollectionDidChange, [previous.description]) {
                    view.traitCollectionDidChange(previous)
                }
                view.traitsDidChange(from: previous)
            }
        }
    }

    /// What the framework does after a view's `traitCollectionDidChange(_:)`: a text view that
    /// adjusts for the content size category re-scales its font, then the registered handlers
    /// for the traits that changed run, with the view's traits current.
    func traitsDidChange(from previous: UITraitCollection) {
        let traits = traitCollection
        if traits.hasDifferentColorAppearance(comparedTo: previous), let color = backgroundColor, color.isDynamic {
            layerStorage?.backgroundColor = color.resolvedColor(with: traits).cgColor
        }
        if previous.preferredContentSizeCategory != traits.preferredContentSizeCategory {
            (self as? ContentSizeCategoryAdjusting)?.adjustFontForContentSizeCategory(traits)
        }
        runTraitHandlers(of: self, registrations: traitExtras?.registrations, previous: previous, now: traits)
    }
}

extension UIViewController: TraitHost, UITraitChangeObservable {
    /// Removes a registration made by `registerForTraitChanges`.
    public func unregisterForTraitChanges(_ registration: any UITraitChangeRegistration) {
        traitExtras?.registrations.removeAll { $0 === (registration as AnyObject) }
    }

    func withStyleOverride(_ traits: UITraitCollection) -> UITraitCollection {
        var controller: UIViewController? = self
        while let current = controller {
            if let style = current.traitExtras?.overrideStyle, style != .unspecified {
                return traits.with(userInterfaceStyle: style)
            }
            controller = current.storedParent
        }
        if let view = storedView?.storedSuperview { return traits.with(userInterfaceStyle: view.inheritedStyleOverride) }
        return traits
    }

    func setOverrideUserInterfaceStyle(_ style: UIUserInterfaceStyle) {
        guard style != overrideUserInterfaceStyle else { return }
        guard let view = storedView else {
            traitExtrasForWriting.overrideStyle = style
            InheritedStyleMemo.structureChanged()
            return
        }
        let before = view.traitSnapshot()
        traitExtrasForWriting.overrideStyle = style
        InheritedStyleMemo.structureChanged()
        view.deliverTraitChanges(since: before)
    }

    /// The registered handlers for the traits that changed, after `traitCollectionDidChange(_:)`.
    func traitsDidChange(from previous: UITraitCollection) {
        runTraitHandlers(of: self, registrations: traitExtras?.registrations, previous: previous, now: traitCollection)
        containerTraitsDidChange(from: previous)
    }
}

/// Runs the handlers of `registrations` that watch a trait that differs, traced as
/// `traitChangeHandler(_:)` on `owner`, with `now` current.
@MainActor
func runTraitHandlers(of owner: UIResponder, registrations: [TraitChangeHandler]?, previous: UITraitCollection,
                      now: UITraitCollection) {
    guard let registrations, !registrations.isEmpty else { return }
    let changed = now.changedTraits(comparedTo: previous)
    guard !changed.isEmpty else { return }
    for registration in registrations where !registration.traits.isDisjoint(with: changed) {
        owner.runtime.deliver(owner, .traitChangeHandler, [registration.traits.sorted().filter(changed.contains).joined(separator: ", ")]) {
            now.performAsCurrent { registration.handler(owner, previous) }
        }
    }
}

/// A view whose font follows the content size category when `adjustsFontForContentSizeCategory` is on.
@MainActor
protocol ContentSizeCategoryAdjusting {
    func adjustFontForContentSizeCategory(_ traits: UITraitCollection)
}

extension UIFont {
    /// The font at a category, if it came from a text style (``UIFont/preferredFont(forTextStyle:)``
    /// or ``UIFontMetrics``); nil for a fixed font.
    func rescaled(for category: UIContentSizeCategory) -> UIFont? {
        guard let textStyle, let baseSize else { return nil }
        let size = UIFontMetrics(forTextStyle: textStyle).scaled(baseSize, category: category, limit: maximumPointSize)
        return resized(size, textStyle: textStyle, baseSize: baseSize, maximumPointSize: maximumPointSize)
    }
}
