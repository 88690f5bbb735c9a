import Foundation
import HeadlessCore
import Testing
import UIKitTesting
@_spi(Headless) import UIKit

/// The Foundation API iOS code calls that Linux's Foundation lacks, supplied as SPI that
/// `lifecycle port` imports (issue 33 item 6; References §61).
@MainActor
@Suite(.freshRuntime) struct FoundationGapsTests {
    /// A GMT Gregorian calendar and a fixed reference, so that the table does not depend on the
    /// machine's zone or today's date.
    static let calendar: Calendar = {
        var calendar = Calendar(identifier: .gregorian)
        calendar.timeZone = TimeZone(identifier: "GMT")!
        return calendar
    }()
    static let reference = calendar.date(from: DateComponents(year: 2024, month: 3, day: 15, hour: 12))!

    func formatter(_ dateTimeStyle: RelativeDateTimeFormatter.DateTimeStyle = .numeric,
                   _ unitsStyle: RelativeDateTimeFormatter.UnitsStyle = .full,
                   locale: String = "en_US") -> RelativeDateTimeFormatter {
        let formatter = RelativeDateTimeFormatter()
        formatter.dateTimeStyle = dateTimeStyle
        formatter.unitsStyle = unitsStyle
        formatter.locale = Locale(identifier: locale)
        formatter.calendar = Self.calendar
        return formatter
    }

    func string(_ formatter: RelativeDateTimeFormatter, _ offset: TimeInterval) -> String {
        formatter.localizedString(for: Self.reference.addingTimeInterval(offset), relativeTo: Self.reference)
    }

    // MARK: RelativeDateTimeFormatter

    @Test func theDefaultsAreNumericFullUnknownContextAndTheCurrentCalendarAndLocale() {
        let formatter = RelativeDateTimeFormatter()
        #expect(formatter.dateTimeStyle == .numeric)
        #expect(formatter.unitsStyle == .full)
        #expect(formatter.formattingContext == .unknown)
        #expect(formatter.calendar.identifier == Calendar.current.identifier)
        #expect(formatter.locale.identifier == Locale.current.identifier)
        formatter.locale = Locale(identifier: "fr_FR")
        formatter.locale = nil
        #expect(formatter.locale.identifier == Locale.current.identifier)
        #expect(RelativeDateTimeFormatter.UnitsStyle.abbreviated.rawValue == 3)
        #expect(RelativeDateTimeFormatter.DateTimeStyle.named.rawValue == 1)
    }

    /// The documented strings (References §61.3) for dates relative to a reference date.
    @Test func datesRelativeToAReferenceReadAsOnIOS() {
        let hour: TimeInterval = 3_600, day: TimeInterval = 86_400
        let numeric = formatter(.numeric), named = formatter(.named)
        #expect(string(numeric, -2 * hour) == "2 hours ago")
        #expect(string(numeric, 2 * day) == "in 2 days")
        #expect(string(numeric, -day) == "1 day ago")
        #expect(string(named, -day) == "yesterday")
        #expect(string(named, day) == "tomorrow")
        #expect(string(named, 0) == "now")
        #expect(string(numeric, 0) == "in 0 seconds")
        #expect(string(numeric, -7 * day) == "1 week ago")
        #expect(string(named, -7 * day) == "last week")
        #expect(string(numeric, 7 * day) == "in 1 week")
        #expect(string(named, 7 * day) == "next week")
        #expect(string(numeric, -30) == "30 seconds ago")
        // The largest unit that is not zero, rounded: 90 s is 2 minutes.
        #expect(string(numeric, -90) == "2 minutes ago")
    }

    @Test func theUnitsStylesAreFullSpelledOutShortAndAbbreviated() {
        let twoMonths = DateComponents(month: -2)
        #expect(formatter(.numeric, .full).localizedString(from: twoMonths) == "2 months ago")
        #expect(formatter(.numeric, .spellOut).localizedString(from: twoMonths) == "two months ago")
        #expect(formatter(.numeric, .short).localizedString(from: twoMonths) == "2 mo. ago")
        #expect(formatter(.numeric, .abbreviated).localizedString(from: twoMonths) == "2mo ago")
        #expect(string(formatter(.numeric, .short), -7_200) == "2 hr. ago")
        #expect(string(formatter(.numeric, .abbreviated), -7_200) == "2h ago")
        #expect(string(formatter(.numeric, .spellOut), -3 * 86_400) == "three days ago")
        #expect(string(formatter(.numeric, .spellOut), 7_200) == "in two hours")
    }

    /// `localizedString(from:)` formats the largest unit given, alone (Apple's example:
    /// `day: -2` is "2 days ago").
    @Test func dateComponentsFormatTheirLargestUnit() {
        let numeric = formatter(.numeric), named = formatter(.named)
        #expect(numeric.localizedString(from: DateComponents(day: -2)) == "2 days ago")
        #expect(numeric.localizedString(from: DateComponents(day: 3, hour: 5)) == "in 3 days")
        #expect(numeric.localizedString(from: DateComponents(year: 0, month: 1, day: 20)) == "in 1 month")
        #expect(numeric.localizedString(from: DateComponents(weekOfMonth: -2)) == "2 weeks ago")
        #expect(numeric.localizedString(from: DateComponents(hour: -1)) == "1 hour ago")
        #expect(numeric.localizedString(from: DateComponents(minute: 45)) == "in 45 minutes")
        #expect(named.localizedString(from: DateComponents(day: -1)) == "yesterday")
        #expect(named.localizedString(from: DateComponents(day: 0)) == "today")
        #expect(named.localizedString(from: DateComponents(year: -1)) == "last year")
        #expect(named.localizedString(from: DateComponents()) == "now")
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    @Test func aComponentBeyondTheCalendarIsFormattedAtItsBoundWithAWarning() {
        let result = formatter().localizedString(from: DateComponents(year: 10_000_000))
        #expect(result == "in 5,000 years")
        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.map(\.code) == [.foundationRelativeFormatterOutOfRange])
        #expect(diagnostics.first?.severity == .warning)
        #expect(diagnostics.first?.message.contains("10000000") == true)
    }

    @Test func theTimeIntervalIsFromNowAndStringForTakesOnlyDates() {
        let formatter = formatter()
        #expect(formatter.localizedString(fromTimeInterval: -3_600) == "1 hour ago")
        #expect(formatter.localizedString(fromTimeInterval: 3 * 86_400) == "in 3 days")
        #expect(formatter.string(for: Date(timeIntervalSinceNow: -120)) == "2 minutes ago")
        #expect(formatter.string(for: "yesterday") == nil)
        #expect(formatter.string(for: nil) == nil)
    }

    @Test func theContextCapitalizesAndTheLocaleChoosesTheLanguage() {
        let named = formatter(.named)
        named.formattingContext = .beginningOfSentence
        #expect(string(named, -86_400) == "Yesterday")
        named.formattingContext = .middleOfSentence
        #expect(string(named, -86_400) == "yesterday")
        #expect(string(formatter(.named, locale: "fr_FR"), -86_400) == "hier")
        #expect(string(formatter(.numeric, locale: "de_DE"), -3 * 86_400) == "vor 3 Tagen")
        #expect(formatter(.numeric, .spellOut, locale: "es_ES").localizedString(from: DateComponents(hour: 2)) == "dentro de dos horas")
    }

    @Test func aCopyKeepsTheSettings() throws {
        let original = formatter(.named, .short, locale: "fr_FR")
        original.formattingContext = .beginningOfSentence
        let copy = try #require(original.copy() as? RelativeDateTimeFormatter)
        #expect(copy !== original)
        #expect(copy.dateTimeStyle == .named && copy.unitsStyle == .short && copy.formattingContext == .beginningOfSentence)
        #expect(copy.locale.identifier == "fr_FR")
        #expect(copy.calendar.timeZone == Self.calendar.timeZone)
    }

    // MARK: NSAttributedString()

    @Test func emptyAttributedStringsAreEmptyAndTheMutableOneIsMutable() {
        let empty = NSAttributedString()
        #expect(empty.length == 0 && empty.string == "")
        #expect(type(of: empty) == NSAttributedString.self)
        let implicit: NSAttributedString = .init()
        #expect(implicit.length == 0)
        let mutable = NSMutableAttributedString()
        #expect(type(of: mutable) == NSMutableAttributedString.self)
        mutable.append(NSAttributedString(string: "Total: "))
        mutable.append(NSAttributedString(string: "12", attributes: [.font: UIFont.boldSystemFont(ofSize: 17)]))
        #expect(mutable.string == "Total: 12")
        #expect(mutable.attribute(.font, at: 8, effectiveRange: nil) as? UIFont == UIFont.boldSystemFont(ofSize: 17))
    }

    // MARK: UserDefaults key-value coding

    func defaults() -> UserDefaults {
        let name = "FoundationGapsTests-\(UUID().uuidString)"
        let defaults = UserDefaults(suiteName: name)!
        defaults.removePersistentDomain(forName: name)
        return defaults
    }

    @Test func valueForKeyAndSetValueAreObjectForKeyAndSet() {
        let defaults = defaults()
        defaults.setValue(3, forKey: "count")
        #expect(defaults.value(forKey: "count") as? Int == 3)
        #expect(defaults.integer(forKey: "count") == 3)
        defaults.set("Ada", forKey: "name")
        #expect(defaults.value(forKey: "name") as? String == "Ada")
        defaults.setValue(["a": [1, 2], "b": Date(timeIntervalSince1970: 0)] as [String: Any], forKey: "nested")
        #expect((defaults.dictionary(forKey: "nested")?["a"] as? [Int]) == [1, 2])
        defaults.setValue(CGFloat(2.5), forKey: "scale")
        #expect(defaults.double(forKey: "scale") == 2.5)
        defaults.setValue(nil, forKey: "count")
        #expect(defaults.value(forKey: "count") == nil)
        #expect(defaults.object(forKey: "count") == nil)
        #expect(defaults.value(forKey: "missing") == nil)
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    /// iOS raises for a value that is not a property list and Linux's Foundation stops the
    /// process; here the value is refused with a diagnostic and the old value stays.
    @Test func aValueThatIsNotAPropertyListIsRefusedWithADiagnostic() {
        let defaults = defaults()
        defaults.setValue("kept", forKey: "profile")
        defaults.setValue(UIView(), forKey: "profile")
        defaults.setValue(["ok", ["deep": URL(fileURLWithPath: "/tmp")]] as [Any], forKey: "list")
        #expect(defaults.value(forKey: "profile") as? String == "kept")
        #expect(defaults.value(forKey: "list") == nil)
        let diagnostics = HeadlessRuntime.current.diagnostics.all
        #expect(diagnostics.map(\.code) == [.foundationDefaultsNotPropertyList, .foundationDefaultsNotPropertyList])
        #expect(diagnostics.first?.severity == .error)
        #expect(diagnostics.first?.message.contains("\"profile\"") == true)
        #expect(diagnostics.first?.message.contains("UIView") == true)
        #expect(diagnostics.last?.message.contains("URL") == true)
    }

    /// The check reaches the bottom of a deeply nested value (with a work list, not recursion).
    @Test func aDeeplyNestedValueIsCheckedToItsBottom() {
        let defaults = defaults()
        var value: Any = [UIView()]
        for _ in 0..<10_000 { value = [value] }
        defaults.setValue(value, forKey: "deep")
        #expect(defaults.value(forKey: "deep") == nil)
        #expect(HeadlessRuntime.current.diagnostics.all.map(\.code) == [.foundationDefaultsNotPropertyList])
    }
}
