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
}
