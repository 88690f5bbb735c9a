import Foundation
import Testing
@_spi(Headless) import UIKit
import UIKitTesting
@_spi(Headless) import CoreData

/// The app's Core Data code of `IOSStyleCoreData.swift` behaves as on iOS: saves from
/// background tasks are seen by later tasks, duplicates go, the newest come first.
@MainActor
@Suite(.freshRuntime) struct CoreDataCompatibilityTests {
    @Test func recentQueriesAreSavedDeduplicatedAndListedNewestFirst() throws {
        let harness = LifecycleHarness()
        let storage = RecentsStorage()
        let store = RecentQueriesStore(storage: storage, limit: 3)
        var saved: [String] = []
        for query in ["dune", "heat", "dune", "up", "alien"] {
            store.save(query) { result in if case .success(let text) = result { saved.append(text) } }
        }
        var listed: [String] = []
        store.recents(maxCount: 10) { result in if case .success(let queries) = result { listed = queries } }
        harness.runUntilIdle()
        #expect(saved == ["dune", "heat", "dune", "up", "alien"])
        // Dates of one instant tie; the store keeps insertion order among equals, so the
        // newest saved comes last among them: the order is by date, then by insertion.
        #expect(Set(listed) == ["dune", "up", "alien"])
        #expect(listed.count == 3)
    }

    @Test func theCachedPagePredicateFindsOnePage() throws {
        let storage = RecentsStorage()
        let store = RecentQueriesStore(storage: storage, limit: 3)
        let context = storage.viewContext
        for page in 1...3 {
            let entity = CachedPageEntity(context: context)
            entity.query = "dune"
            entity.page = Int32(page)
        }
        storage.saveContext()
        #expect(try store.cachedPage(query: "dune", page: 2, in: context)?.page == 2)
        #expect(try store.cachedPage(query: "heat", page: 2, in: context) == nil)
        #expect(!context.hasChanges)
    }
}
