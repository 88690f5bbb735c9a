import HeadlessCore
import Foundation

/// A container that manages a stack of view controllers, showing the top one.
///
/// Pushes and pops follow References §4: on a push the incoming controller loads
/// before the outgoing one's `viewWillDisappear(_:)`, the outgoing `viewDidDisappear(_:)`
/// precedes the incoming `viewDidAppear(_:)`, and `didMove(toParent:)` comes last. Only the
/// top controller's view is in the navigation controller's view; the others load when they
/// are revealed. Animated transitions take `transitionDuration` of virtual time; others end
/// when the run-loop turn commits, after layout.
///
/// The stack (``viewControllers``) changes as soon as a push or pop is called; the screen
/// follows through one transition at a time. A push or pop issued while a transition runs is
/// logged as UIKit logs it ("nested push animation can result in corrupted navigation
/// bar") and shown when the running transition ends, so the stack the app asked for is the
/// one on screen at the end.
@preconcurrency @MainActor
open class UINavigationController: UIViewController {
    /// The duration of an animated push or pop, in virtual seconds (UIKit's slide).
    static let transitionDuration: TimeInterval = 0.35

    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var stack: [UIViewController] = []
    /// The child whose view is in the navigation controller's view.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var shown: UIViewController?
    /// The transition on screen, if any.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var transition: NavigationTransition?
    /// Children that got `willMove(toParent: self)` and wait for `didMove(toParent: self)`.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var pendingArrivals: [UIViewController] = []
    /// Children that got `willMove(toParent: nil)` and wait for `didMove(toParent: nil)`.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var pendingDepartures: [UIViewController] = []
    /// A display update asked for while a transition ran, and whether it is animated.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var pendingDisplayAnimated: Bool?
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var isInstallingContent = false
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var reconcileDeferred = false
    /// A transition asked for while the navigation controller is on screen, waiting for the
    /// layout of its view (References §17): whether it is animated and what caused it.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var deferredTransition: (animated: Bool, cause: TraceCause)?

    /// The object told about the controllers shown.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open weak var delegate: UINavigationControllerDelegate?

    /// Creates a navigation controller with a root view controller.
    public init(rootViewController: UIViewController) {
        super.init(nibName: nil, bundle: nil)
        setStackMechanism([rootViewController], animated: false)
    }

    /// Creates an empty navigation controller.
    public override init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        super.init(nibName: nibNameOrNil, bundle: nibBundleOrNil)
    }

    /// Creates a navigation controller from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    // MARK: The stack (UINavigationController+Stack.swift)

    /// The stack, root first. Setting it is ``setViewControllers(_:animated:)`` without animation.
    open var viewControllers: [UIViewController] {
        get { stack }
        set { setViewControllers(newValue, animated: false) }
    }

    /// Replaces the stack; the old and new top controllers swap as a push (when the new top
    /// was not in the stack) or a pop.
    open func setViewControllers(_ viewControllers: [UIViewController], animated: Bool) {
        setStackMechanism(viewControllers, animated: animated)
    }

    /// The controller at the top of the stack.
    open var topViewController: UIViewController? { stack.last }

    /// The controller on screen: one presented over the navigation controller, else the top.
    open var visibleViewController: UIViewController? { visibleViewControllerMechanism }

    /// Pushes a controller onto the stack and shows it.
    open func pushViewController(_ viewController: UIViewController, animated: Bool) {
        pushMechanism(viewController, animated: animated)
    }

    /// Pops the top controller and returns it; nil when only the root is left.
    @discardableResult
    open func popViewController(animated: Bool) -> UIViewController? {
        popMechanism(animated: animated)
    }

    /// Pops every controller above the root and returns them, bottom first.
    @discardableResult
    open func popToRootViewController(animated: Bool) -> [UIViewController]? {
        popToRootMechanism(animated: animated)
    }

    /// Pops the controllers above `viewController` and returns them, bottom first.
    @discardableResult
    open func popToViewController(_ viewController: UIViewController, animated: Bool) -> [UIViewController]? {
        popToMechanism(viewController, animated: animated)
    }

    /// Pushes `vc`, as the primary context of a navigation interface does.
    open override func show(_ vc: UIViewController, sender: Any?) {
        pushViewController(vc, animated: true)
    }

    // MARK: Bars (Chrome/UINavigationController+Bars.swift)

    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var storedNavigationBar: UINavigationBar?
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var storedToolbar: UIToolbar?
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var navigationBarHidden = false
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var toolbarHidden = true

    /// The navigation bar: a subview of the view, showing the stack's navigation items.
    open var navigationBar: UINavigationBar { navigationBarMechanism }

    /// Whether the navigation bar is hidden. Setting it is ``setNavigationBarHidden(_:animated:)``
    /// without animation.
    open var isNavigationBarHidden: Bool {
        get { navigationBarHidden }
        set { setNavigationBarHidden(newValue, animated: false) }
    }

    /// Hides or shows the navigation bar; the content's safe area follows, in the next layout.
    open func setNavigationBarHidden(_ hidden: Bool, animated: Bool) { setNavigationBarHiddenMechanism(hidden) }

    /// The toolbar at the bottom of the view, showing the top controller's `toolbarItems`.
    open var toolbar: UIToolbar! { toolbarMechanism }

    /// Whether the toolbar is hidden (it is, until the app shows it).
    open var isToolbarHidden: Bool {
        get { toolbarHidden }
        set { setToolbarHidden(newValue, animated: false) }
    }

    /// Hides or shows the toolbar; the content's safe area follows, in the next layout.
    open func setToolbarHidden(_ hidden: Bool, animated: Bool) { setToolbarHiddenMechanism(hidden) }

    // MARK: Interactive pop (UINavigationController+InteractivePop.swift)

    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var storedInteractivePop: UIScreenEdgePanGestureRecognizer?
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var storedBarHideOnTap: UITapGestureRecognizer?
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var storedBarHideOnSwipe: UIPanGestureRecognizer?
    /// Whether the toolbar was hidden with the navigation bar by a bar-hiding gesture, to
    /// show it again with it.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var toolbarHiddenWithBars = false
    /// The recognizer's default delegate, kept alive here (the recognizer holds it weakly).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var interactivePopPolicy: InteractivePopPolicy?
    /// The pop the recognizer started and that waits for the finger to lift (held by
    /// ``transition`` while it runs).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) weak var interactivePopTransition: NavigationTransition?
    /// How many pops the recognizer started, for the device's messages.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var interactivePopCount = 0

    /// The screen-edge pan recognizer on the view that pops the top controller interactively,
    /// from the leading edge. Apps turn it off with `isEnabled`, or set its delegate to decide
    /// when it may begin.
    open var interactivePopGestureRecognizer: UIGestureRecognizer? { interactivePopMechanism }

    /// Whether a tap on the content hides the bars, and the next one shows them
    /// (``barHideOnTapGestureRecognizer``; UINavigationController+BarHiding.swift).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var hidesBarsOnTap = false {
        didSet { if hidesBarsOnTap != oldValue { updateBarHidingRecognizers() } }
    }
    /// Whether a swipe up on the content hides the bars and a swipe down shows them
    /// (``barHideOnSwipeGestureRecognizer``).
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var hidesBarsOnSwipe = false {
        didSet { if hidesBarsOnSwipe != oldValue { updateBarHidingRecognizers() } }
    }
    /// Whether the bars hide in a vertically compact environment (an iPhone in landscape)
    /// and show again when it is regular.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var hidesBarsWhenVerticallyCompact = false {
        didSet {
            guard hidesBarsWhenVerticallyCompact != oldValue else { return }
            updateBarHidingRecognizers()
            barsFollowVerticalSizeClass()
        }
    }
    /// The tap recognizer that hides and shows the bars when ``hidesBarsOnTap`` is on.
    open var barHideOnTapGestureRecognizer: UITapGestureRecognizer { barHideOnTapMechanism }
    /// The pan recognizer that hides and shows the bars when ``hidesBarsOnSwipe`` is on.
    open var barHideOnSwipeGestureRecognizer: UIPanGestureRecognizer { barHideOnSwipeMechanism }
    /// Whether the bars hide when the keyboard appears for a text input in the content.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) open var hidesBarsWhenKeyboardAppears = false

    // MARK: Appearance (UINavigationController+Display.swift)

    override func childrenReceivingAppearance() -> [UIViewController] { appearanceChildren() }

    override var managesChildAppearanceThroughWindow: Bool { false }

    // MARK: Layout (UIView+ContainerLayout.swift)

    override func layOutChildViews(in view: UIView) {
        startDeferredTransitionIfNeeded()
        view.fillWithChildViews(of: self)
        layOutBars(in: view)
    }

    // MARK: Container hooks (UIViewController.swift)

    override var visibleChildren: [UIViewController] { shown.map { [$0] } ?? [] }

    override func showsChild(_ child: UIViewController) -> Bool { stack.last === child }

    override func containerList(holding child: UIViewController) -> String? {
        stack.contains(identicalTo: child) ? "navigation stack" : nil
    }

    override func forgetChild(_ child: UIViewController) { forget(child) }

    override var barCoverage: UIEdgeInsets? { ownBarCoverage }

    override func containerTraitsDidChange(from previous: UITraitCollection) {
        if previous.verticalSizeClass != traitCollection.verticalSizeClass { barsFollowVerticalSizeClass() }
    }

    /// An unwind to a controller in the stack pops to it.
    override func unwindMechanism(towards child: UIViewController, animated: Bool) {
        if stack.contains(identicalTo: child), stack.last !== child {
            popToViewController(child, animated: animated)
        }
    }

    override var ownTransitionCoordinator: TransitionCoordinator? { transition?.coordinator }

    override func completeOwnTransition() {
        if let record = transition { completeTransition(record) }
    }
}

/// A push, pop or interactive pop on screen.
@MainActor
final class NavigationTransition {
    let from: UIViewController?
    let to: UIViewController?
    let animated: Bool
    let interactive: Bool
    let coordinator: TransitionCoordinator
    /// The cause given at the start, or nil for a push's or pop's own, named when read.
    private let givenCause: TraceCause?
    private let isPush: Bool

    /// Why the transition runs, as the trace names it: made only when something reads it
    /// (a recorder or a departure observer), not at every push and pop.
    var cause: TraceCause {
        if let givenCause { return givenCause }
        var text = isPush ? "push to " : "pop to "
        text.append(to?.traceName ?? "nothing")
        return TraceCause(stringLiteral: text)
    }

    convenience init(from: UIViewController?, to: UIViewController?, animated: Bool, interactive: Bool, cause: TraceCause) {
        self.init(from: from, to: to, animated: animated, interactive: interactive, givenCause: cause, isPush: false)
    }

    /// A push's or pop's transition, whose cause names the direction and the new top.
    convenience init(from: UIViewController?, to: UIViewController?, animated: Bool, isPush: Bool) {
        self.init(from: from, to: to, animated: animated, interactive: false, givenCause: nil, isPush: isPush)
    }

    private init(from: UIViewController?, to: UIViewController?, animated: Bool, interactive: Bool,
                 givenCause: TraceCause?, isPush: Bool) {
        self.from = from
        self.to = to
        self.animated = animated
        self.interactive = interactive
        self.givenCause = givenCause
        self.isPush = isPush
        coordinator = TransitionCoordinator(duration: animated ? UINavigationController.transitionDuration : 0)
        coordinator.isInteractive = interactive
    }
}
