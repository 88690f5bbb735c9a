import HeadlessCore
import Foundation

/// Layout guides, the safe area and layout margins.
///
/// ## Safe area
/// A window's safe-area insets are the screen's, from the device model and orientation
/// (status bar, sensor housing, home indicator; ``DeviceModel``). A view's inset on an edge
/// is its superview's inset on that edge less the distance between the two edges (never
/// below zero, never beyond its size; zero where the superview has none, so a scroll view's
/// content reaching beyond its bounds gets no inset there), plus `additionalSafeAreaInsets` when it is a view
/// controller's root view.
///
/// ## Layout margins
/// The margins the app set (8 points on each edge by default; a view controller's root view
/// has the device's system minimum, 16 or 20 points, on the sides and 0 above and below),
/// plus the safe-area insets when `insetsLayoutMarginsFromSafeArea` is true, and at least the
/// superview's margins where they reach into the view when `preservesSuperviewLayoutMargins`
/// is true. Reading ``UIView/layoutMargins`` gives these effective margins.
///
/// ## Change callbacks
/// In the layout pass, once the superview has laid the view out and before its controller's
/// `viewIsAppearing(_:)` and `viewWillLayoutSubviews()` and its own `layoutSubviews()`, for a
/// view controller's root view and for views that take part in Auto Layout: when its safe-area
/// insets changed, `safeAreaInsetsDidChange()` then the controller's
/// `viewSafeAreaInsetsDidChange()`; when its margins changed, `layoutMarginsDidChange()` then
/// `viewLayoutMarginsDidChange()`. The first values are compared with those of a view in no
/// window (no safe area, its own margins), so a view first shown under the status bar reports
/// both (References §18). Other views (laid out by frames, not a controller's root) report
/// nothing: a departure, as they would need the insets computed for every view of a screen.
extension UIView {
    func systemGuide(_ role: SystemGuideRole) -> UILayoutGuide {
        let state = autoLayout
        switch role {
        case .safeArea: if let guide = state.safeAreaGuide { return guide }
        case .margins: if let guide = state.marginsGuide { return guide }
        case .readableContent: if let guide = state.readableGuide { return guide }
        case .keyboard: if let guide = state.keyboardGuide { return guide }
        case .scrollContent: if let guide = state.scrollContentGuide { return guide }
        case .scrollFrame: if let guide = state.scrollFrameGuide { return guide }
        default: break
        }
        let guide: UILayoutGuide = role == .keyboard ? UIKeyboardLayoutGuide() : UILayoutGuide()
        guide.systemRole = role
        guide.identifier = switch role {
        case .safeArea: "UIViewSafeAreaLayoutGuide"
        case .margins: "UIViewLayoutMarginsGuide"
        case .readableContent: "UIViewReadableContentGuide"
        case .keyboard: "UIKeyboardLayoutGuide"
        case .scrollContent: "UIScrollView-contentLayoutGuide"
        case .scrollFrame: "UIScrollView-frameLayoutGuide"
        case .stackSpacer: "UISV-spacer"
        }
        guide.storedOwningView = self
        switch role {
        case .safeArea: state.safeAreaGuide = guide
        case .margins: state.marginsGuide = guide
        case .readableContent: state.readableGuide = guide
        case .keyboard: state.keyboardGuide = guide as? UIKeyboardLayoutGuide
        case .scrollContent: state.scrollContentGuide = guide
        case .scrollFrame: state.scrollFrameGuide = guide
        default: break
        }
        state.guides.append(guide)
        return guide
    }

    func addLayoutGuideMechanism(_ guide: UILayoutGuide) {
        if let owner = guide.storedOwningView, owner !== self { owner.removeLayoutGuideMechanism(guide) }
        let state = autoLayout
        guard !state.guides.contains(identicalTo: guide) else { return }
        guide.storedOwningView = self
        state.guides.append(guide)
    }

    func removeLayoutGuideMechanism(_ guide: UILayoutGuide) {
        guard let state = layoutState, state.guides.contains(identicalTo: guide) else { return }
        for constraint in state.referencing where constraint.storedFirstItem === guide || constraint.storedSecondItem === guide {
            constraint.deactivateMechanism()
        }
        state.guides.removeAll(identicalTo: guide)
        guide.storedOwningView = nil
    }

    /// The safe-area insets from the window's geometry (see the extension's documentation):
    /// each edge's inset is what remains of the superview's inset on that edge once the
    /// distance between the two edges is taken off, so a view away from an unsafe edge (or a
    /// scroll view's content beyond its bounds) has none there.
    /// `visit`, when given, receives each view on the way and its insets, from the window
    /// down to this view.
    func computedSafeAreaInsets(visiting visit: ((UIEdgeInsets) -> Void)? = nil) -> UIEdgeInsets {
        guard let windowReference else { return .zero }
        // Unretained steps, as in `isDescendant(of:)`: the receiver keeps its superviews and
        // its window alive for the walk, and strong references here cost a retain and a
        // release per level.
        let window = windowReference.address
        var depth = 0
        var current: UnretainedLink<UIView>? = UnretainedLink(self)
        while let reference = current, reference.address != window {
            depth += 1
            current = reference.object.superviewReference
        }
        guard current?.address == window else { return .zero }
        let windowView = windowReference.object
        var insets = windowView.screenSafeAreaInsets
        if let controller = windowView.owningViewController { insets = insets.adding(controller.additionalSafeAreaInsets) }
        visit?(insets)
        var parent: UIView = windowView
        // The levels from the receiver up (`chain[k]` is `k` steps above it). A short chain
        // makes no array: each level is found by stepping up from the receiver (at most 28
        // steps in all).
        var chain: [UnretainedLink<UIView>] = []
        if depth > Self.shortChainDepth {
            chain.reserveCapacity(depth)
            current = UnretainedLink(self)
            while let reference = current, reference.address != window {
                chain.append(reference)
                current = reference.object.superviewReference
            }
        }
        for distance in stride(from: depth - 1, through: 0, by: -1) {
            var reference = UnretainedLink(self)
            if chain.isEmpty {
                for _ in 0..<distance {
                    guard let step = reference.object.superviewReference else { break }
                    reference = step
                }
            } else {
                reference = chain[distance]
            }
            let view = reference.object
            insets = Self.insets(of: view, in: parent, from: insets)
            visit?(insets)
            parent = view
        }
        return insets
    }

    /// The deepest chain of superviews that the safe-area walk steps through without an array.
    private static let shortChainDepth = 8

    /// The safe-area insets of `view` from its superview's, `outer`: what remains of each
    /// edge's inset once the distance between the two edges is taken off, extended by the
    /// bars of a container whose root view `parent` is, plus the view's controller's
    /// additional insets.
    private static func insets(of view: UIView, in parent: UIView, from outer: UIEdgeInsets) -> UIEdgeInsets {
        let frame = view.storedFrame, bounds = parent.boundsMechanism
        func remaining(_ inset: CGFloat, _ distance: CGFloat, _ size: CGFloat) -> CGFloat {
            inset > 0 ? min(max(0, inset - distance), size) : 0
        }
        var insets = UIEdgeInsets(top: remaining(outer.top, frame.minY - bounds.minY, frame.height),
                                  left: remaining(outer.left, frame.minX - bounds.minX, frame.width),
                                  bottom: remaining(outer.bottom, bounds.maxY - frame.maxY, frame.height),
                                  right: remaining(outer.right, bounds.maxX - frame.maxX, frame.width))
        insets = parent.insetsCoveringBars(insets, child: view, outer: outer)
        if let controller = view.owningViewController { insets = insets.adding(controller.additionalSafeAreaInsets) }
        return insets
    }

    /// The margins (see the extension's documentation).
    func effectiveLayoutMargins() -> UIEdgeInsets {
        effectiveLayoutMargins(safeArea: nil)
    }

    /// The margins, given the view's safe-area insets when the caller has them already.
    ///
    /// A view that preserves its superview's margins takes the larger of its own and what
    /// reaches it of its superview's, which may preserve its own superview's in turn: the
    /// chain is walked upward once and its margins computed outermost first, with the safe
    /// areas of the whole chain from one walk, so a deep chain costs its depth, with no
    /// recursion.
    func effectiveLayoutMargins(safeArea known: UIEdgeInsets?) -> UIEdgeInsets {
        guard layoutState?.preservesSuperviewLayoutMargins == true, storedSuperview != nil else {
            return ownLayoutMargins(safeArea: known)
        }
        var chain: [UIView] = [self]
        while let last = chain.last, last.layoutState?.preservesSuperviewLayoutMargins == true,
              let superview = last.storedSuperview {
            chain.append(superview)
        }
        // The safe areas of the path from the window down to this view; the chain is its end.
        var path: [UIEdgeInsets] = []
        _ = computedSafeAreaInsets { path.append($0) }
        var margins = UIEdgeInsets.zero
        for index in stride(from: chain.count - 1, through: 0, by: -1) {
            let view = chain[index]
            let onPath = path.count - 1 - index
            let safe = index == 0 && known != nil ? known : (onPath >= 0 ? path[onPath] : .zero)
            var own = view.ownLayoutMargins(safeArea: safe)
            if index < chain.count - 1 {
                let outer = margins, frame = view.storedFrame, size = chain[index + 1].storedFrame.size
                own.left = max(own.left, outer.left - frame.minX)
                own.top = max(own.top, outer.top - frame.minY)
                own.right = max(own.right, outer.right - (size.width - frame.maxX))
                own.bottom = max(own.bottom, outer.bottom - (size.height - frame.maxY))
            }
            margins = own
        }
        return margins
    }

    /// The view's own margins, with its safe area when it insets them from it.
    private func ownLayoutMargins(safeArea known: UIEdgeInsets?) -> UIEdgeInsets {
        var margins = layoutState?.layoutMargins ?? defaultLayoutMargins
        if layoutState?.insetsLayoutMarginsFromSafeArea ?? true {
            let safe = known ?? computedSafeAreaInsets()
            margins.top += safe.top
            margins.left += safe.left
            margins.bottom += safe.bottom
            margins.right += safe.right
        }
        return margins
    }

    /// 8 points on each edge; a controller's root view has the system minimum on the sides.
    var defaultLayoutMargins: UIEdgeInsets {
        if owningViewController != nil {
            let side = runtime.screen.model.systemMinimumMargin
            return UIEdgeInsets(top: 0, left: side, bottom: 0, right: side)
        }
        let margin = LayoutMetrics.defaultMargin
        return UIEdgeInsets(top: margin, left: margin, bottom: margin, right: margin)
    }

    func setLayoutMargins(_ margins: UIEdgeInsets) {
        autoLayout.layoutMargins = margins
        marginsInputDidChange()
    }

    func marginsInputDidChange() {
        guard let state = layoutState, state.variables != nil else { return }
        runtime.autoLayout.noteInsetsInputChanged()
        setNeedsLayout()
    }

    /// The change callbacks of the safe area and margins, for the views that report them: a
    /// view controller's root view and views that take part in Auto Layout. Delivered in the
    /// layout pass once the superview has laid the view out, before the controller's
    /// `viewIsAppearing(_:)` and the view's own layout (References §18); a forced layout
    /// (`layoutIfNeeded()`) delivers them just before the view's layout too.
    ///
    /// A view out of a window has no safe area and only its own margins, so the first layout in
    /// a window whose unsafe edges reach the view reports the change.
    func deliverInsetChanges() {
        guard isInLayoutEngine || owningViewController != nil else { return }
        let state = autoLayout
        let safe = computedSafeAreaInsets()
        let margins = effectiveLayoutMargins(safeArea: safe)
        let runtime = self.runtime
        let controller = owningViewController
        // Before iOS 11 (no safe area) the first layout only records the values.
        let firstDisplayReports = runtime.profile.reportsInsetsAtFirstDisplay
        let reportedSafe = state.reportedSafeAreaInsets ?? (firstDisplayReports ? .zero : safe)
        state.reportedSafeAreaInsets = safe
        if reportedSafe != safe {
            runtime.deliver(self, .safeAreaInsetsDidChange, argument: safe.traceArgument) { safeAreaInsetsDidChange() }
            if let controller {
                runtime.deliver(controller, .viewSafeAreaInsetsDidChange) { controller.viewSafeAreaInsetsDidChange() }
            }
        }
        let reportedMargins = state.reportedMargins ?? (firstDisplayReports ? state.layoutMargins ?? defaultLayoutMargins : margins)
        state.reportedMargins = margins
        if reportedMargins != margins {
            runtime.deliver(self, .layoutMarginsDidChange, argument: margins.traceArgument) { layoutMarginsDidChange() }
            if let controller {
                runtime.deliver(controller, .viewLayoutMarginsDidChange) { controller.viewLayoutMarginsDidChange() }
            }
        }
    }

    /// The distance from the top to the first baseline, for views with text.
    var firstBaselineOffsetFromTop: CGFloat? {
        guard let label = self as? UILabel else { return nil }
        return label.textInsetTop + label.resolvedFont.ascender
    }

    /// The distance from the last baseline to the bottom, for views with text.
    var lastBaselineOffsetFromBottom: CGFloat? {
        guard let label = self as? UILabel else { return nil }
        return -label.resolvedFont.descender
    }
}

extension UIWindow {
    /// The screen's safe-area insets, where the window covers the screen.
    var screenSafeAreaInsets: UIEdgeInsets {
        let screen = runtime.screen
        let insets = screen.model.safeAreaInsets(landscape: screen.bounds.width > screen.bounds.height)
        let frame = storedFrame, bounds = screen.bounds
        return UIEdgeInsets(top: max(0, insets.top - frame.minY), left: max(0, insets.left - frame.minX),
                            bottom: max(0, insets.bottom - (bounds.maxY - frame.maxY)),
                            right: max(0, insets.right - (bounds.maxX - frame.maxX)))
    }
}

extension UIEdgeInsets {
    func adding(_ other: UIEdgeInsets) -> UIEdgeInsets {
        UIEdgeInsets(top: top + other.top, left: left + other.left, bottom: bottom + other.bottom, right: right + other.right)
    }
}
