import HeadlessCore
import Foundation

/// Turns the element tree of an Interface Builder file into an ``IBDocument``: scenes,
/// objects, subviews, connections and resources.
struct IBDocumentBuilder {
    let fileName: String
    private var objectsByID: [String: IBObject] = [:]
    private var order = 0

    init(fileName: String) {
        self.fileName = fileName
    }

    mutating func build(_ root: IBElement) throws -> IBDocument {
        let kind = try documentKind(root)
        let document = IBDocument(fileName: fileName, kind: kind, line: root.line,
                                  initialViewControllerID: root["initialViewController"])
        if let resources = root.child("resources") {
            document.colors = IBColorParser.resourceColors(resources)
            for image in resources.children where image.name == "image" {
                guard let name = image["name"] else { continue }
                document.imageSizes[name] = CGSize(width: image.number("width") ?? 0, height: image.number("height") ?? 0)
            }
        }
        switch kind {
        case .storyboard:
            for scene in root.child("scenes")?.children ?? [] where scene.name == "scene" {
                let objects = try topLevelObjects(scene.child("objects"))
                document.scenes.append(IBScene(id: scene["sceneID"] ?? "", objects: objects))
            }
        case .xib:
            document.topLevelObjects = try topLevelObjects(root.child("objects"))
        }
        document.objectsByID = objectsByID
        return document
    }

    private func documentKind(_ root: IBElement) throws -> IBDocument.Kind {
        let type = root["type"] ?? ""
        guard root.name == "document", type == IBDocument.storyboardType || type == IBDocument.xibType else {
            throw InterfaceBuilderError(.unsupportedDocument, file: fileName, line: root.line,
                                        message: "the root element is <\(root.name)\(type.isEmpty ? "" : " type=\"\(type)\"")>, not an iOS storyboard or xib (<document type=\"\(IBDocument.storyboardType)\"> or \"\(IBDocument.xibType)\").")
        }
        guard root["version"] == "3.0" else {
            throw InterfaceBuilderError(.unsupportedDocument, file: fileName, line: root.line,
                                        message: "the document version is \(root["version"].map { "\"\($0)\"" } ?? "missing"); only version 3.0 (Xcode 5 and later) is read. Open and save the file in a current Xcode.")
        }
        if let runtime = root["targetRuntime"], !runtime.hasPrefix("iOS.CocoaTouch") {
            throw InterfaceBuilderError(.unsupportedDocument, file: fileName, line: root.line,
                                        message: "the document targets \"\(runtime)\"; only iOS (iOS.CocoaTouch) documents are read.")
        }
        return type == IBDocument.storyboardType ? .storyboard : .xib
    }

    private mutating func topLevelObjects(_ container: IBElement?) throws -> [IBObject] {
        var objects: [IBObject] = []
        for element in container?.children ?? [] {
            guard let id = element.id else { continue }
            guard !IBElementCatalog.ignoredObjects.contains(element.name) else { continue }
            objects.append(try makeObject(element, id: id, role: role(ofTopLevel: element), parent: nil))
        }
        return objects
    }

    private func role(ofTopLevel element: IBElement) -> IBObject.Role {
        switch element.name {
        case "placeholder": return .placeholder
        case "exit": return .exit
        case "viewControllerPlaceholder": return .storyboardReference
        case let name where IBElementCatalog.controllers.contains(name): return .controller
        case let name where IBElementCatalog.views.contains(name): return .view
        default: return .other
        }
    }

    private mutating func makeObject(_ element: IBElement, id: String, role: IBObject.Role, parent: IBObject?) throws -> IBObject {
        let object = IBObject(element: element, id: id, role: role)
        if let existing = objectsByID[id] {
            throw InterfaceBuilderError(.duplicateID, file: fileName, line: element.line, objectID: id,
                                        message: "the id \(id) is already used by \(existing.summary) at line \(existing.line). Every object needs its own id; give this one a new id.")
        }
        objectsByID[id] = object
        order += 1
        object.order = order
        object.parent = parent
        if role == .view && !IBElementCatalog.modelledViews.contains(element.name)
            && IBElementCatalog.standInViews[element.name] == nil {
            object.isUnsupported = true
        }
        if role == .controller && !IBElementCatalog.modelledControllers.contains(element.name) {
            object.isUnsupported = true
        }
        for child in element.children {
            try addChild(child, to: object)
        }
        return object
    }

    private mutating func addChild(_ child: IBElement, to object: IBObject) throws {
        switch child.name {
        case "connections":
            for connection in child.children {
                if let parsed = try self.connection(connection, source: object) { object.connections.append(parsed) }
            }
        case "subviews":
            for view in child.children {
                guard let id = view.id else { continue }
                let subview = try makeObject(view, id: id, role: .view, parent: object)
                subview.isSubview = true
                object.subviews.append(subview)
            }
        case "prototypes":
            for cell in child.children {
                guard let id = cell.id else { continue }
                let prototype = try makeObject(cell, id: id, role: .view, parent: object)
                prototype.isPrototype = true
                object.prototypes.append(prototype)
            }
        case "sections":
            // A static table: its cells load as the table view's subviews, and become its rows
            // (IBInstantiation.installStaticSections).
            for section in child.children {
                var cells: [IBObject] = []
                for cell in section.child("cells")?.children ?? [] {
                    guard let id = cell.id else { continue }
                    let staticCell = try makeObject(cell, id: id, role: .view, parent: object)
                    staticCell.isSubview = true
                    object.subviews.append(staticCell)
                    cells.append(staticCell)
                }
                object.staticSections.append((section["headerTitle"], section["footerTitle"], cells))
            }
        case "constraints":
            // Constraints the view holds (Xcode's placeholder constraints are removed at build
            // time, and so are left out here).
            for element in child.children where element.name == "constraint" && element.flag("placeholder") != true {
                guard let id = element.id else { continue }
                object.constraints.append(try makeObject(element, id: id, role: .other, parent: object))
            }
        case "viewLayoutGuide":
            if let id = child.id { object.layoutGuides.append(try makeObject(child, id: id, role: .other, parent: object)) }
        case "layoutGuides":
            for element in child.children where element.name == "layoutGuide" || element.name == "viewControllerLayoutGuide" {
                guard let id = element.id else { continue }
                object.layoutGuides.append(try makeObject(element, id: id, role: .other, parent: object))
            }
        case "variation":
            object.variations.append(child)
        case let name where IBElementCatalog.ignoredContainers.contains(name) || IBElementCatalog.ignoredObjects.contains(name):
            break
        default:
            if let id = child.id {
                let isView = child.key.map(IBElementCatalog.viewKeys.contains) ?? false
                    || IBElementCatalog.views.contains(child.name)
                let nested = try makeObject(child, id: id, role: isView ? .view : .other, parent: object)
                if child.key != nil {
                    object.keyed.append(nested)
                } else {
                    object.nested.append(nested)
                }
            } else if child.children.contains(where: { $0.id != nil }) && child.name != "userDefinedRuntimeAttributes" {
                // A list of objects (`toolbarItems`, `items`, `gestureRecognizers`).
                for item in child.children {
                    guard let id = item.id, !IBElementCatalog.ignoredObjects.contains(item.name) else { continue }
                    let listed = try makeObject(item, id: id, role: .other, parent: object)
                    listed.listName = child.name
                    object.nested.append(listed)
                }
            } else {
                object.properties.append(child)
            }
        }
    }

    private mutating func connection(_ element: IBElement, source: IBObject) throws -> IBConnection? {
        let kind: IBConnection.Kind
        switch element.name {
        case "outlet":
            kind = .outlet(property: try required("property", of: element, source: source))
        case "outletCollection":
            kind = .outletCollection(property: try required("property", of: element, source: source))
        case "action":
            kind = .action(selector: try required("selector", of: element, source: source), eventType: element["eventType"])
        case "segue":
            kind = .segue(IBSegue(kind: element["kind"] ?? "custom", identifier: element["identifier"],
                                  relationship: element["relationship"], unwindAction: element["unwindAction"],
                                  customClass: element["customClass"], customModule: element["customModule"],
                                  modalPresentationStyle: element["modalPresentationStyle"],
                                  modalTransitionStyle: element["modalTransitionStyle"],
                                  animates: element.flag("animates") ?? true,
                                  destinationCreationSelector: element["destinationCreationSelector"]))
        default:
            return nil
        }
        let destination = try required("destination", of: element, source: source)
        return IBConnection(kind: kind, sourceID: source.id, destinationID: destination,
                            id: element.id ?? "", line: element.line)
    }

    private func required(_ attribute: String, of element: IBElement, source: IBObject) throws -> String {
        guard let value = element[attribute], !value.isEmpty else {
            throw InterfaceBuilderError(.unknownDestination, file: fileName, line: element.line, objectID: element.id ?? source.id,
                                        message: "the <\(element.name)> of \(source.summary) (id \(source.id)) has no \(attribute) attribute. Remove the connection in Xcode's Connections inspector and connect it again.")
        }
        return value
    }
}
