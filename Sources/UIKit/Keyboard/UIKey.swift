import HeadlessCore
import Foundation

/// A key pressed on a physical keyboard: the characters it produces, with and without its
/// modifiers, the modifiers held, and its HID usage code.
///
/// The device makes one for each key a `press-key` action presses (see `KeyStroke.swift`);
/// ``UIPress/key`` hands it to `pressesBegan(_:with:)` and friends.
@preconcurrency @MainActor
open class UIKey: NSObject, NSCopying {
    private let storedCharacters: String
    private let storedCharactersIgnoringModifiers: String
    private let storedModifierFlags: UIKeyModifierFlags
    private let storedKeyCode: UIKeyboardHIDUsage

    /// The characters the key produces with its modifiers applied.
    open var characters: String { storedCharacters }
    /// The characters the key produces ignoring the modifiers other than Shift.
    open var charactersIgnoringModifiers: String { storedCharactersIgnoringModifiers }
    /// The modifier keys held.
    open var modifierFlags: UIKeyModifierFlags { storedModifierFlags }
    /// The key's HID usage code.
    open var keyCode: UIKeyboardHIDUsage { storedKeyCode }

    init(characters: String, charactersIgnoringModifiers: String, modifierFlags: UIKeyModifierFlags,
         keyCode: UIKeyboardHIDUsage) {
        storedCharacters = characters
        storedCharactersIgnoringModifiers = charactersIgnoringModifiers
        storedModifierFlags = modifierFlags
        storedKeyCode = keyCode
        super.init()
    }

    /// The key itself: a key never changes, so a copy is the same key.
    nonisolated open func copy(with zone: NSZone? = nil) -> Any { self }

    /// Two keys are equal when they produce the same characters with the same modifiers and code.
    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? UIKey else { return false }
        return storedCharacters == other.storedCharacters && storedCharactersIgnoringModifiers == other.storedCharactersIgnoringModifiers
            && storedModifierFlags == other.storedModifierFlags && storedKeyCode == other.storedKeyCode
    }

    open override var hash: Int {
        var hasher = Hasher()
        hasher.combine(storedCharactersIgnoringModifiers)
        hasher.combine(storedModifierFlags)
        hasher.combine(storedKeyCode)
        return hasher.finalize()
    }

    open override var description: String {
        "<UIKey: keyCode=\(storedKeyCode.rawValue) characters=\(storedCharacters.debugDescription) modifierFlags=\(storedModifierFlags.rawValue)>"
    }
}
