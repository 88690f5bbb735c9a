import Foundation

/// How a store is to be added: its type, URL and options. Every type is kept in memory here
/// (References §60.1).
open class NSPersistentStoreDescription: NSObject {
    open var type: String = NSSQLiteStoreType
    open var configuration: String?
    open var url: URL?
    open private(set) var options: [String: NSObject] = [:]
    open var isReadOnly: Bool = false
    open var timeout: TimeInterval = 240
    open private(set) var sqlitePragmas: [String: NSObject] = [:]
    open var shouldAddStoreAsynchronously: Bool = false
    open var shouldMigrateStoreAutomatically: Bool = true
    open var shouldInferMappingModelAutomatically: Bool = true

    public override init() {
        super.init()
    }

    public convenience init(url: URL) {
        self.init()
        self.url = url
    }

    open func setOption(_ option: NSObject?, forKey key: String) {
        options[key] = option
    }

    open func setValue(_ value: NSObject?, forPragmaNamed name: String) {
        sqlitePragmas[name] = value
    }

    open override var description: String {
        "<NSPersistentStoreDescription> (type: \(type), url: \(url?.absoluteString ?? "nil"))"
    }
}

/// The store types Core Data names; all are in memory here.
public let NSSQLiteStoreType = "SQLite"
public let NSInMemoryStoreType = "InMemory"
public let NSBinaryStoreType = "Binary"
