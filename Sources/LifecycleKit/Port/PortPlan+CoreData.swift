import Foundation

/// The app's Core Data models (issue 33; References §60.5): each `.xcdatamodeld` (or lone
/// `.xcdatamodel`) is linked into the bundle under its own name, where
/// `NSPersistentContainer(name:)` finds it, and the classes Xcode would generate for its current
/// version's entities are written into the target (``CoreDataModelCode``).
extension PortPlan {
    /// The bundle entries of the models: `CoreDataStorage.xcdatamodeld` at the bundle's top.
    static func modelResources(_ models: [String]) -> [Resource] {
        models.map { Resource(source: $0, bundlePath: ($0 as NSString).lastPathComponent) }
    }

    /// Generates the models' classes; each problem (a model that does not parse, an unknown
    /// attribute type) becomes a note naming the model file and line.
    mutating func addCoreDataModels(_ models: [String]) {
        coreDataModels = models
        var sources: [String] = []
        for model in models {
            let (source, problems) = CoreDataModelCode.generate(modelAt: sourceRoot.appendingPathComponent(model), root: sourceRoot.path)
            notes += problems.map { "Core Data model: \($0)" }
            if let source { sources.append(source) }
        }
        coreDataModelSource = sources.isEmpty ? nil : sources.joined(separator: "\n")
    }
}

extension PortedPackage {
    /// The file of the target that holds the models' generated classes.
    static let coreDataModelFile = "CoreDataModel+Generated.swift"
}
