@_spi(Headless) import UIKit
import HeadlessCore

/// The exploration invariants that issue 19's orderings imply (References §15.1, §15.3).
///
/// - `view.window`: inside every view callback, `window` is the window at the top of the
///   view's superview chain (checked by the runtime at delivery, read here);
/// - `presented.size`: a presented controller on screen gets every size transition
///   (`viewWillTransition(to:with:)`) its presenter gets.
@MainActor
enum FidelityInvariants {
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
