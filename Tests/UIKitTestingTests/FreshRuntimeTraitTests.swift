import Testing
@_spi(Headless) import UIKitTesting
@_spi(Headless) import UIKit

/// `.freshRuntime`: each test starts in a fresh simulated process, and tests that suspend keep
/// theirs until they end, however Swift Testing interleaves them.
@MainActor
@Suite(.freshRuntime) struct FreshRuntimeTraitTests {
    /// Four cases run in parallel; each moves its own clock, yields many times (letting the
    /// others run if they could), and still finds its own runtime and time.
    @Test(arguments: 1...4) func suspendingTestsKeepTheirOwnRuntime(seconds: Int) async {
        let runtime = HeadlessRuntime.current
        #expect(runtime.runLoop.now == 0)
        #expect(runtime.runLoop.scheduledCount == 0)
        _ = runtime.runLoop.advance(by: TimeInterval(seconds))
        let window = UIWindow()
        window.makeKeyAndVisible()
        for _ in 0..<50 { await Task.yield() }
        #expect(HeadlessRuntime.current === runtime)
        #expect(runtime.runLoop.now == TimeInterval(seconds))
        withExtendedLifetime(window) {}
    }

    /// The first harness made inside the trait takes the test's fresh process, with what the
    /// test made before it; a second harness starts a process of its own.
    @Test func theFirstHarnessTakesTheTestsProcessASecondStartsItsOwn() {
        let before = HeadlessRuntime.current
        let made = UIViewController()
        let harness = LifecycleHarness()
        #expect(harness.runtime === before)
        #expect(harness.runtime.allViewControllers.contains { $0 === made })
        #expect(HeadlessRuntime.current === harness.runtime)
        let second = LifecycleHarness()
        #expect(second.runtime !== before)
        #expect(HeadlessRuntime.current === second.runtime)
        #expect(!second.runtime.allViewControllers.contains { $0 === made })
        withExtendedLifetime(made) {}
    }
}
