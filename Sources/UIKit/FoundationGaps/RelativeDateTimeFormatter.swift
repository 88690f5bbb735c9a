import Foundation
import HeadlessCore

/// Foundation's relative date formatter ("2 hours ago", "yesterday", "in 3 weeks"), which
/// Linux's Foundation lacks (References §61.3).
///
/// The strings come from the same source as on iOS: ICU's relative date-time formatter with the
/// CLDR data of the formatter's locale, which Linux's Foundation reaches through
/// `Date.AnchoredRelativeFormatStyle` (swift-foundation, the code Apple's platforms share). So
/// every locale ICU knows is formatted, not English only. The styles map as Apple's enumerations
/// are defined in terms of ICU's: `full` is ICU's long style ("2 months ago"), `short` its short
/// style ("2 mo. ago"), `abbreviated` its narrow style ("2mo ago"), `spellOut` spells the number
/// ("two months ago"); `named` uses the words ICU has ("yesterday", "last week", "now").
///
/// `lifecycle port` imports this SPI in the files that use it, so unchanged iOS code compiles.
@_spi(Headless) open class RelativeDateTimeFormatter: Formatter {
    /// Whether a relative date is given in numbers ("1 day ago") or in words where the
    /// language has them ("yesterday").
    public enum DateTimeStyle: Int, Sendable {
        /// "1 day ago", "in 2 days".
        case numeric = 0
        /// "yesterday", "the day after tomorrow" where the language has a word, else numeric.
        case named = 1
    }

    /// How the units are written.
    public enum UnitsStyle: Int, Sendable {
        /// "2 months ago".
        case full = 0
        /// "two months ago".
        case spellOut = 1
        /// "2 mo. ago".
        case short = 2
        /// "2mo ago" (the narrowest form the locale has).
        case abbreviated = 3
    }

    // The formatter's settings. Formatter is not Sendable-checked in Linux's Foundation; as on
    // iOS, a formatter is configured and used from one thread at a time, and the lock keeps a
    // read from another thread whole.
    private let settings = NSLock()
    private var storedDateTimeStyle: DateTimeStyle = .numeric
    private var storedUnitsStyle: UnitsStyle = .full
    private var storedContext: Formatter.Context = .unknown
    private var storedCalendar: Calendar?
    private var storedLocale: Locale?

    /// Numbers or words; `numeric` by default.
    open var dateTimeStyle: DateTimeStyle {
        get { settings.withLock { storedDateTimeStyle } }
        set { settings.withLock { storedDateTimeStyle = newValue } }
    }

    /// How units are written; `full` by default.
    open var unitsStyle: UnitsStyle {
        get { settings.withLock { storedUnitsStyle } }
        set { settings.withLock { storedUnitsStyle = newValue } }
    }

    /// The capitalization context ("Yesterday" at the beginning of a sentence); `unknown` by
    /// default.
    open var formattingContext: Formatter.Context {
        get { settings.withLock { storedContext } }
        set { settings.withLock { storedContext = newValue } }
    }

    /// The calendar whose units are counted; the current calendar unless set (setting nil
    /// restores it).
    open var calendar: Calendar! {
        get { settings.withLock { storedCalendar } ?? .autoupdatingCurrent }
        set { settings.withLock { storedCalendar = newValue } }
    }

    /// The locale whose words are used; the current locale unless set (setting nil restores it).
    open var locale: Locale! {
        get { settings.withLock { storedLocale } ?? .autoupdatingCurrent }
        set { settings.withLock { storedLocale = newValue } }
    }

    public override init() {
        super.init()
    }

    public required init?(coder: NSCoder) {
        super.init(coder: coder)
    }

    /// Formats `date` relative to `referenceDate` in its largest unit that is not zero, rounded
    /// ("2 hours ago", "in 3 days", "yesterday", "now").
    open func localizedString(for date: Date, relativeTo referenceDate: Date) -> String {
        // The anchored style formats its anchor relative to the date it is given.
        style(anchor: date).format(referenceDate)
    }

    /// Formats the time `timeInterval` seconds from now ("in 2 hours", "5 minutes ago").
    open func localizedString(fromTimeInterval timeInterval: TimeInterval) -> String {
        let now = Date()
        return localizedString(for: now.addingTimeInterval(timeInterval), relativeTo: now)
    }

    /// Formats the largest unit of `dateComponents` that is not zero, alone (`day: -2` is
    /// "2 days ago"); negative values are in the past. Components of zero give that unit's
    /// present ("today", "in 0 days"); none at all, the present in seconds.
    open func localizedString(from dateComponents: DateComponents) -> String {
        let units: [(Calendar.Component, Date.RelativeFormatStyle.Field, String, Int?, Int)] = [
            (.year, .year, "year", dateComponents.year, 5_000),
            (.month, .month, "month", dateComponents.month, 60_000),
            (.weekOfMonth, .week, "week", dateComponents.weekOfMonth ?? dateComponents.weekOfYear, 260_000),
            (.day, .day, "day", dateComponents.day, 1_800_000),
            (.hour, .hour, "hour", dateComponents.hour, 43_000_000),
            (.minute, .minute, "minute", dateComponents.minute, 2_600_000_000),
            (.second, .second, "second", dateComponents.second, 157_000_000_000),
        ]
        let chosen = units.first { $0.3 != nil && $0.3 != 0 } ?? units.first { $0.3 != nil } ?? units[units.count - 1]
        let (component, field, name, given, bound) = chosen
        var value = given ?? 0
        if abs(value) > bound {
            FoundationGapDiagnostics.report(Diagnostic(.warning, code: .foundationRelativeFormatterOutOfRange, message:
                "RelativeDateTimeFormatter.localizedString(from:) was given \(value) \(name) units, beyond what the calendar "
                + "can place (about 5,000 years); it was formatted as \(value < 0 ? -bound : bound). Give a smaller component.",
                subject: "RelativeDateTimeFormatter"))
            value = value < 0 ? -bound : bound
        }
        // Counted on the formatter's calendar from a reference that adds every unit exactly:
        // the first of a month at noon, in a time zone without daylight saving.
        var calendar = self.calendar ?? Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT") ?? calendar.timeZone
        let reference = calendar.date(from: DateComponents(year: 2001, month: 1, day: 1, hour: 12)) ?? Date(timeIntervalSinceReferenceDate: 43_200)
        let target = calendar.date(byAdding: component, value: value, to: reference) ?? reference
        var style = style(anchor: target, calendar: calendar)
        style.allowedFields = [field]
        return style.format(reference)
    }

    /// A date relative to now, for `Formatter`'s API; nil for anything but a date.
    open override func string(for obj: Any?) -> String? {
        guard let date = obj as? Date else { return nil }
        return localizedString(for: date, relativeTo: Date())
    }

    open override func copy(with zone: NSZone? = nil) -> Any {
        let copy = RelativeDateTimeFormatter()
        settings.withLock {
            copy.storedDateTimeStyle = storedDateTimeStyle
            copy.storedUnitsStyle = storedUnitsStyle
            copy.storedContext = storedContext
            copy.storedCalendar = storedCalendar
            copy.storedLocale = storedLocale
        }
        return copy
    }

    private func style(anchor: Date, calendar: Calendar? = nil) -> Date.AnchoredRelativeFormatStyle {
        let presentation: Date.RelativeFormatStyle.Presentation = dateTimeStyle == .named ? .named : .numeric
        let units: Date.RelativeFormatStyle.UnitsStyle
        switch unitsStyle {
        case .full: units = .wide
        case .spellOut: units = .spellOut
        case .short: units = .abbreviated
        case .abbreviated: units = .narrow
        }
        let capitalization: FormatStyleCapitalizationContext
        switch formattingContext {
        case .beginningOfSentence: capitalization = .beginningOfSentence
        case .middleOfSentence: capitalization = .middleOfSentence
        case .standalone: capitalization = .standalone
        case .listItem: capitalization = .listItem
        default: capitalization = .unknown
        }
        return Date.AnchoredRelativeFormatStyle(anchor: anchor, presentation: presentation, unitsStyle: units,
                                                locale: locale ?? .autoupdatingCurrent, calendar: calendar ?? self.calendar ?? .autoupdatingCurrent,
                                                capitalizationContext: capitalization)
    }
}
