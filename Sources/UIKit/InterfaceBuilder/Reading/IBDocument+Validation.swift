import HeadlessCore

/// The checks a document passes before anything is created from it.
///
/// Errors (thrown): an initial view controller that does not exist, a connection to an id
/// that is not in the file, a segue to something that is not a view controller, and
/// containment segues (relationships and embeds, which are followed while their source is
/// created or loaded) that lead back to where they started. Warnings (kept in
/// ``IBDocument/warnings``): elements the runtime does not model.
extension IBDocument {
    func validate() throws {
        if let initial = initialViewControllerID {
            guard let object = objectsByID[initial], object.role == .controller || object.role == .storyboardReference else {
                throw InterfaceBuilderError(.missingInitialViewController, file: fileName, line: line, objectID: initial,
                                            message: "the initial view controller is \(initial), which is not a view controller in this storyboard. Select a view controller and check \"Is Initial View Controller\" in the Attributes inspector.")
            }
        }
        for object in objectsByID.values.sorted(by: { $0.order < $1.order }) {
            for connection in object.connections {
                try validate(connection, of: object)
            }
            if object.isUnsupported && isCreated(object) {
                let kept = object.role == .controller ? "UIViewController"
                    : IBElementCatalog.plainControls.contains(object.elementName) ? "UIControl" : "UIView"
                warnings.append(error(.notCreated, at: object,
                                      "<\(object.elementName)> is not an element HeadlessUIKit models; it is kept as a plain \(kept)\(object.role == .controller ? "" : " with its subviews")."))
            } else if isLeftOut(object) {
                warnings.append(error(.notCreated, at: object,
                                      "\(object.summary) is not an element HeadlessUIKit creates; it is left out. This is a notice while nothing uses it; an outlet of the app connected to it, or a step that acts on it, is an error."))
            }
        }
        try checkContainmentCycles()
    }

    private func validate(_ connection: IBConnection, of source: IBObject) throws {
        guard let destination = objectsByID[connection.destinationID] else {
            throw error(.unknownDestination, at: source, line: connection.line,
                        "the \(describe(connection)) of \(source.summary) leads to the id \(connection.destinationID), which is not in the file. Delete the connection in the Connections inspector and connect it again.")
        }
        guard let segue = connection.segue else { return }
        if segue.kind == "unwind" {
            guard destination.role == .exit || destination.role == .controller else {
                throw error(.unknownDestination, at: source, line: connection.line,
                            "the unwind segue \(connection.id) leads to \(destination.summary) (id \(destination.id)), not to the scene's Exit.")
            }
            return
        }
        guard destination.role == .controller || destination.role == .storyboardReference else {
            throw error(.unknownDestination, at: source, line: connection.line,
                        "the \(segue.kind) segue \(connection.id) leads to \(destination.summary) (id \(destination.id)), which is not a view controller. Segues lead to view controllers or storyboard references.")
        }
    }

    /// Whether loading creates the object: a scene's or xib's object, a subview, a cell, a
    /// controller's root view or a cell's content view (not, say, a navigation bar).
    private func isCreated(_ object: IBObject) -> Bool {
        guard object.parent != nil else { return true }
        if object.isSubview || object.isPrototype { return true }
        guard let key = object.key else { return false }
        return IBElementCatalog.viewKeys.contains(key)
    }

    /// Whether the object is one loading leaves out: an object that is neither a view, a
    /// controller, a placeholder, a bar item, a constraint nor a layout guide (a gesture
    /// recognizer, a collection view layout, a custom object…). Only the outermost is reported:
    /// what is inside it goes with it (References §47.4). A xib's top-level objects are
    /// reported when the nib is instantiated.
    func isLeftOut(_ object: IBObject) -> Bool {
        guard isLeftOutElement(object) else { return false }
        guard let parent = object.parent else { return kind == .storyboard }
        return !isLeftOutElement(parent)
    }

    private func isLeftOutElement(_ object: IBObject) -> Bool {
        object.role == .other && !IBElementCatalog.createdItems.contains(object.elementName)
            && !IBElementCatalog.madeWithViews.contains(object.elementName)
    }

    private func describe(_ connection: IBConnection) -> String {
        switch connection.kind {
        case .outlet(let property): return "outlet \"\(property)\""
        case .outletCollection(let property): return "outlet collection \"\(property)\""
        case .action(let selector, _): return "action \"\(selector)\""
        case .segue(let segue): return "\(segue.kind) segue\(segue.identifier.map { " \"\($0)\"" } ?? "")"
        }
    }

    /// The controller that a containment segue declared on `object` belongs to: the object
    /// itself, or the controller whose view contains it.
    func owningController(of object: IBObject) -> IBObject? {
        var current: IBObject? = object
        while let candidate = current {
            if candidate.role == .controller { return candidate }
            current = candidate.parent
        }
        return nil
    }

    private func checkContainmentCycles() throws {
        var edges: [String: [(String, IBConnection)]] = [:]
        for object in objectsByID.values {
            for connection in object.connections {
                guard let segue = connection.segue, segue.isContainment,
                      let owner = owningController(of: object) else { continue }
                edges[owner.id, default: []].append((connection.destinationID, connection))
            }
        }
        // Depth-first, with an explicit stack: a chain of thousands of containment segues
        // must not overflow the call stack.
        var state: [String: Int] = [:]   // 1 = on the path, 2 = done
        var path: [String] = []
        var frames: [(id: String, next: Int)] = []
        for start in edges.keys.sorted() where state[start] == nil {
            state[start] = 1
            path.append(start)
            frames.append((start, 0))
            while let frame = frames.last {
                let outgoing = edges[frame.id] ?? []
                guard frame.next < outgoing.count else {
                    frames.removeLast()
                    path.removeLast()
                    state[frame.id] = 2
                    continue
                }
                frames[frames.count - 1].next += 1
                let (next, connection) = outgoing[frame.next]
                if state[next] == 1 {
                    let cycle = path.drop { $0 != next } + [next]
                    throw error(.cyclicHierarchy, at: objectsByID[frame.id], line: connection.line,
                                "containment segues form a cycle: \(cycle.joined(separator: " → ")). A view controller cannot contain itself; remove one of these relationship or embed segues.")
                }
                if state[next] == nil {
                    state[next] = 1
                    path.append(next)
                    frames.append((next, 0))
                }
            }
        }
    }
}
