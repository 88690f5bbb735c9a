import HeadlessCore

/// Delivers `viewIsAppearing(_:)` in a commit to controllers that began appearing and whose
/// view is now in a window (References §15.2): the layout pass delivers it just before a
/// controller's flagged root view is laid out (its superview, laid out first, has placed it);
/// this scheduler delivers it, after the pass, to the controllers whose view needed no layout.
@MainActor
final class AppearanceScheduler {
    // Safety: unchecked exclusivity: main-actor state, one read or write per access, never held across a call out of the framework.
    @exclusivity(unchecked) private var awaiting: [ObjectHandle<UIViewController>] = []

    func await(_ controller: UIViewController) {
        awaiting.append(controller.handle)
    }

    /// Whether a controller is waiting whose view has reached a window.
    ///
    /// Entries whose controller got `viewIsAppearing(_:)` from the layout pass (or went away)
    /// are dropped here, so the list stays as short as the controllers still waiting even
    /// when every delivery happens in layout (a navigation transition started there,
    /// References §17).
    var hasDeliverableWork: Bool {
        // Asked before every turn and commit, mostly with nothing waiting; plain loops, as a
        // main-actor closure given to `removeAll(where:)` checks its isolation per element.
        guard !awaiting.isEmpty else { return false }
        var kept: [ObjectHandle<UIViewController>] = []
        var deliverable = false
        for entry in awaiting {
            guard let controller = entry.object, controller.awaitsViewIsAppearing else { continue }
            kept.append(entry)
            if controller.storedView?.storedWindow != nil { deliverable = true }
        }
        awaiting = kept
        return deliverable
    }

    func deliver() {
        guard !awaiting.isEmpty else { return }
        let entries = awaiting
        awaiting.removeAll()
        for entry in entries {
            guard let controller = entry.object, controller.awaitsViewIsAppearing,
                  controller.appearance == .appearing else { continue }
            if controller.storedView?.storedWindow != nil {
                controller.deliverViewIsAppearingIfAwaited()
            } else {
                awaiting.append(entry)
            }
        }
    }
}

extension HeadlessRuntime {
    /// Whether the next commit has anything to do.
    var hasCommitWork: Bool {
        layout.hasWork || appearance.hasDeliverableWork || (autoLayoutIfMade?.hasPendingWork ?? false)
    }

    /// One commit: the layout pass (with `viewIsAppearing` for each appearing controller
    /// just before its root view's layout), `viewIsAppearing` for the appearing controllers
    /// whose view needed no layout (and the layout they flag), the display pass.
    func commitTransaction() {
        layout.layoutPass(runtime: self)
        if appearance.hasDeliverableWork {
            appearance.deliver()
            layout.layoutPass(runtime: self)
        }
        layout.displayPass(runtime: self)
    }
}
