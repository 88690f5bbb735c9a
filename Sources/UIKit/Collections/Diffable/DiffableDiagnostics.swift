import HeadlessCore
import Foundation

/// A problem a snapshot found in its input. Snapshots are values that may be built off the
/// main thread: on the main thread a problem is reported at once, otherwise it is kept and
/// reported when the snapshot is applied.
struct DiffableProblem: Sendable, Hashable {
    let code: DiagnosticCode
    let message: String

    /// Reports the problem now when on the main thread; returns it to keep otherwise.
    static func raise(_ code: DiagnosticCode, _ message: String) -> DiffableProblem? {
        if OffMainRelease.isOnMainActor {
            MainActor.assumeIsolated { HeadlessRuntime.current.report(.error, code, message) }
            return nil
        }
        return DiffableProblem(code: code, message: message)
    }

    @MainActor func report() { HeadlessRuntime.current.report(.error, code, message) }
}

/// A short description of identifiers for diagnostics (at most five).
func describeIdentifiers<T>(_ identifiers: some Sequence<T>) -> String {
    let all = Array(identifiers)
    let shown = all.prefix(5).map { "\($0)" }.joined(separator: ", ")
    return all.count > 5 ? "[\(shown), … \(all.count - 5) more]" : "[\(shown)]"
}
