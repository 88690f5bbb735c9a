import Foundation
import Testing
@_spi(Headless) import UIKit
import HeadlessCore
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport

/// `NSPredicate(format:)` as the port rewrites it (`NSPredicate.headless(format:)`): the
/// predicate language over dictionaries and Swift values, and bad formats reported.
@MainActor
@Suite(.freshRuntime) struct PredicateFormatTests {
    let runtime = HeadlessRuntime.current

    struct Movie {
        var title: String
        var year: Int
        var rating: Double
        var genre: String?
        var studio: Studio
    }

    struct Studio {
        var name: String
    }

    let movie = Movie(title: "Dune", year: 2021, rating: 8.1, genre: nil, studio: Studio(name: "Légendary"))

    @Test(arguments: [
        ("title = 'Dune'", true), ("title == \"Dune\"", true), ("title != 'Dune'", false),
        ("year > 2000 AND rating >= 8", true), ("year < 2000 OR rating < 8", false), ("year <= 2021 && year => 2021", true),
        ("NOT (year = 2021)", false), ("!(title = 'x') || year = 1", true),
        ("title BEGINSWITH 'Du'", true), ("title ENDSWITH[c] 'UNE'", true), ("title CONTAINS 'un'", true), ("title CONTAINS 'UN'", false),
        ("title CONTAINS[c] 'UN'", true), ("studio.name CONTAINS[cd] 'legend'", true), ("studio.name = 'Legendary'", false),
        ("title LIKE 'D?n*'", true), ("title LIKE '*x*'", false), ("title MATCHES 'D.n.'", true),
        ("genre = nil", true), ("genre == NULL", true), ("genre != nil", false),
        ("year IN {2019, 2020, 2021}", true), ("title IN {'Up', 'Heat'}", false), ("year BETWEEN {2000, 2030}", true),
        ("(year = 1 OR (rating > 5 AND (title = 'Dune')))", true), ("TRUEPREDICATE", true), ("FALSEPREDICATE", false),
        ("rating = 8.1", true), ("year = -3", false),
    ])
    func literalFormats(format: String, expected: Bool) {
        let predicate = NSPredicate.headless(format: format)
        #expect(predicate.evaluate(with: movie) == expected, "\(format)")
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test func argumentsFillTheSpecifiers() {
        let record: [String: Any] = ["query": "dune", "page": Int32(2), "score": 4.5, "tags": ["a", "b"]]
        #expect(NSPredicate.headless(format: "%K = %@ AND %K = %d", "query", "dune", "page", 2).evaluate(with: record))
        #expect(!NSPredicate.headless(format: "%K = %@ AND %K = %ld", "query", "dune", "page", 3).evaluate(with: record))
        #expect(NSPredicate.headless(format: "score > %f", 4.0).evaluate(with: record))
        #expect(NSPredicate.headless(format: "query IN %@", ["heat", "dune"]).evaluate(with: record))
        #expect(NSPredicate.headless(format: "ANY tags = %@", "b").evaluate(with: record))
        #expect(NSPredicate.headless(format: "query = %@", argumentArray: ["dune"]).evaluate(with: record))
        let predicate = NSPredicate.headless(format: "%K == %@ AND page = %i", "query", "it's", 1)
        // `predicateFormat` is deprecated on Linux; the description is the same text.
        #expect("\(predicate)" == "query == \"it's\" AND page = 1")
        #expect((predicate as? FormatPredicate)?.format != nil)
        #expect(runtime.diagnostics.all.isEmpty)
    }

    @Test(arguments: [
        ("title = ", 8), ("title 'Dune'", 6), ("(title = 'Dune'", 15), ("title = 'Dune", 8), ("title ~ 1", 6),
        ("title = %@", 8), ("%K = 1", 0), ("title = 1 extra", 10), ("", 0), ("title = %q", 8), ("title =[x] 'a'", 7),
    ])
    func badFormatsAreReportedAndMatchNothing(format: String, position: Int) {
        let predicate = NSPredicate.headless(format: format)
        #expect(!predicate.evaluate(with: movie))
        let diagnostic = runtime.diagnostics.all.first
        #expect(runtime.diagnostics.all.count == 1)
        #expect(diagnostic?.code == .predicateFormatInvalid)
        #expect(diagnostic?.message.contains("NSPredicate(format: \"\(format)\") does not parse at character \(position):") == true,
                "\(diagnostic?.message ?? "no diagnostic")")
    }

    @Test func surplusArgumentsAreReported() {
        let predicate = NSPredicate.headless(format: "title = %@", "Dune", "extra")
        #expect(!predicate.evaluate(with: movie))
        #expect(runtime.diagnostics.all.first?.message.contains("1 % specifier(s) but 2 argument(s)") == true)
    }

    @Test func deeplyNestedFormatsAreRefusedNotRecursed() {
        let depth = 100_000
        let nested = String(repeating: "(", count: depth) + "year = 2021" + String(repeating: ")", count: depth)
        #expect(!NSPredicate.headless(format: nested).evaluate(with: movie))
        #expect(runtime.diagnostics.all.first?.message.contains("nests more than 64 levels") == true)
        let negations = String(repeating: "NOT ", count: depth) + "year = 2021"
        #expect(!NSPredicate.headless(format: negations).evaluate(with: movie))
        let shallow = String(repeating: "(", count: 30) + "year = 2021" + String(repeating: ")", count: 30)
        #expect(NSPredicate.headless(format: shallow).evaluate(with: movie))
    }

    @Test func keyedSortDescriptorsOrderArrays() {
        let rows: [[String: Any]] = [["name": "b", "rank": 2], ["name": "a"], ["name": "c", "rank": 1]]
        let descriptor = NSSortDescriptor.headless(key: "rank", ascending: true)
        let sorted = (rows as NSArray).sortedArray(using: [descriptor]).compactMap { ($0 as? [String: Any])?["name"] as? String }
        #expect(sorted == ["a", "c", "b"])
        #expect(descriptor.headlessKey == "rank")
        let reversed = (descriptor.reversedSortDescriptor as? NSSortDescriptor)
        #expect(reversed?.headlessKey == "rank" && reversed?.ascending == false)
        let names = NSSortDescriptor.headless(key: "name", ascending: false, selector: Selector("localizedCaseInsensitiveCompare:"))
        #expect(names.compare(["name": "B"], to: ["name": "a"]) == .orderedAscending)
    }
}
