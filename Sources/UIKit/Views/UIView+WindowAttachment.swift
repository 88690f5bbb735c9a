import HeadlessCore
import Foundation

/// Moving a subtree into or out of a window.
///
/// `willMove(toWindow:)` and `didMoveToWindow()` reach every view of the moved subtree,
/// parents before children (References §9.2 recommends pre-order; the seeds do not
/// say). A move runs in phases, so that the hierarchy code can link or unlink the view
/// between the two passes: every view's `window` changes together with the superview link
/// that causes it, and so inside every view callback `window` is the window at the top of
/// the superview chain (References §15.1). A view controller whose root view moves hears of
/// it before its root view's `willMove(toWindow:)` and again after the whole move (the
/// superview callbacks included), outer controllers first: that drives the appearance
/// callbacks of children added or removed while their parent is on screen, with V-7's shape
/// (`viewWillDisappear`, the subtree's window pair, `viewDidDisappear`).
extension UIView {
    /// A move into or out of a window between its `will` and its `did` pass.
    struct WindowMove {
        let window: UIWindow?
        let controllers: [UIViewController]
    }

    /// Moves the subtree to `newWindow` in one go (a window showing or hiding its own
    /// subtree, where no superview link changes).
    func moveSubtree(toWindow newWindow: UIWindow?) {
        let move = beginWindowMove(to: newWindow)
        setWindowInSubtree(newWindow)
        completeWindowMove(move)
        finishWindowMove(move)
    }

    /// The `will` pass: controllers hear of the move, then every view gets
    /// `willMove(toWindow:)` while `window` is still the old one.
    func beginWindowMove(to newWindow: UIWindow?) -> WindowMove {
        let runtime = self.runtime
        var controllers: [UIViewController] = []
        // The argument of every view's callback, rendered when the trace is read.
        let windowArgument = newWindow.map(\.traceArgument) ?? .absent
        // Appearance proxies style the views that enter a window (References §31).
        let appearance = newWindow == nil ? nil : runtime.appearanceProxies
        forEachInSubtree { view in
            if let controller = view.owningViewController {
                controllers.append(controller)
                controller.rootViewWillMove(toWindow: newWindow)
            }
            if let appearance { view.applyAppearanceProxies(appearance) }
            runtime.deliver(view, .willMoveToWindow, argument: windowArgument) { view.willMove(toWindow: newWindow) }
        }
        return WindowMove(window: newWindow, controllers: controllers)
    }

    /// Sets `window` over the subtree; the caller changes the superview link at the same time.
    ///
    /// No callback runs in this pass, so the walk's body is all the optimizer needs to see:
    /// it holds no view beyond the level's list.
    func setWindowInSubtree(_ newWindow: UIWindow?) {
        // `if` rather than `Optional.map`: a closure formed on the main actor checks its
        // executor when the standard library calls it.
        let window: UnretainedLink<UIWindow>? = if let newWindow { UnretainedLink(newWindow) } else { nil }
        forEachInSubtree { view in view.windowReference = window }
    }

    /// The `did` pass: every view gets `didMoveToWindow()`; views that entered a window with
    /// layout or display pending are queued for the next commit.
    func completeWindowMove(_ move: WindowMove) {
        let runtime = self.runtime
        let newWindow = move.window
        forEachInSubtree { view in
            runtime.deliver(view, .didMoveToWindow) { view.didMoveToWindow() }
            guard newWindow != nil else { return }
            if view.needsLayoutFlag { runtime.layout.enqueueLayout(view) }
            if view.needsDisplayFlag {
                runtime.layout.enqueueDisplay(view)
            } else if !view.hasBeenDisplayed && view.drawsContent {
                view.setNeedsDisplay()
            }
        }
        if let newWindow {
            let traits = newWindow.currentTraits
            for controller in move.controllers { controller.catchUpTraits(traits) }
        }
    }

    /// Controllers whose root view moved hear that the move is over.
    func finishWindowMove(_ move: WindowMove) {
        for controller in move.controllers { controller.rootViewDidMove(toWindow: move.window) }
    }
}
