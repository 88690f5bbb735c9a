@testable import PortRewriter
import Foundation
import Testing

/// `NSPredicate(format:)` and `NSSortDescriptor(key:ascending:)`, which Linux's Foundation
/// stops at or lacks, go to HeadlessUIKit's SPI factories through the port (issue 33;
/// References §60.4); Core Data is a stand-in, not a missing framework.
@Suite struct FoundationFactoryRewriteTests {
    private func port(_ text: String) -> PortRewriter.Result {
        PortRewriter(emitsSourceLocations: false).rewrite(text, path: "App/Storage.swift")
    }

    @Test func predicatesAndKeySortDescriptorsGoToTheFactories() {
        let result = port("""
            import CoreData

            final class Storage {
                func request() -> NSFetchRequest<NSFetchRequestResult> {
                    let request = NSFetchRequest<NSFetchRequestResult>(entityName: "Movie")
                    request.predicate = NSPredicate(format: "%K = %@ AND %K = %d",
                                                    #keyPath(MoviesRequestEntity.query), "dune",
                                                    #keyPath(MoviesRequestEntity.page), 1)
                    let other = NSPredicate.init(format: "title = %@", argumentArray: ["x"])
                    let block = NSPredicate(block: { _, _ in true })
                    request.sortDescriptors = [NSSortDescriptor(key: #keyPath(MovieQueryEntity.createdAt), ascending: false),
                                               NSSortDescriptor(key: "title", ascending: true, selector: caseInsensitive),
                                               NSSortDescriptor(keyPath: \\Movie.title, ascending: true)]
                    _ = (other, block)
                    return request
                }
            }
            """)
        let text = result.files[0].text
        #expect(text.hasPrefix("@_spi(Headless) import UIKit\n"))
        #expect(text.contains("""
                    request.predicate = NSPredicate.headless(format: "%K = %@ AND %K = %d",
                                                    "query", "dune",
                                                    "page", 1)
            """))
        #expect(text.contains("let other = NSPredicate.headless(format: \"title = %@\", argumentArray: [\"x\"])"))
        #expect(text.contains("let block = NSPredicate(block: { _, _ in true })"))
        #expect(text.contains("[NSSortDescriptor.headless(key: \"createdAt\", ascending: false),"))
        #expect(text.contains("NSSortDescriptor.headless(key: \"title\", ascending: true, selector:"))
        #expect(text.contains("NSSortDescriptor(keyPath: \\Movie.title, ascending: true)]"))
        #expect(result.counts[.predicateFormat] == 2)
        #expect(result.counts[.keySortDescriptor] == 2)
        #expect(result.diagnostics.isEmpty)
    }

    @Test func aTypeOfTheAppsOwnNamedSoIsLeftAlone() {
        let result = port("""
            struct NSPredicate { init(format: String) {} }
            let predicate = NSPredicate(format: "x")
            """)
        #expect(result.files[0].text.contains("let predicate = NSPredicate(format: \"x\")"))
        #expect(result.counts[.predicateFormat] == nil)
    }

    @Test func handWrittenManagedPropertiesSayWhatToDo() {
        let result = port("""
            import CoreData
            class Movie: NSManagedObject {
                @NSManaged var title: String?
            }
            """)
        #expect(result.diagnostics.map(\.message).contains { $0.contains("@NSManaged properties written by hand are not rewritten") })
        #expect(!result.diagnostics.map(\.message).contains { $0.contains("CoreData does not exist on Linux") })
    }
}
