import Foundation
@_spi(Headless) import UIKit

/// A key of a hardware keyboard that has no character of its own, for
/// ``XCUIElement/typeKey(_:modifierFlags:)``. Raw values are XCTest's (the Mac's function-key
/// characters; References §55.7).
public struct XCUIKeyboardKey: RawRepresentable, Hashable, Sendable {
    public let rawValue: String
    /// Creates a key from its raw value.
    public init(rawValue: String) { self.rawValue = rawValue }
    /// Creates a key from its raw value.
    public init(_ rawValue: String) { self.rawValue = rawValue }

    public static let delete = XCUIKeyboardKey("\u{7F}")
    public static let `return` = XCUIKeyboardKey("\r")
    public static let enter = XCUIKeyboardKey("\u{03}")
    public static let tab = XCUIKeyboardKey("\t")
    public static let space = XCUIKeyboardKey(" ")
    public static let escape = XCUIKeyboardKey("\u{1B}")
    public static let upArrow = XCUIKeyboardKey("\u{F700}")
    public static let downArrow = XCUIKeyboardKey("\u{F701}")
    public static let leftArrow = XCUIKeyboardKey("\u{F702}")
    public static let rightArrow = XCUIKeyboardKey("\u{F703}")
    public static let F1 = XCUIKeyboardKey("\u{F704}")
    public static let F2 = XCUIKeyboardKey("\u{F705}")
    public static let F3 = XCUIKeyboardKey("\u{F706}")
    public static let F4 = XCUIKeyboardKey("\u{F707}")
    public static let F5 = XCUIKeyboardKey("\u{F708}")
    public static let F6 = XCUIKeyboardKey("\u{F709}")
    public static let F7 = XCUIKeyboardKey("\u{F70A}")
    public static let F8 = XCUIKeyboardKey("\u{F70B}")
    public static let F9 = XCUIKeyboardKey("\u{F70C}")
    public static let F10 = XCUIKeyboardKey("\u{F70D}")
    public static let F11 = XCUIKeyboardKey("\u{F70E}")
    public static let F12 = XCUIKeyboardKey("\u{F70F}")
    public static let forwardDelete = XCUIKeyboardKey("\u{F728}")
    public static let home = XCUIKeyboardKey("\u{F729}")
    public static let end = XCUIKeyboardKey("\u{F72B}")
    public static let pageUp = XCUIKeyboardKey("\u{F72C}")
    public static let pageDown = XCUIKeyboardKey("\u{F72D}")

    /// What the key types on iOS: the character, or `UIKeyCommand`'s input string for the keys
    /// without one; nil for a key the device has no key for.
    @MainActor
    var keyInput: String? {
        switch self {
        case .delete: "\u{8}"
        case .return, .enter: "\r"
        case .tab: "\t"
        case .space: " "
        case .escape: UIKeyCommand.inputEscape
        case .upArrow: UIKeyCommand.inputUpArrow
        case .downArrow: UIKeyCommand.inputDownArrow
        case .leftArrow: UIKeyCommand.inputLeftArrow
        case .rightArrow: UIKeyCommand.inputRightArrow
        case .forwardDelete: UIKeyCommand.inputDelete
        case .home: UIKeyCommand.inputHome
        case .end: UIKeyCommand.inputEnd
        case .pageUp: UIKeyCommand.inputPageUp
        case .pageDown: UIKeyCommand.inputPageDown
        default:
            if let scalar = rawValue.unicodeScalars.first, rawValue.unicodeScalars.count == 1,
               (0xF704...0xF70F).contains(scalar.value) {
                "UIKeyInputF\(scalar.value - 0xF704 + 1)"
            } else {
                nil
            }
        }
    }
}

extension XCUIElement {
    /// The modifier keys held while ``typeKey(_:modifierFlags:)`` types a key.
    public struct KeyModifierFlags: OptionSet, Hashable, Sendable {
        public let rawValue: UInt
        /// Creates flags from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        public static let capsLock = KeyModifierFlags(rawValue: 1 << 0)
        public static let shift = KeyModifierFlags(rawValue: 1 << 1)
        public static let control = KeyModifierFlags(rawValue: 1 << 2)
        public static let option = KeyModifierFlags(rawValue: 1 << 3)
        public static let command = KeyModifierFlags(rawValue: 1 << 4)
        public static let function = KeyModifierFlags(rawValue: 1 << 5)

        /// The same modifiers as a key press reports them.
        var keyModifierFlags: UIKeyModifierFlags {
            var flags: UIKeyModifierFlags = []
            if contains(.capsLock) { flags.insert(.alphaShift) }
            if contains(.shift) { flags.insert(.shift) }
            if contains(.control) { flags.insert(.control) }
            if contains(.option) { flags.insert(.alternate) }
            if contains(.command) { flags.insert(.command) }
            return flags
        }
    }
}
