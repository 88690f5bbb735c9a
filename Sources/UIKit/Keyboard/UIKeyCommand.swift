import HeadlessCore
import Foundation

/// A key combination on a physical keyboard and the action it sends up the responder chain.
///
/// A responder offers key commands through ``UIResponder/keyCommands`` (a view controller
/// also through `addKeyCommand(_:)`), and the main menu offers those its builder adds
/// (`buildMenu(with:)`). When a `press-key` action presses a matching combination, the
/// command's action goes to the first responder that performs it and the press stops there
/// (References §55.3, §55.4).
@preconcurrency @MainActor
open class UIKeyCommand: UICommand {
    /// The characters of the key to press: a character, or one of the input constants such
    /// as ``inputUpArrow``.
    open internal(set) var input: String?
    /// The modifier keys to hold.
    open internal(set) var modifierFlags: UIKeyModifierFlags
    /// Whether the command is offered keys before text input and focus movement take them
    /// (from iOS 15 those come first otherwise; References §55.4).
    open var wantsPriorityOverSystemBehavior = false
    /// Whether the system may remap the input for the keyboard's layout.
    open var allowsAutomaticLocalization = true
    /// Whether the system may mirror the input (arrows, brackets) in right-to-left layouts.
    open var allowsAutomaticMirroring = true

    /// Creates a key command with a title, shown in menus and the discoverability overlay.
    public init(title: String = "", image: UIImage? = nil, action: Selector, input: String,
                modifierFlags: UIKeyModifierFlags = [], propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.input = input
        self.modifierFlags = modifierFlags
        super.init(title: title, image: image, action: action, propertyList: propertyList, alternates: alternates,
                   discoverabilityTitle: discoverabilityTitle, attributes: attributes, state: state)
    }

    /// Creates a key command without a title.
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags)
    }

    /// Creates a key command with a discoverability title (deprecated in iOS 13).
    @available(iOS, deprecated: 13.0, message: "Use init(title:image:action:input:modifierFlags:propertyList:alternates:discoverabilityTitle:attributes:state:)")
    public convenience init(input: String, modifierFlags: UIKeyModifierFlags, action: Selector, discoverabilityTitle: String) {
        self.init(title: "", action: action, input: input, modifierFlags: modifierFlags, discoverabilityTitle: discoverabilityTitle)
    }

    // MARK: Input strings for special keys (iOS's values)

    /// The Up Arrow key.
    nonisolated public static let inputUpArrow = "UIKeyInputUpArrow"
    /// The Down Arrow key.
    nonisolated public static let inputDownArrow = "UIKeyInputDownArrow"
    /// The Left Arrow key.
    nonisolated public static let inputLeftArrow = "UIKeyInputLeftArrow"
    /// The Right Arrow key.
    nonisolated public static let inputRightArrow = "UIKeyInputRightArrow"
    /// The Escape key.
    nonisolated public static let inputEscape = "UIKeyInputEscape"
    /// The Page Up key.
    nonisolated public static let inputPageUp = "UIKeyInputPageUp"
    /// The Page Down key.
    nonisolated public static let inputPageDown = "UIKeyInputPageDown"
    /// The Home key.
    nonisolated public static let inputHome = "UIKeyInputHome"
    /// The End key.
    nonisolated public static let inputEnd = "UIKeyInputEnd"
    /// The forward Delete key.
    nonisolated public static let inputDelete = "UIKeyInputDelete"
    /// The F1 key.
    nonisolated public static let f1 = "UIKeyInputF1"
    /// The F2 key.
    nonisolated public static let f2 = "UIKeyInputF2"
    /// The F3 key.
    nonisolated public static let f3 = "UIKeyInputF3"
    /// The F4 key.
    nonisolated public static let f4 = "UIKeyInputF4"
    /// The F5 key.
    nonisolated public static let f5 = "UIKeyInputF5"
    /// The F6 key.
    nonisolated public static let f6 = "UIKeyInputF6"
    /// The F7 key.
    nonisolated public static let f7 = "UIKeyInputF7"
    /// The F8 key.
    nonisolated public static let f8 = "UIKeyInputF8"
    /// The F9 key.
    nonisolated public static let f9 = "UIKeyInputF9"
    /// The F10 key.
    nonisolated public static let f10 = "UIKeyInputF10"
    /// The F11 key.
    nonisolated public static let f11 = "UIKeyInputF11"
    /// The F12 key.
    nonisolated public static let f12 = "UIKeyInputF12"

    /// Whether a pressed key matches: the same input (letters in either case, as Shift is
    /// matched through the flags) and the same modifiers, Caps Lock and keypad aside. A
    /// symbol typed with Shift (`+`, `?`) matches a command for that symbol without `.shift`.
    func matches(_ key: UIKey) -> Bool {
        guard let input, !input.isEmpty else { return false }
        let relevant: UIKeyModifierFlags = [.shift, .control, .alternate, .command]
        let wanted = modifierFlags.intersection(relevant)
        let held = key.modifierFlags.intersection(relevant)
        let pressed = key.charactersIgnoringModifiers
        guard input == pressed || input.lowercased() == pressed.lowercased() else { return false }
        if wanted == held { return true }
        let shiftedSymbol = held.contains(.shift) && !wanted.contains(.shift) && input == pressed
            && input.lowercased() == input.uppercased()
        return shiftedSymbol && wanted == held.subtracting(.shift)
    }
}
