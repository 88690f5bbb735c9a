import HeadlessCore
import Foundation

/// The look of a navigation bar: background, title text attributes, button appearances.
/// Stored: nothing is drawn.
@preconcurrency @MainActor
open class UINavigationBarAppearance: UIBarAppearance {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The large title's text attributes.
    open var largeTitleTextAttributes: [NSAttributedString.Key: Any] = [:]
    // The button appearances are made when first read: every navigation bar has an
    // appearance, and few apps style its buttons.
    /// The look of plain bar button items.
    open lazy var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` bar button items.
    open lazy var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
    /// The look of the back button.
    open lazy var backButtonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The back button's chevron.
    open private(set) var backIndicatorImage: UIImage?
    /// The mask of the back button's chevron during transitions.
    open private(set) var backIndicatorTransitionMaskImage: UIImage?

    /// Sets the back button's chevron and its transition mask.
    open func setBackIndicatorImage(_ backIndicatorImage: UIImage?, transitionMaskImage backIndicatorTransitionMaskImage: UIImage?) {
        self.backIndicatorImage = backIndicatorImage
        self.backIndicatorTransitionMaskImage = backIndicatorTransitionMaskImage
    }
}

/// The look of a toolbar. Stored: nothing is drawn.
@preconcurrency @MainActor
open class UIToolbarAppearance: UIBarAppearance {
    /// The look of plain bar button items.
    open lazy var buttonAppearance = UIBarButtonItemAppearance(style: .plain)
    /// The look of `.done` bar button items.
    open lazy var doneButtonAppearance = UIBarButtonItemAppearance(style: .done)
}
