import Foundation

/// An entity of a model: its name, the class of its objects, its attributes and relationships.
open class NSEntityDescription: NSObject {
    open var name: String?
    /// The name of the class its objects are made of (`representedClassName`).
    open var managedObjectClassName: String!
    open var isAbstract: Bool = false
    open var userInfo: [AnyHashable: Any]?
    /// The model the entity belongs to.
    open internal(set) weak var managedObjectModel: NSManagedObjectModel!
    open internal(set) weak var superentity: NSEntityDescription?
    open internal(set) var subentities: [NSEntityDescription] = []

    /// How Xcode generates the entity's class: `class`, `category` or nil (manual/none); for
    /// the port's code generation.
    package var codeGenerationType: String?
    /// The name of the entity this one inherits from, as the model file gives it.
    package var parentEntityName: String?

    private var ownProperties: [NSPropertyDescription] = []

    public override init() {
        super.init()
    }

    /// The entity's properties, its superentity's first.
    open var properties: [NSPropertyDescription] {
        get { (superentity?.properties ?? []) + ownProperties }
        set {
            ownProperties = newValue
            for property in newValue { property.entity = self }
        }
    }

    open var propertiesByName: [String: NSPropertyDescription] {
        Dictionary(properties.map { ($0.name, $0) }, uniquingKeysWith: { _, own in own })
    }

    open var attributesByName: [String: NSAttributeDescription] {
        Dictionary(properties.compactMap { $0 as? NSAttributeDescription }.map { ($0.name, $0) }, uniquingKeysWith: { _, own in own })
    }

    open var relationshipsByName: [String: NSRelationshipDescription] {
        Dictionary(properties.compactMap { $0 as? NSRelationshipDescription }.map { ($0.name, $0) }, uniquingKeysWith: { _, own in own })
    }

    /// The entity's relationships whose destination is `entity`.
    open func relationships(forDestination entity: NSEntityDescription) -> [NSRelationshipDescription] {
        properties.compactMap { $0 as? NSRelationshipDescription }.filter { $0.destinationEntity === entity }
    }

    /// Whether the entity is `entity` or inherits from it.
    open func isKindOf(entity: NSEntityDescription) -> Bool {
        var current: NSEntityDescription? = self
        var steps = 0
        while let candidate = current, steps < 256 {
            if candidate === entity { return true }
            current = candidate.superentity
            steps += 1
        }
        return false
    }

    /// The entity named `entityName` in the model of `context`'s coordinator.
    open class func entity(forEntityName entityName: String, in context: NSManagedObjectContext) -> NSEntityDescription? {
        context.persistentStoreCoordinator?.managedObjectModel.entitiesByName[entityName]
    }

    /// A new object of the entity named `entityName`, inserted into `context`.
    open class func insertNewObject(forEntityName entityName: String, into context: NSManagedObjectContext) -> NSManagedObject {
        guard let entity = entity(forEntityName: entityName, in: context) else {
            context.report(.coreDataUnknownEntity, "insertNewObject(forEntityName: \"\(entityName)\"): the context's model has no entity of that name; an object of an empty entity is made. Name an entity of the model (\(context.modelEntityNames)).")
            let placeholder = NSEntityDescription()
            placeholder.name = entityName
            placeholder.managedObjectClassName = "NSManagedObject"
            return NSManagedObject(entity: placeholder, insertInto: context)
        }
        let type = context.objectClass(for: entity)
        return type.init(entity: entity, insertInto: context)
    }

    open override var description: String { "(entity) \(name ?? "?")" }
}
