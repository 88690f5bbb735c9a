import HeadlessCore
import Foundation

/// The archived state of the standard controls, as Xcode writes it: a switch's `on`, a
/// slider's and a stepper's values and bounds, a segmented control's segments and selection,
/// a page control's pages, an activity indicator's style and animation, a date picker's mode
/// and dates, a progress view's progress, a search bar's texts and buttons. A value that does not read as its type is reported
/// (`interfaceBuilder.invalidValue`, naming the file and line) and left at the control's
/// default.
extension IBInstantiation {
    func decodeControlState(_ view: UIView, from object: IBObject) {
        switch view {
        case let control as UISwitch:
            if let on = boolean(object, "on") { control.isOn = on }
        case let slider as UISlider:
            if let minimum = number(object, "minValue") { slider.minimumValue = Float(minimum) }
            if let maximum = number(object, "maxValue") { slider.maximumValue = Float(maximum) }
            if let value = number(object, "value") { slider.value = Float(value) }
            if let continuous = boolean(object, "continuous") { slider.isContinuous = continuous }
        case let stepper as UIStepper:
            if let minimum = number(object, "minimumValue") { stepper.minimumValue = minimum }
            if let maximum = number(object, "maximumValue") { stepper.maximumValue = maximum }
            if let step = number(object, "stepValue"), step > 0 { stepper.stepValue = step }
            if let value = number(object, "value") { stepper.value = value }
            if let wraps = boolean(object, "wraps") { stepper.wraps = wraps }
            if let autorepeat = boolean(object, "autorepeat") { stepper.autorepeat = autorepeat }
            if let continuous = boolean(object, "continuous") { stepper.isContinuous = continuous }
        case let segmented as UISegmentedControl:
            for (index, segment) in (object.property("segments")?.children ?? []).enumerated() where segment.name == "segment" {
                if let image = segment["image"] {
                    segmented.insertSegment(with: UIImage(named: image), at: index, animated: false)
                } else {
                    segmented.insertSegment(withTitle: segment["title"], at: index, animated: false)
                }
            }
            if let selected = number(object, "selectedSegmentIndex") { segmented.selectedSegmentIndex = Int(selected) }
        case let pages as UIPageControl:
            if let count = number(object, "numberOfPages") { pages.numberOfPages = max(0, Int(count)) }
            if let current = number(object, "currentPage") { pages.currentPage = Int(current) }
            if let hides = boolean(object, "hidesForSinglePage") { pages.hidesForSinglePage = hides }
        case let indicator as UIActivityIndicatorView:
            switch object["style"] {
            case nil: break
            case "large", "whiteLarge": indicator.style = .large
            case "medium", "white", "gray": indicator.style = .medium
            case let other?: invalid(object, "style", other, expected: "medium or large")
            }
            if let hides = boolean(object, "hidesWhenStopped") { indicator.hidesWhenStopped = hides }
            if boolean(object, "animating") == true { indicator.startAnimating() }
        case let picker as UIDatePicker:
            switch object["datePickerMode"] {
            case nil: break
            case "date": picker.datePickerMode = .date
            case "time": picker.datePickerMode = .time
            case "dateAndTime": picker.datePickerMode = .dateAndTime
            case "countDownTimer": picker.datePickerMode = .countDownTimer
            case let other?: invalid(object, "datePickerMode", other, expected: "date, time, dateAndTime or countDownTimer")
            }
            if let interval = number(object, "minuteInterval") { picker.minuteInterval = Int(interval) }
            if let minimum = date(object, key: "minimumDate") { picker.minimumDate = minimum }
            if let maximum = date(object, key: "maximumDate") { picker.maximumDate = maximum }
            if let value = date(object, key: "date") { picker.date = value }
            if let duration = number(object, "countDownDuration") { picker.countDownDuration = duration }
        case let progress as UIProgressView:
            if let value = number(object, "progress") { progress.progress = Float(value) }
        case let searchBar as UISearchBar:
            // The search bar's texts, buttons and scope titles (References §56.3).
            if let text = object["text"] { searchBar.text = text }
            if let placeholder = object["placeholder"] { searchBar.placeholder = placeholder }
            if let prompt = object["prompt"] { searchBar.prompt = prompt }
            if let shows = boolean(object, "showsCancelButton") { searchBar.showsCancelButton = shows }
            if let shows = boolean(object, "showsBookmarkButton") { searchBar.showsBookmarkButton = shows }
            if let shows = boolean(object, "showsSearchResultsButton") { searchBar.showsSearchResultsButton = shows }
            if let titles = object.property("scopeButtonTitles")?.children.filter({ $0.name == "string" }), !titles.isEmpty {
                searchBar.scopeButtonTitles = titles.map(\.text)
            }
            if let shows = boolean(object, "showsScopeBar") { searchBar.showsScopeBar = shows }
        default:
            break
        }
    }

    /// A `YES`/`NO` attribute; another value is reported.
    private func boolean(_ object: IBObject, _ attribute: String) -> Bool? {
        guard let text = object[attribute] else { return nil }
        if let value = flag(object, attribute) { return value }
        invalid(object, attribute, text, expected: "YES or NO")
        return nil
    }

    /// A finite number attribute; another value is reported.
    private func number(_ object: IBObject, _ attribute: String) -> Double? {
        guard let text = object[attribute] else { return nil }
        guard let value = Double(text), value.isFinite else {
            invalid(object, attribute, text, expected: "a number")
            return nil
        }
        return value
    }

    /// A `<date key=… timeIntervalSinceReferenceDate=…>` of the object.
    private func date(_ object: IBObject, key: String) -> Date? {
        guard let element = object.property("date", key: key) else { return nil }
        guard let seconds = element.number("timeIntervalSinceReferenceDate") else {
            runtime.report(document.error(.invalidValue, at: object, line: element.line,
                                          "the \(key) of \(object.summary) has no timeIntervalSinceReferenceDate number; it is left unset."))
            return nil
        }
        return Date(timeIntervalSinceReferenceDate: seconds)
    }

    func invalid(_ object: IBObject, _ attribute: String, _ text: String, expected: String) {
        runtime.report(document.error(.invalidValue, at: object,
                                      "the \(attribute) of \(object.summary) is \"\(text)\", not \(expected); the control keeps its default."))
    }
}
