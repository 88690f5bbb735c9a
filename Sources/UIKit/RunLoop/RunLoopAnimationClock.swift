import HeadlessCore
import Foundation
@_spi(Headless) import QuartzCore

/// Core Animation's clock under UIKit: one runtime's main run loop, in virtual time.
///
/// Each runtime makes one for its ``HeadlessRuntime/transactionContext``, so that a process's
/// animations start at its own run loop's commit and end on its own timers (which settle, so
/// `runUntilIdle()` jumps to them like any UIKit animation); display-link frames are timers
/// that do not settle, so they fire only while the clock is advanced (References §46.1).
///
/// Used on the main thread only (each method asserts the main actor), hence
/// `@unchecked Sendable`, as before.
final class RunLoopAnimationClock: CoreAnimationClock, @unchecked Sendable {
    private let runLoop: MainRunLoop
    /// The run loop's handles, by the tokens handed to QuartzCore.
    private var handles: [Int: TimerHandle] = [:]
    private var nextToken = 0

    @MainActor init(runLoop: MainRunLoop) {
        self.runLoop = runLoop
    }

    /// Lets QuartzCore find the current runtime's Core Animation, and lets a view follow its
    /// layer's geometry; once per host process.
    @MainActor static func install() {
        if CoreAnimationHost.resolver == nil {
            CoreAnimationHost.resolver = { HeadlessRuntime.current.transactionContext }
        }
        if CALayer.ownerGeometryDidChange == nil {
            CALayer.ownerGeometryDidChange = { layer, owner in
                MainActor.assumeIsolated { (owner as? UIView)?.layerGeometryDidChange(layer) }
            }
        }
    }

    var now: TimeInterval {
        MainActor.assumeIsolated { runLoop.now }
    }

    func schedule(after delay: TimeInterval, settles: Bool, _ block: @escaping () -> Void) -> Int {
        let box = UncheckedBlock(block)
        return MainActor.assumeIsolated {
            nextToken += 1
            let token = nextToken
            handles[token] = runLoop.schedule(after: delay, settles: settles) { [weak self] in
                self?.handles[token] = nil
                box.block()
            }
            return token
        }
    }

    func cancel(_ token: Int) {
        MainActor.assumeIsolated {
            if let handle = handles.removeValue(forKey: token) { runLoop.cancel(handle) }
        }
    }

    func atNextCommit(_ block: @escaping () -> Void) {
        let box = UncheckedBlock(block)
        MainActor.assumeIsolated {
            runLoop.performAfterCommit { box.block() }
        }
    }
}

/// A block that QuartzCore hands over on the main thread, carried into a main-actor timer.
private struct UncheckedBlock: @unchecked Sendable {
    let block: () -> Void
    init(_ block: @escaping () -> Void) { self.block = block }
}
