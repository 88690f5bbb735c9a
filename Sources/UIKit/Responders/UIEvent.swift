import HeadlessCore
import Foundation

/// An event that a control or the application passes along with an action.
///
/// The simulated device delivers taps and gestures as actions directly, so the framework
/// passes nil where UIKit passes the touch event; the class exists so that action methods and
/// `sendAction(_:to:from:for:)` overrides written for iOS compile.
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
    /// When the event happened, in seconds of the simulated clock.
    open var timestamp: TimeInterval

    /// Creates an event at the current virtual time.
    public init() {
        timestamp = HeadlessRuntime.current.runLoop.now
    }
}
