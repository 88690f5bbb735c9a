import Foundation
import HeadlessCore

/// An object of an entity, living in a context: its attributes and relationships by name,
/// read and written through `value(forKey:)` and `setValue(_:forKey:)` (which the properties
/// that `lifecycle port` generates from the model call), and its state in the context.
///
/// A relationship keeps its inverse: setting one side sets the other (References §60.2).
open class NSManagedObject: NSObject, NSFetchRequestResult {
    /// The object's entity.
    open var entity: NSEntityDescription { storedEntity }
    /// The context the object lives in; nil once it is deleted and saved, or before insert.
    open internal(set) weak var managedObjectContext: NSManagedObjectContext?
    /// The object's identity, the same in every context of the container.
    open var objectID: NSManagedObjectID { storedID }

    /// Whether the object was inserted and not saved since.
    open var isInserted: Bool { storedState == .inserted }
    /// Whether a value changed since the object was saved or fetched.
    open var isUpdated: Bool { storedState == .saved && !storedChangedKeys.isEmpty }
    /// Whether the object was deleted and not saved since.
    open var isDeleted: Bool { storedState == .deletedSaved || storedState == .deleted }
    /// Whether the object is inserted, updated or deleted.
    open var hasChanges: Bool { isInserted || isUpdated || isDeleted }
    /// Whether the object's values are yet to be read: never here, they are read at once.
    open var isFault: Bool { false }
    /// Whether the object has changes that the store does not have.
    open var hasPersistentChangedValues: Bool { hasChanges }

    enum State {
        case unregistered, inserted, saved, deleted, deletedSaved
    }

    var storedEntity: NSEntityDescription
    var storedID: NSManagedObjectID
    var storedState: State = .unregistered
    /// The attributes' values, each of its attribute's Swift type.
    var storedAttributes: [String: Any] = [:]
    /// The relationships' values, as the IDs of the objects at the other end.
    var storedLinks: [String: InMemoryStore.Link] = [:]
    /// The keys changed since the object was saved or fetched.
    var storedChangedKeys: Set<String> = []

    /// Makes an object of `entity` and inserts it into `context` (when not nil). The
    /// initializer Core Data calls to make objects of a class (so it is `required` here).
    public required init(entity: NSEntityDescription, insertInto context: NSManagedObjectContext?) {
        self.storedEntity = entity
        // An ID of the store's when inserted; an object made outside a context has its own.
        self.storedID = context?.store?.newID(for: entity) ?? NSManagedObjectID(entity: entity, number: 0, storeIdentifier: "unregistered")
        super.init()
        for attribute in entity.properties.compactMap({ $0 as? NSAttributeDescription }) {
            if let value = attribute.defaultValue { storedAttributes[attribute.name] = value }
        }
        if let context { context.insert(self) }
    }

    /// Makes an object of the entity whose class is this one, inserted into `context`.
    public convenience init(context moc: NSManagedObjectContext) {
        let className = String(describing: Self.self)
        let entity = moc.persistentStoreCoordinator?.managedObjectModel.entity(forClassNamed: className)
        if let entity {
            self.init(entity: entity, insertInto: moc)
        } else {
            moc.report(.coreDataUnknownEntity, "\(className)(context:): the context's model has no entity whose class is \(className); the object has an empty entity and is not saved with any. Set the entity's class (representedClassName) to \(className) in the model, or name the entity so (\(moc.modelEntityNames)).")
            let placeholder = NSEntityDescription()
            placeholder.name = className
            placeholder.managedObjectClassName = className
            self.init(entity: placeholder, insertInto: nil)
        }
    }

    /// The entity of this class in the model of the app's first container.
    open class func entity() -> NSEntityDescription {
        let className = String(describing: self)
        if let entity = NSPersistentContainer.latestModel?.entity(forClassNamed: className) { return entity }
        let placeholder = NSEntityDescription()
        placeholder.name = className
        placeholder.managedObjectClassName = className
        return placeholder
    }

    // MARK: Life cycle, for subclasses

    /// Called once, when the object is first inserted into a context.
    open func awakeFromInsert() {}
    /// Called when the object is made from the store by a fetch.
    open func awakeFromFetch() {}
    /// Called before the object is saved.
    open func willSave() {}
    /// Called after the object is saved.
    open func didSave() {}
    /// Called when the object is deleted, before its relationships are changed.
    open func prepareForDeletion() {}
    /// Called when the object's values are let go (at a refresh).
    open func willTurnIntoFault() {}
    open func didTurnIntoFault() {}

    // MARK: Values

    /// The value of the attribute or relationship `key`: an attribute's value, the object at
    /// the other end of a to-one relationship, or the `NSSet` (`NSOrderedSet` when ordered) of
    /// a to-many one. A key the entity has not is reported and reads as nil.
    open func value(forKey key: String) -> Any? {
        if let attribute = storedEntity.attributesByName[key] {
            return storedAttributes[attribute.name]
        }
        if let relationship = storedEntity.relationshipsByName[key] {
            return relationshipValue(relationship)
        }
        reportUnknownKey(key, reading: true)
        return nil
    }

    /// Sets the attribute or relationship `key`. A relationship's inverse follows.
    open func setValue(_ value: Any?, forKey key: String) {
        if let attribute = storedEntity.attributesByName[key] {
            let coerced = attribute.coerced(value)
            if value != nil, coerced == nil {
                report(.coreDataWrongValueType, "\(describeForMessages).\(key) = \(String(describing: value!)): the attribute holds \(attribute.valueTypeName) values; the value is not set. Give a \(attribute.valueTypeName).")
                return
            }
            storedAttributes[key] = coerced
            noteChange(key)
            return
        }
        if let relationship = storedEntity.relationshipsByName[key] {
            setRelationship(relationship, to: value)
            return
        }
        reportUnknownKey(key, reading: false)
    }

    /// The value at a key path of relationships and an attribute (`response.page`).
    open func value(forKeyPath keyPath: String) -> Any? {
        var current: Any? = self
        for key in keyPath.split(separator: ".").map(String.init) {
            guard let object = current as? NSManagedObject else { return nil }
            current = object.value(forKey: key)
        }
        return current
    }

    open func setValue(_ value: Any?, forKeyPath keyPath: String) {
        var parts = keyPath.split(separator: ".").map(String.init)
        guard let last = parts.popLast() else { return }
        let owner = parts.isEmpty ? self : self.value(forKeyPath: parts.joined(separator: ".")) as? NSManagedObject
        owner?.setValue(value, forKey: last)
    }

    /// The stored value, without change notification (the same store here).
    open func primitiveValue(forKey key: String) -> Any? { value(forKey: key) }
    open func setPrimitiveValue(_ value: Any?, forKey key: String) { setValue(value, forKey: key) }

    /// Notes of access for subclasses' own accessors; nothing is faulted here.
    open func willAccessValue(forKey key: String?) {}
    open func didAccessValue(forKey key: String?) {}

    /// The values changed since the object was saved or fetched, by key.
    open func changedValues() -> [String: Any] {
        var result: [String: Any] = [:]
        for key in storedChangedKeys.sorted() { result[key] = value(forKey: key) ?? NSNull() }
        return result
    }

    /// The saved values of `keys` (all keys when nil).
    open func committedValues(forKeys keys: [String]?) -> [String: Any] {
        guard let row = managedObjectContext?.store?.row(storedID) else { return [:] }
        var result: [String: Any] = [:]
        for key in keys ?? storedEntity.properties.map(\.name) {
            if let value = row.attributes[key] { result[key] = value }
        }
        return result
    }

    /// The IDs of the objects at the other end of the relationship `key`.
    open func objectIDs(forRelationshipNamed key: String) -> [NSManagedObjectID] {
        switch storedLinks[key] {
        case .one(let linked): return linked.map { [$0] } ?? []
        case .many(let linked): return linked
        case nil: return []
        }
    }

    /// The mutable set of a to-many relationship: changes to it are not seen by the object;
    /// use the generated `addToX(_:)`/`removeFromX(_:)` or `setValue(_:forKey:)`.
    open func mutableSetValue(forKey key: String) -> NSMutableSet {
        NSMutableSet(array: (value(forKey: key) as? NSSet)?.allObjects ?? [])
    }

    open override var description: String {
        let values = storedEntity.properties.map { property -> String in
            if let attribute = property as? NSAttributeDescription {
                return "\(attribute.name) = \(storedAttributes[attribute.name].map { "\($0)" } ?? "nil")"
            }
            return "\(property.name) = \(objectIDs(forRelationshipNamed: property.name).map { "p\($0.number)" })"
        }
        return "<\(storedEntity.managedObjectClassName ?? "NSManagedObject"): \(storedID.uriRepresentation().absoluteString)> { \(values.joined(separator: "; ")) }"
    }

    var describeForMessages: String { "\(storedEntity.name ?? "object") p\(storedID.number)" }

    func noteChange(_ key: String) {
        guard storedState != .unregistered else { return }
        storedChangedKeys.insert(key)
        managedObjectContext?.objectDidChange(self)
    }

    func report(_ code: DiagnosticCode, _ message: String) {
        HeadlessApp.report(Diagnostic(.error, code: code, message: message, subject: describeForMessages))
    }

    private func reportUnknownKey(_ key: String, reading: Bool) {
        let keys = storedEntity.properties.map(\.name).sorted().joined(separator: ", ")
        report(.coreDataUnknownKey, "\(describeForMessages): \(reading ? "value(forKey:)" : "setValue(_:forKey:)") with the key \"\(key)\", which the entity \(storedEntity.name ?? "?") has not (iOS raises NSUnknownKeyException); \(reading ? "it reads as nil" : "nothing is set"). Use one of: \(keys).")
    }
}
