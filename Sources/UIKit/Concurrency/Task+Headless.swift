import HeadlessCore
import Foundation

// `lifecycle port` rewrites `Task { … }`, `Task(priority:) { … }`, `Task.init { … }` to
// `Task.headless { … }` and `Task.detached { … }` to `Task.headlessDetached { … }`: the same
// task, with ``AppTaskExecutor`` as its executor preference, so that waits see it
// (References §54.1). The signatures mirror the standard library's (`@_inheritActorContext`,
// `@_implicitSelfCapture`, `sending`, `@isolated(any)`), so the app's closures compile as
// they did, with the same isolation.
//
// A task made in an actor's context (a view controller's `viewDidLoad`: the main actor)
// starts on that actor, queued where the standard library's `Task` would queue it; the
// operation is then entered through one more turn of that actor's queue, because the
// runtime switches executors when a task with a preference enters actor-isolated code from
// a job the actor ran (References §54.1). A task made outside any actor starts on the
// engine's executor.

@_spi(Headless) extension Task where Failure == Never {
    /// `Task { … }` of an app: the same task, seen by `wait` and the test waits.
    @discardableResult
    public static func headless(name: String? = nil, priority: TaskPriority? = nil,
                                isolation: isolated (any Actor)? = #isolation,
                                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Never> {
        let lifetime = AppTaskLifetime()
        guard isolation != nil else {
            return Task(name: name, executorPreference: AppTaskExecutor.shared, priority: priority) {
                defer { lifetime.end() }
                return await operation()
            }
        }
        return Task.immediate(name: name, priority: priority, executorPreference: AppTaskExecutor.shared) {
            _ = isolation
            defer { lifetime.end() }
            return await operation()
        }
    }

    /// `Task.detached { … }` of an app: the same task, seen by `wait` and the test waits.
    @discardableResult
    public static func headlessDetached(name: String? = nil, priority: TaskPriority? = nil,
                                        operation: sending @escaping @isolated(any) () async -> Success) -> Task<Success, Never> {
        let lifetime = AppTaskLifetime()
        return Task.detached(name: name, executorPreference: AppTaskExecutor.shared, priority: priority) {
            defer { lifetime.end() }
            return await operation()
        }
    }
}

@_spi(Headless) extension Task where Failure == any Error {
    /// `Task { … }` of an app whose operation throws: the same task, seen by `wait` and the
    /// test waits.
    @discardableResult
    public static func headless(name: String? = nil, priority: TaskPriority? = nil,
                                isolation: isolated (any Actor)? = #isolation,
                                @_inheritActorContext @_implicitSelfCapture operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, any Error> {
        let lifetime = AppTaskLifetime()
        guard isolation != nil else {
            return Task(name: name, executorPreference: AppTaskExecutor.shared, priority: priority) {
                defer { lifetime.end() }
                return try await operation()
            }
        }
        return Task.immediate(name: name, priority: priority, executorPreference: AppTaskExecutor.shared) {
            _ = isolation
            defer { lifetime.end() }
            return try await operation()
        }
    }

    /// `Task.detached { … }` of an app whose operation throws.
    @discardableResult
    public static func headlessDetached(name: String? = nil, priority: TaskPriority? = nil,
                                        operation: sending @escaping @isolated(any) () async throws -> Success) -> Task<Success, any Error> {
        let lifetime = AppTaskLifetime()
        return Task.detached(name: name, executorPreference: AppTaskExecutor.shared, priority: priority) {
            defer { lifetime.end() }
            return try await operation()
        }
    }
}
