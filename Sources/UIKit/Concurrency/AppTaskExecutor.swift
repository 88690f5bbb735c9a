import HeadlessCore
import Foundation
import Dispatch

/// The executor of the app's own unstructured tasks, so that `wait` and the test waits can see
/// work that has not reached URLSession yet (issue 35, item 4; References §54.1).
///
/// `lifecycle port` rewrites an app's `Task { … }` and `Task.detached { … }` to
/// ``_Concurrency/Task/headless(name:priority:isolation:operation:)`` and its detached
/// counterpart, which give the task this executor as its preference (SE-0417). The task's
/// nonisolated code (and the default actors it calls) then runs here rather than on the
/// global concurrent executor: on Dispatch's global queue, as the global executor would, but
/// counted. A job is counted from the moment it is queued until it has run, and a job that
/// moves the task to the main actor queues it there before it ends, so when no job is
/// counted, the app's tasks are either waiting on the main queue, waiting on URLSession
/// (``NetworkActivity``), or suspended on something else (a stream, a continuation, a sleep),
/// which a wait does not wait for.
@_spi(Headless) public final class AppTaskExecutor: TaskExecutor, @unchecked Sendable {
    /// The one executor of the host process's app tasks.
    public static let shared = AppTaskExecutor()

    private let lock = NSLock()
    private var queuedJobs = 0
    private var liveTasks = 0
    private var startedTasks = 0
    private var wakingSleeps = 0

    private init() {}

    public func enqueue(_ job: consuming ExecutorJob) {
        let job = UnownedJob(job)
        lock.withLock { queuedJobs += 1 }
        DispatchQueue.global().async { [self] in
            job.runSynchronously(on: asUnownedTaskExecutor())
            lock.withLock { queuedJobs -= 1 }
        }
    }

    /// Whether a job of the app's tasks is queued or running off the main actor.
    public var hasQueuedJobs: Bool { lock.withLock { queuedJobs > 0 } }

    /// Whether a job of the app's tasks is queued or running, or URLSession work is in flight
    /// (what `wait` waits for before it lets time pass).
    public static var hasWorkInFlight: Bool {
        shared.hasQueuedJobs || NetworkActivity.shared.hasWorkInFlight
    }

    /// The app's tasks started and not yet ended.
    public var liveTaskCount: Int { lock.withLock { liveTasks } }

    /// The app's tasks started so far in this host process.
    public var startedTaskCount: Int { lock.withLock { startedTasks } }

    /// Sleeps (`Task.headlessSleep`) whose time has come and whose task has not gone on yet:
    /// a wait that waits for the app's tasks is not over while one is waking
    /// (References §54.5).
    public var wakingSleepCount: Int { lock.withLock { wakingSleeps } }

    func sleepWoke() { lock.withLock { wakingSleeps += 1 } }

    func sleepWent() { lock.withLock { wakingSleeps -= 1 } }

    func taskStarted() {
        lock.withLock {
            liveTasks += 1
            startedTasks += 1
        }
    }

    func taskEnded() {
        lock.withLock { liveTasks -= 1 }
    }
}

/// One app task's place in ``AppTaskExecutor/liveTaskCount``, from its creation until its
/// operation returns or throws.
final class AppTaskLifetime: Sendable {
    init() {
        AppTaskExecutor.shared.taskStarted()
    }

    func end() {
        AppTaskExecutor.shared.taskEnded()
    }
}
