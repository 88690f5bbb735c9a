import Foundation
import QuartzCore
import Dispatch
import HeadlessCore
@_spi(Headless) import UIKit

/// What the stand-in asks of the engine: the app's bundle, the diagnostics channel and turns
/// of the main run loop, from any thread.
enum HeadlessApp {
    /// Whether the caller runs where the main actor does (the main thread, or the main queue
    /// that Swift Testing's main actor is on Linux).
    static var isOnMainActor: Bool {
        MainActorPlace.isCurrent
    }

    /// The app's bundle, where the port links the model.
    static var bundle: Bundle { Bundle.headlessApp }

    /// Reports a diagnostic: at once on the main actor, else at its next turn.
    static func report(_ diagnostic: Diagnostic) {
        if isOnMainActor {
            MainActor.assumeIsolated { HeadlessRuntime.current.report(diagnostic) }
        } else {
            Task { @MainActor in HeadlessRuntime.current.report(diagnostic) }
        }
    }

    /// Runs `turn` at a later turn of the main run loop (from off the main actor, first
    /// through the main queue).
    static func nextTurn(_ turn: @escaping @Sendable @MainActor () -> Void) {
        if isOnMainActor {
            MainActor.assumeIsolated { HeadlessRuntime.current.runLoop.perform(turn) }
        } else {
            DispatchQueue.main.async { MainActor.assumeIsolated { HeadlessRuntime.current.runLoop.perform(turn) } }
        }
    }
}

/// The blocks given to `perform(_:)` and `performBackgroundTask(_:)` of one container's
/// contexts, run one per turn of the main run loop in the order given (References §60.3).
///
/// On iOS a private-queue context runs its blocks on a queue of its own, concurrently with
/// the main thread. Here they run on the main run loop so that a run's trace is the same each
/// time: the app still sees them run later than the call, in order, one at a time.
final class ContextTurns: @unchecked Sendable {
    private let lock = NSLock()
    private var pending: [() -> Void] = []
    /// The index of the next block to run: taking one is O(1), and the run part is dropped
    /// once it is half the array.
    private var head = 0
    private var isScheduled = false

    /// Queues `block` for a later turn.
    func enqueue(_ block: @escaping () -> Void) {
        lock.lock()
        pending.append(block)
        let schedules = !isScheduled
        isScheduled = true
        lock.unlock()
        if schedules { HeadlessApp.nextTurn { self.runOne() } }
    }

    /// The blocks waiting.
    var count: Int {
        lock.lock()
        defer { lock.unlock() }
        return pending.count - head
    }

    @MainActor private func runOne() {
        lock.lock()
        guard head < pending.count else {
            isScheduled = false
            lock.unlock()
            return
        }
        let block = pending[head]
        head += 1
        if head > 32, head * 2 > pending.count {
            pending.removeFirst(head)
            head = 0
        }
        let more = head < pending.count
        if !more {
            isScheduled = false
            pending.removeAll(keepingCapacity: true)
            head = 0
        }
        lock.unlock()
        block()
        if more { HeadlessRuntime.current.runLoop.perform { self.runOne() } }
    }
}
