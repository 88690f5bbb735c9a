import HeadlessCore
import Foundation

/// Turning the device (VC-13, References §8).
///
/// The interface follows the device while the app is on screen: the screen's bounds swap,
/// and each visible window goes through `UIWindow.transition(toSize:traits:duration:)`,
/// which documents the order of the callbacks.
///
/// An app in the background or suspended does not follow: the rotation reaches it when it
/// comes back, before `applicationWillEnterForeground` (§8, single source). An app launched
/// in landscape gets no transition at all.
extension SimulatedDevice {
    /// The `rotate` action.
    func rotate(to newOrientation: UIDeviceOrientation) {
        let turned = orientation != newOrientation
        orientation = newOrientation
        if recipe == nil || isAppInFront {
            if turned { runtime.postTraced(UIDevice.orientationDidChangeNotification, object: UIDevice.current) }
            applyInterfaceOrientation(animated: true)
        } else if processEnded || application == nil {
            applyInterfaceOrientation(animated: false)
        }
    }

    /// Gives the interface the device's orientation, if it has another one.
    func applyInterfaceOrientation(animated: Bool) {
        let target = orientation.interfaceOrientation
        guard target != interfaceOrientation, interfaceAccepts(target) else { return }
        interfaceOrientation = target
        let screen = runtime.screen
        let previousTraits = screen.traitCollection
        let current = screen.bounds.size
        let portrait = CGSize(width: min(current.width, current.height), height: max(current.width, current.height))
        let size = target.isLandscape ? CGSize(width: portrait.height, height: portrait.width) : portrait
        let windows = animated && !processEnded ? runtime.allWindows.filter(\.isShown) : []
        for window in windows where window.windowTraits == nil {
            window.windowTraits = previousTraits
        }
        screen.bounds = CGRect(origin: .zero, size: size)
        for scene in application?.scenes ?? [] {
            (scene as? UIWindowScene)?.storedInterfaceOrientation = target
        }
        let traits = screen.traitCollection
        runtime.withCause("rotate") {
            for window in windows {
                window.transition(toSize: size, traits: traits, duration: rotationDuration)
            }
        }
    }
}

extension SimulatedDevice {
    /// Whether the interface may take an orientation: the controller that decides in the key
    /// window (its root, or a full-screen controller presented over it) supports it and
    /// autorotates. A device that turned to an unsupported orientation leaves the interface
    /// and every controller as they are, as on iOS.
    func interfaceAccepts(_ target: UIInterfaceOrientation) -> Bool {
        guard !processEnded, let root = runtime.keyWindow?.rootViewController else { return true }
        let decider = root.orientationDecider
        return decider.shouldAutorotate && decider.supportedInterfaceOrientations.supports(target)
    }
}
