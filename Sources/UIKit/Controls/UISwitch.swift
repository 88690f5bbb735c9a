import HeadlessCore
import Foundation

/// An on/off switch.
///
/// A tap by the user (a touch, or the device's `toggle` action) flips ``isOn`` and sends
/// `.valueChanged` and `.primaryActionTriggered` together (each action once, in registration
/// order), then `.touchUpInside`. Setting ``isOn`` or calling ``setOn(_:animated:)`` from code
/// sends nothing, as on iOS.
@preconcurrency @MainActor
open class UISwitch: UIControl {
    /// A single tap is its default action: a superview's tap recognizer leaves it alone.
    override var keepsSingleTaps: Bool { true }

    /// The switch's styles.
    public enum Style: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// A check box (Mac Catalyst).
        case checkbox = 1
        /// A sliding switch.
        case sliding = 2
    }

    /// Whether the switch is on.
    open var isOn = false
    /// The colour of the track when on.
    open var onTintColor: UIColor? {
        didSet { noteAppearanceSet("onTintColor") { [onTintColor] in ($0 as? UISwitch)?.onTintColor = onTintColor } }
    }
    /// The colour of the thumb.
    open var thumbTintColor: UIColor? {
        didSet { noteAppearanceSet("thumbTintColor") { [thumbTintColor] in ($0 as? UISwitch)?.thumbTintColor = thumbTintColor } }
    }
    /// The image shown when on (ignored since iOS 7, kept for compatibility).
    open var onImage: UIImage?
    /// The image shown when off (ignored since iOS 7, kept for compatibility).
    open var offImage: UIImage?
    /// The title shown beside a check box (Mac Catalyst).
    open var title: String?
    /// The requested style.
    open var preferredStyle: Style = .automatic
    /// The style in use: sliding on iOS.
    open var style: Style { .sliding }

    /// Creates a switch; its size is always 51 × 31 points, as on iOS.
    public override init(frame: CGRect) {
        super.init(frame: CGRect(origin: frame.origin, size: UISwitch.size))
    }

    /// Creates a switch from an archive.
    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// 51 × 31 points, the iOS switch's fixed size.
    static let size = CGSize(width: 51, height: 31)

    /// Turns the switch on or off without sending actions.
    open func setOn(_ on: Bool, animated: Bool) {
        isOn = on
    }

    /// The switch's fixed size.
    open override var intrinsicContentSize: CGSize { UISwitch.size }

    /// The switch's fixed size.
    open override func sizeThatFits(_ size: CGSize) -> CGSize { UISwitch.size }

    override func controlTapped(at location: CGPoint) {
        setOn(!isOn, animated: true)
        sendActions(for: [.valueChanged, .primaryActionTriggered])
    }
}
