import Foundation

/// A store added to a coordinator. Its objects live in memory, whatever its type says.
open class NSPersistentStore: NSObject {
    open private(set) var type: String
    open var url: URL?
    open var identifier: String!
    open private(set) var configurationName: String
    open private(set) var options: [AnyHashable: Any]?
    open var isReadOnly: Bool = false
    open private(set) weak var persistentStoreCoordinator: NSPersistentStoreCoordinator?

    init(type: String, url: URL?, identifier: String, options: [AnyHashable: Any]?, coordinator: NSPersistentStoreCoordinator) {
        self.type = type
        self.url = url
        self.identifier = identifier
        self.configurationName = "Default"
        self.options = options
        self.persistentStoreCoordinator = coordinator
        super.init()
    }
}
