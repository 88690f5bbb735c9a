import HeadlessCore
import Foundation
import QuartzCore
import Synchronization

/// What happens when the last reference to a framework object goes away off the main thread.
///
/// UIKit objects belong to the main actor; on iOS, releasing a view or a view controller on
/// another thread is a bug that can crash the app or corrupt UIKit's state. Here the
/// deinitializer cannot run its main-actor work there (tracing the `dealloc`, detaching
/// subviews, leaving the layout queues), so it skips that work, notes the object, and the run
/// loop reports each noted object as an error diagnostic, `object.releasedOffMainActor`, at its
/// next turn. The host process never traps.
///
/// What memory safety needs cannot wait for the main actor, so it happens where the release
/// does: the object severs the unretained links other objects hold to it (its subviews'
/// superview, its subtree's window, its view's controller; ``UnretainedLink``), and notes its
/// address, which the layout engine and the gesture arena drop before their next use
/// (``drainDestroyedViews(_:)``).
enum OffMainRelease {
    /// What releases off the main actor left for one process; each runtime has its own
    /// (``HeadlessRuntime/offMainReleases``), so that a view's address reaches the queues of
    /// its own process and the report names it there.
    final class Ledger: Sendable {
        fileprivate let pending = Mutex(Pending())
        /// Whether anything was noted, so that a turn with nothing to report takes no lock.
        fileprivate let hasReleases = Atomic<Bool>(false)
    }

    /// What releases off the main actor left for it.
    fileprivate struct Pending {
        /// The trace names of the objects released, for the diagnostics.
        var released: [String] = []
        /// The addresses of views destroyed off the main actor.
        var destroyedViews: [UInt] = []
    }

    /// Whether `queue` is the main dispatch queue (``MainActorPlace``, shared with QuartzCore
    /// and the stand-ins).
    nonisolated static func isMainQueue(_ queue: DispatchQueue) -> Bool {
        MainActorPlace.isMainQueue(queue)
    }

    /// Whether the caller runs where the main actor does: a release running on the main
    /// queue counts as on the main actor even where the main actor's jobs are not on the
    /// process's first thread (Swift Testing on Linux drains them from the main queue).
    nonisolated static var isOnMainActor: Bool {
        MainActorPlace.isCurrent
    }

    /// Runs a deinitializer's main-actor work, `body(object)`, on the main thread and returns
    /// true; off it, notes the object and returns false (the caller then severs its links).
    ///
    /// `body` should capture nothing (it gets the object), so that passing it allocates
    /// nothing: this runs for every view and controller released.
    @discardableResult
    nonisolated static func run(_ object: UIResponder, _ body: @escaping @MainActor (UIResponder) -> Void) -> Bool {
        if isOnMainActor {
            // Safety: the check above is the one `MainActor.assumeIsolated` would make again
            // (some 200 instructions a release); a main-actor function has the representation
            // of a plain one, which is how `assumeIsolated` itself calls it. The function is
            // cast inside a struct: cast alone, it is re-abstracted for the generic cast, and
            // that thunk's context is allocated at every call.
            unsafeBitCast(MainActorWork(body: body), to: PlainWork.self).body(object)
            return true
        }
        let name = TraceEvent.instanceName(className: object.traceClassNameAtCreation, ordinal: object.traceOrdinal)
        let ledger = object.runtime.offMainReleases
        ledger.pending.withLock { $0.released.append(name) }
        ledger.hasReleases.store(true, ordering: .releasing)
        return false
    }

    /// Notes a view destroyed off the main actor: the layout queues and the gesture arena
    /// may still name it.
    nonisolated static func noteDestroyedView(_ address: UnsafeMutableRawPointer, of runtime: HeadlessRuntime) {
        let ledger = runtime.offMainReleases
        ledger.pending.withLock { $0.destroyedViews.append(UInt(bitPattern: address)) }
        ledger.hasReleases.store(true, ordering: .releasing)
    }

    /// Hands the views destroyed off the main actor to the layout engine and the gesture
    /// arena, which drop them; called before each layout pass and at each turn.
    @MainActor
    static func drainDestroyedViews(_ runtime: HeadlessRuntime) {
        let ledger = runtime.offMainReleases
        guard ledger.hasReleases.load(ordering: .acquiring) else { return }
        let views = ledger.pending.withLock { state in
            let views = state.destroyedViews
            state.destroyedViews.removeAll()
            return views
        }
        guard !views.isEmpty else { return }
        for bits in views {
            guard let address = UnsafeMutableRawPointer(bitPattern: bits) else { continue }
            runtime.layout.forget(address)
            runtime.arenaIfMade?.detachAll(ofDestroyedViewAt: address)
        }
    }

    private struct MainActorWork {
        let body: @MainActor (UIResponder) -> Void
    }

    private struct PlainWork {
        let body: (UIResponder) -> Void
    }

    /// Reports the objects noted since the last turn.
    @MainActor
    static func report(to runtime: HeadlessRuntime) {
        let ledger = runtime.offMainReleases
        guard ledger.hasReleases.load(ordering: .acquiring) else { return }
        drainDestroyedViews(runtime)
        let names = ledger.pending.withLock { state in
            let names = state.released
            state.released.removeAll()
            ledger.hasReleases.store(false, ordering: .releasing)
            return names
        }
        for name in names {
            runtime.report(Diagnostic(.error, code: .objectReleasedOffMainActor,
                                      message: "\(name) was released off the main thread. UIKit objects belong to the main actor: release them there (hop with DispatchQueue.main.async or a @MainActor task). Its dealloc was not traced and its main-actor teardown did not run.",
                                      subject: name))
        }
    }
}
