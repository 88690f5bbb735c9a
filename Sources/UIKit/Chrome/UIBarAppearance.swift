import HeadlessCore
import Foundation

/// The look of a bar's background and shadow, shared by the navigation bar, tab bar and
/// toolbar appearances. Stored: nothing is drawn.
@preconcurrency @MainActor
open class UIBarAppearance: NSObject {
    /// The idiom the appearance is for.
    open private(set) var idiom: UIUserInterfaceIdiom
    /// The background colour.
    open var backgroundColor: UIColor?
    /// The background image.
    open var backgroundImage: UIImage?
    /// The colour of the shadow under the bar; nil for none.
    open var shadowColor: UIColor?
    /// The image of the shadow under the bar.
    open var shadowImage: UIImage?

    /// Creates an appearance for an idiom, with the default background.
    public init(idiom: UIUserInterfaceIdiom) {
        self.idiom = idiom
        super.init()
        configureWithDefaultBackground()
    }

    /// Creates an appearance for the current device's idiom.
    public override convenience init() {
        self.init(idiom: UIDevice.current.userInterfaceIdiom)
    }

    /// Creates a copy of another appearance's background and shadow.
    public init(barAppearance: UIBarAppearance) {
        idiom = barAppearance.idiom
        backgroundColor = barAppearance.backgroundColor
        backgroundImage = barAppearance.backgroundImage
        shadowColor = barAppearance.shadowColor
        shadowImage = barAppearance.shadowImage
        super.init()
    }

    /// The system's translucent background with a shadow.
    open func configureWithDefaultBackground() {
        backgroundColor = nil
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// An opaque background (the system background colour) with a shadow.
    open func configureWithOpaqueBackground() {
        backgroundColor = .systemBackground
        backgroundImage = nil
        shadowColor = UIColor(white: 0, alpha: 0.3)
        shadowImage = nil
    }

    /// No background and no shadow.
    open func configureWithTransparentBackground() {
        backgroundColor = .clear
        backgroundImage = nil
        shadowColor = nil
        shadowImage = nil
    }
}

/// The look of a bar button item's title in one state (normal, highlighted, disabled, focused).
@preconcurrency @MainActor
open class UIBarButtonItemStateAppearance: NSObject {
    /// The title's text attributes.
    open var titleTextAttributes: [NSAttributedString.Key: Any] = [:]
    /// The background image.
    open var backgroundImage: UIImage?
}

/// The look of a bar's button items, per state.
@preconcurrency @MainActor
open class UIBarButtonItemAppearance: NSObject {
    /// The look of an item in its normal state.
    open lazy var normal = UIBarButtonItemStateAppearance()
    /// The look of a highlighted item.
    open lazy var highlighted = UIBarButtonItemStateAppearance()
    /// The look of a disabled item.
    open lazy var disabled = UIBarButtonItemStateAppearance()
    /// The look of a focused item.
    open lazy var focused = UIBarButtonItemStateAppearance()

    /// Creates the appearance of plain items.
    public override convenience init() {
        self.init(style: .plain)
    }

    /// Creates the appearance of items of a style.
    public init(style: UIBarButtonItem.Style) {
        super.init()
    }

    /// Resets to the appearance of items of a style.
    open func configureWithDefault(for style: UIBarButtonItem.Style) {
        normal = UIBarButtonItemStateAppearance()
        highlighted = UIBarButtonItemStateAppearance()
        disabled = UIBarButtonItemStateAppearance()
        focused = UIBarButtonItemStateAppearance()
    }
}

/// Where a bar sits, for the images it draws.
public enum UIBarPosition: Int, Sendable {
    /// Any position.
    case any = 0
    /// At the bottom of its view.
    case bottom = 1
    /// At the top of its view.
    case top = 2
    /// At the top of the screen, its background reaching under the status bar.
    case topAttached = 3
}

/// The height of a bar an image is for: regular or compact, with or without a prompt.
public enum UIBarMetrics: Int, Sendable {
    /// The regular height.
    case `default` = 0
    /// The compact height (a phone in landscape).
    case compact = 1
    /// The regular height with a prompt.
    case defaultPrompt = 101
    /// The compact height with a prompt.
    case compactPrompt = 102
}
