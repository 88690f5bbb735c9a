import HeadlessCore
import Foundation

/// Swapping the window's root view controller and installing its view.
extension UIWindow {
    /// Replaces the root controller: the old one disappears (when on screen) and its view
    /// leaves the window; the new one is installed if the window is shown. A presentation or
    /// dismissal in flight over the old root completes first, so no controller is released
    /// between its "will" and "did" callbacks. Then the controllers presented over the old
    /// root (full-screen or sheets) disappear, front-most first, and their containers leave
    /// the window: they stay presented by the old root and go with it (UIKit leaves their
    /// views in the window; this runtime does not keep controllers on screen that nothing holds).
    ///
    /// A root that replaces the window's root as it appears (in `viewWillAppear(_:)`), with
    /// a root that does the same, recurses until UIKit crashes: past
    /// ``RootReplacementGuard/limit`` nested replacements the assignment is refused and
    /// reported (`window.rootViewController.reentrant`), once per chain.
    func replaceRootViewController(with newRoot: UIViewController?) {
        let oldRoot = storedRootViewController
        guard newRoot !== oldRoot else { return }
        guard RootReplacementGuard.enter(self, replacing: oldRoot, with: newRoot) else { return }
        defer { RootReplacementGuard.leave() }
        runtime.withCause("rootViewController = \(newRoot?.traceName ?? "nil")") {
            if let oldRoot {
                oldRoot.finishPresentationTransitionsInFlight()
                oldRoot.takePresentedControllersOffScreen()
                // A hidden window's root controller has already disappeared; its view still
                // leaves the window.
                let onScreen = isShown && (oldRoot.appearance == .appeared || oldRoot.appearance == .appearing)
                if onScreen { oldRoot.beginAppearance(false, animated: false) }
                if let oldView = oldRoot.storedView, oldView.storedSuperview === self { oldView.removeFromSuperview() }
                if onScreen && oldRoot.appearance == .disappearing { oldRoot.endAppearance() }
            }
            storedRootViewController = newRoot
            if let newRoot, isShown { install(newRoot) }
            if let oldRoot { runtime.noteDeparture(oldRoot, how: .rootReplaced) }
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
    func endAppearanceAfterCommit(_ root: UIViewController) {
        runtime.runLoop.performAfterCommit { [handle = root.handle] in
            guard let root = handle.object, root.appearance == .appearing else { return }
            root.endAppearance()
        }
    }
}
