import HeadlessCore
import Foundation

/// The scene's state machine: each legal edge, its delegate method and notification.
///
/// As for the application, a "will" method runs in the state being left and a "did" method
/// in the state reached.
extension UIScene {
    /// Walks to `target` one edge at a time along foregroundActive – foregroundInactive –
    /// background (a scene that is connecting enters at foregroundInactive).
    func walk(to target: ActivationState) {
        let order: [ActivationState] = [.foregroundActive, .foregroundInactive, .background]
        guard target != .unattached, let to = order.firstIndex(of: target) else { return }
        if storedActivationState == .unattached {
            move(to: target == .background ? .background : .foregroundInactive)
        }
        while let from = order.firstIndex(of: storedActivationState), from != to {
            move(to: order[from < to ? from + 1 : from - 1])
        }
    }

    /// Disconnects the scene: `sceneDidDisconnect(_:)`. The application lets go of it.
    func disconnect() {
        guard isConnected else { return }
        isConnected = false
        if storedActivationState == .foregroundActive { move(to: .foregroundInactive) }
        if storedActivationState == .unattached {
            // Connected but never shown: it leaves without a state edge.
            deliver(.sceneDidDisconnect, edge: nil) { $0.sceneDidDisconnect(self) }
            post(UIScene.didDisconnectNotification)
        } else {
            move(to: .unattached)
        }
        runtime.noteDeparture(self, how: .sceneDisconnect)
    }

    /// The process ends while the scene is in the foreground (swiped away in the app
    /// switcher): it resigns active if it was, then gets `sceneDidDisconnect(_:)` with no
    /// `sceneDidEnterBackground(_:)` (References §20). Not an edge of the scene's machine: the
    /// process, and the machine with it, ends here.
    func disconnectAsProcessEnds() {
        guard isConnected, storedActivationState == .foregroundActive || storedActivationState == .foregroundInactive else {
            disconnect()
            return
        }
        isConnected = false
        if storedActivationState == .foregroundActive { move(to: .foregroundInactive) }
        let edge = "\(storedActivationState)→\(ActivationState.unattached) (process ended)"
        storedActivationState = .unattached
        deliver(.sceneDidDisconnect, edge: edge) { $0.sceneDidDisconnect(self) }
        post(UIScene.didDisconnectNotification)
        runtime.noteDeparture(self, how: .sceneDisconnect)
    }

    /// Takes one legal edge, delivering its delegate method and notification.
    func move(to next: ActivationState) {
        let from = storedActivationState
        guard from.legalSuccessors.contains(next) else {
            runtime.report(.error, .sceneStateIllegalEdge,
                           "\(traceName) cannot move from \(from) to \(next); legal next states: \(from.legalSuccessors.map(\.description).sorted().joined(separator: ", ")). The state was left unchanged.",
                           about: self)
            return
        }
        let edge = "\(from)→\(next)"
        switch next {
        case .foregroundInactive where from == .foregroundActive:
            deliver(.sceneWillResignActive, edge: edge) { $0.sceneWillResignActive(self) }
            post(UIScene.willDeactivateNotification)
            storedActivationState = next
        case .foregroundInactive:
            deliver(.sceneWillEnterForeground, edge: edge) { $0.sceneWillEnterForeground(self) }
            post(UIScene.willEnterForegroundNotification)
            storedActivationState = next
        case .foregroundActive:
            storedActivationState = next
            deliver(.sceneDidBecomeActive, edge: edge) { $0.sceneDidBecomeActive(self) }
            post(UIScene.didActivateNotification)
        case .background:
            storedActivationState = next
            deliver(.sceneDidEnterBackground, edge: edge) { $0.sceneDidEnterBackground(self) }
            post(UIScene.didEnterBackgroundNotification)
        case .unattached:
            storedActivationState = next
            deliver(.sceneDidDisconnect, edge: edge) { $0.sceneDidDisconnect(self) }
            post(UIScene.didDisconnectNotification)
        }
    }

    func deliver(_ callback: Callback, edge: String?, _ body: (UISceneDelegate) -> Void) {
        guard let delegate = storedDelegate else { return }
        runtime.deliver(toDelegate: delegate, callback, [traceName], edge: edge) { body(delegate) }
    }
}
