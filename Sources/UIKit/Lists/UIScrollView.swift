import HeadlessCore
import Foundation

/// A view whose content is larger than its bounds and moves under them.
///
/// The content offset is the bounds' origin, so scrolling moves the bounds and flags the view
/// for layout, as on iOS. The offset a drag can reach runs from `-adjustedContentInset` to
/// `contentSize - bounds.size + adjustedContentInset`; a programmatic `contentOffset` is not
/// clamped, as on iOS. Animated scrolling, deceleration and scrolling to the top run on the
/// run loop's virtual clock, one `scrollViewDidScroll(_:)` per 60 Hz frame
/// (`UIScrollView+Motion.swift`); the device's `scroll`, `scroll-to` and `scroll-to-top`
/// actions drive it as a finger would (`UIScrollView+Gestures.swift`).
@preconcurrency @MainActor
open class UIScrollView: UIView {
    /// How the safe area adds to the content inset.
    public enum ContentInsetAdjustmentBehavior: Int, Sendable, Hashable {
        /// The vertical safe area always, the horizontal one when the content scrolls horizontally.
        case automatic
        /// The safe area of the axes the content scrolls along.
        case scrollableAxes
        /// No adjustment.
        case never
        /// The whole safe area.
        case always
    }

    /// How dragging dismisses the keyboard.
    public enum KeyboardDismissMode: Int, Sendable, Hashable {
        /// Dragging does not dismiss it.
        case none
        /// A drag dismisses it.
        case onDrag
        /// The keyboard follows the drag.
        case interactive
        /// A drag dismisses it, tapping brings it back.
        case onDragWithAccessory
        /// The keyboard follows the drag, tapping brings it back.
        case interactiveWithAccessory
    }

    /// The look of the scroll indicators.
    public enum IndicatorStyle: Int, Sendable, Hashable {
        /// Dark or light, following the background.
        case `default`
        /// Black.
        case black
        /// White.
        case white
    }

    /// How fast the content slows down after a drag: the fraction of its velocity kept per
    /// millisecond.
    public struct DecelerationRate: RawRepresentable, Hashable, Sendable {
        /// The fraction of velocity kept per millisecond.
        public var rawValue: CGFloat
        /// Creates a rate.
        public init(rawValue: CGFloat) { self.rawValue = rawValue }
        /// The usual rate, 0.998.
        public static let normal = DecelerationRate(rawValue: 0.998)
        /// A quick stop, 0.99.
        public static let fast = DecelerationRate(rawValue: 0.99)
    }

    /// The size of the content.
    open var contentSize: CGSize = .zero {
        willSet { keyValueWillChange(self) }
        didSet {
            defer { keyValueDidChange(self) }
            guard contentSize != oldValue else { return }
            if !contentSize.width.isFinite || !contentSize.height.isFinite {
                reportNonFinite("contentSize", "\(contentSize)")
                contentSize = oldValue
                return
            }
            updateAdjustedContentInset()
        }
    }
    /// Extra space around the content.
    open var contentInset: UIEdgeInsets = .zero {
        willSet { keyValueWillChange(self) }
        didSet {
            defer { keyValueDidChange(self) }
            guard contentInset != oldValue else { return }
            if !contentInset.isFinite {
                reportNonFinite("contentInset", "\(contentInset)")
                contentInset = oldValue
                return
            }
            updateAdjustedContentInset()
        }
    }
    /// How the safe area adds to ``contentInset``.
    open var contentInsetAdjustmentBehavior: ContentInsetAdjustmentBehavior = .automatic {
        didSet { if contentInsetAdjustmentBehavior != oldValue { updateAdjustedContentInset() } }
    }
    /// Whether the indicator insets follow the adjusted content inset.
    open var automaticallyAdjustsScrollIndicatorInsets = true
    /// The insets of the vertical scroll indicator.
    open var verticalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// The insets of the horizontal scroll indicator.
    open var horizontalScrollIndicatorInsets: UIEdgeInsets = .zero
    /// Both indicators' insets; reading it gives the vertical one.
    open var scrollIndicatorInsets: UIEdgeInsets {
        get { verticalScrollIndicatorInsets }
        set {
            verticalScrollIndicatorInsets = newValue
            horizontalScrollIndicatorInsets = newValue
        }
    }
    /// Whether the user can scroll.
    open var isScrollEnabled = true
    /// Whether a drag moves along one axis only.
    open var isDirectionalLockEnabled = false
    /// Whether scrolling stops on multiples of the bounds.
    open var isPagingEnabled = false
    /// Whether the content bounces past its edges.
    open var bounces = true
    /// Whether vertical bouncing happens even when the content is shorter than the bounds.
    open var alwaysBounceVertical = false
    /// Whether horizontal bouncing happens even when the content is narrower than the bounds.
    open var alwaysBounceHorizontal = false
    /// Whether the vertical indicator shows.
    open var showsVerticalScrollIndicator = true
    /// Whether the horizontal indicator shows.
    open var showsHorizontalScrollIndicator = true
    /// The look of the indicators.
    open var indicatorStyle: IndicatorStyle = .default
    /// How fast the content slows down after a drag.
    open var decelerationRate: DecelerationRate = .normal
    /// Whether touches in the content wait to see whether they start a drag.
    open var delaysContentTouches = true
    /// Whether a drag may take touches away from the content.
    open var canCancelContentTouches = true
    /// Whether a status-bar tap scrolls this view to the top.
    open var scrollsToTop = true
    /// How dragging dismisses the keyboard (stored; the keyboard is not modelled here).
    open var keyboardDismissMode: KeyboardDismissMode = .none
    /// The smallest zoom scale.
    open var minimumZoomScale: CGFloat = 1
    /// The largest zoom scale.
    open var maximumZoomScale: CGFloat = 1
    /// Whether zooming bounces past the scale limits.
    open var bouncesZoom = true
    /// The pull-to-refresh control. Setting one adds it as a subview behind the content, as
    /// iOS does; setting nil (or another control) removes the previous one.
    open var refreshControl: UIRefreshControl? {
        didSet {
            guard oldValue !== refreshControl else { return }
            if let oldValue, oldValue.superview === self { oldValue.removeFromSuperview() }
            if let refreshControl { insertSubview(refreshControl, at: 0) }
        }
    }
    /// The guide of the content: its size becomes ``contentSize`` once Auto Layout solves it.
    open var contentLayoutGuide: UILayoutGuide { systemGuide(.scrollContent) }
    /// The guide of the scroll view's own frame, which does not scroll.
    open var frameLayoutGuide: UILayoutGuide { systemGuide(.scrollFrame) }

    /// Whether a finger is on the content.
    open internal(set) var isTracking = false
    /// Whether a drag is moving the content.
    open internal(set) var isDragging = false
    /// Whether the content is moving on after a drag.
    open internal(set) var isDecelerating = false
    /// Whether a pinch is zooming the content.
    open internal(set) var isZooming = false
    /// Whether the zoom is bouncing back inside its limits.
    open internal(set) var isZoomBouncing = false

    /// The delegate told of scrolling.
    open weak var delegate: UIScrollViewDelegate? {
        get { scrollDelegate }
        set { scrollDelegate = newValue }
    }
    weak var scrollDelegate: UIScrollViewDelegate?

    /// The adjusted inset last reported through `adjustedContentInsetDidChange()`.
    var reportedAdjustedInset: UIEdgeInsets = .zero
    /// The running offset animation or deceleration, if any.
    var motion: ScrollMotion?
    /// The zoom scale without the delegate's view (kept when there is none).
    var storedZoomScale: CGFloat = 1
    /// The scroll view's pan, made when first read.
    var storedPanGestureRecognizer: UIPanGestureRecognizer?

    /// The recognizer of the drags that scroll the content. It is attached to the scroll view
    /// (it is among its ``UIView/gestureRecognizers`` once read); the device's scroll actions
    /// drive the drag, and while it is disabled the content does not follow a drag
    /// (References §57.2).
    open var panGestureRecognizer: UIPanGestureRecognizer {
        if let storedPanGestureRecognizer { return storedPanGestureRecognizer }
        let recognizer = UIPanGestureRecognizer(target: nil, action: nil)
        recognizer.isScrollViewPan = true
        recognizer.name = "UIScrollViewPanGestureRecognizer"
        storedPanGestureRecognizer = recognizer
        addGestureRecognizer(recognizer)
        return recognizer
    }

    /// Creates a scroll view with a frame.
    public override init(frame: CGRect) {
        super.init(frame: frame)
    }

    /// Creates a scroll view from a storyboard or xib.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
        contentSize = coder.decodeCGSize(forKey: "contentSize")
        if coder.containsValue(forKey: "scrollEnabled") { isScrollEnabled = coder.decodeBool(forKey: "scrollEnabled") }
        if coder.containsValue(forKey: "pagingEnabled") { isPagingEnabled = coder.decodeBool(forKey: "pagingEnabled") }
        if coder.containsValue(forKey: "bounces") { bounces = coder.decodeBool(forKey: "bounces") }
        if coder.containsValue(forKey: "alwaysBounceVertical") { alwaysBounceVertical = coder.decodeBool(forKey: "alwaysBounceVertical") }
        if coder.containsValue(forKey: "alwaysBounceHorizontal") { alwaysBounceHorizontal = coder.decodeBool(forKey: "alwaysBounceHorizontal") }
        if coder.containsValue(forKey: "showsVerticalScrollIndicator") {
            showsVerticalScrollIndicator = coder.decodeBool(forKey: "showsVerticalScrollIndicator")
        }
        if coder.containsValue(forKey: "showsHorizontalScrollIndicator") {
            showsHorizontalScrollIndicator = coder.decodeBool(forKey: "showsHorizontalScrollIndicator")
        }
        if coder.containsValue(forKey: "minimumZoomScale") {
            minimumZoomScale = CGFloat(coder.decodeDouble(forKey: "minimumZoomScale"))
        }
        if coder.containsValue(forKey: "maximumZoomScale") {
            maximumZoomScale = CGFloat(coder.decodeDouble(forKey: "maximumZoomScale"))
        }
    }

    /// The point of the content at the bounds' origin.
    open var contentOffset: CGPoint {
        get { bounds.origin }
        set {
            guard newValue != bounds.origin else { return }
            // Observable by key-value observing, heard after scrollViewDidScroll (References §57.1).
            keyValueWillChange(self)
            defer { keyValueDidChange(self) }
            guard newValue.x.isFinite, newValue.y.isFinite else {
                reportNonFinite("contentOffset", "\(newValue)")
                return
            }
            bounds = CGRect(origin: newValue, size: bounds.size)
            followContentWithSearchBar()
            if let delegate = scrollDelegate {
                runtime.deliver(toDelegate: delegate, .scrollViewDidScroll, [traceName]) { delegate.scrollViewDidScroll(self) }
            }
        }
    }

    /// ``contentInset`` plus the safe area, as ``contentInsetAdjustmentBehavior`` says.
    open var adjustedContentInset: UIEdgeInsets { computedAdjustedContentInset() }

    /// Called when ``adjustedContentInset`` changed, before the delegate hears of it.
    open func adjustedContentInsetDidChange() {}

    /// Scrolls to a content offset, at once or in an animation on the virtual clock that ends
    /// with `scrollViewDidEndScrollingAnimation(_:)`.
    open func setContentOffset(_ contentOffset: CGPoint, animated: Bool) {
        setContentOffsetMechanism(contentOffset, animated: animated)
    }

    /// Scrolls as little as needed for a rectangle of the content to be visible.
    open func scrollRectToVisible(_ rect: CGRect, animated: Bool) {
        scrollRectToVisibleMechanism(rect, animated: animated)
    }

    /// Shows the indicators for a moment (nothing to see on a headless device).
    open func flashScrollIndicators() {}

    /// The scale of the zoomed view.
    open var zoomScale: CGFloat {
        get { storedZoomScale }
        set { setZoomScale(newValue, animated: false) }
    }

    /// Zooms to a scale, clamped to the minimum and maximum.
    open func setZoomScale(_ scale: CGFloat, animated: Bool) {
        setZoomScaleMechanism(scale, animated: animated)
    }

    /// Zooms so that a rectangle of the zoomed view fills the bounds.
    open func zoom(to rect: CGRect, animated: Bool) {
        zoomToRectMechanism(rect, animated: animated)
    }

    /// Lays out the subviews, then reports a changed adjusted content inset.
    open override func layoutSubviews() {
        super.layoutSubviews()
        updateAdjustedContentInset()
    }

    /// Reports a non-finite value and keeps the old one.
    func reportNonFinite(_ property: String, _ value: String) {
        runtime.report(.error, .scrollViewNonFinite,
                       "\(traceName).\(property) was set to \(value), which is not finite; the old value was kept. Compute the value from finite sizes (a division by zero gives infinity or NaN).",
                       about: self)
    }
}

extension UIEdgeInsets {
    var isFinite: Bool { top.isFinite && left.isFinite && bottom.isFinite && right.isFinite }
}
