import Foundation
import HeadlessCore

/// The Core Data stack of an app: a model, a coordinator, its store and a main-queue view
/// context (References §60.1).
///
/// `NSPersistentContainer(name:)` reads the model named so from the app's bundle: the
/// `<name>.xcdatamodeld` that `lifecycle port` links into it (its current version), or a
/// compiled `<name>.momd`. Whatever the store descriptions say, the store is in memory: a
/// run starts with no saved objects, as a fresh install does.
open class NSPersistentContainer: NSObject, @unchecked Sendable {
    open private(set) var name: String
    open private(set) var managedObjectModel: NSManagedObjectModel
    open private(set) var persistentStoreCoordinator: NSPersistentStoreCoordinator
    open var persistentStoreDescriptions: [NSPersistentStoreDescription]

    /// The model of the latest container made, for `NSManagedObject.entity()`.
    static var latestModel: NSManagedObjectModel? {
        get { latest.withLock { $0.model } }
        set { latest.withLock { $0.model = newValue } }
    }

    private final class LatestModel: @unchecked Sendable {
        private let lock = NSLock()
        weak var model: NSManagedObjectModel?
        func withLock<T>(_ body: (LatestModel) -> T) -> T {
            lock.lock()
            defer { lock.unlock() }
            return body(self)
        }
    }

    private static let latest = LatestModel()

    /// The main-queue context, made on first use.
    open private(set) lazy var viewContext: NSManagedObjectContext = {
        let context = NSManagedObjectContext(concurrencyType: .mainQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        context.name = "viewContext"
        return context
    }()

    /// The container of the model named `name` in the app's bundle.
    public convenience init(name: String) {
        let model: NSManagedObjectModel
        if let url = ModelLocation.model(named: name, in: ModelLocation.appBundle) {
            do {
                let document = try ModelDocument.load(at: url)
                model = NSManagedObjectModel()
                model.entities = document.entities
                model.loadProblems = document.problems
            } catch {
                HeadlessApp.report(Diagnostic(.error, code: .coreDataModelNotFound, message:
                    "NSPersistentContainer(name: \"\(name)\"): the model does not read: \(error). The container has an empty model. Fix the model file.",
                    subject: "NSPersistentContainer"))
                model = NSManagedObjectModel()
            }
        } else {
            let found = ModelLocation.models(in: ModelLocation.appBundle).map(\.lastPathComponent)
            HeadlessApp.report(Diagnostic(.error, code: .coreDataModelNotFound, message:
                "NSPersistentContainer(name: \"\(name)\"): the app's bundle (\(ModelLocation.appBundle.bundlePath)) has no \(name).xcdatamodeld or \(name).momd\(found.isEmpty ? "" : " (it has \(found.joined(separator: ", ")))"); the container has an empty model. Name the model file, or port the app again so that its model is linked into the bundle.",
                subject: "NSPersistentContainer"))
            model = NSManagedObjectModel()
        }
        self.init(name: name, managedObjectModel: model)
    }

    /// A container of `model`.
    public init(name: String, managedObjectModel model: NSManagedObjectModel) {
        self.name = name
        managedObjectModel = model
        persistentStoreCoordinator = NSPersistentStoreCoordinator(managedObjectModel: model)
        let description = NSPersistentStoreDescription(url: NSPersistentContainer.defaultDirectoryURL().appendingPathComponent("\(name).sqlite"))
        persistentStoreDescriptions = [description]
        super.init()
        Self.latestModel = model
        for problem in model.loadProblems {
            HeadlessApp.report(Diagnostic(.error, code: .coreDataModelInvalid, message:
                "NSPersistentContainer(name: \"\(name)\"): \(problem). The rest of the model is used.", subject: "NSPersistentContainer"))
        }
    }

    /// The folder stores go in by default (the app's Application Support).
    open class func defaultDirectoryURL() -> URL {
        FileManager.default.urls(for: .applicationSupportDirectory, in: .userDomainMask).first
            ?? URL(fileURLWithPath: NSTemporaryDirectory())
    }

    /// Adds the store of each description; the handler is called for each before this
    /// returns (as on iOS unless `shouldAddStoreAsynchronously` is set).
    open func loadPersistentStores(completionHandler block: @escaping (NSPersistentStoreDescription, (any Error)?) -> Void) {
        for description in persistentStoreDescriptions {
            persistentStoreCoordinator.addPersistentStore(with: description, completionHandler: block)
        }
    }

    /// A new private-queue context over the container's store.
    open func newBackgroundContext() -> NSManagedObjectContext {
        let context = NSManagedObjectContext(concurrencyType: .privateQueueConcurrencyType)
        context.persistentStoreCoordinator = persistentStoreCoordinator
        return context
    }

    /// Runs `block` with a new private-queue context at a later turn of the main run loop,
    /// after the blocks given before it (on iOS: on a private queue; References §60.3).
    open func performBackgroundTask(_ block: @escaping (NSManagedObjectContext) -> Void) {
        let context = newBackgroundContext()
        persistentStoreCoordinator.turns.enqueue { block(context) }
    }

    /// Runs `block` with a new private-queue context and returns its result.
    public func performBackgroundTask<T>(_ block: @escaping (NSManagedObjectContext) throws -> T) async rethrows -> T {
        try block(newBackgroundContext())
    }
}
