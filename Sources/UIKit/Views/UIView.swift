import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// A rectangular area in the view hierarchy, with the lifecycle callbacks UIKit sends as it
/// moves between superviews and windows, lays out and draws.
///
/// Subclass it as on iOS: override `init(frame:)`, `required init?(coder:)`, and any of the
/// callbacks; the framework delivers and traces them.
@preconcurrency @MainActor
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
    open var isHidden = false { didSet { layerStorage?.isHidden = isHidden } }
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1 { didSet { layerStorage?.opacity = Float(alpha) } }
    /// The background colour.
    open var backgroundColor: UIColor? { didSet { layerStorage?.backgroundColor = backgroundColor?.cgColor } }
    /// Whether touches reach the view.
    open var isUserInteractionEnabled = true
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false { didSet { layerStorage?.masksToBounds = clipsToBounds } }

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
        let children = storedSubviews
        storedSubviews = []
        let address = Unmanaged.passUnretained(self).toOpaque()
        // The layer may outlive the view; it must not name it as its delegate any more.
        layerStorage?.clearOwningDelegate()
        MainActor.assumeIsolated {
            let runtime = HeadlessRuntime.current
            if queuedForLayout || queuedForDisplay { runtime.layout.forget(address) }
            runtime.recordDeinit(className: name, ordinal: ordinal)
            for child in children {
                child.detachFromDeallocatingSuperview()
            }
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
    open var superview: UIView? { storedSuperview }

    /// The view's subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

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

    /// Flags the view for layout at the end of the current run-loop turn.
    open func setNeedsLayout() {
        guard !needsLayoutFlag else { return }
        needsLayoutFlag = true
        runtime.layout.enqueueLayout(self)
    }

    /// Lays out the receiver and its flagged descendants now, if any need it.
    open func layoutIfNeeded() {
        runtime.layout.layoutNow(subtreeOf: self, runtime: runtime)
    }

    /// Flags the whole view for drawing in the next display pass.
    open func setNeedsDisplay() {
        guard !needsDisplayFlag else { return }
        needsDisplayFlag = true
        runtime.layout.enqueueDisplay(self)
    }

    /// Flags part of the view for drawing; the whole view is redrawn.
    open func setNeedsDisplay(_ invalidRect: CGRect) {
        setNeedsDisplay()
    }

    /// Whether the view is `view` or one of its descendants.
    open func isDescendant(of view: UIView) -> Bool {
        // Unretained steps up the chain: the superviews are kept alive by the receiver.
        let target = Unmanaged.passUnretained(view).toOpaque()
        var current: Unmanaged<UIView>? = Unmanaged.passUnretained(self)
        while let reference = current {
            if reference.toOpaque() == target { return true }
            current = reference.takeUnretainedValue().superviewReference
        }
        return false
    }

    /// The first view with a tag, searching the receiver and then its descendants depth-first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        firstInSubtree { $0.tag == tag }
    }

    /// The view's traits: those of its window, or the screen's outside a window.
    open var traitCollection: UITraitCollection {
        storedWindow?.currentTraits ?? runtime.screen.traitCollection
    }

    /// Runs `animations` now and calls `completion` with true when virtual time reaches
    /// `delay + duration`.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// Runs `animations` now and calls `completion` with true when virtual time reaches
    /// the end of `duration`.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: 0, animations: animations, completion: completion)
    }

    /// Runs `animations` now; the animation lasts `duration` seconds of virtual time.
    open class func animate(withDuration duration: TimeInterval, animations: @escaping () -> Void) {
        runAnimation(duration: duration, delay: 0, animations: animations, completion: nil)
    }

    /// Runs `actions` with animations turned off; the changes take effect at once.
    open class func performWithoutAnimation(_ actionsWithoutAnimation: () -> Void) {
        actionsWithoutAnimation()
    }

    // MARK: Layer (UIView+Layer.swift)

    /// The layer, created on first use; nil until then.
    @exclusivity(unchecked) nonisolated(unsafe) var layerStorage: CALayer?

    /// The Core Animation layer behind the view, of ``layerClass``; the view is its delegate.
    open var layer: CALayer { layerMechanism }

    /// The class of the view's layer: `CALayer` unless a subclass says otherwise.
    open class var layerClass: AnyClass { CALayer.self }

    /// The transform of the view around its centre; `frame` becomes the transformed bounding
    /// box, `bounds` and `center` do not change.
    open var transform: CGAffineTransform {
        get { transformMechanism }
        set { transformMechanism = newValue }
    }

    /// Lays out the layer's sublayers, after `layoutSubviews()` in the layout pass.
    open func layoutSublayers(of layer: CALayer) {}
}

extension UIView: @preconcurrency CALayerDelegate {}

/// Implemented by the Interface Builder decoder to fill in an archived view's state.
@MainActor
protocol ArchiveDecoding: AnyObject {
    /// Sets the view's archived properties and adds its archived subviews.
    func decodeState(of view: UIView)
}
