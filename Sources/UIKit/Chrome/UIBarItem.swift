import HeadlessCore
import Foundation

/// The common base of the items a bar shows: navigation and toolbar buttons
/// (``UIBarButtonItem``) and tabs (``UITabBarItem``).
///
/// An item is not a view: its bar draws it. The simulated device finds items by their
/// ``title`` (or accessibility identifier or label) the way a person reads a bar.
@preconcurrency @MainActor
open class UIBarItem: NSObject {
    /// Whether the item responds to taps. A disabled item is shown dimmed and cannot be tapped.
    open var isEnabled = true
    /// The item's title.
    open var title: String?
    /// The item's image.
    open var image: UIImage?
    /// The image shown in landscape on iPhone.
    open var landscapeImagePhone: UIImage?
    /// The image shown by the large content viewer.
    open var largeContentSizeImage: UIImage?
    /// The insets of the image.
    open var imageInsets: UIEdgeInsets = .zero
    /// The insets of the landscape image on iPhone.
    open var landscapeImagePhoneInsets: UIEdgeInsets = .zero
    /// A number the app uses to identify the item.
    open var tag = 0
    /// The identifier UI tests (and the device's `tap` action) find the item by.
    open var accessibilityIdentifier: String?
    /// The label VoiceOver reads; the device's `tap` action matches it too.
    open var accessibilityLabel: String?

    /// Sets the attributes of the title in a state.
    open func setTitleTextAttributes(_ attributes: [NSAttributedString.Key: Any]?, for state: UIControl.State) {
        titleAttributes[state.rawValue] = attributes
        noteAppearanceSet("titleTextAttributes.\(state.rawValue)") { [attributes] in
            $0.setTitleTextAttributes(attributes, for: state)
        }
    }

    /// The attributes of the title in a state, falling back to the normal state's.
    open func titleTextAttributes(for state: UIControl.State) -> [NSAttributedString.Key: Any]? {
        titleAttributes[state.rawValue] ?? titleAttributes[UIControl.State.normal.rawValue]
    }

    var titleAttributes: [UInt: [NSAttributedString.Key: Any]] = [:]
    /// The appearance keys set on the item itself, and the generation last applied
    /// (`Appearance/UIBarItem+Appearance.swift`).
    var ownAppearanceKeys: Set<String> = []
    var appliedAppearanceGeneration = 0

    /// Creates an item with no title or image.
    public override init() {
        super.init()
    }

    /// Creates an item from an archive: a storyboard's `<barButtonItem>` or `<tabBarItem>`
    /// gives its title, image, tag and state before the initializer returns.
    public required init?(coder: NSCoder) {
        super.init()
        (coder as? BarItemArchiveDecoding)?.decodeState(of: self)
    }

    /// How traces and diagnostics name the item: its class and its title, image or kind.
    var itemDescription: String {
        let kind = String(describing: type(of: self))
        if let title, !title.isEmpty { return "\(kind) \"\(title)\"" }
        if let accessibilityLabel { return "\(kind) (accessibilityLabel \"\(accessibilityLabel)\")" }
        if let accessibilityIdentifier { return "\(kind) (accessibilityIdentifier \"\(accessibilityIdentifier)\")" }
        return "\(kind) (untitled)"
    }
}

/// Implemented by the Interface Builder decoder to fill in an archived bar item's state.
@MainActor
protocol BarItemArchiveDecoding: AnyObject {
    /// Sets the item's archived properties (References §47.1).
    func decodeState(of item: UIBarItem)
}
