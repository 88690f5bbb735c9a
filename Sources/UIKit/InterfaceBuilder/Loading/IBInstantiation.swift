import HeadlessCore
import Foundation

/// One instantiation of objects from an Interface Builder file: a nib's objects, a
/// storyboard scene's view controller, or a scene's view when the controller loads it.
///
/// The order follows UIKit's nib loading (References §9.1):
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
    /// Views decoded with `<constraints>`, made once every view of the session exists
    /// (IBInstantiation+Constraints.swift).
    var viewsWithConstraints: [(view: UIView, object: IBObject)] = []
    /// Views decoded with size-class `<variation>`s, applied once every constraint of the
    /// session exists (IBInstantiation+Variations.swift).
    var viewsWithVariations: [(view: UIView, object: IBObject)] = []
    var runtime: HeadlessRuntime { HeadlessRuntime.current }

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

    func register(_ object: UIResponder, for archived: IBObject) {
        instances[archived.id] = object
        created.append((archived.order, object))
    }

    /// Records a created object that is not a responder (a bar item, a navigation item), so
    /// that connections can name it.
    func registerItem(_ object: AnyObject, for archived: IBObject) {
        instances[archived.id] = object
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
