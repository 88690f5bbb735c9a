import HeadlessCore
import Foundation

/// An object whose font can follow the user's text size: with
/// ``adjustsFontForContentSizeCategory`` on, a font that came from
/// `UIFont.preferredFont(forTextStyle:)` or `UIFontMetrics` is re-scaled when the content size
/// category changes (`text-size` on the simulated device), right after the view's
/// `traitCollectionDidChange(_:)`. A fixed font (`systemFont(ofSize:)`) stays as it is.
@MainActor
public protocol UIContentSizeCategoryAdjusting: AnyObject {
    /// Whether the font follows the content size category.
    var adjustsFontForContentSizeCategory: Bool { get set }
}

extension UIApplication {
    /// The text size the user chose in Settings.
    public var preferredContentSizeCategory: UIContentSizeCategory {
        HeadlessRuntime.current.screen.preferredContentSizeCategory
    }
}
