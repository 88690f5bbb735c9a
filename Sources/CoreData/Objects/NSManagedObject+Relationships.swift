import Foundation

/// Relationships: values are kept as the IDs of the objects at the other end, read as objects
/// of the same context, and every change is mirrored in the inverse (References §60.2).
extension NSManagedObject {
    func relationshipValue(_ relationship: NSRelationshipDescription) -> Any? {
        let ids = objectIDs(forRelationshipNamed: relationship.name)
        if !relationship.isToMany {
            guard let id = ids.first else { return nil }
            return managedObjectContext?.object(with: id)
        }
        let objects = ids.compactMap { managedObjectContext?.existingRegisteredOrStored($0) }
        return relationship.isOrdered ? NSOrderedSet(array: objects) : RelationshipSet(objects)
    }

    func setRelationship(_ relationship: NSRelationshipDescription, to value: Any?) {
        let key = relationship.name
        if !relationship.isToMany {
            if value != nil, !(value is NSManagedObject) {
                report(.coreDataWrongValueType, "\(describeForMessages).\(key) = \(String(describing: value!)): the relationship holds one \(relationship.destinationEntity?.name ?? "object"); the value is not set.")
                return
            }
            let target = value as? NSManagedObject
            guard acceptsTarget(target, of: relationship) else { return }
            let old = objectIDs(forRelationshipNamed: key).first
            if old == target?.objectID { return }
            if let old, let oldObject = managedObjectContext?.existingRegisteredOrStored(old) {
                unlink(relationship, from: oldObject)
            }
            if let target { link(relationship, to: target) }
            return
        }
        let targets: [NSManagedObject]
        switch value {
        case nil: targets = []
        case let set as NSSet: targets = set.allObjects.compactMap { $0 as? NSManagedObject }
        case let ordered as NSOrderedSet: targets = ordered.array.compactMap { $0 as? NSManagedObject }
        case let array as [NSManagedObject]: targets = array
        case let set as Set<NSManagedObject>: targets = Array(set)
        default:
            report(.coreDataWrongValueType, "\(describeForMessages).\(key) = \(String(describing: value!)): the to-many relationship holds an NSSet\(relationship.isOrdered ? " (NSOrderedSet)" : "") of objects; the value is not set.")
            return
        }
        let wanted = Set(targets.map(\.objectID))
        for id in objectIDs(forRelationshipNamed: key) where !wanted.contains(id) {
            if let object = managedObjectContext?.existingRegisteredOrStored(id) { unlink(relationship, from: object) }
        }
        add(targets, to: relationship)
    }

    /// Adds objects to a to-many relationship (the generated `addToX(_:)`).
    @_spi(Headless) public func headlessAdd(_ objects: [NSManagedObject], toRelationship key: String) {
        guard let relationship = relationship(named: key) else { return }
        add(objects, to: relationship)
    }

    /// Removes objects from a to-many relationship (the generated `removeFromX(_:)`).
    @_spi(Headless) public func headlessRemove(_ objects: [NSManagedObject], fromRelationship key: String) {
        guard let relationship = relationship(named: key) else { return }
        for object in objects { unlink(relationship, from: object) }
    }

    /// Inserts an object at `index` of an ordered relationship (the generated `insertIntoX(_:at:)`).
    @_spi(Headless) public func headlessInsert(_ object: NSManagedObject, at index: Int, intoRelationship key: String) {
        guard let relationship = relationship(named: key), acceptsTarget(object, of: relationship) else { return }
        link(relationship, to: object)
        guard case .many(var ids)? = storedLinks[key], let from = ids.firstIndex(of: object.objectID) else { return }
        ids.remove(at: from)
        ids.insert(object.objectID, at: Swift.min(Swift.max(0, index), ids.count))
        storedLinks[key] = .many(ids)
    }

    /// The objects of `set` (an `NSSet` or `NSOrderedSet`) that are managed objects.
    @_spi(Headless) public static func headlessObjects(of set: Any) -> [NSManagedObject] {
        switch set {
        case let set as NSSet: return set.allObjects.compactMap { $0 as? NSManagedObject }
        case let ordered as NSOrderedSet: return ordered.array.compactMap { $0 as? NSManagedObject }
        default: return []
        }
    }

    private func relationship(named key: String) -> NSRelationshipDescription? {
        if let relationship = storedEntity.relationshipsByName[key] { return relationship }
        report(.coreDataUnknownKey, "\(describeForMessages): the entity \(storedEntity.name ?? "?") has no relationship \"\(key)\"; nothing is changed.")
        return nil
    }

    private func add(_ objects: [NSManagedObject], to relationship: NSRelationshipDescription) {
        for object in objects where acceptsTarget(object, of: relationship) {
            link(relationship, to: object)
        }
    }

    /// Whether `target` may be at the other end: same context, destination entity.
    private func acceptsTarget(_ target: NSManagedObject?, of relationship: NSRelationshipDescription) -> Bool {
        guard let target else { return true }
        if let destination = relationship.destinationEntity, !target.storedEntity.isKindOf(entity: destination) {
            report(.coreDataWrongValueType, "\(describeForMessages).\(relationship.name): \(target.describeForMessages) is not a \(destination.name ?? "?"), the relationship's destination; it is not linked.")
            return false
        }
        if target.managedObjectContext !== managedObjectContext {
            report(.coreDataCrossContextRelationship, "\(describeForMessages).\(relationship.name): \(target.describeForMessages) belongs to another context (iOS raises \"Illegal attempt to establish a relationship between objects in different contexts\"); it is not linked. Make both objects in one context, or fetch the other in this one with object(with:).")
            return false
        }
        return true
    }

    /// Links `self → target` in `relationship` and `target → self` in its inverse, first
    /// unlinking what a to-one side held.
    func link(_ relationship: NSRelationshipDescription, to target: NSManagedObject) {
        setOneSide(relationship, adding: target)
        if let inverse = relationship.inverseRelationship {
            target.setOneSide(inverse, adding: self)
        }
    }

    /// Unlinks `self → target` and its inverse.
    func unlink(_ relationship: NSRelationshipDescription, from target: NSManagedObject) {
        removeOneSide(relationship, target.objectID)
        if let inverse = relationship.inverseRelationship {
            target.removeOneSide(inverse, objectID)
        }
    }

    /// Adds `target` to this side only; a to-one side first lets its old object go (and that
    /// object's inverse side).
    private func setOneSide(_ relationship: NSRelationshipDescription, adding target: NSManagedObject) {
        let key = relationship.name
        if relationship.isToMany {
            var ids = objectIDs(forRelationshipNamed: key)
            guard !ids.contains(target.objectID) else { return }
            ids.append(target.objectID)
            storedLinks[key] = .many(ids)
        } else {
            if let old = objectIDs(forRelationshipNamed: key).first {
                if old == target.objectID { return }
                if let oldObject = managedObjectContext?.existingRegisteredOrStored(old), let inverse = relationship.inverseRelationship {
                    oldObject.removeOneSide(inverse, objectID)
                }
            }
            storedLinks[key] = .one(target.objectID)
        }
        noteChange(key)
    }

    func removeOneSide(_ relationship: NSRelationshipDescription, _ id: NSManagedObjectID) {
        let key = relationship.name
        var ids = objectIDs(forRelationshipNamed: key)
        guard let index = ids.firstIndex(of: id) else { return }
        ids.remove(at: index)
        storedLinks[key] = relationship.isToMany ? .many(ids) : .one(nil)
        noteChange(key)
    }
}

/// The set of a to-many relationship: an `NSSet` that lists its objects in the order they
/// were added, so that code iterating it (`allObjects`) sees the same order at every run.
final class RelationshipSet: NSSet {
    private let ordered: [NSManagedObject]

    init(_ objects: [NSManagedObject]) {
        ordered = objects
        let buffer = UnsafeMutablePointer<AnyObject>.allocate(capacity: Swift.max(1, objects.count))
        buffer.initialize(from: objects.map { $0 as AnyObject }, count: objects.count)
        super.init(objects: buffer, count: objects.count)
        buffer.deinitialize(count: objects.count)
        buffer.deallocate()
    }

    required init?(coder aDecoder: NSCoder) {
        ordered = []
        super.init(objects: nil, count: 0)
    }

    required convenience init(arrayLiteral elements: Any...) {
        self.init(elements.compactMap { $0 as? NSManagedObject })
    }

    override var count: Int { ordered.count }

    override func member(_ object: Any) -> Any? {
        guard let object = object as? NSManagedObject else { return nil }
        return ordered.first { $0 === object }
    }

    override var allObjects: [Any] { ordered }

    override func objectEnumerator() -> NSEnumerator {
        NSArray(array: ordered).objectEnumerator()
    }
}
