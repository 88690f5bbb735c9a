import HeadlessCore
import Foundation

/// The edge-swipe pop (References §4.4), driven by the device's `swipe-back`.
///
/// At the start of the gesture the top controller B leaves the stack and gets
/// `willMove(toParent: nil)`, then `viewWillDisappear(true)`; the controller below, A, loads
/// if needed and gets `viewWillAppear(true)`, the delegate `willShow`, and A's view goes in
/// below B's. The finger lifts after ``UINavigationController/transitionDuration``:
/// - finished: B `viewDidDisappear`, A `viewDidAppear`, delegate `didShow`,
///   B `didMove(toParent: nil)`, and B is released;
/// - cancelled: the cancel edges of the appearance machine, A `viewWillDisappear`,
///   A `viewDidDisappear`, B `viewWillAppear`, B `viewIsAppearing`, B `viewDidAppear`; B goes
///   back on the stack and gets `didMove(toParent:)` with the navigation controller, the
///   compensating half of the `willMove(toParent: nil)` it got at the start (no source
///   records this; a pair keeps containment calls balanced). The delegate gets no `didShow`.
extension UINavigationController {
    /// Starts an interactive pop that finishes or is cancelled when the finger lifts.
    /// Returns why it cannot start, or nil.
    func beginInteractivePop(cancelling: Bool) -> String? {
        if isTransitioning {
            return "\(traceName) is in the middle of a transition; wait for it to end before swiping back."
        }
        guard stack.count >= 2 else {
            return "\(traceName) shows its root view controller \(stack.first?.traceName ?? "(none)"); there is nothing to swipe back to."
        }
        guard containerVisibility == .onScreen else {
            return "\(traceName) is not on screen; nothing was swiped."
        }
        runtime.withCause(cancelling ? "swipe-back cancel" : "swipe-back") {
            let leaving = stack.removeLast()
            beginRelease(of: leaving)
            pendingDepartures.append(leaving)
            let revealed = loadTopView()
            let record = NavigationTransition(from: leaving, to: revealed, animated: true, interactive: true,
                                              cause: cancelling ? "swipe-back cancel" : "swipe-back")
            transition = record
            // As in a pop (startTransition): a controller that a `.currentContext`
            // presentation took off the screen neither appears when it is revealed nor
            // disappears when it leaves; the presentation still covers it.
            if leaving.appearance == .appeared || leaving.appearance == .appearing {
                leaving.beginAppearance(false, animated: true)
            }
            if let revealed, !revealed.isCoveredByContextPresentation {
                revealed.beginAppearance(true, animated: true)
            }
            if let revealed {
                notifyWillShow(revealed, animated: true)
                install(revealed, below: leaving)
            }
            shown = revealed
            record.coordinator.runAnimations()
            scheduleEnd(of: record) { navigation in
                if cancelling && navigation.stack.last === revealed {
                    navigation.cancelInteractivePop(record)
                } else {
                    navigation.completeTransition(record)
                }
            }
        }
        return nil
    }

    private func cancelInteractivePop(_ record: NavigationTransition) {
        guard let leaving = record.from else {
            completeTransition(record)
            return
        }
        runtime.withCause(record.cause) {
            record.coordinator.isCancelled = true
            let revealed = record.to
            pendingDepartures.removeAll { $0 === leaving }
            stack.append(leaving)
            if let revealed {
                if revealed.appearance == .appearing || revealed.appearance == .appeared {
                    revealed.beginAppearance(false, animated: true)
                }
                takeOutOfContainer(revealed)
                if revealed.appearance == .disappearing { revealed.endAppearance() }
            }
            if leaving.appearance == .disappearing || leaving.appearance == .disappeared,
               !leaving.isCoveredByContextPresentation {
                leaving.beginAppearance(true, animated: true)
            }
            if leaving.appearance == .appearing { leaving.endAppearance() }
            shown = leaving
            deliverContainment(leaving, .didMoveToParent, self) { leaving.didMove(toParent: self) }
            leaving.movingFromParent = false
            transition = nil
            record.coordinator.complete()
            settleBookkeeping()
        }
        continueAfterTransition()
    }
}
