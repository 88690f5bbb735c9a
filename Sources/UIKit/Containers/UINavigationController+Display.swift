import HeadlessCore
import Foundation

/// Bringing the screen in line with the stack: one transition at a time.
///
/// - Not on screen (no window, or disappeared): the old top's view leaves at once, with no
///   appearance callbacks; the new top loads when the navigation controller next appears.
/// - Appearing (its own `viewWillAppear(_:)` was delivered, `viewDidAppear(_:)` not yet): the
///   change waits for the end of the turn; if the navigation controller is still appearing
///   then, the new top joins that appearance.
/// - On screen: the change waits for the layout of the navigation controller's view, in the
///   commit (or an earlier `layoutIfNeeded()`), as UIKit's deferred transition does
///   (References §17); stack changes made meanwhile coalesce, so the transition goes from the
///   controller on screen to the top of the stack at that moment, and a controller pushed and
///   covered in the same turn is never loaded or shown. Then a push or pop transition
///   (§4.1, §4.2): the new top loads; the old top gets
///   `viewWillDisappear(_:)`, the new one `viewWillAppear(_:)`; the delegate's `willShow`;
///   the new view goes in (above the old one for a push, below it for a pop); after
///   ``UINavigationController/transitionDuration`` (animated) or at the commit (not animated),
///   the old view leaves, the old top gets `viewDidDisappear(_:)`, the new one
///   `viewDidAppear(_:)`, the delegate `didShow`, then `didMove(toParent:)` for arrivals and
///   departures.
extension UINavigationController {
    func updateDisplay(animated: Bool) {
        guard !isInstallingContent else { return }
        if transition != nil {
            pendingDisplayAnimated = (pendingDisplayAnimated ?? false) || animated
            return
        }
        guard stack.last !== shown else {
            settleBookkeeping()
            return
        }
        switch containerVisibility {
        case .hidden:
            if let old = shown {
                startDisappearanceOfRemovedChild(old)
                takeOutOfContainer(old, notingDeparture: !isInStack(old))
                finishDisappearanceOfRemovedChild(old)
                shown = nil
            }
            settleBookkeeping()
        case .appearing:
            guard !reconcileDeferred else { return }
            reconcileDeferred = true
            runtime.runLoop.performAfterCommit { [handle = self.handle] in
                guard let self = handle.controller(as: UINavigationController.self) else { return }
                self.reconcileDeferred = false
                if self.containerVisibility == .appearing {
                    self.joinAppearance()
                } else {
                    self.updateDisplay(animated: animated)
                }
            }
        case .onScreen:
            deferTransition(animated: animated)
        }
    }

    /// Whether a transition runs or waits for the layout of the view (References §17).
    var isTransitioning: Bool { transition != nil || deferredTransition != nil }

    /// Asks for a transition at the next layout of the navigation controller's view
    /// (References §17). The latest request's animation wins; the cause names the stack's top
    /// when the transition starts.
    private func deferTransition(animated: Bool) {
        let first = deferredTransition == nil
        deferredTransition = (animated, (runtime.causes.last ?? nil) ?? "navigation transition")
        guard first else { return }
        storedView?.setNeedsLayout()
        // The view is flagged, so its layout in this commit starts the transition; this is the
        // fallback for a view whose layout the pass skips.
        runtime.runLoop.performAfterCommit { [handle = self.handle] in handle.controller(as: UINavigationController.self)?.startDeferredTransitionIfNeeded() }
    }

    /// Starts the transition that waits, from the layout of the navigation controller's view
    /// (UIKit starts it from the container's `viewWillLayoutSubviews`, References §17).
    func startDeferredTransitionIfNeeded() {
        guard let request = deferredTransition else { return }
        deferredTransition = nil
        guard transition == nil else {
            pendingDisplayAnimated = (pendingDisplayAnimated ?? false) || request.animated
            return
        }
        guard containerVisibility == .onScreen else {
            updateDisplay(animated: request.animated)
            return
        }
        runtime.withCause(request.cause) { startTransition(animated: request.animated) }
    }

    /// The children that follow the navigation controller's own appearance: the top one,
    /// whose view is installed (and loaded) when the navigation controller starts appearing.
    ///
    /// A navigation controller that starts disappearing (its view leaves the window, it is
    /// covered, or it is replaced as the root) while a push or pop is in flight first
    /// completes that transition, as UIKit does, just after its own `viewWillDisappear(_:)`:
    /// the outgoing child gets `viewDidDisappear(_:)`, the incoming one `viewDidAppear(_:)`
    /// (and `didMove(toParent:)`), and then the incoming one disappears with its container.
    /// So no child is left between a "will" and a "did" callback when the transition's end
    /// never comes (the container may be released first). An interactive pop in flight
    /// completes too (the pop happens). Stack changes made meanwhile then reach the hidden
    /// container: a shown child that left the stack disappears and leaves with it.
    func appearanceChildren() -> [UIViewController] {
        if appearance == .disappearing, let record = transition {
            completeTransition(record)
        }
        if appearance == .appearing && transition == nil { installTopForAppearance() }
        guard let shown, let root = storedView, shown.storedView?.isDescendant(of: root) == true else { return [] }
        return [shown]
    }

    /// Delivers the `didMove(toParent:)` calls that wait, once no transition is on screen and
    /// none is about to start (the screen shows the top of the stack).
    func settleBookkeeping() {
        guard transition == nil, !isInstallingContent else { return }
        guard stack.last === shown || containerVisibility != .onScreen else { return }
        let arrivals = pendingArrivals
        pendingArrivals.removeAll()
        for controller in arrivals where isInStack(controller) {
            finishAdoption(of: controller)
        }
        let departures = pendingDepartures
        pendingDepartures.removeAll()
        for controller in departures where !isInStack(controller) {
            finishRelease(of: controller, how: .popped)
        }
    }

    func isInStack(_ controller: UIViewController) -> Bool {
        // From the top down: the controllers asked about are mostly the top ones.
        stack.contains(identicalTo: controller)
    }

    /// Loads the top controller's view, following pushes and pops made while it loads (such
    /// as a push from the root's `viewDidLoad()`, seed 001). Returns the top.
    func loadTopView() -> UIViewController? {
        isInstallingContent = true
        defer { isInstallingContent = false }
        var attempts = 0
        while let top = stack.last {
            attempts += 1
            _ = top.loadedViewForFramework()
            if stack.last === top || attempts >= 16 { return top }
        }
        return nil
    }

    /// Puts a child's view in the navigation controller's view, filling it.
    /// A child that a `.currentContext` presentation covers stays out: the presentation took
    /// its view off the screen.
    func install(_ child: UIViewController, below other: UIViewController? = nil) {
        guard let container = storedView, !child.isCoveredByContextPresentation else { return }
        let view = child.loadedViewForFramework()
        guard view.storedSuperview !== container else { return }
        view.frame = container.bounds
        if let otherView = other?.storedView, otherView.storedSuperview === container {
            container.insertSubview(view, belowSubview: otherView)
        } else {
            container.addSubview(view)
        }
        installBars(in: container)
        attachInteractivePop(to: container)
        attachBarHidingRecognizers(to: container)
        if child.hidesBottomBarWhenPushed || shown?.hidesBottomBarWhenPushed == true, let tabs = tabBarController {
            tabs.barsDidChange()
        }
    }

    // MARK: Internals

    private func installTopForAppearance() {
        let top = loadTopView()
        if let old = shown, old !== top {
            takeOutOfContainer(old, notingDeparture: !isInStack(old))
        }
        shown = top
        if let top { install(top) }
        settleBookkeeping()
    }

    private func joinAppearance() {
        let old = shown
        let top = loadTopView()
        if let old, old !== top {
            if old.appearance == .appearing || old.appearance == .appeared {
                old.beginAppearance(false, animated: false)
            }
            takeOutOfContainer(old, notingDeparture: !isInStack(old))
            if old.appearance == .disappearing { old.endAppearance() }
            forwardedChildren.removeAll(identicalTo: old)
        }
        shown = top
        if let top, top !== old {
            if top.appearance == .disappeared || top.appearance == .disappearing, !top.isCoveredByContextPresentation {
                top.beginAppearance(true, animated: false)
            }
            install(top)
            forwardedChildren.append(top)
        }
        settleBookkeeping()
    }

    private func startTransition(animated: Bool) {
        let old = shown
        let top = loadTopView()
        guard top !== old else {
            settleBookkeeping()
            return
        }
        var isPush = true
        if let old { isPush = isInStack(old) }
        let record = NavigationTransition(from: old, to: top, animated: animated, isPush: isPush)
        transition = record
        // A child that a `.currentContext` presentation covers is off the screen: it neither
        // disappears when it goes nor appears when it comes back to the top.
        if let old, old.appearance == .appeared || old.appearance == .appearing {
            old.beginAppearance(false, animated: animated)
        }
        if let top, !top.isCoveredByContextPresentation { top.beginAppearance(true, animated: animated) }
        if let top { notifyWillShow(top, animated: animated) }
        if let top { install(top, below: isPush ? nil : old) }
        shown = top
        record.coordinator.container = storedView
        record.coordinator.fromController = old
        record.coordinator.toController = top
        record.coordinator.fromView = old?.storedView
        record.coordinator.toView = top?.storedView
        if animated, let old, let top, let container = storedView, let delegate,
           let animator = delegate.navigationController(self, animationControllerFor: isPush ? .push : .pop, from: old, to: top) {
            return runCustomTransition(record, from: old, to: top, in: container, isPush: isPush, animator: animator,
                                       interaction: delegate.navigationController(self, interactionControllerFor: animator))
        }
        record.coordinator.runAnimations()
        scheduleEnd(of: record) { $0.completeTransition(record) }
    }

    /// A push or pop whose delegate gave an animator (References §57.9): the animator gets a
    /// context whose container is the navigation controller's view, where both views already
    /// are (the arriving one in front for a push, behind for a pop), animates them in virtual
    /// time, and ends the transition with `completeTransition(_:)`. An interaction controller
    /// that wants an interactive start drives it instead; a pop completed with false is undone
    /// as a cancelled edge swipe is. A push completed with false is completed all the same,
    /// with a warning.
    private func runCustomTransition(_ record: NavigationTransition, from old: UIViewController, to top: UIViewController,
                                     in container: UIView, isPush: Bool, animator: any UIViewControllerAnimatedTransitioning,
                                     interaction: (any UIViewControllerInteractiveTransitioning)?) {
        let context = ViewControllerTransitionContext(
            container: container, style: .none, animated: true,
            from: old, fromView: old.storedView, fromInitialFrame: old.storedView?.frame ?? container.bounds,
            to: top, toView: top.storedView, toFinalFrame: container.bounds
        ) { [handle = self.handle] completed in
            guard let self = handle.controller(as: UINavigationController.self), self.transition === record else {
                animator.animationEnded(completed)
                return
            }
            if !completed, !isPush, let revealed = record.to, self.stack.last === revealed {
                self.cancelInteractivePop(record)
            } else {
                if !completed {
                    self.runtime.report(.warning, .navigationCancelledPushCompleted,
                                        "The animator of the push of \(top.traceName) onto \(self.traceName) called completeTransition(false); a cancelled push is not undone here, it completes. Pop the controller to take it back.")
                }
                self.completeTransition(record)
            }
            animator.animationEnded(completed)
        }
        context.animator = animator
        context.coordinator = record.coordinator
        if let interaction, interaction.wantsInteractiveStart {
            context.beginInteraction()
            record.coordinator.markInteractiveStart()
            record.coordinator.runAnimations()
            interaction.startInteractiveTransition(context)
        } else {
            record.coordinator.runAnimations()
            animator.animateTransition(using: context)
        }
    }

    /// Ends a transition after its virtual duration, or at the commit when not animated.
    func scheduleEnd(of record: NavigationTransition, _ body: @escaping @MainActor (UINavigationController) -> Void) {
        if record.animated {
            runtime.runLoop.schedule(after: UINavigationController.transitionDuration, settles: true) { [handle = self.handle] in
                guard let self = handle.controller(as: UINavigationController.self), self.transition === record else { return }
                body(self)
            }
        } else {
            runtime.runLoop.performAfterCommit { [handle = self.handle] in
                guard let self = handle.controller(as: UINavigationController.self), self.transition === record else { return }
                body(self)
            }
        }
    }

    /// Finishes a push or pop (or a finished interactive pop).
    func completeTransition(_ record: NavigationTransition) {
        runtime.withCause(record.cause) {
            let old = record.from
            let top = record.to
            if let old, old !== shown { takeOutOfContainer(old, notingDeparture: !isInStack(old)) }
            if let old, old.appearance == .disappearing { old.endAppearance() }
            if let top, top.appearance == .appearing { top.endAppearance() }
            if let top { notifyDidShow(top, animated: record.animated) }
            transition = nil
            record.coordinator.complete()
            settleBookkeeping()
        }
        continueAfterTransition()
    }

    /// Shows what the stack became while a transition ran.
    func continueAfterTransition() {
        let animated = pendingDisplayAnimated ?? false
        pendingDisplayAnimated = nil
        if stack.last !== shown || !pendingArrivals.isEmpty || !pendingDepartures.isEmpty {
            updateDisplay(animated: animated)
        }
    }

    func notifyWillShow(_ controller: UIViewController, animated: Bool) {
        guard let delegate else { return }
        runtime.deliver(toDelegate: delegate, .navigationWillShow, [traceName, controller.traceName, String(animated)]) {
            delegate.navigationController(self, willShow: controller, animated: animated)
        }
    }

    func notifyDidShow(_ controller: UIViewController, animated: Bool) {
        guard let delegate else { return }
        runtime.deliver(toDelegate: delegate, .navigationDidShow, [traceName, controller.traceName, String(animated)]) {
            delegate.navigationController(self, didShow: controller, animated: animated)
        }
    }
}
