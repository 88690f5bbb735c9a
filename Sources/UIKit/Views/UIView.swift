import Foundation

/// A rectangular area in the view hierarchy, with the lifecycle callbacks UIKit sends as it
/// moves between superviews and windows, lays out and draws.
///
/// Subclass it as on iOS: override `init(frame:)`, `required init?(coder:)`, and any of the
/// callbacks; the framework delivers and traces them.
@MainActor
open class UIView: UIResponder {
    @exclusivity(unchecked) nonisolated(unsafe) var storedSubviews: [UIView] = []
    /// The superview and the window, unretained (the superview keeps the view alive, and the
    /// window its subtree), as `Unmanaged` so that hot paths test and walk them without a
    /// retain and a release per step (see ``storedSuperview``, ``storedWindow``).
    @exclusivity(unchecked) nonisolated(unsafe) var superviewReference: Unmanaged<UIView>?
    @exclusivity(unchecked) nonisolated(unsafe) var windowReference: Unmanaged<UIWindow>?

    /// The superview, unretained.
    nonisolated var storedSuperview: UIView? {
        get { superviewReference?.takeUnretainedValue() }
        set { superviewReference = newValue.map { Unmanaged.passUnretained($0) } }
    }

    /// The window, unretained.
    nonisolated var storedWindow: UIWindow? {
        get { windowReference?.takeUnretainedValue() }
        set { windowReference = newValue.map { Unmanaged.passUnretained($0) } }
    }
    unowned(unsafe) var owningViewController: UIViewController?
    var storedFrame: CGRect
    var boundsOrigin: CGPoint = .zero
    var needsLayoutFlag = false
    var isLayingOutSubviews = false
    var queuedForLayout = false
    var needsDisplayFlag = false
    var queuedForDisplay = false
    var hasBeenDisplayed = false

    /// A number that identifies the view to ``viewWithTag(_:)``.
    open var tag = 0
    /// The identifier UI tests (and the device's `tap` action) find the view by.
    open var accessibilityIdentifier: String?
    /// The identifier that state restoration uses.
    open var restorationIdentifier: String?
    /// Whether the view is hidden.
    open var isHidden = false
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1
    /// The background colour.
    open var backgroundColor: UIColor?
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
        runtime.recordInit(self, .initFrame, [frame.traceDescription])
    }

    /// Creates a view with a zero frame, through ``init(frame:)``.
    public override convenience init() {
        self.init(frame: .zero)
    }

    /// Creates a view from an archive (a storyboard or a nib).
    ///
    /// The archive's subviews are decoded and added inside this initializer, so they get their
    /// superview callbacks, and the receiver its `didAddSubview(_:)`, before it returns.
    public required init?(coder: NSCoder) {
        storedFrame = .zero
        super.init()
        if let decoder = coder as? ArchiveDecoding {
            decoder.decodeState(of: self)
        }
        runtime.recordInit(self, .initCoder, [])
    }

    nonisolated deinit {
        deinitTraced = true
        let name = traceClassNameAtCreation
        let ordinal = traceOrdinal
        // The subviews move out without a copy: this frame must not hold the last reference
        // to them, or a deep chain would be destroyed recursively (see ViewTeardown).
        var children: [UIView] = []
        swap(&children, &storedSubviews)
        let address = Unmanaged.passUnretained(self).toOpaque()
        MainActor.assumeIsolated {
            let runtime = HeadlessRuntime.current
            if queuedForLayout || queuedForDisplay { runtime.layout.forget(address) }
            runtime.recordDeinit(className: name, ordinal: ordinal)
            for child in children {
                child.detachFromDeallocatingSuperview()
            }
            ViewTeardown.release(&children)
        }
    }

    /// Called after the view was loaded from a storyboard or nib and its connections were made.
    open override func awakeFromNib() {}

    /// The next responder: the owning view controller for a root view, else the superview.
    open override var next: UIResponder? {
        if let owningViewController { return owningViewController }
        return storedSuperview
    }

    // MARK: Geometry (UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates; a change of size flags layout.
    open var frame: CGRect {
        get { frameMechanism }
        set { frameMechanism = newValue }
    }

    /// The view's rectangle in its own coordinates; a change of origin (scrolling) flags layout.
    open var bounds: CGRect {
        get { boundsMechanism }
        set { boundsMechanism = newValue }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { centerMechanism }
        set { centerMechanism = newValue }
    }

    /// The size that fits the view's content; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)``.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    /// The view's superview, or nil.
    public var superview: UIView? { storedSuperview }

    /// The view's subviews, back to front.
    public var subviews: [UIView] { storedSubviews }

    /// The window the view is in, or nil.
    open var window: UIWindow? { storedWindow }

    /// Adds a view at the front of the subviews, removing it from its old superview first.
    open func addSubview(_ view: UIView) { addSubviewMechanism(view) }

    /// Inserts a view at an index of the subviews; an index out of range is reported.
    open func insertSubview(_ view: UIView, at index: Int) { insertSubviewMechanism(view, at: index) }

    /// Inserts a view just above a sibling subview.
    open func insertSubview(_ view: UIView, aboveSubview siblingSubview: UIView) {
        insertSubviewMechanism(view, aboveSubview: siblingSubview)
    }

    /// Inserts a view just below a sibling subview.
    open func insertSubview(_ view: UIView, belowSubview siblingSubview: UIView) {
        insertSubviewMechanism(view, belowSubview: siblingSubview)
    }

    /// Moves a subview to the front.
    open func bringSubviewToFront(_ view: UIView) { bringSubviewToFrontMechanism(view) }

    /// Moves a subview to the back.
    open func sendSubviewToBack(_ view: UIView) { sendSubviewToBackMechanism(view) }

    /// Swaps two subviews by index.
    open func exchangeSubview(at index1: Int, withSubviewAt index2: Int) {
        exchangeSubviewMechanism(at: index1, withSubviewAt: index2)
    }

    /// Removes the view from its superview and from its window.
    open func removeFromSuperview() { removeFromSuperviewMechanism() }

    // MARK: Callbacks

    /// Called when a subview was added.
    open func didAddSubview(_ subview: UIView) {}
    /// Called before a subview is removed.
    open func willRemoveSubview(_ subview: UIView) {}
    /// Called before the superview changes; `superview` still has the old value.
    open func willMove(toSuperview newSuperview: UIView?) {}
    /// Called after the superview changed.
    open func didMoveToSuperview() {}
    /// Called before the window changes; `window` still has the old value.
    open func willMove(toWindow newWindow: UIWindow?) {}
    /// Called after the window changed.
    open func didMoveToWindow() {}
    /// Lays out the subviews. Override it; never call it directly.
    open func layoutSubviews() {}
    /// Draws the view's content. Override it; never call it directly.
    open func draw(_ rect: CGRect) {}

    // MARK: Traits (UIWindow+SizeTransition.swift)

    /// Called after the traits of the view's window changed, such as on rotation.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}
}

/// Implemented by the Interface Builder decoder to fill in an archived view's state.
@MainActor
protocol ArchiveDecoding: AnyObject {
    /// Sets the view's archived properties and adds its archived subviews.
    func decodeState(of view: UIView)
}
