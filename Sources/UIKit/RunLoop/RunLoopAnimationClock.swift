import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// Core Animation's clock under UIKit: the current runtime's main run loop, in virtual time.
///
/// Animations start at the run loop's commit and end on its timers (which settle, so
/// `runUntilIdle()` jumps to them like any UIKit animation); display-link frames are timers
/// that do not settle, so they fire only while the clock is advanced. One adapter serves
/// every runtime: it schedules on ``HeadlessRuntime/current`` (a harness's process during its
/// calls) and cancels on the run loop it scheduled on. It is used on the main thread only
/// (each method asserts the main actor), hence `@unchecked Sendable`.
final class RunLoopAnimationClock: CoreAnimationClock, @unchecked Sendable {
    private static let shared = RunLoopAnimationClock()
    /// The run loop's handles, by the tokens handed to QuartzCore.
    private var handles: [Int: (runLoop: MainRunLoop, handle: TimerHandle)] = [:]
    private var nextToken = 0
    /// Core Animation's work for the next commit (the implicit transaction's commit, the
    /// start of added animations). One thread runs every simulated process and Core
    /// Animation's transactions are that thread's, so the next commit of any process's run
    /// loop runs it: a transaction opened in a process that never turns again (a test that
    /// ended) cannot hold every later change.
    private var pendingCommits: [UncheckedBlock] = []

    /// Whether Core Animation has work waiting for a commit.
    @MainActor static var hasPendingCommits: Bool { !shared.pendingCommits.isEmpty }

    /// Runs Core Animation's work waiting for a commit; called by every run loop's commit.
    @MainActor static func runPendingCommits() {
        guard !shared.pendingCommits.isEmpty else { return }
        let blocks = shared.pendingCommits
        shared.pendingCommits.removeAll()
        for box in blocks { box.block() }
    }

    /// Makes the run loop Core Animation's clock, and lets a view follow its layer's geometry.
    @MainActor static func install() {
        CoreAnimationHost.clock = shared
        if CALayer.ownerGeometryDidChange == nil {
            CALayer.ownerGeometryDidChange = { layer, owner in
                MainActor.assumeIsolated { (owner as? UIView)?.layerGeometryDidChange(layer) }
            }
        }
    }

    var now: TimeInterval {
        MainActor.assumeIsolated { HeadlessRuntime.current.runLoop.now }
    }

    func schedule(after delay: TimeInterval, settles: Bool, _ block: @escaping () -> Void) -> Int {
        let box = UncheckedBlock(block)
        return MainActor.assumeIsolated {
            nextToken += 1
            let token = nextToken
            let runLoop = HeadlessRuntime.current.runLoop
            let handle = runLoop.schedule(after: delay, settles: settles) { [weak self] in
                self?.handles[token] = nil
                box.block()
            }
            handles[token] = (runLoop, handle)
            return token
        }
    }

    func cancel(_ token: Int) {
        MainActor.assumeIsolated {
            if let timer = handles.removeValue(forKey: token) { timer.runLoop.cancel(timer.handle) }
        }
    }

    func atNextCommit(_ block: @escaping () -> Void) {
        let box = UncheckedBlock(block)
        MainActor.assumeIsolated {
            pendingCommits.append(box)
            HeadlessRuntime.current.runLoop.performAfterCommit { Self.runPendingCommits() }
        }
    }
}

/// A block that QuartzCore hands over on the main thread, carried into a main-actor timer.
private struct UncheckedBlock: @unchecked Sendable {
    let block: () -> Void
    init(_ block: @escaping () -> Void) { self.block = block }
}
