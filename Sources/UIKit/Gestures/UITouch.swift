import HeadlessCore
import Foundation

/// One finger on the screen: where it is, where it was, in which phase, on which view.
///
/// The simulated device makes touches (``UIWindow`` `deliverTap(at:)` and the touch device
/// actions); apps read them in `touchesBegan(_:with:)` and friends and in gesture recognizers.
/// Locations are kept in window coordinates and converted on request.
@preconcurrency @MainActor
open class UITouch: NSObject {
    /// The phase of a touch in its sequence.
    public enum Phase: Int, Sendable {
        /// The finger touched the screen.
        case began = 0
        /// The finger moved.
        case moved = 1
        /// The finger is down and did not move.
        case stationary = 2
        /// The finger lifted.
        case ended = 3
        /// The system cancelled the touch.
        case cancelled = 4
        /// The touch entered a region (indirect pointers).
        case regionEntered = 5
        /// The touch moved within a region (indirect pointers).
        case regionMoved = 6
        /// The touch left a region (indirect pointers).
        case regionExited = 7
    }

    /// The kind of touch.
    public enum TouchType: Int, Sendable {
        /// A finger on the screen.
        case direct = 0
        /// A touch not on the screen.
        case indirect = 1
        /// An Apple Pencil.
        case pencil = 2
        /// An indirect pointer (a mouse or trackpad).
        case indirectPointer = 3
    }

    /// The touch's phase.
    open internal(set) var phase: Phase = .began
    /// How many times the finger tapped at this place in quick succession (2 for the second
    /// tap of a double tap).
    open internal(set) var tapCount: Int = 1
    /// When the touch last changed, in seconds of virtual time.
    open internal(set) var timestamp: TimeInterval = 0
    /// The kind of touch: always `.direct` on the simulated device.
    open var type: TouchType { .direct }
    /// The view the touch began in (the hit-test view), for the whole sequence.
    open internal(set) weak var view: UIView?
    /// The window of the touch.
    open internal(set) weak var window: UIWindow?
    /// The recognizers that receive this touch.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]? = nil
    /// The radius of the touch, in points.
    open var majorRadius: CGFloat { 20 }
    /// The tolerance of ``majorRadius``.
    open var majorRadiusTolerance: CGFloat { 5 }
    /// The force of the touch: no force on the simulated device.
    open var force: CGFloat { 0 }
    /// The greatest force the device reports.
    open var maximumPossibleForce: CGFloat { 0 }

    /// Where the finger is, in window coordinates.
    var windowLocation: CGPoint = .zero
    /// Where it was at the previous phase, in window coordinates.
    var previousWindowLocation: CGPoint = .zero
    /// The finger's position among the sequence's fingers, 0 for the first down.
    var fingerIndex = 0

    /// Creates a touch; the device fills it in.
    public override init() {
        super.init()
    }

    /// The finger's location in `view`'s coordinates (the window's when `view` is nil).
    open func location(in view: UIView?) -> CGPoint {
        Self.convert(windowLocation, from: window, to: view)
    }

    /// The finger's previous location in `view`'s coordinates (the window's when nil).
    open func previousLocation(in view: UIView?) -> CGPoint {
        Self.convert(previousWindowLocation, from: window, to: view)
    }

    /// The precise location: the same as ``location(in:)`` on the simulated device.
    open func preciseLocation(in view: UIView?) -> CGPoint { location(in: view) }

    static func convert(_ point: CGPoint, from window: UIWindow?, to view: UIView?) -> CGPoint {
        guard let view else { return point }
        if let window { return view.convert(point, from: window) }
        return view.convert(point, from: nil)
    }
}

/// How touch locations are written in traces and messages: whole numbers without a fraction.
enum TouchTrace {
    static func number(_ value: CGFloat) -> String {
        let rounded = (value * 100).rounded() / 100
        if rounded == rounded.rounded() && abs(rounded) < 1e15 { return String(Int(rounded)) }
        return String(Double(rounded))
    }

    static func point(_ point: CGPoint) -> String {
        "(\(number(point.x)), \(number(point.y)))"
    }
}
