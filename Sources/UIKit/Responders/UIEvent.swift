import HeadlessCore
import Foundation

/// An event that the device delivers: for touches, the set of fingers on the screen.
///
/// The simulated device makes one event per touch sequence (a tap, a swipe, a pan) and passes
/// it to gesture recognizers and to `touchesBegan(_:with:)` and friends; a control passes it
/// along with the actions it sends. Actions sent by the `tap` device action pass nil, as
/// before.
@MainActor
open class UIEvent {
    /// The kinds of event.
    public enum EventType: Int, Sendable {
        /// Touches on the screen.
        case touches = 0
        /// Motion of the device.
        case motion = 1
        /// Remote-control commands.
        case remoteControl = 2
        /// Presses of physical buttons.
        case presses = 3
    }

    /// The event's kind.
    open var type: EventType { .touches }
    /// The modifier keys held when the event happened: none for touches, since the device
    /// holds modifiers only within a `press-key` action (References §55.2).
    open var modifierFlags: UIKeyModifierFlags { [] }
    /// When the event happened, in seconds of the simulated clock.
    open var timestamp: TimeInterval
    /// The fingers on the screen now, in the order they went down.
    var touchList: [UITouch] = []

    /// Creates an event at the current virtual time.
    public init() {
        timestamp = HeadlessRuntime.current.runLoop.now
    }

    /// Every touch of the event, or nil for an event without touches.
    open var allTouches: Set<UITouch>? {
        touchList.isEmpty ? nil : Set(touchList)
    }

    /// The touches that belong to a window.
    open func touches(for window: UIWindow) -> Set<UITouch>? {
        let found = touchList.filter { $0.window === window }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches that began in a view.
    open func touches(for view: UIView) -> Set<UITouch>? {
        let found = touchList.filter { $0.view === view }
        return found.isEmpty ? nil : Set(found)
    }

    /// The touches a gesture recognizer receives.
    open func touches(for gesture: UIGestureRecognizer) -> Set<UITouch>? {
        let found = touchList.filter { touch in touch.gestureRecognizers?.contains(identicalTo: gesture) ?? false }
        return found.isEmpty ? nil : Set(found)
    }
}
