import HeadlessCore
import Foundation

/// A menu element that sends an action selector up the responder chain when picked, from a
/// menu of the main menu system or a key command (References §55.3).
///
/// The action goes to the first responder that performs it: the first responder, or the
/// first object up its chain whose `canPerformAction(_:withSender:)` answers true, with the
/// command as the sender (`target(forAction:withSender:)`).
@preconcurrency @MainActor
open class UICommand: UIMenuElement {
    /// The image shown beside the title.
    open var image: UIImage?
    /// A longer title for discoverability.
    open var discoverabilityTitle: String?
    /// The action sent up the responder chain.
    open internal(set) var action: Selector
    /// A value that tells commands with the same action apart.
    open internal(set) var propertyList: Any?
    /// How the command is displayed; `.disabled` keeps it from running.
    open var attributes: UIMenuElement.Attributes
    /// The command's check-mark state.
    open var state: UIMenuElement.State
    /// The actions chosen instead when modifier keys are held.
    open internal(set) var alternates: [UICommandAlternate]

    /// Creates a command.
    public init(title: String, image: UIImage? = nil, action: Selector, propertyList: Any? = nil,
                alternates: [UICommandAlternate] = [], discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off) {
        self.image = image
        self.action = action
        self.propertyList = propertyList
        self.alternates = alternates
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        super.init(title: title)
    }
}
