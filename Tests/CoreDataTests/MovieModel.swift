import Foundation
import Testing
@_spi(Headless) import CoreData

/// A model of the shape of the corpus app's (Clean Architecture MVVM), written here: requests
/// that own a response (cascade), responses that own movies (cascade, to-many), and recent
/// queries; plus a folder entity whose notes deny its delete. Version 1 has queries only.
enum MovieModel {
    static let version1 = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="QueryRecord" representedClassName="QueryRecord" codeGenerationType="class">
                <attribute name="text" optional="YES" attributeType="String"/>
            </entity>
        </model>
        """

    static let version2 = """
        <?xml version="1.0" encoding="UTF-8" standalone="yes"?>
        <model type="com.apple.IDECoreDataModeler.DataModel" documentVersion="1.0">
            <entity name="QueryRecord" representedClassName="QueryRecord" codeGenerationType="class">
                <attribute name="createdAt" optional="YES" attributeType="Date" usesScalarValueType="NO"/>
                <attribute name="text" optional="YES" attributeType="String"/>
            </entity>
            <entity name="FilmRecord" representedClassName="FilmRecord" codeGenerationType="class">
                <attribute name="id" optional="YES" attributeType="Integer 64" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="title" optional="YES" attributeType="String"/>
                <relationship name="page" maxCount="1" deletionRule="Nullify" destinationEntity="PageRecord" inverseName="films" inverseEntity="PageRecord"/>
            </entity>
            <entity name="RequestRecord" representedClassName="RequestRecord" codeGenerationType="class">
                <attribute name="number" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="query" optional="YES" attributeType="String"/>
                <relationship name="response" optional="YES" maxCount="1" deletionRule="Cascade" destinationEntity="PageRecord" inverseName="request" inverseEntity="PageRecord"/>
            </entity>
            <entity name="PageRecord" representedClassName="PageRecord" codeGenerationType="class">
                <attribute name="number" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <attribute name="total" optional="YES" attributeType="Integer 32" defaultValueString="0" usesScalarValueType="YES"/>
                <relationship name="films" optional="YES" toMany="YES" deletionRule="Cascade" destinationEntity="FilmRecord" inverseName="page" inverseEntity="FilmRecord"/>
                <relationship name="request" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="RequestRecord" inverseName="response" inverseEntity="RequestRecord"/>
            </entity>
            <entity name="Folder" representedClassName="Folder" codeGenerationType="category">
                <attribute name="name" attributeType="String"/>
                <relationship name="notes" optional="YES" toMany="YES" ordered="YES" deletionRule="Deny" destinationEntity="Note" inverseName="folder" inverseEntity="Note"/>
            </entity>
            <entity name="Note" representedClassName="Note">
                <attribute name="body" optional="YES" attributeType="String"/>
                <relationship name="folder" optional="YES" maxCount="1" deletionRule="Nullify" destinationEntity="Folder" inverseName="notes" inverseEntity="Folder"/>
            </entity>
        </model>
        """

    /// A `Movies.xcdatamodeld` folder with both versions, the second current, in a new
    /// temporary folder; returns the `.xcdatamodeld` URL.
    static func writePackage() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("coredata-tests-\(UUID().uuidString)")
        let package = folder.appendingPathComponent("Movies.xcdatamodeld")
        for (name, text) in [("Movies.xcdatamodel", version1), ("Movies 2.xcdatamodel", version2)] {
            let version = package.appendingPathComponent(name)
            try FileManager.default.createDirectory(at: version, withIntermediateDirectories: true)
            try Data(text.utf8).write(to: version.appendingPathComponent("contents"))
        }
        let current = """
            <?xml version="1.0" encoding="UTF-8"?>
            <!DOCTYPE plist PUBLIC "-//Apple//DTD PLIST 1.0//EN" "http://www.apple.com/DTDs/PropertyList-1.0.dtd">
            <plist version="1.0"><dict><key>_XCCurrentVersionName</key><string>Movies 2.xcdatamodel</string></dict></plist>
            """
        try Data(current.utf8).write(to: package.appendingPathComponent(".xccurrentversion"))
        return package
    }

    /// A container over the current version.
    static func container() throws -> NSPersistentContainer {
        let model = try #require(NSManagedObjectModel(contentsOf: try writePackage()))
        let container = NSPersistentContainer(name: "Movies", managedObjectModel: model)
        container.loadPersistentStores { _, error in precondition(error == nil) }
        return container
    }
}

// The classes `lifecycle port` generates for the model (CoreDataModelTests checks the
// generator writes these same members).
public class QueryRecord: NSManagedObject {}
extension QueryRecord {
    public class func fetchRequest() -> NSFetchRequest<QueryRecord> { NSFetchRequest<QueryRecord>(entityName: "QueryRecord") }
    public var createdAt: Date? {
        get { value(forKey: "createdAt") as? Date }
        set { setValue(newValue, forKey: "createdAt") }
    }
    public var text: String? {
        get { value(forKey: "text") as? String }
        set { setValue(newValue, forKey: "text") }
    }
}

public class FilmRecord: NSManagedObject {}
extension FilmRecord {
    public class func fetchRequest() -> NSFetchRequest<FilmRecord> { NSFetchRequest<FilmRecord>(entityName: "FilmRecord") }
    public var id: Int64 {
        get { (value(forKey: "id") as? Int64) ?? 0 }
        set { setValue(newValue, forKey: "id") }
    }
    public var title: String? {
        get { value(forKey: "title") as? String }
        set { setValue(newValue, forKey: "title") }
    }
    public var page: PageRecord? {
        get { value(forKey: "page") as? PageRecord }
        set { setValue(newValue, forKey: "page") }
    }
}

public class RequestRecord: NSManagedObject {}
extension RequestRecord {
    public class func fetchRequest() -> NSFetchRequest<RequestRecord> { NSFetchRequest<RequestRecord>(entityName: "RequestRecord") }
    public var number: Int32 {
        get { (value(forKey: "number") as? Int32) ?? 0 }
        set { setValue(newValue, forKey: "number") }
    }
    public var query: String? {
        get { value(forKey: "query") as? String }
        set { setValue(newValue, forKey: "query") }
    }
    public var response: PageRecord? {
        get { value(forKey: "response") as? PageRecord }
        set { setValue(newValue, forKey: "response") }
    }
}

public class PageRecord: NSManagedObject {}
extension PageRecord {
    public class func fetchRequest() -> NSFetchRequest<PageRecord> { NSFetchRequest<PageRecord>(entityName: "PageRecord") }
    public var number: Int32 {
        get { (value(forKey: "number") as? Int32) ?? 0 }
        set { setValue(newValue, forKey: "number") }
    }
    public var films: NSSet? {
        get { value(forKey: "films") as? NSSet }
        set { setValue(newValue, forKey: "films") }
    }
    public var request: RequestRecord? {
        get { value(forKey: "request") as? RequestRecord }
        set { setValue(newValue, forKey: "request") }
    }
    public func addToFilms(_ value: FilmRecord) { headlessAdd([value], toRelationship: "films") }
    public func removeFromFilms(_ value: FilmRecord) { headlessRemove([value], fromRelationship: "films") }
}

public class Folder: NSManagedObject {}
public class Note: NSManagedObject {}
