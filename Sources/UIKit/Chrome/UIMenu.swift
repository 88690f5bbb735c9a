import HeadlessCore
import Foundation

/// A menu: a title and the elements it shows (actions and submenus).
///
/// A bar button item's ``UIBarButtonItem/menu`` is stored and listed by the element finder;
/// the device does not open menus yet.
@preconcurrency @MainActor
open class UIMenu: UIMenuElement {
    /// A menu's identity.
    public struct Identifier: Hashable, Sendable, RawRepresentable {
        public let rawValue: String
        /// Creates an identifier.
        public init(_ rawValue: String) { self.rawValue = rawValue }
        /// Creates an identifier.
        public init(rawValue: String) { self.rawValue = rawValue }
    }

    /// How a menu shows its children.
    public struct Options: OptionSet, Sendable, Hashable {
        public let rawValue: UInt
        /// Creates options from raw bits.
        public init(rawValue: UInt) { self.rawValue = rawValue }
        /// Shown inline in its parent menu.
        public static let displayInline = Options(rawValue: 1 << 0)
        /// Destructive.
        public static let destructive = Options(rawValue: 1 << 1)
        /// Only one child can be on.
        public static let singleSelection = Options(rawValue: 1 << 5)
        /// Shown as a palette.
        public static let displayAsPalette = Options(rawValue: 1 << 7)
    }

    /// The menu's identifier.
    public let identifier: UIMenu.Identifier
    /// The menu's options.
    public let options: UIMenu.Options
    /// The menu's image.
    public let image: UIImage?
    /// The elements the menu shows.
    public let children: [UIMenuElement]

    /// Creates a menu.
    public init(title: String = "", image: UIImage? = nil, identifier: UIMenu.Identifier? = nil,
                options: UIMenu.Options = [], children: [UIMenuElement] = []) {
        self.identifier = identifier ?? Identifier("menu-\(UUID().uuidString)")
        self.options = options
        self.image = image
        self.children = children
        super.init(title: title)
    }

    /// A copy of the menu with other children.
    open func replacingChildren(_ newChildren: [UIMenuElement]) -> UIMenu {
        UIMenu(title: title, image: image, identifier: identifier, options: options, children: newChildren)
    }
}
