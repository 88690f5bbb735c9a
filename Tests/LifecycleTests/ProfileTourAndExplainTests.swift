import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
@testable import LifecycleKit

/// iOS-version profiles in `lifecycle` (References §16): the tour replays each seed under the
/// version it was written for and says so; `explain --ios` shows what a version changes.
@MainActor
@Suite(.freshRuntime) struct ProfileTourAndExplainTests {
    @Test func tourReplaysEachSeedUnderItsVersionAndSaysSo() throws {
        let launch = try #require(ScenarioCatalog.scenario(id: "APP-2"))
        #expect(launch.iOSVersion == 8)
        let text = OutputFormat.seed.render(Tour.document(for: [launch]))
        #expect(text.contains("ios:     8, the version the seed was written for"))
        #expect(!text.contains("-[ViewController viewIsAppearing:]"))
        let placement = try #require(ScenarioCatalog.scenario(id: "V-6"))
        #expect(placement.iOSVersion == 16)
        #expect(OutputFormat.seed.render(Tour.document(for: [placement])).contains("-[ViewController viewIsAppearing:]"))
    }

    @Test func explainShowsWhatIOS9And18DoDifferently() throws {
        let explanation = try #require(ExplanationCatalog.lookup("viewIsAppearing").first)
        let old = explanation.rendered(onIOS: 9)
        let new = explanation.rendered(onIOS: 18)
        #expect(old.contains("On iOS 9"))
        #expect(old.contains("viewIsAppearing(_:): not delivered (before iOS 13)"))
        #expect(new.contains("On iOS 18"))
        #expect(new.contains("(iOS 13 and later)"))
        #expect(old != new)
        let loadView = try #require(ExplanationCatalog.lookup("loadView").first)
        #expect(loadView.rendered(onIOS: 9).contains("no modelled behaviour of this callback changed"))
    }
}
