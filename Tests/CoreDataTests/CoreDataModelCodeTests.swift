import Foundation
import Testing
import LifecycleKit

/// What `lifecycle port` generates for a model's entities: Xcode's classes, `fetchRequest()`,
/// typed properties and to-many accessors, for the current version of a versioned model.
@Suite struct CoreDataModelCodeTests {
    @Test func theCurrentVersionsEntitiesGetXcodesMembers() throws {
        let package = try MovieModel.writePackage()
        let (source, problems) = CoreDataModelCode.generate(modelAt: package, root: package.deletingLastPathComponent().path)
        #expect(problems.isEmpty)
        let text = try #require(source)
        // Version 2 is current: the films and pages it adds are generated.
        #expect(text.contains("public class FilmRecord: NSManagedObject {}"))
        #expect(text.contains("public class func fetchRequest() -> NSFetchRequest<QueryRecord> {\n        NSFetchRequest<QueryRecord>(entityName: \"QueryRecord\")"))
        #expect(text.contains("public var createdAt: Date? {\n        get { value(forKey: \"createdAt\") as? Date }"))
        #expect(text.contains("public var id: Int64 {\n        get { (value(forKey: \"id\") as? Int64) ?? 0 }"))
        #expect(text.contains("public var number: Int32 {"))
        #expect(text.contains("public var response: PageRecord? {"))
        #expect(text.contains("public var films: NSSet? {"))
        #expect(text.contains("public func addToFilms(_ value: FilmRecord) {\n        headlessAdd([value], toRelationship: \"films\")"))
        #expect(text.contains("public func removeFromFilms(_ values: NSSet) {"))
        // Category/Extension: the members, not the class; ordered relationships get the index accessors.
        #expect(!text.contains("class Folder"))
        #expect(text.contains("extension Folder {"))
        #expect(text.contains("public var notes: NSOrderedSet? {"))
        #expect(text.contains("public func insertIntoNotes(_ value: Note, at idx: Int) {"))
        // Manual/None: nothing.
        #expect(!text.contains("extension Note {"))
    }

    @Test func badModelsAreReportedWithFileAndLine() throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-bad-\(UUID().uuidString)")
        let model = folder.appendingPathComponent("Bad.xcdatamodel")
        try FileManager.default.createDirectory(at: model, withIntermediateDirectories: true)
        try Data("""
            <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
            <model>
                <entity name="Item" representedClassName="Item" codeGenerationType="class">
                    <attribute name="price" optional="YES" attributeType="Money"/>
                    <relationship name="owner" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Owner"/>
                </entity>
            </model>
            """.utf8).write(to: model.appendingPathComponent("contents"))
        let (source, problems) = CoreDataModelCode.generate(modelAt: model, root: folder.path)
        #expect(problems.count == 3)
        #expect(problems.first?.hasPrefix("Bad.xcdatamodel/contents:4: attribute Item.price has the attribute type \"Money\"") == true)
        #expect(problems.dropFirst().first?.hasPrefix("Bad.xcdatamodel/contents:5: relationship Item.owner names the destination entity Owner") == true)
        #expect(source?.contains("public class Item: NSManagedObject {}") == true)

        try Data("<model><entity name=\"A\">".utf8).write(to: model.appendingPathComponent("contents"))
        let (none, unparsed) = CoreDataModelCode.generate(modelAt: model, root: folder.path)
        #expect(none == nil)
        #expect(unparsed.first?.contains("Bad.xcdatamodel/contents:1: the model does not parse as XML") == true)
    }
}

/// The port links the app's model into the bundle and writes its classes into the target.
@Suite struct CoreDataPortTests {
    @Test func theModelIsLinkedAndItsClassesWritten() throws {
        let app = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-app-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: app.appendingPathComponent("Storage"), withIntermediateDirectories: true)
        try Data("import UIKit\nimport CoreData\nfinal class Store { let container = NSPersistentContainer(name: \"Movies\") }\n".utf8)
            .write(to: app.appendingPathComponent("Storage/Store.swift"))
        let model = try MovieModel.writePackage()
        try FileManager.default.moveItem(at: model, to: app.appendingPathComponent("Storage/Movies.xcdatamodeld"))
        let plan = try PortPlan.make(sourceDirectory: app, name: "Movies")
        #expect(plan.standInModules.map(\.importName) == ["CoreData"])
        #expect(plan.coreDataModels == ["Storage/Movies.xcdatamodeld"])
        #expect(plan.resources.contains { $0.source == "Storage/Movies.xcdatamodeld" && $0.bundlePath == "Movies.xcdatamodeld" })
        #expect(plan.coreDataModelSource?.contains("public class FilmRecord: NSManagedObject {}") == true)
        #expect(!plan.notes.contains { $0.hasPrefix("Core Data model") })

        let output = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-port-\(UUID().uuidString)")
        let written = try PortedPackage.write(plan, to: output, headlessUIKit: "/work/HeadlessUIKit")
        #expect(written.contains("Sources/Movies/CoreDataModel+Generated.swift"))
        #expect(written.contains("Sources/Movies/AppBundle/Movies.xcdatamodeld"))
        let manifest = try String(contentsOf: output.appendingPathComponent("Package.swift"), encoding: .utf8)
        #expect(manifest.contains(".product(name: \"CoreData\", package: \"HeadlessUIKit\")"))
        let linked = try FileManager.default.destinationOfSymbolicLink(atPath: output.appendingPathComponent("Sources/Movies/AppBundle/Movies.xcdatamodeld").path)
        #expect(linked.hasSuffix("Storage/Movies.xcdatamodeld"))
    }
}
