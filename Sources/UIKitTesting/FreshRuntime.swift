import Testing
@_spi(Headless) import UIKit

/// Runs each test in a fresh simulated process: `@Suite(.freshRuntime)` or `@Test(.freshRuntime)`.
///
/// Every test that touches the simulated process (views, controllers, the device, a
/// ``LifecycleHarness``) shares one global runtime, `HeadlessRuntime.current`. Swift Testing runs
/// tests in parallel, so resetting that runtime at the top of a test body is not enough on its
/// own: between a scope's reset and the test's body (each a hop onto the main actor) another test
/// could run. This trait closes that gap: the tests that carry it take turns through one gate,
/// and each one starts with `HeadlessRuntime.reset()` already done while it holds the gate. Tests
/// that do not touch the runtime (the solver's, the graphics') keep running in parallel.
///
/// The trait is recursive: on a suite it applies to every test inside, nested suites included;
/// a test under two suites that both carry it is reset once.
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
        if RuntimeGate.isHeld {
            // An outer suite's trait already holds the gate and reset the runtime.
            try await function()
            return
        }
        try await RuntimeGate.withExclusiveAccess {
            await MainActor.run { _ = HeadlessRuntime.reset() }
            try await function()
        }
    }
}

extension Trait where Self == FreshRuntimeTrait {
    /// Runs each test in a fresh simulated process, one such test at a time.
    public static var freshRuntime: Self { FreshRuntimeTrait() }
}

/// The gate the tests that use the global runtime take turns through: first come, first served.
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
