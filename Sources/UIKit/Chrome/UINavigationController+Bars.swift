import HeadlessCore
import Foundation

/// The navigation bar and the toolbar of a navigation controller.
///
/// Both are subviews of the navigation controller's view, in front of the content (they are
/// put back in front each time a child's view goes in). The bar sits at the top of the view's
/// safe area (under the status bar), ``UINavigationBar/preferredHeight`` high; the toolbar
/// sits on the bottom of the safe area, 44 points high, and extends over the home indicator.
/// While they show, each child's safe area excludes them (``UIView/insetsCoveringBars(_:child:outer:)``);
/// hiding or showing one lays the content out again, so views using the safe area get
/// `safeAreaInsetsDidChange()` and their controllers `viewSafeAreaInsetsDidChange()`.
extension UINavigationController {
    var navigationBarMechanism: UINavigationBar {
        if let bar = storedNavigationBar { return bar }
        let bar = UINavigationBar(frame: CGRect(x: 0, y: 0, width: runtime.screen.bounds.width,
                                                height: UINavigationBar.standardHeight))
        bar.navigationController = self
        bar.isHidden = navigationBarHidden
        storedNavigationBar = bar
        return bar
    }

    var toolbarMechanism: UIToolbar {
        if let bar = storedToolbar { return bar }
        let bar = UIToolbar(frame: CGRect(x: 0, y: 0, width: runtime.screen.bounds.width, height: UIToolbar.standardHeight))
        bar.navigationController = self
        bar.isHidden = toolbarHidden
        storedToolbar = bar
        return bar
    }

    func setNavigationBarHiddenMechanism(_ hidden: Bool) {
        guard hidden != navigationBarHidden else { return }
        navigationBarHidden = hidden
        if let bar = storedNavigationBar, bar.isHidden != hidden {
            bar.isHidden = hidden
        } else {
            barsDidChange()
        }
    }

    func setToolbarHiddenMechanism(_ hidden: Bool) {
        guard hidden != toolbarHidden else { return }
        toolbarHidden = hidden
        if !hidden, let container = storedView { installBars(in: container) }
        storedToolbar?.isHidden = hidden
        barsDidChange()
    }

    /// Puts the bars in the view (the toolbar once it was shown), in front of the content.
    func installBars(in container: UIView) {
        let bar = navigationBarMechanism
        if bar.storedSuperview === container {
            container.bringSubviewToFrontMechanism(bar)
        } else {
            bar.frame = CGRect(x: 0, y: 0, width: container.bounds.width, height: bar.preferredHeight)
            container.addSubview(bar)
        }
        guard !toolbarHidden || storedToolbar != nil else { return }
        let toolbar = toolbarMechanism
        if toolbar.storedSuperview === container {
            container.bringSubviewToFrontMechanism(toolbar)
        } else {
            container.addSubview(toolbar)
        }
    }

    /// Places the bars in the view's layout (``UIView/layOutFrameworkManagedSubviews(_:)``).
    func layOutBars(in container: UIView) {
        let bounds = container.bounds
        let safe = container.computedSafeAreaInsets()
        if let bar = storedNavigationBar, bar.storedSuperview === container {
            bar.frame = CGRect(x: bounds.minX, y: bounds.minY + safe.top, width: bounds.width, height: bar.preferredHeight)
            bar.placeSearchBar()
        }
        if let toolbar = storedToolbar, toolbar.storedSuperview === container {
            let height = UIToolbar.standardHeight + safe.bottom
            toolbar.frame = CGRect(x: bounds.minX, y: bounds.maxY - height, width: bounds.width, height: height)
        }
    }

    /// How far the showing bars reach into the content beyond the view's own safe area.
    var ownBarCoverage: UIEdgeInsets {
        var coverage = UIEdgeInsets.zero
        if !navigationBarHidden, let bar = storedNavigationBar, !bar.isHidden, bar.storedSuperview != nil {
            coverage.top = bar.preferredHeight
        }
        if !toolbarHidden, let toolbar = storedToolbar, !toolbar.isHidden, toolbar.storedSuperview != nil {
            coverage.bottom = UIToolbar.standardHeight
        }
        return coverage
    }
}

extension UIViewController {
    /// The bars of this container reach into its children's safe area: the view and the
    /// visible controllers inside it lay out again.
    func barsDidChange() {
        guard let view = storedView else { return }
        runtime.autoLayoutIfMade?.noteInsetsInputChanged()
        view.setNeedsLayout()
        for controller in visibleSubtree.dropFirst() {
            controller.storedView?.setNeedsLayout()
        }
    }
}

extension UIView {
    /// A child's safe-area insets (`insets`) extended by the bars of the container whose root
    /// view this is; `outer` are this view's own insets. The bars hang from the edges of this
    /// view's safe area, so a child covered by them has at least `outer + coverage` less its
    /// distance from the edge, never more than its size.
    func insetsCoveringBars(_ insets: UIEdgeInsets, child: UIView, outer: UIEdgeInsets) -> UIEdgeInsets {
        guard let controller = owningViewController, controller.storedView === self,
              let coverage = controller.barCoverage, coverage != .zero,
              let childController = child.owningViewController, childController.storedView === child,
              childController.storedParent === controller else { return insets }
        let frame = child.storedFrame, bounds = boundsMechanism
        var result = insets
        if coverage.top > 0 {
            result.top = min(max(result.top, outer.top + coverage.top - (frame.minY - bounds.minY)), frame.height)
        }
        if coverage.bottom > 0 {
            result.bottom = min(max(result.bottom, outer.bottom + coverage.bottom - (bounds.maxY - frame.maxY)), frame.height)
        }
        return result
    }
}
