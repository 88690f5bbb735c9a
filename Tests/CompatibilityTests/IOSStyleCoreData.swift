// Core Data as the corpus app Clean Architecture MVVM writes it (issue 33), in the form
// `lifecycle port` gives it: `NSPredicate(format:` becomes `NSPredicate.headless(format:`,
// `NSSortDescriptor(key:ascending:)` becomes `NSSortDescriptor.headless(key:ascending:)`,
// `#keyPath(Entity.attr)` becomes `"attr"`, and the entity classes are those the port generates
// from the model (PortRewriterTests and CoreDataTests check the rewrite and the generator;
// References §60). Compiled in Swift 6 mode (CompatibilityTests) and Swift 5 mode
// (CompatibilitySwift5Tests links this same file).
import Foundation
@_spi(Headless) import UIKit
@_spi(Headless) import CoreData

enum RecentsModel {
    static let xml = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="RecentQueryEntity" representedClassName="RecentQueryEntity" codeGenerationType="class">
                <attribute name="createdAt" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="query" optional="YES" attributeType="String"/>
            </entity>
            <entity name="CachedPageEntity" representedClassName="CachedPageEntity" codeGenerationType="class">
                <attribute name="page" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="query" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    static func model() -> NSManagedObjectModel {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("compat-recents-\(UUID().uuidString).xcdatamodel")
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        try? Data(xml.utf8).write(to: folder.appendingPathComponent("contents"))
        return NSManagedObjectModel(contentsOf: folder) ?? NSManagedObjectModel()
    }
}

// What the port generates for the two entities.
public class RecentQueryEntity: NSManagedObject {}
extension RecentQueryEntity {
    public class func fetchRequest() -> NSFetchRequest<RecentQueryEntity> {
        NSFetchRequest<RecentQueryEntity>(entityName: "RecentQueryEntity")
    }
    public var createdAt: Date? {
        get { value(forKey: "createdAt") as? Date }
        set { setValue(newValue, forKey: "createdAt") }
    }
    public var query: String? {
        get { value(forKey: "query") as? String }
        set { setValue(newValue, forKey: "query") }
    }
}

public class CachedPageEntity: NSManagedObject {}
extension CachedPageEntity {
    public class func fetchRequest() -> NSFetchRequest<CachedPageEntity> {
        NSFetchRequest<CachedPageEntity>(entityName: "CachedPageEntity")
    }
    public var page: Int32 {
        get { (value(forKey: "page") as? Int32) ?? 0 }
        set { setValue(newValue, forKey: "page") }
    }
    public var query: String? {
        get { value(forKey: "query") as? String }
        set { setValue(newValue, forKey: "query") }
    }
}

/// The app's stack: a lazy container, `saveContext()`, background tasks.
final class RecentsStorage {
    private lazy var persistentContainer: NSPersistentContainer = {
        let container = NSPersistentContainer(name: "Recents", managedObjectModel: RecentsModel.model())
        container.loadPersistentStores { _, error in
            if let error = error as NSError? {
                assertionFailure("Unresolved error \(error), \(error.userInfo)")
            }
        }
        return container
    }()

    func saveContext() {
        let context = persistentContainer.viewContext
        if context.hasChanges {
            do {
                try context.save()
            } catch {
                assertionFailure("Unresolved error \(error), \((error as NSError).userInfo)")
            }
        }
    }

    func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        persistentContainer.performBackgroundTask(block)
    }

    var viewContext: NSManagedObjectContext { persistentContainer.viewContext }
}

extension RecentQueryEntity {
    convenience init(query: String, insertInto context: NSManagedObjectContext) {
        self.init(context: context)
        self.query = query
        createdAt = Date()
    }
}

/// The app's recent-queries storage: save one (removing duplicates and keeping at most
/// `limit`), list them newest first.
final class RecentQueriesStore {
    private let storage: RecentsStorage
    private let limit: Int

    init(storage: RecentsStorage, limit: Int) {
        self.storage = storage
        self.limit = limit
    }

    func save(_ query: String, completion: @escaping (Result<String, Error>) -> Void) {
        storage.performBackgroundTask { [weak self] context in
            guard let self = self else { return }
            do {
                let request: NSFetchRequest = RecentQueryEntity.fetchRequest()
                request.sortDescriptors = [NSSortDescriptor.headless(key: "createdAt", ascending: false)]
                var result = try context.fetch(request)
                result.filter { $0.query == query }.forEach { context.delete($0) }
                result.removeAll { $0.query == query }
                if result.count > self.limit - 1 {
                    result.suffix(result.count - (self.limit - 1)).forEach { context.delete($0) }
                }
                let entity = RecentQueryEntity(query: query, insertInto: context)
                try context.save()
                completion(.success(entity.query ?? ""))
            } catch {
                completion(.failure(error))
            }
        }
    }

    func recents(maxCount: Int, completion: @escaping (Result<[String], Error>) -> Void) {
        storage.performBackgroundTask { context in
            do {
                let request: NSFetchRequest = RecentQueryEntity.fetchRequest()
                request.sortDescriptors = [NSSortDescriptor.headless(key: "createdAt", ascending: false)]
                request.fetchLimit = maxCount
                completion(.success(try context.fetch(request).map { $0.query ?? "" }))
            } catch {
                completion(.failure(error))
            }
        }
    }

    func cachedPage(query: String, page: Int, in context: NSManagedObjectContext) throws -> CachedPageEntity? {
        let request: NSFetchRequest = CachedPageEntity.fetchRequest()
        request.predicate = NSPredicate.headless(format: "%K = %@ AND %K = %d", "query", query, "page", page)
        return try context.fetch(request).first
    }
}
