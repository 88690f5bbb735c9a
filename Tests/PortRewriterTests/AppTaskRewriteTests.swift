@testable import PortRewriter
import Foundation
import Testing

/// The app's tasks and sessions of its own go to the engine's SPI through the port, so that
/// the waits see them (issue 35, item 4; References §54).
@Suite struct AppTaskRewriteTests {
    private func port(_ text: String) -> PortRewriter.Result {
        PortRewriter(emitsSourceLocations: false).rewrite(text, path: "App/Loader.swift")
    }

    /// Every spelling of an unstructured task becomes `Task.headless` or `Task.headlessDetached`;
    /// the task's other members (`sleep`, `value`, `cancel`, `Task<Void, Never>` as a type) stay.
    @Test func unstructuredTasksBecomeTrackedTasks() {
        let result = port("""
            import Foundation

            final class Loader {
                var task: Task<Void, Never>?
                func start() {
                    Task { await load() }
                    Task(priority: .userInitiated) { await load() }
                    task = Task.init { await load() }
                    Task<Void, Never> { await load() }
                    Task.detached { await load() }
                    Task.detached(priority: .background) { try await Task.sleep(nanoseconds: 1) }
                    Task(operation: load)
                    task?.cancel()
                }
                func load() async {}
            }
            """)
        let text = result.files[0].text
        #expect(text.hasPrefix("@_spi(Headless) import UIKit\n"))
        #expect(text.contains("""
                    Task.headless { await load() }
                    Task.headless(priority: .userInitiated) { await load() }
                    task = Task.headless { await load() }
                    Task<Void, Never>.headless { await load() }
                    Task.headlessDetached { await load() }
                    Task.headlessDetached(priority: .background) { try await Task.headlessSleep(nanoseconds: 1) }
                    Task.headless(operation: load)
                    task?.cancel()
            """))
        #expect(text.contains("var task: Task<Void, Never>?"))
        #expect(result.counts[.trackedTask] == 7)
    }

    /// `Task.sleep` with a duration, in nanoseconds, or until a deadline of the continuous or
    /// suspending clock becomes the virtual sleep; a sleep on another clock, the deprecated
    /// non-throwing `Task.sleep(_:)` and `Task.yield()` stay (References §54.5).
    @Test func sleepsOnTheSystemClocksBecomeVirtualSleeps() {
        let result = port("""
            import Foundation

            func pause(clock: TestClock) async throws {
                try await Task.sleep(nanoseconds: 2_000_000_000)
                try await Task.sleep(for: .seconds(2))
                try await Task<Never, Never>.sleep(for: .milliseconds(300), tolerance: .zero)
                try await Task.sleep(until: .now + .seconds(1), clock: .continuous)
                try await Task.sleep(until: .now + .seconds(1), clock: .suspending)
                try await Task.sleep(for: .seconds(1), clock: ContinuousClock())
                try await Task.sleep(until: clock.now.advanced(by: .seconds(1)), clock: clock)
                await Task.sleep(1_000)
                await Task.yield()
            }
            """)
        let text = result.files[0].text
        #expect(text.hasPrefix("@_spi(Headless) import UIKit\n"))
        #expect(text.contains("""
                try await Task.headlessSleep(nanoseconds: 2_000_000_000)
                try await Task.headlessSleep(for: .seconds(2))
                try await Task<Never, Never>.headlessSleep(for: .milliseconds(300), tolerance: .zero)
                try await Task.headlessSleep(until: .now + .seconds(1), clock: .continuous)
                try await Task.headlessSleep(until: .now + .seconds(1), clock: .suspending)
                try await Task.headlessSleep(for: .seconds(1), clock: ContinuousClock())
                try await Task.sleep(until: clock.now.advanced(by: .seconds(1)), clock: clock)
                await Task.sleep(1_000)
                await Task.yield()
            """))
        #expect(result.counts[.virtualSleep] == 6)
    }

    /// A module's own `Task` type keeps its `sleep`.
    @Test func aModulesOwnTaskKeepsItsSleep() {
        let result = port("""
            struct Task { static func sleep(nanoseconds: UInt64) async throws {} }
            func pause() async throws { try await Task.sleep(nanoseconds: 1) }
            """)
        #expect(result.files[0].text.contains("try await Task.sleep(nanoseconds: 1)"))
        #expect(result.counts[.virtualSleep] == nil)
    }

    /// A session made with a configuration of its own goes through the SPI factory; the shared
    /// session and a configuration's set-up stay.
    @Test func sessionsOfTheirOwnGoThroughTheFactory() {
        let result = port("""
            import Foundation

            let config = URLSessionConfiguration.ephemeral
            let session = URLSession(configuration: config)
            let delegated = URLSession(configuration: .default, delegate: nil, delegateQueue: nil)
            let explicit = URLSession.init(configuration: .default)
            let shared = URLSession.shared
            """)
        let text = result.files[0].text
        #expect(text.contains("let session = URLSession.headless(configuration: config)"))
        #expect(text.contains("let delegated = URLSession.headless(configuration: .default, delegate: nil, delegateQueue: nil)"))
        #expect(text.contains("let explicit = URLSession.headless(configuration: .default)"))
        #expect(text.contains("let shared = URLSession.shared"))
        #expect(text.contains("let config = URLSessionConfiguration.ephemeral"))
        #expect(result.counts[.sessionConfiguration] == 3)
    }

    /// A module that declares its own `Task` type (a class, or a to-do app's struct) keeps its
    /// calls.
    @Test(arguments: ["class", "struct"])
    func aModuleThatDeclaresItsOwnTaskKeepsIt(kind: String) {
        let result = port("""
            \(kind) Task { init(_ run: () -> Void) {} }
            let task = Task { }
            """)
        #expect(result.files[0].text.contains("let task = Task { }"))
        #expect(result.counts[.trackedTask] == nil)
    }
}
