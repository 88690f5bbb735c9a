import HeadlessCore
import Foundation

/// What `buildMenu(with:)` receives to add to, edit and remove from a menu system's menus,
/// each found by its identifier (References §55.5).
@preconcurrency @MainActor
public protocol UIMenuBuilder {
    /// The menu system being built.
    var system: UIMenuSystem { get }
    /// The menu with an identifier, or nil.
    func menu(for identifier: UIMenu.Identifier) -> UIMenu?
    /// The action with an identifier, or nil.
    func action(for identifier: UIAction.Identifier) -> UIAction?
    /// The command with an action and property list, or nil.
    func command(for action: Selector, propertyList: Any?) -> UICommand?
    /// Replaces a menu.
    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementGroup: UIMenu)
    /// Replaces a menu's children with what the block returns for them.
    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement])
    /// Inserts a menu before another, in the same parent.
    func insertSibling(_ siblingGroup: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu after another, in the same parent.
    func insertSibling(_ siblingGroup: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier)
    /// Inserts a menu as the first child of another.
    func insertChild(_ childGroup: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier)
    /// Inserts a menu as the last child of another.
    func insertChild(_ childGroup: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier)
    /// Removes a menu.
    func remove(menu removedIdentifier: UIMenu.Identifier)
}
