import HeadlessCore
import Foundation

/// A token in a search field: an icon and a text standing for a search criterion, before the
/// field's text.
@preconcurrency @MainActor
open class UISearchToken: NSObject {
    /// The icon shown before the text, or nil.
    public let icon: UIImage?
    /// The text shown.
    public let text: String
    /// An object the app ties to the token.
    open var representedObject: Any?

    /// Creates a token with an icon and a text.
    public init(icon: UIImage?, text: String) {
        self.icon = icon
        self.text = text
        super.init()
    }
}
