import HeadlessCore

/// Delivers `viewIsAppearing(_:)` at the start of a commit, before layout, to controllers
/// that began appearing and whose view is now in a window.
@MainActor
final class AppearanceScheduler {
    private var awaiting: [WeakController] = []

    func await(_ controller: UIViewController) {
        awaiting.append(WeakController(controller))
    }

    /// Whether a controller is waiting whose view has reached a window.
    var hasDeliverableWork: Bool {
        awaiting.contains { entry in
            guard let controller = entry.controller else { return false }
            return controller.awaitsViewIsAppearing && controller.storedView?.storedWindow != nil
        }
    }

    func deliver() {
        guard !awaiting.isEmpty else { return }
        let entries = awaiting
        awaiting.removeAll()
        for entry in entries {
            guard let controller = entry.controller, controller.awaitsViewIsAppearing,
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

    /// One commit: `viewIsAppearing`, the layout pass, the display pass.
    func commitTransaction() {
        appearance.deliver()
        layout.layoutPass(runtime: self)
        layout.displayPass()
    }
}
