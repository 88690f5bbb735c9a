import HeadlessCore
import Foundation

/// A key combination the device presses: `cmd+shift+n`, `up-arrow`, `return`, `a`, `shift+tab`.
///
/// Modifiers (`cmd`/`command`, `shift`, `ctrl`/`control`, `alt`/`option`) come before the
/// key, joined by `+`. The key is one character of a US keyboard (a letter, a digit or
/// punctuation; an upper-case letter or a shifted symbol implies Shift), or a named key:
/// `return`, `enter`, `tab`, `space`, `escape`, `delete` (backspace), `delete-forward`,
/// `up-arrow`, `down-arrow`, `left-arrow`, `right-arrow`, `page-up`, `page-down`, `home`,
/// `end`, `f1`…`f12`. Each becomes the ``UIKey`` iOS reports: its HID usage, its characters
/// (the special keys' input strings, such as ``UIKeyCommand/inputUpArrow``) and its flags
/// (References §55.1).
struct KeyStroke: Equatable {
    let modifiers: UIKeyModifierFlags
    let keyCode: UIKeyboardHIDUsage
    /// What the key types without modifiers (`n`, `1`, `\r`, `UIKeyInputUpArrow`).
    let base: String
    /// What it types with Shift (`N`, `!`), for the keys that change.
    let shifted: String

    /// The named keys: name, HID usage, characters.
    private static let namedKeys: [(names: [String], code: UIKeyboardHIDUsage, characters: String)] = [
        (["return", "enter"], .keyboardReturnOrEnter, "\r"),
        (["tab"], .keyboardTab, "\t"),
        (["space"], .keyboardSpacebar, " "),
        (["escape", "esc"], .keyboardEscape, UIKeyCommand.inputEscape),
        (["delete", "backspace"], .keyboardDeleteOrBackspace, "\u{8}"),
        (["delete-forward"], .keyboardDeleteForward, UIKeyCommand.inputDelete),
        (["up-arrow", "up"], .keyboardUpArrow, UIKeyCommand.inputUpArrow),
        (["down-arrow", "down"], .keyboardDownArrow, UIKeyCommand.inputDownArrow),
        (["left-arrow", "left"], .keyboardLeftArrow, UIKeyCommand.inputLeftArrow),
        (["right-arrow", "right"], .keyboardRightArrow, UIKeyCommand.inputRightArrow),
        (["page-up"], .keyboardPageUp, UIKeyCommand.inputPageUp),
        (["page-down"], .keyboardPageDown, UIKeyCommand.inputPageDown),
        (["home"], .keyboardHome, UIKeyCommand.inputHome),
        (["end"], .keyboardEnd, UIKeyCommand.inputEnd),
        (["f1"], .keyboardF1, UIKeyCommand.f1), (["f2"], .keyboardF2, UIKeyCommand.f2),
        (["f3"], .keyboardF3, UIKeyCommand.f3), (["f4"], .keyboardF4, UIKeyCommand.f4),
        (["f5"], .keyboardF5, UIKeyCommand.f5), (["f6"], .keyboardF6, UIKeyCommand.f6),
        (["f7"], .keyboardF7, UIKeyCommand.f7), (["f8"], .keyboardF8, UIKeyCommand.f8),
        (["f9"], .keyboardF9, UIKeyCommand.f9), (["f10"], .keyboardF10, UIKeyCommand.f10),
        (["f11"], .keyboardF11, UIKeyCommand.f11), (["f12"], .keyboardF12, UIKeyCommand.f12),
    ]

    /// The punctuation and digit keys of a US keyboard: unshifted, shifted, HID usage.
    private static let symbolKeys: [(base: Character, shifted: Character, code: UIKeyboardHIDUsage)] = [
        ("1", "!", .keyboard1), ("2", "@", .keyboard2), ("3", "#", .keyboard3), ("4", "$", .keyboard4),
        ("5", "%", .keyboard5), ("6", "^", .keyboard6), ("7", "&", .keyboard7), ("8", "*", .keyboard8),
        ("9", "(", .keyboard9), ("0", ")", .keyboard0), ("-", "_", .keyboardHyphen), ("=", "+", .keyboardEqualSign),
        ("[", "{", .keyboardOpenBracket), ("]", "}", .keyboardCloseBracket), ("\\", "|", .keyboardBackslash),
        (";", ":", .keyboardSemicolon), ("'", "\"", .keyboardQuote), ("`", "~", .keyboardGraveAccentAndTilde),
        (",", "<", .keyboardComma), (".", ">", .keyboardPeriod), ("/", "?", .keyboardSlash),
    ]

    private static let modifierNames: [String: UIKeyModifierFlags] = [
        "cmd": .command, "command": .command, "shift": .shift, "ctrl": .control, "control": .control,
        "alt": .alternate, "option": .alternate, "opt": .alternate,
    ]

    /// The key names the action accepts, for messages.
    static let usage = "[cmd+][shift+][ctrl+][alt+]<a character|return|tab|space|escape|delete|delete-forward|up-arrow|down-arrow|left-arrow|right-arrow|page-up|page-down|home|end|f1…f12>"

    /// Parses a combination; the error says what is wrong with it.
    static func parse(_ text: String) -> Result<KeyStroke, KeyStrokeError> {
        // A lone "+" is the plus key; "cmd++" is Command with it.
        var parts = text.split(separator: "+", omittingEmptySubsequences: false).map(String.init)
        if text.hasSuffix("++") || text == "+" {
            parts = Array(parts.dropLast(2)) + ["+"]
        }
        guard let keyName = parts.last, !keyName.isEmpty else {
            return .failure(KeyStrokeError(message: "\"\(text)\" names no key after its modifiers"))
        }
        var modifiers: UIKeyModifierFlags = []
        for name in parts.dropLast() {
            guard let flag = modifierNames[name.lowercased()] else {
                return .failure(KeyStrokeError(message: "\"\(name)\" in \"\(text)\" is not a modifier (cmd, shift, ctrl, alt)"))
            }
            modifiers.insert(flag)
        }
        if let named = namedKeys.first(where: { $0.names.contains(keyName.lowercased()) }), keyName.count > 1 {
            return .success(KeyStroke(modifiers: modifiers, keyCode: named.code, base: named.characters, shifted: named.characters))
        }
        guard keyName.count == 1, let character = keyName.first else {
            return .failure(KeyStrokeError(message: "\"\(keyName)\" is not a key: \(usage)"))
        }
        if let letter = character.asciiValue, (97...122).contains(letter) || (65...90).contains(letter) {
            let lower = Character(UnicodeScalar(letter | 0x20))
            if character.isUppercase { modifiers.insert(.shift) }
            let code = UIKeyboardHIDUsage(rawValue: UIKeyboardHIDUsage.keyboardA.rawValue + Int((letter | 0x20) - 97)) ?? .keyboardA
            return .success(KeyStroke(modifiers: modifiers, keyCode: code, base: String(lower), shifted: String(lower).uppercased()))
        }
        if character == " " {
            return .success(KeyStroke(modifiers: modifiers, keyCode: .keyboardSpacebar, base: " ", shifted: " "))
        }
        if let symbol = symbolKeys.first(where: { $0.base == character || $0.shifted == character }) {
            if symbol.shifted == character { modifiers.insert(.shift) }
            return .success(KeyStroke(modifiers: modifiers, keyCode: symbol.code, base: String(symbol.base), shifted: String(symbol.shifted)))
        }
        return .failure(KeyStrokeError(message: "\"\(keyName)\" is not a key of a US keyboard: \(usage)"))
    }

    /// The key whose input is `input` (a character, or one of `UIKeyCommand`'s input strings),
    /// with `modifiers` held; nil for anything else.
    static func fromInput(_ input: String, modifiers: UIKeyModifierFlags) -> KeyStroke? {
        if let named = namedKeys.first(where: { $0.characters == input }) {
            return KeyStroke(modifiers: modifiers, keyCode: named.code, base: named.characters, shifted: named.characters)
        }
        guard input.count == 1, case .success(let stroke) = parse(input) else { return nil }
        return KeyStroke(modifiers: stroke.modifiers.union(modifiers), keyCode: stroke.keyCode, base: stroke.base, shifted: stroke.shifted)
    }

    /// The key iOS reports for the combination.
    @MainActor
    func makeKey() -> UIKey {
        let typed = modifiers.contains(.shift) ? shifted : base
        return UIKey(characters: typed, charactersIgnoringModifiers: typed, modifierFlags: modifiers, keyCode: keyCode)
    }

    /// Whether text input takes the key when a text field or text view is first responder:
    /// a character, Return, Delete and the arrows, without Command or Control (References §55.4).
    var isTextInput: Bool {
        guard modifiers.isDisjoint(with: [.command, .control]) else { return false }
        switch keyCode {
        case .keyboardEscape, .keyboardTab, .keyboardPageUp, .keyboardPageDown, .keyboardHome, .keyboardEnd: return false
        case .keyboardF1, .keyboardF2, .keyboardF3, .keyboardF4, .keyboardF5, .keyboardF6,
             .keyboardF7, .keyboardF8, .keyboardF9, .keyboardF10, .keyboardF11, .keyboardF12: return false
        default: return true
        }
    }

    /// The press type iOS gives a keyboard press: the arrow and page keys stand for the
    /// remote's buttons; Return and Space for Select; other keys report `.select` too, the
    /// nearest public value (iOS uses a private one).
    var pressType: UIPress.PressType {
        switch keyCode {
        case .keyboardUpArrow: .upArrow
        case .keyboardDownArrow: .downArrow
        case .keyboardLeftArrow: .leftArrow
        case .keyboardRightArrow: .rightArrow
        case .keyboardPageUp: .pageUp
        case .keyboardPageDown: .pageDown
        case .keyboardEscape: .menu
        default: .select
        }
    }

    /// `⌘⇧N`, `↑`: a key as messages and the trace show it.
    @MainActor
    static func describe(_ key: UIKey) -> String {
        let symbols: [(UIKeyModifierFlags, String)] = [(.control, "⌃"), (.alternate, "⌥"), (.shift, "⇧"), (.command, "⌘")]
        let prefix = symbols.filter { key.modifierFlags.contains($0.0) }.map(\.1).joined()
        return prefix + displayName(ofInput: key.charactersIgnoringModifiers)
    }

    /// A key's input string as people read it.
    static func displayName(ofInput input: String) -> String {
        switch input {
        case "\r": "↩"
        case "\t": "⇥"
        case " ": "Space"
        case "\u{8}": "⌫"
        case UIKeyCommand.inputEscape: "⎋"
        case UIKeyCommand.inputDelete: "⌦"
        case UIKeyCommand.inputUpArrow: "↑"
        case UIKeyCommand.inputDownArrow: "↓"
        case UIKeyCommand.inputLeftArrow: "←"
        case UIKeyCommand.inputRightArrow: "→"
        case UIKeyCommand.inputPageUp: "⇞"
        case UIKeyCommand.inputPageDown: "⇟"
        case UIKeyCommand.inputHome: "↖"
        case UIKeyCommand.inputEnd: "↘"
        default:
            input.hasPrefix("UIKeyInput") ? String(input.dropFirst("UIKeyInput".count)) : input.uppercased()
        }
    }
}

/// Why a key combination does not parse.
struct KeyStrokeError: Error, Equatable {
    let message: String
}
