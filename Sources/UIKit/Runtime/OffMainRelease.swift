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

    /// Runs a deinitializer's main-actor work on the main thread; off it, notes the object.
    nonisolated static func run(_ name: String, ordinal: Int, _ body: @MainActor () -> Void) {
        if isOnMainActor {
            // Safety: the check above is the one `MainActor.assumeIsolated` would make again
            // (some 200 instructions a release); a synchronous main-actor closure has the same
            // representation as a plain one, which is how `assumeIsolated` itself calls it.
            withoutActuallyEscaping(body) { body in
                unsafeBitCast(body, to: (() -> Void).self)()
            }
            return
        }
        lock.lock()
        released.append(TraceEvent.instanceName(className: name, ordinal: ordinal))
        hasReleases = true
        lock.unlock()
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
