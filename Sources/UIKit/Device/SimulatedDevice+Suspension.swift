import HeadlessCore
import Foundation

/// When a background app is suspended (References §3.1, §3.8).
///
/// An app in the background runs while its run loop has work and while background tasks run.
/// Once both are over the device suspends it, with no callback (APP-3), or, when its
/// Info.plist says `UIApplicationExitsOnSuspend` and ``honorsExitsOnSuspend`` is true,
/// terminates it instead: `applicationWillTerminate`, and the process ends (APP-12). Seed 004
/// also logs two `viewDidDisappear` lines before `applicationWillTerminate` there, which it
/// does not explain; the engine delivers no view-controller callback: the window stays as it
/// is while the process ends, as in every other termination.
extension SimulatedDevice {
    /// Suspends (or, for `UIApplicationExitsOnSuspend`, terminates) a background app whose
    /// work is over; when its run loop still has work now, checks again on the next turn.
    func suspendIfBackgroundWorkIsOver() {
        guard !processEnded, let application, application.lifecycle == .background,
              !application.hasBackgroundTasks else { return }
        guard !runtime.runLoop.hasWorkNow else {
            runtime.runLoop.perform { [handle] in handle.object?.suspendIfBackgroundWorkIsOver() }
            return
        }
        if honorsExitsOnSuspend && application.info.exitsOnSuspend {
            runtime.withCause("UIApplicationExitsOnSuspend") { application.terminate() }
            processDidEnd()
        } else {
            application.move(to: .suspended)
        }
    }

    /// The app's last background task ended: suspend it once its run loop is idle.
    func backgroundWorkFinished() {
        runtime.runLoop.perform { [handle] in handle.object?.suspendIfBackgroundWorkIsOver() }
    }

    /// The background time ran out with tasks still running: the system kills the app.
    func backgroundTimeExhausted() {
        guard let application, !processEnded else { return }
        application.kill()
        processDidEnd()
    }
}
