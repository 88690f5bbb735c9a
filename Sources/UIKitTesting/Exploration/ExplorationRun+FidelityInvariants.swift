@_spi(Headless) import UIKit
import HeadlessCore

/// The exploration invariants that issue 19's orderings imply (References §15.1, §15.3).
///
/// - `view.window`: inside every view callback, `window` is the window at the top of the
///   view's superview chain (checked by the runtime at delivery, read here);
/// - `presented.size`: a presented controller on screen gets every size transition
///   (`viewWillTransition(to:with:)`) its presenter gets;
/// - `list.counts`: `reloadData()` asks for the counts before it returns, and no cell of a
///   reload is asked before them (References §50.1);
/// - `animation.completion`: every block animation's completion runs exactly once (at once for
///   a block that changes nothing, early for `removeAllAnimations()`; References §38);
/// - `scene.state`: inside a scene delegate's callback, the application's state is its most
///   active scene's (References §45.5).
@MainActor
enum FidelityInvariants {
    /// The violations noted by the app's own code since the run began.
    private(set) static var noted: [String] = []
    /// The completions each started block animation has run, by animation.
    private static var completions: [Int: Int] = [:]
    private static var nextAnimation = 0

    /// Forgets everything: a new run starts.
    static func reset() {
        noted = []
        completions = [:]
        nextAnimation = 0
    }

    static func noteList(_ message: String) { noted.append("[list.counts] \(message)") }

    /// A block animation starts; returns its number.
    static func animationStarted() -> Int {
        nextAnimation += 1
        completions[nextAnimation] = 0
        return nextAnimation
    }

    /// A block animation's completion ran.
    static func animationCompleted(_ id: Int) {
        let count = (completions[id] ?? 0) + 1
        completions[id] = count
        if count > 1 { noted.append("[animation.completion] block animation #\(id): its completion ran \(count) times.") }
    }

    /// The animations started whose completion has not run: once the app ran until idle they
    /// are violations. Forgotten afterwards either way.
    static func unfinishedAnimations() -> [String] {
        let waiting = completions.filter { $0.value == 0 }.keys.sorted()
        for id in waiting { completions[id] = nil }
        return waiting.map { "[animation.completion] block animation #\($0): its completion never ran, though the run loop settled." }
    }

    /// The process ended: its animations' completions will never run.
    static func forgetAnimations() { completions = completions.filter { $0.value != 0 } }

    /// Checks, inside a scene delegate callback, that the application's state is its most
    /// active connected scene's.
    static func checkSceneState(in callback: String, scene: UIScene) {
        let application = UIApplication.shared
        let states = application.connectedScenes.map(\.activationState)
        guard !states.isEmpty else { return }
        let expected: UIApplication.State = states.contains(.foregroundActive) ? .active
            : states.contains(.foregroundInactive) ? .inactive : .background
        if application.applicationState != expected {
            noted.append("[scene.state] \(callback): the application is \(application.applicationState) while its scenes are \(states.map { "\($0)" }.joined(separator: ", ")) (expected \(expected)).")
        }
    }

    /// The `view.window` violations the runtime noted since `start`.
    static func attachment(_ runtime: HeadlessRuntime, since start: Int) -> [String] {
        let all = runtime.attachmentViolations
        guard start < all.count else { return [] }
        return all[start...].map { "[view.window] \($0)" }
    }

    /// The `presented.size` violations in a batch of events: each presenter that got a size
    /// transition whose on-screen presented controller did not get one in the same batch.
    static func sizeTransitions(_ events: ArraySlice<TraceEvent>, runtime: HeadlessRuntime) -> [String] {
        let name = Callback.viewWillTransitionToSize.swiftName
        let receivers = Set(events.filter { $0.kind == .callback && $0.callback == name }.map(\.instance))
        guard !receivers.isEmpty else { return [] }
        var found: [String] = []
        for controller in runtime.allViewControllers where receivers.contains(controller.traceName) {
            guard let presented = controller.presentedViewController,
                  presented.presentingViewController === controller,
                  presented.viewIfLoaded?.window != nil,
                  !receivers.contains(presented.traceName) else { continue }
            found.append("[presented.size] \(presented.traceName): on screen, presented by \(controller.traceName), which got viewWillTransition(to:with:); it did not.")
        }
        return found
    }
}
