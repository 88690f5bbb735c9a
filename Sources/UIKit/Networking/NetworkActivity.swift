import HeadlessCore
import Foundation
#if canImport(FoundationNetworking)
import FoundationNetworking
#endif

/// The app's URLSession work still in flight, which `wait` and the test waits wait for in real
/// time, boundedly, so that a scripted run never races its own requests (issue 35, item 4;
/// References §49.3).
///
/// A task is in flight until its state is `.completed`: swift-corelibs-foundation sets that
/// after the task's completion handler (or its delegate's `didCompleteWithError`) has
/// returned, so by then whatever the handler sent to the main queue is there to run. The
/// tasks are those the engine's protocol started and the running tasks of
/// `URLSession.shared` (which also covers a task resumed whose protocol has not started yet).
final class NetworkActivity: @unchecked Sendable {
    static let shared = NetworkActivity()

    /// The longest real time one settle waits for the network.
    static let realTimeBound: TimeInterval = 10

    /// How long the main queue must stay empty, after the requests a wait saw completed,
    /// before the wait ends (real time; References §62.5).
    static let quietInterval: TimeInterval = 0.1

    private let lock = NSLock()
    /// The tracked tasks, by identity (a task is tracked once however often its protocol
    /// starts, without a search of the others).
    private var tasks: [ObjectIdentifier: URLSessionTask] = [:]

    /// The app's own sessions (`URLSession.headless(configuration:…)`), weakly.
    private var sessions: [WeakSession] = []

    private struct WeakSession {
        weak var session: URLSession?
    }

    func track(_ task: URLSessionTask) {
        lock.withLock { tasks[ObjectIdentifier(task)] = task }
    }

    /// Watches a session of the app's own: its running tasks count as in flight (the tasks
    /// its configuration's own stubs answer too). A session whose delegate queue is the main
    /// queue is not asked (its answer would wait for the main thread this wait holds); the
    /// tasks the engine's protocol answers for it are tracked all the same.
    func watch(_ session: URLSession) {
        guard session.delegateQueue !== OperationQueue.main else { return }
        lock.withLock {
            sessions.removeAll { $0.session == nil }
            sessions.append(WeakSession(session: session))
        }
    }

    /// Whether a tracked task, or a running task of the shared session, has not completed.
    var hasWorkInFlight: Bool {
        let pending = lock.withLock {
            tasks = tasks.filter { $0.value.state != .completed }
            return !tasks.isEmpty
        }
        if pending { return true }
        let watched = lock.withLock { sessions.compactMap(\.session) }
        if watched.contains(where: Self.hasRunningTasks) { return true }
        return sharedSessionHasRunningTasks()
    }

    /// The shared session's running tasks; asked only once the session exists (the engine's
    /// protocol is installed before it, and asking makes it).
    private func sharedSessionHasRunningTasks() -> Bool {
        guard HeadlessURLProtocol.sessionMayExist else { return false }
        return Self.hasRunningTasks(URLSession.shared)
    }

    /// Whether a session has a running task (asked on its delegate queue, at most 1 s).
    private static func hasRunningTasks(_ session: URLSession) -> Bool {
        let done = DispatchSemaphore(value: 0)
        let box = RunningBox()
        session.getAllTasks { all in
            box.running = all.contains { $0.state == .running }
            done.signal()
        }
        guard done.wait(timeout: .now() + 1) == .success else { return true }
        return box.running
    }

    private final class RunningBox: @unchecked Sendable {
        var running = false
    }

    /// Waits, in real time and at most ``realTimeBound`` seconds, until no URLSession work is
    /// in flight and no job of the app's tasks is queued or running (``AppTaskExecutor``,
    /// References §54.1); the blocks its handlers sent to the main queue then run at the run
    /// loop's next turn (where the host services the main queue). While the app has tasks,
    /// the main queue is serviced here too, in turns of the run loop, so that a task's
    /// main-actor part runs and may start more work (a request after a `Task` in
    /// `viewDidLoad`), until a turn finds nothing to do. Reports a diagnostic when the bound
    /// is reached.
    @MainActor
    static func settle(_ runLoop: MainRunLoop) {
        let tasks = AppTaskExecutor.shared
        let hasTasks = tasks.liveTaskCount > 0
        let sawNetwork = shared.hasWorkInFlight
        guard hasTasks || tasks.hasQueuedJobs || sawNetwork else { return }
        let deadline = Date(timeIntervalSinceNow: realTimeBound)
        // Where the host runs the process on the main thread, a completion handler's work may
        // reach the main queue through the app's own background queues after the request
        // completed (decoding on `DispatchQueue.global`, then `DispatchQueue.main.async`):
        // the wait goes on servicing the main queue until it has been quiet for
        // ``quietInterval`` of real time (References §62.5).
        let hopsToMain = sawNetwork && Thread.isMainThread
        var quietSince: Date?
        let poll = NSCondition()
        // A host on the main thread services the main queue (corelibs-xctest runs a test
        // there, as its own waits do); elsewhere the run loop leaves it alone.
        let drains = runLoop.drainsDispatchMainQueue
        if hasTasks { runLoop.drainsDispatchMainQueue = true }
        defer { runLoop.drainsDispatchMainQueue = drains }
        while true {
            if !tasks.hasQueuedJobs && !shared.hasWorkInFlight {
                if hasTasks {
                    let turn = runLoop.turn
                    runLoop.advance(by: 0)
                    if runLoop.turn != turn { quietSince = nil; continue }
                }
                guard hopsToMain else { return }
                if DispatchMainQueue.drainOnce() {
                    runLoop.advance(by: 0)
                    quietSince = nil
                    continue
                }
                let since = quietSince ?? Date()
                quietSince = since
                if Date().timeIntervalSince(since) >= quietInterval { return }
            }
            guard Date() < deadline else {
                runLoop.runtime?.report(.warning, .networkStillInFlight,
                                        "URLSession work or the app's tasks were still in flight after \(Int(realTimeBound)) s of real time; the run goes on without them. Use --network offline or replay=DIR for runs that must not wait for a server.")
                return
            }
            // Real I/O is the one thing that takes real time: poll every millisecond.
            poll.lock()
            _ = poll.wait(until: Date(timeIntervalSinceNow: 0.001))
            poll.unlock()
        }
    }
}
