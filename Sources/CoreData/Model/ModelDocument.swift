import Foundation
#if canImport(FoundationXML)
import FoundationXML
#endif

/// A problem in a model file: where, and what.
package struct ModelProblem: Error, Equatable, Sendable, CustomStringConvertible {
    package var file: String
    package var line: Int
    package var message: String

    package init(file: String, line: Int, message: String) {
        self.file = file
        self.line = line
        self.message = message
    }

    package var description: String { "\(file):\(line): \(message)" }
}

/// A model read from the XML Xcode writes (`<model><entity><attribute/><relationship/>`):
/// its entities, with relationships, inverses and superentities resolved, and the problems
/// met (References §60.1). The parser is Foundation's event parser, so the depth of the input
/// costs no stack of ours.
package struct ModelDocument {
    package var entities: [NSEntityDescription] = []
    package var problems: [ModelProblem] = []
    /// The model file read (the `contents` of the current version).
    package var file: String = ""

    /// The model at `url` (`.xcdatamodeld`, `.xcdatamodel`, `.momd`, `.mom`, or a `contents`
    /// file). Throws the first problem when no model file is found or it does not parse.
    package static func load(at url: URL) throws(ModelProblem) -> ModelDocument {
        let file = try contentsFile(of: url)
        guard let data = FileManager.default.contents(atPath: file.path) else {
            throw ModelProblem(file: file.path, line: 0, message: "cannot read the model file")
        }
        let document = parse(data, file: file.path)
        if let fatal = document.problems.first, document.entities.isEmpty { throw fatal }
        return document
    }

    /// The `contents` file of the model at `url`: for a `.xcdatamodeld`, that of the version
    /// its `.xccurrentversion` names (else the last version by name).
    package static func contentsFile(of url: URL) throws(ModelProblem) -> URL {
        let manager = FileManager.default
        var isFolder: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isFolder) else {
            throw ModelProblem(file: url.path, line: 0, message: "no model here")
        }
        guard isFolder.boolValue else { return url }
        let direct = url.appendingPathComponent("contents")
        if manager.fileExists(atPath: direct.path) { return direct }
        let versions = ((try? manager.contentsOfDirectory(atPath: url.path)) ?? [])
            .filter { $0.hasSuffix(".xcdatamodel") || $0.hasSuffix(".mom") }.sorted()
        var chosen = versions.last
        let current = url.appendingPathComponent(".xccurrentversion")
        if let data = manager.contents(atPath: current.path),
           let plist = try? PropertyListSerialization.propertyList(from: data, format: nil) as? [String: Any],
           let name = plist["_XCCurrentVersionName"] as? String {
            if versions.contains(name) {
                chosen = name
            } else {
                throw ModelProblem(file: current.path, line: 0, message: "the current version is named \"\(name)\", which the model folder does not hold (it holds \(versions.isEmpty ? "no version" : versions.joined(separator: ", ")))")
            }
        }
        guard let chosen else { throw ModelProblem(file: url.path, line: 0, message: "the model folder holds no .xcdatamodel version") }
        return url.appendingPathComponent(chosen).appendingPathComponent("contents")
    }

    /// Reads the XML of a model file; `file` names it in problems.
    package static func parse(_ data: Data, file: String) -> ModelDocument {
        let reader = ModelXMLReader(file: file)
        let parser = XMLParser(data: data)
        parser.delegate = reader
        parser.shouldResolveExternalEntities = false
        if !parser.parse(), reader.problems.isEmpty {
            let error = parser.parserError.map { "\($0.localizedDescription)" } ?? "unknown error"
            reader.problems.append(ModelProblem(file: file, line: parser.lineNumber, message: "the model does not parse as XML (\(error))"))
        }
        var document = ModelDocument()
        document.file = file
        document.problems = reader.problems
        guard reader.sawModel else {
            if document.problems.isEmpty {
                document.problems.append(ModelProblem(file: file, line: 1, message: "the file has no <model> element; it is not a Core Data model"))
            }
            return document
        }
        document.entities = reader.entities
        document.resolve(lines: reader.lines)
        return document
    }

    /// Links relationships to their destinations and inverses, and entities to their parents.
    private mutating func resolve(lines: [ObjectIdentifier: Int]) {
        let byName = Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
        for entity in entities {
            if let parent = entity.parentEntityName {
                if let superentity = byName[parent] {
                    entity.superentity = superentity
                    superentity.subentities.append(entity)
                } else {
                    problems.append(ModelProblem(file: file, line: lines[ObjectIdentifier(entity)] ?? 0,
                                                 message: "entity \(entity.name ?? "?") names the parent entity \(parent), which the model does not have"))
                }
            }
        }
        for entity in entities {
            for case let relationship as NSRelationshipDescription in entity.properties where relationship.entity === entity {
                let line = lines[ObjectIdentifier(relationship)] ?? 0
                guard let destinationName = relationship.destinationEntityName, let destination = byName[destinationName] else {
                    problems.append(ModelProblem(file: file, line: line, message: "relationship \(entity.name ?? "?").\(relationship.name) names the destination entity \(relationship.destinationEntityName ?? "(none)"), which the model does not have"))
                    continue
                }
                relationship.destinationEntity = destination
                if let inverseName = relationship.inverseName {
                    if let inverse = destination.relationshipsByName[inverseName] {
                        relationship.inverseRelationship = inverse
                    } else {
                        problems.append(ModelProblem(file: file, line: line, message: "relationship \(entity.name ?? "?").\(relationship.name) names the inverse \(destinationName).\(inverseName), which that entity does not have"))
                    }
                }
            }
        }
    }
}

/// The event-parser delegate that builds the entities.
private final class ModelXMLReader: NSObject, XMLParserDelegate {
    let file: String
    var entities: [NSEntityDescription] = []
    var problems: [ModelProblem] = []
    var lines: [ObjectIdentifier: Int] = [:]
    var sawModel = false
    private var current: NSEntityDescription?
    private var currentProperties: [NSPropertyDescription] = []

    init(file: String) {
        self.file = file
    }

    func parser(_ parser: XMLParser, didStartElement elementName: String, namespaceURI: String?, qualifiedName: String?,
                attributes: [String: String] = [:]) {
        let line = parser.lineNumber
        switch elementName {
        case "model":
            sawModel = true
        case "entity":
            let entity = NSEntityDescription()
            guard let name = attributes["name"], !name.isEmpty else {
                problems.append(ModelProblem(file: file, line: line, message: "an entity has no name"))
                current = nil
                return
            }
            entity.name = name
            entity.managedObjectClassName = attributes["representedClassName"] ?? "NSManagedObject"
            entity.isAbstract = attributes["isAbstract"] == "YES"
            entity.codeGenerationType = attributes["codeGenerationType"]
            entity.parentEntityName = attributes["parentEntity"]
            lines[ObjectIdentifier(entity)] = line
            current = entity
            currentProperties = []
        case "attribute":
            guard let entity = current else { return }
            let attribute = NSAttributeDescription()
            attribute.name = attributes["name"] ?? ""
            attribute.isOptional = attributes["optional"] == "YES"
            attribute.isTransient = attributes["transient"] == "YES"
            let typeName = attributes["attributeType"] ?? "Undefined"
            if let type = NSAttributeType(modelName: typeName) {
                attribute.attributeType = type
            } else {
                problems.append(ModelProblem(file: file, line: line, message: "attribute \(entity.name ?? "?").\(attribute.name) has the attribute type \"\(typeName)\", which Core Data does not have (Integer 16/32/64, Decimal, Double, Float, String, Boolean, Date, Binary, UUID, URI, Transformable)"))
                attribute.attributeType = .undefinedAttributeType
            }
            // Xcode writes `usesScalarValueType` only where it differs from the type's
            // default: numbers and Booleans are scalars, Dates are not.
            let scalarByDefault = [.integer16AttributeType, .integer32AttributeType, .integer64AttributeType, .doubleAttributeType,
                                   .floatAttributeType, .booleanAttributeType].contains(attribute.attributeType)
            attribute.usesScalarValueType = attributes["usesScalarValueType"].map { $0 == "YES" } ?? scalarByDefault
            if let text = attributes["defaultValueString"] {
                attribute.defaultValue = Self.defaultValue(text, for: attribute)
            } else if attributes["defaultDateTimeInterval"].flatMap(Double.init) != nil, attribute.attributeType == .dateAttributeType {
                attribute.defaultValue = Date(timeIntervalSinceReferenceDate: Double(attributes["defaultDateTimeInterval"]!)!)
            }
            lines[ObjectIdentifier(attribute)] = line
            currentProperties.append(attribute)
        case "relationship":
            guard let entity = current else { return }
            let relationship = NSRelationshipDescription()
            relationship.name = attributes["name"] ?? ""
            relationship.isOptional = attributes["optional"] == "YES"
            relationship.destinationEntityName = attributes["destinationEntity"]
            relationship.inverseName = attributes["inverseName"]
            relationship.isOrdered = attributes["ordered"] == "YES"
            relationship.minCount = attributes["minCount"].flatMap(Int.init) ?? 0
            if attributes["toMany"] == "YES" {
                relationship.maxCount = attributes["maxCount"].flatMap(Int.init) ?? 0
            } else {
                relationship.maxCount = 1
            }
            let ruleName = attributes["deletionRule"] ?? "Nullify"
            if let rule = NSDeleteRule(modelName: ruleName) {
                relationship.deleteRule = rule
            } else {
                problems.append(ModelProblem(file: file, line: line, message: "relationship \(entity.name ?? "?").\(relationship.name) has the deletion rule \"\(ruleName)\", which Core Data does not have (Nullify, Cascade, Deny, No Action)"))
            }
            lines[ObjectIdentifier(relationship)] = line
            currentProperties.append(relationship)
        default:
            break
        }
    }

    func parser(_ parser: XMLParser, didEndElement elementName: String, namespaceURI: String?, qualifiedName: String?) {
        guard elementName == "entity", let entity = current else { return }
        entity.properties = currentProperties
        entities.append(entity)
        current = nil
    }

    func parser(_ parser: XMLParser, parseErrorOccurred parseError: any Error) {
        problems.append(ModelProblem(file: file, line: parser.lineNumber, message: "the model does not parse as XML (\(parseError.localizedDescription))"))
    }

    private static func defaultValue(_ text: String, for attribute: NSAttributeDescription) -> Any? {
        switch attribute.attributeType {
        case .stringAttributeType: return text
        case .booleanAttributeType: return text == "YES" || text == "1" || text.lowercased() == "true"
        case .dateAttributeType: return nil
        default: return attribute.coerced(Double(text).map { $0 as Any } ?? Int64(text).map { $0 as Any })
        }
    }
}

/// Where a container looks for its model.
enum ModelLocation {
    /// The app's bundle (the ported app's, where `lifecycle port` links the model).
    static var appBundle: Bundle { HeadlessApp.bundle }

    /// The models a bundle holds at its top level: `.momd`, `.xcdatamodeld`, `.xcdatamodel`, `.mom`.
    static func models(in bundle: Bundle) -> [URL] {
        guard let path = bundle.resourcePath,
              let names = try? FileManager.default.contentsOfDirectory(atPath: path) else { return [] }
        return names.sorted().filter { [".momd", ".xcdatamodeld", ".xcdatamodel", ".mom"].contains(where: $0.hasSuffix) }
            .map { URL(fileURLWithPath: path).appendingPathComponent($0) }
    }

    /// The model named `name` in `bundle`, compiled or as Xcode keeps it.
    static func model(named name: String, in bundle: Bundle) -> URL? {
        for suffix in ["momd", "xcdatamodeld", "mom", "xcdatamodel"] {
            if let url = bundle.url(forResource: name, withExtension: suffix) { return url }
        }
        return nil
    }
}
