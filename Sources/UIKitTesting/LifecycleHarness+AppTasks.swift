@_spi(Headless) import UIKit
import HeadlessCore
import Foundation

/// Waiting for the app's tasks from a Swift Testing test (References §54.1).
extension LifecycleHarness {
    /// Lets the app's tasks (a ported `Task { … }`) and its URLSession work finish, then runs
    /// the run loop until idle; at most 10 s of real time spent waiting for them.
    ///
    /// `wait` does this by itself where the host services the main queue (an app's process,
    /// corelibs-xctest). Under Swift Testing the main actor is the main dispatch queue and a
    /// synchronous test holds it, so the main-actor part of a task (the `catch` that presents
    /// an alert after a failed request) can run only while the test is suspended: this
    /// suspends it until no job of the app's tasks is queued or running, no request is in
    /// flight, and three passes of the main queue in a row changed nothing.
    public func settleAppTasks() async {
        let tasks = AppTaskExecutor.shared
        // Real time is counted only while the poll sleeps for real I/O or the tasks' jobs: the
        // passes wait for the main actor, which other tests may hold for long (Swift Testing
        // runs them in parallel), and are bounded by number.
        var slept: Duration = .zero
        var quietPasses = 0
        var passes = 0
        // A task made on the main actor goes through the main queue twice before its operation
        // runs (References §54.1), so quiet means three passes in a row that changed nothing.
        // The work in flight is counted for the whole host process: once the bound is spent
        // (another test's request may stay in flight), the passes still run this process's
        // main queue, and only this process's changes decide when it is quiet.
        while quietPasses < 3, passes < 1_000 {
            // The bound is 10 s of real time spent polling, counted off the main actor: the
            // return to the main actor waits for whatever other tests run there (tens of
            // seconds on a loaded machine), which is not time the app's work took; counted
            // there, one 1 ms sleep could spend the whole bound (References §54.1).
            if AppTaskExecutor.hasWorkInFlight, slept < .seconds(10) {
                slept += await AppTaskPoll.untilIdle(budget: .seconds(10) - slept)
            }
            let before = (tasks.liveTaskCount, tasks.startedTaskCount, runtime.runLoop.turn)
            // The main actor's jobs queued before this one run now.
            await Task<Never, Never>.yield()
            runUntilIdle()
            let after = (tasks.liveTaskCount, tasks.startedTaskCount, runtime.runLoop.turn)
            // A sleep whose time came (References §54.5) holds the passes until its task goes on.
            let othersIdle = !AppTaskExecutor.hasWorkInFlight || slept >= .seconds(10)
            quietPasses = before == after && othersIdle && tasks.wakingSleepCount == 0 ? quietPasses + 1 : 0
            passes += 1
        }
    }
}

/// Polling for the app's work in flight, off the main actor (References §54.1).
enum AppTaskPoll {
    /// Sleeps a millisecond at a time while a job of the app's tasks or URLSession work is in
    /// flight anywhere in the host process, at most `budget` of real time; returns the time
    /// it slept. Runs on the global executor, so the time counted is the polling's own.
    @concurrent static func untilIdle(budget: Duration) async -> Duration {
        let clock = ContinuousClock()
        let start = clock.now
        while AppTaskExecutor.hasWorkInFlight, start.duration(to: clock.now) < budget {
            try? await Task<Never, Never>.sleep(nanoseconds: 1_000_000)
        }
        return start.duration(to: clock.now)
    }
}
