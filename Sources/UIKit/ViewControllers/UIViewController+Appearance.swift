import HeadlessCore
import Foundation

/// The appearance state machine and the ways it is driven.
///
/// Containers, windows and presentations drive a controller explicitly with
/// ``beginAppearance(_:animated:)`` and ``endAppearance()``, which forward to the children
/// whose views are inside the controller's view. A child whose view is added to (or removed
/// from) a parent that is on screen is driven by its root view entering (or leaving) the
/// window, as UIKit's `viewDidMoveToWindow:shouldAppearOrDisappear:` does.
extension UIViewController {
    /// The controller's place in the appearance state machine.
    @_spi(Headless) public var appearanceState: AppearanceState { appearance }

    /// Starts an appearance or disappearance (`viewWillAppear` / `viewWillDisappear`),
    /// reporting a call that does not fit the state machine as UIKit's "Unbalanced calls" log.
    ///
    /// An appearance loads the view first if needed, so that `viewDidLoad()` always comes
    /// before `viewWillAppear(_:)`, even for a child that a manual container starts before
    /// reading its view.
    func beginAppearance(_ isAppearing: Bool, animated: Bool) {
        let from = appearance
        guard let to = from.begin(appearing: isAppearing) else {
            reportUnbalanced("\(isAppearing ? "an appearance" : "a disappearance") began while \(from.rawValue)")
            return
        }
        if isAppearing && storedView == nil {
            _ = loadedViewForFramework()
            guard appearance == from else { return }
        }
        appearance = to
        finishesAppearanceInWindow = false
        if isAppearing {
            // Queued before `viewWillAppear` so that children that a manual container starts
            // from its `viewWillAppear` get their `viewIsAppearing` after it, parent first.
            if runtime.profile.deliversViewIsAppearing {
                awaitsViewIsAppearing = true
                runtime.appearance.await(self)
            }
            deliverChecked(.viewWillAppear, .bool(animated), edge: AppearanceState.edge(from, to)) { viewWillAppear(animated) }
        } else {
            awaitsViewIsAppearing = false
            deliverChecked(.viewWillDisappear, .bool(animated), edge: AppearanceState.edge(from, to)) { viewWillDisappear(animated) }
        }
        appearanceAnimated = animated
        forwardedChildren = childrenReceivingAppearance() + hostedContextPresentations
        // A child whose view entered the window during this callback has already begun.
        for child in forwardedChildren where child.appearance != to {
            child.beginAppearance(isAppearing, animated: animated)
        }
    }

    /// Finishes the transition in progress (`viewDidAppear` / `viewDidDisappear`).
    func endAppearance() {
        let from = appearance
        guard let to = from.end else {
            reportUnbalanced("a transition ended while \(from.rawValue)")
            return
        }
        if to == .appeared { deliverViewIsAppearingIfAwaited() }
        appearance = to
        let animated = appearanceAnimated
        if to == .appeared {
            deliverChecked(.viewDidAppear, .bool(animated), edge: AppearanceState.edge(from, to)) { viewDidAppear(animated) }
            movingToParent = false
        } else {
            deliverChecked(.viewDidDisappear, .bool(animated), edge: AppearanceState.edge(from, to)) { viewDidDisappear(animated) }
        }
        let children = forwardedChildren
        forwardedChildren = []
        for child in children where child.appearance.isTransitioning
            && (child.storedParent === self || child.contextHost === self) {
            child.endAppearance()
        }
    }

    /// A container's `endAppearanceTransition()`. On iOS 13 and later an appearance whose
    /// view is in no window stops after `viewWillAppear(_:)`: `viewIsAppearing(_:)` and
    /// `viewDidAppear(_:)` come once the view reaches a window, in the commit that lays it
    /// out (References §15.5). Earlier profiles end it at once.
    func endAppearanceByHand() {
        if appearance == .appearing, runtime.profile.appearanceTransitionNeedsWindow,
           storedView?.storedWindow == nil {
            finishesAppearanceInWindow = true
            return
        }
        finishesAppearanceInWindow = false
        endAppearance()
    }

    /// Delivers `viewIsAppearing(_:)` once per appearance, when the view is in a window and
    /// before its layout (Apple: after `viewWillAppear`, once the view is in the hierarchy).
    ///
    /// It comes in the first commit that finds the view in a window, once the superview has
    /// laid the view out and before the view's own layout (References §15.2); for an
    /// appearance that ends without the view ever reaching a window (a manual
    /// `endAppearanceTransition()` on a controller shown nowhere), just before
    /// `viewDidAppear(_:)`. References §7.2 leaves open whether manual forwarding
    /// delivers it at all; this is the choice.
    func deliverViewIsAppearingIfAwaited() {
        guard awaitsViewIsAppearing, appearance == .appearing else { return }
        awaitsViewIsAppearing = false
        let animated = appearanceAnimated
        runtime.deliver(self, .viewIsAppearing, argument: .bool(animated), edge: "appearing") { viewIsAppearing(animated) }
    }

    /// The children that follow this controller's appearance: those whose view is inside this
    /// controller's view, unless the controller forwards by hand.
    func defaultChildrenReceivingAppearance() -> [UIViewController] {
        guard shouldAutomaticallyForwardAppearanceMethods, let root = storedView else { return [] }
        return storedChildren.filter { child in
            guard let childView = child.storedView else { return false }
            return childView.isDescendant(of: root)
        }
    }

    func reportUnbalanced(_ detail: String) {
        runtime.report(.warning, .viewControllerAppearanceUnbalanced,
                       "Unbalanced calls to begin/end appearance transitions for \(traceName) (\(detail)). Pair each beginAppearanceTransition(_:animated:) with one endAppearanceTransition(), and do not start a transition while another is in flight.",
                       about: self)
    }

    // MARK: Driven by the window

    /// The root view is about to enter or leave a window.
    func rootViewWillMove(toWindow newWindow: UIWindow?) {
        if newWindow == nil { finishContextPresentationInFlight() }
        if leftParentInWindow {
            leftParentInWindow = false
            // A former child whose view leaves the window it was shown in: it disappears as a
            // child does (References §59.9).
            if newWindow == nil, storedParent == nil, appearance == .appeared || appearance == .appearing {
                beginAppearance(false, animated: false)
                endsAppearanceWhenWindowSettles = true
                return
            }
        }
        if storedParent == nil, let host = contextHost {
            followContextHost(host, toWindow: newWindow)
            return
        }
        guard let parent = storedParent, parent.shouldAutomaticallyForwardAppearanceMethods,
              parent.managesChildAppearanceThroughWindow else { return }
        if newWindow != nil {
            guard appearance == .disappeared || appearance == .disappearing,
                  parent.appearance == .appearing || parent.appearance == .appeared else { return }
            beginAppearance(true, animated: false)
            if parent.appearance == .appearing {
                parent.forwardedChildren.append(self)
            } else {
                runtime.runLoop.performAfterCommit { [handle = self.handle] in
                    guard let self = handle.object, self.appearance == .appearing else { return }
                    self.endAppearance()
                }
            }
        } else {
            guard appearance == .appeared || appearance == .appearing,
                  parent.appearance == .appeared || parent.appearance == .appearing else { return }
            beginAppearance(false, animated: false)
            endsAppearanceWhenWindowSettles = true
        }
    }

    /// The root view entered or left a window.
    ///
    /// A child that is disappearing with its parent and whose view leaves the window while the
    /// parent's stays (removed from its parent meanwhile) ends its disappearance here, since
    /// the parent's `viewDidDisappear(_:)` no longer reaches a view outside its own.
    func rootViewDidMove(toWindow newWindow: UIWindow?) {
        if newWindow != nil, finishesAppearanceInWindow, appearance == .appearing {
            finishesAppearanceInWindow = false
            runtime.runLoop.performAfterCommit { [handle = self.handle] in
                guard let self = handle.object, self.appearance == .appearing else { return }
                self.endAppearance()
            }
        }
        if newWindow == nil, !endsAppearanceWhenWindowSettles, appearance == .disappearing,
           let parent = storedParent, parent.shouldAutomaticallyForwardAppearanceMethods,
           parent.managesChildAppearanceThroughWindow, parent.storedView?.storedWindow != nil {
            parent.forwardedChildren.removeAll(identicalTo: self)
            endAppearance()
            return
        }
        guard endsAppearanceWhenWindowSettles else { return }
        endsAppearanceWhenWindowSettles = false
        if appearance == .disappearing { endAppearance() }
    }
}
