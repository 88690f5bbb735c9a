import Foundation
import HeadlessCore

/// A scratch pad of objects over the container's store: objects inserted, changed and deleted
/// here reach the store when the context saves, where every other context of the container
/// sees them (References §60.2).
///
/// `perform(_:)` runs its block at a later turn of the main run loop, after the blocks given
/// before it to any context of the container; `performAndWait(_:)` runs it at once.
open class NSManagedObjectContext: NSObject, @unchecked Sendable {
    open private(set) var concurrencyType: NSManagedObjectContextConcurrencyType
    /// The coordinator whose store the context reads and saves.
    open var persistentStoreCoordinator: NSPersistentStoreCoordinator? {
        didSet { persistentStoreCoordinator?.store.addObserver(self) }
    }
    /// A parent context; not supported here: the context saves to its coordinator's store.
    open var parent: NSManagedObjectContext? {
        didSet {
            if parent != nil {
                report(.coreDataUnsupported, "context \(name ?? "(unnamed)"): a parent context is not supported by the headless Core Data; the context reads and saves its parent's coordinator's store directly.")
                persistentStoreCoordinator = parent?.persistentStoreCoordinator
            }
        }
    }
    /// Whether saves of the container's other contexts update this context's unchanged
    /// objects and remove the ones deleted.
    open var automaticallyMergesChangesFromParent: Bool = false
    open var name: String?
    open var transactionAuthor: String?
    /// The policy for conflicts; there are none here (one store, saves applied in turn).
    open var mergePolicy: Any = NSErrorMergePolicy
    open var stalenessInterval: TimeInterval = -1
    open var shouldDeleteInaccessibleFaults: Bool = true
    open var retainsRegisteredObjects: Bool = false

    /// The objects the context holds, by their store number.
    private var registered: [Int: NSManagedObject] = [:]
    private var inserted: [Int: NSManagedObject] = [:]
    private var deleted: [Int: NSManagedObject] = [:]
    private var changed: [Int: NSManagedObject] = [:]

    public init(concurrencyType ct: NSManagedObjectContextConcurrencyType) {
        concurrencyType = ct
        super.init()
    }

    var store: InMemoryStore? { persistentStoreCoordinator?.store }

    // MARK: State

    open var hasChanges: Bool {
        !inserted.isEmpty || !deleted.isEmpty || changed.values.contains { $0.isUpdated }
    }

    open var registeredObjects: Set<NSManagedObject> { Set(registered.values) }
    open var insertedObjects: Set<NSManagedObject> { Set(inserted.values) }
    open var updatedObjects: Set<NSManagedObject> { Set(changed.values.filter(\.isUpdated)) }
    open var deletedObjects: Set<NSManagedObject> { Set(deleted.values) }

    // MARK: Objects

    /// Registers a new object; it is saved at the next `save()`.
    open func insert(_ object: NSManagedObject) {
        guard object.storedState == .unregistered || object.storedState == .deleted else { return }
        if object.storedState == .deleted, object.managedObjectContext === self {
            // Inserting a deleted object undeletes it.
            deleted[object.storedID.number] = nil
            object.storedState = inserted[object.storedID.number] == nil ? .saved : .inserted
            return
        }
        if object.storedID.number == 0, let store {
            object.storedID = store.newID(for: object.storedEntity)
        }
        object.managedObjectContext = self
        object.storedState = .inserted
        persistentStoreCoordinator?.register(type(of: object), for: object.storedEntity)
        registered[object.storedID.number] = object
        inserted[object.storedID.number] = object
        object.awakeFromInsert()
    }

    /// Deletes an object at the next save, applying its relationships' delete rules now:
    /// nullify lets the related objects go, cascade deletes them too (References §60.2).
    open func delete(_ object: NSManagedObject) {
        guard object.managedObjectContext === self else {
            report(.coreDataForeignObject, "delete(_:) of \(object.describeForMessages), which belongs to \(object.managedObjectContext == nil ? "no context" : "another context"); nothing is deleted. Delete it in its own context (or fetch it here with object(with:)).")
            return
        }
        // A worklist, not recursion: a long cascade costs no stack.
        var work: [NSManagedObject] = [object]
        var index = 0
        while index < work.count {
            let current = work[index]
            index += 1
            guard current.storedState == .inserted || current.storedState == .saved else { continue }
            current.prepareForDeletion()
            let number = current.storedID.number
            if current.storedState == .inserted {
                inserted[number] = nil
                registered[number] = nil
                changed[number] = nil
                current.storedState = .deletedSaved
            } else {
                current.storedState = .deleted
                deleted[number] = current
                changed[number] = nil
            }
            for case let relationship as NSRelationshipDescription in current.storedEntity.properties {
                let targets = current.objectIDs(forRelationshipNamed: relationship.name).compactMap(existingRegisteredOrStored)
                switch relationship.deleteRule {
                case .cascadeDeleteRule:
                    work += targets
                    for target in targets { current.unlink(relationship, from: target) }
                case .nullifyDeleteRule:
                    for target in targets { current.unlink(relationship, from: target) }
                case .denyDeleteRule, .noActionDeleteRule:
                    break
                }
            }
            if current.storedState == .deletedSaved { current.managedObjectContext = nil }
        }
    }

    /// The object with `objectID` in this context, made from the store when not registered.
    open func object(with objectID: NSManagedObjectID) -> NSManagedObject {
        if let object = existingRegisteredOrStored(objectID) { return object }
        report(.coreDataUnknownObject, "object(with: \(objectID)): the store has no such object; an empty object of its entity is returned.")
        let object = NSManagedObject(entity: objectID.entity, insertInto: nil)
        object.storedID = objectID
        return object
    }

    /// The object with `objectID`; throws when the store has none.
    open func existingObject(with objectID: NSManagedObjectID) throws -> NSManagedObject {
        guard let object = existingRegisteredOrStored(objectID) else {
            throw NSError(domain: NSCocoaErrorDomain, code: 133_000,
                          userInfo: [NSLocalizedDescriptionKey: "The object \(objectID) does not exist in the store."])
        }
        return object
    }

    /// The object registered with `objectID`, if any.
    open func registeredObject(for objectID: NSManagedObjectID) -> NSManagedObject? {
        registered[objectID.number]
    }

    func registeredObject(number: Int) -> NSManagedObject? {
        registered[number]
    }

    /// The registered object, else one made from the store's row; nil when neither has it.
    func existingRegisteredOrStored(_ id: NSManagedObjectID) -> NSManagedObject? {
        if let object = registered[id.number] { return object }
        if deleted[id.number] != nil { return nil }
        guard let row = store?.row(id) else { return nil }
        let object = row.type.init(entity: row.entity, insertInto: nil)
        object.storedID = id
        object.storedAttributes = row.attributes
        object.storedLinks = row.links
        object.managedObjectContext = self
        object.storedState = .saved
        registered[id.number] = object
        object.awakeFromFetch()
        return object
    }

    func objectDidChange(_ object: NSManagedObject) {
        if object.storedState == .saved { changed[object.storedID.number] = object }
    }

    // MARK: Saving

    /// Writes the context's inserted, changed and deleted objects to the store, where the
    /// container's other contexts see them. Throws, saving nothing, when an object misses a
    /// required value or a deny rule refuses a delete.
    open func save() throws {
        guard hasChanges, let store else { return }
        let insertedObjects = inserted.sorted { $0.key < $1.key }.map(\.value)
        let updated = changed.sorted { $0.key < $1.key }.map(\.value).filter(\.isUpdated)
        let deletedObjects = deleted.sorted { $0.key < $1.key }.map(\.value)
        try validate(insertedObjects + updated, deleting: deletedObjects)
        for object in insertedObjects + updated + deletedObjects { object.willSave() }
        let writes = (insertedObjects + updated).map { object in
            (object.storedID, InMemoryStore.Row(entity: object.storedEntity, type: type(of: object),
                                                attributes: object.storedAttributes, links: object.storedLinks))
        }
        let userInfo: [AnyHashable: Any] = [NSInsertedObjectsKey: Set(insertedObjects), NSUpdatedObjectsKey: Set(updated),
                                            NSDeletedObjectsKey: Set(deletedObjects)]
        inserted = [:]
        changed = [:]
        deleted = [:]
        for object in insertedObjects + updated {
            object.storedState = .saved
            object.storedChangedKeys = []
        }
        for object in deletedObjects {
            object.storedState = .deletedSaved
            registered[object.storedID.number] = nil
        }
        store.commit(writes: writes, deletes: deletedObjects.map(\.storedID), from: self)
        for object in insertedObjects + updated + deletedObjects { object.didSave() }
        for object in deletedObjects { object.managedObjectContext = nil }
        NotificationCenter.default.post(name: .NSManagedObjectContextDidSave, object: self, userInfo: userInfo)
    }

    private func validate(_ objects: [NSManagedObject], deleting deletedObjects: [NSManagedObject]) throws {
        for object in deletedObjects {
            for case let relationship as NSRelationshipDescription in object.storedEntity.properties
            where relationship.deleteRule == .denyDeleteRule && !object.objectIDs(forRelationshipNamed: relationship.name).isEmpty {
                throw validationError(1600, "\(object.describeForMessages) cannot be deleted: its relationship \(relationship.name) has the Deny rule and holds objects.", object)
            }
        }
        for object in objects {
            for property in object.storedEntity.properties where !property.isOptional && !property.isTransient {
                let missing: Bool
                if let relationship = property as? NSRelationshipDescription {
                    missing = relationship.isToMany
                        ? object.objectIDs(forRelationshipNamed: property.name).count < Swift.max(1, relationship.minCount)
                        : object.objectIDs(forRelationshipNamed: property.name).isEmpty
                } else {
                    missing = object.storedAttributes[property.name] == nil
                }
                if missing {
                    throw validationError(1570, "\(object.describeForMessages): \(property.name) is a required value.", object)
                }
            }
        }
    }

    private func validationError(_ code: Int, _ message: String, _ object: NSManagedObject) -> NSError {
        report(.coreDataValidation, "save(): \(message) Nothing is saved (iOS fails the save with this error too).")
        return NSError(domain: NSCocoaErrorDomain, code: code,
                       userInfo: [NSLocalizedDescriptionKey: message, NSValidationObjectErrorKey: object])
    }

    /// Undoes the unsaved changes: inserted objects go, deleted ones come back, changed ones
    /// take their saved values again.
    open func rollback() {
        for object in inserted.values {
            registered[object.storedID.number] = nil
            object.storedState = .unregistered
            object.managedObjectContext = nil
        }
        for object in Array(changed.values) + Array(deleted.values) {
            restoreFromStore(object)
        }
        inserted = [:]
        changed = [:]
        deleted = [:]
    }

    /// Lets go every object the context holds.
    open func reset() {
        for object in registered.values { object.managedObjectContext = nil }
        registered = [:]
        inserted = [:]
        changed = [:]
        deleted = [:]
    }

    /// Takes the store's values again for `object` (keeping its changes when `flag` is true).
    open func refresh(_ object: NSManagedObject, mergeChanges flag: Bool) {
        guard object.managedObjectContext === self, object.storedState == .saved else { return }
        if flag, !object.storedChangedKeys.isEmpty { return }
        restoreFromStore(object)
        changed[object.storedID.number] = nil
    }

    open func refreshAllObjects() {
        for object in registered.values.sorted(by: { $0.storedID.number < $1.storedID.number }) {
            refresh(object, mergeChanges: true)
        }
    }

    open func processPendingChanges() {}

    private func restoreFromStore(_ object: NSManagedObject) {
        guard let row = store?.row(object.storedID) else { return }
        object.willTurnIntoFault()
        object.storedAttributes = row.attributes
        object.storedLinks = row.links
        object.storedChangedKeys = []
        object.storedState = .saved
        object.didTurnIntoFault()
    }

    /// Another context of the container saved: unchanged objects take the saved values and
    /// deleted ones go, when ``automaticallyMergesChangesFromParent`` is set.
    func storeDidSave(changed changedIDs: [NSManagedObjectID], deleted deletedIDs: [NSManagedObjectID]) {
        guard automaticallyMergesChangesFromParent else { return }
        for id in changedIDs {
            if let object = registered[id.number], object.storedState == .saved, object.storedChangedKeys.isEmpty {
                restoreFromStore(object)
            }
        }
        for id in deletedIDs {
            guard let object = registered.removeValue(forKey: id.number) else { continue }
            inserted[id.number] = nil
            changed[id.number] = nil
            deleted[id.number] = nil
            object.storedState = .deletedSaved
            object.managedObjectContext = nil
        }
    }

    // MARK: Queue

    /// Runs `block` at a later turn of the main run loop, after the blocks given before it to
    /// the container's contexts (on iOS: on the context's queue, asynchronously).
    open func perform(_ block: @escaping () -> Void) {
        guard let turns = persistentStoreCoordinator?.turns else {
            block()
            return
        }
        turns.enqueue(block)
    }

    /// Runs `block` now (on iOS: on the context's queue, waiting for it).
    open func performAndWait(_ block: () -> Void) {
        block()
    }

    /// Runs `block` at a later turn and returns its result.
    public func perform<T>(schedule: ScheduledTaskType = .immediate, _ block: @escaping () throws -> T) async rethrows -> T {
        try block()
    }

    /// The kinds of scheduling `perform(schedule:_:)` accepts; both run the block at once here.
    public enum ScheduledTaskType: Sendable {
        case immediate
        case enqueued
    }

    // MARK: Diagnostics

    func report(_ code: DiagnosticCode, _ message: String) {
        HeadlessApp.report(Diagnostic(.error, code: code, message: message, subject: "NSManagedObjectContext"))
    }

    var modelEntityNames: String {
        let names = persistentStoreCoordinator?.managedObjectModel.entities.compactMap(\.name) ?? []
        return names.isEmpty ? "the model has no entities" : names.joined(separator: ", ")
    }

    /// The class objects of `entity` are made as: the class of an object of it saved or
    /// inserted before, else NSManagedObject.
    func objectClass(for entity: NSEntityDescription) -> NSManagedObject.Type {
        persistentStoreCoordinator?.registeredClass(for: entity) ?? NSManagedObject.self
    }
}

/// The merge policy that fails a save on a conflict.
public var NSErrorMergePolicy: Any { "NSErrorMergePolicy" }
public var NSMergeByPropertyStoreTrumpMergePolicy: Any { "NSMergeByPropertyStoreTrumpMergePolicy" }
public var NSMergeByPropertyObjectTrumpMergePolicy: Any { "NSMergeByPropertyObjectTrumpMergePolicy" }
public var NSOverwriteMergePolicy: Any { "NSOverwriteMergePolicy" }
public var NSRollbackMergePolicy: Any { "NSRollbackMergePolicy" }

/// The keys of a did-save notification's user info.
public let NSInsertedObjectsKey = "inserted"
public let NSUpdatedObjectsKey = "updated"
public let NSDeletedObjectsKey = "deleted"
public let NSValidationObjectErrorKey = "NSValidationErrorObject"

extension Notification.Name {
    /// Posted after a context saves; the user info lists the objects inserted, updated and deleted.
    public static let NSManagedObjectContextDidSave = Notification.Name("NSManagedObjectContextDidSaveNotification")
    public static let NSManagedObjectContextObjectsDidChange = Notification.Name("NSManagedObjectContextObjectsDidChangeNotification")
}
