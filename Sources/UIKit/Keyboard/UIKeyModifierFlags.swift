/// The modifier keys held with a key press or a gesture: Shift, Control, Option, Command, Caps
/// Lock, and a key of the numeric keypad. Raw values are UIKit's (References §55.1).
public struct UIKeyModifierFlags: OptionSet, Sendable, Hashable {
    public let rawValue: Int
    /// Creates flags from raw bits.
    public init(rawValue: Int) { self.rawValue = rawValue }
    /// Caps Lock is on.
    public static let alphaShift = UIKeyModifierFlags(rawValue: 1 << 16)
    /// The Shift key.
    public static let shift = UIKeyModifierFlags(rawValue: 1 << 17)
    /// The Control key.
    public static let control = UIKeyModifierFlags(rawValue: 1 << 18)
    /// The Option (Alt) key.
    public static let alternate = UIKeyModifierFlags(rawValue: 1 << 19)
    /// The Command key.
    public static let command = UIKeyModifierFlags(rawValue: 1 << 20)
    /// A key of the numeric keypad.
    public static let numericPad = UIKeyModifierFlags(rawValue: 1 << 21)
}
