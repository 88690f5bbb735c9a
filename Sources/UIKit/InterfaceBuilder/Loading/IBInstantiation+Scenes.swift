import HeadlessCore
import Foundation

/// The three ways objects come out of a file: a storyboard scene's view controller, that
/// controller's view when it loads, and a xib's objects.
///
/// A storyboard scene is loaded in two steps, as UIKit compiles it into two nibs:
/// instantiating the scene creates the controller (`init(coder:)`), creates the controllers
/// its relationship segues lead to (a navigation controller's root, a tab bar controller's
/// tabs, each fully instantiated in turn), makes the connections that do not involve the
/// view, and sends `awakeFromNib()`; the view hierarchy is decoded only when the controller's
/// default `loadView()` runs, which creates the views, makes the connections that involve
/// them (the controller's outlets to its subviews, actions, segue triggers), assigns `view`,
/// sends the views `awakeFromNib()`, and performs the embed segues of container views, so
/// the parent's `prepare(for:sender:)` and the child's `viewDidLoad()` come before the
/// parent's `viewDidLoad()`.
extension IBInstantiation {
    // MARK: Scenes

    /// Instantiates a scene's view controller.
    static func instantiateScene(_ object: IBObject, document: IBDocument, storyboard: UIStoryboard?, bundle: Bundle?,
                                 creator: ((NSCoder) -> UIViewController?)?) -> UIViewController? {
        let session = IBInstantiation(document: document, storyboard: storyboard, bundle: bundle)
        session.setScenePlaceholders(of: object)
        guard let controller = session.makeController(object, creator: creator) else { return nil }
        session.performRelationships(of: object, container: controller)
        let viewIDs = Set(viewPhaseObjects(of: object, document: document).map(\.id))
        let controllerSide = object.subtree.filter { !viewIDs.contains($0.id) }
        session.connect(controllerSide.flatMap { declaring in
            declaring.connections.filter { !viewIDs.contains($0.destinationID) }.map { (declaring, $0) }
        })
        session.awakeObjects()
        return controller
    }

    /// The objects loaded with a controller's view: its root view and, in a storyboard, the
    /// views in its scene's dock, with everything inside them.
    static func viewPhaseObjects(of controller: IBObject, document: IBDocument) -> [IBObject] {
        var roots: [IBObject] = controller.rootView.map { [$0] } ?? []
        if controller.parent == nil, let scene = document.scene(containing: controller) {
            roots += scene.objects.filter { $0.role == .view }
        }
        return roots.flatMap(\.subtree)
    }

    /// Loads a controller's archived view in its default `loadView()`.
    static func loadView(of controller: UIViewController, from object: IBObject, document: IBDocument,
                         storyboard: UIStoryboard?, bundle: Bundle?) -> Bool {
        guard let rootObject = object.rootView else { return false }
        guard IBNestingGuard.enter(object, of: document, doing: "loading the view of") else { return false }
        defer { IBNestingGuard.leave() }
        let session = IBInstantiation(document: document, storyboard: storyboard, bundle: bundle)
        session.setScenePlaceholders(of: object)
        session.setPlaceholder(object.id, to: controller)
        guard let root = session.makeView(rootObject) else { return false }
        if object.parent == nil, let scene = document.scene(containing: object) {
            for dockView in scene.objects where dockView.role == .view {
                _ = session.makeView(dockView)
            }
        }
        controller.view = root
        let viewObjects = viewPhaseObjects(of: object, document: document)
        let viewIDs = Set(viewObjects.map(\.id))
        let controllerSide = object.subtree.filter { !viewIDs.contains($0.id) }
        session.connect(viewObjects.flatMap { declaring in declaring.connections.map { (declaring, $0) } }
            + controllerSide.flatMap { declaring in
                declaring.connections.filter { viewIDs.contains($0.destinationID) }.map { (declaring, $0) }
            })
        session.awakeObjects()
        session.performEmbeds(in: viewObjects, parent: controller)
        return true
    }

    /// Sets the scene's First Responder and Exit placeholders.
    private func setScenePlaceholders(of controller: IBObject) {
        guard let scene = document.scene(containing: controller) else { return }
        for object in scene.objects {
            switch object.role {
            case .placeholder where object["placeholderIdentifier"] == "IBFirstResponder":
                setFirstResponderPlaceholder(object.id)
            default:
                break
            }
        }
    }

    // MARK: Nibs

    /// Instantiates a xib's objects with an owner; returns the top-level objects.
    static func instantiateNib(_ document: IBDocument, bundle: Bundle?, owner: AnyObject?,
                               externalObjects: [String: Any]) -> [Any] {
        let session = IBInstantiation(document: document, storyboard: nil, bundle: bundle)
        var deferred: Set<String> = []
        for object in document.topLevelObjects where object.role == .placeholder {
            switch object["placeholderIdentifier"] {
            case "IBFilesOwner":
                session.setPlaceholder(object.id, to: owner)
            case "IBFirstResponder":
                session.setFirstResponderPlaceholder(object.id)
            case let identifier?:
                if let external = externalObjects[identifier] {
                    session.setPlaceholder(object.id, to: external as AnyObject)
                } else {
                    HeadlessRuntime.current.report(document.error(.unknownDestination, at: object,
                                                                  "the nib's external object \"\(identifier)\" was not supplied; pass it in options[.externalObjects][\"\(identifier)\"]. Its connections are not made."))
                }
            case nil:
                break
            }
        }
        var topLevel: [Any] = []
        for object in document.topLevelObjects {
            switch object.role {
            case .view:
                if let view = session.makeView(object) { topLevel.append(view) }
            case .controller:
                if let controller = session.makeController(object) { topLevel.append(controller) }
                for view in object.rootView?.subtree ?? [] { deferred.insert(view.id) }
            case .other:
                HeadlessRuntime.current.report(document.error(.notCreated, at: object,
                                                              "<\(object.elementName)> is not an object HeadlessUIKit creates; it is left out of the nib's objects."))
            case .placeholder, .exit, .storyboardReference:
                break
            }
        }
        var connections: [(IBObject, IBConnection)] = []
        for object in document.objectsByID.values.sorted(by: { $0.order < $1.order }) where !deferred.contains(object.id) {
            for connection in object.connections where !deferred.contains(connection.destinationID) {
                connections.append((object, connection))
            }
        }
        session.connect(connections)
        session.awakeObjects()
        return topLevel
    }

    // MARK: Prototype cells

    /// Creates a cell from a table view's prototype, connected to the scene's controller.
    static func instantiatePrototype(_ prototype: IBObject, document: IBDocument, storyboard: UIStoryboard?,
                                     bundle: Bundle?, controllerID: String?, controller: UIViewController?) -> UITableViewCell? {
        let session = IBInstantiation(document: document, storyboard: storyboard, bundle: bundle)
        if let controllerID { session.setPlaceholder(controllerID, to: controller) }
        if let owner = document.owningController(of: prototype) { session.setScenePlaceholders(of: owner) }
        guard let cell = session.makeView(prototype) as? UITableViewCell else { return nil }
        session.connect(prototype.subtree.flatMap { declaring in declaring.connections.map { (declaring, $0) } })
        session.awakeObjects()
        return cell
    }

    /// Gives a table view the factory that makes cells from its prototypes.
    func installPrototypes(of object: IBObject, in tableView: UITableView) {
        guard !object.prototypes.isEmpty else { return }
        let owner = document.owningController(of: object)
        weak let controller = owner.flatMap { instance($0.id) as? UIViewController }
        let document = self.document
        let storyboard = self.storyboard
        let bundle = self.bundle
        let prototypes = object.prototypes
        tableView.prototypeFactory = { identifier in
            guard let prototype = prototypes.first(where: { $0["reuseIdentifier"] == identifier }) else { return nil }
            return IBInstantiation.instantiatePrototype(prototype, document: document, storyboard: storyboard, bundle: bundle,
                                                        controllerID: owner?.id, controller: controller)
        }
    }

    /// Makes a static table's cells its rows: they leave the table's subviews (where they were
    /// loaded, connected like any view) and become its static sections, shown as rows.
    func installStaticSections(of object: IBObject, in tableView: UITableView) {
        guard !object.staticSections.isEmpty else { return }
        var sections: [[UITableViewCell]] = []
        for section in object.staticSections {
            let cells = section.cells.compactMap { instance($0.id) as? UITableViewCell }
            for cell in cells { cell.removeFromSuperview() }
            sections.append(cells)
        }
        tableView.staticHeaderTitles = object.staticSections.map(\.headerTitle)
        tableView.staticFooterTitles = object.staticSections.map(\.footerTitle)
        tableView.staticSections = sections
    }
}
