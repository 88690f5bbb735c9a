import HeadlessCore
import Foundation

/// What a context menu shows: an optional preview controller and the menu of actions.
@preconcurrency @MainActor
open class UIContextMenuConfiguration: NSObject {
    /// Makes the preview shown above the menu.
    public typealias PreviewProvider = @MainActor () -> UIViewController?
    /// Makes the menu, given the system's suggested actions.
    public typealias ActionProvider = @MainActor ([UIMenuElement]) -> UIMenu?

    /// The identifier the app gave, or a unique one.
    public let identifier: any NSCopying
    let previewProvider: PreviewProvider?
    let actionProvider: ActionProvider?

    /// Creates a configuration.
    public init(identifier: (any NSCopying)? = nil, previewProvider: PreviewProvider? = nil,
                actionProvider: ActionProvider? = nil) {
        self.identifier = identifier ?? (UUID().uuidString as NSString)
        self.previewProvider = previewProvider
        self.actionProvider = actionProvider
        super.init()
    }
}
