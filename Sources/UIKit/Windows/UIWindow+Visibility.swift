import HeadlessCore
import Foundation

/// Showing, hiding and tearing down a window, and what its root view controller hears.
extension UIWindow {
    /// Shows the window (``isHidden`` = false), which installs its root view controller.
    func show() {
        isHidden = false
    }

    func visibilityDidChange() {
        let wasShown = isShown
        if isHidden { hideContent() } else { showContent() }
        resignKeyStatusIfHidden()
        // A window created hidden was never visible: nothing to announce.
        if isShown != wasShown { postVisibilityNotification() }
    }

    /// The window became visible: the root controller's view is installed the first time;
    /// after a hide it is still in the window and the controller appears again.
    private func showContent() {
        guard !isShown else { return }
        isShown = true
        guard let root = storedRootViewController else { return }
        guard let rootView = root.storedView, rootView.storedSuperview === self else {
            install(root)
            return
        }
        runtime.withCause("isHidden = false") {
            root.beginAppearance(true, animated: false)
            endAppearanceAfterCommit(root)
        }
    }

    /// The window was hidden: the root controller disappears at once; its view stays in the
    /// window, as on iOS, where a hidden window keeps its hierarchy.
    private func hideContent() {
        guard isShown else { return }
        isShown = false
        guard let root = storedRootViewController, root.appearance == .appeared || root.appearance == .appearing else {
            return
        }
        runtime.withCause("isHidden = true") {
            root.beginAppearance(false, animated: false)
            if root.appearance == .disappearing { root.endAppearance() }
        }
    }

    /// A visible window is being destroyed (its last reference went): the root controller
    /// disappears and its view leaves the window before the window's own `deinit` is traced,
    /// so that the controller and its views are released in V-7's order when the window's
    /// reference to the controller goes. The dying window gets no `willRemoveSubview(_:)`.
    func tearDownForDeallocation() {
        guard isShown, let root = storedRootViewController, let rootView = root.storedView,
              rootView.storedSuperview === self else { return }
        isShown = false
        runtime.withCause("window teardown") {
            let wasOnScreen = root.appearance == .appeared || root.appearance == .appearing
            if wasOnScreen { root.beginAppearance(false, animated: false) }
            storedSubviews.removeAll(identicalTo: rootView)
            rootView.detachFromDeallocatingSuperview()
            if root.appearance == .disappearing { root.endAppearance() }
        }
    }
}
