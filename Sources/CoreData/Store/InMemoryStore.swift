import Foundation

/// The saved state of one container: each object's entity, class and values, by ID. Every
/// context of the container reads and saves here (References §60.2).
final class InMemoryStore: @unchecked Sendable {
    /// A relationship's saved value: the IDs of the objects at its other end.
    enum Link: Equatable {
        case one(NSManagedObjectID?)
        case many([NSManagedObjectID])
    }

    /// A saved object.
    struct Row {
        var entity: NSEntityDescription
        /// The class the object was made as, so that other contexts make it so too.
        var type: NSManagedObject.Type
        var attributes: [String: Any]
        var links: [String: Link]
    }

    let identifier = UUID().uuidString
    private let lock = NSLock()
    private var rows: [Int: Row] = [:]
    private var lastNumber = 0
    /// The contexts to tell of a save (those that merge changes), weakly.
    private var observers: [WeakContext] = []

    private struct WeakContext {
        weak var context: NSManagedObjectContext?
    }

    /// A new ID for an object of `entity`.
    func newID(for entity: NSEntityDescription) -> NSManagedObjectID {
        lock.lock()
        defer { lock.unlock() }
        lastNumber += 1
        return NSManagedObjectID(entity: entity, number: lastNumber, storeIdentifier: identifier)
    }

    func row(_ id: NSManagedObjectID) -> Row? {
        lock.lock()
        defer { lock.unlock() }
        return rows[id.number]
    }

    /// The saved objects of `entity` and its subentities, in insertion order.
    func rows(of entity: NSEntityDescription) -> [(id: Int, row: Row)] {
        lock.lock()
        defer { lock.unlock() }
        return rows.filter { $0.value.entity.isKindOf(entity: entity) }.sorted { $0.key < $1.key }.map { (id: $0.key, row: $0.value) }
    }

    /// Applies a context's save: rows written and rows removed, at once.
    func commit(writes: [(NSManagedObjectID, Row)], deletes: [NSManagedObjectID], from context: NSManagedObjectContext) {
        lock.lock()
        for (id, row) in writes { rows[id.number] = row }
        for id in deletes { rows[id.number] = nil }
        observers.removeAll { $0.context == nil }
        let others = observers.compactMap(\.context).filter { $0 !== context }
        lock.unlock()
        let changed = writes.map(\.0)
        for other in others { other.storeDidSave(changed: changed, deleted: deletes) }
    }

    func addObserver(_ context: NSManagedObjectContext) {
        lock.lock()
        defer { lock.unlock() }
        observers.append(WeakContext(context: context))
    }
}
