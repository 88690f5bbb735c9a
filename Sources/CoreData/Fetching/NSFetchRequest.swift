import Foundation

/// What to fetch: the entity, which of its objects (`predicate`), in what order
/// (`sortDescriptors`), and how many (`fetchOffset`, `fetchLimit`) (References §60.2).
///
/// Apple constrains `ResultType` to `NSFetchRequestResult`, an Objective-C protocol whose
/// existential conforms to itself, so that `NSFetchRequest<NSFetchRequestResult>` is valid; a
/// Swift protocol's is not, so the parameter is unconstrained here.
open class NSFetchRequest<ResultType>: NSPersistentStoreRequest {
    open var entity: NSEntityDescription?
    private var storedEntityName: String?
    /// The name of the entity fetched.
    open var entityName: String? { entity?.name ?? storedEntityName }
    open var predicate: NSPredicate?
    open var sortDescriptors: [NSSortDescriptor]?
    /// The most objects returned; 0 for no limit.
    open var fetchLimit: Int = 0
    /// How many of the matching objects, in order, are skipped.
    open var fetchOffset: Int = 0
    open var fetchBatchSize: Int = 0
    open var includesSubentities: Bool = true
    open var includesPendingChanges: Bool = true
    open var includesPropertyValues: Bool = true
    open var returnsObjectsAsFaults: Bool = true
    open var returnsDistinctResults: Bool = false
    open var shouldRefreshRefetchedObjects: Bool = false
    open var relationshipKeyPathsForPrefetching: [String]?
    open var resultType: NSFetchRequestResultType = .managedObjectResultType
    open var propertiesToFetch: [Any]?

    public override init() {
        super.init()
    }

    public convenience init(entityName: String) {
        self.init()
        storedEntityName = entityName
    }

    /// Runs the request in the context whose `perform` block is running: not known here, so
    /// it throws; use the context's `fetch(_:)`.
    open func execute() throws -> [ResultType] {
        throw NSError(domain: NSCocoaErrorDomain, code: 134_060, userInfo: [
            NSLocalizedDescriptionKey: "NSFetchRequest.execute() needs the context of the running perform block; call context.fetch(request) instead.",
        ])
    }

    open override var description: String {
        "<NSFetchRequest> (entity: \(entityName ?? "?"); predicate: (\(predicate.map { "\($0)" } ?? "")); sortDescriptors: (\(sortDescriptors?.count ?? 0)); limit: \(fetchLimit); offset: \(fetchOffset))"
    }
}
