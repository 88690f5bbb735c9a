import Foundation
import HeadlessCore

/// Reports the diagnostics of the Foundation gaps (References §61), which may be met on any
/// thread: at once on the main actor, else at the main actor's next turn.
enum FoundationGapDiagnostics {
    static func report(_ diagnostic: Diagnostic) {
        if OffMainRelease.isOnMainActor {
            MainActor.assumeIsolated { HeadlessRuntime.current.report(diagnostic) }
        } else {
            Task { @MainActor in HeadlessRuntime.current.report(diagnostic) }
        }
    }
}
