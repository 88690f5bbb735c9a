import HeadlessCore
import Foundation

/// Trait and size transitions (References §8): the base implementations forward
/// to the children, which is why overrides must call `super`.
extension UIViewController: UITraitEnvironment, UIContentContainer {

    func forwardTraitTransition(to traits: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren {
            runtime.deliver(child, .willTransitionToTraits, [traits.description]) {
                child.willTransition(to: traits, with: coordinator)
            }
        }
        if let presented = presentedControllerFollowingSizeChanges {
            runtime.deliver(presented, .willTransitionToTraits, [traits.description]) {
                presented.willTransition(to: traits, with: coordinator)
            }
        }
    }

    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren where child.isViewLoaded {
            runtime.deliver(child, .viewWillTransitionToSize, [size.traceDescription]) {
                child.viewWillTransition(to: size, with: coordinator)
            }
        }
        if let presented = presentedControllerFollowingSizeChanges,
           let presentation = presented.storedPresentationController {
            let presentedSize = presentation.presentedViewSize(inContainerOfSize: size)
            runtime.deliver(presented, .viewWillTransitionToSize, [presentedSize.traceDescription]) {
                presented.viewWillTransition(to: presentedSize, with: coordinator)
            }
        }
    }

    /// The controller this one presents, when its presentation controller passes size and
    /// trait transitions on to it: "presentation controllers forward the size change to
    /// their presented view controller" (References §15.3). A presentation that covers only
    /// this controller's context is inside its view and follows it the same way.
    var presentedControllerFollowingSizeChanges: UIViewController? {
        guard let presented = storedPresentedViewController, presented.storedPresentingViewController === self,
              presented.isViewLoaded, presented.storedPresentationController != nil else { return nil }
        return presented
    }

    /// Gives this controller, its children and their views new traits, delivering
    /// `traitCollectionDidChange(_:)` parents first.
    func applyTraits(_ traits: UITraitCollection) {
        let previous = traitCollection
        storedTraitCollection = traits
        if previous != traits {
            runtime.deliver(self, .traitCollectionDidChange, [previous.description]) {
                traitCollectionDidChange(previous)
            }
        }
        for child in storedChildren { child.applyTraits(traits) }
    }

    /// The root view entered a window with `traits`: a controller that last had other traits
    /// (it was off screen, covered by a push or a full-screen presentation, when they changed)
    /// catches up, `traitCollectionDidChange(_:)` for it and then for the views it owns,
    /// parents first, stopping at another controller's root view, which catches up on its own
    /// (References §15.4). The first time a controller enters a window it takes the traits
    /// silently, as iOS 13 and later predict them when a view is created.
    func catchUpTraits(_ traits: UITraitCollection) {
        guard let previous = storedTraitCollection else {
            storedTraitCollection = traits
            return
        }
        storedTraitCollection = traits
        guard previous != traits, let root = storedView else { return }
        if previous.hasDifferentSizeClass(comparedTo: traits) {
            root.applySizeClassVariationsInSubtree(stopsAtControllers: true)
        }
        let previousName = previous.description
        runtime.deliver(self, .traitCollectionDidChange, [previousName]) { traitCollectionDidChange(previous) }
        var stack: [UIView] = [root]
        while let view = stack.popLast() {
            if view !== root, view.owningViewController != nil { continue }
            runtime.deliver(view, .traitCollectionDidChange, [previousName]) { view.traitCollectionDidChange(previous) }
            stack.append(contentsOf: view.subviews.reversed())
        }
    }
}
