import HeadlessCore
import Foundation

/// The base of gesture recognizers: a state machine fed with touches, which sends its actions
/// to its targets as the gesture is recognized.
///
/// States go `possible → began → changed… → ended` for a continuous gesture (a pan), or
/// `possible → ended` (`recognized`) for a discrete one (a tap); `cancelled` and `failed` end
/// them early. A recognizer attached to a view (``UIView/addGestureRecognizer(_:)``) receives
/// the touches that begin in that view or its subviews before the view does, and when it
/// recognizes with ``cancelsTouchesInView`` set, the view gets `touchesCancelled(_:with:)`.
///
/// Subclasses override `touchesBegan(_:with:)` and its siblings and set ``state``; the
/// actions are sent after the touch method returns, as on iOS. Setting ``state`` along an
/// edge the machine does not have (say `changed` from `possible`) is reported
/// (`gesture.state.illegalEdge`) and ignored.
@preconcurrency @MainActor
open class UIGestureRecognizer: NSObject {
    /// The modifier keys held on a hardware keyboard while the gesture is recognized: none, as
    /// the device holds modifiers only within a `press-key` action (References §55.2).
    open var modifierFlags: UIKeyModifierFlags { [] }

    /// The states of the machine.
    public enum State: Int, Sendable {
        /// Waiting for touches, or for the gesture to become clear.
        case possible = 0
        /// A continuous gesture started.
        case began = 1
        /// A continuous gesture changed.
        case changed = 2
        /// The gesture ended (a discrete gesture was recognized).
        case ended = 3
        /// The gesture was cancelled.
        case cancelled = 4
        /// The touches are not this gesture.
        case failed = 5

        /// A discrete gesture was recognized: the same as ``ended``.
        public static var recognized: State { .ended }

        /// Whether the machine has finished and waits for its reset.
        var isFinished: Bool { self == .ended || self == .cancelled || self == .failed }

        var traceName: String {
            switch self {
            case .possible: "possible"
            case .began: "began"
            case .changed: "changed"
            case .ended: "ended"
            case .cancelled: "cancelled"
            case .failed: "failed"
            }
        }
    }

    /// A target and its action: the target is not retained, as on iOS.
    struct TargetAction {
        weak var target: AnyObject?
        let action: Selector
    }

    var targetActions: [TargetAction] = []
    final var handlers: [@MainActor (UIGestureRecognizer) -> Void] = []
    var storedState: State = .possible
    /// The view, unretained: a weak reference would give the view a side table and make every
    /// retain of it slow (a navigation controller's view has the back-swipe recognizer). The
    /// view clears it when it is destroyed (`UIView.finishDeinit()`), as does an arena that
    /// is replaced.
    // Safety: unretained because the view clears it in its deinit; main-actor state otherwise.
    nonisolated(unsafe) var viewReference: UnretainedLink<UIView>?
    var storedView: UIView? {
        get { viewReference?.object }
        // `if` rather than `Optional.map`: a closure formed on the main actor checks its
        // executor when the standard library calls it.
        set { if let newValue { viewReference = UnretainedLink(newValue) } else { viewReference = nil } }
    }
    /// Whether the recognizer is attached to `view`, by identity, without retaining either.
    func isAttached(to view: UIView) -> Bool {
        viewReference?.refers(to: view) == true
    }
    /// Whether the recognizer is a scroll view's own pan, which the device's scroll actions
    /// drive instead of the gesture arena (References §57.2).
    var isScrollViewPan = false
    var failureRequirements: [WeakRecognizer] = []
    /// The state the recognizer asked for while a recognizer it waits for is still possible.
    var pendingRecognition: State?
    /// Whether the recognizer stays possible after the fingers lift, waiting for more touches
    /// (a tap recognizer between the taps of a double tap); it fails by its own timer.
    var awaitsMoreTouches = false
    /// The recognizer's timer on the virtual clock (a long press's duration, a tap's window).
    var timer: TimerHandle?
    /// The touches the recognizer holds now.
    var trackedTouches: [UITouch] = []
    /// Where the touches were last, in window coordinates, for ``location(in:)`` after they lift.
    var lastWindowPoints: [CGPoint] = []
    weak var lastWindow: UIWindow?
    let traceOrdinal: Int
    /// The simulated process the recognizer belongs to: the one current when it was made.
    let runtime: HeadlessRuntime
    /// A check of the framework's own that must pass before the recognizer leaves `possible`,
    /// whatever its delegate says: the reason it may not begin, or nil. The navigation
    /// controller's edge swipe uses it so that no delegate can start a pop with nothing to
    /// pop (References §32).
    final var frameworkGate: (@MainActor (UIGestureRecognizer) -> String?)?
    /// Why the recognizer last failed to begin (its delegate, its view or the framework
    /// said no, or another recognizer won), for the device's messages; cleared when a new
    /// gesture's touches reach it.
    var refusal: String?

    /// Creates a recognizer that sends `action` to `target` (when both are given) each time
    /// its state changes to a recognizing state.
    public init(target: Any?, action: Selector?) {
        let runtime = HeadlessRuntime.current
        self.runtime = runtime
        traceOrdinal = runtime.nextOrdinal(for: Self.self)
        super.init()
        if let target, let action { targetActions.append(TargetAction(target: target as AnyObject, action: action)) }
    }

    /// Creates a recognizer with no target.
    public override convenience init() {
        self.init(target: nil, action: nil)
    }

    /// The recognizer's state. Subclasses set it as they read touches.
    open var state: State {
        get { storedState }
        set { runtime.gestureArena.request(newValue, for: self) }
    }

    /// The delegate, asked whether the recognizer may begin, share touches, or wait for others.
    open weak var delegate: UIGestureRecognizerDelegate?

    /// Whether the recognizer takes touches. Turning it off cancels a gesture in progress.
    open var isEnabled = true {
        didSet {
            guard oldValue, !isEnabled else { return }
            runtime.gestureArena.disabled(self)
        }
    }

    /// The view the recognizer is attached to.
    open var view: UIView? { viewReference?.liveObject }

    /// Whether the view's touches are cancelled when the gesture is recognized. Default true.
    open var cancelsTouchesInView = true
    /// Whether the view's touches wait until the recognizer fails (they are then delivered
    /// in order) or are never delivered, when it recognizes. Default false.
    open var delaysTouchesBegan = false
    /// Whether the view's `touchesEnded` waits until the recognizer fails. Default true.
    /// Stored; the simulated device delivers ended to the view at once.
    open var delaysTouchesEnded = true
    /// Whether the recognizer takes only one kind of touch at a time.
    open var requiresExclusiveTouchType = true
    /// The kinds of touch the recognizer takes (made when first read: few apps read it).
    open lazy var allowedTouchTypes: [NSNumber] = [NSNumber(value: UITouch.TouchType.direct.rawValue),
                                                   NSNumber(value: UITouch.TouchType.indirect.rawValue),
                                                   NSNumber(value: UITouch.TouchType.pencil.rawValue)]
    /// A name for debugging.
    open var name: String?

    /// Adds a target and action. The target is not retained.
    open func addTarget(_ target: Any, action: Selector) {
        let object = target as AnyObject
        guard !targetActions.contains(where: { $0.target === object && $0.action == action }) else { return }
        targetActions.append(TargetAction(target: object, action: action))
    }

    /// Removes a target and action; a nil target means every target, a nil action every action.
    open func removeTarget(_ target: Any?, action: Selector?) {
        let object = target as AnyObject?
        targetActions.removeAll { pair in
            (object == nil || pair.target === object) && (action == nil || pair.action == action)
        }
    }

    /// Makes the recognizer wait until `otherGestureRecognizer` fails before it recognizes;
    /// if the other recognizes, this one fails.
    open func require(toFail otherGestureRecognizer: UIGestureRecognizer) {
        guard otherGestureRecognizer !== self else {
            runtime.report(.warning, .gestureRequirementCycle,
                                           "\(traceName).require(toFail: itself) would wait forever; the requirement was ignored. Pass a different recognizer.")
            return
        }
        if otherGestureRecognizer.waits(for: self) {
            runtime.report(.warning, .gestureRequirementCycle,
                                           "\(traceName).require(toFail: \(otherGestureRecognizer.traceName)): \(otherGestureRecognizer.traceName) already waits for \(traceName) to fail, so both would wait forever; the requirement was ignored. Keep one direction.")
            return
        }
        failureRequirements.removeAll { $0.recognizer == nil || $0.recognizer === otherGestureRecognizer }
        failureRequirements.append(WeakRecognizer(otherGestureRecognizer))
    }

    /// The centroid of the gesture's touches in `view`'s coordinates (the window's when nil):
    /// where they are, or where they were last.
    open func location(in view: UIView?) -> CGPoint {
        let points = trackedTouches.isEmpty ? lastWindowPoints : trackedTouches.map(\.windowLocation)
        guard !points.isEmpty else { return .zero }
        let centroid = CGPoint(x: points.map(\.x).reduce(0, +) / CGFloat(points.count),
                               y: points.map(\.y).reduce(0, +) / CGFloat(points.count))
        return UITouch.convert(centroid, from: lastWindow, to: view)
    }

    /// The location of one touch in `view`'s coordinates; `.zero` for an index out of range.
    open func location(ofTouch touchIndex: Int, in view: UIView?) -> CGPoint {
        let points = trackedTouches.isEmpty ? lastWindowPoints : trackedTouches.map(\.windowLocation)
        guard points.indices.contains(touchIndex) else { return .zero }
        return UITouch.convert(points[touchIndex], from: lastWindow, to: view)
    }

    /// The number of touches the recognizer holds.
    open var numberOfTouches: Int { trackedTouches.isEmpty ? lastWindowPoints.count : trackedTouches.count }

    // MARK: For subclasses

    /// Called when the recognizer goes back to `possible` after a gesture; subclasses clear
    /// their state here and call super.
    open func reset() {}

    /// Stops the recognizer from receiving a touch.
    open func ignore(_ touch: UITouch, for event: UIEvent) {
        trackedTouches.removeAll(identicalTo: touch)
    }

    /// Whether recognizing prevents `preventedGestureRecognizer` from recognizing. Default true.
    open func canPrevent(_ preventedGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether `preventingGestureRecognizer` recognizing prevents this one. Default true.
    open func canBePrevented(by preventingGestureRecognizer: UIGestureRecognizer) -> Bool { true }
    /// Whether this recognizer waits for `otherGestureRecognizer` to fail. Default false.
    open func shouldRequireFailure(of otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }
    /// Whether `otherGestureRecognizer` waits for this one to fail. Default false.
    open func shouldBeRequiredToFail(by otherGestureRecognizer: UIGestureRecognizer) -> Bool { false }

    /// Touches went down in the view (or a subview).
    open func touchesBegan(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches moved.
    open func touchesMoved(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches lifted.
    open func touchesEnded(_ touches: Set<UITouch>, with event: UIEvent) {}
    /// Touches were cancelled.
    open func touchesCancelled(_ touches: Set<UITouch>, with event: UIEvent) {}

    // MARK: Engine

    /// `<UITapGestureRecognizer: #1>`: the class and the ordinal the trace uses.
    open override var description: String {
        "<\(String(describing: type(of: self))): #\(traceOrdinal)>"
    }

    /// The recognizer's name in traces: its class and ordinal, `UITapGestureRecognizer#1`.
    @_spi(Headless) public var traceName: String { TraceEvent.instanceName(className: className, ordinal: traceOrdinal) }

    /// Adds a closure that runs wherever an action would be sent, after the targets' actions.
    @_spi(Headless) public final func addHandler(_ handler: @escaping @MainActor (UIGestureRecognizer) -> Void) {
        handlers.append(handler)
    }

    /// Whether the recognizer waits for `other`: `require(toFail:)`, its own
    /// `shouldRequireFailure(of:)`, or the other's `shouldBeRequiredToFail(by:)`.
    func waits(for other: UIGestureRecognizer) -> Bool {
        failureRequirements.contains { $0.recognizer === other }
    }

    /// The recognizer's class, for messages: `UITapGestureRecognizer`.
    var className: String { TraceNames.className(of: type(of: self)) }
}

/// A recognizer held weakly.
struct WeakRecognizer {
    weak var recognizer: UIGestureRecognizer?
    init(_ recognizer: UIGestureRecognizer) { self.recognizer = recognizer }
}
