import Foundation
import Testing
import UIKitTesting
@_spi(Headless) import UIKit
import HeadlessCore
@testable import LifecycleKit
import _UIKitTestSupport

/// Scenario files: the model, errors with line, column and legal keys, and runs.
@MainActor
@Suite(.freshRuntime) struct ScenarioFileTests {
    func parse(_ text: String) throws -> ScenarioFile {
        try ScenarioFileReader.parse(text, path: "test.yaml")
    }

    func errors(_ text: String) -> [ScenarioFileError] {
        do {
            _ = try parse(text)
            return []
        } catch let errors as ScenarioFileErrors {
            return errors.errors
        } catch {
            return [ScenarioFileError(path: "test.yaml", location: nil, message: "\(error)")]
        }
    }

    static let inbox = """
        name: Inbox
        root:
          class: InboxViewController
          title: Inbox
          views:
            - class: HeaderView
              frame: [0, 0, 375, 44]
              subviews:
                - {class: TitleLabel, frame: [10, 10, 200, 24]}
          children:
            - class: FooterViewController
        steps:
          - add-subview: {class: Badge, to: HeaderView, frame: [300, 10, 20, 20]}
          - set-frame: {view: HeaderView, frame: [0, 0, 375, 88]}
          - remove-subview: Badge
          - add-child: {class: BannerViewController}
          - remove-child: FooterViewController
          - note: done
        """

    @Test func readsTheModel() throws {
        let file = try parse(Self.inbox)
        #expect(file.name == "Inbox")
        let root = try #require(file.root)
        #expect(root.className == "InboxViewController" && root.title == "Inbox" && root.kind == .controller)
        #expect(root.views.first?.frame == CGRect(x: 0, y: 0, width: 375, height: 44))
        #expect(root.views.first?.subviews.first?.className == "TitleLabel")
        #expect(root.children.map(\.className) == ["FooterViewController"])
        #expect(file.steps.map(\.keyword) == ["add-subview", "set-frame", "remove-subview", "add-child", "remove-child", "note"])
        #expect(file.steps[0].location == ScenarioFile.Location(line: 13, column: 5))
        #expect(file.requirements.isEmpty)
    }

    @Test func runTracesEveryDeclaredObjectUnderItsClassName() throws {
        let document = try ScenarioFileRunner.run(try parse(Self.inbox))
        let lines = document.sections[0].visibleEvents.map { TraceFormat.seed.render($0) }
        for line in ["-[InboxViewController viewDidLoad]", "-[HeaderView willMoveToWindow:]", "-[TitleLabel didMoveToWindow]",
                     "-[FooterViewController didMoveToParentViewController:]", "-[Badge dealloc]",
                     "-[BannerViewController viewDidAppear:]", "-[FooterViewController viewDidDisappear:]",
                     "-[FooterViewController dealloc]", "// done"] {
            #expect(lines.contains(line), "\(line)")
        }
        // The set-frame step resizes the header, which lays it and its superview out again.
        let afterResize = lines.drop { !$0.hasPrefix("== set-frame") }.dropFirst().prefix { !$0.hasPrefix("==") }
        #expect(afterResize.contains("-[HeaderView layoutSubviews]"))
        #expect(afterResize.contains("-[InboxViewController viewWillLayoutSubviews]"))
        #expect(!lines.contains { $0.contains("LoggingView") || $0.contains("LoggingViewController") })
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    @Test func unknownKeysNameTheLegalOnesWithLineAndColumn() throws {
        let found = errors("""
            root:
              class: A
              titel: Inbox
            steps: []
            """)
        let error = try #require(found.first)
        #expect(error.location == ScenarioFile.Location(line: 3, column: 3))
        #expect(error.message.contains("unknown key 'titel'"))
        #expect(error.message.contains("Did you mean 'title'?"))
        #expect(error.message.contains("Legal keys: \(ScenarioFileSchema.controllerKeys.joined(separator: ", "))"))
        #expect(error.description.hasPrefix("test.yaml:3:3: error: "))
    }

    @Test func everyProblemIsReportedInFileOrder() {
        let found = errors("""
            root:
              kind: navigaton
              controllers:
                - class: 9Bad
            steps:
              - rotate: sideways
              - hme
              - remove-subview: Nothing
              - wait: -3
              - set-frame: {view: X, frame: [0, 0, 1]}
            """)
        let lines = found.compactMap { $0.location?.line }
        #expect(lines == lines.sorted())
        let messages = found.map(\.message).joined(separator: "\n")
        for fragment in ["unknown kind 'navigaton'. Did you mean 'navigation'?", "class name is a Swift identifier",
                         "unknown orientation 'sideways'", "unknown step 'hme'. Did you mean 'home'?",
                         "'Nothing' names nothing", "`wait` needs a number", "four numbers"] {
            #expect(messages.contains(fragment), "\(fragment)")
        }
    }

    @Test func malformedYAMLIsReportedWithItsPosition() throws {
        let found = errors("root: {class: A}\nsteps:\n  - push: [1\n")
        let error = try #require(found.first)
        #expect(error.message.hasPrefix("malformed YAML"))
        #expect(error.location?.line == 4)
        #expect(errors("").first?.message.contains("empty") == true)
        #expect(errors("root: {class: A}\nroot: {class: B}\n").first?.message.contains("duplicate key") == true)
    }

    @Test func referencesMustResolveAndIdsMustBeUnique() {
        let ambiguous = errors("""
            root:
              class: A
              views: [{class: V}, {class: V}]
            steps:
              - remove-subview: V
            """)
        #expect(ambiguous.first?.message.contains("'V' names 2 objects (lines 3, 3)") == true)
        let duplicate = errors("""
            root:
              class: A
              views: [{class: V, id: x}, {class: W, id: x}]
            steps: []
            """)
        #expect(duplicate.first?.message.contains("the id 'x' is already used") == true)
        let wrongKind = errors("""
            root:
              class: A
              views: [{class: V}]
            steps:
              - remove-child: V
            """)
        #expect(wrongKind.first?.message.contains("is not a controller") == true)
        let later = try? parse("""
            root: {class: A}
            steps:
              - add-subview: {class: Badge, to: A}
              - remove-subview: Badge
            """)
        #expect(later != nil)
    }

    @Test func containersAndDeviceActionsAreCheckedNowAndNeedTheirParts() throws {
        let file = try parse("""
            info-plist:
              UIApplicationExitsOnSuspend: true
            root:
              kind: navigation
              controllers: [{class: Inbox}]
            steps:
              - push: {class: Detail, animated: false}
              - pop
              - home
              - rotate: landscape-left
              - wait: 10
              - swipe-down
            """)
        #expect(file.infoPlist["UIApplicationExitsOnSuspend"] == .bool(true))
        #expect(Set(file.requirements.map(\.part)) == [3, 4])
        let unmet = ScenarioFileRunner.unmetRequirements(of: file)
        // Everything but the gesture, which the simulated device does not define yet.
        #expect(unmet.map(\.what) == (DeviceAction.names.contains("swipe-down") ? [] : ["`swipe-down`"]))
        guard !unmet.isEmpty else { return }
        #expect(throws: ScenarioFileErrors.self) { try ScenarioFileRunner.run(file) }
        do {
            try ScenarioFileRunner.checkRequirements(of: file)
        } catch let errors as ScenarioFileErrors {
            #expect(errors.description.contains("test.yaml:12:5: error: `swipe-down` is not one of the simulated device's actions"))
            #expect(!errors.description.contains("`push`") && !errors.description.contains("`home`"))
        }
        let badPlist = errors("info-plist: {UIApplicationExitsOnSuspend: maybe}\nroot: {class: A}\nsteps: []\n")
        #expect(badPlist.first?.message.contains("must be a boolean") == true)
    }

    @Test func containersRunWithTheirDeclaredNames() throws {
        let file = try parse("""
            root:
              kind: tab
              controllers:
                - kind: navigation
                  class: FeedNavigationController
                  controllers: [{class: FeedViewController}]
                - {class: SettingsViewController}
            steps:
              - push: {class: PostViewController}
              - present: {class: ComposeViewController, style: fullScreen}
              - dismiss
              - pop
              - select-tab: 1
            """)
        #expect(ScenarioFileRunner.unmetRequirements(of: file).isEmpty)
        let events = try ScenarioFileRunner.run(file).sections[0].visibleEvents
        let appearance = events.filter { $0.kind == .callback && ($0.callback.contains("Appear") || $0.callback.contains("Disappear") || $0.callback == "deinit") && $0.callback != "viewIsAppearing(_:)" }
            .map { "\($0.className).\($0.callback)" }
        func slice(after action: String) -> [String] {
            guard let start = events.firstIndex(where: { $0.kind == .action && $0.callback == action }) else { return [] }
            let end = events[(start + 1)...].firstIndex { $0.kind == .action } ?? events.endIndex
            return events[(start + 1)..<end].filter { $0.kind == .callback && ($0.callback.contains("Appear") || $0.callback.contains("Disappear") || $0.callback == "deinit") && $0.callback != "viewIsAppearing(_:)" }
                .map { "\($0.className).\($0.callback)" }
        }
        #expect(slice(after: "push") == ["FeedViewController.viewWillDisappear(_:)", "PostViewController.viewWillAppear(_:)",
                                         "FeedViewController.viewDidDisappear(_:)", "PostViewController.viewDidAppear(_:)"])
        #expect(slice(after: "pop").suffix(1) == ["PostViewController.deinit"])
        #expect(slice(after: "dismiss").last == "ComposeViewController.deinit")
        #expect(slice(after: "select-tab").first == "SettingsViewController.viewWillAppear(_:)")
        #expect(appearance.contains("FeedNavigationController.viewDidAppear(_:)"))
        #expect(HeadlessRuntime.current.diagnostics.all.isEmpty)
    }

    @Test func hostileFilesAreRefusedWithoutCrashing() {
        var nested = "root: "
        for _ in 0..<70 { nested += "{class: C, children: [" }
        nested += "{class: Leaf}" + String(repeating: "]}", count: 70) + "\nsteps: []\n"
        #expect(errors(nested).contains { $0.message.contains("nest more than") })
        let bomb = """
            a: &a ["x", "x", "x", "x", "x", "x", "x", "x", "x", "x"]
            b: &b [*a, *a, *a, *a, *a, *a, *a, *a, *a, *a]
            c: &c [*b, *b, *b, *b, *b, *b, *b, *b, *b, *b]
            d: &d [*c, *c, *c, *c, *c, *c, *c, *c, *c, *c]
            e: &e [*d, *d, *d, *d, *d, *d, *d, *d, *d, *d]
            root: {class: A}
            steps: []
            """
        #expect(!errors(bomb).isEmpty)
        let plistBomb = try? String(contentsOf: URL(fileURLWithPath: #filePath).deletingLastPathComponent()
            .appendingPathComponent("Fixtures/alias-bomb.yaml"), encoding: .utf8)
        let bombErrors = errors(plistBomb ?? "")
        #expect(bombErrors.count == 1)
        #expect(bombErrors.first?.message.contains("more than \(ScenarioFileReader.maximumNodes) YAML nodes") == true)
        #expect(!errors("- just\n- a list\n").isEmpty)
        #expect(!errors("root: {class: A}\nsteps: {home: 1}\n").isEmpty)
    }

    @Test func readRefusesMissingAndOversizedFiles() throws {
        #expect(throws: ScenarioFileErrors.self) { try ScenarioFileReader.read(path: "/nonexistent/scenario.yaml") }
        let directory = TestScratch.url("lifecycle-yaml")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: directory) }
        let big = directory.appendingPathComponent("big.yaml")
        try Data(repeating: UInt8(ascii: "#"), count: ScenarioFileReader.maximumSize + 1).write(to: big)
        do {
            _ = try ScenarioFileReader.read(path: big.path)
            Issue.record("an oversized file was read")
        } catch let errors as ScenarioFileErrors {
            #expect(errors.description.contains("limited to"))
        }
    }

    @Test func defaultClassNamesComeFromTitlesAndKinds() throws {
        let file = try parse("""
            root:
              title: my inbox
              children: [{}]
            steps: []
            """)
        #expect(file.root?.className == "MyInboxViewController")
        #expect(file.root?.children.first?.className == "ViewController")
    }
}

/// The example scenario files under Examples/scenarios parse, and those this build can run,
/// run without a diagnostic.
@MainActor
@Suite(.freshRuntime) struct ExampleScenarioTests {
    static let directory = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("Examples/scenarios")

    @Test func examplesParseAndTheRunnableOnesRunCleanly() throws {
        let files = try FileManager.default.contentsOfDirectory(atPath: Self.directory.path).filter { $0.hasSuffix(".yaml") }.sorted()
        #expect(files.count >= 3)
        var ran = 0
        for name in files {
            let file = try ScenarioFileReader.read(path: Self.directory.appendingPathComponent(name).path)
            guard ScenarioFileRunner.unmetRequirements(of: file).isEmpty else { continue }
            let document = try ScenarioFileRunner.run(file)
            #expect(!document.sections[0].visibleEvents.isEmpty, "\(name)")
            #expect(HeadlessRuntime.current.diagnostics.all.isEmpty, "\(name): \(HeadlessRuntime.current.diagnostics.all)")
            ran += 1
        }
        #expect(ran >= 1)
    }
}
