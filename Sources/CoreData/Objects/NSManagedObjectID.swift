import Foundation

/// The identity of an object in a store, the same in every context of the container.
open class NSManagedObjectID: NSObject, NSCopying, @unchecked Sendable {
    /// The object's entity.
    open var entity: NSEntityDescription { entityDescription }
    /// Whether the object has not been saved yet (its ID will stay the same here: the store
    /// is in memory and gives permanent IDs at insert).
    open var isTemporaryID: Bool { false }

    private let entityDescription: NSEntityDescription
    /// The store's number for the object, in insertion order.
    package let number: Int
    private let storeIdentifier: String

    init(entity: NSEntityDescription, number: Int, storeIdentifier: String) {
        self.entityDescription = entity
        self.number = number
        self.storeIdentifier = storeIdentifier
        super.init()
    }

    /// A URL that names the object, as Core Data's `x-coredata://` URLs do.
    open func uriRepresentation() -> URL {
        URL(string: "x-coredata://\(storeIdentifier)/\(entityDescription.name ?? "Entity")/p\(number)")!
    }

    open func copy(with zone: NSZone? = nil) -> Any { self }

    open override func isEqual(_ object: Any?) -> Bool {
        guard let other = object as? NSManagedObjectID else { return false }
        return other.number == number && other.storeIdentifier == storeIdentifier
    }

    open override var hash: Int { number }

    open override var description: String { uriRepresentation().absoluteString }
}
