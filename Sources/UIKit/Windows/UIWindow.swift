import HeadlessCore
import Foundation

/// The root of a view hierarchy on screen, which shows a root view controller.
///
/// Setting ``rootViewController`` on a visible window, or ``makeKeyAndVisible()``, loads the
/// root controller's view and makes it appear: `viewWillAppear(_:)` before the view is in
/// the window (its `superview` is nil there), the window callbacks as it is added,
/// `viewIsAppearing(_:)` and layout when the turn commits (its `window` is set by
/// `viewWillLayoutSubviews()`), then `viewDidAppear(_:)` (VC-15, V-6).
@preconcurrency @MainActor
open class UIWindow: UIView {
    var storedRootViewController: UIViewController?
    var isShown = false
    /// The traits of the window's hierarchy once a size transition gave it its own; until
    /// then, the screen's.
    var windowTraits: UITraitCollection?
    /// The menu shown in the window, if any (`Chrome/MenuSession.swift`); the window owns it.
    var openMenu: MenuSession.OpenMenu?

    /// The handle through which the framework's registries refer to the window without a
    /// `weak` reference (see ``ObjectHandle``); cleared first thing in `deinit`.
    nonisolated let handle = ObjectHandle<UIWindow>()

    /// Creates a window; it is hidden until ``makeKeyAndVisible()``.
    public override init(frame: CGRect) {
        super.init(frame: frame)
        isHidden = true
        storedWindow = self
        handle.attach(self)
        runtime.windows.append(handle)
    }

    /// Creates a window from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        isHidden = true
        storedWindow = self
        handle.attach(self)
        runtime.windows.append(handle)
    }

    nonisolated deinit {
        handle.clear()
        if !OffMainRelease.run(self, { unsafeDowncast($0, to: UIWindow.self).tearDownForDeallocation() }) {
            clearWindowLinksOffMainActor()
        }
    }

    /// A window released off the main actor clears the window link of every view of its
    /// subtree (``UnretainedLink``'s invariant): a root view kept by its controller must not
    /// name a freed window. Iterative, so a deep subtree does not grow the stack.
    private nonisolated func clearWindowLinksOffMainActor() {
        var pending = storedSubviews
        while let view = pending.popLast() {
            guard view.windowReference?.refers(to: self) == true else { continue }
            view.windowReference = nil
            pending.append(contentsOf: view.storedSubviews)
        }
    }

    /// The window itself.
    open override var window: UIWindow? { self }

    /// Whether the window is hidden. Hiding a window that shows its root view controller
    /// makes the controller disappear; showing it again makes it appear.
    open override var isHidden: Bool {
        didSet {
            if oldValue != isHidden { visibilityDidChange() }
        }
    }

    /// The controller whose view fills the window.
    open var rootViewController: UIViewController? {
        get { storedRootViewController }
        set { replaceRootViewController(with: newValue) }
    }

    /// Makes the window the key window and shows it.
    open func makeKeyAndVisible() {
        runtime.withCause("makeKeyAndVisible()") {
            makeKey()
            show()
        }
    }

    /// Makes the window the key window.
    open func makeKey() {
        takeKeyStatus()
    }

    /// The bounds the window's presentation containers were last made to fill; nil when a
    /// container arrived or moved since (``UITransitionView``).
    var containerFillBounds: CGRect?

    /// Called when the window became the key window.
    open func becomeKey() {}

    /// Called when the window stopped being the key window.
    open func resignKey() {}

    /// Whether the window is the key window.
    open var isKeyWindow: Bool { runtime.keyWindowStorage === self }

    /// The scene the window belongs to; setting it moves the window to another scene.
    open var windowScene: UIWindowScene? {
        get {
            let scenes = ApplicationRegistry.application(of: runtime)?.scenes ?? []
            return scenes.lazy.compactMap { $0 as? UIWindowScene }.first { scene in
                scene.windows.contains(identicalTo: self)
            }
        }
        set {
            windowScene?.detach(self)
            newValue?.attach(self)
        }
    }

    /// The window's presentation containers fill it (UIView+ContainerLayout.swift): they are
    /// set when the window's bounds change or a container arrived or moved since the last time
    /// (``containerFillBounds``), as UIKit's resize with their window, rather than at every
    /// layout of the window (each presentation lays the window out, and the containers of
    /// earlier full-screen presentations stay in it: References §53.1).
    override func layOutOwnFrameworkSubviews() {
        guard containerFillBounds != bounds else { return }
        let bounds = self.bounds
        for view in storedSubviews where view is UITransitionView {
            view.frame = bounds
        }
        containerFillBounds = bounds
    }
}

