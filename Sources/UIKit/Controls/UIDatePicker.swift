import HeadlessCore
import Foundation

/// A control for picking a date, a time, or both.
///
/// The picker stores its ``date`` within ``minimumDate``…``maximumDate`` (a date outside is
/// clamped, as on iOS) and sends `.valueChanged` when the user picks one; setting ``date``
/// from code sends nothing. The styles (compact, inline, wheels) change only the size.
@preconcurrency @MainActor
open class UIDatePicker: UIControl {
    /// What the picker shows.
    public enum Mode: Int, Sendable {
        /// Hours and minutes.
        case time = 0
        /// Day, month and year.
        case date = 1
        /// Date and time.
        case dateAndTime = 2
        /// Hours and minutes of a duration.
        case countDownTimer = 3
        /// Year and month.
        case yearAndMonth = 4
    }

    /// How the picker is displayed.
    public enum Style: Int, Sendable {
        /// The system's choice.
        case automatic = 0
        /// Spinning wheels.
        case wheels = 1
        /// A compact label that opens a calendar.
        case compact = 2
        /// A calendar in place.
        case inline = 3
    }

    private var storedDate: Date

    /// The picked date, within the bounds. Default: the date the picker was made.
    open var date: Date {
        get { storedDate }
        set { setDate(newValue, animated: false) }
    }
    /// The earliest date, or nil.
    open var minimumDate: Date? { didSet { storedDate = clamped(storedDate) } }
    /// The latest date, or nil.
    open var maximumDate: Date? { didSet { storedDate = clamped(storedDate) } }
    /// What the picker shows. Default `.dateAndTime`.
    open var datePickerMode: Mode = .dateAndTime
    /// The requested style. Default `.automatic`.
    open var preferredDatePickerStyle: Style = .automatic
    /// The style in use: the requested one, `.compact` for `.automatic` (iOS 14 and later),
    /// and `.wheels` for the count-down timer.
    open var datePickerStyle: Style {
        if datePickerMode == .countDownTimer { return .wheels }
        return preferredDatePickerStyle == .automatic ? .compact : preferredDatePickerStyle
    }
    /// The locale, or nil for the current one.
    open var locale: Locale?
    /// The calendar.
    open var calendar: Calendar! = Calendar.current
    /// The time zone, or nil for the current one.
    open var timeZone: TimeZone?
    /// The interval of the minute wheel. Default 1.
    open var minuteInterval = 1
    /// The count-down duration, in seconds.
    open var countDownDuration: TimeInterval = 0

    /// Creates a picker showing the current date.
    public override init(frame: CGRect) {
        storedDate = Date()
        super.init(frame: frame)
    }

    /// Creates a picker from an archive.
    public required init?(coder: NSCoder) {
        storedDate = Date()
        super.init(coder: coder)
    }

    /// Sets the date, clamped to the bounds, without sending actions.
    open func setDate(_ date: Date, animated: Bool) {
        storedDate = clamped(date)
    }

    /// The size of the style in use (compact 220 × 35; inline 320 × 360; wheels 320 × 216:
    /// the project's figures for the iOS 17 pickers).
    open override var intrinsicContentSize: CGSize {
        switch datePickerStyle {
        case .inline: CGSize(width: 320, height: 360)
        case .wheels: CGSize(width: 320, height: 216)
        default: CGSize(width: 220, height: 35)
        }
    }

    /// The user picked a date: stored (clamped) and, when it changed, `.valueChanged`.
    func userPick(_ date: Date) {
        let old = storedDate
        storedDate = clamped(date)
        if storedDate != old { sendActions(for: .valueChanged) }
    }

    private func clamped(_ date: Date) -> Date {
        var date = date
        if let minimumDate, date < minimumDate { date = minimumDate }
        if let maximumDate, date > maximumDate, minimumDate.map({ $0 <= maximumDate }) ?? true { date = maximumDate }
        return date
    }
}
