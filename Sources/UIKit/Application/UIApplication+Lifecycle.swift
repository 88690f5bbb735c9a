import HeadlessCore
import Foundation

/// The application's state machine: each legal edge, its delegate method and notification.
///
/// The device asks for a target state with ``transition(to:)``; the app walks there one edge
/// at a time. An app without scenes hears each edge through its delegate, then the matching
/// notification. A scene-based app moves its scenes first (their delegates and `UIScene`
/// notifications), then posts the application notification without calling the app
/// delegate, as UIKit does when scenes are in use.
///
/// `applicationState` during a callback follows UIKit: a "will" method runs in the state being
/// left (`applicationWillResignActive(_:)` sees `.active`), a "did" method in the state reached.
extension UIApplication {
    /// Walks from the current state to `target` along the foreground–background chain,
    /// delivering every edge on the way.
    func transition(to target: ApplicationLifecycleState) {
        guard let path = lifecycle.chain(to: target) else {
            reportIllegalEdge(to: target)
            return
        }
        for next in path {
            if usesScenes, let sceneTarget = UIScene.ActivationState(followingApplicationState: next) {
                for scene in connectedScenesInOrder {
                    scene.walk(to: sceneTarget)
                }
            }
            move(to: next)
        }
    }

    /// Ends the process the way the system does when it terminates a running app (the app
    /// switcher's swipe, `UIApplicationExitsOnSuspend`): an app in front goes to the
    /// background first, scenes disconnect, then `applicationWillTerminate(_:)`. A suspended
    /// app ends with no callback at all (APP-11).
    ///
    /// A scene-based app swiped away while in front (under the switcher) does not enter the
    /// background: its scenes resign active and disconnect straight from the foreground, then
    /// `applicationWillTerminate(_:)` (References §20).
    func terminate() {
        if usesScenes && lifecycle.isForeground {
            if lifecycle == .active { transition(to: .inactive) }
            for scene in connectedScenesInOrder { scene.disconnectAsProcessEnds() }
            move(to: .background, delivering: false)
            move(to: .notRunning)
            return
        }
        if lifecycle.isForeground { transition(to: .background) }
        guard lifecycle == .background else {
            if lifecycle == .suspended { move(to: .notRunning, delivering: false) }
            return
        }
        // The disconnected scenes stay referenced: the process is ending, and nothing in it
        // is deallocated (no `deinit` reaches the trace).
        for scene in connectedScenesInOrder { scene.disconnect() }
        move(to: .notRunning)
    }

    /// Ends the process with SIGKILL: no callback of any kind (jetsam, a kill of a suspended
    /// app, a background task that outlived its time).
    func kill() {
        guard lifecycle == .background || lifecycle == .suspended else {
            reportIllegalEdge(to: .notRunning)
            return
        }
        move(to: .notRunning, delivering: false)
    }

    /// Takes one legal edge, delivering its delegate method (app-delegate apps only) and its
    /// notification unless `delivering` is false.
    ///
    /// An edge that no delegate callback records (suspension, a silent kill, any edge of a
    /// scene-based app, or of an app without a delegate) is recorded as a trace note, such as
    /// `UIApplication#1 background→suspended`, with its edge, so that a trace always tells
    /// the app's state.
    func move(to next: ApplicationLifecycleState, delivering: Bool = true) {
        let from = lifecycle
        guard from.canMove(to: next) else {
            reportIllegalEdge(to: next)
            return
        }
        // The edge's text is made only when a recorder reads it.
        guard delivering else {
            lifecycle = next
            backgroundStateDidChange(from: from)
            noteEdge(from.edge(to: next))
            return
        }
        var traced = false
        switch (from, next) {
        case (.inactive, .active):
            lifecycle = next
            traced = deliverToDelegate(.applicationDidBecomeActive, edge: from.edge(to: next), perState: true) { $0.applicationDidBecomeActive(self) }
            post(UIApplication.didBecomeActiveNotification)
        case (.active, .inactive):
            traced = deliverToDelegate(.applicationWillResignActive, edge: from.edge(to: next), perState: true) { $0.applicationWillResignActive(self) }
            post(UIApplication.willResignActiveNotification)
            lifecycle = next
        case (.inactive, .background):
            lifecycle = next
            backgroundStateDidChange(from: from)
            traced = deliverToDelegate(.applicationDidEnterBackground, edge: from.edge(to: next), perState: true) { $0.applicationDidEnterBackground(self) }
            post(UIApplication.didEnterBackgroundNotification)
            scheduleBackgroundSnapshot()
        case (.background, .inactive):
            traced = deliverToDelegate(.applicationWillEnterForeground, edge: from.edge(to: next), perState: true) { $0.applicationWillEnterForeground(self) }
            post(UIApplication.willEnterForegroundNotification)
            lifecycle = next
            backgroundStateDidChange(from: from)
        case (.background, .notRunning):
            traced = deliverToDelegate(.applicationWillTerminate, edge: from.edge(to: next), perState: false) { $0.applicationWillTerminate(self) }
            post(UIApplication.willTerminateNotification)
            lifecycle = next
            backgroundStateDidChange(from: from)
        default:
            // background ⇄ suspended, suspended → notRunning, and the launch edges: the app
            // hears nothing.
            lifecycle = next
            backgroundStateDidChange(from: from)
        }
        if !traced { noteEdge(from.edge(to: next)) }
    }

    /// Delivers a delegate method; per-state methods are skipped in scene-based apps.
    /// Returns whether it was delivered.
    @discardableResult
    func deliverToDelegate(_ callback: Callback, _ extraArguments: @autoclosure () -> [String] = [], edge: @autoclosure () -> String?,
                           perState: Bool, _ body: (UIApplicationDelegate) -> Void) -> Bool {
        guard let delegate = storedDelegate else { return false }
        if perState && usesScenes { return false }
        runtime.deliver(toDelegate: delegate, callback, [traceName] + extraArguments(), edge: edge()) { body(delegate) }
        return true
    }

    /// Records an edge that no callback shows as a trace note.
    func noteEdge(_ edge: @autoclosure () -> String) {
        guard let recorder = runtime.recorder else { return }
        let edge = edge()
        let text = "\(traceName) \(edge)"
        recorder.record(runtime.event(kind: .note, className: traceClassName, ordinal: traceOrdinal,
                                      callback: text, selector: text, edge: edge))
    }

    func reportIllegalEdge(to next: ApplicationLifecycleState) {
        runtime.report(.error, .applicationStateIllegalEdge,
                       "\(traceName) cannot move from \(lifecycle.rawValue) to \(next.rawValue); legal next states: \(lifecycle.legalSuccessors.map(\.rawValue).sorted().joined(separator: ", ")). The state was left unchanged.",
                       about: self)
    }

    /// The connected scenes, in the order they connected.
    var connectedScenesInOrder: [UIScene] { scenes.filter(\.isConnected) }
}
