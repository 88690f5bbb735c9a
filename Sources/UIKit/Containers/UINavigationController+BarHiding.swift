import HeadlessCore
import Foundation

/// The navigation controller's bar-hiding behaviours (References §36): a tap on the content
/// (``UINavigationController/hidesBarsOnTap``) hides the navigation bar and the toolbar and
/// the next one shows them; a swipe up on the content (``UINavigationController/hidesBarsOnSwipe``)
/// hides them and a swipe down shows them; in a vertically compact environment
/// (``UINavigationController/hidesBarsWhenVerticallyCompact``) they hide until it is regular
/// again or a tap on the content brings them back; and the keyboard coming up hides them
/// (``UINavigationController/hidesBarsWhenKeyboardAppears``).
///
/// The tap and the swipe are Apple's two recognizers on the navigation controller's view,
/// ``UINavigationController/barHideOnTapGestureRecognizer`` and
/// ``UINavigationController/barHideOnSwipeGestureRecognizer``, enabled while their property is
/// on; they go through the gesture engine like any other recognizer, so a tap on a button
/// stays the button's (``UIControl`` keeps single taps for itself, as on iOS). A drag of the
/// content by the device's `scroll` is a swipe too. Hiding goes through
/// `setNavigationBarHidden(_:animated:)`, so the content's safe area follows.
extension UINavigationController {
    var barHideOnTapMechanism: UITapGestureRecognizer {
        if let recognizer = storedBarHideOnTap { return recognizer }
        let recognizer = UITapGestureRecognizer(target: nil, action: nil)
        recognizer.isEnabled = barHideOnTapIsUsed
        recognizer.addHandler { [handle = self.handle] recognizer in
            guard recognizer.state == .ended, let self = handle.controller(as: UINavigationController.self) else { return }
            if self.hidesBarsOnTap {
                self.toggleBarsByGesture(hide: !self.navigationBarHidden)
            } else if self.hidesBarsWhenVerticallyCompact, self.navigationBarHidden {
                // Bars hidden for the compact height come back with a tap on the content.
                self.toggleBarsByGesture(hide: false)
            }
        }
        storedBarHideOnTap = recognizer
        if let view = storedView { attachBarHidingRecognizers(to: view) }
        return recognizer
    }

    var barHideOnSwipeMechanism: UIPanGestureRecognizer {
        if let recognizer = storedBarHideOnSwipe { return recognizer }
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        recognizer.isEnabled = hidesBarsOnSwipe
        recognizer.cancelsTouchesInView = false
        recognizer.addHandler { [handle = self.handle] recognizer in
            guard recognizer.state == .began, let self = handle.controller(as: UINavigationController.self), let pan = recognizer as? UIPanGestureRecognizer else { return }
            self.barsFollowSwipe(pan.translation(in: nil))
        }
        storedBarHideOnSwipe = recognizer
        if let view = storedView { attachBarHidingRecognizers(to: view) }
        return recognizer
    }

    /// Whether the tap recognizer has work: hiding on tap, or bringing back bars hidden for a
    /// compact height.
    private var barHideOnTapIsUsed: Bool { hidesBarsOnTap || hidesBarsWhenVerticallyCompact }

    /// Makes the recognizers the properties turn on and enables each as its property says.
    func updateBarHidingRecognizers() {
        let tapping = barHideOnTapIsUsed
        if tapping || storedBarHideOnTap != nil { barHideOnTapMechanism.isEnabled = tapping }
        if hidesBarsOnSwipe || storedBarHideOnSwipe != nil { barHideOnSwipeMechanism.isEnabled = hidesBarsOnSwipe }
    }

    /// Puts the recognizers made so far on the navigation controller's view (once).
    func attachBarHidingRecognizers(to container: UIView) {
        for case let recognizer? in [storedBarHideOnTap as UIGestureRecognizer?, storedBarHideOnSwipe]
        where recognizer.storedView == nil {
            container.addGestureRecognizer(recognizer)
        }
    }

    /// A swipe on the content by `translation`: up hides the bars, down shows them, when
    /// ``hidesBarsOnSwipe`` is on; a mostly sideways one does nothing.
    func barsFollowSwipe(_ translation: CGPoint) {
        guard hidesBarsOnSwipe, abs(translation.y) > abs(translation.x), translation.y != 0 else { return }
        toggleBarsByGesture(hide: translation.y < 0)
    }

    /// Hides or shows the navigation bar, and the toolbar with it when it shows items (or
    /// was hidden with it): Apple's headers say the toolbar takes part only if it has items.
    private func toggleBarsByGesture(hide: Bool) {
        guard hide != navigationBarHidden else { return }
        runtime.withCause(TraceCause(stringLiteral: hide ? "bars hidden by gesture" : "bars shown by gesture")) {
            setNavigationBarHidden(hide, animated: true)
            if hide, !toolbarHidden, !(topViewController?.toolbarItems ?? []).isEmpty {
                toolbarHiddenWithBars = true
                setToolbarHidden(true, animated: true)
            } else if !hide, toolbarHiddenWithBars {
                toolbarHiddenWithBars = false
                setToolbarHidden(false, animated: true)
            }
        }
    }

    /// In a vertically compact environment the bars hide when ``hidesBarsWhenVerticallyCompact``
    /// is on; in a regular one they show again.
    func barsFollowVerticalSizeClass() {
        guard hidesBarsWhenVerticallyCompact, storedView?.storedWindow != nil else { return }
        toggleBarsByGesture(hide: traitCollection.verticalSizeClass == .compact)
    }

    /// The keyboard came up for a text input in this controller's content: the bars hide when
    /// ``hidesBarsWhenKeyboardAppears`` is on (they stay hidden when it goes down, as Apple
    /// documents nothing that shows them again).
    func barsFollowKeyboardAppearing() {
        guard hidesBarsWhenKeyboardAppears else { return }
        toggleBarsByGesture(hide: true)
    }
}

extension UIScrollView {
    /// A drag of the content (the device's `scroll`) is a swipe for the navigation
    /// controller around it when it hides its bars on swipes: a finger moving up (the offset
    /// growing, a positive `translation`) hides them.
    func noteDragForBarHiding(_ translation: CGPoint) {
        guard let navigation = enclosingViewController?.navigationController, navigation.hidesBarsOnSwipe else { return }
        navigation.barsFollowSwipe(CGPoint(x: -translation.x, y: -translation.y))
    }
}
