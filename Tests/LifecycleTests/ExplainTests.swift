@_spi(Headless) import UIKit
import HeadlessCore
import Foundation
import Testing
@testable import LifecycleKit

/// `lifecycle explain` covers every callback the framework delivers and the app and scene
/// delegate callbacks, and finds them by the names people type.
@Suite struct ExplainTests {
    /// The Swift names declared in the framework's callback catalog, read from its source so
    /// that a callback added there without an explanation fails this test.
    static func catalogNames() throws -> [String] {
        let source = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Sources/HeadlessCore/Tracing/Callback+Catalog.swift")
        let text = try String(contentsOf: source, encoding: .utf8)
        let regex = try NSRegularExpression(pattern: #"Callback\(\s*"([^"]+)""#)
        return regex.matches(in: text, range: NSRange(text.startIndex..., in: text)).compactMap {
            Range($0.range(at: 1), in: text).map { String(text[$0]) }
        }
    }

    static let delegateCallbacks = [
        "application(_:willFinishLaunchingWithOptions:)", "application(_:didFinishLaunchingWithOptions:)",
        "applicationDidBecomeActive(_:)", "applicationWillResignActive(_:)", "applicationDidEnterBackground(_:)",
        "applicationWillEnterForeground(_:)", "applicationWillTerminate(_:)", "applicationDidReceiveMemoryWarning(_:)",
        "application(_:configurationForConnecting:options:)", "application(_:didDiscardSceneSessions:)",
        "scene(_:willConnectTo:options:)", "sceneWillEnterForeground(_:)", "sceneDidBecomeActive(_:)",
        "sceneWillResignActive(_:)", "sceneDidEnterBackground(_:)", "sceneDidDisconnect(_:)",
    ]

    @Test func everyCatalogCallbackIsExplained() throws {
        let names = try Self.catalogNames()
        #expect(names.count >= 25)
        for name in names + Self.delegateCallbacks {
            #expect(ExplanationCatalog.all.contains { $0.swiftName == name || ($0.swiftName == "deinit" && name == "deinit") },
                    "no explanation for \(name)")
        }
    }

    @Test func explanationsAreComplete() {
        for explanation in ExplanationCatalog.all {
            #expect(!explanation.when.isEmpty && !explanation.state.isEmpty, "\(explanation.swiftName)")
            #expect(!explanation.dos.isEmpty && !explanation.donts.isEmpty, "\(explanation.swiftName)")
            for id in explanation.scenarios {
                #expect(ScenarioCatalog.scenario(id: id) != nil, "\(explanation.swiftName) points to unknown \(id)")
            }
        }
        #expect(Set(ExplanationCatalog.all.map(\.swiftName)).count == ExplanationCatalog.all.count)
    }

    @Test func lookupAcceptsSwiftObjectiveCAndBaseNames() {
        #expect(ExplanationCatalog.lookup("viewDidLoad").map(\.swiftName) == ["viewDidLoad()"])
        #expect(ExplanationCatalog.lookup("viewWillAppear:").map(\.swiftName) == ["viewWillAppear(_:)"])
        #expect(ExplanationCatalog.lookup("-[UIViewController viewWillAppear:]").map(\.swiftName) == ["viewWillAppear(_:)"])
        #expect(ExplanationCatalog.lookup("willMoveToSuperview:").map(\.swiftName) == ["willMove(toSuperview:)"])
        #expect(ExplanationCatalog.lookup("dealloc").map(\.swiftName) == ["deinit"])
        #expect(ExplanationCatalog.lookup("drawRect:").map(\.swiftName) == ["draw(_:)"])
        #expect(Set(ExplanationCatalog.lookup("willMove").map(\.swiftName))
                == ["willMove(toSuperview:)", "willMove(toWindow:)", "willMove(toParent:)"])
        #expect(ExplanationCatalog.lookup("nothingLikeThis").isEmpty)
        #expect(ExplanationCatalog.suggestions(for: "appear").contains("viewDidAppear(_:)"))
    }

    /// Issue 36: the list and sheet callbacks name their sources, and the row-height switch
    /// shows under an old profile (References §50).
    @Test func listAndSheetCallbacksCiteTheirSources() throws {
        let height = try #require(ExplanationCatalog.lookup("tableView:heightForRowAtIndexPath:").first)
        #expect(height.when.contains("References §50.3"))
        #expect(height.rendered(onIOS: 10).contains("estimated row heights by default"))
        let counts = try #require(ExplanationCatalog.lookup("tableView(_:numberOfRowsInSection:)").first)
        #expect(counts.when.contains("§50.1") && counts.when.contains("§50.2"))
        let sheet = try #require(ExplanationCatalog.lookup("sheetPresentationControllerDidChangeSelectedDetentIdentifier").first)
        #expect(sheet.when.contains("References §50.4"))
        #expect(ExplanationCatalog.lookup("applicationWillResignActive")
            .contains { $0.rendered(onIOS: 11).contains("Notification Center flicker") })
    }

    /// Issue 36: the callbacks of the other items name their sources too: block animations and
    /// Core Animation's delegate (§38), a field's editing with the keyboard notifications (§50.5),
    /// a scene app's state (§45.5), the flicker by profile (§50.6).
    @Test func animationTextAndSceneCallbacksCiteTheirSources() throws {
        let completion = try #require(ExplanationCatalog.lookup("animateWithDuration:animations:completion:").first)
        #expect(completion.when.contains("References §38"))
        let stop = try #require(ExplanationCatalog.lookup("animationDidStop(_:finished:)").first)
        #expect(stop.when.contains("References §38"))
        let editing = try #require(ExplanationCatalog.lookup("textFieldDidBeginEditing").first)
        #expect(editing.when.contains("References §50.5"))
        let active = try #require(ExplanationCatalog.lookup("sceneDidBecomeActive:").first)
        #expect(active.state.contains("References §45.5"))
        #expect(ExplanationCatalog.lookup("applicationDidBecomeActive").contains { $0.donts.joined().contains("§50.6") })
    }

    @Test func pageViewControllerCallbacksAreFoundByTheirNames() {
        #expect(ExplanationCatalog.lookup("pageViewController:willTransitionToViewControllers:").map(\.swiftName)
                == ["pageViewController(_:willTransitionTo:)"])
        #expect(ExplanationCatalog.lookup("pageViewController(_:didFinishAnimating:previousViewControllers:transitionCompleted:)")
                    .map(\.declaredBy) == ["UIPageViewControllerDelegate"])
        #expect(Set(ExplanationCatalog.lookup("pageViewController").map(\.declaredBy))
                == ["UIPageViewControllerDataSource", "UIPageViewControllerDelegate"])
    }

    @Test func renderedTextHasEverySection() throws {
        let text = try #require(ExplanationCatalog.lookup("loadView").first).rendered()
        for heading in ["When UIKit calls it", "State of the receiver", "Do\n", "Don't", "What the seeds say", "See it: lifecycle tour VC-8"] {
            #expect(text.contains(heading), "\(heading)")
        }
    }
}
