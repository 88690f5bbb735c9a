import Foundation

/// Showing and hiding the window, swapping its root view controller, and tearing it down.
extension UIWindow {
    /// Shows the window (``isHidden`` = false), which installs its root view controller.
    func show() {
        isHidden = false
    }

    func visibilityDidChange() {
        if isHidden { hideContent() } else { showContent() }
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
            storedSubviews.removeAll { $0 === rootView }
            rootView.detachFromDeallocatingSuperview()
            if root.appearance == .disappearing { root.endAppearance() }
        }
    }

    func replaceRootViewController(with newRoot: UIViewController?) {
        let oldRoot = storedRootViewController
        guard newRoot !== oldRoot else { return }
        runtime.withCause("rootViewController = \(newRoot?.traceName ?? "nil")") {
            if let oldRoot {
                // A hidden window's root controller has already disappeared; its view still
                // leaves the window.
                let onScreen = isShown && (oldRoot.appearance == .appeared || oldRoot.appearance == .appearing)
                if onScreen { oldRoot.beginAppearance(false, animated: false) }
                if let oldView = oldRoot.storedView, oldView.storedSuperview === self { oldView.removeFromSuperview() }
                if onScreen && oldRoot.appearance == .disappearing { oldRoot.endAppearance() }
            }
            storedRootViewController = newRoot
            if let newRoot, isShown { install(newRoot) }
        }
    }

    /// Loads the root controller's view, starts its appearance, adds the view and ends the
    /// appearance when the turn commits.
    func install(_ root: UIViewController) {
        let rootView = root.loadedViewForFramework()
        root.beginAppearance(true, animated: false)
        rootView.frame = bounds
        addSubview(rootView)
        endAppearanceAfterCommit(root)
    }

    /// Ends the root controller's appearance (`viewDidAppear`) when the turn commits, after
    /// `viewIsAppearing` and layout, unless something else moved it on meanwhile.
    private func endAppearanceAfterCommit(_ root: UIViewController) {
        runtime.runLoop.performAfterCommit { [weak root] in
            guard let root, root.appearance == .appearing else { return }
            root.endAppearance()
        }
    }
}
