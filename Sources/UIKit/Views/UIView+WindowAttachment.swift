import HeadlessCore
import Foundation

/// Moving a subtree into or out of a window.
///
/// `willMove(toWindow:)` and `didMoveToWindow()` reach every view of the moved subtree,
/// parents before children (References §9.2 recommends pre-order; the seeds do not
/// say). Every view's `window` changes between the two passes. A view controller whose root
/// view moves hears of it before its root view's `willMove(toWindow:)` and again after the
/// whole subtree's `didMoveToWindow()`, outer controllers first: that drives the appearance
/// callbacks of children added or removed while their parent is on screen, with V-7's shape
/// (`viewWillDisappear`, the subtree's window pair, `viewDidDisappear`).
extension UIView {
    func moveSubtree(toWindow newWindow: UIWindow?) {
        let runtime = self.runtime
        var controllers: [UIViewController] = []
        forEachInSubtree { view in
            if let controller = view.owningViewController {
                controllers.append(controller)
                controller.rootViewWillMove(toWindow: newWindow)
            }
            runtime.deliver(view, .willMoveToWindow, [newWindow?.traceName ?? "nil"]) { view.willMove(toWindow: newWindow) }
        }
        forEachInSubtree { $0.storedWindow = newWindow }
        forEachInSubtree { view in
            runtime.deliver(view, .didMoveToWindow) { view.didMoveToWindow() }
            guard newWindow != nil else { return }
            if view.needsLayoutFlag { runtime.layout.enqueueLayout(view) }
            if view.needsDisplayFlag {
                runtime.layout.enqueueDisplay(view)
            } else if !view.hasBeenDisplayed && runtime.drawsOnFirstDisplay(type(of: view)) {
                view.setNeedsDisplay()
            }
        }
        for controller in controllers { controller.rootViewDidMove(toWindow: newWindow) }
    }
}

extension HeadlessRuntime {
    /// Whether views of a class get `draw(_:)` when first displayed: classes declared outside
    /// the framework do, since they may override it; the framework's own classes draw nothing.
    func drawsOnFirstDisplay(_ type: UIView.Type) -> Bool {
        !FrameworkClasses.contains(type)
    }
}
