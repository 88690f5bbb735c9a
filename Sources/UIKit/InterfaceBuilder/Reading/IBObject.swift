import HeadlessCore

/// An object of an Interface Builder file: a view controller, a view, a placeholder, or
/// another archived object, with the elements that describe it, its subviews and its
/// connections.
final class IBObject {
    /// What part the object plays in loading.
    enum Role: Equatable {
        /// A view controller (`viewController`, `navigationController`, …).
        case controller
        /// A view (`view`, `label`, `tableViewCell`, …).
        case view
        /// File's Owner, First Responder or an external object.
        case placeholder
        /// A storyboard scene's Exit, the target of unwind segues.
        case exit
        /// A storyboard reference (`viewControllerPlaceholder`).
        case storyboardReference
        /// Anything else: navigation items, bar button items, gesture recognizers….
        case other
    }

    /// The element's name, such as `label`.
    let elementName: String
    /// The object's id, unique in the file.
    let id: String
    /// The property of the parent object this object is, such as `view` or `contentView`.
    let key: String?
    /// The line of the object's start tag.
    let line: Int
    /// The element's attributes.
    let attributes: [String: String]
    /// The part the object plays.
    let role: Role
    /// The child elements that describe the object (`rect`, `color`, `state`, …).
    var properties: [IBElement] = []
    /// The subviews, back to front.
    var subviews: [IBObject] = []
    /// A table view's prototype cells.
    var prototypes: [IBObject] = []
    /// A static table view's sections (`dataMode="static"`): each section's header and footer
    /// titles and its cells (which are also in ``subviews``, to be loaded like them).
    var staticSections: [(headerTitle: String?, footerTitle: String?, cells: [IBObject])] = []
    /// Objects held by a key: a controller's `view`, a cell's `contentView`, a
    /// `navigationItem`….
    var keyed: [IBObject] = []
    /// Other objects nested in this one (bar button items, toolbar items…).
    var nested: [IBObject] = []
    /// For an object of a list (`<toolbarItems>`, `<items>`, `<rightBarButtonItems>`…), the
    /// list's element name.
    var listName: String?
    /// The constraints the view holds (`<constraints>`), each a `<constraint>` object; they are
    /// not ``children``: loading makes them once every view of the file exists.
    var constraints: [IBObject] = []
    /// The view's layout guides (`<viewLayoutGuide key="safeArea">`, custom `<layoutGuide>`s) or a
    /// controller's legacy `<viewControllerLayoutGuide>`s, which constraints name by id.
    var layoutGuides: [IBObject] = []
    /// The view's size-class variations (`<variation key="…">`), applied when it is
    /// instantiated and when its size classes change (References §64.1).
    var variations: [IBElement] = []
    /// The connections declared inside the object, with it as their source.
    var connections: [IBConnection] = []
    /// The object that contains this one in the file.
    weak var parent: IBObject?
    /// The object's position in the file, in document order.
    var order = 0
    /// Whether the object is one of its parent's ``subviews`` (set when it is added there, so
    /// that loading need not search the parent's list for every child).
    var isSubview = false
    /// Whether the object is one of its parent's ``prototypes``.
    var isPrototype = false
    /// Whether the element is one the runtime does not model (it is kept as a plain object).
    var isUnsupported = false
    /// The class the object is created with, once resolved (``IBClassMapping``).
    var resolvedClass: AnyClass?

    init(element: IBElement, id: String, role: Role) {
        elementName = element.name
        self.id = id
        key = element.key
        line = element.line
        attributes = element.attributes
        self.role = role
    }

    subscript(attribute: String) -> String? { attributes[attribute] }

    /// The first property element with a name and, when given, a key.
    func property(_ name: String, key: String? = nil) -> IBElement? {
        properties.first { $0.name == name && (key == nil || $0.key == key) }
    }

    /// The custom class named in the file, if any.
    var customClass: String? { attributes["customClass"].flatMap { $0.isEmpty ? nil : $0 } }

    /// The controller's root view: its object with the key `view`.
    var rootView: IBObject? { keyed.first { $0.key == "view" && $0.role == .view } }

    /// The object and everything nested in it, in document order (its layout guides and
    /// constraints after its other children: they belong to the view that holds them).
    var subtree: [IBObject] {
        var result: [IBObject] = []
        var stack: [IBObject] = [self]
        while let object = stack.popLast() {
            result.append(object)
            stack.append(contentsOf: (object.children + object.layoutGuides + object.constraints).reversed())
        }
        return result
    }

    /// The directly nested objects, in document order.
    var children: [IBObject] {
        (keyed + subviews + prototypes + nested).sorted { $0.order < $1.order }
    }

    /// A short description for messages: `label "Title" (id Arm-wq-HPj)`.
    var summary: String {
        var text = "<\(elementName)>"
        if let customClass { text += " of class \(customClass)" }
        if let label = attributes["userLabel"] { text += " \"\(label)\"" }
        return text
    }
}

/// A connection between two objects of a file: an outlet, an outlet collection, an action
/// or a segue.
struct IBConnection {
    /// The kinds of connection.
    enum Kind {
        /// Sets the source's property to the destination.
        case outlet(property: String)
        /// Appends the destination to the source's array property.
        case outletCollection(property: String)
        /// Sends the action to the destination when the source control fires the event.
        case action(selector: String, eventType: String?)
        /// A segue from the source to the destination.
        case segue(IBSegue)
    }

    /// The kind of connection.
    let kind: Kind
    /// The id of the object the connection is declared in.
    let sourceID: String
    /// The id of the object it leads to.
    let destinationID: String
    /// The connection's own id.
    let id: String
    /// The line of the connection's element.
    let line: Int

    /// The segue, when the connection is one.
    var segue: IBSegue? {
        if case .segue(let segue) = kind { return segue }
        return nil
    }
}

/// A segue as the file describes it.
struct IBSegue {
    /// `show`, `showDetail`, `presentation`, `embed`, `relationship`, `unwind`, `custom`,
    /// `popoverPresentation`, or a legacy kind (`push`, `modal`, `replace`).
    let kind: String
    /// The identifier code passes to `performSegue(withIdentifier:sender:)`.
    let identifier: String?
    /// For relationships: `rootViewController` or `viewControllers`.
    let relationship: String?
    /// For unwind segues: the destination's action, such as `unwindToMaster:`.
    let unwindAction: String?
    /// A custom `UIStoryboardSegue` subclass.
    let customClass: String?
    /// Its module.
    let customModule: String?
    /// For presentations: the presentation style, such as `fullScreen`.
    let modalPresentationStyle: String?
    /// For presentations: the transition style, such as `crossDissolve`.
    let modalTransitionStyle: String?
    /// Whether the segue animates (`animates="NO"` turns it off).
    let animates: Bool
    /// The source's `@IBSegueAction` that creates the destination from its coder, such as
    /// `makeDetail:sender:segueIdentifier:`.
    var destinationCreationSelector: String? = nil

    /// Whether the segue is performed while its source loads rather than on request.
    var isContainment: Bool { kind == "relationship" || kind == "embed" }
}
