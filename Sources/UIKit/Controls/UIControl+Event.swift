import HeadlessCore

/// The events and states of a control, with UIKit's raw values.
extension UIControl {
    /// The kinds of event a control sends actions for.
    public struct Event: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a set of events from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// A touch went down in the control.
        public static let touchDown = Event(rawValue: 1 << 0)
        /// A repeated touch went down (a double tap).
        public static let touchDownRepeat = Event(rawValue: 1 << 1)
        /// A finger was dragged inside the control.
        public static let touchDragInside = Event(rawValue: 1 << 2)
        /// A finger was dragged just outside the control.
        public static let touchDragOutside = Event(rawValue: 1 << 3)
        /// A finger was dragged into the control.
        public static let touchDragEnter = Event(rawValue: 1 << 4)
        /// A finger was dragged out of the control.
        public static let touchDragExit = Event(rawValue: 1 << 5)
        /// A finger lifted inside the control: a tap.
        public static let touchUpInside = Event(rawValue: 1 << 6)
        /// A finger lifted outside the control.
        public static let touchUpOutside = Event(rawValue: 1 << 7)
        /// The system cancelled the touch.
        public static let touchCancel = Event(rawValue: 1 << 8)
        /// The control's value changed.
        public static let valueChanged = Event(rawValue: 1 << 12)
        /// The control's primary action was triggered (a button's tap).
        public static let primaryActionTriggered = Event(rawValue: 1 << 13)
        /// The control's menu action was triggered.
        public static let menuActionTriggered = Event(rawValue: 1 << 14)
        /// Editing began in a text control.
        public static let editingDidBegin = Event(rawValue: 1 << 16)
        /// The text changed.
        public static let editingChanged = Event(rawValue: 1 << 17)
        /// Editing ended.
        public static let editingDidEnd = Event(rawValue: 1 << 18)
        /// Editing ended with the return key.
        public static let editingDidEndOnExit = Event(rawValue: 1 << 19)
        /// Every touch event.
        public static let allTouchEvents = Event(rawValue: 0x0000_0FFF)
        /// Every editing event.
        public static let allEditingEvents = Event(rawValue: 0x000F_0000)
        /// Events reserved for the app.
        public static let applicationReserved = Event(rawValue: 0x0F00_0000)
        /// Events reserved for the system.
        public static let systemReserved = Event(rawValue: 0xF000_0000)
        /// Every event.
        public static let allEvents = Event(rawValue: 0xFFFF_FFFF)
    }

    /// The states a control can be in at once.
    public struct State: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates a set of states from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }

        /// No other state.
        public static let normal = State([])
        /// Touched.
        public static let highlighted = State(rawValue: 1 << 0)
        /// Not enabled.
        public static let disabled = State(rawValue: 1 << 1)
        /// Selected.
        public static let selected = State(rawValue: 1 << 2)
        /// Focused.
        public static let focused = State(rawValue: 1 << 3)
        /// States reserved for the app.
        public static let application = State(rawValue: 0x00FF_0000)
        /// States reserved for the system.
        public static let reserved = State(rawValue: 0xFF00_0000)
    }
}

extension UIControl {
    /// Where a control's content sits across it.
    public enum ContentHorizontalAlignment: Int, Sendable {
        /// In the middle.
        case center = 0
        /// Against the left edge.
        case left = 1
        /// Against the right edge.
        case right = 2
        /// Stretched across the whole width.
        case fill = 3
        /// Against the leading edge.
        case leading = 4
        /// Against the trailing edge.
        case trailing = 5
    }

    /// Where a control's content sits up and down it.
    public enum ContentVerticalAlignment: Int, Sendable {
        /// In the middle.
        case center = 0
        /// Against the top.
        case top = 1
        /// Against the bottom.
        case bottom = 2
        /// Stretched over the whole height.
        case fill = 3
    }
}
