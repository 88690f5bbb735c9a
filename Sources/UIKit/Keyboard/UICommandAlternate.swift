import HeadlessCore
import Foundation

/// Another action of a command, chosen when its modifier keys are held as the command is picked.
@preconcurrency @MainActor
open class UICommandAlternate: NSObject {
    /// The title shown while the modifiers are held.
    open private(set) var title: String
    /// The action sent instead of the command's.
    open private(set) var action: Selector
    /// The modifier keys that select this alternate.
    open private(set) var modifierFlags: UIKeyModifierFlags

    /// Creates an alternate.
    public init(title: String, action: Selector, modifierFlags: UIKeyModifierFlags) {
        self.title = title
        self.action = action
        self.modifierFlags = modifierFlags
        super.init()
    }
}
