import HeadlessCore
import Foundation

/// A background task in progress.
struct BackgroundTask {
    let identifier: UIBackgroundTaskIdentifier
    let name: String?
    let expirationHandler: (@MainActor @Sendable () -> Void)?
}

/// Background time and background tasks (References §3.8), in virtual time.
///
/// Entering the background starts the allowance (``backgroundTimeAllowance``). With no task
/// running, the device suspends the app as soon as its run loop is idle. While tasks run, the
/// app stays in the background until the last one ends, or until the allowance is over: a
/// non-settling run-loop timer (waiting for the device's `wait`, never skipped to by
/// `runUntilIdle`) then calls each task's expiration handler, synchronously, before the app
/// is suspended. A task still running after its handler is reported, and the system kills the
/// app, as iOS does.
extension UIApplication {
    /// The seconds of background time an app gets when it enters the background
    /// (about 30 s on current iOS).
    @_spi(Headless) public static let backgroundTimeAllowance: TimeInterval = 30

    /// Whether background tasks are running.
    @_spi(Headless) public var hasBackgroundTasks: Bool { !backgroundTasks.isEmpty }

    func remainingBackgroundTime() -> TimeInterval {
        guard let deadline = backgroundDeadline, lifecycle == .background || lifecycle == .suspended else {
            return .greatestFiniteMagnitude
        }
        return max(0, deadline - runtime.runLoop.now)
    }

    func beginBackgroundTaskMechanism(name: String?, expirationHandler: (@MainActor @Sendable () -> Void)?) -> UIBackgroundTaskIdentifier {
        if lifecycle == .background, remainingBackgroundTime() <= 0 { return .invalid }
        nextBackgroundTaskNumber += 1
        let identifier = UIBackgroundTaskIdentifier(rawValue: nextBackgroundTaskNumber)
        backgroundTasks.append(BackgroundTask(identifier: identifier, name: name, expirationHandler: expirationHandler))
        if lifecycle == .background { scheduleExpiration() }
        return identifier
    }

    func endBackgroundTaskMechanism(_ identifier: UIBackgroundTaskIdentifier) {
        guard let index = backgroundTasks.firstIndex(where: { $0.identifier == identifier }) else {
            runtime.report(.warning, .applicationBackgroundTaskUnknown,
                           "endBackgroundTask(_:) was called with \(identifier), which is not a running background task of \(traceName). End each task once, with the identifier beginBackgroundTask returned.",
                           about: self)
            return
        }
        backgroundTasks.remove(at: index)
        guard backgroundTasks.isEmpty else { return }
        cancelExpiration()
        if lifecycle == .background { onBackgroundWorkFinished?() }
    }

    /// Starts or stops the background clock as the app enters or leaves the background.
    func backgroundStateDidChange(from previous: ApplicationLifecycleState) {
        switch lifecycle {
        case .background where previous == .inactive:
            backgroundDeadline = runtime.runLoop.now + Self.backgroundTimeAllowance
            if hasBackgroundTasks { scheduleExpiration() }
        case .inactive, .active, .notRunning:
            backgroundDeadline = nil
            cancelExpiration()
            if lifecycle == .notRunning { backgroundTasks.removeAll() }
        default:
            break
        }
    }

    private func scheduleExpiration() {
        guard expirationTimer == nil, let deadline = backgroundDeadline else { return }
        expirationTimer = runtime.runLoop.schedule(after: deadline - runtime.runLoop.now, settles: false) { [handle] in
            handle.object?.backgroundTimeDidExpire()
        }
    }

    private func cancelExpiration() {
        if let expirationTimer { runtime.runLoop.cancel(expirationTimer) }
        expirationTimer = nil
    }

    /// The allowance is over: each task's expiration handler runs, then the app is suspended,
    /// or killed when a task is still running.
    private func backgroundTimeDidExpire() {
        expirationTimer = nil
        guard lifecycle == .background else { return }
        runtime.withCause("background time expired") {
            for task in backgroundTasks {
                guard let handler = task.expirationHandler,
                      backgroundTasks.contains(where: { $0.identifier == task.identifier }) else { continue }
                runtime.deliver(self, .backgroundTaskExpiration, [task.name ?? String(task.identifier.rawValue)]) { handler() }
            }
        }
        // A handler that ended the last task has already signalled the end of the work.
        guard !backgroundTasks.isEmpty else { return }
        let names = backgroundTasks.map { $0.name ?? String($0.identifier.rawValue) }.joined(separator: ", ")
        runtime.report(.error, .applicationBackgroundTaskExpired,
                       "\(traceName) still ran background task(s) \(names) when its background time ran out, after the expiration handlers; iOS kills such an app. Call endBackgroundTask(_:) in each expiration handler.",
                       about: self)
        onBackgroundTimeExhausted?()
    }
}
