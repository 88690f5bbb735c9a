import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting
import _UIKitTestSupport

/// The shared test support behaves as the suites that use it assume.
@MainActor
@Suite(.freshRuntime) struct TestSupportTests {
    @Test func aLaunchedAppShowsTheRootItWasGivenAndForgetsTheClosure() {
        let root = UIViewController()
        let harness = launchApp(showing: { root })
        #expect(harness.runtime.keyWindow?.rootViewController === root)
        #expect(RootAppDelegate.makeRoot() !== root)
    }

    @Test func scratchPathsAreFreshAndInsideTheProcessFolder() throws {
        let first = TestScratch.url("scratch", suffix: ".txt")
        let second = TestScratch.url("scratch", suffix: ".txt")
        #expect(first != second)
        #expect(first.deletingLastPathComponent().standardizedFileURL.path == TestScratch.root.standardizedFileURL.path)
        #expect(TestScratch.root.lastPathComponent == "headless-uikit-tests-\(ProcessInfo.processInfo.processIdentifier)")
        #expect(first.lastPathComponent.hasPrefix("scratch-") && first.lastPathComponent.hasSuffix(".txt"))
        try Data("x".utf8).write(to: first)
        #expect(FileManager.default.fileExists(atPath: first.path))
    }

    @Test func aRefusedActionGivesTheDevicesMessageAndAPerformedOneNil() {
        let harness = launchApp(showing: { UIViewController() })
        #expect(refused(harness, "home") == nil)
        #expect(refused(harness, "home")?.contains("home") == true)
    }

    @Test func describingRectsAndInsetsDropsWholeNumberDecimals() {
        #expect(describe(CGRect(x: 0, y: 20.5, width: 375, height: 44)) == "(0 20.50; 375 44)")
        #expect(describe(UIEdgeInsets(top: 59, left: 0, bottom: 34, right: 0)) == "{59, 0, 34, 0}")
    }

    @Test func sameComparesIdentityInOrder() {
        let a = UIView(), b = UIView()
        #expect(same([a, b], [a, b]))
        #expect(!same([a, b], [b, a]))
        #expect(!same([a], [a, nil]))
    }

    @Test func embeddingAndUnembeddingMoveTheChildAndItsView() {
        let container = EmbeddingViewController()
        let window = showInWindow(container)
        let child = UIViewController()
        container.embed(child)
        #expect(child.parent === container && child.view.superview === container.view)
        container.unembed(child)
        #expect(child.parent == nil && child.view.superview == nil)
        #expect(diagnosticCodes.isEmpty)
        _ = window
    }

    @Test func aBuiltExecutableRunsWithItsInputAndReportsItsStatus() throws {
        let demo = BuiltExecutable("LifecycleDemo")
        try #require(demo.url != nil)
        let run = try demo.run([], input: "home\nopen\n")
        #expect(run.status == 0)
        #expect(run.lines.contains { $0.contains("applicationDidEnterBackground") })
    }

    @Test func aNotificationLogKeepsNamesInOrderUntilReleased() {
        let first = Notification.Name("TestSupportTests.first"), second = Notification.Name("TestSupportTests.second")
        var log: NotificationLog? = NotificationLog()
        log?.observe([first, second])
        NotificationCenter.default.post(name: second, object: nil)
        NotificationCenter.default.post(name: first, object: nil, userInfo: ["key": 1])
        #expect(log?.names == [second.rawValue, first.rawValue])
        #expect(log?.entries.last?.userInfo["key"] as? Int == 1)
        log = nil
        NotificationCenter.default.post(name: first, object: nil)
    }

    @Test func showTracedAttachesTheRecorderBeforeTheRootIsMade() {
        let (recorder, root, window) = showTraced(UIViewController())
        #expect(recorder.callbacks.first { $0.className == "UIViewController" }?.callback == "init(nibName:bundle:)")
        #expect(window.isKeyWindow && window.rootViewController === root && root.appearanceState == .appeared)
    }

    @Test func aProbeControllerAddsItsContentAndNotesWhatItsSubclassSays() {
        final class Probe: ProbeViewController {
            override func makeContent() -> UIView? { UILabel() }
            override func note(_ callback: NotedCallback) -> String? { movingNote(callback) ?? "\(callback)" }
        }
        let probe = Probe()
        let window = showInWindow(probe)
        #expect(probe.view.subviews.first is UILabel)
        window.rootViewController = nil
        #expect(probe.notes.contains("viewWillLayoutSubviews"))
        #expect(probe.notes.filter { $0 != "viewWillLayoutSubviews" } == [
            "viewWillAppear toParent=false", "viewDidAppear toParent=false",
            "viewWillDisappear fromParent=false", "viewDidDisappear fromParent=false",
        ])
        #expect(ProbeViewController().makeContent() == nil && ProbeViewController().note(.viewDidAppear) == nil)
    }

    @Test func theSeedRootControllerAppearsAsSeedV6SaysAndNotesWhereItsViewIs() {
        let harness = LifecycleHarness()
        let root = SeedRootController()
        harness.show(root)
        harness.trace.filtered(.classes(SeedRootController.self, NoXibView.self) && !.callbacks(.draw, .viewIsAppearing, .initFrame, .initNibNameBundle))
            .expect(seedV6("SeedRootController", layout: ["[layout]"]))
        #expect(root.notes.first == "viewWillAppear superview=false window=false")
        #expect(root.notes.last == "viewDidAppear superview=true")
        #expect(root.view.subviews.map(\.frame) == [CGRect(x: 0, y: 0, width: 10, height: 10)])
    }

    @Test func storyboardTextPiecesMakeALoadableStoryboard() throws {
        let url = TestScratch.url("Pieces", suffix: ".storyboard")
        defer { try? FileManager.default.removeItem(at: url) }
        let scenes = StoryboardText.navigationScene(root: "Prb-Vc-001", segue: "Nav-Sg-001") + "\n"
            + StoryboardText.viewControllerScene("Prb", customClass: "StoryboardPieceController", module: "UIKitTestingTests",
                                                 storyboardIdentifier: "Piece", width: 375, height: 667)
        try StoryboardText.storyboard(initial: "Nav-Vc-001", scenes: scenes).write(to: url, atomically: true, encoding: .utf8)
        let storyboard = try UIStoryboard.load(contentsOf: url)
        let navigation = try #require(storyboard.instantiateInitialViewController() as? UINavigationController)
        #expect(navigation.topViewController is StoryboardPieceController)
        let piece = try #require(storyboard.instantiateViewController(withIdentifier: "Piece") as? StoryboardPieceController)
        #expect(piece.view.frame.size == CGSize(width: 375, height: 667))
        #expect(diagnosticCodes.isEmpty)
    }

    @Test func theJournalKeepsWhatABodyLoggedAndTheNotificationsItObserves() {
        Journal.entries = []
        let name = Notification.Name("TestSupportTests.journal")
        let observers = Journal.observe(prefix: "post ", [name])
        let logged = Journal.during {
            Journal.log("inside")
            NotificationCenter.default.post(name: name, object: nil)
        }
        observers.forEach(NotificationCenter.default.removeObserver)
        NotificationCenter.default.post(name: name, object: nil)
        #expect(logged == ["inside", "post TestSupportTests.journal"])
        #expect(Journal.entries == logged)
    }
}

/// The controller `storyboardTextPiecesMakeALoadableStoryboard` names in its storyboard.
final class StoryboardPieceController: UIViewController {}
