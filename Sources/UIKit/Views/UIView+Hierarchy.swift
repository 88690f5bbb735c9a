import HeadlessCore
import Foundation

/// The view hierarchy: adding, inserting, reordering and removing subviews.
///
/// Callback order (References §9.2, §15.1). Every superview link changes together with the
/// `window` of the moved subtree, so inside every view callback `window` is the window at the
/// top of the superview chain:
/// - Adding to a superview outside any window: `willMove(toSuperview:)` → (linked) →
///   `didMoveToSuperview()`, then the superview's `didAddSubview(_:)`; the window pair comes
///   when the tree reaches a window.
/// - Adding to a superview in a window: `willMove(toWindow:)` over the subtree (parents
///   first) → `willMove(toSuperview:)` → (linked, windows set) → `didMoveToWindow()` over the
///   subtree → `didMoveToSuperview()` → the superview's `didAddSubview(_:)` (§9.2(b): the
///   real-device log and Chameleon put the window's `willMove` first; the `did`s mirror
///   removal).
/// - Removing a view that is in a window: the superview's `willRemoveSubview(_:)` (first, as
///   in Chameleon; §9.2(c) leaves its slot open), `willMove(toSuperview: nil)` →
///   `willMove(toWindow: nil)` over the subtree → (unlinked, windows cleared) →
///   `didMoveToWindow()` over the subtree (`superview` already nil) → `didMoveToSuperview()`:
///   the two real-device logs of §9.2(c). Seed 003's window-first log (V-5) is the compound
///   case of a controller leaving the screen and its subview being removed later, which V-7
///   reproduces.
/// - Re-parenting (V-11): the old superview's `willRemoveSubview(_:)`, then the adding
///   sequence; the view never passes through "no superview". The window callbacks are skipped
///   when the old and the new superview share a window (§9.2(d) leaves it open; Chameleon
///   skips them), so a child view controller moved inside a screen does not disappear.
/// - Reordering (`bringSubviewToFront`, `exchangeSubview`, inserting a current subview
///   elsewhere) delivers nothing.
/// - Refused operations (a view added to itself or to its own descendant, an index out of
///   range, a sibling that is not a subview) report a diagnostic and change nothing, where
///   UIKit raises an exception.
extension UIView {
    /// Adds a view at the front of the subviews, removing it from its old superview first.
    func addSubviewMechanism(_ view: UIView) {
        if view.storedSuperview === self {
            bringSubviewToFrontMechanism(view)
            return
        }
        guard canAdopt(view, operation: "addSubview(_:)") else { return }
        insert(view, at: storedSubviews.count)
    }

    /// Inserts a view at an index of the subviews.
    func insertSubviewMechanism(_ view: UIView, at index: Int) {
        guard canAdopt(view, operation: "insertSubview(_:at:)") else { return }
        let limit = storedSubviews.count - (view.storedSuperview === self ? 1 : 0)
        guard index >= 0 && index <= limit else {
            runtime.report(.error, .viewHierarchyIndexOutOfRange,
                           "insertSubview(_:at:) on \(traceName): index \(index) is outside 0...\(limit). Pass an index within the subviews' count; nothing was inserted.",
                           about: self)
            return
        }
        if view.storedSuperview === self {
            storedSubviews.removeAll(identicalTo: view)
            storedSubviews.insert(view, at: index)
            return
        }
        insert(view, at: index)
    }

    /// Inserts a view just above a sibling.
    func insertSubviewMechanism(_ view: UIView, aboveSubview siblingSubview: UIView) {
        placeSubview(view, relativeTo: siblingSubview, offset: 1, operation: "insertSubview(_:aboveSubview:)")
    }

    /// Inserts a view just below a sibling.
    func insertSubviewMechanism(_ view: UIView, belowSubview siblingSubview: UIView) {
        placeSubview(view, relativeTo: siblingSubview, offset: 0, operation: "insertSubview(_:belowSubview:)")
    }

    /// Moves a subview to the front. A view that is not a subview is left alone.
    func bringSubviewToFrontMechanism(_ view: UIView) {
        guard let index = indexOfSubview(view, operation: "bringSubviewToFront(_:)") else { return }
        storedSubviews.remove(at: index)
        storedSubviews.append(view)
    }

    /// Moves a subview to the back. A view that is not a subview is left alone.
    func sendSubviewToBackMechanism(_ view: UIView) {
        guard let index = indexOfSubview(view, operation: "sendSubviewToBack(_:)") else { return }
        storedSubviews.remove(at: index)
        storedSubviews.insert(view, at: 0)
    }

    /// Swaps two subviews by index.
    func exchangeSubviewMechanism(at index1: Int, withSubviewAt index2: Int) {
        let range = storedSubviews.indices
        guard range.contains(index1), range.contains(index2) else {
            runtime.report(.error, .viewHierarchyIndexOutOfRange,
                           "exchangeSubview(at: \(index1), withSubviewAt: \(index2)) on \(traceName): there are \(storedSubviews.count) subviews. Pass indexes below that count; nothing was exchanged.",
                           about: self)
            return
        }
        storedSubviews.swapAt(index1, index2)
    }

    /// Removes the view from its superview (and from its window).
    ///
    /// - Parameter notingDeparture: false when a container takes the view out of the screen
    ///   while its controller stays alive (a covered navigation or tab child, a presenter).
    func removeFromSuperviewMechanism(notingDeparture: Bool = true) {
        guard let superview = storedSuperview else { return }
        // The view may lose its last other owner when it leaves its superview. (`extendLifetime`
        // rather than `withExtendedLifetime`: a closure formed on the main actor checks its
        // executor when the standard library calls it.)
        defer { extendLifetime(self) }
        let runtime = self.runtime
        runtime.deliver(superview, .willRemoveSubview, argument: traceArgument) { superview.willRemoveSubview(self) }
        runtime.deliver(self, .willMoveToSuperview, argument: .absent) { willMove(toSuperview: nil) }
        // A callback may have moved the view already.
        guard storedSuperview === superview else { return }
        completeLeavingSuperview(runtime) { superview.storedSubviews.removeAll(identicalTo: self) }
        superview.setNeedsLayout()
        if notingDeparture { runtime.noteDeparture(self, how: .removedFromSuperview) }
    }

    // MARK: Internals

    /// The first view of the subtree, parents before children, that matches.
    func firstInSubtree(where predicate: (UIView) -> Bool) -> UIView? {
        var stack: [UIView] = [self]
        while let view = stack.popLast() {
            if predicate(view) { return view }
            view.pushSubviewsReversed(onto: &stack)
        }
        return nil
    }

    /// Visits the subtree parents before children, reading each view's subviews only when it
    /// is reached, so that callbacks may change the hierarchy below them.
    ///
    /// The walk holds the level it is in (the subviews as they were when their superview was
    /// reached, and the position in them) and suspends the outer levels only when it goes
    /// down: a screen of leaves below one view allocates nothing, and the suspended levels are
    /// only as many as the tree is deep.
    func forEachInSubtree(_ body: (UIView) -> Void) {
        body(self)
        guard !storedSubviews.isEmpty else { return }
        var level = storedSubviews
        var position = 0
        var outer: [SubtreeFrame] = []
        while true {
            guard position < level.count else {
                guard let frame = outer.popLast() else { return }
                level = frame.subviews
                position = frame.next
                continue
            }
            let view = level[position]
            position += 1
            body(view)
            // Tested in place, so that a leaf's (empty) list is not copied.
            if !view.storedSubviews.isEmpty {
                outer.append(SubtreeFrame(subviews: level, next: position))
                level = view.storedSubviews
                position = 0
            }
        }
    }

    /// A level of ``forEachInSubtree(_:)`` suspended while the walk is below it.
    private struct SubtreeFrame {
        let subviews: [UIView]
        let next: Int
    }

    /// Pushes the subviews last to first, so that popping visits them first to last; a plain
    /// loop, as `append(contentsOf: reversed())` goes through the generic copying path.
    @inline(__always)
    private func pushSubviewsReversed(onto stack: inout [UIView]) {
        let subviews = storedSubviews
        var index = subviews.count
        while index > 0 {
            index -= 1
            stack.append(subviews[index])
        }
    }

    private func canAdopt(_ view: UIView, operation: String) -> Bool {
        if view === self {
            runtime.report(.error, .viewHierarchySelf,
                           "\(operation) on \(traceName): a view cannot be its own subview. Add it to another view; nothing was added.",
                           about: self)
            return false
        }
        // A view without subviews cannot be an ancestor: skip the walk up, which would make
        // building a deep chain quadratic.
        if !view.storedSubviews.isEmpty && isDescendant(of: view) {
            runtime.report(.error, .viewHierarchyCycle,
                           "\(operation) on \(traceName): \(view.traceName) is an ancestor of \(traceName), so adding it would make a cycle. Remove it from the hierarchy first or add it elsewhere; nothing was added.",
                           about: view)
            return false
        }
        if view is UIWindow {
            runtime.report(.warning, .viewHierarchyWindow,
                           "\(operation) on \(traceName): \(view.traceName) is a UIWindow; windows are not meant to be subviews.",
                           about: view)
        }
        return true
    }

    private func indexOfSubview(_ view: UIView, operation: String) -> Int? {
        guard let index = storedSubviews.firstIndex(identicalTo: view) else {
            runtime.report(.warning, .viewHierarchyNotASubview,
                           "\(operation) on \(traceName): \(view.traceName) is not one of its subviews; nothing changed.",
                           about: view)
            return nil
        }
        return index
    }

    private func placeSubview(_ view: UIView, relativeTo sibling: UIView, offset: Int, operation: String) {
        guard sibling.storedSuperview === self else {
            runtime.report(.error, .viewHierarchyNotASubview,
                           "\(operation) on \(traceName): the sibling \(sibling.traceName) is not one of its subviews. Pass a current subview; nothing was inserted.",
                           about: sibling)
            return
        }
        guard view !== sibling, canAdopt(view, operation: operation) else { return }
        if view.storedSuperview === self {
            storedSubviews.removeAll(identicalTo: view)
            let index = (storedSubviews.firstIndex(identicalTo: sibling) ?? storedSubviews.count) + offset
            storedSubviews.insert(view, at: index)
            return
        }
        let index = (storedSubviews.firstIndex(identicalTo: sibling) ?? storedSubviews.count) + offset
        insert(view, at: index)
    }

    /// The room a view's subview list gets at its first subview.
    static let initialSubviewCapacity = 8

    /// Links a validated view at an index, delivering the callbacks described above.
    private func insert(_ view: UIView, at index: Int) {
        guard view.owningViewController == nil || acceptsRootView(view, operation: "adding its view") else { return }
        // The view may lose its last other owner when it leaves its old superview.
        // (`extendLifetime` rather than `withExtendedLifetime`: a closure formed on the main
        // actor checks its executor when the standard library calls it.)
        defer { extendLifetime(view) }
        // Read once: each read of `runtime` is a global's lazy-initialization check and a retain.
        let runtime = self.runtime
        if let oldSuperview = view.storedSuperview {
            runtime.deliver(oldSuperview, .willRemoveSubview, argument: view.traceArgument) { oldSuperview.willRemoveSubview(view) }
        }
        // The windows compared by their unretained references: no retain unless they differ.
        let move = !Optional.sameTarget(view.windowReference, windowReference) ? view.beginWindowMove(to: storedWindow) : nil
        runtime.deliver(view, .willMoveToSuperview, argument: traceArgument) { view.willMove(toSuperview: self) }
        if let oldSuperview = view.storedSuperview {
            oldSuperview.storedSubviews.removeAll(identicalTo: view)
            oldSuperview.setNeedsLayout()
        }
        // Most views go on top: `append` avoids the generic `insert`'s range replacement.
        if index >= storedSubviews.count {
            // A first subview makes room for a few: a view with subviews usually has several,
            // and growing one slot at a time reallocates at the 2nd, 3rd, 5th and 9th.
            if storedSubviews.capacity == 0 { storedSubviews.reserveCapacity(Self.initialSubviewCapacity) }
            storedSubviews.append(view)
        } else {
            storedSubviews.insert(view, at: index)
        }
        view.storedSuperview = self
        if let move { view.setWindowInSubtree(move.window) }
        if runtime.autoLayoutIfMade != nil { view.superviewDidChangeForAutoLayout() }
        if let move { view.completeWindowMove(move) }
        runtime.deliver(view, .didMoveToSuperview) { view.didMoveToSuperview() }
        if let move { view.finishWindowMove(move) }
        runtime.deliver(self, .didAddSubview, argument: view.traceArgument) { didAddSubview(view) }
        view.setNeedsLayout()
        setNeedsLayout()
    }

    /// Detaches a subview whose superview is being destroyed: it gets the superview pair
    /// (and the window pair when the superview was a window), never the dying superview's
    /// `willRemoveSubview(_:)`.
    func detachFromDeallocatingSuperview() {
        let runtime = self.runtime
        runtime.deliver(self, .willMoveToSuperview, argument: .absent) { willMove(toSuperview: nil) }
        completeLeavingSuperview(runtime) {}
    }

    /// What follows `willMove(toSuperview: nil)` when a view leaves its superview: the
    /// window's `will` pass (if the view was in one), `unlink` and the cleared superview
    /// link, the window's `did` pass, then `didMoveToSuperview()`.
    private func completeLeavingSuperview(_ runtime: HeadlessRuntime, unlink: () -> Void) {
        let move = storedWindow != nil ? beginWindowMove(to: nil) : nil
        unlink()
        storedSuperview = nil
        if move != nil { setWindowInSubtree(nil) }
        if runtime.autoLayoutIfMade != nil { superviewDidChangeForAutoLayout() }
        if let move { completeWindowMove(move) }
        runtime.deliver(self, .didMoveToSuperview) { didMoveToSuperview() }
        if let move { finishWindowMove(move) }
    }
}

