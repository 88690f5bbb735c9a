import HeadlessCore
import Foundation
internal import LayoutSolver

extension UIView {
    /// How a view resizes when its superview's size changes (springs and struts).
    public struct AutoresizingMask: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let flexibleLeftMargin = AutoresizingMask(rawValue: 1 << 0)
        public static let flexibleWidth = AutoresizingMask(rawValue: 1 << 1)
        public static let flexibleRightMargin = AutoresizingMask(rawValue: 1 << 2)
        public static let flexibleTopMargin = AutoresizingMask(rawValue: 1 << 3)
        public static let flexibleHeight = AutoresizingMask(rawValue: 1 << 4)
        public static let flexibleBottomMargin = AutoresizingMask(rawValue: 1 << 5)
    }

    /// The value of an axis of ``intrinsicContentSize`` that has no natural size.
    public static let noIntrinsicMetric: CGFloat = -1
    /// The smallest size, for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingCompressedSize = CGSize(width: 0, height: 0)
    /// The largest size, for ``systemLayoutSizeFitting(_:)``.
    public static let layoutFittingExpandedSize = CGSize(width: 10_000_000, height: 10_000_000)

    /// The view's Auto Layout state, made on first use.
    var autoLayout: AutoLayoutState {
        if let state = layoutState { return state }
        let state = AutoLayoutState()
        layoutState = state
        return state
    }

    /// Whether the view takes part in the Auto Layout engine.
    var isInLayoutEngine: Bool { layoutState?.variables != nil }

    func setTranslatesAutoresizingMask(_ value: Bool) {
        let state = autoLayout
        guard state.translatesAutoresizingMask != value else { return }
        state.translatesAutoresizingMask = value
        guard state.variables != nil else { return }
        let engine = runtime.autoLayout
        engine.place(self)
        engine.enqueueIntrinsic(self)
        requestLayoutPass()
    }

    func setAutoresizingMask(_ mask: AutoresizingMask) {
        let state = autoLayout
        guard state.autoresizingMask != mask else { return }
        state.autoresizingMask = mask
        if state.variables != nil { runtime.autoLayout.place(self) }
    }

    func removeConstraintMechanism(_ constraint: NSLayoutConstraint) {
        guard constraint.container === self else { return }
        constraint.deactivateMechanism()
    }

    func setNeedsUpdateConstraintsMechanism() {
        runtime.autoLayout.enqueueUpdate(self)
    }

    func updateConstraintsIfNeededMechanism() {
        guard let engine = runtime.autoLayoutIfMade else { return }
        engine.updateConstraintsPass(in: self)
    }

    func invalidateIntrinsicContentSizeMechanism() {
        guard let state = layoutState, state.variables != nil else { return }
        runtime.autoLayout.enqueueIntrinsic(self)
        requestLayoutPass()
    }

    func setContentPriority(_ priority: UILayoutPriority, hugging: Bool, for axis: NSLayoutConstraint.Axis) {
        let state = autoLayout
        switch (hugging, axis) {
        case (true, .horizontal): state.huggingHorizontal = priority
        case (true, .vertical): state.huggingVertical = priority
        case (false, .horizontal): state.compressionHorizontal = priority
        case (false, .vertical): state.compressionVertical = priority
        }
        if state.variables != nil { invalidateIntrinsicContentSizeMechanism() }
    }

    /// Flags the superview (or the view, for a root) so that the run loop's next layout pass
    /// solves the engine; the engine's own work starts every pass.
    func requestLayoutPass() {
        (storedSuperview ?? self).setNeedsLayout()
    }

    /// The fitting size: the view's frame constraints are set aside, its width and height
    /// held to the target at the fitting priorities, the engine solved and put back.
    /// Constraints set aside outside a window (References §58.5) join the solve.
    func systemLayoutSizeFittingMechanism(_ target: CGSize, horizontal: UILayoutPriority,
                                          vertical: UILayoutPriority) -> CGSize {
        let engine = runtime.autoLayout
        engine.prepareLayout(in: self, retryingDeferred: false)
        let variables = engine.variables(for: self)
        let solver = engine.solver
        let state = autoLayout
        let saved = state.positionConstraints
        engine.removeQuietly(saved)
        // Constraints set aside outside a window take part, without the frame they conflicted
        // with; a conflict among them is reported now. After the solve they go back aside, for
        // the layout at the fitted size to try (References §58.5).
        let retried = engine.retryDeferred(in: self, afterLayout: false)
        var temporary: [LayoutSolver.Constraint] = [
            LinearExpression(variables.left) == Double(engine.value(variables.left)),
            LinearExpression(variables.top) == Double(engine.value(variables.top)),
        ]
        for (variable, length, priority) in [(variables.width, target.width, horizontal), (variables.height, target.height, vertical)]
        where length.isFinite {
            let strength = min(AutoLayoutEngine.clamp(priority), 999.5)
            temporary.append((LinearExpression(variable) == Double(length)).withPriority(strength))
        }
        var added: [LayoutSolver.Constraint] = []
        for constraint in temporary where (try? solver.add(constraint)) != nil { added.append(constraint) }
        engine.readSolution()
        let size = CGSize(width: engine.value(variables.width), height: engine.value(variables.height))
        engine.removeQuietly(added)
        engine.setAsideAgain(retried)
        for constraint in saved { try? solver.add(constraint) }
        engine.readSolution()
        engine.noteSolverChanged()
        let scale = runtime.screen.scale
        return CGSize(width: (size.width * scale).rounded(.up) / scale, height: (size.height * scale).rounded(.up) / scale)
    }

    var hasAmbiguousLayoutMechanism: Bool {
        guard let variables = layoutState?.variables, let engine = runtime.autoLayoutIfMade else { return false }
        return [variables.left, variables.top, variables.width, variables.height].contains { engine.solver.isAmbiguous($0) }
    }

    func exerciseAmbiguityMechanism() {
        guard hasAmbiguousLayoutMechanism else { return }
        runtime.report(.warning, .autolayoutAmbiguous,
                       "\(traceName) has an ambiguous layout: its constraints do not fix its position or size (the headless engine keeps the solution it found). Add constraints until hasAmbiguousLayout is false.",
                       about: self)
    }

    // MARK: Hierarchy changes

    /// The view moved to another superview (or none): its frame constraints are made against
    /// the new one, and active constraints whose items no longer share an ancestor go.
    func superviewDidChangeForAutoLayout() {
        guard let engine = runtime.autoLayoutIfMade else { return }
        var stack: [UIView] = [self]
        var orphaned: [NSLayoutConstraint] = []
        while let view = stack.popLast() {
            guard let state = view.layoutState else {
                stack.append(contentsOf: view.storedSubviews)
                continue
            }
            for constraint in state.referencing where constraint.commonAncestor() == nil { orphaned.append(constraint) }
            stack.append(contentsOf: view.storedSubviews)
        }
        for constraint in orphaned { constraint.deactivateMechanism() }
        guard let state = layoutState, state.variables != nil else { return }
        if let superview = storedSuperview { engine.variables(for: superview) }
        engine.place(self)
        requestLayoutPass()
    }

    /// A hidden arranged subview collapses: its stack view arranges again.
    func hiddenDidChange() {
        if let stack = storedSuperview as? UIStackView, stack.arrangedSubviews.contains(identicalTo: self) {
            stack.arrangementDidChange()
        }
    }

    /// Framework constraints a view keeps itself (a stack view's arrangement), made just
    /// before its `updateConstraints()`.
    func updateFrameworkConstraints() {
        (self as? UIStackView)?.rebuildArrangement()
    }

    /// Springs and struts for subviews outside the engine, after the view's size changed.
    func autoresizeSubviews(from oldSize: CGSize) {
        guard layoutState?.autoresizesSubviews ?? true else { return }
        let newSize = storedFrame.size
        for subview in storedSubviews {
            guard let state = subview.layoutState, state.variables == nil, !state.autoresizingMask.isEmpty else { continue }
            var frame = subview.storedFrame
            let mask = state.autoresizingMask
            Self.resize(&frame.origin.x, &frame.size.width, old: oldSize.width, new: newSize.width,
                        mask.contains(.flexibleLeftMargin), mask.contains(.flexibleWidth), mask.contains(.flexibleRightMargin))
            Self.resize(&frame.origin.y, &frame.size.height, old: oldSize.height, new: newSize.height,
                        mask.contains(.flexibleTopMargin), mask.contains(.flexibleHeight), mask.contains(.flexibleBottomMargin))
            if frame != subview.storedFrame { subview.frameMechanism = frame }
        }
    }

    private static func resize(_ origin: inout CGFloat, _ length: inout CGFloat, old: CGFloat, new: CGFloat,
                               _ before: Bool, _ grows: Bool, _ after: Bool) {
        let delta = new - old
        guard delta != 0, before || grows || after else { return }
        let parts = [before ? max(origin, 0) : 0, grows ? max(length, 0) : 0, after ? max(old - origin - length, 0) : 0]
        let flags = [before, grows, after]
        let total = parts.reduce(0, +)
        let count = CGFloat(flags.filter { $0 }.count)
        func share(_ i: Int) -> CGFloat { flags[i] ? (total > 0 ? parts[i] / total : 1 / count) : 0 }
        origin += delta * share(0)
        length += delta * share(1)
    }
}
