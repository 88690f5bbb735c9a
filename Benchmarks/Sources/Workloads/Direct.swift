@_spi(Headless) import UIKit
import HeadlessCore

/// The direct-call baseline: the callbacks the engine delivers, in the engine's order, by
/// plain calls on the subjects, with none of the engine's bookkeeping.
///
/// Each helper names the engine operation whose callbacks it replays; `Scripts/verify` (the
/// driver's `verify` command) checks that a baseline and the engine tally the same callbacks.
@MainActor
enum Direct {
    /// `addSubview(_:)` of a view outside any window: the superview pair, then
    /// `didAddSubview(_:)`.
    @inline(__always)
    static func link(_ view: UIView, to superview: UIView) {
        view.willMove(toSuperview: superview)
        view.didMoveToSuperview()
        superview.didAddSubview(view)
    }

    /// A screen's view loading: `loadView()`, `viewDidLoad()`, and the callbacks of the
    /// 20 `addSubview(_:)` calls it makes. (`loadView()` called directly assigns `view`
    /// outside the engine's loading, and that assignment delivers `viewDidLoad()` at once,
    /// as UIKit's setter does, so it is not called a second time.)
    static func load(_ screen: ScreenController) {
        screen.loadView()
        let root = screen.view!
        for subview in screen.baselineSubviews { link(subview, to: root) }
    }

    /// A screen's view entering a window under `container`: the superview pair, then the
    /// window pair over the subtree, parents first.
    static func enter(_ screen: ScreenController, container: UIView, window: UIWindow) {
        let root = screen.view!
        root.willMove(toSuperview: container)
        root.didMoveToSuperview()
        root.willMove(toWindow: window)
        for subview in screen.baselineSubviews { subview.willMove(toWindow: window) }
        root.didMoveToWindow()
        for subview in screen.baselineSubviews { subview.didMoveToWindow() }
    }

    /// A screen's view leaving its window: the window pair over the subtree, then the
    /// superview pair.
    static func leave(_ screen: ScreenController) {
        let root = screen.view!
        root.willMove(toWindow: nil)
        for subview in screen.baselineSubviews { subview.willMove(toWindow: nil) }
        root.didMoveToWindow()
        for subview in screen.baselineSubviews { subview.didMoveToWindow() }
        root.willMove(toSuperview: nil)
        root.didMoveToSuperview()
    }

    /// The layout of a screen's root view, with its controller's callbacks around it; with
    /// `subviews`, the subviews' layouts too (they were flagged when added).
    static func layout(_ screen: ScreenController, subviews: Bool) {
        let root = screen.view!
        screen.viewWillLayoutSubviews()
        root.layoutSubviews()
        screen.viewDidLayoutSubviews()
        guard subviews else { return }
        for subview in screen.baselineSubviews { subview.layoutSubviews() }
    }

    /// The first display of a screen's views.
    static func display(_ screen: ScreenController) {
        let root = screen.view!
        root.draw(root.bounds)
        for subview in screen.baselineSubviews { subview.draw(subview.bounds) }
    }

    /// A screen's subviews detached as its root view is freed.
    static func detachOnFree(_ screen: ScreenController) {
        for subview in screen.baselineSubviews {
            subview.willMove(toSuperview: nil)
            subview.didMoveToSuperview()
        }
    }
}
