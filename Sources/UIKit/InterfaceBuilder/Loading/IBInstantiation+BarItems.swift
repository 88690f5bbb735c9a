import HeadlessCore
import Foundation

/// The bar items a storyboard archives (References §47.1): a controller's
/// `<navigationItem key="navigationItem">` with its title, prompt, large-title mode and bar
/// button items (`leftBarButtonItem`/`rightBarButtonItem`/`backBarButtonItem`, or the
/// `<leftBarButtonItems>`/`<rightBarButtonItems>` lists), its `<tabBarItem key="tabBarItem">`,
/// its `<toolbarItems>` (a navigation controller's `toolbarHidden="NO"` shows them), and a
/// toolbar's `<items>`.
///
/// Each item is created with its class's `init(coder:)` (the file's `customClass`, a subclass
/// of `UIBarButtonItem` or `UITabBarItem`), which decodes its state: a system item
/// (`systemItem="add"`) as `init(barButtonSystemItem:target:action:)` makes it, with the title
/// or accessibility label iOS gives it; `title`, `style`, `tag`, `enabled`, `width`; an image
/// from the app's bundle or asset catalog, an SF Symbol (`catalog="system"`) as
/// `UIImage(systemName:)` gives it, else a placeholder of the size the file's `<resources>`
/// give; a tab's `selectedImage` and `badgeValue`; the accessibility label and identifier.
/// The item's connections are made with the others of its scene: an action sets its
/// `target` and `action`, a segue makes a tap perform it.
extension IBInstantiation {
    /// Sets a controller's navigation item, tab bar item and toolbar items from its element.
    func decodeBarItems(of controller: UIViewController, from object: IBObject) {
        for child in object.keyed {
            switch (child.elementName, child.key) {
            case ("navigationItem", "navigationItem"?):
                decodeNavigationItem(controller.navigationItem, from: child)
            case ("tabBarItem", "tabBarItem"?):
                if let item = makeBarItem(child) as? UITabBarItem { controller.tabBarItem = item }
            default:
                break
            }
        }
        if let navigation = controller as? UINavigationController {
            // `toolbarHidden="NO"` shows the toolbar, where the top controller's toolbar items
            // are; the view is not loaded yet, so the stored flags are set.
            if let hidden = flag(object, "toolbarHidden") { navigation.toolbarHidden = hidden }
            if let hidden = flag(object, "navigationBarHidden") { navigation.navigationBarHidden = hidden }
        }
        let toolbarItems = object.nested.filter { $0.listName == "toolbarItems" }
        if !toolbarItems.isEmpty {
            controller.toolbarItems = toolbarItems.compactMap { makeBarItem($0) as? UIBarButtonItem }
        }
    }

    /// Sets a toolbar's items from its `<items>`.
    func decodeToolbarItems(of toolbar: UIToolbar, from object: IBObject) {
        let items = object.nested.filter { $0.listName == "items" && $0.elementName == "barButtonItem" }
        guard !items.isEmpty else { return }
        toolbar.items = items.compactMap { makeBarItem($0) as? UIBarButtonItem }
    }

    private func decodeNavigationItem(_ item: UINavigationItem, from object: IBObject) {
        registerItem(item, for: object)
        if let title = object["title"] { item.title = title }
        if let prompt = object["prompt"] { item.prompt = prompt }
        if let title = object["backButtonTitle"] { item.backButtonTitle = title }
        if let hides = flag(object, "hidesBackButton") { item.hidesBackButton = hides }
        if let supplements = flag(object, "leftItemsSupplementBackButton") { item.leftItemsSupplementBackButton = supplements }
        switch object["largeTitleDisplayMode"] {
        case nil: break
        case "always": item.largeTitleDisplayMode = .always
        case "never": item.largeTitleDisplayMode = .never
        case "automatic": item.largeTitleDisplayMode = .automatic
        case "inline": item.largeTitleDisplayMode = .inline
        case let other?:
            runtime.report(document.error(.invalidValue, at: object,
                                          "the largeTitleDisplayMode of \(object.summary) is \"\(other)\", not always, never, automatic or inline; the item keeps .automatic."))
        }
        for child in object.keyed where child.elementName == "barButtonItem" {
            guard let button = makeBarItem(child) as? UIBarButtonItem else { continue }
            switch child.key {
            case "leftBarButtonItem": item.leftBarButtonItem = button
            case "rightBarButtonItem": item.rightBarButtonItem = button
            case "backBarButtonItem": item.backBarButtonItem = button
            default: break
            }
        }
        let left = object.nested.filter { $0.listName == "leftBarButtonItems" }.compactMap { makeBarItem($0) as? UIBarButtonItem }
        if !left.isEmpty { item.leftBarButtonItems = left }
        let right = object.nested.filter { $0.listName == "rightBarButtonItems" }.compactMap { makeBarItem($0) as? UIBarButtonItem }
        if !right.isEmpty { item.rightBarButtonItems = right }
    }

    /// Creates a `<barButtonItem>` or `<tabBarItem>` with its class's `init(coder:)`.
    func makeBarItem(_ object: IBObject) -> UIBarItem? {
        let standard: UIBarItem.Type = object.elementName == "tabBarItem" ? UITabBarItem.self : UIBarButtonItem.self
        var type = standard
        if let name = object.customClass {
            if let found = InterfaceBuilderClassLookup.lookUp(name, module: object["customModule"]) as? UIBarItem.Type,
               found is UITabBarItem.Type == (standard == UITabBarItem.self) {
                type = found
            } else {
                runtime.report(document.error(.unknownClass, at: object,
                                              "the custom class \(name) of \(object.summary) is not a \(standard) subclass that can be found; a \(standard) is created instead. Make the class internal or public, and a subclass of \(standard)."))
            }
        }
        guard let item = type.init(coder: coder(for: object)) else {
            runtime.report(document.error(.invalidValue, at: object,
                                          "\(String(reflecting: type)).init(coder:) returned nil for \(object.summary); the item is left out."))
            return nil
        }
        registerItem(item, for: object)
        return item
    }

    /// Sets an archived bar item's state (from its `init(coder:)`).
    func decode(_ item: UIBarItem, from object: IBObject) {
        if let tag = object["tag"] {
            if let value = Int(tag) { item.tag = value } else { invalid(object, "tag", tag, expected: "an integer") }
        }
        if let enabled = flag(object, "enabled") { item.isEnabled = enabled }
        if let accessibility = object.property("accessibility") {
            if let label = accessibility["label"] { item.accessibilityLabel = label }
            if let identifier = accessibility["identifier"] { item.accessibilityIdentifier = identifier }
        }
        if let image = barImage(object, "image") { item.image = image }
        if let image = barImage(object, "landscapeImage") { item.landscapeImagePhone = image }
        switch item {
        case let button as UIBarButtonItem:
            decodeBarButtonItem(button, from: object)
        case let tab as UITabBarItem:
            decodeTabBarItem(tab, from: object)
        default:
            if let title = object["title"] { item.title = title }
        }
    }

    private func decodeBarButtonItem(_ item: UIBarButtonItem, from object: IBObject) {
        if let name = object["systemItem"] {
            if let system = Self.barButtonSystemItems[name] {
                item.applySystemItem(system)
            } else {
                invalid(object, "systemItem", name, expected: "a system item such as add, done or flexibleSpace")
            }
        }
        if let title = object["title"] { item.title = title }
        switch object["style"] {
        case nil: break
        case "plain": item.style = .plain
        case "done": item.style = .done
        case "bordered": item.style = .bordered
        case let other?: invalid(object, "style", other, expected: "plain, done or bordered")
        }
        if let width = object["width"] {
            if let value = Double(width), value.isFinite, value >= 0 { item.width = CGFloat(value) } else {
                invalid(object, "width", width, expected: "a non-negative number")
            }
        }
        if let color = color(object, key: "tintColor") { item.tintColor = color }
        if let custom = object.keyed.first(where: { $0.key == "customView" && $0.role == .view }), let view = makeView(custom) {
            item.customView = view
        }
    }

    private func decodeTabBarItem(_ item: UITabBarItem, from object: IBObject) {
        if let name = object["systemItem"] {
            if let system = Self.tabBarSystemItems[name] {
                item.title = system.systemTitle
            } else {
                invalid(object, "systemItem", name, expected: "a system item such as favorites, more or search")
            }
        }
        if let title = object["title"] { item.title = title }
        if let image = barImage(object, "selectedImage") { item.selectedImage = image }
        if let badge = object["badgeValue"] { item.badgeValue = badge }
        if let color = color(object, key: "badgeColor") { item.badgeColor = color }
    }

    /// An item's image: a symbol (`catalog="system"`), else the app's image of that name, else
    /// a placeholder of the size the file's resources give (References §47.1).
    private func barImage(_ object: IBObject, _ attribute: String) -> UIImage? {
        guard let name = object[attribute], !name.isEmpty else { return nil }
        if object["catalog"] == "system", let symbol = UIImage(systemName: name) { return symbol }
        if let image = UIImage(named: name, in: bundle ?? .main, compatibleWith: nil) { return image }
        return UIImage(name: name, size: document.imageSizes[name] ?? .zero)
    }

    /// The system items as Interface Builder names them.
    static let barButtonSystemItems: [String: UIBarButtonItem.SystemItem] = [
        "done": .done, "cancel": .cancel, "edit": .edit, "save": .save, "add": .add,
        "flexibleSpace": .flexibleSpace, "fixedSpace": .fixedSpace, "compose": .compose, "reply": .reply,
        "action": .action, "organize": .organize, "bookmarks": .bookmarks, "search": .search,
        "refresh": .refresh, "stop": .stop, "camera": .camera, "trash": .trash, "play": .play,
        "pause": .pause, "rewind": .rewind, "fastForward": .fastForward, "undo": .undo, "redo": .redo,
        "pageCurl": .pageCurl, "close": .close,
    ]

    /// The system tabs as Interface Builder names them.
    static let tabBarSystemItems: [String: UITabBarItem.SystemItem] = [
        "more": .more, "favorites": .favorites, "featured": .featured, "topRated": .topRated,
        "recents": .recents, "contacts": .contacts, "history": .history, "bookmarks": .bookmarks,
        "search": .search, "downloads": .downloads, "mostRecent": .mostRecent, "mostViewed": .mostViewed,
    ]
}

extension InterfaceBuilderCoder: BarItemArchiveDecoding {
    @MainActor func decodeState(of item: UIBarItem) {
        session.decode(item, from: object)
    }
}
