import HeadlessCore
import Foundation

/// The column mechanism: which controller is in which column, which columns are on screen,
/// and their frames. Everything that changes what is shown flags the view for layout, and the
/// next layout places the columns (``UIViewController/layOutChildViews(in:)``), so a change of
/// size class from a rotation or a window resize re-arranges the columns in the same pass.
extension UISplitViewController {
    /// The columns in display order, for this style.
    var columnsInOrder: [Column] {
        style == .tripleColumn ? [.primary, .supplementary, .secondary] : [.primary, .secondary]
    }

    func setClassicViewControllers(_ controllers: [UIViewController]) {
        guard style == .unspecified else {
            runtime.report(.warning, .splitViewControllerColumnStyle,
                           "\(traceName).viewControllers was set on a split view controller created with init(style:). Use setViewController(_:for:) for each column instead.",
                           about: self)
            return
        }
        setColumn(.primary, to: controllers.first)
        setColumn(.secondary, to: controllers.count > 1 ? controllers[1] : nil)
    }

    func setColumn(_ column: Column, to controller: UIViewController?) {
        if column == .supplementary && style != .tripleColumn {
            runtime.report(.warning, .splitViewControllerColumnStyle,
                           "\(traceName).setViewController(_:for: .supplementary) was called on a split view controller that is not .tripleColumn. Create it with UISplitViewController(style: .tripleColumn) to show a supplementary column.",
                           about: self)
            return
        }
        let old = columns[column]
        guard old !== controller else { return }
        if let old, !columns.contains(where: { $0.key != column && $0.value === old }) {
            old.willMove(toParent: nil)
            old.viewIfLoaded?.removeFromSuperview()
            old.removeFromParent()
        }
        columns[column] = controller
        if let controller, controller.parent !== self {
            addChild(controller)
            controller.didMove(toParent: self)
        }
        viewIfLoaded?.setNeedsLayout()
    }

    func showColumn(_ column: Column) {
        if isCollapsed {
            collapsedTopColumn = column
            viewIfLoaded?.setNeedsLayout()
            return
        }
        switch column {
        case .primary:
            changeDisplayMode(to: splitBehavior == .overlay ? .oneOverSecondary : .oneBesideSecondary)
        case .supplementary:
            changeDisplayMode(to: splitBehavior == .overlay ? .twoOverSecondary : .twoBesideSecondary)
        case .secondary, .compact, .inspector:
            break
        }
    }

    func hideColumn(_ column: Column) {
        guard !isCollapsed else { return }
        switch column {
        case .primary:
            changeDisplayMode(to: .secondaryOnly)
        case .supplementary:
            changeDisplayMode(to: displayMode == .secondaryOnly ? .secondaryOnly : .oneBesideSecondary)
        case .secondary, .compact, .inspector:
            break
        }
    }

    /// The mode ``UISplitViewController/preferredDisplayMode`` resolves to now.
    var resolvedPreferredDisplayMode: DisplayMode {
        if isCollapsed { return .secondaryOnly }
        guard preferredDisplayMode == .automatic else { return preferredDisplayMode }
        return style == .tripleColumn ? .twoBesideSecondary : .oneBesideSecondary
    }

    func updateDisplayMode() {
        changeDisplayMode(to: resolvedPreferredDisplayMode)
    }

    /// Changes the shown mode, telling the delegate first.
    func changeDisplayMode(to mode: DisplayMode) {
        guard mode != storedDisplayMode else { return }
        // The first resolution of `.automatic` is not a change the delegate hears about.
        if storedDisplayMode != .automatic { delegate?.splitViewController(self, willChangeTo: mode) }
        storedDisplayMode = mode
        viewIfLoaded?.setNeedsLayout()
    }

    var resolvedPrimaryColumnWidth: CGFloat {
        let width = viewIfLoaded?.bounds.width ?? runtime.screen.bounds.width
        var column: CGFloat
        if preferredPrimaryColumnWidth >= 0 {
            column = preferredPrimaryColumnWidth
        } else if preferredPrimaryColumnWidthFraction >= 0 {
            column = width * preferredPrimaryColumnWidthFraction
        } else {
            column = min(320, width / 2)
        }
        if minimumPrimaryColumnWidth >= 0 { column = max(column, minimumPrimaryColumnWidth) }
        if maximumPrimaryColumnWidth >= 0 { column = min(column, maximumPrimaryColumnWidth) }
        return max(0, min(column, width))
    }

    /// The columns on screen now, back to front.
    var shownColumns: [Column] {
        if isCollapsed {
            let top = collapsedTopColumn.flatMap { columns[$0] == nil ? nil : $0 }
                ?? (columns[.compact] != nil ? .compact : columns[.primary] != nil ? .primary : .secondary)
            return [top]
        }
        switch displayMode {
        case .secondaryOnly:
            return [.secondary]
        case .automatic, .oneBesideSecondary, .oneOverSecondary:
            return [.secondary, .primary]
        case .twoBesideSecondary, .twoOverSecondary, .twoDisplaceSecondary:
            return style == .tripleColumn ? [.secondary, .supplementary, .primary] : [.secondary, .primary]
        }
    }

    /// Puts the shown columns' views in `view` (and takes the others out), then gives each its
    /// frame.
    func layOutColumns(in view: UIView) {
        // The first layout, and every change between collapsed and expanded, resolve the
        // display mode anew; a mode set by show(_:) or hide(_:) holds until then.
        if storedDisplayMode == .automatic || laidOutCollapsed != isCollapsed {
            let changed = laidOutCollapsed.map { $0 != isCollapsed } ?? false
            laidOutCollapsed = isCollapsed
            updateDisplayMode()
            // Where `showDetailViewController(_:sender:)` shows changed: from a push on the
            // collapsed stack to the secondary column, or back (References §56.3).
            if changed {
                NotificationCenter.default.post(name: UIViewController.showDetailTargetDidChangeNotification, object: self)
            }
        }
        let shown = shownColumns
        let shownControllers = shown.compactMap { columns[$0] }
        for controller in columns.values where !shownControllers.contains(identicalTo: controller) {
            if let child = controller.viewIfLoaded, child.superview === view { child.removeFromSuperview() }
        }
        for controller in shownControllers where controller.view.superview !== view {
            view.addSubview(controller.view)
        }
        let bounds = view.bounds
        guard !isCollapsed else {
            for controller in shownControllers { controller.view.frame = bounds }
            return
        }
        let width = resolvedPrimaryColumnWidth
        let overlays = [.oneOverSecondary, .twoOverSecondary].contains(displayMode)
        var x: CGFloat = 0
        var frames: [Column: CGRect] = [:]
        for column in columnsInOrder where column != .secondary && shown.contains(column) {
            frames[column] = CGRect(x: x, y: 0, width: width, height: bounds.height)
            x += width
        }
        frames[.secondary] = overlays ? bounds
            : CGRect(x: x, y: 0, width: max(0, bounds.width - x), height: bounds.height)
        for (column, frame) in frames {
            guard let controller = columns[column] else { continue }
            var placed = frame
            if primaryEdge == .trailing { placed.origin.x = bounds.width - frame.maxX }
            controller.view.frame = placed
        }
    }
}
