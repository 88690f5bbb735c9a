import Foundation

/// Turning the device (VC-13, lifecycle-orderings §8).
///
/// The interface follows the device while the app is on screen: the screen's bounds swap,
/// and each visible window's root view controller gets `willTransition(to:with:)` (when its
/// traits change), `viewWillTransition(to:with:)`, the coordinator's alongside animations,
/// `traitCollectionDidChange(_:)`, then layout when the turn commits, and the coordinator's
/// completion when the animation's virtual time is over. The base implementations forward
/// the first two to the children.
///
/// An app in the background or suspended does not follow: the rotation reaches it when it
/// comes back, before `applicationWillEnterForeground` (§8, single source). An app launched
/// in landscape gets no transition at all.
extension SimulatedDevice {
    /// The `rotate` action.
    func rotate(to newOrientation: UIDeviceOrientation) {
        orientation = newOrientation
        if recipe == nil || isAppInFront {
            applyInterfaceOrientation(animated: true)
        } else if processEnded || application == nil {
            applyInterfaceOrientation(animated: false)
        }
    }

    /// Gives the interface the device's orientation, if it has another one.
    func applyInterfaceOrientation(animated: Bool) {
        let target = orientation.interfaceOrientation
        guard target != interfaceOrientation else { return }
        interfaceOrientation = target
        let screen = runtime.screen
        let previousTraits = screen.traitCollection
        let current = screen.bounds.size
        let portrait = CGSize(width: min(current.width, current.height), height: max(current.width, current.height))
        let size = target.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        let windows = animated && !processEnded ? runtime.allWindows.filter(\.isShown) : []
        for window in windows {
            window.rootViewController.map { pinTraits(previousTraits, in: $0) }
        }
        screen.bounds = CGRect(origin: .zero, size: size)
        for scene in application?.scenes ?? [] {
            (scene as? UIWindowScene)?.storedInterfaceOrientation = target
        }
        let traits = screen.traitCollection
        runtime.withCause("rotate") {
            for window in windows {
                transitionWindowForRotation(window, to: size, traits: traits, duration: rotationDuration)
            }
        }
    }

    /// The device's own window size transition; the view layer's
    /// `UIWindow.transition(toSize:traits:duration:)` can replace it, keeping the order
    /// documented on this extension.
    func transitionWindowForRotation(_ window: UIWindow, to size: CGSize, traits: UITraitCollection,
                                     duration: TimeInterval) {
        let coordinator = TransitionCoordinator(duration: duration)
        let root = window.rootViewController
        if let root {
            if root.traitCollection != traits {
                runtime.deliver(root, .willTransitionToTraits, [traits.description]) {
                    root.willTransition(to: traits, with: coordinator)
                }
            }
            runtime.deliver(root, .viewWillTransitionToSize, [size.traceDescription]) {
                root.viewWillTransition(to: size, with: coordinator)
            }
        }
        window.frame = CGRect(origin: .zero, size: size)
        root?.viewIfLoaded?.frame = window.bounds
        coordinator.runAnimations()
        root?.applyTraits(traits)
        runtime.runLoop.schedule(after: duration) { coordinator.complete() }
    }

    /// Gives controllers that follow the screen's traits their current traits explicitly,
    /// so that the change of the screen is seen as a change (`traitCollectionDidChange`).
    private func pinTraits(_ traits: UITraitCollection, in controller: UIViewController) {
        if controller.storedTraitCollection == nil { controller.storedTraitCollection = traits }
        for child in controller.storedChildren { pinTraits(traits, in: child) }
    }
}
