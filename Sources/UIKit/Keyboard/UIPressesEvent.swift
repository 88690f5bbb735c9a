import HeadlessCore
import Foundation

/// An event of presses of physical buttons or keys: the presses under way.
@MainActor
open class UIPressesEvent: UIEvent {
    let pressList: [UIPress]

    init(presses: [UIPress]) {
        pressList = presses
        super.init()
    }

    /// Presses of physical buttons.
    open override var type: UIEvent.EventType { .presses }

    /// The modifier keys held during the event.
    open override var modifierFlags: UIKeyModifierFlags {
        pressList.reduce(into: UIKeyModifierFlags()) { $0.formUnion($1.key?.modifierFlags ?? []) }
    }

    /// Every press of the event.
    open var allPresses: Set<UIPress> { Set(pressList) }

    /// The presses a gesture recognizer receives.
    open func presses(for gesture: UIGestureRecognizer) -> Set<UIPress> {
        Set(pressList.filter { $0.gestureRecognizers?.contains(where: { $0 === gesture }) ?? false })
    }
}
