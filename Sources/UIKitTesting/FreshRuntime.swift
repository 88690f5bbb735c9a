import Testing
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
        // that it and its objects can be freed. No gate: each process has its own Core
        // Animation (open transactions, pending starts, clock) and its own view animation
        // state, so tests interleaving at their awaits never share any (References §46.3).
        try await HeadlessRuntime.withBoundRuntime(fresh) { try await function() }
    }
}

extension Trait where Self == FreshRuntimeTrait {
    /// Runs each test in a fresh simulated process of its own.
    public static var freshRuntime: Self { FreshRuntimeTrait() }
}
