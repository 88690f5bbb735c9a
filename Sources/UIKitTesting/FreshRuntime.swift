import Testing
@_spi(Headless) import QuartzCore
@_spi(Headless) import UIKit

/// Runs each test in a fresh simulated process of its own: `@Suite(.freshRuntime)` or
/// `@Test(.freshRuntime)`.
///
/// The trait binds a new `HeadlessRuntime` to the test's task and the tasks it starts
/// (`HeadlessRuntime.withBoundRuntime`): views, controllers, the device, `UIApplication.shared`
/// made in the test belong to it, while other tests, running in parallel or interleaved on the
/// main actor at each `await`, see theirs. No gate: tests do not take turns. A
/// ``LifecycleHarness`` needs no trait at all (it owns its process); the trait serves tests that
/// use the framework without one, and keeps them apart from each other.
///
/// The trait is recursive: on a suite it applies to every test inside, nested suites included;
/// a test under two suites that both carry it gets one process.
///
/// ```swift
/// @MainActor @Suite(.freshRuntime) struct PushTests {
///     @Test func pushShowsTheNewTop() {
///         let harness = LifecycleHarness()
///         …
///     }
/// }
/// ```
public struct FreshRuntimeTrait: TestTrait, SuiteTrait, TestScoping {
    public var isRecursive: Bool { true }

    /// Scopes each test case (not the suite as a whole).
    public func scopeProvider(for test: Test, testCase: Test.Case?) -> Self? {
        testCase == nil ? nil : self
    }

    public func provideScope(for test: Test, testCase: Test.Case?,
                             performing function: @Sendable () async throws -> Void) async throws {
        let fresh: HeadlessRuntime? = await MainActor.run {
            // An outer suite's trait already bound a process to this test.
            HeadlessRuntime.boundRuntime == nil ? HeadlessRuntime() : nil
        }
        guard let fresh else {
            try await function()
            return
        }
        // The process (and those of the harnesses made in the test) ends with the test, so
        // that it and its objects can be freed.
        //
        // The tests that carry the trait still take turns: each has a process of its own, but
        // Core Animation's open transactions and `UIView`'s animation state are still one per
        // host process, and a full run with no gate showed a block animation of one test
        // completing in another's transaction (References §40). Tests without the trait keep
        // interleaving, each in its own process.
        try await RuntimeGate.withExclusiveAccess {
            // What a test without the trait left in Core Animation's one set of open
            // transactions (a layer changed outside any process's commit) is dropped, as the
            // reset of the global runtime used to drop it.
            await MainActor.run { CoreAnimationHost.discardPendingWork() }
            try await HeadlessRuntime.withBoundRuntime(fresh) { try await function() }
        }
    }
}

extension Trait where Self == FreshRuntimeTrait {
    /// Runs each test in a fresh simulated process of its own.
    public static var freshRuntime: Self { FreshRuntimeTrait() }
}

/// The gate the tests with the trait take turns through: first come, first served.
actor RuntimeGate {
    private static let shared = RuntimeGate()

    /// Whether the current task holds the gate.
    @TaskLocal static var isHeld = false

    private var held = false
    private var waiting: [CheckedContinuation<Void, Never>] = []
    private var nextWaiting = 0

    /// Runs `body` holding the gate.
    static func withExclusiveAccess(_ body: @Sendable () async throws -> Void) async throws {
        await shared.acquire()
        do {
            try await $isHeld.withValue(true) { try await body() }
        } catch {
            await shared.release()
            throw error
        }
        await shared.release()
    }

    private func acquire() async {
        guard held else {
            held = true
            return
        }
        await withCheckedContinuation { waiting.append($0) }
    }

    private func release() {
        guard nextWaiting < waiting.count else {
            held = false
            waiting.removeAll(keepingCapacity: true)
            nextWaiting = 0
            return
        }
        // The gate passes straight to the next waiter: `held` stays true.
        let next = waiting[nextWaiting]
        nextWaiting += 1
        next.resume()
    }
}
