import HeadlessCore
import Foundation

/// Making a file's connections between the objects of one instantiation.
///
/// - Outlets and outlet collections: the source's property named in the file gets the
///   destination, through ``Outlet`` and ``OutletCollection`` wrappers found by `Mirror`, or
///   UIKit's own outlets (a controller's `view`, a table view's `dataSource` and `delegate`).
/// - Actions: see ``IBActionTarget``.
/// - Segues from a control or a cell: the control's event (or the cell's selection) asks the
///   scene's controller `shouldPerformSegue(withIdentifier:sender:)`, then performs the segue.
///   Containment segues (relationships, embeds) are performed while loading instead.
extension IBInstantiation {
    func connect(_ connections: [(IBObject, IBConnection)]) {
        // Outlets may lead to constraints, which exist once every view of the session does.
        installConstraints()
        for (declaring, connection) in connections {
            switch connection.kind {
            case .outlet(let property):
                connectOutlet(property, declaring, connection, collection: false)
            case .outletCollection(let property):
                connectOutlet(property, declaring, connection, collection: true)
            case .action(let selector, let eventType):
                connectAction(selector, eventType: eventType, declaring, connection)
            case .segue(let segue):
                guard !segue.isContainment else { continue }
                connectSegueTrigger(segue, declaring, connection)
            }
        }
    }

    private func connectOutlet(_ property: String, _ declaring: IBObject, _ connection: IBConnection, collection: Bool) {
        let runtime = HeadlessRuntime.current
        guard let source = instance(connection.sourceID) else {
            // The outlet of an object that is not created (a gesture recognizer's delegate…)
            // is never read by the app: a notice (References §47.4).
            if declaring.role != .placeholder {
                runtime.report(document.error(.notCreated, at: declaring, line: connection.line,
                                              "the outlet \"\(property)\" of \(declaring.summary) is not connected: HeadlessUIKit does not create its object."))
            }
            return
        }
        guard let destination = instance(connection.destinationID) else {
            if !isFirstResponder(connection.destinationID) {
                // The app's object holds an outlet to an element that is not created: the app
                // uses the element, and would find nil there (References §47.4).
                let target = document.objectsByID[connection.destinationID]
                runtime.report(document.error(.notCreatedUsed, at: declaring, line: connection.line,
                                              "the outlet \"\(property)\" of \(Self.describe(source)) is not connected: its destination \(target?.summary ?? connection.destinationID) (id \(connection.destinationID)\(target.map { ", line \($0.line)" } ?? "")) is an element HeadlessUIKit does not create, so the outlet stays nil."))
            }
            return
        }
        switch IBOutletConnector.connect(property, of: source, to: destination, collection: collection) {
        case .connected:
            break
        case .notFound:
            runtime.report(document.error(.unknownDestination, at: declaring, line: connection.line,
                                          "\(Self.describe(source)) is not key value coding-compliant for the key \(property): it has no outlet of that name. Declare it as `@Outlet var \(property): \(Self.className(of: destination))?` (or `@OutletCollection var \(property): [\(Self.className(of: destination))]`), or remove the connection."))
        case .wrongType(let expected):
            runtime.report(document.error(.wrongClass, at: declaring, line: connection.line,
                                          "the outlet \"\(property)\" of \(Self.describe(source)) holds a \(expected), but the file connects it to a \(Self.className(of: destination)). Change the outlet's type or the object's class."))
        }
    }

    private func connectAction(_ selector: String, eventType: String?, _ declaring: IBObject, _ connection: IBConnection) {
        guard let source = instance(connection.sourceID) else {
            reportNotCreated(declaring, connection, what: "the action \"\(selector)\"")
            return
        }
        let target = instance(connection.destinationID)
        let toFirstResponder = isFirstResponder(connection.destinationID)
        if !toFirstResponder {
            guard let target else { return }
            if !HeadlessRuntime.current.responds(target, to: Selector(selector)) {
                HeadlessRuntime.current.report(document.error(.unknownDestination, at: declaring, line: connection.line,
                                                              "the action \"\(selector)\" of \(declaring.summary) goes to \(Self.describe(target)), which has no action of that name; sending it would raise \"unrecognized selector\". Declare it with @IBAction in \(Self.className(of: target)) (ported with `lifecycle port`), or make it conform to IBActionTarget and return the method for \"\(selector)\" from action(named:)."))
            }
        }
        if let item = source as? UIBarButtonItem {
            // As on iOS, the file's action becomes the item's target and action; a tap sends
            // it through the application (nil: up the responder chain) (References §47.2).
            item.target = toFirstResponder ? nil : target
            item.action = Selector(selector)
            return
        }
        IBActionConnector.connect(selector, eventType: eventType, from: source, to: toFirstResponder ? nil : target,
                                  declaring: declaring, document: document)
    }

    private func connectSegueTrigger(_ segue: IBSegue, _ declaring: IBObject, _ connection: IBConnection) {
        guard declaring.role != .controller else { return }
        guard let source = instance(connection.sourceID) else {
            reportNotCreated(declaring, connection, what: "the \(segue.kind) segue \(segue.identifier.map { "\"\($0)\"" } ?? connection.id)")
            return
        }
        let owner = document.owningController(of: declaring)
        let controller = owner.flatMap { instance($0.id) as? UIViewController }
        let trigger = IBSegueTrigger(controller: controller, connection: connection, segue: segue)
        if let cell = source as? UITableViewCell {
            cell.selectionSegues.append(trigger)
        } else if let item = source as? UIBarButtonItem {
            item.storyboardSegue = trigger
        } else if !IBActionConnector.connectSegue(trigger, from: source) {
            HeadlessRuntime.current.report(document.error(.unsupportedElement, at: declaring, line: connection.line,
                                                          "the \(segue.kind) segue \(connection.id) starts from \(declaring.summary), which HeadlessUIKit cannot trigger; perform it with performSegue(withIdentifier:sender:)\(segue.identifier.map { " using \"\($0)\"" } ?? " after giving it an identifier")."))
        }
    }

    /// Reports a connection from an object the runtime does not create (a gesture
    /// recognizer), which therefore never fires: a notice, as nothing can use it
    /// (References §47.4).
    private func reportNotCreated(_ declaring: IBObject, _ connection: IBConnection, what: String) {
        guard declaring.role == .other else { return }
        HeadlessRuntime.current.report(document.error(.notCreated, at: declaring, line: connection.line,
                                                      "\(what) starts from \(declaring.summary), which HeadlessUIKit does not create, so nothing triggers it; perform segues with performSegue(withIdentifier:sender:) and call actions from code."))
    }

    static func describe(_ object: AnyObject) -> String {
        (object as? UIResponder)?.traceName ?? String(describing: type(of: object))
    }

    static func className(of object: AnyObject) -> String { String(describing: type(of: object)) }

    // MARK: Containment segues

    /// Creates the controllers a container's relationship segues lead to and hands them to
    /// the container, in file order.
    func performRelationships(of object: IBObject, container: UIViewController) {
        let relationships = object.connections.compactMap { connection in
            connection.segue.flatMap { $0.kind == "relationship" ? (connection, $0) : nil }
        }
        guard !relationships.isEmpty else { return }
        var children: [String: [UIViewController]] = [:]
        for (connection, segue) in relationships {
            guard let destination = document.objectsByID[connection.destinationID],
                  let child = instantiateDestination(destination) else { continue }
            children[segue.relationship ?? "", default: []].append(child)
        }
        IBRelationships.apply(children, to: container, object: object, document: document)
    }

    /// Creates a segue's destination: a scene of this storyboard, or of the storyboard a
    /// reference names.
    func instantiateDestination(_ destination: IBObject, creator: ((NSCoder) -> UIViewController?)? = nil) -> UIViewController? {
        if let storyboard { return storyboard.instantiate(destination, creator: creator) }
        return IBInstantiation.instantiateScene(destination, document: document, storyboard: nil, bundle: bundle, creator: creator)
    }

    /// Performs the embed segues of the container views among `objects`: the child is
    /// created, the parent prepares for the segue, and the child becomes a child whose view
    /// fills the container view.
    func performEmbeds(in objects: [IBObject], parent: UIViewController) {
        for object in objects {
            for connection in object.connections {
                guard let segue = connection.segue, segue.kind == "embed",
                      let containerView = instance(object.id) as? UIView,
                      let destination = document.objectsByID[connection.destinationID],
                      let child = instantiateDestination(destination) else { continue }
                let storyboardSegue = makeSegue(connection, segue, source: parent, destination: child)
                storyboardSegue.kindPerformer = { segue in
                    IBSegueKinds.embed(segue.destination, in: containerView, of: segue.source)
                }
                parent.deliverPrepare(for: storyboardSegue, sender: nil)
                HeadlessRuntime.current.deliver(storyboardSegue, [parent.traceName, child.traceName])
            }
        }
    }

    /// Creates the `UIStoryboardSegue` (or the file's subclass) for a connection.
    func makeSegue(_ connection: IBConnection, _ segue: IBSegue, source: UIViewController,
                   destination: UIViewController) -> UIStoryboardSegue {
        let type = document.segueClasses[connection.id] as? UIStoryboardSegue.Type ?? UIStoryboardSegue.self
        return type.init(identifier: segue.identifier, source: source, destination: destination)
    }
}
