import HeadlessCore
import Foundation

/// The layout and display passes of a run-loop turn.
///
/// Only flagged views are queued, so a pass costs in proportion to the flagged views and
/// their depth, never to the size of the tree. A flagged view outside any window keeps its
/// flag and is queued again when its subtree enters a window.
///
/// The queues do not keep views alive: a flagged view that the app releases before the
/// commit is destroyed at once, as it would be on iOS, instead of living until the end of
/// the turn. They hold unretained references rather than weak ones, because a weak reference
/// gives its object a side table, which makes every later retain and release of the view
/// take the runtime's slow path (about a fifth of a push/pop's instructions); a queued view
/// that is destroyed tells the engine so in its `deinit` (``forget(_:)``), and the passes
/// skip it.
@MainActor
final class LayoutEngine {
    // Safety: unchecked exclusivity: queues drained by index (never iterated while a callback can append), so no access overlaps.
    @exclusivity(unchecked) private var layoutQueue: [Unmanaged<UIView>] = []
    // Safety: unchecked exclusivity: queues drained by index (never iterated while a callback can append), so no access overlaps.
    @exclusivity(unchecked) private var displayQueue: [Unmanaged<UIView>] = []
    /// Queued views destroyed before their pass, by address; empty almost always.
    // Safety: unchecked exclusivity: queues drained by index (never iterated while a callback can append), so no access overlaps.
    @exclusivity(unchecked) private var destroyed: Set<UnsafeMutableRawPointer> = []
    /// The storage of the last finished batch, empty, for the next pass to take.
    // Safety: unchecked exclusivity: only taken and given back by the passes, which hold no access across a callback.
    @exclusivity(unchecked) private var spareBatch: [Unmanaged<UIView>] = []

    /// How many forced layouts (`layoutIfNeeded()`) are running inside one another.
    private var forcedDepth = 0
    /// The deepest nesting of forced layouts, each from inside another's layout.
    static let forcedDepthLimit = 64

    /// The most times one pass may go back for views that layout flagged again.
    static let roundLimit = 100

    var hasWork: Bool {
        if destroyed.isEmpty { return !layoutQueue.isEmpty || !displayQueue.isEmpty }
        return layoutQueue.contains(where: isLive) || displayQueue.contains(where: isLive)
    }

    func enqueueLayout(_ view: UIView) {
        guard !view.queuedForLayout else { return }
        view.queuedForLayout = true
        if layoutQueue.capacity < Self.initialQueueCapacity { layoutQueue.reserveCapacity(Self.initialQueueCapacity) }
        layoutQueue.append(entry(for: view))
    }

    func enqueueDisplay(_ view: UIView) {
        guard !view.queuedForDisplay else { return }
        view.queuedForDisplay = true
        if displayQueue.capacity < Self.initialQueueCapacity { displayQueue.reserveCapacity(Self.initialQueueCapacity) }
        displayQueue.append(entry(for: view))
    }

    /// The room a queue gets at its first view: a screen's worth, so that the views of a
    /// screen entering a window do not grow the queue five times over.
    static let initialQueueCapacity = 32

    /// Called from the `deinit` of a view that is still queued: its entries are skipped.
    ///
    /// A view created later at the same address and queued in the same turn takes the
    /// address back out of ``destroyed``; the stale entry then names that live view, which
    /// the pass handles once (its flags are cleared the first time).
    func forget(_ address: UnsafeMutableRawPointer) {
        destroyed.insert(address)
    }

    private func entry(for view: UIView) -> Unmanaged<UIView> {
        let entry = Unmanaged.passUnretained(view)
        if !destroyed.isEmpty { destroyed.remove(entry.toOpaque()) }
        return entry
    }

    private func isLive(_ entry: Unmanaged<UIView>) -> Bool {
        !destroyed.contains(entry.toOpaque())
    }

    /// Takes a queue's entries for a pass, leaving the queue empty with the storage of the
    /// previous batch, so that a steady run of turns allocates no batch.
    private func takeBatch(_ queue: inout [Unmanaged<UIView>]) -> [Unmanaged<UIView>] {
        var batch = spareBatch
        spareBatch = []
        swap(&batch, &queue)
        return batch
    }

    /// Gives a finished batch's storage back for the next pass (unless it grew past
    /// ``keptQueueCapacity``, so that a one-time burst does not hold its storage).
    private func returnBatch(_ batch: inout [Unmanaged<UIView>]) {
        guard batch.capacity <= Self.keptQueueCapacity else { return }
        batch.removeAll(keepingCapacity: true)
        if spareBatch.capacity < batch.capacity { swap(&spareBatch, &batch) }
    }

    /// Drops both queues when the runtime is replaced (``HeadlessRuntime/reset()``): views
    /// destroyed from then on report to the new runtime, so this one must not name them.
    func abandon() {
        layoutQueue.removeAll()
        displayQueue.removeAll()
        destroyed.removeAll()
    }

    /// Forgets the destroyed views once neither queue can name them.
    private func clearDestroyedIfDrained() {
        if layoutQueue.isEmpty && displayQueue.isEmpty && !destroyed.isEmpty { destroyed.removeAll() }
    }

    /// Lays out every flagged view in a window, parents first, including views flagged by
    /// the layout itself.
    func layoutPass(runtime: HeadlessRuntime) {
        OffMainRelease.drainDestroyedViews(runtime)
        var rounds = 0
        while true {
            if let engine = runtime.autoLayoutIfMade, engine.hasPendingWork { engine.prepareLayout(in: nil) }
            var batch = takeBatch(&layoutQueue)
            defer { returnBatch(&batch) }
            orderAndRetain(&batch)
            clearDestroyedIfDrained()
            guard !batch.isEmpty else { return }
            rounds += 1
            if rounds > Self.roundLimit {
                let names = batch.prefix(3).map { $0.takeUnretainedValue().traceName }.joined(separator: ", ")
                for entry in batch {
                    entry.takeUnretainedValue().queuedForLayout = false
                    entry.release()
                }
                runtime.report(.error, .layoutLoop,
                               "Layout did not settle after \(Self.roundLimit) rounds in one pass (still flagged: \(names)). A layoutSubviews() keeps flagging views; change geometry only when the value really changes.")
                return
            }
            for entry in batch {
                let view = entry.takeUnretainedValue()
                entry.release()
                layOutQueued(view, runtime: runtime)
            }
        }
    }

    /// One view of a layout batch: its inset callbacks, `viewIsAppearing(_:)` when awaited,
    /// then its layout, each only while the view is still flagged and in a window.
    @inline(__always)
    private func layOutQueued(_ view: UIView, runtime: HeadlessRuntime) {
        view.queuedForLayout = false
        guard view.needsLayoutFlag && view.windowReference != nil else { return }
        // The inset callbacks, then `viewIsAppearing(_:)`, come once the superview has
        // laid the view out, just before the view's own layout (References §15.2, §18);
        // parents come first in the batch, so a parent's layout has set the child's
        // frame by then.
        view.deliverInsetChanges()
        guard view.needsLayoutFlag && view.windowReference != nil else { return }
        if let controller = view.owningViewController, controller.awaitsViewIsAppearing {
            controller.deliverViewIsAppearingIfAwaited()
            guard view.needsLayoutFlag && view.windowReference != nil else { return }
        }
        view.performLayout(runtime)
    }

    /// The largest queue whose storage a pass keeps for the next turn, so that a screen's
    /// worth of flagged views does not regrow the queue at every turn, while a one-time
    /// burst does not hold its storage for the rest of the run.
    static let keptQueueCapacity = 1_024

    /// Draws every view in a window that needs display, parents first.
    func displayPass(runtime: HeadlessRuntime) {
        OffMainRelease.drainDestroyedViews(runtime)
        var batch = takeBatch(&displayQueue)
        defer { returnBatch(&batch) }
        orderAndRetain(&batch)
        clearDestroyedIfDrained()
        for entry in batch {
            let view = entry.takeUnretainedValue()
            entry.release()
            view.queuedForDisplay = false
            if view.needsDisplayFlag && view.windowReference != nil { view.performDisplay(runtime) }
        }
    }

    /// Lays out `root` and its flagged descendants now, parents first, whether or not they
    /// are in a window (V-10). Views that this layout flags again are laid out in further
    /// walks of the subtree; with nothing flagged it delivers nothing.
    ///
    /// A view that is flagged again while its own layout runs, and forced from there
    /// (`setNeedsLayout()` then `layoutIfNeeded()` inside `layoutSubviews()`), would lay
    /// itself out recursively until the stack overflowed, as it crashes an app on a device:
    /// the nested layout is skipped, the flag cleared and `layout.loop` reported.
    func layoutNow(subtreeOf root: UIView, runtime: HeadlessRuntime) {
        guard forcedDepth < Self.forcedDepthLimit else {
            runtime.report(.error, .layoutLoop,
                           "layoutIfNeeded() on \(root.traceName) runs inside \(Self.forcedDepthLimit) other forced layouts: layoutSubviews() methods keep forcing each other's layout. The innermost was skipped; force layout from outside layoutSubviews().",
                           about: root)
            return
        }
        forcedDepth += 1
        defer { forcedDepth -= 1 }
        for _ in 0..<Self.roundLimit {
            if let engine = runtime.autoLayoutIfMade, engine.hasPendingWork(in: root) { engine.prepareLayout(in: root) }
            var laidOut = false
            root.forEachInSubtree { view in
                guard view.needsLayoutFlag else { return }
                if view.isLayingOutSubviews {
                    view.needsLayoutFlag = false
                    runtime.report(.error, .layoutLoop,
                                   "layoutIfNeeded() inside layoutSubviews() of \(view.traceName) asks it to lay out again (it was flagged with setNeedsLayout() during its own layout), which recurses until UIKit crashes. The nested layout was skipped; do not flag and force a view's layout from its own layoutSubviews().",
                                   about: view)
                    return
                }
                view.deliverInsetChanges()
                if view.needsLayoutFlag { view.performLayout(runtime) }
                laidOut = true
            }
            if !laidOut { return }
        }
        runtime.report(.error, .layoutLoop,
                       "layoutIfNeeded() on \(root.traceName) did not settle after \(Self.roundLimit) rounds. A layoutSubviews() keeps flagging views; change geometry only when the value really changes.",
                       about: root)
    }

    /// Drops the entries of destroyed views, puts the rest parents first (by depth, then in
    /// the order they were queued) and retains each, so that a view the batch names stays
    /// alive until its turn; the pass releases each entry as it reaches it.
    ///
    /// The batch stays a list of unretained entries rather than becoming an array of views:
    /// that spares two arrays and a retain and release per view at every pass.
    private func orderAndRetain(_ batch: inout [Unmanaged<UIView>]) {
        if !destroyed.isEmpty {
            var kept = 0
            for index in batch.indices where isLive(batch[index]) {
                batch[kept] = batch[index]
                kept += 1
            }
            batch.removeLast(batch.count - kept)
        }
        // A large batch (a deep chain built in one turn) shares its depth walks: each view's
        // depth is its superview's plus one, so the batch costs its size, not size × depth.
        var depths = DepthCache(enabled: batch.count > 64)
        var previous = 0
        var sorted = true
        for entry in batch {
            let depth = depths.depth(of: entry)
            if depth < previous { sorted = false; break }
            previous = depth
        }
        if !sorted {
            var keys: [Int] = []
            keys.reserveCapacity(batch.count)
            if batch.count <= Self.insertionSortLimit {
                for entry in batch { keys.append(depths.depth(of: entry)) }
                Self.insertionSort(&batch, byDepths: &keys)
            } else {
                // One integer per view, the depth above the queue position: sorting plain
                // integers needs no comparison closure.
                for index in batch.indices { keys.append(depths.depth(of: batch[index]) << 32 | index) }
                keys.sort()
                let queued = batch
                for position in keys.indices { batch[position] = queued[keys[position] & 0xFFFF_FFFF] }
            }
        }
        for entry in batch { _ = entry.retain() }
    }

    /// The largest batch sorted by insertion: a batch is nearly always in order but for a
    /// view or two queued before their superview, which insertion moves in a step or two,
    /// and this bound keeps its worst case (a batch in reverse) small.
    static let insertionSortLimit = 64

    /// Sorts `batch` by `depths` (the depth of each entry, moved with it), stably: a view
    /// moves in front of the deeper views queued before it and no further.
    private nonisolated static func insertionSort(_ batch: inout [Unmanaged<UIView>], byDepths depths: inout [Int]) {
        batch.withUnsafeMutableBufferPointer { entries in
            depths.withUnsafeMutableBufferPointer { depths in
                for index in entries.indices.dropFirst() {
                    let entry = entries[index], depth = depths[index]
                    var slot = index
                    while slot > 0 && depths[slot - 1] > depth {
                        entries[slot] = entries[slot - 1]
                        depths[slot] = depths[slot - 1]
                        slot -= 1
                    }
                    entries[slot] = entry
                    depths[slot] = depth
                }
            }
        }
    }

    /// The depths of the views of one pass, remembered when the pass is large.
    @MainActor private struct DepthCache {
        let enabled: Bool
        var known = [ObjectIdentifier: Int]()
        /// The superview of the last view asked about, and that view's depth: siblings come in
        /// runs (a screen's subviews, queued as they were added), and share one walk.
        var lastSuperview: UnsafeMutableRawPointer?
        var lastDepth = 0

        /// How deep a view may be and still count its superviews directly.
        static let shallowLimit = 32

        mutating func depth(of entry: Unmanaged<UIView>) -> Int {
            // Nearly every view is shallow: counting its superviews (unretained steps) costs
            // less than one dictionary lookup. Only deeper views share walks through `known`,
            // so a deep chain still costs its size, not size × depth.
            guard let superview = entry.takeUnretainedValue().superviewReference else { return 0 }
            if superview.address == lastSuperview { return lastDepth }
            var shallow = 1
            var reference = superview.object.superviewReference
            while let step = reference, !enabled || shallow < Self.shallowLimit {
                shallow += 1
                reference = step.object.superviewReference
            }
            if reference == nil {
                lastSuperview = superview.address
                lastDepth = shallow
                return shallow
            }
            let view = entry.takeUnretainedValue()
            var chain: [UIView] = []
            var current: UIView? = view
            var base = -1
            while let step = current {
                if let depth = known[ObjectIdentifier(step)] { base = depth; break }
                chain.append(step)
                current = step.storedSuperview
            }
            for step in chain.reversed() {
                base += 1
                known[ObjectIdentifier(step)] = base
            }
            return known[ObjectIdentifier(view)] ?? base
        }
    }
}
