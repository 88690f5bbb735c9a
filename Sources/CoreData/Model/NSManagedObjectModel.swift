import Foundation

/// A model: the entities of the objects a store holds, read from a `.xcdatamodeld` (its
/// current version), a `.xcdatamodel` or a compiled `.momd` folder holding the model's source
/// (References §60.1).
open class NSManagedObjectModel: NSObject {
    open var entities: [NSEntityDescription] = [] {
        didSet { for entity in entities { entity.managedObjectModel = self } }
    }
    open var versionIdentifiers: Set<AnyHashable> = []
    /// The problems met reading the model, for the container to report.
    package var loadProblems: [ModelProblem] = []

    public override init() {
        super.init()
    }

    /// The model at `url`: a `.xcdatamodeld` (its current version), a `.xcdatamodel`, or a
    /// `.momd`/`.mom` folder holding one. Nil when nothing there reads as a model.
    public convenience init?(contentsOf url: URL) {
        guard let document = try? ModelDocument.load(at: url) else { return nil }
        self.init()
        entities = document.entities
    }

    /// The models of the bundles merged into one (the app's bundle when `bundles` is nil).
    open class func mergedModel(from bundles: [Bundle]?) -> NSManagedObjectModel? {
        let model = NSManagedObjectModel()
        for bundle in bundles ?? [ModelLocation.appBundle] {
            for url in ModelLocation.models(in: bundle) {
                if let document = try? ModelDocument.load(at: url) { model.entities += document.entities }
            }
        }
        return model.entities.isEmpty ? nil : model
    }

    open var entitiesByName: [String: NSEntityDescription] {
        Dictionary(entities.compactMap { entity in entity.name.map { ($0, entity) } }, uniquingKeysWith: { first, _ in first })
    }

    /// The entity whose objects are of the class named `className` (unqualified or qualified
    /// by its module), else the entity of that name.
    package func entity(forClassNamed className: String) -> NSEntityDescription? {
        let bare = className.split(separator: ".").last.map(String.init) ?? className
        return entities.first { entity in
            guard let represented = entity.managedObjectClassName else { return false }
            return represented == className || represented == bare || represented.split(separator: ".").last.map(String.init) == bare
        } ?? entitiesByName[bare]
    }
}
