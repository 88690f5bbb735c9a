import HeadlessCore
import Foundation

/// The builder `buildMenu(with:)` receives: it holds the menu tree being built and edits it by
/// identifier (References §55.5).
///
/// Menus are immutable, so an edit rebuilds the menus on the path from the root to the one it
/// changes (`replacingChildren(_:)`). An edit naming a menu the tree does not have changes
/// nothing and is reported (`keyboard.menuBuilder.unknownMenu`), naming the menu and the edit.
@MainActor
final class MainMenuBuilder: UIMenuBuilder {
    let system: UIMenuSystem
    private(set) var root: UIMenu
    private let runtime: HeadlessRuntime
    /// Menus nest only as deep as an app writes them; this bounds the walk all the same.
    static let depthLimit = 64

    init(system: UIMenuSystem, root: UIMenu, runtime: HeadlessRuntime) {
        self.system = system
        self.root = root
        self.runtime = runtime
    }

    func menu(for identifier: UIMenu.Identifier) -> UIMenu? {
        Self.elements(of: root).lazy.compactMap { $0 as? UIMenu }.first { $0.identifier == identifier }
            ?? (root.identifier == identifier ? root : nil)
    }

    func action(for identifier: UIAction.Identifier) -> UIAction? {
        Self.elements(of: root).lazy.compactMap { $0 as? UIAction }.first { $0.identifier == identifier }
    }

    func command(for action: Selector, propertyList: Any?) -> UICommand? {
        Self.elements(of: root).lazy.compactMap { $0 as? UICommand }.first { command in
            command.action == action && Self.samePropertyList(command.propertyList, propertyList)
        }
    }

    func replace(menu replacedIdentifier: UIMenu.Identifier, with replacementGroup: UIMenu) {
        editSiblings(of: replacedIdentifier, edit: "replace(menu:with:)") { children, index in
            children[index] = replacementGroup
        }
    }

    func replaceChildren(ofMenu parentIdentifier: UIMenu.Identifier, from childrenBlock: ([UIMenuElement]) -> [UIMenuElement]) {
        editChildren(of: parentIdentifier, edit: "replaceChildren(ofMenu:from:)") { children in
            children = childrenBlock(children)
        }
    }

    func insertSibling(_ siblingGroup: UIMenu, beforeMenu siblingIdentifier: UIMenu.Identifier) {
        editSiblings(of: siblingIdentifier, edit: "insertSibling(_:beforeMenu:)") { children, index in
            children.insert(siblingGroup, at: index)
        }
    }

    func insertSibling(_ siblingGroup: UIMenu, afterMenu siblingIdentifier: UIMenu.Identifier) {
        editSiblings(of: siblingIdentifier, edit: "insertSibling(_:afterMenu:)") { children, index in
            children.insert(siblingGroup, at: index + 1)
        }
    }

    func insertChild(_ childGroup: UIMenu, atStartOfMenu parentIdentifier: UIMenu.Identifier) {
        editChildren(of: parentIdentifier, edit: "insertChild(_:atStartOfMenu:)") { children in
            children.insert(childGroup, at: 0)
        }
    }

    func insertChild(_ childGroup: UIMenu, atEndOfMenu parentIdentifier: UIMenu.Identifier) {
        editChildren(of: parentIdentifier, edit: "insertChild(_:atEndOfMenu:)") { children in
            children.append(childGroup)
        }
    }

    func remove(menu removedIdentifier: UIMenu.Identifier) {
        editSiblings(of: removedIdentifier, edit: "remove(menu:)") { children, index in
            children.remove(at: index)
        }
    }

    // MARK: Editing the tree

    /// Edits the children of the menu with `identifier`.
    private func editChildren(of identifier: UIMenu.Identifier, edit: String, _ change: (inout [UIMenuElement]) -> Void) {
        var found = false
        root = Self.rewrite(root, depth: 0) { menu in
            guard !found, menu.identifier == identifier else { return nil }
            found = true
            var children = menu.children
            change(&children)
            return children
        }
        if !found { reportUnknown(identifier, edit: edit) }
    }

    /// Edits the children of the menu that holds the menu with `identifier`, at its index.
    private func editSiblings(of identifier: UIMenu.Identifier, edit: String, _ change: (inout [UIMenuElement], Int) -> Void) {
        var found = false
        root = Self.rewrite(root, depth: 0) { menu in
            guard !found, let index = menu.children.firstIndex(where: { ($0 as? UIMenu)?.identifier == identifier }) else { return nil }
            found = true
            var children = menu.children
            change(&children, index)
            return children
        }
        if !found { reportUnknown(identifier, edit: edit) }
    }

    /// The tree with `newChildren` applied to each menu it answers for (nil leaves the menu
    /// as it is); a menu is rebuilt only when something below it changed.
    private static func rewrite(_ menu: UIMenu, depth: Int, _ newChildren: (UIMenu) -> [UIMenuElement]?) -> UIMenu {
        if let children = newChildren(menu) { return menu.replacingChildren(children) }
        guard depth < depthLimit else { return menu }
        var changed = false
        let children = menu.children.map { child -> UIMenuElement in
            guard let submenu = child as? UIMenu else { return child }
            let rewritten = rewrite(submenu, depth: depth + 1, newChildren)
            if rewritten !== submenu { changed = true }
            return rewritten
        }
        return changed ? menu.replacingChildren(children) : menu
    }

    private func reportUnknown(_ identifier: UIMenu.Identifier, edit: String) {
        runtime.report(.warning, .keyboardMenuBuilderUnknownMenu,
                       "UIMenuBuilder.\(edit): the main menu has no menu \"\(identifier.rawValue)\"; nothing changed. Insert that menu first, or name one of the standard menus (UIMenu.Identifier.edit, .file, .standardEdit, …).")
    }

    // MARK: Reading the tree

    /// Every element below `menu`, depth first, in menu order, to ``depthLimit``.
    static func elements(of menu: UIMenu) -> [UIMenuElement] {
        var found: [UIMenuElement] = []
        var stack: [(element: UIMenuElement, depth: Int)] = menu.children.reversed().map { ($0, 1) }
        while let (element, depth) = stack.popLast() {
            found.append(element)
            if let submenu = element as? UIMenu, depth < depthLimit {
                stack.append(contentsOf: submenu.children.reversed().map { ($0, depth + 1) })
            }
        }
        return found
    }

    private static func samePropertyList(_ lhs: Any?, _ rhs: Any?) -> Bool {
        switch (lhs, rhs) {
        case (nil, nil): true
        case let (left as AnyHashable, right as AnyHashable): left == right
        default: false
        }
    }

    // MARK: The standard main menu

    /// The main menu before any app edits it: the standard menus, with the standard edit
    /// commands and their shortcuts.
    static func standardMainMenu() -> UIMenu {
        func group(_ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
            UIMenu(title: "", identifier: identifier, options: .displayInline, children: children)
        }
        func submenu(_ title: String, _ identifier: UIMenu.Identifier, _ children: [UIMenuElement] = []) -> UIMenu {
            UIMenu(title: title, identifier: identifier, children: children)
        }
        func command(_ title: String, _ input: String, _ flags: UIKeyModifierFlags, _ action: String) -> UIKeyCommand {
            UIKeyCommand(title: title, action: Selector(action), input: input, modifierFlags: flags)
        }
        return UIMenu(title: "", identifier: .root, children: [
            submenu("Application", .application, [
                group(.about), group(.preferences), group(.services), group(.hide), group(.quit),
            ]),
            submenu("File", .file, [
                group(.newScene), submenu("Open Recent", .openRecent), group(.close), group(.document), group(.print),
            ]),
            submenu("Edit", .edit, [
                group(.undoRedo, [command("Undo", "z", .command, "undo:"), command("Redo", "z", [.command, .shift], "redo:")]),
                group(.standardEdit, [
                    command("Cut", "x", .command, "cut:"), command("Copy", "c", .command, "copy:"),
                    command("Paste", "v", .command, "paste:"),
                    UICommand(title: "Delete", action: Selector("delete:")),
                    command("Select All", "a", .command, "selectAll:"),
                ]),
                submenu("Find", .find), group(.replace), group(.share),
                submenu("Spelling and Grammar", .spelling, [group(.spellingPanel), group(.spellingOptions)]),
                submenu("Substitutions", .substitutions, [group(.substitutionsPanel), group(.substitutionOptions)]),
                submenu("Transformations", .transformations), submenu("Speech", .speech),
                group(.lookup), group(.learn),
            ]),
            submenu("Format", .format, [
                submenu("Font", .font, [
                    group(.textStyle, [
                        command("Bold", "b", .command, "toggleBoldface:"), command("Italic", "i", .command, "toggleItalics:"),
                        command("Underline", "u", .command, "toggleUnderline:"),
                    ]),
                    group(.textSize), group(.textColor), group(.textStylePasteboard),
                ]),
                submenu("Text", .text, [group(.writingDirection), group(.alignment)]),
            ]),
            submenu("View", .view, [group(.toolbar), group(.sidebar), group(.fullscreen)]),
            submenu("Window", .window, [group(.minimizeAndZoom), group(.bringAllToFront)]),
            submenu("Help", .help),
        ])
    }
}
