import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
@_spi(Headless) import CoreData
import _UIKitTestSupport

/// The Core Data stand-in's store: models read from a versioned `.xcdatamodeld`, contexts
/// that share one in-memory store, fetches with predicates, sorting and limits, relationships
/// with inverses, delete rules, and blocks run as turns of the main run loop.
@MainActor
@Suite(.freshRuntime) struct InMemoryStoreTests {
    let runtime = HeadlessRuntime.current

    @Test func theCurrentVersionOfAVersionedModelIsRead() throws {
        let model = try #require(NSManagedObjectModel(contentsOf: try MovieModel.writePackage()))
        #expect(model.entities.compactMap(\.name) == ["QueryRecord", "FilmRecord", "RequestRecord", "PageRecord", "Folder", "Note"])
        let query = try #require(model.entitiesByName["QueryRecord"])
        #expect(query.attributesByName["createdAt"]?.attributeType == .dateAttributeType)
        let page = try #require(model.entitiesByName["PageRecord"])
        let films = try #require(page.relationshipsByName["films"])
        #expect(films.isToMany && films.deleteRule == .cascadeDeleteRule)
        #expect(films.destinationEntity?.name == "FilmRecord")
        #expect(films.inverseRelationship?.name == "page")
        #expect(films.inverseRelationship?.isToMany == false)
        #expect(model.entitiesByName["RequestRecord"]?.relationshipsByName["response"]?.inverseRelationship === page.relationshipsByName["request"])
    }

    @Test func fetchesSortLimitAndOffset() throws {
        let context = try MovieModel.container().viewContext
        for (index, text) in ["dune", "alien", "heat", "up", "jaws"].enumerated() {
            let record = QueryRecord(context: context)
            record.text = text
            record.createdAt = Date(timeIntervalSinceReferenceDate: Double([3, 1, 5, 2, 4][index]))
        }
        try context.save()
        let request = QueryRecord.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor.headless(key: "createdAt", ascending: false)]
        request.fetchLimit = 3
        #expect(try context.fetch(request).map(\.text) == ["heat", "jaws", "dune"])
        request.fetchOffset = 3
        #expect(try context.fetch(request).map(\.text) == ["up", "alien"])
        request.sortDescriptors = [NSSortDescriptor.headless(key: "text", ascending: true)]
        request.fetchOffset = 0
        request.fetchLimit = 0
        #expect(try context.fetch(request).map(\.text) == ["alien", "dune", "heat", "jaws", "up"])
        #expect(try context.count(for: request) == 5)
        // An untyped request, as apps write `NSFetchRequest<NSFetchRequestResult>(entityName:)`.
        let untyped = NSFetchRequest<NSFetchRequestResult>(entityName: "QueryRecord")
        #expect(untyped.entityName == "QueryRecord")
        #expect(try context.fetch(untyped).count == 5)
    }

    @Test func nilSortsFirstAndUnsavedObjectsAreFetched() throws {
        let context = try MovieModel.container().viewContext
        let dated = QueryRecord(context: context)
        dated.text = "dated"
        dated.createdAt = Date(timeIntervalSinceReferenceDate: 10)
        let undated = QueryRecord(context: context)
        undated.text = "undated"
        let request = QueryRecord.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor.headless(key: "createdAt", ascending: true)]
        #expect(try context.fetch(request).map(\.text) == ["undated", "dated"])
        #expect(context.hasChanges && dated.isInserted)
    }

    @Test func aFormatPredicateSelectsByKeyAndNumber() throws {
        let context = try MovieModel.container().viewContext
        for (query, number) in [("dune", 1), ("dune", 2), ("heat", 1)] {
            let request = RequestRecord(context: context)
            request.query = query
            request.number = Int32(number)
        }
        let fetch = RequestRecord.fetchRequest()
        fetch.predicate = NSPredicate.headless(format: "%K = %@ AND %K = %d", "query", "dune", "number", 2)
        let found = try context.fetch(fetch)
        #expect(found.count == 1 && found.first?.query == "dune" && found.first?.number == 2)
        #expect(fetch.predicate.map { "\($0)" } == "query = \"dune\" AND number = 2")
    }

    @Test func relationshipsKeepTheirInverses() throws {
        let context = try MovieModel.container().viewContext
        let request = RequestRecord(context: context)
        let page = PageRecord(context: context)
        request.response = page
        #expect(page.request === request)
        let other = RequestRecord(context: context)
        page.request = other
        #expect(other.response === page && request.response == nil)
        let films = (0..<3).map { index -> FilmRecord in
            let film = FilmRecord(context: context)
            film.id = Int64(index)
            page.addToFilms(film)
            return film
        }
        #expect(films.allSatisfy { $0.page === page })
        #expect((page.films?.allObjects as? [FilmRecord])?.map(\.id) == [0, 1, 2])
        page.removeFromFilms(films[1])
        #expect(films[1].page == nil && page.films?.count == 2)
        films[2].page = nil
        #expect((page.films?.allObjects as? [FilmRecord])?.map(\.id) == [0])
    }

    @Test func deletesCascadeAndNullify() throws {
        let context = try MovieModel.container().viewContext
        let request = RequestRecord(context: context)
        let page = PageRecord(context: context)
        request.response = page
        let films = (0..<2).map { _ in FilmRecord(context: context) }
        films.forEach(page.addToFilms)
        try context.save()
        // Nullify: a film deleted leaves its page.
        context.delete(films[0])
        #expect(films[0].isDeleted && page.films?.count == 1)
        // Cascade: the request takes its page, which takes its films.
        context.delete(request)
        #expect(page.isDeleted && films[1].isDeleted)
        try context.save()
        #expect(try context.count(for: PageRecord.fetchRequest()) == 0)
        #expect(try context.count(for: FilmRecord.fetchRequest()) == 0)
        #expect(request.managedObjectContext == nil)
    }

    @Test func aDenyRuleFailsTheSave() throws {
        let context = try MovieModel.container().viewContext
        let folder = NSEntityDescription.insertNewObject(forEntityName: "Folder", into: context)
        folder.setValue("Inbox", forKey: "name")
        let note = NSEntityDescription.insertNewObject(forEntityName: "Note", into: context)
        note.setValue(folder, forKey: "folder")
        #expect((folder.value(forKey: "notes") as? NSOrderedSet)?.count == 1)
        try context.save()
        context.delete(folder)
        #expect(throws: NSError.self) { try context.save() }
        #expect(runtime.diagnostics.all.map(\.code) == [.coreDataValidation])
        context.rollback()
        #expect(!folder.isDeleted && !context.hasChanges)
    }

    @Test func aRequiredValueMissingFailsTheSave() throws {
        let context = try MovieModel.container().viewContext
        _ = NSEntityDescription.insertNewObject(forEntityName: "Folder", into: context)
        #expect(throws: NSError.self) { try context.save() }
        #expect(runtime.diagnostics.all.first?.message.contains("name is a required value") == true)
    }

    @Test func aSaveInABackgroundContextIsSeenByTheViewContext() throws {
        let container = try MovieModel.container()
        container.viewContext.automaticallyMergesChangesFromParent = true
        let background = container.newBackgroundContext()
        let record = QueryRecord(context: background)
        record.text = "dune"
        #expect(try container.viewContext.count(for: QueryRecord.fetchRequest()) == 0)
        try background.save()
        let seen = try container.viewContext.fetch(QueryRecord.fetchRequest())
        #expect(seen.map(\.text) == ["dune"])
        #expect(seen.first !== record && seen.first?.objectID == record.objectID)
        // A later change saved in the background shows in the merged view context's object.
        record.text = "arrival"
        try background.save()
        #expect(seen.first?.text == "arrival")
        background.delete(record)
        try background.save()
        #expect(try container.viewContext.count(for: QueryRecord.fetchRequest()) == 0)
    }

    @Test func backgroundTasksRunOnLaterTurnsInOrder() throws {
        let container = try MovieModel.container()
        var order: [String] = []
        for name in ["first", "second", "third"] {
            container.performBackgroundTask { context in
                order.append(name)
                let record = QueryRecord(context: context)
                record.text = name
                try? context.save()
            }
        }
        container.viewContext.perform { order.append("view") }
        #expect(order.isEmpty)
        runtime.runLoop.runUntilIdle()
        #expect(order == ["first", "second", "third", "view"])
        let request = QueryRecord.fetchRequest()
        request.sortDescriptors = [NSSortDescriptor.headless(key: "text", ascending: true)]
        #expect(try container.viewContext.fetch(request).map(\.text) == ["first", "second", "third"])
    }

    @Test func rollbackUndoesChanges() throws {
        let context = try MovieModel.container().viewContext
        let record = QueryRecord(context: context)
        record.text = "dune"
        try context.save()
        record.text = "heat"
        #expect(record.isUpdated && context.hasChanges)
        let added = QueryRecord(context: context)
        context.rollback()
        #expect(record.text == "dune" && !context.hasChanges && added.managedObjectContext == nil)
    }

    @Test func anUnknownKeyIsReportedAndReadsNil() throws {
        let context = try MovieModel.container().viewContext
        let record = QueryRecord(context: context)
        #expect(record.value(forKey: "missing") == nil)
        record.setValue(3, forKey: "text")
        #expect(record.text == nil)
        #expect(runtime.diagnostics.all.map(\.code) == [.coreDataUnknownKey, .coreDataWrongValueType])
    }

    @Test func aMissingModelIsReportedAndTheContainerStillWorks() {
        let container = NSPersistentContainer(name: "NoSuchModel")
        container.loadPersistentStores { _, error in #expect(error == nil) }
        #expect(container.managedObjectModel.entities.isEmpty)
        #expect(runtime.diagnostics.all.map(\.code) == [.coreDataModelNotFound])
        #expect(!container.viewContext.hasChanges)
    }

    @Test func aLongCascadeCostsNoStack() throws {
        // Pages cascade to films; the film→page inverse nullifies; a long chain of requests
        // and pages is deleted by a work list.
        let context = try MovieModel.container().viewContext
        let page = PageRecord(context: context)
        for _ in 0..<1_000 { page.addToFilms(FilmRecord(context: context)) }
        try context.save()
        context.delete(page)
        try context.save()
        #expect(try context.count(for: FilmRecord.fetchRequest()) == 0)
    }
}
