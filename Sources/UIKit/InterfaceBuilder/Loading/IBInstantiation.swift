import Foundation

/// One instantiation of objects from an Interface Builder file: a nib's objects, a
/// storyboard scene's view controller, or a scene's view when the controller loads it.
///
/// The order follows UIKit's nib loading (lifecycle-orderings §9.1):
/// 1. every object is created with its class's `init(coder:)`; a view's subviews are created
///    and added inside its `init(coder:)`, so they get their superview callbacks and the view
///    its `didAddSubview(_:)` before the view's initializer returns (V-2);
/// 2. the connections are made: outlets, outlet collections, actions and segue triggers;
/// 3. `awakeFromNib()` goes to every object created, in document order (the order of the
///    start tags in the file, so a view before its subviews). UIKit does not document its
///    order among objects; document order is the choice here, kept everywhere.
/// Placeholders (File's Owner, First Responder, external objects) are not created and get no
/// `awakeFromNib()`.
@MainActor
final class IBInstantiation {
    let document: IBDocument
    let storyboard: UIStoryboard?
    let bundle: Bundle?
    private(set) var instances: [String: AnyObject] = [:]
    private var created: [(order: Int, object: UIResponder)] = []
    private var firstResponderIDs: Set<String> = []
    private var runtime: HeadlessRuntime { HeadlessRuntime.current }

    init(document: IBDocument, storyboard: UIStoryboard?, bundle: Bundle?) {
        self.document = document
        self.storyboard = storyboard
        self.bundle = bundle
    }

    /// Makes a placeholder id stand for an existing object.
    func setPlaceholder(_ id: String, to object: AnyObject?) {
        instances[id] = object
    }

    /// Marks a First Responder placeholder: actions sent to it go up the responder chain.
    func setFirstResponderPlaceholder(_ id: String) {
        firstResponderIDs.insert(id)
    }

    /// Whether an id is the First Responder placeholder.
    func isFirstResponder(_ id: String) -> Bool { firstResponderIDs.contains(id) }

    /// The created object or placeholder for an id.
    func instance(_ id: String) -> AnyObject? { instances[id] }

    // MARK: Creating objects

    /// Creates a view (and, inside its `init(coder:)`, its subviews).
    func makeView(_ object: IBObject) -> UIView? {
        let type = object.resolvedClass as? UIView.Type ?? IBClassMapping.viewClass(forElement: object.elementName)
        let coder = coder(for: object)
        guard let view = type.init(coder: coder) else {
            runtime.report(document.error(.invalidValue, at: object,
                                          "\(String(reflecting: type)).init(coder:) returned nil for \(object.summary); the view is left out."))
            return nil
        }
        if instances[object.id] !== view { register(view, for: object) }
        return view
    }

    /// Creates a view controller with `init(coder:)`, or with a creator block that calls it.
    func makeController(_ object: IBObject, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        let type = object.resolvedClass as? UIViewController.Type
            ?? IBClassMapping.controllerClass(forElement: object.elementName)
        let coder = coder(for: object)
        var controller: UIViewController?
        if let creator {
            controller = creator(coder)
            if let made = controller, !IBInstantiation.isKind(made, of: type) {
                runtime.report(document.error(.wrongClass, at: object,
                                              "the creator block returned a \(made.traceClassName), which is not a \(String(reflecting: type)) as the scene requires. The block must return an instance of the scene's class or a subclass; init(coder:) of \(String(reflecting: type)) is used instead."))
                controller = nil
            }
        }
        if controller == nil {
            controller = type.init(coder: coder)
        }
        guard let controller else {
            runtime.report(document.error(.invalidValue, at: object,
                                          "\(String(reflecting: type)).init(coder:) returned nil for \(object.summary); no view controller was created."))
            return nil
        }
        if instances[object.id] !== controller { register(controller, for: object) }
        return controller
    }

    static func isKind(_ object: AnyObject, of type: AnyClass) -> Bool {
        var current: AnyClass? = Swift.type(of: object)
        while let candidate = current {
            if candidate == type { return true }
            current = _getSuperclass(candidate)
        }
        return false
    }

    func coder(for object: IBObject) -> InterfaceBuilderCoder {
        InterfaceBuilderCoder(object: object, session: self, colors: document.colors, fileName: document.fileName)
    }

    private func register(_ object: UIResponder, for archived: IBObject) {
        instances[archived.id] = object
        created.append((archived.order, object))
    }

    // MARK: Decoding state (called from the classes' init(coder:))

    /// Sets a view's archived state and creates and adds its subviews.
    func decode(_ view: UIView, from object: IBObject) {
        register(view, for: object)
        if let rect = object.property("rect", key: "frame") {
            if let x = rect.number("x"), let y = rect.number("y"), let width = rect.number("width"),
               let height = rect.number("height"), width >= 0, height >= 0 {
                view.storedFrame = CGRect(x: x, y: y, width: width, height: height)
            } else {
                runtime.report(document.error(.invalidValue, at: object, line: rect.line,
                                              "the frame of \(object.summary) is not four finite numbers with a non-negative size; the view gets a zero frame."))
            }
        }
        if let tag = object["tag"] { view.tag = Int(tag) ?? 0 }
        if let hidden = flag(object, "hidden") { view.isHidden = hidden }
        if let alpha = object["alpha"].flatMap(Double.init), alpha.isFinite { view.alpha = CGFloat(min(max(alpha, 0), 1)) }
        if let enabled = flag(object, "userInteractionEnabled") { view.isUserInteractionEnabled = enabled }
        if let clips = flag(object, "clipsSubviews") { view.clipsToBounds = clips }
        if let identifier = object.property("accessibility")?["identifier"] { view.accessibilityIdentifier = identifier }
        if let identifier = object["restorationIdentifier"] { view.restorationIdentifier = identifier }
        if let color = color(object, key: "backgroundColor") { view.backgroundColor = color }
        for child in object.children where child.role == .view && isPlacedInSuperview(child) {
            if let subview = makeView(child) {
                view.addSubviewMechanism(subview)
            }
        }
        if let control = view as? UIControl {
            decodeControl(control, from: object)
        }
        if let tableView = view as? UITableView {
            installPrototypes(of: object, in: tableView)
        }
    }

    /// A control's state, and a button's type and titles (`<state key="normal" title=…>`,
    /// or the title of its `<buttonConfiguration>`).
    private func decodeControl(_ control: UIControl, from object: IBObject) {
        if let enabled = flag(object, "enabled") { control.isEnabled = enabled }
        if let selected = flag(object, "selected") { control.isSelected = selected }
        if let highlighted = flag(object, "highlighted") { control.isHighlighted = highlighted }
        guard let button = control as? UIButton else { return }
        switch object["buttonType"] {
        case "system", "roundedRect": button.buttonType = .system
        case "detailDisclosure": button.buttonType = .detailDisclosure
        case "infoLight": button.buttonType = .infoLight
        case "infoDark": button.buttonType = .infoDark
        case "contactAdd": button.buttonType = .contactAdd
        case "close": button.buttonType = .close
        default: button.buttonType = .custom
        }
        let states: [String: UIControl.State] = ["normal": .normal, "highlighted": .highlighted,
                                                 "selected": .selected, "disabled": .disabled]
        for element in object.properties where element.name == "state" {
            if let key = element.key, let state = states[key], let title = element["title"] {
                button.setTitle(title, for: state)
            }
        }
        if button.title(for: .normal) == nil, let title = object.property("buttonConfiguration")?["title"] {
            button.setTitle(title, for: .normal)
        }
    }

    /// Whether a nested view is one of its parent's subviews (a prototype cell, a
    /// controller's root view or a navigation bar is not).
    private func isPlacedInSuperview(_ child: IBObject) -> Bool {
        guard let parent = child.parent else { return false }
        if parent.subviews.contains(where: { $0 === child }) { return true }
        guard let key = child.key, parent.role == .view else { return false }
        return IBElementCatalog.viewKeys.contains(key) && key != "view"
    }

    /// Sets a view controller's archived state; its view loads later, in `loadView()`.
    func decode(_ controller: UIViewController, from object: IBObject) {
        register(controller, for: object)
        if let title = object["title"] { controller.title = title }
        if let style = object["modalPresentationStyle"].flatMap(IBInstantiation.presentationStyle) {
            controller.modalPresentationStyle = style
        }
        if let style = object["modalTransitionStyle"].flatMap(IBInstantiation.transitionStyle) {
            controller.modalTransitionStyle = style
        }
        if let defines = flag(object, "definesPresentationContext") { controller.definesPresentationContext = defines }
        if let modal = flag(object, "modalInPresentation") { controller.isModalInPresentation = modal }
        if let identifier = object["restorationIdentifier"] {
            controller.restorationIdentifier = identifier
        } else if flag(object, "useStoryboardIdentifierAsRestorationIdentifier") == true {
            controller.restorationIdentifier = object["storyboardIdentifier"]
        }
        controller.storedStoryboard = IBArchivedController(storyboard: storyboard, document: document, object: object, bundle: bundle)
        if let root = object.rootView {
            controller.nibName = "\(object.id)-view-\(root.id)"
            controller.nibBundle = bundle
            let document = self.document
            let storyboard = self.storyboard
            let bundle = self.bundle
            controller.archivedViewLoader = { controller in
                IBInstantiation.loadView(of: controller, from: object, document: document, storyboard: storyboard, bundle: bundle)
            }
        }
    }

    /// A presentation style as Interface Builder writes it (`fullScreen`).
    static func presentationStyle(_ name: String) -> UIModalPresentationStyle? {
        switch name {
        case "fullScreen": return .fullScreen
        case "pageSheet": return .pageSheet
        case "formSheet": return .formSheet
        case "currentContext": return .currentContext
        case "custom": return .custom
        case "overFullScreen": return .overFullScreen
        case "overCurrentContext": return .overCurrentContext
        case "popover": return .popover
        case "automatic": return .automatic
        default: return nil
        }
    }

    /// A transition style as Interface Builder writes it (`crossDissolve`).
    static func transitionStyle(_ name: String) -> UIModalTransitionStyle? {
        switch name {
        case "coverVertical": return .coverVertical
        case "flipHorizontal": return .flipHorizontal
        case "crossDissolve": return .crossDissolve
        case "partialCurl": return .partialCurl
        default: return nil
        }
    }

    func flag(_ object: IBObject, _ attribute: String) -> Bool? {
        switch object[attribute] {
        case "YES": return true
        case "NO": return false
        default: return nil
        }
    }

    /// The colour of a `<color key=…>` of an object, reporting one that cannot be resolved.
    func color(_ object: IBObject, key: String) -> UIColor? {
        guard let element = object.property("color", key: key) else { return nil }
        switch IBColorParser.color(element, resources: document.colors) {
        case .success(let color):
            return color
        case .failure(.unknownName(let name)):
            runtime.report(document.error(.invalidValue, at: object, line: element.line,
                                          "the \(key) of \(object.summary) names the colour \"\(name)\", which the file's <resources> do not define; the colour is left unset."))
            return nil
        case .failure(.noComponents):
            runtime.report(document.error(.invalidValue, at: object, line: element.line,
                                          "the \(key) of \(object.summary) has no usable components; the colour is left unset."))
            return nil
        }
    }

    // MARK: Awakening

    /// Sends `awakeFromNib()` to every object created, in document order.
    func awakeObjects() {
        let objects = created.sorted { $0.order < $1.order }
        created.removeAll()
        for (_, object) in objects {
            if let controller = object as? UIViewController {
                controller.deliverAwakeFromNib()
            } else if let view = object as? UIView {
                view.deliverAwakeFromNib()
            }
        }
    }
}

extension InterfaceBuilderCoder: ArchiveDecoding, ControllerArchiveDecoding {
    @MainActor func decodeState(of view: UIView) {
        session.decode(view, from: object)
    }

    @MainActor func decodeState(of controller: UIViewController) {
        session.decode(controller, from: object)
    }
}

/// What a view controller created from a file remembers of it: its storyboard, its scene's
/// object (for segues) and its file.
@MainActor
final class IBArchivedController {
    let storyboard: UIStoryboard?
    let document: IBDocument
    let object: IBObject
    let bundle: Bundle?

    init(storyboard: UIStoryboard?, document: IBDocument, object: IBObject, bundle: Bundle?) {
        self.storyboard = storyboard
        self.document = document
        self.object = object
        self.bundle = bundle
    }
}
