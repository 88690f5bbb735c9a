import Foundation
import Testing
@_spi(Headless) import UIKit
@_spi(Headless) import UIKitTesting

// One process per harness (References §40): each LifecycleHarness owns its HeadlessRuntime,
// current during its calls and in the task that made it, so that two harnesses coexist in one
// test and async tests interleaved on the main actor, with no trait, each see their own.

/// An app whose window shows a list in a navigation controller; "Next" pushes a detail.
final class IsolationAppDelegate: UIResponder, UIApplicationDelegate {
    var window: UIWindow?

    func application(_ application: UIApplication,
                     didFinishLaunchingWithOptions launchOptions: [UIApplication.LaunchOptionsKey: Any]?) -> Bool {
        window = UIWindow(frame: UIScreen.main.bounds)
        window?.rootViewController = UINavigationController(rootViewController: IsolationListController())
        window?.makeKeyAndVisible()
        return true
    }
}

final class IsolationListController: UIViewController {
    private(set) var taps = 0

    override func viewDidLoad() {
        super.viewDidLoad()
        let next = UIButton(type: .system)
        next.setTitle("Next", for: .normal)
        next.frame = CGRect(x: 20, y: 120, width: 200, height: 44)
        next.addAction(UIAction { [weak self] _ in
            self?.taps += 1
            self?.navigationController?.pushViewController(IsolationDetailController(), animated: true)
        }, for: .touchUpInside)
        view.addSubview(next)
    }
}

final class IsolationDetailController: UIViewController {}

/// A controller that names the test that made it.
final class TaggedController: UIViewController {
    let tag: String

    init(tag: String) {
        self.tag = tag
        super.init(nibName: nil, bundle: nil)
    }

    required init?(coder: NSCoder) { fatalError("not archived") }
}

/// The objects of `harness`'s process that are `TaggedController`s, by tag, and the ordinals
/// its trace gives them.
@MainActor
private func taggedState(of harness: LifecycleHarness) -> (tags: [String], ordinals: [Int]) {
    let tags = harness.runtime.allViewControllers.compactMap { ($0 as? TaggedController)?.tag }
    let ordinals = harness.trace.events.filter { $0.className == "TaggedController" }.map(\.ordinal)
    return (tags, Array(Set(ordinals)).sorted())
}

/// Makes a harness, then at each round suspends (`Task.yield()`, so that other tests and tasks
/// run on the main actor) and makes a tagged controller in test code and one inside a step;
/// every one of them must be in the harness's process, and its process must hold no other's.
@MainActor
private func interleavedWalk(tag: String, rounds: Int = 6) async {
    let harness = LifecycleHarness()
    let app = harness.launch(IsolationAppDelegate.self)
    var kept: [TaggedController] = []
    for round in 0..<rounds {
        for _ in 0..<3 { await Task.yield() }
        // Made in test code after a suspension: the harness's process is still current here.
        #expect(HeadlessRuntime.current === harness.runtime, "\(tag) round \(round)")
        #expect(UIApplication.shared === app, "\(tag) round \(round)")
        kept.append(TaggedController(tag: tag))
        await Task.yield()
        harness.perform("round \(round)") { kept.append(TaggedController(tag: tag)) }
    }
    let state = taggedState(of: harness)
    #expect(state.tags == Array(repeating: tag, count: 2 * rounds), "\(tag): \(state.tags)")
    #expect(state.ordinals == Array(1...(2 * rounds)), "\(tag): \(state.ordinals)")
    #expect(harness.failures.isEmpty, "\(harness.failures)")
    withExtendedLifetime(kept) {}
}

@MainActor
@Suite struct RuntimeIsolationTests {
    @Test func twoHarnessesInOneTestRunTheirOwnProcesses() throws {
        let first = LifecycleHarness()
        let second = LifecycleHarness()
        #expect(first.runtime !== second.runtime)
        let firstApp = first.launch(IsolationAppDelegate.self)
        let secondApp = second.launch(IsolationAppDelegate.self)
        #expect(firstApp !== secondApp)

        // UIApplication.shared, the key window and the screen, as seen from each harness's calls.
        var seen: [(UIApplication, UIWindow?)] = []
        first.perform { seen.append((UIApplication.shared, HeadlessRuntime.current.keyWindow)) }
        second.perform { seen.append((UIApplication.shared, HeadlessRuntime.current.keyWindow)) }
        #expect(seen[0].0 === firstApp)
        #expect(seen[1].0 === secondApp)
        let firstWindow = try #require(seen[0].1)
        let secondWindow = try #require(seen[1].1)
        #expect(firstWindow !== secondWindow)
        #expect(first.runtime.allWindows.contains { $0 === firstWindow })
        #expect(!first.runtime.allWindows.contains { $0 === secondWindow })

        // A tap and a push in the first process only.
        first.act("tap Next")
        let firstNavigation = try #require(firstWindow.rootViewController as? UINavigationController)
        let secondNavigation = try #require(secondWindow.rootViewController as? UINavigationController)
        #expect(firstNavigation.viewControllers.count == 2)
        #expect(secondNavigation.viewControllers.count == 1)
        #expect(first.trace.events.contains { $0.className == "IsolationDetailController" })
        #expect(!second.trace.events.contains { $0.className == "IsolationDetailController" })

        // Each clock moves on its own.
        let secondNow = second.runtime.runLoop.now
        first.advance(by: 30)
        #expect(second.runtime.runLoop.now == secondNow)
        #expect(first.runtime.runLoop.now >= 30)

        // The second process pushes its own detail, which is the first of its class there.
        second.act("tap Next")
        #expect(secondNavigation.viewControllers.count == 2)
        #expect(firstNavigation.viewControllers.count == 2)
        let detailOrdinals = { (harness: LifecycleHarness) in
            Set(harness.trace.events.filter { $0.className == "IsolationDetailController" }.map(\.ordinal))
        }
        #expect(detailOrdinals(first) == [1])
        #expect(detailOrdinals(second) == [1])
        #expect((firstNavigation.viewControllers.first as? IsolationListController)?.taps == 1)
        #expect((secondNavigation.viewControllers.first as? IsolationListController)?.taps == 1)
        #expect(first.failures.isEmpty, "\(first.failures)")
        #expect(second.failures.isEmpty, "\(second.failures)")
    }

    @Test func objectsMadeInTestCodeBelongToTheNewestHarnessOfTheTask() {
        let first = LifecycleHarness()
        let made = TaggedController(tag: "first")
        #expect(taggedState(of: first).tags == ["first"])
        let second = LifecycleHarness()
        let later = TaggedController(tag: "second")
        #expect(taggedState(of: first).tags == ["first"])
        #expect(taggedState(of: second).tags == ["second"])
        // Inside a harness's call, its own process is current, whichever is newest.
        first.perform { _ = TaggedController(tag: "first again") }
        #expect(taggedState(of: second).tags == ["second"])
        withExtendedLifetime((made, later)) {}
    }

    @Test func tasksInterleavedOnTheMainActorEachSeeTheirOwnProcess() async {
        await withTaskGroup(of: Void.self) { group in
            for tag in ["task 0", "task 1", "task 2", "task 3"] {
                group.addTask { await interleavedWalk(tag: tag) }
            }
        }
    }

    @Test func aHarnessGoneLeavesNoBinding() {
        let before = HeadlessRuntime.current
        do {
            let harness = LifecycleHarness()
            #expect(HeadlessRuntime.current === harness.runtime)
        }
        #expect(HeadlessRuntime.current === before)
    }

    @Test func withCurrentScopesARuntime() {
        let runtime = HeadlessRuntime()
        let recorder = runtime.attach()
        let view = HeadlessRuntime.withCurrent(runtime) { UIView(frame: .zero) }
        #expect(recorder.events.contains { $0.className == "UIView" && $0.ordinal == 1 })
        #expect(HeadlessRuntime.current !== runtime)
        withExtendedLifetime(view) {}
    }
}

/// Several tests with no trait, each suspending between its steps: Swift Testing runs them in
/// parallel, so on the main actor they interleave at each `await`.
@MainActor
@Suite struct InterleavedHarnessTests {
    @Test func first() async { await interleavedWalk(tag: "first") }
    @Test func second() async { await interleavedWalk(tag: "second") }
    @Test func third() async { await interleavedWalk(tag: "third") }
    @Test func fourth() async { await interleavedWalk(tag: "fourth") }
}

/// The `.freshRuntime` trait binds a process to the test's task and the tasks it starts.
@MainActor
@Suite(.freshRuntime) struct FreshRuntimeBindingTests {
    @Test func theTraitsProcessReachesTasksTheTestStarts() async {
        let runtime = HeadlessRuntime.current
        #expect(HeadlessRuntime.boundRuntime === runtime)
        let inner = await Task { @MainActor in HeadlessRuntime.current }.value
        #expect(inner === runtime)
        await Task.yield()
        #expect(HeadlessRuntime.current === runtime)
    }

    @Test func resetReplacesTheTestsOwnProcess() {
        let old = HeadlessRuntime.current
        let fresh = HeadlessRuntime.reset()
        #expect(fresh !== old)
        #expect(HeadlessRuntime.current === fresh)
        #expect(HeadlessRuntime.boundRuntime === fresh)
    }
}
