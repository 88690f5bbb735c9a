import HeadlessCore
import Foundation

/// The app-switcher snapshot taken after the app enters the background (References §19).
///
/// From iOS 13 the system snapshots the app's windows in both appearances, so that the app
/// switcher can show the right one whichever the user picks later: in the next run-loop turn
/// after `applicationDidEnterBackground(_:)` (or `sceneDidEnterBackground(_:)`), each window on
/// screen takes the other `userInterfaceStyle` and is laid out, then takes its own style
/// back and is laid out again. Views and controllers see two `traitCollectionDidChange(_:)`
/// calls. An app that left the background before the turn (it came back at once) is not
/// snapshotted. The profile switch is ``LifecycleProfile/takesBackgroundSnapshotsInBothStyles``.
extension UIApplication {
    /// Asks for the snapshot in the next turn, when the profile models it.
    func scheduleBackgroundSnapshot() {
        guard runtime.profile.takesBackgroundSnapshotsInBothStyles else { return }
        runtime.runLoop.perform { [handle] in handle.object?.takeBackgroundSnapshot() }
    }

    private func takeBackgroundSnapshot() {
        guard lifecycle == .background else { return }
        runtime.withCause("app-switcher snapshot") {
            for window in runtime.allWindows where window.isShown {
                let saved = window.windowTraits
                let own = window.currentTraits
                let other = UITraitCollection(
                    horizontalSizeClass: own.horizontalSizeClass, verticalSizeClass: own.verticalSizeClass,
                    userInterfaceStyle: own.userInterfaceStyle == .dark ? .light : .dark,
                    displayScale: own.displayScale, userInterfaceIdiom: own.userInterfaceIdiom,
                    preferredContentSizeCategory: own.preferredContentSizeCategory)
                for traits in [other, own] {
                    traits.performAsCurrent { window.applyWindowTraits(traits) }
                    window.setNeedsLayout()
                    window.layoutIfNeeded()
                }
                window.windowTraits = saved
            }
        }
    }
}
