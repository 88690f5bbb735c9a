import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
@testable import LifecycleKit

/// `lifecycle tour` prints, for each scenario, exactly what its golden file holds.
@MainActor
@Suite(.freshRuntime) struct TourGoldenTests {
    @Test(arguments: ScenarioCatalog.everything.map(\.id))
    func tourOutputMatchesGolden(id: String) throws {
        let scenario = try #require(ScenarioCatalog.scenario(id: id))
        let document = Tour.document(for: [scenario])
        Golden.check(OutputFormat.seed.render(document), against: "tour/\(id).txt")
    }

    @Test func everyClaimOfTheDigestHasAScenario() throws {
        let digest = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().deletingLastPathComponent().appendingPathComponent("shared/reference/seed-scenarios.md")
        let ids: [String]
        if let text = try? String(contentsOf: digest, encoding: .utf8) {
            ids = text.components(separatedBy: "\n").compactMap { line in
                let cells = line.split(separator: "|").map { $0.trimmingCharacters(in: .whitespaces) }
                guard let first = cells.first, first.range(of: #"^(APP|VC|V)-\d+$"#, options: .regularExpression) != nil else { return nil }
                return first
            }
        } else {
            ids = (1...13).map { "APP-\($0)" } + (1...17).map { "VC-\($0)" } + (1...12).map { "V-\($0)" }
        }
        #expect(ids.count == 42)
        #expect(ScenarioCatalog.all.map(\.id) == ids)
    }

    @Test func selectorsNameIdsFamiliesAndAll() {
        #expect(ScenarioCatalog.select("vc2")?.map(\.id) == ["VC-2"])
        #expect(ScenarioCatalog.select("V-12")?.map(\.id) == ["V-12"])
        #expect(ScenarioCatalog.select("v")?.count == 12)
        #expect(ScenarioCatalog.select("APP")?.count == 13)
        #expect(ScenarioCatalog.select("seeds")?.count == 42)
        #expect(ScenarioCatalog.select("all")?.count == 42 + ScenarioCatalog.beyondSeeds.count)
        #expect(ScenarioCatalog.select("ui")?.map(\.id) == ["UI-1", "UI-2", "UI-3", "UI-4"])
        #expect(ScenarioCatalog.select("VC-99") == nil)
    }

    @Test func allFlagShowsUIKitsOwnObjects() throws {
        let scenario = try #require(ScenarioCatalog.scenario(id: "V-6"))
        let demoOnly = ScenarioRunner.run(scenario).visibleEvents
        let everything = ScenarioRunner.run(scenario, showAll: true).visibleEvents
        #expect(!demoOnly.contains { $0.className == "UIWindow" })
        #expect(everything.contains { $0.className == "UIWindow" && $0.callback == "didAddSubview(_:)" })
        #expect(everything.count > demoOnly.count)
    }
}
