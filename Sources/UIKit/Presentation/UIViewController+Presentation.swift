import HeadlessCore
import Foundation

/// Modal presentation and dismissal (References §5).
///
/// Presenting B from A: B's presenter is the root of A's controller tree (the window's root
/// controller or a presented controller), or for `.currentContext` / `.overCurrentContext`
/// the nearest controller at or above A that ``UIViewController/definesPresentationContext``.
/// B loads, the presenter gets `viewWillDisappear(_:)` when the style removes its view, B gets
/// `viewWillAppear(_:)`, and B's view goes into a `UITransitionView` at the top of the window
/// (or next to the context's view). After ``modalTransitionDuration`` (animated) or at the
/// commit, after layout: the presenter's view leaves when the style removes it, then B's
/// `viewDidAppear(_:)` BEFORE the presenter's `viewDidDisappear(_:)` (the opposite of a
/// push), then the completion handler.
///
/// Dismissal mirrors it: the leaving controllers (the dismissed one and every one it
/// presented, top first) get `viewWillDisappear(_:)`, only the top one animated; a removed
/// presenter comes back with `viewWillAppear(_:)`; at the end its `viewDidAppear(_:)` comes
/// before the leaving controllers' `viewDidDisappear(_:)`, then the completion handler, then
/// the framework lets go of them.
extension UIViewController {
    /// The duration of an animated presentation or dismissal, in virtual seconds. UIKit does
    /// not document it; 0.5 s is chosen (the length of the system's sheet slide).
    static let modalTransitionDuration: TimeInterval = 0.5

    // MARK: Mechanisms

    func presentMechanism(_ controller: UIViewController, animated: Bool, completion: (() -> Void)?) {
        guard canPresent(controller) else { return }
        let style = controller.modalPresentationStyle
        guard style != .none else {
            runtime.report(.error, .presentationStyleNone,
                           "present(_:animated:completion:) on \(traceName): \(controller.traceName) has modalPresentationStyle .none, which is only valid as an adaptive style. Choose a presentation style such as .pageSheet or .fullScreen; nothing was presented.",
                           about: controller)
            return
        }
        let resolved = style.resolved
        let presenter = presentationContext(for: resolved)
        let on = "Attempt to present <\(controller.traceName)> on <\(presenter.traceName)> (from <\(traceName)>)"
        guard let window = presenter.storedView?.storedWindow else {
            runtime.report(.warning, .presentationNotInWindow,
                           "\(on) whose view is not in the window hierarchy. Present once the view has appeared (in viewDidAppear(_:) or later); nothing was presented.",
                           about: controller)
            return
        }
        let existing = presenter.storedPresentedViewController
        if presenter.isInPresentationTransition || existing?.isInPresentationTransition == true {
            runtime.report(.warning, .presentationInProgress,
                           "\(on) while a presentation is in progress. Present from the completion handler of the running presentation or dismissal; nothing was presented.",
                           about: controller)
            return
        }
        if let existing {
            runtime.report(.warning, .presentationAlreadyPresenting,
                           "\(on) which is already presenting <\(existing.traceName)>. Present from <\(existing.traceName)>, or dismiss it first; nothing was presented.",
                           about: controller)
            return
        }
        // `.automatic` reads as the style it resolved to once presented (References §15.6).
        if style == .automatic { controller.modalPresentationStyle = resolved }
        // A popover adapts only once it will be presented; none of the styles it adapts to
        // covers a context, so the presenter found above stays the same (References §35).
        let (shown, presented) = controller.adaptedPresentation(resolved)
        // The presentation is the presented controller's own, also when an adaptive delegate
        // gave a replacement to show through it.
        let presentation = controller.preparedPresentationController()
        runtime.withCause(.call("present", [controller.traceName], animated: animated)) {
            beginPresentation(of: presented, through: presentation, by: presenter, in: window, style: shown,
                              animated: animated, completion: completion)
        }
    }

    func dismissMechanism(animated: Bool, completion: (() -> Void)?) {
        guard let target = presentedViewController ?? presentedAncestor,
              let presenter = target.storedPresentingViewController else {
            // UIKit does nothing here, and does not call the completion: public code works
            // around it by calling the completion itself when presentedViewController is nil
            // (CruGlobal/godtools-swift, UIViewController+DismissPresented.swift: "Helper
            // ensures completion will always be called"; camilolillo/mercadolivre,
            // UIViewController+DismissPresentedViewController.swift, which calls
            // `completion?()` when nothing is presented). The call is reported, since the
            // completion's work silently never happens.
            runtime.report(.warning, .presentationDismissNothingPresented,
                           "dismiss(animated:completion:) on \(traceName): it presents nothing and is not presented, so there is nothing to dismiss. As on iOS, nothing happens and the completion handler is not called; check presentedViewController first, or call the completion yourself.",
                           about: self)
            return
        }
        let chain = target.presentationChain
        if chain.contains(where: { $0.isInPresentationTransition }) {
            runtime.report(.warning, .presentationDismissInProgress,
                           "Attempt to dismiss from view controller <\(presenter.traceName)> while a presentation or dismiss is in progress. Dismiss from the completion handler of the running transition; nothing was dismissed.",
                           about: target)
            return
        }
        runtime.withCause(.call("dismiss", [], animated: animated)) {
            beginDismissal(of: chain, by: presenter, animated: animated, interactive: false, completion: completion,
                           cause: "dismiss(animated: \(animated))", onEnd: nil)
        }
    }

    func showMechanism(_ controller: UIViewController) {
        if let navigation = navigationController {
            navigation.pushViewController(controller, animated: true)
        } else {
            present(controller, animated: true, completion: nil)
        }
    }

    func showDetailMechanism(_ controller: UIViewController) {
        present(controller, animated: true, completion: nil)
    }

    /// The presentation controller for the next presentation of this controller, created for
    /// its current style (a delegate set on an earlier one carries over).
    func preparedPresentationController() -> UIPresentationController {
        let style = modalPresentationStyle.resolved
        if let existing = storedPresentationController,
           existing.style == style || storedPresentingViewController != nil {
            return existing
        }
        let custom = style == .custom
            ? transitioningDelegate?.presentationController(forPresented: self, presenting: nil, source: self) : nil
        let created = custom ?? (style == .popover ? UIPopoverPresentationController(presentedViewController: self, presenting: nil)
            : style.isSheet ? UISheetPresentationController(presentedViewController: self, presenting: nil)
            : UIPresentationController(presentedViewController: self, presenting: nil))
        created.style = style
        created.delegate = storedPresentationController?.delegate
        storedPresentationController = created
        return created
    }

    /// The sheet presentation controller of a controller presented as a sheet, made on first
    /// use so that its detents can be set before presenting (References §50.4).
    var sheetPresentationControllerMechanism: UISheetPresentationController? {
        let style = modalPresentationStyle.resolved
        guard style.isSheet else { return nil }
        if let sheet = storedPresentationController as? UISheetPresentationController { return sheet }
        guard storedPresentingViewController == nil else { return nil }
        let sheet = UISheetPresentationController(presentedViewController: self, presenting: nil)
        sheet.style = style
        sheet.delegate = storedPresentationController?.delegate
        storedPresentationController = sheet
        return sheet
    }

    /// Whether a presentation or dismissal of this controller is under way. A controller
    /// whose presentation has reached `viewDidAppear(_:)` counts as presented, so that it (or
    /// its presenter) may present or dismiss from there, as apps do.
    var isInPresentationTransition: Bool {
        (beingPresented && appearance != .appeared) || beingDismissed
    }

    /// This controller or its nearest ancestor that is presented.
    var presentedAncestor: UIViewController? {
        var current: UIViewController? = self
        while let controller = current {
            if controller.storedPresentingViewController != nil { return controller }
            current = controller.storedParent
        }
        return nil
    }

    /// This presented controller and every controller presented above it, bottom first.
    var presentationChain: [UIViewController] {
        var chain: [UIViewController] = [self]
        while let next = chain.last?.presentedFromVisibleTree, !chain.contains(identicalTo: next) {
            chain.append(next)
        }
        return chain
    }

    // MARK: Internals

    private func canPresent(_ controller: UIViewController) -> Bool {
        if isSelfOrAncestor(controller) {
            runtime.report(.error, .presentationActive,
                           "Application tried to present modally an active controller <\(controller.traceName)> (it is \(controller === self ? "the presenting controller itself" : "an ancestor of \(traceName)")). Present a controller that is not on screen; nothing was presented.",
                           about: controller)
            return false
        }
        switch controller.presentationObstacle {
        case .parent(let parent)?:
            runtime.report(.error, .presentationHasParent,
                           "Application tried to present modally a view controller <\(controller.traceName)> that has a parent view controller <\(parent.traceName)>. Remove it from its parent (or present a new instance); nothing was presented.",
                           about: controller)
            return false
        case .presented(let presenter)?:
            runtime.report(.error, .presentationAlreadyPresented,
                           "Application tried to present modally a view controller <\(controller.traceName)> that is already being presented by <\(presenter.traceName)>. Dismiss it first; nothing was presented.",
                           about: controller)
            return false
        case .onScreen?:
            runtime.report(.error, .presentationActive,
                           "Application tried to present modally an active controller <\(controller.traceName)>: its view is already in a window. Present a controller that is not on screen; nothing was presented.",
                           about: controller)
            return false
        case nil:
            return controller.chromeAllowsPresentation(by: self)
        }
    }

    /// Whether `controller` is this controller or on its line of ancestors: its parent, else
    /// its presenter, and so on up (References §53.1).
    ///
    /// Two searches run in step and the first to finish answers: up this controller's line,
    /// and down from `controller` through what hangs below it, each the other's edges
    /// reversed (a controller's children, and what it presented unless that has a parent of
    /// its own, whose line goes through the parent). Presenting a new controller from the front
    /// of a long chain of presentations then costs what the new controller holds, not the
    /// chain's length, which walking up alone cost at every presentation.
    func isSelfOrAncestor(_ controller: UIViewController) -> Bool {
        if controller === self { return true }
        var up: UIViewController? = self
        // Below `controller`, depth first: each controller and how many of its children were
        // visited (one past the children is what it presented).
        var down: [(UIViewController, Int)] = [(controller, 0)]
        while let current = up {
            UIViewController.presentationWalkSteps += 1
            if current === controller { return true }
            up = current.storedParent ?? current.storedPresentingViewController
            guard let (node, index) = down.last else { return false }
            let children = node.storedChildren
            if index <= children.count {
                down[down.count - 1].1 = index + 1
                let next = index < children.count
                    ? children[index]
                    : node.storedPresentedViewController.flatMap { $0.storedParent == nil ? $0 : nil }
                if let next {
                    if next === self { return true }
                    down.append((next, 0))
                }
            } else {
                down.removeLast()
                if down.isEmpty { return false }
            }
        }
        return false
    }

    /// What keeps a controller from being presented as it stands, whoever presents it.
    enum PresentationObstacle {
        /// It is the child of `parent`.
        case parent(UIViewController)
        /// It is presented already, by `presenter`.
        case presented(UIViewController)
        /// Its view is in a window.
        case onScreen
    }

    /// The first obstacle to presenting this controller, or nil: a parent, a presenter, then
    /// a view in a window.
    var presentationObstacle: PresentationObstacle? {
        if let parent = storedParent { return .parent(parent) }
        if let presenter = storedPresentingViewController { return .presented(presenter) }
        if storedView?.storedWindow != nil { return .onScreen }
        return nil
    }

    /// The controller that presents for a style, starting from the receiver.
    private func presentationContext(for style: UIModalPresentationStyle) -> UIViewController {
        var current: UIViewController = self
        if style.coversContext {
            var candidate: UIViewController? = self
            while let controller = candidate {
                if controller.definesPresentationContext { return controller }
                candidate = controller.storedParent
            }
        }
        while let parent = current.storedParent { current = parent }
        return current
    }

    private func beginPresentation(of controller: UIViewController, through presentation: UIPresentationController,
                                   by presenter: UIViewController, in window: UIWindow,
                                   style: UIModalPresentationStyle, animated: Bool, completion: (() -> Void)?) {
        presentation.storedPresenting = presenter
        presenter.storedPresentedViewController = controller
        controller.storedPresentingViewController = presenter
        presenter.notePresentationFront(controller)
        controller.beingPresented = true
        let coordinator = TransitionCoordinator(duration: animated ? Self.modalTransitionDuration : 0)
        presentation.coordinator = coordinator
        presentation.pendingCompletion = completion
        let view = controller.loadedViewForFramework()
        let removes = presentation.shouldRemovePresentersView
        presentation.removesPresenter = removes
        if removes { presenter.beginAppearance(false, animated: animated) }
        controller.beginAppearance(true, animated: animated)
        let cause = TraceCause.call("present", [controller.traceName], animated: animated)
        presentation.animatorPlacesPresentedView = false
        coordinator.presentationStyle = style
        coordinator.fromController = presenter
        coordinator.toController = controller
        coordinator.toView = view
        if removes { coordinator.fromView = presenter.storedView }
        if style.coversContext, let contextView = presenter.storedView, let container = contextView.storedSuperview {
            presentation.contextContainer = container
            coordinator.container = container
            presentation.presentationTransitionWillBegin()
            view.frame = contextView.frame
            container.insertSubview(view, aboveSubview: contextView)
        } else {
            // The container exists when the presentation controller hears that the transition
            // begins, so that it can add its own views (a dimming view, a wrapper around the
            // presented view) to it, as on iOS (References §57.6).
            let transitionView = UITransitionView(frame: window.bounds)
            presentation.transitionView = transitionView
            transitionView.presentation = presentation
            window.addSubview(transitionView)
            coordinator.container = transitionView
            presentation.presentationTransitionWillBegin()
            let finalFrame = presentation.frameOfPresentedViewInContainerView
            if animated, let animator = controller.transitioningDelegate?.animationController(forPresented: controller, presenting: presenter, source: self) {
                return runCustomPresentation(of: controller, view: view, finalFrame: finalFrame, by: presenter, in: transitionView,
                                             through: presentation, style: style, animator: animator, cause: cause)
            }
            // The presentation controller's presented view (the controller's view, or a view a
            // subclass wraps it in), unless the presentation controller placed it already.
            let shown = presentation.presentedView ?? view
            if !shown.isDescendant(of: transitionView) {
                shown.frame = finalFrame
                transitionView.addSubview(shown)
            }
        }
        coordinator.runAnimations()
        afterTransition(animated: animated) { [handle = controller.handle] in
            handle.object?.finishPresentation(cause: cause)
        }
    }

    func finishPresentation(cause: TraceCause) {
        guard beingPresented, let presentation = storedPresentationController else { return }
        runtime.withCause(cause) {
            let presenter = presentation.storedPresenting
            if presentation.removesPresenter, let presenterView = presenter?.storedView,
               let superview = presenterView.storedSuperview {
                let index = superview.storedSubviews.firstIndex(identicalTo: presenterView) ?? 0
                presentation.removedPresenterView = UIPresentationController.RemovedView(superview: superview, index: index)
                presenterView.removeFromSuperviewMechanism(notingDeparture: false)
            }
            if appearance == .appearing { endAppearance() }
            if presentation.removesPresenter, let presenter, presenter.appearance == .disappearing {
                presenter.endAppearance()
            }
            // Presented into a context that left the screen meanwhile: it disappears with its
            // context at once, and appears again with it (UIViewController+ContextHosting).
            if appearance == .appeared, presentation.contextContainer != nil, storedView?.storedWindow == nil {
                beginAppearance(false, animated: false)
                if appearance == .disappearing { endAppearance() }
            }
            beingPresented = false
            presentation.presentationTransitionDidEnd(true)
            let coordinator = presentation.coordinator
            presentation.coordinator = nil
            coordinator?.complete()
            let completion = presentation.pendingCompletion
            presentation.pendingCompletion = nil
            completion?()
        }
    }

    /// Starts dismissing `chain` (a presented controller and those above it), presented by
    /// `presenter`. `onEnd` runs after the `viewDidDisappear(_:)` calls, before `completion`.
    func beginDismissal(of chain: [UIViewController], by presenter: UIViewController, animated: Bool, interactive: Bool,
                        completion: (() -> Void)?, cause: TraceCause, onEnd: (@MainActor () -> Void)?) {
        guard let target = chain.first, let top = chain.last else { return }
        let presentation = target.preparedPresentationController()
        for controller in chain { controller.beingDismissed = true }
        let coordinator = TransitionCoordinator(duration: animated ? Self.modalTransitionDuration : 0, interactive: interactive)
        presentation.coordinator = coordinator
        coordinator.presentationStyle = presentation.shownStyle
        coordinator.container = presentation.containerView
        coordinator.fromController = top
        coordinator.toController = presenter
        coordinator.fromView = top.storedView
        for controller in chain.reversed()
        where controller.appearance == .appeared || controller.appearance == .appearing {
            controller.beginAppearance(false, animated: animated && controller === top)
        }
        var restores = false
        if let removed = presentation.removedPresenterView, let presenterView = presenter.storedView {
            presentation.removedPresenterView = nil
            // A presenter that its container no longer shows (a push covered it meanwhile, or
            // another tab was selected) stays off the screen: its container shows it again,
            // with its view, when it comes back to the top.
            guard presenter.isShownByItsContainer else {
                return finishBeginningDismissal(of: chain, target: target, by: presenter, presentation: presentation,
                                                 restores: false, animated: animated, completion: completion,
                                                 cause: cause, onEnd: onEnd)
            }
            // A presenter whose parent is leaving the screen (covered meanwhile by another
            // presentation) gets its view back but stays disappeared: it appears again with
            // its parent, which forwards to it then.
            let parentOnScreen = presenter.storedParent.map { $0.appearance == .appeared || $0.appearance == .appearing } ?? true
            // Likewise a presenter whose view goes back into a superview that has left the
            // window meanwhile (the presenter is itself over a context, and another
            // `.currentContext` presentation took that context's view out): it appears again
            // with the controller whose view holds it, which forwards to it then.
            let returnsOnScreen = removed.superview.map { $0.storedWindow != nil } ?? true
            if parentOnScreen, returnsOnScreen, presenter.appearance == .disappeared || presenter.appearance == .disappearing {
                presenter.beginAppearance(true, animated: animated)
            }
            if let superview = removed.superview {
                superview.insertSubview(presenterView, at: min(removed.index, superview.storedSubviews.count))
            }
            restores = true
        }
        finishBeginningDismissal(of: chain, target: target, by: presenter, presentation: presentation, restores: restores,
                                 animated: animated, completion: completion, cause: cause, onEnd: onEnd)
    }

    /// Records a dismissal that has begun and schedules its end.
    private func finishBeginningDismissal(of chain: [UIViewController], target: UIViewController, by presenter: UIViewController,
                                          presentation: UIPresentationController, restores: Bool, animated: Bool,
                                          completion: (() -> Void)?, cause: TraceCause, onEnd: (@MainActor () -> Void)?) {
        presentation.dismissalTransitionWillBegin()
        presentation.dismissal = UIPresentationController.Dismissal(
            chain: chain, presenter: presenter, restoresPresenter: restores, completion: completion, onEnd: onEnd,
            cause: cause)
        if animated, presentation.coordinator?.isInteractive != true, let container = presentation.transitionView,
           let fromView = target.storedView, fromView.isDescendant(of: container),
           let animator = target.transitioningDelegate?.animationController(forDismissed: target) {
            return runCustomDismissal(of: target, view: fromView, to: presenter, in: container, through: presentation,
                                      restores: restores, animator: animator)
        }
        presentation.coordinator?.runAnimations()
        afterTransition(animated: animated) { [handle = target.handle] in
            handle.object?.finishDismissal()
        }
    }

    // MARK: Custom transitions

    /// A presentation whose transitioning delegate gave an animator: the animator gets a
    /// context whose container is the presentation's, adds the arriving view to it and
    /// animates it (in virtual time, as any animation); the presentation ends, with its
    /// `viewDidAppear(_:)` and completion handler, when the animator calls
    /// `completeTransition(_:)`, and the animator then hears `animationEnded(_:)`. When the
    /// delegate also gives an interaction controller that wants an interactive start, that
    /// controller starts the transition instead and drives it; `completeTransition(false)`
    /// undoes the presentation (References §57.6).
    private func runCustomPresentation(of controller: UIViewController, view: UIView, finalFrame: CGRect,
                                       by presenter: UIViewController, in container: UITransitionView,
                                       through presentation: UIPresentationController, style: UIModalPresentationStyle,
                                       animator: any UIViewControllerAnimatedTransitioning, cause: TraceCause) {
        presentation.animatorPlacesPresentedView = true
        let presenterView = presentation.removesPresenter ? presenter.storedView : nil
        let context = ViewControllerTransitionContext(
            container: container, style: style, animated: true,
            from: presenter, fromView: presenterView, fromInitialFrame: presenter.storedView?.frame ?? .zero,
            to: controller, toView: view, toFinalFrame: finalFrame
        ) { [handle = controller.handle] completed in
            if completed {
                handle.object?.finishPresentation(cause: cause)
            } else {
                handle.object?.cancelPresentation(cause: cause)
            }
            animator.animationEnded(completed)
        }
        let interaction = controller.transitioningDelegate?.interactionControllerForPresentation(using: animator)
        start(animator, interaction: interaction, with: context, coordinator: presentation.coordinator)
    }

    /// A dismissal whose transitioning delegate gave an animator: the animator animates the
    /// leaving view in the presentation's container; the dismissal ends when it calls
    /// `completeTransition(_:)`, and is undone when it calls it with false (an interaction
    /// that was cancelled).
    private func runCustomDismissal(of target: UIViewController, view: UIView, to presenter: UIViewController,
                                    in container: UIView, through presentation: UIPresentationController, restores: Bool,
                                    animator: any UIViewControllerAnimatedTransitioning) {
        let presenterView = restores ? presenter.storedView : nil
        let context = ViewControllerTransitionContext(
            container: container, style: presentation.shownStyle, animated: true,
            from: target, fromView: view, fromInitialFrame: view.frame,
            to: presenter, toView: presenterView, toFinalFrame: presenterView?.frame ?? .zero
        ) { [handle = target.handle] completed in
            if completed {
                handle.object?.finishDismissal()
            } else {
                handle.object?.cancelDismissal()
            }
            animator.animationEnded(completed)
        }
        let interaction = target.transitioningDelegate?.interactionControllerForDismissal(using: animator)
        start(animator, interaction: interaction, with: context, coordinator: presentation.coordinator)
    }

    /// Runs the coordinator's alongside blocks and starts the transition: through the
    /// interaction controller when there is one that wants an interactive start, else through
    /// the animator.
    private func start(_ animator: any UIViewControllerAnimatedTransitioning,
                       interaction: (any UIViewControllerInteractiveTransitioning)?,
                       with context: ViewControllerTransitionContext, coordinator: TransitionCoordinator?) {
        context.animator = animator
        context.coordinator = coordinator
        if let interaction, interaction.wantsInteractiveStart {
            context.beginInteraction()
            coordinator?.markInteractiveStart()
            coordinator?.runAnimations()
            interaction.startInteractiveTransition(context)
        } else {
            coordinator?.runAnimations()
            animator.animateTransition(using: context)
        }
    }

    /// Whether the container this controller is in shows it: the top of a navigation stack,
    /// the selected tab, or any child of another controller (or none).
    var isShownByItsContainer: Bool {
        guard let parent = storedParent else { return true }
        if let navigation = parent as? UINavigationController { return navigation.stack.last === self }
        if let tabs = parent as? UITabBarController { return tabs.selectedViewController === self }
        return true
    }

    func finishDismissal() {
        guard let presentation = storedPresentationController, let dismissal = presentation.dismissal else { return }
        presentation.dismissal = nil
        runtime.withCause(dismissal.cause) {
            for controller in dismissal.chain.reversed() {
                controller.takeOutOfContainer(controller, notingDeparture: true)
                if let transitionView = controller.storedPresentationController?.transitionView {
                    transitionView.removeFromSuperviewMechanism(notingDeparture: true)
                }
            }
            let presenter = dismissal.presenter
            if dismissal.restoresPresenter, presenter.appearance == .appearing { presenter.endAppearance() }
            for controller in dismissal.chain.reversed() where controller.appearance == .disappearing {
                controller.endAppearance()
            }
            for controller in dismissal.chain {
                if let owner = controller.storedPresentingViewController, owner.storedPresentedViewController === controller {
                    owner.storedPresentedViewController = nil
                }
                controller.storedPresentingViewController = nil
                controller.beingDismissed = false
                if let own = controller.storedPresentationController {
                    own.storedPresenting = nil
                    own.transitionView = nil
                    own.contextContainer = nil
                    own.removedPresenterView = nil
                }
            }
            presenter.notePresentationFrontAfterDismissal()
            presentation.dismissalTransitionDidEnd(true)
            let coordinator = presentation.coordinator
            presentation.coordinator = nil
            coordinator?.complete()
            dismissal.onEnd?()
            for controller in dismissal.chain.reversed() {
                runtime.noteDeparture(controller, how: .dismissed)
            }
            dismissal.completion?()
        }
    }

    /// Completes, now, every presentation and dismissal in flight in the tree of controllers
    /// this one presents (from itself or its visible descendants), bottom first: each ends
    /// as it would at the end of its duration (its "did" callbacks and completion handler),
    /// and so does every push or pop in flight inside a presented controller.
    /// Used when the tree leaves the window, so that its transitions' ends still come.
    func finishPresentationTransitionsInFlight() {
        var current: UIViewController = self
        var seen = 0
        while let presented = current.presentedFromVisibleTree, seen < 64 {
            seen += 1
            if presented.beingPresented, presented.storedPresentationController?.dismissal == nil {
                presented.finishPresentation(cause: "present(\(presented.traceName)) completed as its presenter left the window")
            }
            if presented.storedPresentationController?.dismissal != nil {
                presented.finishDismissal()
                break
            }
            for controller in presented.visibleSubtree {
                if let navigation = controller as? UINavigationController, let record = navigation.transition {
                    navigation.completeTransition(record)
                }
            }
            current = presented
        }
    }

    /// Takes the controllers presented over this one, in their own containers (or over the
    /// root's context, in the window), off the screen, front-most first: each gets `viewWillDisappear(_:)`, its container leaves the
    /// window, then `viewDidDisappear(_:)`. The presentations stay (used when this controller
    /// stops being the window's root).
    func takePresentedControllersOffScreen() {
        var chain: [UIViewController] = []
        var current: UIViewController = self
        while let next = current.presentedFromVisibleTree, chain.count < 64, !chain.contains(identicalTo: next) {
            chain.append(next)
            current = next
        }
        for controller in chain.reversed() {
            // Its presentation container, or its own view when it covers a context that no
            // controller hosts (a root's context: the view is in the window itself).
            let presentation = controller.storedPresentationController
            guard let container = presentation?.transitionView
                    ?? (presentation?.contextContainer != nil && controller.contextHost == nil ? controller.storedView : nil),
                  container.storedSuperview != nil else { continue }
            if controller.appearance == .appeared || controller.appearance == .appearing {
                controller.beginAppearance(false, animated: false)
            }
            container.removeFromSuperviewMechanism(notingDeparture: false)
            if controller.appearance == .disappearing { controller.endAppearance() }
        }
    }

    /// Completes a presentation over a context that this controller started and that is in
    /// flight, when this controller's view leaves the window (its container removes it): the
    /// presentation's end would otherwise wait on a presenter that may be released first.
    func finishContextPresentationInFlight() {
        guard let presented = storedPresentedViewController, presented.beingPresented,
              let presentation = presented.storedPresentationController, presentation.contextContainer != nil,
              presentation.removedPresenterView == nil, presentation.dismissal == nil else { return }
        presented.finishPresentation(cause: "present(\(presented.traceName)) completed as its context left the window")
    }

    /// Runs `body` after a transition's virtual duration, or at the commit of this turn.
    func afterTransition(animated: Bool, _ body: @escaping @MainActor () -> Void) {
        if animated {
            runtime.runLoop.schedule(after: Self.modalTransitionDuration, settles: true, body)
        } else {
            runtime.runLoop.performAfterCommit(body)
        }
    }
}
