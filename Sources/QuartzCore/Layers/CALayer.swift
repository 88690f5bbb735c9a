import Foundation
@_spi(Headless) import CoreGraphics

/// A rectangle of content in a tree of layers, with geometry, appearance and animations.
///
/// A layer stays small: the properties most layers never set (border, shadow, transform,
/// contents, name, animations) live in a side record created on first use.
open class CALayer {
    /// The layer's rectangle in its own coordinates.
    open var bounds: CGRect = .zero { didSet { geometryChanged(sizeChanged: oldValue.size != bounds.size) } }
    /// Where the anchor point sits in the superlayer's coordinates.
    open var position: CGPoint = .zero { didSet { geometryChanged(sizeChanged: false) } }
    /// The point of the bounds, in unit coordinates, that ``position`` names and transforms
    /// turn around.
    open var anchorPoint = CGPoint(x: 0.5, y: 0.5) { didSet { geometryChanged(sizeChanged: false) } }
    /// The opacity, from 0 to 1.
    open var opacity: Float = 1
    /// Whether the layer is hidden.
    open var isHidden = false
    /// Whether sublayers are clipped to the bounds (and the corner radius).
    open var masksToBounds = false
    /// The radius of the rounded corners.
    open var cornerRadius: CGFloat = 0
    /// The background colour.
    open var backgroundColor: CGColor?
    /// The sublayers, back to front.
    open var sublayers: [CALayer]? {
        get { storedSublayers.isEmpty ? nil : storedSublayers }
        set {
            for layer in storedSublayers { layer.superlayerReference = nil }
            storedSublayers = []
            for layer in newValue ?? [] { addSublayer(layer) }
        }
    }

    var storedSublayers: [CALayer] = []
    /// The superlayer, unretained (it keeps the receiver alive while the receiver is in it).
    var superlayerReference: Unmanaged<CALayer>?
    weak var weakDelegate: (any CALayerDelegate)?
    /// The owning view, unretained: it owns the layer and clears this in its `deinit`.
    // Safety: the owning view outlives this reference: it clears it in its deinit (UIView.deinit calls clearOwningDelegate()), and a weak reference would give every view a side table.
    unowned(unsafe) var ownerDelegate: (any CALayerDelegate)?
    var extras: Extras?
    /// The Core Animation of the layer's process, where its animations are queued and timed:
    /// given by the view that owns the layer when it makes it, else taken from the process
    /// current when the layer first animates (``animationContext``, References §46.1).
    @_spi(Headless) public var transactionContext: CATransactionContext?
    var needsLayoutFlag = false
    var needsDisplayFlag = false
    var isNotifyingObserver = false

    /// A layer with default values.
    public required init() {}

    /// A copy of another layer's properties (used for presentation layers).
    public init(layer: Any) {
        if let other = layer as? CALayer { copyState(from: other) }
    }

    /// Copies another layer's properties (not its tree or animations).
    func copyState(from other: CALayer) {
        bounds = other.bounds
        position = other.position
        anchorPoint = other.anchorPoint
        opacity = other.opacity
        isHidden = other.isHidden
        masksToBounds = other.masksToBounds
        cornerRadius = other.cornerRadius
        backgroundColor = other.backgroundColor
        extras = other.extras?.copy()
        extras?.animations = [:]
        extras?.animationOrder = []
    }

    deinit {
        for layer in storedSublayers { layer.superlayerReference = nil }
        endAnimationsOfReleasedLayer()
    }

    /// The delegate: for a view's layer, the view.
    open var delegate: (any CALayerDelegate)? {
        get { ownerDelegate ?? weakDelegate }
        set { weakDelegate = newValue }
    }

    /// Makes `view` the delegate without a weak reference; the view must call
    /// ``clearOwningDelegate()`` before it goes away.
    @_spi(Headless) public func setOwningDelegate(_ owner: any CALayerDelegate) { ownerDelegate = owner }
    @_spi(Headless) public func clearOwningDelegate() { ownerDelegate = nil }

    /// The superlayer, or nil.
    open var superlayer: CALayer? { superlayerReference?.takeUnretainedValue() }

    // MARK: Side record

    final class Extras {
        var transform = CATransform3DIdentity
        var sublayerTransform = CATransform3DIdentity
        var zPosition: CGFloat = 0
        var borderWidth: CGFloat = 0
        var borderColor: CGColor? = CGColor(gray: 0, alpha: 1)
        var shadowColor: CGColor? = CGColor(gray: 0, alpha: 1)
        var shadowOpacity: Float = 0
        var shadowOffset = CGSize(width: 0, height: -3)
        var shadowRadius: CGFloat = 3
        var shadowPath: CGPath?
        var contents: Any?
        var contentsScale: CGFloat = 1
        var contentsGravity: CALayerContentsGravity = .resize
        var name: String?
        var isOpaque = false
        var isDoubleSided = true
        var maskedCorners: CACornerMask = [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner]
        var cornerCurve: CALayerCornerCurve = .circular
        var mask: CALayer?
        var needsDisplayOnBoundsChange = false
        var animations: [String: CAAnimation] = [:]
        var animationOrder: [String] = []
        var recordedContents: CGContext?
        /// The layer's own timing (``CAMediaTiming``); nil while it is the default.
        var timing: LayerTiming?
        var contentsRect = CGRect(x: 0, y: 0, width: 1, height: 1)
        var magnificationFilter: CALayerContentsFilter = .linear
        var minificationFilter: CALayerContentsFilter = .linear
        var minificationFilterBias: Float = 0
        var allowsGroupOpacity = true

        func copy() -> Extras {
            let e = Extras()
            (e.transform, e.sublayerTransform, e.zPosition) = (transform, sublayerTransform, zPosition)
            (e.borderWidth, e.borderColor) = (borderWidth, borderColor)
            (e.shadowColor, e.shadowOpacity, e.shadowOffset, e.shadowRadius, e.shadowPath)
                = (shadowColor, shadowOpacity, shadowOffset, shadowRadius, shadowPath)
            (e.contents, e.contentsScale, e.contentsGravity, e.name) = (contents, contentsScale, contentsGravity, name)
            (e.isOpaque, e.isDoubleSided, e.maskedCorners) = (isOpaque, isDoubleSided, maskedCorners)
            e.cornerCurve = cornerCurve
            e.needsDisplayOnBoundsChange = needsDisplayOnBoundsChange
            e.timing = timing
            (e.contentsRect, e.magnificationFilter, e.minificationFilter, e.minificationFilterBias, e.allowsGroupOpacity)
                = (contentsRect, magnificationFilter, minificationFilter, minificationFilterBias, allowsGroupOpacity)
            return e
        }
    }

    var ensuredExtras: Extras {
        if let extras { return extras }
        let created = Extras()
        extras = created
        return created
    }

    /// The transform, applied around the anchor point.
    open var transform: CATransform3D {
        get { extras?.transform ?? CATransform3DIdentity }
        set {
            if extras == nil && CATransform3DIsIdentity(newValue) { return }
            ensuredExtras.transform = newValue
            geometryChanged(sizeChanged: false)
        }
    }
    /// The transform applied to the sublayers.
    open var sublayerTransform: CATransform3D {
        get { extras?.sublayerTransform ?? CATransform3DIdentity }
        set { ensuredExtras.sublayerTransform = newValue }
    }
    /// The stacking position along the z axis.
    open var zPosition: CGFloat {
        get { extras?.zPosition ?? 0 }
        set { ensuredExtras.zPosition = newValue }
    }
    open var borderWidth: CGFloat {
        get { extras?.borderWidth ?? 0 }
        set { ensuredExtras.borderWidth = newValue }
    }
    open var borderColor: CGColor? {
        get { extras.map(\.borderColor) ?? CGColor(gray: 0, alpha: 1) }
        set { ensuredExtras.borderColor = newValue }
    }
    open var shadowColor: CGColor? {
        get { extras.map(\.shadowColor) ?? CGColor(gray: 0, alpha: 1) }
        set { ensuredExtras.shadowColor = newValue }
    }
    open var shadowOpacity: Float {
        get { extras?.shadowOpacity ?? 0 }
        set { ensuredExtras.shadowOpacity = newValue }
    }
    open var shadowOffset: CGSize {
        get { extras?.shadowOffset ?? CGSize(width: 0, height: -3) }
        set { ensuredExtras.shadowOffset = newValue }
    }
    open var shadowRadius: CGFloat {
        get { extras?.shadowRadius ?? 3 }
        set { ensuredExtras.shadowRadius = newValue }
    }
    open var shadowPath: CGPath? {
        get { extras?.shadowPath }
        set { ensuredExtras.shadowPath = newValue }
    }
    /// The content: usually a `CGImage`.
    open var contents: Any? {
        get { extras?.contents }
        set { ensuredExtras.contents = newValue }
    }
    /// Pixels per point of the contents.
    open var contentsScale: CGFloat {
        get { extras?.contentsScale ?? 1 }
        set { ensuredExtras.contentsScale = newValue }
    }
    open var contentsGravity: CALayerContentsGravity {
        get { extras?.contentsGravity ?? .resize }
        set { ensuredExtras.contentsGravity = newValue }
    }
    /// The part of the contents shown, in unit coordinates of the image (origin at its top
    /// left); default the whole image. The renderer crops the image to it (References §57.8).
    open var contentsRect: CGRect {
        get { extras?.contentsRect ?? CGRect(x: 0, y: 0, width: 1, height: 1) }
        set { ensuredExtras.contentsRect = newValue }
    }
    /// The filter used when the contents are drawn larger than their pixels (recorded: the
    /// renderer scales images with one filter).
    open var magnificationFilter: CALayerContentsFilter {
        get { extras?.magnificationFilter ?? .linear }
        set { ensuredExtras.magnificationFilter = newValue }
    }
    /// The filter used when the contents are drawn smaller than their pixels (recorded).
    open var minificationFilter: CALayerContentsFilter {
        get { extras?.minificationFilter ?? .linear }
        set { ensuredExtras.minificationFilter = newValue }
    }
    /// The level-of-detail bias of the `.trilinear` minification filter (recorded).
    open var minificationFilterBias: Float {
        get { extras?.minificationFilterBias ?? 0 }
        set { ensuredExtras.minificationFilterBias = newValue }
    }
    /// Whether the layer's opacity applies to it and its sublayers as one group (default true,
    /// as since iOS 7; the renderer composites each layer with its own opacity times its
    /// ancestors').
    open var allowsGroupOpacity: Bool {
        get { extras?.allowsGroupOpacity ?? true }
        set { ensuredExtras.allowsGroupOpacity = newValue }
    }
    /// A name for finding the layer.
    open var name: String? {
        get { extras?.name }
        set { ensuredExtras.name = newValue }
    }
    /// Whether the layer is drawn once into a bitmap and composited from it (a hint to the
    /// compositor; the renderer here paints the tree the same way either way).
    open var shouldRasterize = false
    /// The scale of that bitmap.
    open var rasterizationScale: CGFloat = 1
    /// Values stored under keys of the app's own (key-value coding on a layer accepts any key).
    var customValues: [String: Any] = [:]

    /// The value of a key: an animatable property's, else one stored with
    /// ``setValue(_:forKey:)``.
    open func value(forKey key: String) -> Any? {
        customValues[key] ?? value(forAnimatableKeyPath: key)
    }

    /// Sets the animatable property a key names (`opacity`, `position`, `bounds`,
    /// `transform`…), as key-value coding does on iOS (a value of another type sets nothing);
    /// any other key stores the value under it (a layer accepts keys of the app's own;
    /// References §57.8).
    open func setValue(_ value: Any?, forKey key: String) {
        if CALayer.animatableKeyPaths.contains(key) {
            setAnimatableValue(value, forKeyPath: key)
            return
        }
        customValues[key] = value
    }

    /// The value at a key path: a property's (`bounds.size`, `transform.scale`…), else one
    /// stored under the path.
    open func value(forKeyPath keyPath: String) -> Any? {
        value(forKey: keyPath)
    }

    /// Sets the property at a key path, as ``setValue(_:forKey:)`` does.
    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        setValue(value, forKey: keyPath)
    }

    open var isOpaque: Bool {
        get { extras?.isOpaque ?? false }
        set { ensuredExtras.isOpaque = newValue }
    }
    open var isDoubleSided: Bool {
        get { extras?.isDoubleSided ?? true }
        set { ensuredExtras.isDoubleSided = newValue }
    }
    open var maskedCorners: CACornerMask {
        get { extras?.maskedCorners ?? [.layerMinXMinYCorner, .layerMaxXMinYCorner, .layerMinXMaxYCorner, .layerMaxXMaxYCorner] }
        set { ensuredExtras.maskedCorners = newValue }
    }
    /// How the rounded corners curve: `.circular` (quarter circles of ``cornerRadius``) or
    /// `.continuous` (a curve that starts farther from the corner and meets the edges without a
    /// step in curvature).
    open var cornerCurve: CALayerCornerCurve {
        get { extras?.cornerCurve ?? .circular }
        set { ensuredExtras.cornerCurve = newValue }
    }
    /// How far from the corner a curve of this kind starts, as a multiple of the corner radius:
    /// 1 for `.circular`; about 1.53 for `.continuous` (References §44).
    public class func cornerCurveExpansionFactor(_ curve: CALayerCornerCurve) -> CGFloat {
        curve == .continuous ? 1.528665 : 1
    }
    /// A layer whose alpha masks this one.
    open var mask: CALayer? {
        get { extras?.mask }
        set { ensuredExtras.mask = newValue }
    }
    open var needsDisplayOnBoundsChange: Bool {
        get { extras?.needsDisplayOnBoundsChange ?? false }
        set { ensuredExtras.needsDisplayOnBoundsChange = newValue }
    }

    /// What the last ``display()`` drew, as a recording.
    @_spi(Headless) public var recordedContents: CGContext? { extras?.recordedContents }

    // MARK: Geometry

    /// The transform as an affine transform (its affine part).
    open func affineTransform() -> CGAffineTransform { CATransform3DGetAffineTransform(transform) }

    /// Sets the transform from an affine transform.
    open func setAffineTransform(_ m: CGAffineTransform) { transform = CATransform3DMakeAffineTransform(m) }

    /// The layer's rectangle in the superlayer's coordinates: the bounding box of the bounds
    /// transformed around the anchor point. Setting it under a non-identity transform keeps
    /// the transform, moves the position and sets the bounds' size to the frame's size.
    open var frame: CGRect {
        get { frameMechanism }
        set { frameMechanism = newValue }
    }

    /// Called after geometry changed: the delegate view follows, and a size change flags layout.
    func geometryChanged(sizeChanged: Bool) {
        if sizeChanged {
            needsLayoutFlag = true
            if needsDisplayOnBoundsChange { needsDisplayFlag = true }
        }
        guard !isNotifyingObserver, let owner = ownerDelegate, let hook = Self.ownerGeometryDidChange else { return }
        isNotifyingObserver = true
        defer { isNotifyingObserver = false }
        hook(self, owner)
    }

    /// Called when the geometry of a layer with an owning delegate (a view) is set directly,
    /// so that the view follows; installed once by the host (UIKit). A static hook rather
    /// than a per-layer closure keeps every layer small.
    // Safety: installed once by the host on the main thread before any layer has an owner; only read afterwards.
    @_spi(Headless) nonisolated(unsafe) public static var ownerGeometryDidChange: ((CALayer, any CALayerDelegate) -> Void)?

    /// Whether the transform is the identity, without creating the side record.
    @_spi(Headless) public var hasIdentityTransform: Bool {
        extras.map { CATransform3DIsIdentity($0.transform) } ?? true
    }

    /// Sets geometry from the owning view without notifying it back.
    @_spi(Headless) public func setGeometryFromOwner(bounds: CGRect, position: CGPoint) {
        isNotifyingObserver = true
        defer { isNotifyingObserver = false }
        if self.bounds != bounds { self.bounds = bounds }
        if self.position != position { self.position = position }
    }

    /// Sets the affine transform from the owning view without notifying it back.
    @_spi(Headless) public func setAffineTransformFromOwner(_ transform: CGAffineTransform) {
        isNotifyingObserver = true
        defer { isNotifyingObserver = false }
        setAffineTransform(transform)
    }

    /// Whether a point in the layer's coordinates lies in its bounds.
    open func contains(_ p: CGPoint) -> Bool { bounds.contains(p) }

    /// Converts a point from another layer's coordinates (layers in one tree, affine
    /// transforms only).
    open func convert(_ p: CGPoint, from l: CALayer?) -> CGPoint {
        p.applying(toRootTransform(of: l)).applying(toRootTransform(of: self).inverted())
    }

    /// Converts a point to another layer's coordinates.
    open func convert(_ p: CGPoint, to l: CALayer?) -> CGPoint {
        p.applying(toRootTransform(of: self)).applying(toRootTransform(of: l).inverted())
    }

    /// Converts a rectangle from another layer's coordinates (bounding box).
    open func convert(_ r: CGRect, from l: CALayer?) -> CGRect {
        r.applying(toRootTransform(of: l)).applying(toRootTransform(of: self).inverted())
    }

    /// Converts a rectangle to another layer's coordinates (bounding box).
    open func convert(_ r: CGRect, to l: CALayer?) -> CGRect {
        r.applying(toRootTransform(of: self)).applying(toRootTransform(of: l).inverted())
    }

    // MARK: Hierarchy

    /// Appends a sublayer, removing it from its old superlayer first.
    open func addSublayer(_ layer: CALayer) { insertSublayer(layer, at: UInt32(clamping: storedSublayers.count)) }

    /// Inserts a sublayer at an index (clamped to the sublayers).
    open func insertSublayer(_ layer: CALayer, at idx: UInt32) {
        guard layer !== self else { return }
        layer.removeFromSuperlayer()
        let index = min(Int(idx), storedSublayers.count)
        storedSublayers.insert(layer, at: index)
        layer.superlayerReference = Unmanaged.passUnretained(self)
        setNeedsLayout()
    }

    /// Inserts a sublayer below a sibling (at the back when the sibling is not a sublayer).
    open func insertSublayer(_ layer: CALayer, below sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } } ?? 0
        insertSublayer(layer, at: UInt32(index))
    }

    /// Inserts a sublayer above a sibling (at the front when the sibling is not a sublayer).
    open func insertSublayer(_ layer: CALayer, above sibling: CALayer?) {
        let index = sibling.flatMap { s in storedSublayers.firstIndex { $0 === s } }.map { $0 + 1 }
            ?? storedSublayers.count
        insertSublayer(layer, at: UInt32(index))
    }

    /// Replaces a sublayer with another; nothing when `oldLayer` is not a sublayer.
    open func replaceSublayer(_ oldLayer: CALayer, with newLayer: CALayer) {
        guard let index = storedSublayers.firstIndex(where: { $0 === oldLayer }) else { return }
        oldLayer.removeFromSuperlayer()
        insertSublayer(newLayer, at: UInt32(index))
    }

    /// Removes the layer from its superlayer.
    open func removeFromSuperlayer() {
        guard let parent = superlayer else { return }
        superlayerReference = nil
        parent.storedSublayers.removeAll { $0 === self }
    }

    // MARK: Layout and display

    /// Flags the layer for layout.
    open func setNeedsLayout() { needsLayoutFlag = true }
    /// Whether the layer is flagged for layout.
    open func needsLayout() -> Bool { needsLayoutFlag }
    /// Lays out the layer now if it is flagged.
    open func layoutIfNeeded() {
        if needsLayoutFlag { layoutSublayers() }
    }
    /// Lays out the sublayers: asks the delegate.
    open func layoutSublayers() {
        needsLayoutFlag = false
        delegate?.layoutSublayers(of: self)
    }

    /// Flags the layer for display.
    open func setNeedsDisplay() { needsDisplayFlag = true }
    open func setNeedsDisplay(_ r: CGRect) { setNeedsDisplay() }
    /// Whether the layer is flagged for display.
    open func needsDisplay() -> Bool { needsDisplayFlag }
    /// Displays the layer now if it is flagged.
    open func displayIfNeeded() {
        if needsDisplayFlag { display() }
    }

    /// Updates the contents: the delegate's `display(_:)`, then ``draw(in:)`` into a
    /// recording context of the bounds' size at ``contentsScale``.
    open func display() {
        needsDisplayFlag = false
        delegate?.display(self)
        let scale = contentsScale
        let context = CGContext(recordingWidth: Int((bounds.width * scale).rounded(.up).clampedToInt),
                                height: Int((bounds.height * scale).rounded(.up).clampedToInt))
        context.scaleBy(x: scale, y: scale)
        delegate?.layerWillDraw(self)
        draw(in: context)
        ensuredExtras.recordedContents = context
    }

    /// Paints the layer and its sublayers into a context, in the layer's coordinate space (see
    /// `LayerRenderer` for what is painted).
    open func render(in ctx: CGContext) {
        renderTree(in: ctx)
    }

    /// Sets the content that ``display()`` would have recorded (UIKit keeps what a view's
    /// `draw(_:)` drew here); nil forgets it.
    @_spi(Headless) public func setRecordedContents(_ context: CGContext?) {
        if context == nil && extras == nil { return }
        ensuredExtras.recordedContents = context
    }

    /// Draws the content; the default asks the delegate.
    open func draw(in ctx: CGContext) {
        delegate?.draw(self, in: ctx)
    }

    /// The preferred size: the bounds' size.
    open func preferredFrameSize() -> CGSize { bounds.size }

    // MARK: Model and presentation

    /// The model layer: the receiver.
    open func model() -> Self { self }

    /// A copy of the layer as it appears now, with its running animations applied at the
    /// clock's current time.
    open func presentation() -> Self? {
        let copy = Self.init()
        copy.copyState(from: self)
        applyRunningAnimations(to: copy)
        return copy
    }

    // MARK: Animations (CALayer+Animations.swift)

    /// Adds an animation under a key (replacing the one there); it starts at the next commit.
    open func add(_ anim: CAAnimation, forKey key: String?) { addAnimationMechanism(anim, forKey: key) }
    /// The animation under a key.
    open func animation(forKey key: String) -> CAAnimation? { extras?.animations[key] }
    /// Removes the animation under a key; its delegate hears `animationDidStop(finished: false)`.
    open func removeAnimation(forKey key: String) { removeAnimationMechanism(forKey: key) }
    /// Removes every animation.
    open func removeAllAnimations() {
        for key in extras?.animationOrder ?? [] { removeAnimationMechanism(forKey: key) }
    }
    /// The keys of the layer's animations, in the order added; nil with none.
    open func animationKeys() -> [String]? {
        let keys = (extras?.animationOrder ?? []).filter { !$0.hasPrefix(Self.anonymousKeyPrefix) }
        return keys.isEmpty ? nil : keys
    }

    static let anonymousKeyPrefix = "\u{1}anonymous-"

    /// The default value of a property, by key.
    open class func defaultValue(forKey key: String) -> Any? { nil }
    /// Whether a change of the key's value redraws the layer.
    open class func needsDisplay(forKey key: String) -> Bool { false }
}

extension CGFloat {
    var clampedToInt: CGFloat { isFinite ? Swift.max(0, Swift.min(self, CGFloat(1 << 15))) : 0 }
}

/// Which corners ``CALayer/cornerRadius`` rounds.
public struct CACornerMask: OptionSet, Sendable, Hashable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }
    public static let layerMinXMinYCorner = CACornerMask(rawValue: 1 << 0)
    public static let layerMaxXMinYCorner = CACornerMask(rawValue: 1 << 1)
    public static let layerMinXMaxYCorner = CACornerMask(rawValue: 1 << 2)
    public static let layerMaxXMaxYCorner = CACornerMask(rawValue: 1 << 3)
}

/// The shape of a layer's rounded corners (``CALayer/cornerCurve``).
public struct CALayerCornerCurve: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Quarter circles.
    public static let circular = CALayerCornerCurve(rawValue: "circular")
    /// A continuous curve, as the system's rounded rectangles use.
    public static let continuous = CALayerCornerCurve(rawValue: "continuous")
}

/// How contents fill the bounds.
/// How a layer's contents are filtered when drawn at another size than their pixels.
public struct CALayerContentsFilter: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let linear = CALayerContentsFilter(rawValue: "linear")
    public static let nearest = CALayerContentsFilter(rawValue: "nearest")
    public static let trilinear = CALayerContentsFilter(rawValue: "trilinear")
}

public struct CALayerContentsGravity: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public static let center = CALayerContentsGravity(rawValue: "center")
    public static let resize = CALayerContentsGravity(rawValue: "resize")
    public static let resizeAspect = CALayerContentsGravity(rawValue: "resizeAspect")
    public static let resizeAspectFill = CALayerContentsGravity(rawValue: "resizeAspectFill")
    public static let top = CALayerContentsGravity(rawValue: "top")
    public static let bottom = CALayerContentsGravity(rawValue: "bottom")
    public static let left = CALayerContentsGravity(rawValue: "left")
    public static let right = CALayerContentsGravity(rawValue: "right")
}
