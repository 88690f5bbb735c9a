import Foundation

/// Manages a view hierarchy and receives its lifecycle: loading, appearance, layout,
/// containment, memory warnings and size transitions.
///
/// Subclass it exactly as on iOS. Its view loads lazily the first time ``view`` is read;
/// its appearance follows the four-state machine of ``AppearanceState``. Every overridable
/// member is declared here, in the class body, because Swift cannot override members
/// declared in extensions; the mechanisms live in `UIViewController+*.swift`.
@MainActor
open class UIViewController: UIResponder {
    nonisolated(unsafe) var storedView: UIView?
    weak var storedParent: UIViewController?
    var storedChildren: [UIViewController] = []
    var appearance: AppearanceState = .disappeared
    var appearanceAnimated = false
    var awaitsViewIsAppearing = false
    var forwardedChildren: [UIViewController] = []
    var endsAppearanceWhenWindowSettles = false
    var viewLoadNesting = 0
    var isRunningLoadView = false
    var superCallFrames: [SuperCallFrame] = []
    var directCallDepth = 0
    var movingToParent = false
    var movingFromParent = false
    var beingPresented = false
    var beingDismissed = false
    var storedTraitCollection: UITraitCollection?
    /// Loads the view from an archive (a storyboard scene or a nib), set by the loader that
    /// created the controller; returns whether it assigned ``view``.
    var archivedViewLoader: (@MainActor (UIViewController) -> Bool)?
    /// The storyboard the controller was instantiated from (a `UIStoryboard`), if any.
    var storedStoryboard: AnyObject?

    /// The name of the nib the default ``loadView()`` loads, if any.
    public internal(set) var nibName: String?
    /// The bundle the nib is looked up in.
    public internal(set) var nibBundle: Bundle?
    /// The title, shown by navigation and tab bar controllers.
    open var title: String?
    /// The identifier that state restoration uses.
    open var restorationIdentifier: String?

    /// Creates a view controller whose view comes from a nib, or from ``loadView()`` when
    /// `nibNameOrNil` is nil and no nib is named after the class.
    public init(nibName nibNameOrNil: String?, bundle nibBundleOrNil: Bundle?) {
        nibName = nibNameOrNil
        nibBundle = nibBundleOrNil
        super.init()
        runtime.register(controller: self)
        runtime.recordInit(self, .initNibNameBundle,
                           [nibNameOrNil.map { "\"\($0)\"" } ?? "nil", nibBundleOrNil == nil ? "nil" : "bundle"])
    }

    /// Creates a view controller from an archive (a storyboard scene).
    public required init?(coder: NSCoder) {
        super.init()
        runtime.register(controller: self)
        if let decoder = coder as? ControllerArchiveDecoding {
            decoder.decodeState(of: self)
        }
        runtime.recordInit(self, .initCoder)
    }

    /// Creates a view controller through `init(nibName: nil, bundle: nil)`, so that a
    /// subclass's override of that initializer runs first (VC-3).
    public override convenience init() {
        self.init(nibName: nil, bundle: nil)
    }

    nonisolated deinit {
        deinitTraced = true
        let name = traceClassNameAtCreation
        let ordinal = traceOrdinal
        let view = storedView
        let presented = storedPresentedViewController
        MainActor.assumeIsolated {
            HeadlessRuntime.current.recordDeinit(className: name, ordinal: ordinal)
            view?.owningViewController = nil
            if let presented { PresentationTeardown.takeOffScreen(presentedBy: presented) }
        }
    }

    /// The next responder: the view's superview when the view is in a hierarchy, else the parent.
    open override var next: UIResponder? {
        storedView?.storedSuperview ?? storedParent
    }

    // MARK: Archives

    /// Called after the controller was loaded from a storyboard and its connections were made.
    open override func awakeFromNib() { noteSuperCall(.awakeFromNib) }

    // MARK: The view (UIViewController+ViewLoading.swift)

    /// Creates the view. The default loads the controller's storyboard scene or nib, or
    /// creates a plain, screen-sized `UIView`. An override must assign ``view`` and must not
    /// call `super` unless it wants the default.
    open func loadView() { loadDefaultView() }

    /// Called once the view is loaded.
    open func viewDidLoad() { noteSuperCall(.viewDidLoad) }

    // MARK: Appearance (UIViewController+Appearance.swift)

    /// Called before the view is added to a view hierarchy.
    open func viewWillAppear(_ animated: Bool) { noteSuperCall(.viewWillAppear) }
    /// Called once the view is in the hierarchy, before its layout.
    open func viewIsAppearing(_ animated: Bool) {}
    /// Called after the view appeared.
    open func viewDidAppear(_ animated: Bool) { noteSuperCall(.viewDidAppear) }
    /// Called before the view is removed from a view hierarchy.
    open func viewWillDisappear(_ animated: Bool) { noteSuperCall(.viewWillDisappear) }
    /// Called after the view was removed.
    open func viewDidDisappear(_ animated: Bool) { noteSuperCall(.viewDidDisappear) }

    /// Whether appearance callbacks reach the children automatically (the default). A
    /// container that returns false calls ``beginAppearanceTransition(_:animated:)`` and
    /// ``endAppearanceTransition()`` on its children itself.
    open var shouldAutomaticallyForwardAppearanceMethods: Bool { true }

    /// Starts an appearance (true) or disappearance (false) of a child, for containers that
    /// forward appearance by hand.
    open func beginAppearanceTransition(_ isAppearing: Bool, animated: Bool) {
        runtime.withCause("beginAppearanceTransition(\(isAppearing), animated: \(animated))") {
            beginAppearance(isAppearing, animated: animated)
        }
    }

    /// Ends the transition started by ``beginAppearanceTransition(_:animated:)``.
    open func endAppearanceTransition() {
        runtime.withCause("endAppearanceTransition()") { endAppearance() }
    }

    /// The children that follow this controller's appearance. Containers narrow it (a
    /// navigation controller forwards to its top controller only).
    func childrenReceivingAppearance() -> [UIViewController] { defaultChildrenReceivingAppearance() }

    /// Whether children of this controller appear and disappear as their views enter and
    /// leave the window. Containers that drive their children explicitly return false.
    var managesChildAppearanceThroughWindow: Bool { true }

    // MARK: Layout

    /// Called before the view lays out its subviews.
    open func viewWillLayoutSubviews() {}
    /// Called after the view laid out its subviews.
    open func viewDidLayoutSubviews() {}

    // MARK: Containment (UIViewController+Containment.swift)

    /// Adds a child view controller; calls the child's ``willMove(toParent:)``.
    open func addChild(_ childController: UIViewController) { addChildMechanism(childController) }

    /// Removes the controller from its parent; calls ``didMove(toParent:)`` with nil.
    open func removeFromParent() { removeFromParentMechanism() }

    /// Called before the controller is added to or removed from a container.
    open func willMove(toParent parent: UIViewController?) { noteDirectContainmentCall(.willMoveToParent, parent) }

    /// Called after the controller was added to or removed from a container.
    open func didMove(toParent parent: UIViewController?) { noteDirectContainmentCall(.didMoveToParent, parent) }

    // MARK: Presentation (Presentation/UIViewController+Presentation.swift)

    /// The controller this one presented (strong, as UIKit keeps it alive while presented).
    nonisolated(unsafe) var storedPresentedViewController: UIViewController?
    /// The controller that presented this one.
    weak var storedPresentingViewController: UIViewController?
    /// The presentation controller created for this controller, kept between presentations.
    var storedPresentationController: UIPresentationController?

    /// How ``present(_:animated:completion:)`` shows this controller; `.automatic` resolves to
    /// `.pageSheet`, as on iOS 13 and later.
    open var modalPresentationStyle: UIModalPresentationStyle = .automatic
    /// The animation used when this controller is presented (recorded, not drawn).
    open var modalTransitionStyle: UIModalTransitionStyle = .coverVertical
    /// Whether the user is prevented from dismissing this sheet with a swipe.
    open var isModalInPresentation = false
    /// Whether this controller's view is the area covered by `.currentContext` and
    /// `.overCurrentContext` presentations made from it or its descendants.
    open var definesPresentationContext = false

    /// Presents a view controller modally; `completion` runs after its `viewDidAppear(_:)`.
    open func present(_ viewControllerToPresent: UIViewController, animated flag: Bool, completion: (() -> Void)? = nil) {
        presentMechanism(viewControllerToPresent, animated: flag, completion: completion)
    }

    /// Dismisses the controller this one presented (and every one above it), or this
    /// controller when it was presented; `completion` runs after `viewDidDisappear(_:)`.
    open func dismiss(animated flag: Bool, completion: (() -> Void)? = nil) {
        dismissMechanism(animated: flag, completion: completion)
    }

    /// Shows a controller in the primary context: pushed by the enclosing navigation
    /// controller, else presented.
    open func show(_ vc: UIViewController, sender: Any?) { showMechanism(vc) }

    /// Shows a controller in the secondary (detail) context: presented, as there is no split view.
    open func showDetailViewController(_ vc: UIViewController, sender: Any?) { showDetailMechanism(vc) }

    // MARK: Memory

    /// Called when the app receives a memory warning. Views are not unloaded (VC-14).
    open func didReceiveMemoryWarning() {}

    // MARK: Size and traits (UIViewController+Transitions.swift)

    /// Called before the traits change; the default forwards to the children.
    open func willTransition(to newCollection: UITraitCollection, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardTraitTransition(to: newCollection, with: coordinator)
    }

    /// Called before the view's size changes; the default forwards to the children.
    open func viewWillTransition(to size: CGSize, with coordinator: UIViewControllerTransitionCoordinator) {
        forwardSizeTransition(to: size, with: coordinator)
    }

    /// Called after the traits changed.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    // MARK: Storyboards (InterfaceBuilder/Storyboards/UIViewController+Storyboards.swift)

    /// Called before a segue from this controller is performed, with the destination already
    /// created; the default does nothing.
    open func prepare(for segue: UIStoryboardSegue, sender: Any?) {}

    /// Whether a segue triggered by a control or a cell should be performed; the default is
    /// true. Not asked for segues performed with ``performSegue(withIdentifier:sender:)``.
    open func shouldPerformSegue(withIdentifier identifier: String, sender: Any?) -> Bool { true }

    /// Performs the segue with an identifier from this controller's storyboard scene; an
    /// identifier the scene does not have is reported.
    open func performSegue(withIdentifier identifier: String, sender: Any?) {
        performSegueMechanism(withIdentifier: identifier, sender: sender)
    }

    /// Whether this controller is the destination of an unwind segue: by default, whether it
    /// has the unwind action (see ``IBActionTarget``). The action is the name the storyboard
    /// stores, such as `unwindToMaster:` (a `Selector` on iOS).
    open func canPerformUnwindSegueAction(_ action: String, from fromViewController: UIViewController, sender: Any?) -> Bool {
        defaultCanPerformUnwindSegueAction(action, from: fromViewController)
    }

    /// The children an unwind search looks into: by default every child except the one that
    /// contains the source, most recent first.
    open func allowedChildrenForUnwinding(from source: UIStoryboardUnwindSegueSource) -> [UIViewController] {
        defaultAllowedChildrenForUnwinding(from: source)
    }

    /// The child that contains an unwind segue's source, if any.
    open func childContaining(_ source: UIStoryboardUnwindSegueSource) -> UIViewController? {
        defaultChildContaining(source)
    }

    /// Called on each container between an unwind segue's common ancestor and its
    /// destination, to bring `subsequentVC` back on screen: by default a navigation
    /// controller pops to it and a tab bar controller selects it.
    open func unwind(for unwindSegue: UIStoryboardSegue, towards subsequentVC: UIViewController) {
        unwindMechanism(towards: subsequentVC, animated: true)
    }
}

/// Implemented by the Interface Builder decoder to fill in an archived controller's state.
@MainActor
protocol ControllerArchiveDecoding: AnyObject {
    /// Sets the controller's archived properties and how its view will be loaded.
    func decodeState(of controller: UIViewController)
}
