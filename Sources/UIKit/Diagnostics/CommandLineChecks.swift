import HeadlessCore
import Foundation

/// The checks an app run from the command line turns on with `--check-leaks` and `--strict`.
///
/// - `--check-leaks`: after the launch and after each device action, once the run loop has
///   settled, every view controller or view that left the screen and is still alive is a
///   leak (``LeakTracker``); each is printed on standard error as one `leak:` line with its
///   class and how it left, and the process ends with status 1.
/// - `--strict`: every warning and error the framework reports (a missing `super` call,
///   unbalanced appearance transitions, a hierarchy inconsistency…; not a notice, such as a
///   storyboard element that is not created and that the app never uses: References §47.4,
///   ``Diagnostic/failsStrictRun``) and every action the device refused
///   (`back` with nothing to pop, `open` while in front…: a scripted step that did not
///   happen) makes the process end with status 1.
///
/// A process that ended (`kill`, `jetsam`, a termination) frees nothing, so its departures are
/// not judged; after `open` starts a new one, the checks follow it.
@MainActor
final class CommandLineChecks {
    /// The exit status when a check failed.
    static let failureExitStatus: Int32 = 1

    private let tracker: LeakTracker?
    private let isStrict: Bool
    private(set) var leakCount = 0
    private(set) var diagnosticCount = 0
    private(set) var refusedActionCount = 0

    init(checksLeaks: Bool, isStrict: Bool, runtime: HeadlessRuntime) {
        tracker = checksLeaks ? LeakTracker(runtime: runtime) : nil
        self.isStrict = isStrict
    }

    /// Counts a diagnostic for `--strict`, when its level fails a strict run.
    func noteDiagnostic(_ diagnostic: Diagnostic) {
        guard diagnostic.failsStrictRun else { return }
        diagnosticCount += 1
    }

    /// Counts an action the device refused, for `--strict`.
    func noteRefusedAction(_ error: Error) {
        refusedActionCount += 1
    }

    /// Judges the departures of the step that just settled, reporting each leak.
    func afterStep(on device: SimulatedDevice, report: (String) -> Void) {
        guard let tracker else { return }
        tracker.follow(device.runtime)
        if device.hasProcessEnded {
            tracker.forgetPending()
            return
        }
        tracker.currentStep = nil
        for leak in tracker.check() {
            leakCount += 1
            report(leak.line)
        }
    }

    /// The status the process ends with: 1 when a leak was found, or a diagnostic reported
    /// or an action refused under `--strict`; else 0.
    var exitStatus: Int32 {
        leakCount > 0 || (isStrict && (diagnosticCount > 0 || refusedActionCount > 0)) ? Self.failureExitStatus : 0
    }

    /// The closing lines for standard error, when a check failed.
    func summary(executable name: String) -> [String] {
        var lines: [String] = []
        if leakCount > 0 {
            lines.append("\(name): --check-leaks: \(leakCount) object\(leakCount == 1 ? "" : "s") outlived \(leakCount == 1 ? "its" : "their") screen.")
        }
        if isStrict && diagnosticCount > 0 {
            lines.append("\(name): --strict: \(diagnosticCount) diagnostic\(diagnosticCount == 1 ? " was" : "s were") reported.")
        }
        if isStrict && refusedActionCount > 0 {
            lines.append("\(name): --strict: \(refusedActionCount) action\(refusedActionCount == 1 ? " was" : "s were") refused, so the script did not run as written.")
        }
        return lines
    }
}
