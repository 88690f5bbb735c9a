import UIKit

/// A view whose overridden callbacks do the least possible work: the floor that every
/// workload is compared against.
final class CountingView: UIView {
    var calls = 0
    override func willMove(toSuperview newSuperview: UIView?) { calls &+= 1 }
    override func didMoveToSuperview() { calls &+= 1 }
    override func willMove(toWindow newWindow: UIWindow?) { calls &+= 1 }
    override func didMoveToWindow() { calls &+= 1 }
    override func didAddSubview(_ subview: UIView) { calls &+= 1 }
    override func layoutSubviews() { calls &+= 1 }
    override func draw(_ rect: CGRect) { calls &+= 1 }
}

/// Builds trees of ``CountingView``s with a fixed fan-out, breadth first.
@MainActor
enum TreeBuilder {
    /// Creates `count` views linked as a tree of the given fan-out; returns them in
    /// breadth-first order (the first is the root).
    static func linkedTree(count: Int, fanOut: Int = 10) -> [CountingView] {
        let views = detachedViews(count: count)
        for index in 1..<views.count {
            views[(index - 1) / fanOut].addSubview(views[index])
        }
        return views
    }

    /// Creates `count` unlinked views of the same class, for the direct-call baseline.
    static func detachedViews(count: Int) -> [CountingView] {
        (0..<count).map { _ in CountingView(frame: CGRect(x: 0, y: 0, width: 10, height: 10)) }
    }

    /// Delivers, by direct calls, the callbacks the engine delivers when the tree is built
    /// and attached to a window and first laid out and drawn.
    static func deliverDirectly(to views: [CountingView], window: UIWindow, fanOut: Int = 10) {
        for index in 1..<views.count {
            let parent = views[(index - 1) / fanOut]
            views[index].willMove(toSuperview: parent)
            views[index].didMoveToSuperview()
            parent.didAddSubview(views[index])
        }
        for view in views { view.willMove(toWindow: window) }
        for view in views { view.didMoveToWindow() }
        for view in views { view.layoutSubviews() }
        for view in views { view.draw(view.bounds) }
    }
}
