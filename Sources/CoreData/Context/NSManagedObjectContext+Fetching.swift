import Foundation
import HeadlessCore
@_spi(Headless) import UIKit

/// Fetching: the store's objects of the entity (and its subentities) with this context's
/// unsaved changes applied, filtered by the predicate, ordered by the sort descriptors, then
/// offset and limited (References §60.2).
extension NSManagedObjectContext {
    /// The objects (or IDs, dictionaries, count) the request asks for.
    public func fetch<T>(_ request: NSFetchRequest<T>) throws -> [T] {
        let objects = try matchingObjects(entityName: request.entityName, entity: request.entity, predicate: request.predicate,
                                          sortDescriptors: request.sortDescriptors, offset: request.fetchOffset,
                                          limit: request.fetchLimit, includesSubentities: request.includesSubentities,
                                          includesPendingChanges: request.includesPendingChanges)
        if request.resultType.contains(.countResultType) {
            return [NSNumber(value: objects.count)].compactMap { $0 as? T }
        }
        if request.resultType.contains(.managedObjectIDResultType) {
            return objects.compactMap { $0.objectID as? T }
        }
        if request.resultType.contains(.dictionaryResultType) {
            let keys = request.propertiesToFetch?.compactMap { ($0 as? NSPropertyDescription)?.name ?? ($0 as? String) }
            return objects.compactMap { object in
                let dictionary = NSMutableDictionary()
                for key in keys ?? object.entity.attributesByName.keys.sorted() {
                    if let value = object.value(forKey: key) { dictionary[key] = value }
                }
                return dictionary as? T
            }
        }
        return objects.compactMap { $0 as? T }
    }

    /// How many objects the request would return.
    public func count<T>(for request: NSFetchRequest<T>) throws -> Int {
        try matchingObjects(entityName: request.entityName, entity: request.entity, predicate: request.predicate,
                            sortDescriptors: nil, offset: request.fetchOffset, limit: request.fetchLimit,
                            includesSubentities: request.includesSubentities,
                            includesPendingChanges: request.includesPendingChanges).count
    }

    private func matchingObjects(entityName: String?, entity requested: NSEntityDescription?, predicate: NSPredicate?,
                                 sortDescriptors: [NSSortDescriptor]?, offset: Int, limit: Int, includesSubentities: Bool,
                                 includesPendingChanges: Bool) throws -> [NSManagedObject] {
        guard let coordinator = persistentStoreCoordinator else {
            throw fetchError("the context has no persistent store coordinator (make it with a container's viewContext or newBackgroundContext())")
        }
        guard let name = entityName, let entity = coordinator.managedObjectModel.entitiesByName[name] ?? requested else {
            let message = "the model has no entity named \(entityName ?? "(none)") (\(modelEntityNames))"
            report(.coreDataUnknownEntity, "fetch: \(message).")
            throw fetchError(message)
        }
        func belongs(_ object: NSManagedObject) -> Bool {
            includesSubentities ? object.storedEntity.isKindOf(entity: entity) : object.storedEntity === entity
        }
        var objects: [NSManagedObject] = []
        var seen = Set<Int>()
        for (number, row) in coordinator.store.rows(of: entity) {
            guard includesSubentities || row.entity === entity else { continue }
            if let object = registeredObject(number: number) {
                if includesPendingChanges, object.isDeleted { continue }
                if object.storedState == .saved, object.storedChangedKeys.isEmpty {
                    // An unchanged object shows what the store holds now.
                    refresh(object, mergeChanges: true)
                }
                objects.append(object)
            } else if let object = existingRegisteredOrStored(NSManagedObjectID(entity: row.entity, number: number,
                                                                                storeIdentifier: coordinator.store.identifier)) {
                objects.append(object)
            }
            seen.insert(number)
        }
        if includesPendingChanges {
            objects += insertedObjects.filter { !seen.contains($0.storedID.number) && belongs($0) }
                .sorted { $0.storedID.number < $1.storedID.number }
        }
        if let predicate {
            objects = objects.filter { predicate.evaluate(with: $0) }
        }
        if let descriptors = sortDescriptors, !descriptors.isEmpty {
            objects = Self.sorted(objects, by: descriptors)
        }
        let start = Swift.min(Swift.max(0, offset), objects.count)
        let stop = limit > 0 ? Swift.min(objects.count, start + limit) : objects.count
        return Array(objects[start..<stop])
    }

    /// A stable sort by each descriptor in turn: a key descriptor reads its key through
    /// `value(forKey:)`; a key-path descriptor applies its key path.
    static func sorted(_ objects: [NSManagedObject], by descriptors: [NSSortDescriptor]) -> [NSManagedObject] {
        let indexed = objects.enumerated().map { ($0.offset, $0.element) }
        return indexed.sorted { a, b in
            for descriptor in descriptors {
                let order: ComparisonResult
                if let keyed = descriptor as? KeyedSortDescriptor {
                    order = keyed.compare(a.1, to: b.1)
                } else {
                    let keyPath = descriptor.keyPath
                    let raw = KeyValueAccess.compare(a.1[keyPath: keyPath], b.1[keyPath: keyPath]) ?? .orderedSame
                    order = descriptor.ascending ? raw : ComparisonResult(rawValue: -raw.rawValue) ?? .orderedSame
                }
                if order != .orderedSame { return order == .orderedAscending }
            }
            return a.0 < b.0
        }.map(\.1)
    }

    private func fetchError(_ message: String) -> NSError {
        NSError(domain: NSCocoaErrorDomain, code: 134_020, userInfo: [NSLocalizedDescriptionKey: "The fetch failed: \(message)."])
    }
}

@_spi(Headless) extension NSManagedObject: KeyValueReading {}
