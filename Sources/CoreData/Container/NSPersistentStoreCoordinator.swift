import Foundation

/// Connects contexts to the store of a model. All its stores share one in-memory store of
/// objects, and all its contexts' `perform` blocks one queue of run-loop turns.
open class NSPersistentStoreCoordinator: NSObject, @unchecked Sendable {
    open private(set) var managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStores: [NSPersistentStore] = []
    open var name: String?

    let store = InMemoryStore()
    let turns = ContextTurns()
    private let lock = NSLock()
    private var classes: [ObjectIdentifier: NSManagedObject.Type] = [:]

    public init(managedObjectModel model: NSManagedObjectModel) {
        managedObjectModel = model
        super.init()
    }

    /// Adds a store (kept in memory whatever its type).
    open func addPersistentStore(ofType storeType: String, configurationName configuration: String?, at storeURL: URL?,
                                 options: [AnyHashable: Any]? = nil) throws -> NSPersistentStore {
        let added = NSPersistentStore(type: storeType, url: storeURL, identifier: store.identifier, options: options, coordinator: self)
        persistentStores.append(added)
        return added
    }

    /// Adds the store a description describes; the handler is called before this returns.
    open func addPersistentStore(with storeDescription: NSPersistentStoreDescription,
                                 completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        do {
            _ = try addPersistentStore(ofType: storeDescription.type, configurationName: storeDescription.configuration,
                                       at: storeDescription.url, options: storeDescription.options)
            block(storeDescription, nil)
        } catch {
            block(storeDescription, error)
        }
    }

    open func remove(_ store: NSPersistentStore) throws {
        persistentStores.removeAll { $0 === store }
    }

    open func persistentStore(for URL: URL) -> NSPersistentStore? {
        persistentStores.first { $0.url == URL }
    }

    /// The ID of the object a `uriRepresentation()` names, if the store has it.
    open func managedObjectID(forURIRepresentation url: URL) -> NSManagedObjectID? {
        guard url.scheme == "x-coredata", url.host == store.identifier,
              let number = Int(url.lastPathComponent.dropFirst()) else { return nil }
        let entityName = url.deletingLastPathComponent().lastPathComponent
        guard let entity = managedObjectModel.entitiesByName[entityName] else { return nil }
        return NSManagedObjectID(entity: entity, number: number, storeIdentifier: store.identifier)
    }

    func register(_ type: NSManagedObject.Type, for entity: NSEntityDescription) {
        lock.lock()
        defer { lock.unlock() }
        classes[ObjectIdentifier(entity)] = type
    }

    func registeredClass(for entity: NSEntityDescription) -> NSManagedObject.Type? {
        lock.lock()
        defer { lock.unlock() }
        return classes[ObjectIdentifier(entity)]
    }
}
