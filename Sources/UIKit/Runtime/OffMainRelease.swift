import HeadlessCore
import Foundation

/// What happens when the last reference to a framework object goes away off the main thread.
///
/// UIKit objects belong to the main actor; on iOS, releasing a view or a view controller on
/// another thread is a bug that can crash the app or corrupt UIKit's state. Here the
/// deinitializer cannot run its main-actor work there (tracing the `dealloc`, detaching
/// subviews, leaving the layout queues), so it skips that work, notes the object, and the run
/// loop reports each noted object as an error diagnostic, `object.releasedOffMainActor`, at its
/// next turn. The host process never traps.
enum OffMainRelease {
    // Safety: nonisolated(unsafe) because every access holds `lock`; releases happen on any thread.
    nonisolated(unsafe) private static var released: [String] = []
    private static let lock = NSLock()
    /// Whether anything was noted: read without the lock at each turn, so that a turn with
    /// nothing to report takes no lock.
    // Safety: nonisolated(unsafe) because a stale read only delays the report by one turn; it is written under `lock`.
    nonisolated(unsafe) private static var hasReleases = false

    /// Marks the main dispatch queue, so that a release running on it counts as on the main
    /// actor even where the main actor's jobs are not on the process's first thread (Swift
    /// Testing on Linux drains them from the main queue).
    private static let mainQueueKey: DispatchSpecificKey<Bool> = {
        let key = DispatchSpecificKey<Bool>()
        DispatchQueue.main.setSpecific(key: key, value: true)
        return key
    }()

    /// Whether the caller runs where the main actor does.
    nonisolated static var isOnMainActor: Bool {
        Thread.isMainThread || DispatchQueue.getSpecific(key: mainQueueKey) == true
    }

    /// Runs a deinitializer's main-actor work, `body(object)`, on the main thread; off it,
    /// notes the object.
    ///
    /// `body` should capture nothing (it gets the object), so that passing it allocates
    /// nothing: this runs for every view and controller released.
    nonisolated static func run(_ object: UIResponder, _ body: @escaping @MainActor (UIResponder) -> Void) {
        if isOnMainActor {
            // Safety: the check above is the one `MainActor.assumeIsolated` would make again
            // (some 200 instructions a release); a main-actor function has the representation
            // of a plain one, which is how `assumeIsolated` itself calls it. The function is
            // cast inside a struct: cast alone, it is re-abstracted for the generic cast, and
            // that thunk's context is allocated at every call.
            unsafeBitCast(MainActorWork(body: body), to: PlainWork.self).body(object)
            return
        }
        lock.lock()
        released.append(TraceEvent.instanceName(className: object.traceClassNameAtCreation, ordinal: object.traceOrdinal))
        hasReleases = true
        lock.unlock()
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
        guard hasReleases else { return }
        lock.lock()
        let names = released
        released.removeAll()
        hasReleases = false
        lock.unlock()
        for name in names {
            runtime.report(Diagnostic(.error, code: .objectReleasedOffMainActor,
                                      message: "\(name) was released off the main thread. UIKit objects belong to the main actor: release them there (hop with DispatchQueue.main.async or a @MainActor task). Its dealloc was not traced and its main-actor teardown did not run.",
                                      subject: name))
        }
    }
}
