import HeadlessCore
import Foundation

/// The closure an action runs.
public typealias UIActionHandler = @MainActor (UIAction) -> Void

/// A closure-based action, registered on a control with `addAction(_:for:)`.
@preconcurrency @MainActor
open class UIAction: UIMenuElement {
    /// A name that identifies an action among those registered on a control.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// The identifier; a unique one is made when none is given.
    public let identifier: Identifier
    /// The image shown beside the title in a menu.
    open var image: UIImage?
    /// The image shown instead of ``image`` while ``state`` is `.on`.
    open var selectedImage: UIImage?
    /// A longer title for discoverability.
    open var discoverabilityTitle: String?
    /// How the action is displayed.
    open var attributes: UIMenuElement.Attributes
    /// The action's check-mark state.
    open var state: UIMenuElement.State
    /// The object that sent the action, while its handler runs (the control).
    public private(set) var sender: Any?
    /// The app's handler, which leak reports may name as a suspect (References §62.3).
    let handler: AppGivenClosure<UIActionHandler>

    /// Creates an action.
    public init(title: String = "", subtitle: String? = nil, image: UIImage? = nil, selectedImage: UIImage? = nil,
                identifier: Identifier? = nil, discoverabilityTitle: String? = nil,
                attributes: UIMenuElement.Attributes = [], state: UIMenuElement.State = .off,
                handler: @escaping UIActionHandler) {
        self.identifier = identifier ?? Identifier("action-\(UUID().uuidString)")
        self.image = image
        self.selectedImage = selectedImage
        self.discoverabilityTitle = discoverabilityTitle
        self.attributes = attributes
        self.state = state
        self.handler = AppGivenClosure(handler)
        super.init(title: title)
        self.subtitle = subtitle
    }

    /// An action whose handler is the engine's own (a target-action pair's), which captures
    /// nothing of the app's and so is no suspect in leak reports (References §62.3).
    init(title: String, identifier: Identifier, engineHandler: @escaping UIActionHandler) {
        self.identifier = identifier
        image = nil
        selectedImage = nil
        discoverabilityTitle = nil
        attributes = []
        state = .off
        handler = AppGivenClosure(engineHandler, isTheApps: false)
        super.init(title: title)
    }

    /// Runs the handler with `sender` set; the action does not keep the sender afterwards.
    func perform(sender: AnyObject?) {
        self.sender = sender
        defer { self.sender = nil }
        handler.body(self)
    }

    /// How the trace names the action: its title, else its identifier.
    var traceDescription: String {
        title.isEmpty ? identifier.rawValue : "\"\(title)\""
    }
}
