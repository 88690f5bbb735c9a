@_spi(Headless) import UIKit
import HeadlessCore

/// Workloads 4 and 5: building and attaching view trees, and layout passes that follow the
/// flagged views rather than the size of the tree.
@MainActor
enum ViewTreeWorkloads {
    /// The fan-out of every tree.
    static let fanOut = 10
    /// How many views each layout pass flags.
    static let flaggedCount = 100
    /// How many layout passes one run makes.
    static let passes = 100

    /// Creates `count` views linked as a tree of fan-out 10, breadth first; returns them in
    /// that order (the first is the root).
    static func linkedTree(count: Int) -> [CountingView] {
        let views = detachedViews(count: count)
        for index in 1..<views.count {
            views[(index - 1) / fanOut].addSubview(views[index])
        }
        return views
    }

    /// Creates `count` unlinked views.
    static func detachedViews(count: Int) -> [CountingView] {
        (0..<count).map { _ in CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    }

    static func prepareAttach(_ run: PreparedRun, views count: Int) {
        let runtime = HeadlessRuntime.current
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        Harness.attachRecorderIfRecorded(run)
        run.keep = [window]
        if run.variant == .direct {
            run.setBody { [unowned run] in
                let views = detachedViews(count: count)
                deliverDirectly(to: views, window: window)
                run.keep.append(Kept(views))
            }
            return
        }
        run.setBody { [unowned run] in
            let views = linkedTree(count: count)
            window.addSubview(views[0])
            runtime.runLoop.runUntilIdle()
            run.keep.append(Kept(views))
        }
    }

    /// The callbacks of building the tree with `addSubview(_:)` outside any window, adding its
    /// root to the window, and the first layout and display pass, by direct calls.
    static func deliverDirectly(to views: [CountingView], window: UIWindow) {
        for index in 1..<views.count {
            Direct.link(views[index], to: views[(index - 1) / fanOut])
        }
        views[0].willMove(toSuperview: window)
        views[0].didMoveToSuperview()
        for view in views { view.willMove(toWindow: window) }
        for view in views { view.didMoveToWindow() }
        for view in views { view.layoutSubviews() }
        for view in views { view.draw(view.bounds) }
    }

    static func prepareLayout(_ run: PreparedRun, views count: Int) {
        let runtime = HeadlessRuntime.current
        if run.variant == .direct {
            let flagged = detachedViews(count: flaggedCount)
            run.keep = [Kept(flagged)]
            run.setBody {
                for _ in 0..<passes {
                    for view in flagged { view.layoutSubviews() }
                }
            }
            return
        }
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.makeKeyAndVisible()
        let views = linkedTree(count: count)
        window.addSubview(views[0])
        runtime.runLoop.runUntilIdle()
        Harness.attachRecorderIfRecorded(run)
        let stride = count / flaggedCount
        let flagged = (0..<flaggedCount).map { views[$0 * stride + stride / 2] }
        run.keep = [window, Kept(views)]
        run.setBody {
            for _ in 0..<passes {
                for view in flagged { view.setNeedsLayout() }
                runtime.runLoop.runOneTurn()
            }
        }
    }
}
