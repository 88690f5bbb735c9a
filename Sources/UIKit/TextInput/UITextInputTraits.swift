import HeadlessCore
import Foundation

/// The kind of keyboard a text input shows.
public enum UIKeyboardType: Int, Sendable, Hashable {
    case `default` = 0, asciiCapable, numbersAndPunctuation, URL, numberPad, phonePad, namePhonePad, emailAddress,
         decimalPad, twitter, webSearch, asciiCapableNumberPad
    /// The same as ``asciiCapable``.
    public static var alphabet: UIKeyboardType { .asciiCapable }
}

/// The label of the keyboard's return key.
public enum UIReturnKeyType: Int, Sendable, Hashable {
    case `default` = 0, go, google, join, next, route, search, send, yahoo, done, emergencyCall, `continue`
}

/// How text is capitalised as it is typed.
public enum UITextAutocapitalizationType: Int, Sendable, Hashable {
    case none = 0, words, sentences, allCharacters
}

/// Whether autocorrection is on.
public enum UITextAutocorrectionType: Int, Sendable, Hashable {
    case `default` = 0, no, yes
}

/// Whether spell checking is on.
public enum UITextSpellCheckingType: Int, Sendable, Hashable {
    case `default` = 0, no, yes
}

/// The keyboard's appearance.
public enum UIKeyboardAppearance: Int, Sendable, Hashable {
    case `default` = 0, dark, light
    /// The same as ``dark``.
    public static var alert: UIKeyboardAppearance { .dark }
}

/// Smart quotes, dashes and insert-delete settings.
public enum UITextSmartQuotesType: Int, Sendable, Hashable { case `default` = 0, no, yes }
public enum UITextSmartDashesType: Int, Sendable, Hashable { case `default` = 0, no, yes }
public enum UITextSmartInsertDeleteType: Int, Sendable, Hashable { case `default` = 0, no, yes }

/// What a text input holds, for AutoFill.
public struct UITextContentType: Hashable, Sendable, RawRepresentable {
    public var rawValue: String
    public init(rawValue: String) { self.rawValue = rawValue }
    public init(_ rawValue: String) { self.rawValue = rawValue }
    public static let name = UITextContentType("name")
    public static let namePrefix = UITextContentType("honorific-prefix")
    public static let givenName = UITextContentType("given-name")
    public static let middleName = UITextContentType("additional-name")
    public static let familyName = UITextContentType("family-name")
    public static let nameSuffix = UITextContentType("honorific-suffix")
    public static let nickname = UITextContentType("nickname")
    public static let jobTitle = UITextContentType("organization-title")
    public static let organizationName = UITextContentType("organization")
    public static let location = UITextContentType("location")
    public static let fullStreetAddress = UITextContentType("street-address")
    public static let streetAddressLine1 = UITextContentType("address-line1")
    public static let streetAddressLine2 = UITextContentType("address-line2")
    public static let addressCity = UITextContentType("address-level2")
    public static let addressState = UITextContentType("address-level1")
    public static let addressCityAndState = UITextContentType("address-level1+2")
    public static let sublocality = UITextContentType("address-level3")
    public static let countryName = UITextContentType("country-name")
    public static let postalCode = UITextContentType("postal-code")
    public static let telephoneNumber = UITextContentType("tel")
    public static let emailAddress = UITextContentType("email")
    public static let URL = UITextContentType("url")
    public static let creditCardNumber = UITextContentType("cc-number")
    public static let username = UITextContentType("username")
    public static let password = UITextContentType("password")
    public static let newPassword = UITextContentType("new-password")
    public static let oneTimeCode = UITextContentType("one-time-code")
}

/// The keyboard settings of a text input. Every member has a default, as every member of
/// UIKit's protocol is optional; `UITextField` and `UITextView` store them all.
@MainActor
public protocol UITextInputTraits: AnyObject {
    var autocapitalizationType: UITextAutocapitalizationType { get }
    var autocorrectionType: UITextAutocorrectionType { get }
    var spellCheckingType: UITextSpellCheckingType { get }
    var keyboardType: UIKeyboardType { get }
    var keyboardAppearance: UIKeyboardAppearance { get }
    var returnKeyType: UIReturnKeyType { get }
    var enablesReturnKeyAutomatically: Bool { get }
    var isSecureTextEntry: Bool { get }
    var textContentType: UITextContentType! { get }
}

extension UITextInputTraits {
    public var autocapitalizationType: UITextAutocapitalizationType { .sentences }
    public var autocorrectionType: UITextAutocorrectionType { .default }
    public var spellCheckingType: UITextSpellCheckingType { .default }
    public var keyboardType: UIKeyboardType { .default }
    public var keyboardAppearance: UIKeyboardAppearance { .default }
    public var returnKeyType: UIReturnKeyType { .default }
    public var enablesReturnKeyAutomatically: Bool { false }
    public var isSecureTextEntry: Bool { false }
    public var textContentType: UITextContentType! { nil }
}

/// A responder that takes typed text: the keyboard sends it ``insertText(_:)`` and
/// ``deleteBackward()``.
@MainActor
public protocol UIKeyInput: UITextInputTraits {
    /// Whether there is any text.
    var hasText: Bool { get }
    /// Inserts text at the insertion point.
    func insertText(_ text: String)
    /// Deletes the character before the insertion point.
    func deleteBackward()
}
