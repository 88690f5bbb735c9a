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
    // Safety: unchecked and nonisolated(unsafe) because the nonisolated deinit detaches subviews; only the main actor mutates it and no access is held across a call.
    @exclusivity(unchecked) nonisolated(unsafe) var storedSubviews: [UIView] = []
    /// The superview and the window, unretained (the superview keeps the view alive, and the
    /// window its subtree), so that hot paths test and walk them without a retain and a
    /// release per step (see ``storedSuperview``, ``storedWindow``). A superview clears the
    /// links of its subviews, and a window those of its subtree, before they are freed
    /// (``UnretainedLink``'s invariant), also when released off the main actor.
    // Safety: nonisolated(unsafe) for the deinit walk (a superview's deinit clears its subviews' links); main-actor otherwise.
    nonisolated(unsafe) var superviewReference: UnretainedLink<UIView>?
    // Safety: nonisolated(unsafe) for the deinit walk (a window's deinit clears its subtree's links); main-actor otherwise.
    nonisolated(unsafe) var windowReference: UnretainedLink<UIWindow>?

    /// The superview, unretained; also while the superview's deinit runs (engine walks).
    nonisolated var storedSuperview: UIView? {
        get { superviewReference?.object }
        set {
            superviewReference = newValue.map { UnretainedLink($0) }
            InheritedStyleMemo.structureChanged()
        }
    }

    /// The window, unretained; also while the window's deinit runs (engine walks).
    nonisolated var storedWindow: UIWindow? {
        get { windowReference?.object }
        set { windowReference = newValue.map { UnretainedLink($0) } }
    }
    /// The controller whose root view this is, unretained: the controller owns the view
    /// (`storedView`) and clears the link when it releases it (on any thread), so the link
    /// never outlives it.
    // Safety: nonisolated(unsafe) because a controller released off the main actor clears it there.
    nonisolated(unsafe) var owningControllerReference: UnretainedLink<UIViewController>?

    /// The controller whose root view this is (see ``owningControllerReference``).
    var owningViewController: UIViewController? {
        get { owningControllerReference?.object }
        set {
            if let newValue { owningControllerReference = UnretainedLink(newValue) } else { owningControllerReference = nil }
            InheritedStyleMemo.structureChanged()
        }
    }
    /// The frame as set, before any transform.
    // Safety: unchecked exclusivity: main-actor geometry, read or written whole in one statement, never held across a call out of the framework.
    @exclusivity(unchecked) var storedFrame: CGRect
    var boundsOrigin: CGPoint = .zero
    // Safety: unchecked exclusivity: main-actor layout flag, one read or write per access, never held across a callback.
    @exclusivity(unchecked) var needsLayoutFlag = false
    // Safety: unchecked exclusivity: main-actor layout flag, one read or write per access, never held across a callback.
    @exclusivity(unchecked) var isLayingOutSubviews = false
    // Safety: unchecked exclusivity: main-actor layout flag, one read or write per access, never held across a callback.
    @exclusivity(unchecked) var queuedForLayout = false
    // Safety: unchecked exclusivity: main-actor layout flag, one read or write per access, never held across a callback.
    @exclusivity(unchecked) var needsDisplayFlag = false
    // Safety: unchecked exclusivity: main-actor layout flag, one read or write per access, never held across a callback.
    @exclusivity(unchecked) var queuedForDisplay = false
    // Safety: unchecked exclusivity: main-actor layout flag, one read or write per access, never held across a callback.
    @exclusivity(unchecked) var hasBeenDisplayed = false
    /// Whether the view's class draws (``DrawingClasses``), once asked: 0 not yet, 1 no, 2 yes.
    // Safety: unchecked exclusivity: main-actor cache, one read or write per access, never held across a callback.
    @exclusivity(unchecked) var drawsContentAnswer: UInt8 = 0
    /// Whether a gesture recognizer was ever attached, so that the deinit detaches the
    /// recognizers (which refer to the view unretained) only where there may be some.
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) var hasAttachedGestureRecognizers = false
    /// The appearance override this view inherits, with the generation it was found in
    /// (``InheritedStyleMemo``; 0 until first asked).
    var inheritedStyleMemo: UInt64 = 0
    /// Auto Layout's state, made on first use (UIView+AutoLayout.swift).
    var layoutState: AutoLayoutState?
    /// The appearance override and trait-change registrations, made on first use
    /// (Traits/UIView+TraitOverrides.swift).
    var traitExtras: TraitExtras?

    /// A number that identifies the view to ``viewWithTag(_:)``.
    open var tag = 0
    /// The identifier UI tests (and the device's `tap` action) find the view by.
    open var accessibilityIdentifier: String?
    /// The identifier that state restoration uses.
    open var restorationIdentifier: String?
    /// What VoiceOver reads for the view; a label's text or a button's title unless set
    /// (`UIView+Accessibility.swift`). The device's `tap` matches it.
    open var accessibilityLabel: String? {
        get { chromeExtras?.label ?? defaultAccessibilityLabel }
        set { chromeExtrasStorage.label = newValue }
    }
    /// What VoiceOver reads after a pause: what activating the view does.
    open var accessibilityHint: String? {
        get { chromeExtras?.hint }
        set { chromeExtrasStorage.hint = newValue }
    }
    /// The view's current value for VoiceOver, such as a slider's percentage.
    open var accessibilityValue: String? {
        get { chromeExtras?.value ?? defaultAccessibilityValue }
        set { chromeExtrasStorage.value = newValue }
    }
    /// What kind of element the view is (button, header, static text, …).
    open var accessibilityTraits: UIAccessibilityTraits {
        get { chromeExtras?.traits ?? defaultAccessibilityTraits }
        set { chromeExtrasStorage.traits = newValue }
    }
    /// Whether VoiceOver treats the view as one element; true for labels and controls.
    open var isAccessibilityElement: Bool {
        get { chromeExtras?.isElement ?? defaultIsAccessibilityElement }
        set { chromeExtrasStorage.isElement = newValue }
    }
    /// Whether VoiceOver skips the view's subtree.
    open var accessibilityElementsHidden: Bool {
        get { chromeExtras?.elementsHidden ?? false }
        set { chromeExtrasStorage.elementsHidden = newValue }
    }
    /// The accessibility values the app set and the interactions it added, made on first use
    /// so that a plain view pays one pointer (`UIView+Accessibility.swift`).
    var chromeExtras: ChromeExtras?
    /// Whether the view is hidden. An arranged subview of a stack view that hides collapses.
    open var isHidden = false {
        willSet { keyValueWillChange(self) }
        didSet {
            defer { keyValueDidChange(self) }
            layerStorage?.isHidden = isHidden
            if isHidden != oldValue { hiddenDidChange() }
        }
    }
    /// The view's opacity, from 0 to 1.
    open var alpha: CGFloat = 1 {
        willSet {
            keyValueWillChange(self)
            prepareLayerForAnimatedChange()
        }
        didSet {
            syncLayerOpacity()
            keyValueDidChange(self)
        }
    }
    /// The background colour.
    open var backgroundColor: UIColor? {
        willSet { prepareLayerForAnimatedChange() }
        didSet {
            syncLayerBackgroundColor()
            noteAppearanceSet("backgroundColor") { [backgroundColor] in $0.backgroundColor = backgroundColor }
        }
    }
    /// Whether touches reach the view. True by default; false for a label and an image view
    /// (`takesTouchesByDefault`), as on iOS.
    open var isUserInteractionEnabled = true
    /// The default of ``isUserInteractionEnabled`` for views of the class: false for
    /// `UILabel` and `UIImageView`, which let touches through to the view behind them.
    class var takesTouchesByDefault: Bool { true }
    /// Whether subviews are clipped to the bounds.
    open var clipsToBounds = false { didSet { layerStorage?.masksToBounds = clipsToBounds } }
    /// Whether the view declares that it fills its bounds with opaque content, a hint to the
    /// compositor (default true, as on iOS; the layer's `isOpaque` follows it when set).
    open var isOpaque: Bool {
        get { chromeExtras?.isOpaque ?? true }
        set {
            chromeExtrasStorage.isOpaque = newValue
            layer.isOpaque = newValue
        }
    }
    /// How the content (an image view's image, what `draw(_:)` drew) fits the bounds; with
    /// `.redraw`, a change of the bounds' size asks for `draw(_:)` again.
    open var contentMode: ContentMode = .scaleToFill

    /// Creates a view with a frame.
    public init(frame: CGRect) {
        storedFrame = frame
        super.init()
        isUserInteractionEnabled = type(of: self).takesTouchesByDefault
        runtime.recordInit(self, .initFrame, argument: .rect(frame))
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
        isUserInteractionEnabled = type(of: self).takesTouchesByDefault
        if let decoder = coder as? ArchiveDecoding {
            decoder.decodeState(of: self)
        }
        if !(coder is AppearanceProxyCoder) { runtime.recordInit(self, .initCoder, []) }
    }

    nonisolated deinit {
        deinitTraced = true
        // The layer may outlive the view; it must not name it as its delegate any more.
        layerStorage?.clearOwningDelegate()
        if !OffMainRelease.run(self, { unsafeDowncast($0, to: UIView.self).finishDeinit() }) {
            severLinksOffMainActor()
        }
    }

    /// A view released off the main actor cannot run its teardown (callbacks, queues), but
    /// it still clears the links that would otherwise outlive it: its subviews' superview
    /// link, and its address is noted for the layout queues and the gesture arena.
    private nonisolated func severLinksOffMainActor() {
        for child in storedSubviews where child.superviewReference?.refers(to: self) == true {
            child.superviewReference = nil
            InheritedStyleMemo.structureChanged()
        }
        OffMainRelease.noteDestroyedView(UnretainedLink(self).address, of: runtime)
    }

    /// The main-actor part of `deinit`: the view leaves the layout queues and the trace,
    /// and its subviews are detached and released.
    private func finishDeinit() {
        // The subviews move out without a copy: this frame must not hold the last reference
        // to them, or a deep chain would be destroyed recursively (see ViewTeardown).
        var children: [UIView] = []
        swap(&children, &storedSubviews)
        if queuedForLayout || queuedForDisplay { runtime.layout.forget(UnretainedLink(self).address) }
        if layoutState != nil { runtime.autoLayoutIfMade?.retire(self) }
        if hasAttachedGestureRecognizers { detachGestureRecognizersForDeallocation() }
        runtime.recordDeinit(of: self)
        for child in children {
            child.detachFromDeallocatingSuperview()
        }
        ViewTeardown.release(&children)
    }

    /// Called after the view was loaded from a storyboard or nib and its connections were made.
    open override func awakeFromNib() {}

    /// The next responder: the owning view controller for a root view, else the superview.
    open override var next: UIResponder? {
        if let owningControllerReference { return owningControllerReference.liveObject }
        return superviewReference?.liveObject
    }

    // MARK: Geometry (UIView+Geometry.swift)

    /// The view's rectangle in its superview's coordinates; a change of size flags layout.
    open var frame: CGRect {
        get { frameMechanism }
        set {
            // Observable by key-value observing (References §57.1).
            keyValueWillChange(self)
            frameMechanism = newValue
            keyValueDidChange(self)
        }
    }

    /// The view's rectangle in its own coordinates; a change of origin (scrolling) flags layout.
    open var bounds: CGRect {
        get { boundsMechanism }
        set {
            // Observable by key-value observing (References §57.1).
            keyValueWillChange(self)
            boundsMechanism = newValue
            keyValueDidChange(self)
        }
    }

    /// The centre of the frame, in the superview's coordinates.
    open var center: CGPoint {
        get { centerMechanism }
        set {
            // Observable by key-value observing (References §57.1).
            keyValueWillChange(self)
            centerMechanism = newValue
            keyValueDidChange(self)
        }
    }

    /// The size that fits the view's content; the default is the current size.
    open func sizeThatFits(_ size: CGSize) -> CGSize { bounds.size }

    /// Resizes the view to ``sizeThatFits(_:)``.
    open func sizeToFit() {
        frame.size = sizeThatFits(bounds.size)
    }

    // MARK: Hierarchy (UIView+Hierarchy.swift)

    /// The view's superview, or nil.
    open var superview: UIView? { superviewReference?.liveObject }

    /// The view's subviews, back to front.
    open var subviews: [UIView] { storedSubviews }

    /// The window the view is in, or nil.
    open var window: UIWindow? { windowReference?.liveObject }

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
    /// Called when the view's tint changes: its own, an ancestor's it inherits, or its
    /// adjustment mode (`UIView+Tint.swift`).
    open func tintColorDidChange() {}

    // MARK: Tint (UIView+Tint.swift)

    /// The tint of the view's controls and template images: the one set on it, else its
    /// superview's, else the system blue; greyed while the view's adjustment mode is dimmed.
    open var tintColor: UIColor! {
        get { effectiveTintColor }
        set { setOwnTintColor(newValue) }
    }

    /// Whether the tint is shown normally or dimmed; `.automatic` follows the superview.
    open var tintAdjustmentMode: TintAdjustmentMode {
        get { ownTintAdjustmentMode }
        set { setOwnTintAdjustmentMode(newValue) }
    }
    /// Lays out the subviews. Override it; never call it directly.
    open func layoutSubviews() {}
    /// Draws the view's content. Override it; never call it directly.
    open func draw(_ rect: CGRect) {}

    /// A new view showing the view's hierarchy as it looks now, painted once
    /// (UIView+Snapshot.swift); nil for a view with an empty size.
    open func snapshotView(afterScreenUpdates afterUpdates: Bool) -> UIView? { snapshotViewMechanism() }

    // MARK: Auto Layout (UIView+AutoLayout.swift, UIView+Guides.swift)

    /// Whether the view's frame and autoresizing mask become constraints (true for views made
    /// in code). Set it to false for a view that constraints place.
    open var translatesAutoresizingMaskIntoConstraints: Bool {
        get { layoutState?.translatesAutoresizingMask ?? true }
        set { setTranslatesAutoresizingMask(newValue) }
    }

    /// How the view resizes when its superview's size changes.
    open var autoresizingMask: AutoresizingMask {
        get { layoutState?.autoresizingMask ?? [] }
        set { setAutoresizingMask(newValue) }
    }

    /// Whether the view resizes its subviews by their masks when its size changes.
    open var autoresizesSubviews: Bool {
        get { layoutState?.autoresizesSubviews ?? true }
        set { autoLayout.autoresizesSubviews = newValue }
    }

    /// The constraints installed on the view.
    open var constraints: [NSLayoutConstraint] { layoutState?.constraints ?? [] }

    /// Installs and activates a constraint on the view, which must be an ancestor of its items.
    open func addConstraint(_ constraint: NSLayoutConstraint) { constraint.activate(installingOn: self) }

    /// Installs and activates constraints on the view.
    open func addConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { constraint.activate(installingOn: self) }
    }

    /// Deactivates a constraint installed on the view.
    open func removeConstraint(_ constraint: NSLayoutConstraint) { removeConstraintMechanism(constraint) }

    /// Deactivates constraints installed on the view.
    open func removeConstraints(_ constraints: [NSLayoutConstraint]) {
        for constraint in constraints { removeConstraintMechanism(constraint) }
    }

    /// Updates the view's constraints; called bottom-up before each layout pass for views
    /// that asked with ``setNeedsUpdateConstraints()``. Call `super` last.
    open func updateConstraints() { layoutState?.needsUpdateConstraints = false }

    /// Asks for ``updateConstraints()`` before the next layout pass.
    open func setNeedsUpdateConstraints() { setNeedsUpdateConstraintsMechanism() }

    /// Runs the pending constraint updates of the view's subtree now.
    open func updateConstraintsIfNeeded() { updateConstraintsIfNeededMechanism() }

    /// Whether the view waits for ``updateConstraints()``.
    open func needsUpdateConstraints() -> Bool { layoutState?.needsUpdateConstraints ?? false }

    /// Whether the view needs constraint-based layout even without constraints.
    open class var requiresConstraintBasedLayout: Bool { false }

    /// The natural size of the view's content, or ``noIntrinsicMetric`` per axis.
    open var intrinsicContentSize: CGSize {
        CGSize(width: UIView.noIntrinsicMetric, height: UIView.noIntrinsicMetric)
    }

    /// Tells the engine that ``intrinsicContentSize`` changed.
    open func invalidateIntrinsicContentSize() { invalidateIntrinsicContentSizeMechanism() }

    /// How strongly the view resists growing beyond its intrinsic size on an axis.
    open func contentHuggingPriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultLow }
        return axis == .horizontal ? state.huggingHorizontal : state.huggingVertical
    }

    /// Sets how strongly the view resists growing beyond its intrinsic size on an axis.
    open func setContentHuggingPriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, hugging: true, for: axis)
    }

    /// How strongly the view resists shrinking below its intrinsic size on an axis.
    open func contentCompressionResistancePriority(for axis: NSLayoutConstraint.Axis) -> UILayoutPriority {
        guard let state = layoutState else { return .defaultHigh }
        return axis == .horizontal ? state.compressionHorizontal : state.compressionVertical
    }

    /// Sets how strongly the view resists shrinking below its intrinsic size on an axis.
    open func setContentCompressionResistancePriority(_ priority: UILayoutPriority, for axis: NSLayoutConstraint.Axis) {
        setContentPriority(priority, hugging: false, for: axis)
    }

    /// The size closest to `targetSize` that the view's constraints allow.
    open func systemLayoutSizeFitting(_ targetSize: CGSize) -> CGSize {
        systemLayoutSizeFittingMechanism(targetSize, horizontal: .fittingSizeLevel, vertical: .fittingSizeLevel)
    }

    /// The size closest to `targetSize` that the view's constraints allow, each dimension
    /// held to the target at its priority.
    open func systemLayoutSizeFitting(_ targetSize: CGSize,
                                      withHorizontalFittingPriority horizontalFittingPriority: UILayoutPriority,
                                      verticalFittingPriority: UILayoutPriority) -> CGSize {
        systemLayoutSizeFittingMechanism(targetSize, horizontal: horizontalFittingPriority, vertical: verticalFittingPriority)
    }

    /// The insets from the frame to the rectangle constraints align (the alignment rect).
    open var alignmentRectInsets: UIEdgeInsets { .zero }

    /// The alignment rectangle for a frame.
    open func alignmentRect(forFrame frame: CGRect) -> CGRect { frame.inset(by: alignmentRectInsets) }

    /// The frame for an alignment rectangle.
    open func frame(forAlignmentRect alignmentRect: CGRect) -> CGRect {
        let insets = alignmentRectInsets
        return alignmentRect.inset(by: UIEdgeInsets(top: -insets.top, left: -insets.left, bottom: -insets.bottom, right: -insets.right))
    }

    /// The view whose first baseline the view's first baseline is.
    open var forFirstBaselineLayout: UIView { self }
    /// The view whose last baseline the view's last baseline is.
    open var forLastBaselineLayout: UIView { self }
    /// The view whose baseline is the view's (deprecated on iOS for the two above).
    @available(iOS, introduced: 6.0, deprecated: 9.0)
    open func forBaselineLayout() -> UIView { forLastBaselineLayout }

    /// Called on a view Interface Builder renders at design time; never at run time.
    open func prepareForInterfaceBuilder() {}
    /// Draws the view's layer (CALayerDelegate). The view's own drawing is ``draw(_:)``, which
    /// the renderer calls; this is declared so that subclasses override it as on iOS.
    open func draw(_ layer: CALayer, in ctx: CGContext) {}

    /// The smallest content size category the view's traits take (recorded; the traits are
    /// not clamped here).
    open var minimumContentSizeCategory: UIContentSizeCategory? {
        get { traitExtras?.minimumContentSizeCategory }
        set {
            if traitExtras == nil { traitExtras = TraitExtras() }
            traitExtras?.minimumContentSizeCategory = newValue
        }
    }
    /// The largest content size category the view's traits take (recorded; not clamped).
    open var maximumContentSizeCategory: UIContentSizeCategory? {
        get { traitExtras?.maximumContentSizeCategory }
        set {
            if traitExtras == nil { traitExtras = TraitExtras() }
            traitExtras?.maximumContentSizeCategory = newValue
        }
    }
    /// The limits set on the view, as text for debugging.
    open var appliedContentSizeCategoryLimitsDescription: String {
        let minimum = minimumContentSizeCategory.map { "minimum \($0.rawValue)" }
        let maximum = maximumContentSizeCategory.map { "maximum \($0.rawValue)" }
        let limits = [minimum, maximum].compactMap { $0 }
        return limits.isEmpty ? "\(traceName): no limits" : "\(traceName): \(limits.joined(separator: ", "))"
    }

    /// Whether the constraints leave the view's rectangle free.
    open var hasAmbiguousLayout: Bool { hasAmbiguousLayoutMechanism }

    /// Reports which of the view's coordinates are ambiguous (the headless runtime does not
    /// move the view to another solution).
    open func exerciseAmbiguityInLayout() { exerciseAmbiguityMechanism() }

    /// The active constraints that affect the view along an axis.
    open func constraintsAffectingLayout(for axis: NSLayoutConstraint.Axis) -> [NSLayoutConstraint] {
        (layoutState?.referencing ?? []).filter { $0.firstAttribute.isHorizontal == (axis == .horizontal) }
    }

    /// The view's leading edge.
    open var leadingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .leading) }
    /// The view's trailing edge.
    open var trailingAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .trailing) }
    /// The view's left edge.
    open var leftAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .left) }
    /// The view's right edge.
    open var rightAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .right) }
    /// The view's top edge.
    open var topAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .top) }
    /// The view's bottom edge.
    open var bottomAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .bottom) }
    /// The view's width.
    open var widthAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .width) }
    /// The view's height.
    open var heightAnchor: NSLayoutDimension { NSLayoutDimension(item: self, attribute: .height) }
    /// The view's horizontal centre.
    open var centerXAnchor: NSLayoutXAxisAnchor { NSLayoutXAxisAnchor(item: self, attribute: .centerX) }
    /// The view's vertical centre.
    open var centerYAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .centerY) }
    /// The baseline of the view's first line of text (its bottom for a view without text).
    open var firstBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .firstBaseline) }
    /// The baseline of the view's last line of text (its bottom for a view without text).
    open var lastBaselineAnchor: NSLayoutYAxisAnchor { NSLayoutYAxisAnchor(item: self, attribute: .lastBaseline) }

    /// The view's layout guides.
    open var layoutGuides: [UILayoutGuide] { layoutState?.guides ?? [] }
    /// Adds a layout guide to the view.
    open func addLayoutGuide(_ layoutGuide: UILayoutGuide) { addLayoutGuideMechanism(layoutGuide) }
    /// Removes a layout guide and the constraints that use it.
    open func removeLayoutGuide(_ layoutGuide: UILayoutGuide) { removeLayoutGuideMechanism(layoutGuide) }

    /// The part of the view that bars, the status bar, notches and the home indicator leave.
    open var safeAreaLayoutGuide: UILayoutGuide { systemGuide(.safeArea) }
    /// The view's rectangle inset by its layout margins.
    open var layoutMarginsGuide: UILayoutGuide { systemGuide(.margins) }
    /// A width of the margins that keeps lines of text readable.
    open var readableContentGuide: UILayoutGuide { systemGuide(.readableContent) }
    /// The area the keyboard covers (none yet in the headless runtime).
    open var keyboardLayoutGuide: UIKeyboardLayoutGuide { systemGuide(.keyboard) as! UIKeyboardLayoutGuide }

    /// The insets from the view's edges to its safe area.
    open var safeAreaInsets: UIEdgeInsets { computedSafeAreaInsets() }
    /// Called in the layout pass when ``safeAreaInsets`` changed, before `layoutSubviews()`.
    open func safeAreaInsetsDidChange() {}

    /// The margins around the view's content, safe area included when
    /// ``insetsLayoutMarginsFromSafeArea`` is true.
    open var layoutMargins: UIEdgeInsets {
        get { effectiveLayoutMargins() }
        set { setLayoutMargins(newValue) }
    }
    /// The layout margins with leading and trailing edges (leading is the right edge under
    /// right-to-left layout).
    open var directionalLayoutMargins: NSDirectionalEdgeInsets {
        get { effectiveLayoutMargins().directional(rightToLeft: isRightToLeft) }
        set { setLayoutMargins(UIEdgeInsets(newValue, rightToLeft: isRightToLeft)) }
    }

    /// How the view's content is arranged relative to the language's direction
    /// (UIView+LayoutDirection.swift).
    open var semanticContentAttribute: UISemanticContentAttribute {
        get { layoutState?.semanticContentAttribute ?? .unspecified }
        set { setSemanticContentAttribute(newValue) }
    }

    /// The direction the view lays its content out in: its semantic content attribute, else
    /// its superviews', else the language's.
    open var effectiveUserInterfaceLayoutDirection: UIUserInterfaceLayoutDirection { resolvedLayoutDirection }
    /// Whether the view's margins grow to its superview's where they overlap.
    open var preservesSuperviewLayoutMargins: Bool {
        get { layoutState?.preservesSuperviewLayoutMargins ?? false }
        set { autoLayout.preservesSuperviewLayoutMargins = newValue; marginsInputDidChange() }
    }
    /// Whether the margins are measured from the safe area rather than the edges.
    open var insetsLayoutMarginsFromSafeArea: Bool {
        get { layoutState?.insetsLayoutMarginsFromSafeArea ?? true }
        set { autoLayout.insetsLayoutMarginsFromSafeArea = newValue; marginsInputDidChange() }
    }
    /// Called in the layout pass when ``layoutMargins`` changed, before `layoutSubviews()`.
    open func layoutMarginsDidChange() {}

    // MARK: Traits (UIWindow+SizeTransition.swift)

    /// Called after the traits of the view's window changed, such as on rotation.
    open func traitCollectionDidChange(_ previousTraitCollection: UITraitCollection?) {}

    /// The appearance the view and its subviews use whatever the window's (`.unspecified`:
    /// inherit it).
    open var overrideUserInterfaceStyle: UIUserInterfaceStyle {
        get { traitExtras?.overrideStyle ?? .unspecified }
        set { setOverrideUserInterfaceStyle(newValue) }
    }

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
        var current: UnretainedLink<UIView>? = UnretainedLink(self)
        while let reference = current {
            if reference.refers(to: view) { return true }
            current = reference.object.superviewReference
        }
        return false
    }

    /// The first view with a tag, searching the receiver and then its descendants depth-first.
    open func viewWithTag(_ tag: Int) -> UIView? {
        firstInSubtree { $0.tag == tag }
    }

    /// The view's traits: those of its window, or the screen's outside a window.
    open var traitCollection: UITraitCollection {
        withStyleOverride(storedWindow?.currentTraits ?? runtime.screen.traitCollection)
    }

    /// Runs `animations` now and calls `completion` with true when virtual time reaches
    /// `delay + duration`.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: delay, options: options, animations: animations, completion: completion)
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
        ViewAnimationContext.run(nil, in: HeadlessRuntime.current, actionsWithoutAnimation)
    }

    /// Runs `animations` now and calls `completion` when virtual time reaches `delay +
    /// duration`; the layers move along a spring of the damping ratio that comes to rest at
    /// the end of `duration`, starting at `velocity` distances per second.
    open class func animate(withDuration duration: TimeInterval, delay: TimeInterval,
                              usingSpringWithDamping dampingRatio: CGFloat, initialSpringVelocity velocity: CGFloat,
                              options: AnimationOptions = [], animations: @escaping () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = SpringCurve(dampingRatio: Double(dampingRatio), settlingIn: duration, initialVelocity: Double(velocity))
        runAnimation(duration: duration, delay: delay, options: options, pace: .spring(spring), animations: animations,
                     completion: completion)
    }

    /// A spring animation of a duration and bounce: `animations` runs now, `completion` when
    /// virtual time reaches `delay + springDuration`; the layers move along a spring that
    /// comes to rest in `springDuration`, with a damping ratio of `1 - bounce`.
    open class func animate(springDuration duration: TimeInterval = 0.5, bounce: CGFloat = 0.0,
                              initialSpringVelocity velocity: CGFloat = 0.0, delay: TimeInterval = 0.0,
                              options: AnimationOptions = [], animations: () -> Void,
                              completion: ((Bool) -> Void)? = nil) {
        let spring = SpringCurve(dampingRatio: SpringCurve.dampingRatio(bounce: Double(bounce)), settlingIn: duration,
                                 initialVelocity: Double(velocity))
        runAnimation(duration: duration, delay: delay, options: options, pace: .spring(spring), animations: animations,
                     completion: completion)
    }

    /// A transition of `view`'s content: `animations` runs now, `completion` after `duration`.
    open class func transition(with view: UIView, duration: TimeInterval, options: AnimationOptions = [],
                                 animations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runAnimation(duration: duration, delay: 0, animations: { animations?() }, completion: completion)
    }

    /// Replaces `fromView` by `toView` in its superview (or hides one and shows the other
    /// with `.showHideTransitionViews`) now; `completion` runs after `duration`.
    open class func transition(from fromView: UIView, to toView: UIView, duration: TimeInterval,
                                 options: AnimationOptions = [], completion: ((Bool) -> Void)? = nil) {
        runTransition(from: fromView, to: toView, duration: duration, options: options, completion: completion)
    }

    /// A keyframe animation: `animations` (which adds the keyframes) runs now, each keyframe's
    /// block in order; `completion` runs when virtual time reaches `delay + duration`.
    open class func animateKeyframes(withDuration duration: TimeInterval, delay: TimeInterval,
                                       options: KeyframeAnimationOptions = [], animations: @escaping () -> Void,
                                       completion: ((Bool) -> Void)? = nil) {
        runKeyframeAnimation(duration: duration, delay: delay, animations: animations, completion: completion)
    }

    /// A keyframe of an enclosing keyframe animation: its block runs at once, and what it
    /// changes animates over its part of the whole (fractions of the duration).
    open class func addKeyframe(withRelativeStartTime frameStartTime: Double, relativeDuration frameDuration: Double,
                                  animations: @escaping () -> Void) {
        ViewAnimationContext.runKeyframe(start: frameStartTime, length: frameDuration, in: HeadlessRuntime.current, animations)
    }

    /// Runs a system animation on `views` with `parallelAnimations`; `.delete` removes the
    /// views from their superviews at the end.
    open class func perform(_ animation: SystemAnimation, on views: [UIView], options: AnimationOptions = [],
                              animations parallelAnimations: (() -> Void)?, completion: ((Bool) -> Void)? = nil) {
        runSystemAnimation(animation, on: views, parallelAnimations: parallelAnimations, completion: completion)
    }

    /// Whether animations are on; when off, animation blocks still run and complete.
    open class var areAnimationsEnabled: Bool { HeadlessRuntime.current.animationsEnabled }

    /// Turns animations on or off.
    open class func setAnimationsEnabled(_ enabled: Bool) { HeadlessRuntime.current.animationsEnabled = enabled }

    /// The duration of the enclosing animation; 0 outside an animation block.
    open class var inheritedAnimationDuration: TimeInterval { HeadlessRuntime.current.inheritedAnimationDuration }

    // MARK: Layer (UIView+Layer.swift)

    /// The layer, created on first use; nil until then.
    // Safety: read in the nonisolated deinit (to clear the layer's unowned delegate), when no other reference to the view exists; otherwise main-actor only, like the view's other state.
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

    /// Places the subviews this kind of view manages for the framework, before
    /// `layoutSubviews()` (UIView+ContainerLayout.swift); none for a plain view.
    func layOutOwnFrameworkSubviews() {}

    // MARK: Touches and gestures (UIView+HitTesting.swift, Gestures/UIView+Gestures.swift)

    /// The deepest visible view that contains `point` (in the receiver's coordinates) and
    /// takes touches: hidden views, views with alpha below 0.01 and views whose
    /// `isUserInteractionEnabled` is false are skipped with their subviews, and subviews are
    /// asked from the front-most.
    open func hitTest(_ point: CGPoint, with event: UIEvent?) -> UIView? { hitTestMechanism(point, with: event) }

    /// Whether `point`, in the receiver's coordinates, is inside its bounds.
    open func point(inside point: CGPoint, with event: UIEvent?) -> Bool { bounds.contains(point) }

    /// A point of the receiver in `view`'s coordinates (the window's when nil).
    open func convert(_ point: CGPoint, to view: UIView?) -> CGPoint { convertPoint(point, to: view) }

    /// A point of `view` (the window when nil) in the receiver's coordinates.
    open func convert(_ point: CGPoint, from view: UIView?) -> CGPoint { convertPoint(point, from: view) }

    /// A rectangle of the receiver in `view`'s coordinates (the window's when nil).
    open func convert(_ rect: CGRect, to view: UIView?) -> CGRect {
        convertRect(rect) { convertPoint($0, to: view) }
    }

    /// A rectangle of `view` (the window when nil) in the receiver's coordinates.
    open func convert(_ rect: CGRect, from view: UIView?) -> CGRect {
        convertRect(rect) { convertPoint($0, from: view) }
    }

    /// The gesture recognizers attached to the view, in the order they were added; nil when
    /// there are none. Setting it replaces them.
    open var gestureRecognizers: [UIGestureRecognizer]? {
        get { attachedGestureRecognizers }
        set { replaceGestureRecognizers(with: newValue ?? []) }
    }

    /// Attaches a gesture recognizer; one attached to another view moves here.
    open func addGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { addGestureRecognizerMechanism(gestureRecognizer) }

    /// Detaches a gesture recognizer.
    open func removeGestureRecognizer(_ gestureRecognizer: UIGestureRecognizer) { removeGestureRecognizerMechanism(gestureRecognizer) }

    /// Whether a recognizer (attached to this view or one above it) may begin: true by
    /// default. Asked after the recognizer's delegate.
    open func gestureRecognizerShouldBegin(_ gestureRecognizer: UIGestureRecognizer) -> Bool { true }
}

extension UIView: @preconcurrency CALayerDelegate {}

/// Implemented by the Interface Builder decoder to fill in an archived view's state.
@MainActor
protocol ArchiveDecoding: AnyObject {
    /// Sets the view's archived properties and adds its archived subviews.
    func decodeState(of view: UIView)
}
