import HeadlessCore
import Foundation

/// One press of a physical button or key: its phase, its kind and, for a keyboard, its key.
///
/// The device makes one per key a `press-key` action presses: `.began` when the key goes
/// down, `.ended` when it comes up; `pressesBegan(_:with:)` and `pressesEnded(_:with:)` get
/// the same object (References §55.2).
@preconcurrency @MainActor
open class UIPress: NSObject {
    /// The phase of a press.
    public enum Phase: Int, Sendable, Hashable {
        /// The button went down.
        case began = 0
        /// The button's force changed.
        case changed = 1
        /// The button is held and did not change.
        case stationary = 2
        /// The button came up.
        case ended = 3
        /// The system cancelled the press.
        case cancelled = 4
    }

    /// The kind of button of a press (the remote's buttons; a keyboard key is also one when it
    /// stands for one, such as the arrow keys).
    public enum PressType: Int, Sendable, Hashable {
        case upArrow = 0
        case downArrow = 1
        case leftArrow = 2
        case rightArrow = 3
        case select = 4
        case menu = 5
        case playPause = 6
        case pageUp = 30
        case pageDown = 31
        case tvRemoteOneTwoThree = 32
        case tvRemoteFourColors = 33
    }

    /// When the press began or last changed, in seconds of the virtual clock.
    open internal(set) var timestamp: TimeInterval
    /// The press's phase.
    open internal(set) var phase: UIPress.Phase
    /// The kind of button.
    open internal(set) var type: UIPress.PressType
    /// The window the press was delivered in.
    open internal(set) weak var window: UIWindow?
    /// The responder the press was first delivered to: the first responder when it began.
    open internal(set) weak var responder: UIResponder?
    /// The gesture recognizers that receive the press.
    open internal(set) var gestureRecognizers: [UIGestureRecognizer]?
    /// How hard the button is pressed, from 0 to 1: a key is either down (1) or up (0).
    open internal(set) var force: CGFloat
    /// The key of a keyboard press; nil for another button.
    open internal(set) var key: UIKey?

    init(key: UIKey, type: PressType, window: UIWindow?, responder: UIResponder?, timestamp: TimeInterval) {
        self.key = key
        self.type = type
        self.window = window
        self.responder = responder
        self.timestamp = timestamp
        phase = .began
        force = 1
        super.init()
    }
}
