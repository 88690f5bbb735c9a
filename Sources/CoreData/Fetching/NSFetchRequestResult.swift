import Foundation

/// What a fetch request returns: managed objects, object IDs, dictionaries or numbers.
public protocol NSFetchRequestResult: NSObjectProtocol {}

extension NSDictionary: NSFetchRequestResult {}
extension NSNumber: NSFetchRequestResult {}
extension NSManagedObjectID: NSFetchRequestResult {}

/// The kind of results a fetch request returns.
public struct NSFetchRequestResultType: OptionSet, Sendable {
    public let rawValue: UInt
    public init(rawValue: UInt) { self.rawValue = rawValue }

    public static let managedObjectResultType = NSFetchRequestResultType([])
    public static let managedObjectIDResultType = NSFetchRequestResultType(rawValue: 1)
    public static let dictionaryResultType = NSFetchRequestResultType(rawValue: 2)
    public static let countResultType = NSFetchRequestResultType(rawValue: 4)
}

/// The kind of a request to a store.
public enum NSPersistentStoreRequestType: UInt, Sendable {
    case fetchRequestType = 1
    case saveRequestType = 2
    case batchInsertRequestType = 5
    case batchUpdateRequestType = 6
    case batchDeleteRequestType = 7
}

/// A request to a store.
open class NSPersistentStoreRequest: NSObject {
    open var affectedStores: [NSPersistentStore]?
    open var requestType: NSPersistentStoreRequestType { .fetchRequestType }

    public override init() {
        super.init()
    }
}
