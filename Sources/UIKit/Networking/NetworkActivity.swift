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

    private let lock = NSLock()
    /// The tracked tasks, by identity (a task is tracked once however often its protocol
    /// starts, without a search of the others).
    private var tasks: [ObjectIdentifier: URLSessionTask] = [:]

    func track(_ task: URLSessionTask) {
        lock.withLock { tasks[ObjectIdentifier(task)] = task }
    }

    /// Whether a tracked task, or a running task of the shared session, has not completed.
    var hasWorkInFlight: Bool {
        let pending = lock.withLock {
            tasks = tasks.filter { $0.value.state != .completed }
            return !tasks.isEmpty
        }
        return pending || sharedSessionHasRunningTasks()
    }

    /// The shared session's running tasks; asked only once the session exists (the engine's
    /// protocol is installed before it, and asking makes it).
    private func sharedSessionHasRunningTasks() -> Bool {
        guard HeadlessURLProtocol.sessionMayExist else { return false }
        let done = DispatchSemaphore(value: 0)
        let box = RunningBox()
        URLSession.shared.getAllTasks { all in
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
    /// in flight; the blocks its handlers sent to the main queue then run at the run loop's
    /// next turn (where the host services the main queue). Reports a diagnostic when the
    /// bound is reached.
    @MainActor
    static func settle(_ runLoop: MainRunLoop) {
        guard shared.hasWorkInFlight else { return }
        let deadline = Date(timeIntervalSinceNow: realTimeBound)
        let poll = NSCondition()
        while shared.hasWorkInFlight {
            guard Date() < deadline else {
                runLoop.runtime?.report(.warning, .networkStillInFlight,
                                        "URLSession work was still in flight after \(Int(realTimeBound)) s of real time; the run goes on without it. Use --network offline or replay=DIR for runs that must not wait for a server.")
                return
            }
            // Real I/O is the one thing that takes real time: poll every millisecond.
            poll.lock()
            _ = poll.wait(until: Date(timeIntervalSinceNow: 0.001))
            poll.unlock()
        }
    }
}
