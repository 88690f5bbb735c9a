import HeadlessCore
import Foundation

/// What each device action does, and when it is legal (APP-1…APP-12).
///
/// The handlers only say where the app should go (``UIApplication/transition(to:)``,
/// ``UIApplication/terminate()``, ``UIApplication/kill()``); the application's and the
/// scenes' state machines deliver the callbacks of each edge on the way. No action delivers
/// anything to view controllers except `memory-warning` and `rotate`: a view controller does
/// not learn that the app went to the background or came back (APP-3, APP-4).
extension SimulatedDevice {
    // MARK: Home and open

    var homeUnavailable: String? {
        if let reason = processUnavailable { return reason }
        if isLocked { return "the screen is locked; unlock it first (unlock)" }
        if front != .app { return "the app is not in front (it is \(appState.rawValue)); Home does nothing for it" }
        return nil
    }

    /// Home: to the home screen; an overlay over the app goes away (a call goes on without
    /// covering the app). APP-3: `applicationWillResignActive`, `applicationDidEnterBackground`,
    /// then suspension, with no callback, once the app's background work is over.
    func pressHome() {
        overlay = nil
        front = .home
        application?.transition(to: .background)
    }

    var openUnavailable: String? {
        if recipe == nil { return Self.noApplicationReason }
        if isLocked { return "the screen is locked; unlock it first (unlock)" }
        if overlay == .appSwitcher { return nil }
        if let overlay { return "\(overlay.rawValue) is showing; dismiss it first (\(overlay.dismissAction))" }
        if isAppInFront { return "the app is already in front (it is \(appState.rawValue))" }
        return nil
    }

    /// Open: tap the app's icon, or its card in the app switcher. A cold launch when the app
    /// is not running (APP-1, APP-2), else back to the foreground (APP-4:
    /// `applicationWillEnterForeground`, `applicationDidBecomeActive`); from the switcher
    /// over the app, `applicationDidBecomeActive` alone.
    func openApp() {
        if overlay == .appSwitcher {
            overlay = nil
            if front == .app, !processEnded, application != nil {
                application?.transition(to: .active)
                return
            }
        }
        if application == nil || processEnded {
            if processEnded { startNewProcess() }
            runtime.withCause("open") { coldLaunch() }
            return
        }
        bringAppToFront()
    }

    /// Shows the app again: a suspended app resumes in the background, a rotation that
    /// happened meanwhile reaches it, then it enters the foreground and becomes active.
    func bringAppToFront() {
        front = .app
        guard let application, !processEnded else { return }
        if application.lifecycle == .suspended { application.move(to: .background) }
        applyInterfaceOrientation(animated: true)
        application.transition(to: .active)
    }

    // MARK: Notification Center, Control Center, the app switcher

    func overlayUnavailable(_ kind: Overlay) -> String? {
        if let reason = processUnavailable { return reason }
        if isLocked { return "the screen is locked; unlock it first (unlock)" }
        if let overlay { return "\(overlay.rawValue) is showing; dismiss it first (\(overlay.dismissAction))" }
        if front != .app { return "the app is not in front (it is \(appState.rawValue)); open it first (open)" }
        return nil
    }

    func dismissUnavailable(_ kind: Overlay) -> String? {
        overlay == kind ? nil : "\(kind.rawValue) is not showing"
    }

    /// Shows Notification Center or Control Center over the app.
    ///
    /// Control Center: `applicationWillResignActive` (APP-8). Notification Center: the
    /// same, except in the profiles whose source shows a flicker (seed 001's log, iOS 7–11,
    /// an app-delegate app: the profile's `notificationCenterFlickers`; References §50.6):
    /// resign / become / resign (APP-6), modelled as three system events, each followed by a
    /// run-loop turn: the touch that starts the pull takes the app's focus, the system gives
    /// it back while it recognises the gesture as a pull of Notification Center, and takes it
    /// again when the center covers the screen. No source shows the flicker for a scene app.
    func showOverlay(_ kind: Overlay) {
        overlay = kind
        guard let application else { return }
        application.transition(to: .inactive)
        guard kind == .notificationCenter, runtime.profile.notificationCenterFlickers,
              application.connectedScenesInOrder.isEmpty else { return }
        runtime.runLoop.runUntilIdle()
        application.transition(to: .active)
        runtime.runLoop.runUntilIdle()
        application.transition(to: .inactive)
    }

    /// Puts an overlay away: the app it covered becomes active again (APP-7, APP-8, APP-9,
    /// and the app switcher's return to the app); over the home screen, nothing happens.
    func dismissOverlay(_ kind: Overlay) {
        overlay = nil
        if kind == .call { isCallInProgress = false }
        guard front == .app, !processEnded else { return }
        application?.transition(to: .active)
    }

    var appSwitcherUnavailable: String? {
        if isLocked { return "the screen is locked; unlock it first (unlock)" }
        if let overlay { return "\(overlay.rawValue) is showing; dismiss it first (\(overlay.dismissAction))" }
        return nil
    }

    /// The app switcher: over the app, `applicationWillResignActive`; over the home screen,
    /// nothing for the app.
    func showAppSwitcher() {
        overlay = .appSwitcher
        guard front == .app, !processEnded else { return }
        application?.transition(to: .inactive)
    }

    // MARK: Calls

    var callUnavailable: String? {
        if isCallInProgress { return "a call is already in progress; end it first (call-end)" }
        if !isLocked, let overlay { return "\(overlay.rawValue) is showing; dismiss it first (\(overlay.dismissAction))" }
        return nil
    }

    /// An incoming call: over the app in front, `applicationWillResignActive` (APP-9); the
    /// app in the background or a locked screen hears nothing.
    func receiveCall() {
        isCallInProgress = true
        guard isAppInFront, overlay == nil else { return }
        overlay = .call
        application?.transition(to: .inactive)
    }

    var callEndUnavailable: String? {
        isCallInProgress ? nil : "there is no call in progress"
    }

    /// The call ends: the app it covered becomes active again (APP-9).
    func endCall() {
        isCallInProgress = false
        guard overlay == .call else { return }
        dismissOverlay(.call)
    }

    // MARK: Lock

    var lockUnavailable: String? {
        isLocked ? "the screen is already locked" : nil
    }

    /// Lock: the app in front goes to the background (`applicationWillResignActive` if it
    /// was active, `applicationDidEnterBackground`), References §3.6. An overlay goes
    /// away; a call goes on.
    func lockScreen() {
        isLocked = true
        overlay = nil
        guard front == .app, !processEnded else { return }
        application?.transition(to: .background)
    }

    var unlockUnavailable: String? {
        isLocked ? nil : "the screen is not locked"
    }

    /// Unlock: back to what the lock covered. The app that was in front comes back
    /// (`applicationWillEnterForeground`, `applicationDidBecomeActive`); if its process ended
    /// meanwhile, the home screen shows.
    func unlockScreen() {
        isLocked = false
        guard front == .app else { return }
        guard application != nil, !processEnded else {
            front = .home
            return
        }
        bringAppToFront()
    }

    // MARK: Kill and jetsam

    /// Why the action needs a running process.
    var processUnavailable: String? {
        if recipe == nil { return Self.noApplicationReason }
        if processEnded || application == nil || appState == .notRunning { return "the app is not running" }
        return nil
    }

    var killUnavailable: String? {
        if let reason = processUnavailable { return reason }
        if isLocked { return "the screen is locked; unlock it first (unlock)" }
        if overlay == .appSwitcher { return nil }
        if let overlay { return "\(overlay.rawValue) is showing; dismiss it first (\(overlay.dismissAction))" }
        if front == .app { return "the app is in front; open the app switcher first (app-switcher)" }
        return nil
    }

    /// Swipes the app away in the app switcher (from the home screen the switcher opens
    /// first, which the app does not hear). A suspended app ends with no callback (APP-11);
    /// a running one, foreground-inactive under the switcher or running in the background,
    /// is terminated: `applicationDidEnterBackground` if it was in front, then
    /// `applicationWillTerminate` (APP-10, References §3.3). Its scene sessions are
    /// discarded: the next launch reports them to `application(_:didDiscardSceneSessions:)`.
    func killApp() {
        overlay = nil
        front = .home
        guard let application else { return }
        let sessions = application.openSessions
        if application.lifecycle == .suspended {
            application.kill()
        } else {
            application.terminate()
        }
        discardedSessions.formUnion(sessions)
        processDidEnd()
    }

    var jetsamUnavailable: String? {
        if let reason = processUnavailable { return reason }
        if appState.isForeground {
            return "the system reclaims only an app in the background or suspended, and the app is \(appState.rawValue); press Home first (home)"
        }
        return nil
    }

    /// The system reclaims the app's memory: SIGKILL, no callback at all (APP-11,
    /// References §3.4), even for an app still running in the background.
    func jetsamApp() {
        application?.kill()
        processDidEnd()
    }

    // MARK: Memory warning

    var memoryWarningUnavailable: String? {
        if let reason = processUnavailable { return reason }
        if appState == .suspended {
            return "the app is suspended: iOS sends no memory warning to a suspended app, it reclaims it instead (jetsam)"
        }
        return nil
    }

    // MARK: Time

    /// Lets virtual time pass, firing the app's timers at their times, and the background
    /// time's expiry; stops at once if the app's process ends on the way.
    func wait(seconds: TimeInterval) {
        let runLoop = runtime.runLoop
        let target = runLoop.now + seconds
        var steps = 0
        // In-flight URLSession work is waited for (boundedly, in real time) before each step,
        // so that its completion handlers run at the virtual time they were started in.
        NetworkActivity.settle(runLoop)
        while !processEnded, let next = runLoop.nextTimerTime, next <= target, steps < MainRunLoop.defaultTurnLimit {
            runLoop.advance(by: max(0, next - runLoop.now))
            suspendIfBackgroundWorkIsOver()
            NetworkActivity.settle(runLoop)
            steps += 1
        }
        guard !processEnded else { return }
        runLoop.advance(by: max(0, target - runLoop.now))
        NetworkActivity.settle(runLoop)
        runLoop.advance(by: 0)
    }
}

extension SimulatedDevice.Overlay {
    /// The action that puts the overlay away.
    var dismissAction: String {
        switch self {
        case .call: "call-end"
        default: "\(rawValue)-dismiss"
        }
    }
}
