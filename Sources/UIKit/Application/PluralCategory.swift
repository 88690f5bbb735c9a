import HeadlessCore
import Foundation

/// The CLDR plural category of a whole number in a language, as `.stringsdict` rules name
/// them (References §27). The common languages' cardinal rules for integers are modelled;
/// any other language uses the English rule (`one` for 1, `other` otherwise).
enum PluralCategory: String, Sendable {
    case zero, one, two, few, many, other

    /// The category of `number` in `language` (a localization such as `fr`, `pt-BR` or `Base`).
    init(_ number: Int, language: String) {
        let code = language.split(whereSeparator: { $0 == "-" || $0 == "_" }).first.map { String($0).lowercased() } ?? "en"
        let n = number.magnitude
        let mod10 = n % 10, mod100 = n % 100
        switch code {
        case "ja", "zh", "ko", "vi", "th", "id", "ms", "tr":
            self = .other
        case "fr", "hi":
            self = n <= 1 ? .one : .other
        case "pt" where language.lowercased() != "pt-pt":
            self = n <= 1 ? .one : .other
        case "ru", "uk", "be":
            if mod10 == 1 && mod100 != 11 { self = .one }
            else if (2...4).contains(mod10) && !(12...14).contains(mod100) { self = .few }
            else { self = .many }
        case "pl":
            if n == 1 { self = .one }
            else if (2...4).contains(mod10) && !(12...14).contains(mod100) { self = .few }
            else { self = .many }
        case "cs", "sk":
            self = n == 1 ? .one : (2...4).contains(n) ? .few : .other
        case "ar":
            if n == 0 { self = .zero }
            else if n == 1 { self = .one }
            else if n == 2 { self = .two }
            else if (3...10).contains(mod100) { self = .few }
            else if (11...99).contains(mod100) { self = .many }
            else { self = .other }
        default:
            self = n == 1 ? .one : .other
        }
    }
}
