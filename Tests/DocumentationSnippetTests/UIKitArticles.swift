import Foundation
import Testing
@_spi(Headless) import UIKit
import UIKit
import UIKitTesting
import HeadlessCore

// The Swift blocks of the UIKit module's articles (Sources/UIKit/UIKit.docc), compiled here and
// run where they are runnable (see ArticleSnippetTests).

// MARK: GettingStarted

@MainActor func gettingStartedFirstTrace() {
    // snippet: GettingStarted 1
    final class ProfileViewController: UIViewController {
        override func viewDidLoad() {
            super.viewDidLoad()
            view.addSubview(UIView(frame: CGRect(x: 0, y: 0, width: 100, height: 44)))
        }
    }

    let runtime = HeadlessRuntime.reset()
    let recorder = runtime.attach()
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = ProfileViewController()
    window.makeKeyAndVisible()
    runtime.runLoop.runUntilIdle()
    print(recorder.lines(.seed).joined(separator: "\n"))
    // end snippet
}

@MainActor func gettingStartedDevice() throws {
    // snippet: GettingStarted 2
    let runtime = HeadlessRuntime.reset()
    let recorder = runtime.attach()
    let device = SimulatedDevice(runtime: runtime)
    device.launch(AppDelegate.self)
    try device.perform(actions: "home, open, rotate landscape-left")
    print(recorder.lines(.seed).joined(separator: "\n"))
    // end snippet
}

// MARK: RunningAnExistingViewController

@MainActor func runningAnExistingViewController() {
    // snippet: RunningAnExistingViewController 1
    let runtime = HeadlessRuntime.reset()
    let recorder = runtime.attach()
    let navigation = UINavigationController(rootViewController: InboxViewController())
    let window = UIWindow(frame: UIScreen.main.bounds)
    window.rootViewController = navigation
    window.makeKeyAndVisible()
    runtime.runLoop.runUntilIdle()

    navigation.pushViewController(MessageViewController(message: sample), animated: true)
    runtime.runLoop.runUntilIdle()          // the push takes 0.35 s of virtual time
    _ = navigation.popViewController(animated: true)
    runtime.runLoop.runUntilIdle()
    // end snippet
    #expect(recorder.lines(.seed).contains("-[MessageViewController dealloc]"))
}

// MARK: TestingALifecycle

// snippet: TestingALifecycle 1
@MainActor
@Suite(.freshRuntime) struct InboxTests {
    @Test func refreshesOnEveryAppearance() {
        let runtime = HeadlessRuntime.current
        let inbox = InboxViewController()
        let navigation = UINavigationController(rootViewController: inbox)
        let window = UIWindow(frame: UIScreen.main.bounds)
        window.rootViewController = navigation
        window.makeKeyAndVisible()
        runtime.runLoop.runUntilIdle()
        #expect(inbox.refreshCount == 1)

        navigation.pushViewController(UIViewController(), animated: true)
        runtime.runLoop.runUntilIdle()
        _ = navigation.popViewController(animated: true)
        runtime.runLoop.runUntilIdle()
        #expect(inbox.refreshCount == 2)
        #expect(runtime.diagnostics.all.isEmpty)
        _ = window
    }
}
// end snippet

// snippet: TestingALifecycle 2
@MainActor
@Suite(.freshRuntime) struct DetailTests {
    @Test func detailIsReleasedWhenClosed() {
        let harness = LifecycleHarness()
        let list = ListViewController()
        harness.show(list)
        harness.perform("open detail") { list.showDetail() }
        harness.perform("close detail") { list.closeDetail() }   // fails if the detail leaks
    }
}
// end snippet

/// Fragments with a placeholder for the test's own actions: compiled, not run.
@MainActor func testingALifecycleFragments(runtime: HeadlessRuntime) {
    do {
        // snippet: TestingALifecycle 3
        let recorder = runtime.attach()
        // … act …
        let lines = recorder.callbacks
            .filter { $0.className == "MessageViewController" }
            .map { TraceFormat.swift.render($0) }
        #expect(lines.contains("MessageViewController.viewDidAppear(true)"))
        // end snippet
    }
    do {
        // snippet: TestingALifecycle 4
        weak var popped: UIViewController?
        do {
            let detail = UIViewController()
            popped = detail
            // … push it, pop it, runUntilIdle() …
        }
        #expect(popped == nil)   // a closure that captured self would keep it alive
        // end snippet
    }
}

@MainActor func testingALifecycleDevice() throws {
    // snippet: TestingALifecycle 5
    let device = SimulatedDevice()
    device.launch(AppDelegate.self)
    try device.perform(.home)
    #expect(device.appState == .suspended)
    // end snippet
}

// MARK: InterfaceBuilder

/// Needs the app's storyboard and nibs: compiled, not run.
@MainActor func interfaceBuilderLoading(item: String) {
    // snippet: InterfaceBuilder 1
    let storyboard = UIStoryboard(name: "Main", bundle: nil)
    let root = storyboard.instantiateInitialViewController()
    let detail: DetailViewController = storyboard.instantiateViewController(identifier: "Detail") { coder in
        DetailViewController(coder: coder, item: item)
    }
    let views = UINib(nibName: "BadgeView", bundle: .module).instantiate(withOwner: nil)
    let profile = ProfileViewController(nibName: "ProfileViewController", bundle: .module)
    // end snippet
    _ = (root, detail, views, profile)
}

// snippet: InterfaceBuilder 2
// end snippet

// snippet: InterfaceBuilder 3
final class ProfileViewController: UIViewController {
    @Outlet var nameLabel: UILabel!               // @IBOutlet weak var nameLabel: UILabel!
    @Outlet(.strong) var footer: UIView?          // @IBOutlet var footer: UIView?
    @OutletCollection var stars: [UIImageView]    // @IBOutlet var stars: [UIImageView]!
}
// end snippet

// snippet: InterfaceBuilder 4
extension DetailViewController: IBActionTarget {
    func action(named name: String) -> ((Any?) -> Void)? {
        switch name {
        case "saveTapped:": return { self.saveTapped($0) }
        case "unwindToMaster:": return { self.unwindToMaster($0 as! UIStoryboardSegue) }
        default: return nil
        }
    }
}
// end snippet

/// Runs the articles' runnable examples of the UIKit catalogue.
@MainActor @Suite(.freshRuntime) struct UIKitArticleExamples {
    @Test func gettingStartedPrintsTheFirstTrace() throws {
        gettingStartedFirstTrace()
        try gettingStartedDevice()
    }

    @Test func runningAnExistingViewControllerReleasesTheMessage() {
        runningAnExistingViewController()
    }

    @Test func theDeviceSuspendsTheApp() throws {
        try testingALifecycleDevice()
    }
}
