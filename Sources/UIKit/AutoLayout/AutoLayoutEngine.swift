import HeadlessCore
import Foundation
internal import LayoutSolver

/// The process's Auto Layout engine: one incremental ``Solver`` holding every view and guide
/// that takes part in Auto Layout, whatever hierarchy it is in (separate hierarchies share no
/// variable, so they do not interact).
///
/// ## The update cycle
/// Constraint changes go into the solver as they happen (it re-solves incrementally), but
/// frames change only in a layout pass, as on iOS. Each round of the run loop's layout pass,
/// and `layoutIfNeeded()`, starts with ``prepareLayout(in:)``:
/// 1. **update constraints**, bottom-up (deepest views first): `updateConstraints()` of each
///    view that asked with `setNeedsUpdateConstraints()` or joined the engine, or, for a
///    view controller's root view, the controller's `updateViewConstraints()`, whose base
///    implementation calls the view's;
/// 2. intrinsic content sizes that were invalidated become content-size constraints;
/// 3. the solution is read and **frames are set** on the views whose rectangle changed,
///    before any `layoutSubviews()` of the pass runs (a frame whose size changes flags the
///    view and its superview, so the pass then lays them out top-down);
/// 4. safe-area and margin guides follow the new frames; when their insets changed, and
///    when a multi-line label's width changed its height, the engine solves again (a few
///    rounds at most).
///
/// Positions are solved in *layout space*: each view's variables are its rectangle in the
/// coordinates of the root of its hierarchy, bounds origins ignored; a frame is a view's
/// rectangle minus its superview's origin, rounded to the screen's pixels.
@MainActor
final class AutoLayoutEngine {
    let solver = Solver()
    // Safety: unowned(unsafe) because the runtime owns its engine and outlives it.
    unowned(unsafe) let runtime: HeadlessRuntime

    /// The owner of each variable, by the id of its `left` variable's group (`id / 4`).
    private var owners: [LayoutOwner] = []
    /// Variables that changed since frames were last applied.
    private var changedVariables: Set<Int32> = []
    /// Views waiting for `updateConstraints()`.
    private var updateQueue: [WeakView] = []
    /// Views whose intrinsic content size must be read again.
    private var intrinsicQueue: [WeakView] = []
    /// Views with a safe-area or margins guide, whose constants follow their insets.
    private var guideOwners: [WeakView] = []
    /// Multi-line labels, whose height depends on the width they get.
    private var wrappingViews: [WeakView] = []
    /// Whether the solution changed since frames were last applied.
    private var solutionChanged = false
    /// Set while the engine writes frames, so that views do not turn them back into constraints.
    private(set) var isApplyingFrames = false
    /// The NSLayoutConstraint behind each solver constraint, for diagnostics.
    private var constraintOwners: [ObjectIdentifier: WeakConstraint] = [:]
    /// Active constraints set aside, unreported, because they conflicted while their views
    /// were outside any window (References §58.5).
    private var deferredConstraints: [WeakConstraint] = []
    /// Views whose frame constraints conflicted outside any window (References §58.5).
    private var deferredPlacements: [WeakView] = []
    /// The length of ``deferredPlacements`` at which it is next pruned (as ``setAside(_:)``).
    private var placementPruneThreshold = 64
    /// The length of ``deferredConstraints`` at which it is next pruned.
    private var deferredPruneThreshold = 64
    /// Set while set-aside constraints are tried again, which report a conflict at once.
    private var deferringDisabled = false

    init(runtime: HeadlessRuntime) {
        self.runtime = runtime
    }

    /// The solver's substitution work so far (``LayoutSolver/Solver/substitutionWork``), for
    /// the tests that check a chain's cost.
    var solverSubstitutionWork: Int { solver.substitutionWork }
    /// How many constraints the solver holds.
    var solverConstraintCount: Int { solver.constraintCount }

    /// Whether a layout pass has engine work: a changed solution, intrinsic sizes to read, or
    /// constraint updates of views in a window (a view outside any window waits, as its
    /// layout does, so that it cannot keep the run loop busy).
    var hasPendingWork: Bool {
        if solutionChanged || !intrinsicQueue.isEmpty { return true }
        for entry in updateQueue where entry.view?.storedWindow != nil { return true }
        return hasDeferredWork(in: nil)
    }

    /// Whether `layoutIfNeeded()` on `subtree` has engine work, its own constraint updates
    /// included wherever it is.
    func hasPendingWork(in subtree: UIView) -> Bool {
        if solutionChanged || !intrinsicQueue.isEmpty { return true }
        for entry in updateQueue { if let view = entry.view, view.isDescendant(of: subtree) { return true } }
        return hasDeferredWork(in: subtree)
    }

    // MARK: Membership

    /// The view's variables, adding it and its superviews to the engine first if needed.
    @discardableResult
    func variables(for view: UIView) -> LayoutVariables {
        if let variables = view.layoutState?.variables { return variables }
        // Superviews first, without recursion: collect the chain up to one already in.
        var chain: [UIView] = []
        var current: UIView? = view
        while let candidate = current, candidate.layoutState?.variables == nil {
            chain.append(candidate)
            current = candidate.storedSuperview
        }
        for member in chain.reversed() { join(member) }
        return view.layoutState!.variables!
    }

    private func join(_ view: UIView) {
        let state = view.autoLayout
        let name = view.traceName
        let variables = makeVariables(name, owner: LayoutOwner(view: view))
        state.variables = variables
        place(view)
        if !state.translatesAutoresizingMask { enqueueIntrinsic(view) }
        if view is UILabel { wrappingViews.append(WeakView(view)) }
        enqueueUpdate(view)
    }

    /// The guide's variables, or nil when it has no owning view.
    func variables(for guide: UILayoutGuide) -> LayoutVariables? {
        if let variables = guide.variables { return variables }
        guard let owner = guide.storedOwningView else { return nil }
        variables(for: owner)
        let variables = makeVariables(guide.traceName, owner: LayoutOwner(guide: guide))
        guide.variables = variables
        if let role = guide.systemRole { attachSystemGuide(guide, role: role, to: owner) }
        return variables
    }

    private func makeVariables(_ name: String, owner: LayoutOwner) -> LayoutVariables {
        owners.append(owner)
        return LayoutVariables(left: solver.makeVariable("\(name).minX"), top: solver.makeVariable("\(name).minY"),
                               width: solver.makeVariable("\(name).width"), height: solver.makeVariable("\(name).height"))
    }

    // MARK: Position constraints (autoresizing masks, roots)

    /// Makes the constraints that place a view from its frame: autoresizing-mask constraints
    /// when it translates its mask, or a pinned origin for a root.
    func place(_ view: UIView) {
        guard let state = view.layoutState, let variables = state.variables else { return }
        removeQuietly(state.positionConstraints)
        state.positionConstraints = []
        let superview = view.storedSuperview
        state.positionedIn = superview
        var made: [LayoutSolver.Constraint] = []
        let frame = view.storedFrame
        if let superview, let parent = superview.layoutState?.variables {
            if state.translatesAutoresizingMask {
                let size = superview.storedFrame.size
                made += Self.autoresizing(variables.left, variables.width, parent.left, parent.width,
                                          origin: frame.minX, length: frame.width, parentLength: size.width,
                                          flexibleBefore: state.autoresizingMask.contains(.flexibleLeftMargin),
                                          flexibleLength: state.autoresizingMask.contains(.flexibleWidth),
                                          flexibleAfter: state.autoresizingMask.contains(.flexibleRightMargin))
                made += Self.autoresizing(variables.top, variables.height, parent.top, parent.height,
                                          origin: frame.minY, length: frame.height, parentLength: size.height,
                                          flexibleBefore: state.autoresizingMask.contains(.flexibleTopMargin),
                                          flexibleLength: state.autoresizingMask.contains(.flexibleHeight),
                                          flexibleAfter: state.autoresizingMask.contains(.flexibleBottomMargin))
            }
        } else {
            made.append(LinearExpression(variables.left) == Double(frame.minX))
            made.append(LinearExpression(variables.top) == Double(frame.minY))
            if state.translatesAutoresizingMask {
                made.append(LinearExpression(variables.width) == Double(frame.width))
                made.append(LinearExpression(variables.height) == Double(frame.height))
            }
        }
        var waits = false
        for constraint in made {
            constraint.identifier = "\(view.traceName) autoresizing"
            do { try solver.add(constraint) } catch {
                // Outside a window the conflict waits for the view's layout, as a constraint's
                // does (References §58.5): the frame is placed again then.
                if !deferringDisabled, view.storedWindow == nil { waits = true; continue }
                report(error, adding: "the frame of \(view.traceName) (\(frame.traceDescription))")
                continue
            }
            state.positionConstraints.append(constraint)
        }
        if waits && !state.placementDeferred {
            if deferredPlacements.count >= placementPruneThreshold {
                deferredPlacements.removeAll { $0.view?.layoutState?.placementDeferred != true }
                placementPruneThreshold = max(64, 2 * deferredPlacements.count)
            }
            deferredPlacements.append(WeakView(view))
        }
        state.placementDeferred = waits
        solutionChanged = true
    }

    /// One axis of an autoresizing mask as linear constraints: the flexible parts (margin
    /// before, length, margin after) share any change of the superview's length in
    /// proportion to their current sizes, as UIKit's springs and struts do.
    static func autoresizing(_ position: Variable, _ length: Variable, _ parentPosition: Variable, _ parentLength: Variable,
                             origin: CGFloat, length current: CGFloat, parentLength currentParent: CGFloat,
                             flexibleBefore: Bool, flexibleLength: Bool, flexibleAfter: Bool) -> [LayoutSolver.Constraint] {
        let after = currentParent - origin - current
        let parts = [flexibleBefore ? max(origin, 0) : 0, flexibleLength ? max(current, 0) : 0, flexibleAfter ? max(after, 0) : 0]
        let flexible = [flexibleBefore, flexibleLength, flexibleAfter]
        let total = parts.reduce(0, +)
        let count = CGFloat(flexible.filter { $0 }.count)
        func share(_ index: Int) -> Double {
            guard flexible[index] else { return 0 }
            return Double(total > 0 ? parts[index] / total : 1 / count)
        }
        let before = share(0), grow = share(1)
        // position = parent + origin + before·(parentLength − currentParent)
        let place = LinearExpression(position) - LinearExpression(parentPosition) - before * LinearExpression(parentLength)
            == Double(origin) - before * Double(currentParent)
        let size = LinearExpression(length) - grow * LinearExpression(parentLength) == Double(current) - grow * Double(currentParent)
        return [place, size]
    }

    /// Re-places a view after its frame was set by the app (not by the engine), and its
    /// subviews that translate their masks, whose margins were measured against the old size.
    func frameDidChange(of view: UIView, sizeChanged: Bool) {
        guard !isApplyingFrames, let state = view.layoutState, state.variables != nil else { return }
        if state.translatesAutoresizingMask || view.storedSuperview == nil { place(view) }
        markChanged(view)
    }

    // MARK: Installing constraints

    /// Adds an active constraint to the solver; a conflict is reported, UIKit's way, and the
    /// constraint stays out (broken).
    ///
    /// A constraint that conflicts while its container is outside any window is set aside
    /// instead, unreported: iOS makes a view's autoresizing-mask constraints and checks them
    /// only when that view's layout runs, so a cell's initializer may ask its 44-point content
    /// view for a taller required height before the cell is sized (References §58.5). It is
    /// tried again when layout runs over it (``retryDeferred(in:)``), and broken then only if
    /// it still conflicts.
    func install(_ constraint: NSLayoutConstraint) {
        guard let made = makeSolverConstraint(constraint) else { return }
        do {
            try solver.add(made)
            constraint.solverConstraint = made
            constraint.isBroken = false
            constraint.isConflictDeferred = false
            constraintOwners[ObjectIdentifier(made)] = WeakConstraint(constraint)
            solutionChanged = true
        } catch {
            if !deferringDisabled, let container = constraint.container, container.storedWindow == nil {
                if !constraint.isConflictDeferred {
                    constraint.isConflictDeferred = true
                    setAside(constraint)
                }
                constraint.isBroken = false
                return
            }
            constraint.isConflictDeferred = false
            constraint.isBroken = true
            reportUnsatisfiable(error, breaking: constraint, made: made)
        }
    }

    /// Whether a constraint set aside is due: its container is in `subtree`, or, for the run
    /// loop's pass (`subtree` nil), in a window; and, unless a fitting-size solve asks, no
    /// view from the container up waits for its `layoutSubviews()`, which may still size it
    /// (a table sizes its cell, the cell its content view): the constraint is tried in the
    /// layout round after theirs.
    private func isDue(_ constraint: NSLayoutConstraint, in subtree: UIView?, afterLayout: Bool = true) -> Bool {
        isDue(container: constraint.container, in: subtree, afterLayout: afterLayout)
    }

    private func isDue(container: UIView?, in subtree: UIView?, afterLayout: Bool) -> Bool {
        guard let container else { return false }
        if let subtree {
            guard container.isDescendant(of: subtree) else { return false }
        } else {
            guard container.storedWindow != nil else { return false }
        }
        guard afterLayout else { return true }
        var current: UIView? = container
        while let view = current {
            if view.needsLayoutFlag { return false }
            if view === subtree { break }
            current = view.storedSuperview
        }
        return true
    }

    /// Whether a constraint set aside is waiting for a layout that is due.
    private func hasDeferredWork(in subtree: UIView?) -> Bool {
        let placement = deferredPlacements.contains { entry in
            guard let view = entry.view, view.layoutState?.placementDeferred == true else { return false }
            return isDue(container: view, in: subtree, afterLayout: true)
        }
        return placement || deferredConstraints.contains { entry in
            guard let constraint = entry.constraint, constraint.isConflictDeferred else { return false }
            return isDue(constraint, in: subtree)
        }
    }

    /// Installs the constraints set aside whose layout is due (see ``install(_:)``): each goes
    /// in, or, still conflicting, is reported and broken. Returns the ones that went in.
    /// `afterLayout` false (a fitting-size solve) tries them whatever layout is pending.
    @discardableResult
    func retryDeferred(in subtree: UIView?, afterLayout: Bool = true) -> [NSLayoutConstraint] {
        // Frames first (not in a fitting-size solve, which sets the fitted view's aside anyway).
        if afterLayout && !deferredPlacements.isEmpty {
            var due: [UIView] = []
            var kept: [WeakView] = []
            for entry in deferredPlacements {
                guard let view = entry.view, view.layoutState?.placementDeferred == true else { continue }
                if isDue(container: view, in: subtree, afterLayout: true) { due.append(view) } else { kept.append(entry) }
            }
            deferredPlacements = kept
            deferringDisabled = true
            for view in due {
                view.layoutState?.placementDeferred = false
                place(view)
            }
            deferringDisabled = false
        }
        guard !deferredConstraints.isEmpty else { return [] }
        var due: [NSLayoutConstraint] = []
        var kept: [WeakConstraint] = []
        for entry in deferredConstraints {
            guard let constraint = entry.constraint, constraint.isConflictDeferred, constraint.storedActive else { continue }
            if isDue(constraint, in: subtree, afterLayout: afterLayout) { due.append(constraint) } else { kept.append(entry) }
        }
        deferredConstraints = kept
        deferringDisabled = true
        defer { deferringDisabled = false }
        var installed: [NSLayoutConstraint] = []
        for constraint in due {
            constraint.isConflictDeferred = false
            install(constraint)
            if constraint.solverConstraint != nil { installed.append(constraint) }
        }
        return installed
    }

    /// Sets constraints that a fitting-size solve installed back aside, for the view's own
    /// layout to try once it has its size.
    func setAsideAgain(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints.reversed() where constraint.solverConstraint != nil {
            uninstall(constraint)
            constraint.isConflictDeferred = true
            setAside(constraint)
        }
    }

    /// Adds a constraint to the set-aside list, first dropping the entries of constraints
    /// gone or installed since whenever the list has doubled (amortised constant time), so
    /// that views that never reach a window do not grow it without bound.
    private func setAside(_ constraint: NSLayoutConstraint) {
        if deferredConstraints.count >= deferredPruneThreshold {
            deferredConstraints.removeAll { $0.constraint?.isConflictDeferred != true }
            deferredPruneThreshold = max(64, 2 * deferredConstraints.count)
        }
        deferredConstraints.append(WeakConstraint(constraint))
    }

    func uninstall(_ constraint: NSLayoutConstraint) {
        constraint.isConflictDeferred = false
        guard let made = constraint.solverConstraint else { return }
        constraint.solverConstraint = nil
        constraintOwners[ObjectIdentifier(made)] = nil
        try? solver.remove(made)
        solutionChanged = true
    }

    /// Changes an installed constraint's constant incrementally; a conflict is reported and
    /// the constant stays what it was in the solver.
    func updateConstant(of constraint: NSLayoutConstraint) -> Bool {
        guard let made = constraint.solverConstraint else {
            if constraint.isBroken || constraint.isConflictDeferred { install(constraint) }
            return true
        }
        guard let expression = expression(for: constraint) else { return false }
        do {
            try solver.setConstant(-expression.constant, for: made)
            solutionChanged = true
            return true
        } catch {
            reportUnsatisfiable(error, breaking: constraint, made: made)
            return false
        }
    }

    private func makeSolverConstraint(_ constraint: NSLayoutConstraint) -> LayoutSolver.Constraint? {
        guard let expression = expression(for: constraint) else { return nil }
        let relation: LayoutSolver.Relation = switch constraint.relation {
        case .equal: .equal
        case .lessThanOrEqual: .lessThanOrEqual
        case .greaterThanOrEqual: .greaterThanOrEqual
        }
        let made = LayoutSolver.Constraint(expression, relation, strength: Strength(Self.clamp(constraint.priority)))
        made.identifier = constraint.description
        return made
    }

    /// `first − multiplier × second − constant`, both sides in the container's coordinates.
    func expression(for constraint: NSLayoutConstraint) -> LinearExpression? {
        guard let firstItem = constraint.storedFirstItem,
              let first = expression(firstItem, constraint.firstAttribute) else { return nil }
        var result = first
        if let secondItem = constraint.storedSecondItem {
            guard let second = expression(secondItem, constraint.secondAttribute) else { return nil }
            result = result - Double(constraint.multiplier) * second
            // Locations are measured from the container's origin: with a multiplier other than
            // 1 the origin does not cancel out.
            if !constraint.firstAttribute.isDimension, constraint.multiplier != 1,
               let container = constraint.container, let variables = container.layoutState?.variables {
                let origin = constraint.firstAttribute.isHorizontal ? variables.left : variables.top
                result = result - (1 - Double(constraint.multiplier)) * LinearExpression(origin)
            }
        }
        return result - Double(constraint.constant)
    }

    /// An attribute of a view (of its alignment rectangle) or of a guide, as an expression.
    func expression(_ item: AnyObject, _ attribute: NSLayoutConstraint.Attribute) -> LinearExpression? {
        // Under right-to-left, leading and trailing are the right and left edges measured
        // leftwards, so that a positive constant still moves toward trailing (References §22).
        if let mirrored = mirroredEdge(attribute, of: item) {
            return expression(item, mirrored).map { -1.0 * $0 }
        }
        if let view = item as? UIView {
            if let base = attribute.marginBase { return expression(view.layoutMarginsGuide, base) }
            let v = variables(for: view)
            let insets = view.alignmentRectInsets
            let l = Double(insets.left), r = Double(insets.right), t = Double(insets.top), b = Double(insets.bottom)
            switch attribute {
            case .left, .leading: return LinearExpression(v.left) + l
            case .right, .trailing: return LinearExpression(v.left) + LinearExpression(v.width) - r
            case .top: return LinearExpression(v.top) + t
            case .bottom: return LinearExpression(v.top) + LinearExpression(v.height) - b
            case .width: return LinearExpression(v.width) - (l + r)
            case .height: return LinearExpression(v.height) - (t + b)
            case .centerX: return LinearExpression(v.left) + 0.5 * LinearExpression(v.width) + (l - r) / 2
            case .centerY: return LinearExpression(v.top) + 0.5 * LinearExpression(v.height) + (t - b) / 2
            case .firstBaseline:
                let offset = view.forFirstBaselineLayout.firstBaselineOffsetFromTop
                return offset.map { LinearExpression(v.top) + Double($0) } ?? LinearExpression(v.top) + LinearExpression(v.height) - b
            case .lastBaseline:
                let offset = view.forLastBaselineLayout.lastBaselineOffsetFromBottom
                return LinearExpression(v.top) + LinearExpression(v.height) - Double(offset ?? 0) - b
            default: return nil
            }
        }
        if let guide = item as? UILayoutGuide {
            guard let v = variables(for: guide) else { return nil }
            switch attribute.marginBase ?? attribute {
            case .left, .leading: return LinearExpression(v.left)
            case .right, .trailing: return LinearExpression(v.left) + LinearExpression(v.width)
            case .top: return LinearExpression(v.top)
            case .bottom, .firstBaseline, .lastBaseline: return LinearExpression(v.top) + LinearExpression(v.height)
            case .width: return LinearExpression(v.width)
            case .height: return LinearExpression(v.height)
            case .centerX: return LinearExpression(v.left) + 0.5 * LinearExpression(v.width)
            case .centerY: return LinearExpression(v.top) + 0.5 * LinearExpression(v.height)
            default: return nil
            }
        }
        return nil
    }

    static func clamp(_ priority: UILayoutPriority) -> Float {
        let value = priority.rawValue
        guard value.isFinite else { return 1000 }
        return min(max(value, 1), 1000)
    }

    // MARK: Intrinsic content size

    func enqueueIntrinsic(_ view: UIView) {
        guard let state = view.layoutState, state.variables != nil else { return }
        state.intrinsicDirty = true
        solutionChanged = true
        guard !state.queuedForIntrinsic else { return }
        state.queuedForIntrinsic = true
        intrinsicQueue.append(WeakView(view))
    }

    /// Turns the intrinsic content size into content-size constraints: hugging (`≤`) and
    /// compression resistance (`≥`) at the view's priorities, per axis with a size.
    func applyIntrinsicSize(_ view: UIView) {
        guard let state = view.layoutState, let variables = state.variables else { return }
        state.intrinsicDirty = false
        removeQuietly(state.intrinsicConstraints)
        state.intrinsicConstraints = []
        state.appliedIntrinsicSize = nil
        guard !state.translatesAutoresizingMask else { return }
        let size = view.intrinsicContentSize
        state.appliedIntrinsicSize = size
        let insets = view.alignmentRectInsets
        var made: [LayoutSolver.Constraint] = []
        if size.width != UIView.noIntrinsicMetric, size.width.isFinite {
            let width = LinearExpression(variables.width) - Double(insets.left + insets.right)
            made.append((width <= Double(size.width)).withPriority(Self.clamp(state.huggingHorizontal)))
            made.append((width >= Double(size.width)).withPriority(Self.clamp(state.compressionHorizontal)))
        }
        if size.height != UIView.noIntrinsicMetric, size.height.isFinite {
            let height = LinearExpression(variables.height) - Double(insets.top + insets.bottom)
            made.append((height <= Double(size.height)).withPriority(Self.clamp(state.huggingVertical)))
            made.append((height >= Double(size.height)).withPriority(Self.clamp(state.compressionVertical)))
        }
        for constraint in made {
            constraint.identifier = "\(view.traceName) content size \(size.traceDescription)"
            do { try solver.add(constraint) } catch {
                report(error, adding: "the intrinsic content size of \(view.traceName)")
                continue
            }
            state.intrinsicConstraints.append(constraint)
        }
        solutionChanged = true
    }

    // MARK: Update constraints

    func enqueueUpdate(_ view: UIView) {
        let state = view.autoLayout
        state.needsUpdateConstraints = true
        guard !state.queuedForUpdate else { return }
        state.queuedForUpdate = true
        updateQueue.append(WeakView(view))
    }

    /// Delivers `updateConstraints()` bottom-up to the queued views in `subtree` (or in a
    /// window when nil), repeating for views that the updates flag in turn.
    func updateConstraintsPass(in subtree: UIView?) {
        for _ in 0..<LayoutEngine.roundLimit {
            var batch: [UIView] = []
            var kept: [WeakView] = []
            for entry in updateQueue {
                guard let view = entry.view, let state = view.layoutState else { continue }
                let eligible = subtree.map { view.isDescendant(of: $0) } ?? (view.storedWindow != nil)
                if eligible { state.queuedForUpdate = false; batch.append(view) } else { kept.append(entry) }
            }
            updateQueue = kept
            guard !batch.isEmpty else { return }
            let keyed = batch.map { ($0.depth, $0) }.enumerated().sorted { a, b in
                a.element.0 != b.element.0 ? a.element.0 > b.element.0 : a.offset < b.offset
            }
            for (_, pair) in keyed {
                let view = pair.1
                guard view.layoutState?.needsUpdateConstraints == true else { continue }
                view.updateFrameworkConstraints()
                if let controller = view.owningViewController {
                    runtime.deliver(controller, .updateViewConstraints) { controller.updateViewConstraints() }
                } else {
                    runtime.deliver(view, .updateConstraints) { view.updateConstraints() }
                }
                view.layoutState?.needsUpdateConstraints = false
            }
        }
    }

    // MARK: Solving and applying

    /// The start of a layout round (see the type's documentation).
    ///
    /// `retryingDeferred` is false for a fitting-size solve, which tries the constraints set
    /// aside itself, once the fitted view's frame constraints are out.
    func prepareLayout(in subtree: UIView?, retryingDeferred: Bool = true) {
        updateConstraintsPass(in: subtree)
        if retryingDeferred { retryDeferred(in: subtree) }
        for round in 0..<8 {
            let intrinsic = intrinsicQueue
            intrinsicQueue = []
            for entry in intrinsic {
                guard let view = entry.view, let state = view.layoutState else { continue }
                state.queuedForIntrinsic = false
                if state.intrinsicDirty { applyIntrinsicSize(view) }
            }
            guard solutionChanged || round == 0 else { return }
            solutionChanged = false
            readSolution()
            applyFrames()
            refreshGuides()
            refreshWrapping()
            if !solutionChanged && intrinsicQueue.isEmpty { return }
        }
    }

    /// Copies the solution into the variables' values, remembering which changed until the
    /// frames are applied (a fitting-size solve reads it too, and must not lose them).
    func readSolution() {
        changedVariables.formUnion(solver.updateVariables().map(\.id))
    }

    /// The solver changed outside a pass (a fitting-size solve): the next pass reads it.
    func noteSolverChanged() { solutionChanged = true }

    /// Sets the frames of the views whose variables changed (and of their subviews in the
    /// engine, whose origins are relative to them).
    private func applyFrames() {
        guard !changedVariables.isEmpty else { return }
        var views: [UIView] = []
        var seen = Set<ObjectIdentifier>()
        for id in changedVariables.sorted() {
            let slot = Int(id / 4)
            guard slot < owners.count else { continue }
            let owner = owners[slot]
            if let view = owner.view, seen.insert(ObjectIdentifier(view)).inserted {
                views.append(view)
                for subview in view.storedSubviews where subview.layoutState?.variables != nil {
                    if seen.insert(ObjectIdentifier(subview)).inserted { views.append(subview) }
                }
            } else if let guide = owner.guide, let scroll = guide.storedOwningView as? UIScrollView,
                      guide.systemRole == .scrollContent {
                let size = CGSize(width: value(guide.variables!.width), height: value(guide.variables!.height))
                if scroll.contentSize != size { scroll.contentSize = size }
            }
        }
        changedVariables = []
        isApplyingFrames = true
        defer { isApplyingFrames = false }
        for view in views {
            let frame = solvedFrame(of: view)
            if frame != view.storedFrame { view.frameMechanism = frame }
        }
    }

    /// The view's frame from the solution, rounded to the screen's pixels.
    func solvedFrame(of view: UIView) -> CGRect {
        guard let v = view.layoutState?.variables else { return view.storedFrame }
        var minX = value(v.left), minY = value(v.top)
        var maxX = minX + value(v.width), maxY = minY + value(v.height)
        if let parent = view.storedSuperview?.layoutState?.variables {
            let px = value(parent.left), py = value(parent.top)
            minX -= px; maxX -= px; minY -= py; maxY -= py
        }
        let scale = runtime.screen.scale
        func round(_ x: CGFloat) -> CGFloat { (x * scale).rounded() / scale }
        return CGRect(x: round(minX), y: round(minY), width: max(0, round(maxX) - round(minX)),
                      height: max(0, round(maxY) - round(minY)))
    }

    func value(_ variable: Variable) -> CGFloat { CGFloat(solver.value(of: variable)) }

    private func markChanged(_ view: UIView) {
        solutionChanged = true
    }

    // MARK: Guides

    /// Margins or safe-area inputs changed (margins set, additional insets): the guides are
    /// refreshed at the next layout round.
    func noteInsetsInputChanged() { solutionChanged = true }

    func registerGuideOwner(_ view: UIView) {
        if !guideOwners.contains(where: { $0.view === view }) { guideOwners.append(WeakView(view)) }
    }

    /// The constraints placing a system guide inside its owner.
    private func attachSystemGuide(_ guide: UILayoutGuide, role: SystemGuideRole, to owner: UIView) {
        guard let g = guide.variables, let v = owner.layoutState?.variables, let state = owner.layoutState else { return }
        func inset(_ insets: UIEdgeInsets) -> [LayoutSolver.Constraint] {
            [LinearExpression(g.left) - LinearExpression(v.left) == Double(insets.left),
             LinearExpression(g.top) - LinearExpression(v.top) == Double(insets.top),
             LinearExpression(v.width) - LinearExpression(g.width) == Double(insets.left + insets.right),
             LinearExpression(v.height) - LinearExpression(g.height) == Double(insets.top + insets.bottom)]
        }
        var made: [LayoutSolver.Constraint]
        switch role {
        case .safeArea:
            let insets = owner.computedSafeAreaInsets()
            made = inset(insets)
            state.safeAreaGuideConstraints = made
            state.appliedSafeAreaInsets = insets
            registerGuideOwner(owner)
        case .margins:
            let margins = owner.effectiveLayoutMargins()
            made = inset(margins)
            state.marginsGuideConstraints = made
            state.appliedMargins = margins
            registerGuideOwner(owner)
        case .readableContent:
            guard let m = variables(for: owner.layoutMarginsGuide) else { return }
            made = [LinearExpression(g.top) == LinearExpression(m.top), LinearExpression(g.height) == LinearExpression(m.height),
                    LinearExpression(g.left) + 0.5 * LinearExpression(g.width) == LinearExpression(m.left) + 0.5 * LinearExpression(m.width),
                    LinearExpression(g.width) <= LinearExpression(m.width), LinearExpression(g.width) <= Double(LayoutMetrics.readableWidth),
                    (LinearExpression(g.width) == LinearExpression(m.width)).withPriority(999)]
        case .keyboard:
            // The height follows the keyboard (TextInput/KeyboardGuides.swift); refreshed with the insets.
            let height = owner.keyboardGuideHeight()
            let heightConstraint = LinearExpression(g.height) == Double(height)
            made = [LinearExpression(g.left) == LinearExpression(v.left), LinearExpression(g.width) == LinearExpression(v.width),
                    heightConstraint,
                    LinearExpression(g.top) + LinearExpression(g.height) == LinearExpression(v.top) + LinearExpression(v.height)]
            state.keyboardGuideHeightConstraint = heightConstraint
            state.appliedKeyboardGuideHeight = height
            registerGuideOwner(owner)
        case .scrollContent:
            made = [LinearExpression(g.left) == LinearExpression(v.left), LinearExpression(g.top) == LinearExpression(v.top)]
        case .scrollFrame:
            made = inset(.zero)
        case .stackSpacer:
            made = []
        }
        for constraint in made {
            constraint.identifier = guide.traceName
            do { try solver.add(constraint) } catch { report(error, adding: guide.traceName) }
        }
        solutionChanged = true
    }

    /// Moves the safe-area and margins guides to their owners' current insets.
    private func refreshGuides() {
        guideOwners.removeAll { $0.view == nil }
        for entry in guideOwners {
            guard let view = entry.view, let state = view.layoutState else { continue }
            if !state.safeAreaGuideConstraints.isEmpty {
                let insets = view.computedSafeAreaInsets()
                if insets != state.appliedSafeAreaInsets {
                    state.appliedSafeAreaInsets = insets
                    view.setNeedsLayout()
                    setInsets(insets, on: state.safeAreaGuideConstraints)
                }
            }
            if let constraint = state.keyboardGuideHeightConstraint {
                let height = view.keyboardGuideHeight()
                if height != state.appliedKeyboardGuideHeight {
                    state.appliedKeyboardGuideHeight = height
                    view.setNeedsLayout()
                    do { try solver.setConstant(Double(height), for: constraint) } catch { report(error, adding: "keyboard guide") }
                    solutionChanged = true
                }
            }
            if !state.marginsGuideConstraints.isEmpty {
                let margins = view.effectiveLayoutMargins()
                if margins != state.appliedMargins {
                    state.appliedMargins = margins
                    view.setNeedsLayout()
                    setInsets(margins, on: state.marginsGuideConstraints)
                }
            }
        }
    }

    private func setInsets(_ insets: UIEdgeInsets, on constraints: [LayoutSolver.Constraint]) {
        let values = [insets.left, insets.top, insets.left + insets.right, insets.top + insets.bottom]
        for (constraint, value) in zip(constraints, values) {
            do { try solver.setConstant(Double(value), for: constraint) } catch { report(error, adding: "insets \(insets.traceDescription)") }
        }
        solutionChanged = true
    }

    /// Multi-line labels re-measure at the width they got.
    private func refreshWrapping() {
        wrappingViews.removeAll { $0.view == nil }
        for entry in wrappingViews {
            guard let label = entry.view as? UILabel, let state = label.layoutState, !state.translatesAutoresizingMask,
                  label.numberOfLines != 1, label.preferredMaxLayoutWidth == 0 else { continue }
            if label.measuredWidth != label.storedFrame.width {
                label.measuredWidth = label.storedFrame.width
                enqueueIntrinsic(label)
            }
        }
    }

    // MARK: Leaving

    /// Takes a view that is going away out of the engine: its frame constraints, content-size
    /// constraints and installed constraints.
    ///
    /// Its installed constraints leave newest first, the reverse of the order they went in. In
    /// the solver's tableau a constraint's marker appears in the row of every variable that
    /// was solved through it, so in a chain of n views (each one's top on the previous one's
    /// bottom) the first constraint's marker is in n rows: taken out oldest first, each removal
    /// rewrote every row below it, and a container holding a chain of n views cost n³ to
    /// release (1,000 views: most of a minute). Newest first, each removal finds its marker in
    /// the one row it made (References §51.4).
    func retire(_ view: UIView) {
        guard let state = view.layoutState else { return }
        removeQuietly(state.positionConstraints)
        removeQuietly(state.intrinsicConstraints)
        state.placementDeferred = false
        state.positionConstraints = []
        state.intrinsicConstraints = []
        for constraint in state.constraints.reversed() { uninstall(constraint); constraint.storedActive = false }
        state.constraints = []
    }

    /// Takes solver constraints out, newest first (see ``retire(_:)``).
    func removeQuietly(_ constraints: [LayoutSolver.Constraint]) {
        for constraint in constraints.reversed() where solver.contains(constraint) { try? solver.remove(constraint) }
        if !constraints.isEmpty { solutionChanged = true }
    }

    // MARK: Diagnostics

    /// Reports a broken constraint in the text UIKit logs (References §45.2): the
    /// `[LayoutConstraints]` category, the conflicting constraints in a comma-separated list,
    /// the one broken, and the two lines about `UIViewAlertForUnsatisfiableConstraints` that
    /// tools and runbooks search for.
    private func reportUnsatisfiable(_ error: SolverError, breaking constraint: NSLayoutConstraint,
                                     made: LayoutSolver.Constraint) {
        var lines = ["[LayoutConstraints] Unable to simultaneously satisfy constraints.",
                     "\tProbably at least one of the constraints in the following list is one you don't want. ",
                     "\tTry this: ",
                     "\t\t(1) look at each constraint and try to figure out which you don't expect; ",
                     "\t\t(2) find the code that added the unwanted constraint or constraints and fix it. ",
                     "("]
        var conflicting = error.conflicting.filter { $0 !== made }.map(describe)
        if conflicting.isEmpty { conflicting = [constraint.description] }
        if !conflicting.contains(constraint.description) { conflicting.append(constraint.description) }
        for (index, text) in conflicting.enumerated() {
            lines.append("    \"\(text)\"" + (index < conflicting.count - 1 ? "," : ""))
        }
        lines.append(")")
        lines.append("")
        lines.append("Will attempt to recover by breaking constraint ")
        lines.append(constraint.description)
        if error.kind != .unsatisfiable { lines.append("(\(error.message))") }
        lines.append("")
        lines.append("Make a symbolic breakpoint at UIViewAlertForUnsatisfiableConstraints to catch this in the debugger.")
        lines.append("The methods in the UIConstraintBasedLayoutDebugging category on UIView listed in <UIKitCore/UIView.h> may also be helpful.")
        let subject = (constraint.storedFirstItem as? UIView) ?? (constraint.storedFirstItem as? UILayoutGuide)?.storedOwningView
        runtime.report(.warning, .autolayoutUnsatisfiable, lines.joined(separator: "\n"), about: subject)
    }

    private func describe(_ constraint: LayoutSolver.Constraint) -> String {
        if let owner = constraintOwners[ObjectIdentifier(constraint)]?.constraint { return owner.description }
        return "<\(constraint.identifier ?? "engine") \(solver.describe(constraint))>"
    }

    private func report(_ error: SolverError, adding what: String) {
        runtime.report(.warning, .autolayoutUnsatisfiable,
                       "Unable to simultaneously satisfy constraints: \(what) conflicts with required constraints (\(error.conflicting.map(describe).joined(separator: "; "))) and is left out.")
    }
}

/// A view or guide whose variables the engine holds, unretained by it.
struct LayoutOwner {
    weak var view: UIView?
    weak var guide: UILayoutGuide?
    init(view: UIView) { self.view = view }
    init(guide: UILayoutGuide) { self.guide = guide }
}

struct WeakView {
    weak var view: UIView?
    init(_ view: UIView) { self.view = view }
}

struct WeakConstraint {
    weak var constraint: NSLayoutConstraint?
    init(_ constraint: NSLayoutConstraint) { self.constraint = constraint }
}

extension NSLayoutConstraint.Attribute {
    /// The edge a margin attribute is of the margins guide.
    var marginBase: NSLayoutConstraint.Attribute? {
        switch self {
        case .leftMargin: .left
        case .rightMargin: .right
        case .topMargin: .top
        case .bottomMargin: .bottom
        case .leadingMargin: .leading
        case .trailingMargin: .trailing
        case .centerXWithinMargins: .centerX
        case .centerYWithinMargins: .centerY
        default: nil
        }
    }
}
