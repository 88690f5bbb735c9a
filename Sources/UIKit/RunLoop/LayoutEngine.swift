import Foundation

/// The layout and display passes of a run-loop turn.
///
/// Only flagged views are queued, so a pass costs in proportion to the flagged views and
/// their depth, never to the size of the tree. A flagged view outside any window keeps its
/// flag and is queued again when its subtree enters a window.
@MainActor
final class LayoutEngine {
    private(set) var pendingLayout: [UIView] = []
    private(set) var pendingDisplay: [UIView] = []
    /// The most times one pass may go back for views that layout flagged again.
    static let roundLimit = 100

    var hasWork: Bool { !pendingLayout.isEmpty || !pendingDisplay.isEmpty }

    func enqueueLayout(_ view: UIView) {
        guard !view.queuedForLayout else { return }
        view.queuedForLayout = true
        pendingLayout.append(view)
    }

    func enqueueDisplay(_ view: UIView) {
        guard !view.queuedForDisplay else { return }
        view.queuedForDisplay = true
        pendingDisplay.append(view)
    }

    /// Lays out every flagged view in a window, parents first, including views flagged by
    /// the layout itself.
    func layoutPass(runtime: HeadlessRuntime) {
        var rounds = 0
        while !pendingLayout.isEmpty {
            rounds += 1
            if rounds > Self.roundLimit {
                let names = pendingLayout.prefix(3).map(\.traceName).joined(separator: ", ")
                for view in pendingLayout { view.queuedForLayout = false }
                pendingLayout.removeAll()
                runtime.report(.error, "layout.loop",
                               "Layout did not settle after \(Self.roundLimit) rounds in one pass (still flagged: \(names)). A layoutSubviews() keeps flagging views; change geometry only when the value really changes.")
                return
            }
            let batch = takeSorted(pendingLayout)
            pendingLayout.removeAll()
            for view in batch {
                view.queuedForLayout = false
                if view.needsLayoutFlag && view.storedWindow != nil { view.performLayout() }
            }
        }
    }

    /// Draws every view in a window that needs display, parents first.
    func displayPass() {
        guard !pendingDisplay.isEmpty else { return }
        let batch = takeSorted(pendingDisplay)
        pendingDisplay.removeAll()
        for view in batch {
            view.queuedForDisplay = false
            if view.needsDisplayFlag && view.storedWindow != nil { view.performDisplay() }
        }
    }

    /// Lays out `root` and its flagged descendants now, parents first.
    func layoutNow(subtreeOf root: UIView) {
        if root.needsLayoutFlag { root.performLayout() }
        var rounds = 0
        while rounds < Self.roundLimit {
            rounds += 1
            let inside = pendingLayout.filter { $0 !== root && $0.needsLayoutFlag && $0.isDescendant(of: root) }
            guard !inside.isEmpty else { return }
            for view in takeSorted(inside) where view.needsLayoutFlag { view.performLayout() }
        }
    }

    private func takeSorted(_ views: [UIView]) -> [UIView] {
        views.map { ($0.depth, $0) }
            .enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { $0.element.1 }
    }
}
