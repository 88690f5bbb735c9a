import Foundation

/// Showing the window and swapping its root view controller.
extension UIWindow {
    func show() {
        isHidden = false
        guard !isShown else { return }
        isShown = true
        if let root = storedRootViewController { install(root) }
    }

    func replaceRootViewController(with newRoot: UIViewController?) {
        let oldRoot = storedRootViewController
        guard newRoot !== oldRoot else { return }
        runtime.withCause("rootViewController = \(newRoot?.traceName ?? "nil")") {
            if let oldRoot, isShown {
                oldRoot.beginAppearance(false, animated: false)
                oldRoot.storedView?.removeFromSuperview()
                oldRoot.endAppearance()
            }
            storedRootViewController = newRoot
            if let newRoot, isShown { install(newRoot) }
            if let oldRoot { runtime.noteDeparture(oldRoot, how: "rootViewController replaced") }
        }
    }

    /// Loads the root controller's view, starts its appearance, adds the view and ends the
    /// appearance when the turn commits.
    func install(_ root: UIViewController) {
        let rootView = root.loadedViewForFramework()
        root.beginAppearance(true, animated: false)
        rootView.frame = bounds
        addSubview(rootView)
        runtime.runLoop.performAfterCommit { [weak root] in
            guard let root, root.appearance == .appearing else { return }
            root.endAppearance()
        }
    }
}
