import HeadlessCore
import Foundation

/// Which controller decides the interface orientation and the status bar's appearance.
///
/// On iOS the window asks the controller at the top of its presentation chain that covers the
/// whole screen (the root, or a full-screen presented controller); that controller may hand
/// the status bar's questions to a child (`childForStatusBarStyle`, `childForStatusBarHidden`).
/// Containers answer for themselves: a navigation or tab bar controller does not forward
/// `supportedInterfaceOrientations` to its children unless a subclass does.
extension UIViewController {
    /// The controller whose answers count: the receiver, or the topmost full-screen controller
    /// it presents.
    var orientationDecider: UIViewController {
        var decider = self
        var current = self
        while let presented = current.presentedViewController, !presented.isBeingDismissed {
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .overFullScreen {
                decider = presented
            }
            current = presented
        }
        return decider
    }

    /// The controller that decides the status bar: the receiver, or the topmost controller it
    /// presents full screen or that captures the status bar's appearance
    /// (``modalPresentationCapturesStatusBarAppearance``, References §57.5).
    var statusBarDecider: UIViewController {
        var decider = self
        var current = self
        while let presented = current.presentedViewController, !presented.isBeingDismissed {
            if presented.modalPresentationStyle == .fullScreen || presented.modalPresentationStyle == .overFullScreen
                || presented.modalPresentationCapturesStatusBarAppearance {
                decider = presented
            }
            current = presented
        }
        return decider
    }

    /// Follows a `childForStatusBar…` link from the receiver to the controller that answers;
    /// a link that comes back to a controller already seen stops there.
    func statusBarProvider(following child: (UIViewController) -> UIViewController?) -> UIViewController {
        var current = self
        var seen: Set<ObjectIdentifier> = [ObjectIdentifier(self)]
        while let next = child(current), seen.insert(ObjectIdentifier(next)).inserted {
            current = next
        }
        return current
    }

    /// Reads the status bar's appearance from the controllers that decide it, into the
    /// application's `statusBarStyle` and `isStatusBarHidden`.
    func updateStatusBarAppearanceMechanism() {
        guard let window = view.window ?? viewIfLoaded?.window,
              let root = window.rootViewController else { return }
        let decider = root.statusBarDecider
        let application = UIApplication.shared
        application.storedStatusBarStyle = decider.statusBarProvider { $0.childForStatusBarStyle }.preferredStatusBarStyle
        application.storedStatusBarHidden = decider.statusBarProvider { $0.childForStatusBarHidden }.prefersStatusBarHidden
    }
}
