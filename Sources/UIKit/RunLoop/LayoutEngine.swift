import Foundation

/// The layout and display passes of a run-loop turn.
///
/// Only flagged views are queued, so a pass costs in proportion to the flagged views and
/// their depth, never to the size of the tree. A flagged view outside any window keeps its
/// flag and is queued again when its subtree enters a window. The queues hold views weakly:
/// a flagged view that the app releases before the commit is destroyed at once, as it
/// would be on iOS, instead of living until the end of the turn.
@MainActor
final class LayoutEngine {
    private var layoutQueue: [WeakView] = []
    private var displayQueue: [WeakView] = []

    var pendingLayout: [UIView] { layoutQueue.compactMap(\.view) }
    /// The most times one pass may go back for views that layout flagged again.
    static let roundLimit = 100

    var hasWork: Bool {
        layoutQueue.contains { $0.view != nil } || displayQueue.contains { $0.view != nil }
    }

    func enqueueLayout(_ view: UIView) {
        guard !view.queuedForLayout else { return }
        view.queuedForLayout = true
        layoutQueue.append(WeakView(view))
    }

    func enqueueDisplay(_ view: UIView) {
        guard !view.queuedForDisplay else { return }
        view.queuedForDisplay = true
        displayQueue.append(WeakView(view))
    }

    /// Lays out every flagged view in a window, parents first, including views flagged by
    /// the layout itself.
    func layoutPass(runtime: HeadlessRuntime) {
        var rounds = 0
        while true {
            let pending = pendingLayout
            layoutQueue.removeAll()
            guard !pending.isEmpty else { return }
            rounds += 1
            if rounds > Self.roundLimit {
                let names = pending.prefix(3).map(\.traceName).joined(separator: ", ")
                for view in pending { view.queuedForLayout = false }
                runtime.report(.error, "layout.loop",
                               "Layout did not settle after \(Self.roundLimit) rounds in one pass (still flagged: \(names)). A layoutSubviews() keeps flagging views; change geometry only when the value really changes.")
                return
            }
            let batch = takeSorted(pending)
            for view in batch {
                view.queuedForLayout = false
                if view.needsLayoutFlag && view.storedWindow != nil { view.performLayout() }
            }
        }
    }

    /// Draws every view in a window that needs display, parents first.
    func displayPass() {
        let pending = displayQueue.compactMap(\.view)
        displayQueue.removeAll()
        guard !pending.isEmpty else { return }
        let batch = takeSorted(pending)
        for view in batch {
            view.queuedForDisplay = false
            if view.needsDisplayFlag && view.storedWindow != nil { view.performDisplay() }
        }
    }

    /// Lays out `root` and its flagged descendants now, parents first, whether or not they
    /// are in a window (V-10). Views that this layout flags again are laid out in further
    /// walks of the subtree; with nothing flagged it delivers nothing.
    func layoutNow(subtreeOf root: UIView, runtime: HeadlessRuntime) {
        for _ in 0..<Self.roundLimit {
            var laidOut = false
            root.forEachInSubtree { view in
                guard view.needsLayoutFlag else { return }
                view.performLayout()
                laidOut = true
            }
            if !laidOut { return }
        }
        runtime.report(.error, "layout.loop",
                       "layoutIfNeeded() on \(root.traceName) did not settle after \(Self.roundLimit) rounds. A layoutSubviews() keeps flagging views; change geometry only when the value really changes.",
                       about: root)
    }

    private func takeSorted(_ views: [UIView]) -> [UIView] {
        views.map { ($0.depth, $0) }
            .enumerated()
            .sorted { ($0.element.0, $0.offset) < ($1.element.0, $1.offset) }
            .map { $0.element.1 }
    }
}

struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}
