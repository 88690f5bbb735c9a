import HeadlessCore
import Foundation

/// Size and trait transitions of a window, such as a rotation (VC-13, References §8).
///
/// The device layer changes the screen and then calls ``transition(toSize:traits:duration:)``
/// on each window. The order (§8 gives the first two and the completion; where the rest
/// falls inside the animation is not pinned down by the references, and this is the choice):
/// 1. the root controller's `willTransition(to:with:)`, only when the traits change; the base
///    implementation forwards it to the children;
/// 2. its `viewWillTransition(to:with:)`, forwarded the same way;
/// 3. inside the animation: the window and the root view take the new size (which flags
///    them for layout), the new traits reach the hierarchy (`traitCollectionDidChange(_:)`,
///    each controller before its root view, parents before children), the flagged views
///    are laid out, then the coordinator's alongside-animation blocks run, so that they see
///    the new size, traits and layout;
/// 4. the coordinator's completion blocks, when virtual time reaches the end of `duration`
///    (in the next turn when it is zero).
extension UIWindow {
    /// The traits the window's hierarchy has now.
    var currentTraits: UITraitCollection { windowTraits ?? runtime.screen.traitCollection }

    /// Resizes the window to `size` with `traits`, delivering the transition callbacks.
    func transition(toSize size: CGSize, traits: UITraitCollection, duration: TimeInterval) {
        runtime.withCause("transition(toSize: \(size.traceDescription))") {
            let coordinator = TransitionCoordinator(duration: duration)
            let root = storedRootViewController.flatMap { $0.isViewLoaded ? $0 : nil }
            if let root {
                if traits != currentTraits {
                    runtime.deliver(root, .willTransitionToTraits, [traits.description]) {
                        root.willTransition(to: traits, with: coordinator)
                    }
                }
                runtime.deliver(root, .viewWillTransitionToSize, [size.traceDescription]) {
                    root.viewWillTransition(to: size, with: coordinator)
                }
            }
            frame.size = size
            if let rootView = root?.storedView, rootView.storedSuperview === self {
                rootView.frame = bounds
            }
            applyWindowTraits(traits)
            layoutIfNeeded()
            coordinator.runAnimations()
            if duration > 0 {
                runtime.runLoop.schedule(after: duration, settles: true) { coordinator.complete() }
            } else {
                runtime.runLoop.perform { coordinator.complete() }
            }
        }
    }

    /// Gives the window's hierarchy new traits and, when they differ, delivers
    /// `traitCollectionDidChange(_:)` over it: parents before children, each controller
    /// just before its root view. When the size classes change, the size-class variations
    /// from storyboards are applied first, so that the callbacks see the constraints of the
    /// new classes (References §64.2).
    func applyWindowTraits(_ traits: UITraitCollection) {
        let previous = currentTraits
        windowTraits = traits
        guard previous != traits else { return }
        if previous.hasDifferentSizeClass(comparedTo: traits) { applySizeClassVariationsInSubtree() }
        let runtime = self.runtime
        let previousName = previous.description
        forEachInSubtree { view in
            if let controller = view.owningViewController {
                controller.storedTraitCollection = traits
                runtime.deliver(controller, .traitCollectionDidChange, [previousName]) {
                    controller.traitCollectionDidChange(previous)
                }
                controller.traitsDidChange(from: previous)
            }
            runtime.deliver(view, .traitCollectionDidChange, [previousName]) {
                view.traitCollectionDidChange(previous)
            }
            view.traitsDidChange(from: previous)
        }
    }
}

extension UIView: UITraitEnvironment {
}
