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
    }

    func forwardSizeTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        for child in storedChildren where child.isViewLoaded {
            runtime.deliver(child, .viewWillTransitionToSize, [size.traceDescription]) {
                child.viewWillTransition(to: size, with: coordinator)
            }
        }
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
